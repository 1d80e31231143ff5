// Syntax check of our UBL documents against the Peppol BIS Billing 3.0 syntax, as a machine-readable
// artefact from npm: the JSON Schema of the Peppol UBL Invoice that @e-invoice-eu/core ships
// (`invoiceSchema`, generated from the Peppol syntax definitions: every element, its cardinality,
// data type pattern and code list). No npm package carries the OASIS UBL 2.1 XSDs (decision 0041),
// so the XML is read into that schema's JSON shape (`cbc:X`, `cbc:X@attribute`, arrays for repeatable
// elements) and checked with Ajv; the order of elements, which JSON cannot hold, is checked here
// against the order of the schema's properties (the UBL sequence). A CreditNote is read as the Invoice
// it mirrors (CreditNoteTypeCode, CreditNoteLine, CreditedQuantity), as @e-invoice-eu writes one.
import Ajv2019 from 'ajv/dist/2019.js';
import { invoiceSchema } from '@e-invoice-eu/core';
import { SaxesParser } from 'saxes';
import { create } from 'xmlbuilder2';

const PREFIX: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
};
const ROOT_NS: Record<string, string> = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
};
const CREDIT_NOTE_NAMES: Record<string, string> = {
  'cbc:CreditNoteTypeCode': 'cbc:InvoiceTypeCode',
  'cac:CreditNoteLine': 'cac:InvoiceLine',
  'cbc:CreditedQuantity': 'cbc:InvoicedQuantity',
};

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; pattern?: string; $ref?: string; [k: string]: unknown };
export type UblJson = Record<string, any>;

function patchedSchema(): Schema {
  const schema = structuredClone(invoiceSchema) as unknown as Schema;
  const doc = schema.properties!['ubl:Invoice'];
  // Peppol (PEPPOL-EN16931-R010, R020): both parties have an electronic address; @e-invoice-eu's UBL
  // formatter adds the same requirement.
  for (const party of ['cac:AccountingSupplierParty', 'cac:AccountingCustomerParty']) {
    (doc.properties![party].properties!['cac:Party'] as any).required.push('cbc:EndpointID');
  }
  // Item prices may have more than two decimals (UBL-DT-01 leaves PriceAmount out); the package's
  // schema gives them the two-decimal Amount type.
  const price = doc.properties!['cac:InvoiceLine'].items!.properties!['cac:Price'].properties!['cbc:PriceAmount'];
  price.$ref = '#/$defs/dataTypes/Quantity';
  // BR-CL-22: an exemption reason code is one of the VATEX list, which the package ships unused.
  const category = doc.properties!['cac:TaxTotal'].items!.properties!['cac:TaxSubtotal'].items!.properties!['cac:TaxCategory'];
  category.properties!['cbc:TaxExemptionReasonCode'].$ref = '#/$defs/codeLists/vatex';
  return schema;
}

let compiled: ReturnType<Ajv2019['compile']> | undefined;
let rootSchema: Schema | undefined;
/** One compiled validator per test file (module instance): compiling is the costly part. */
function validator() {
  if (!compiled) {
    rootSchema = patchedSchema();
    compiled = new Ajv2019({ strict: false, allErrors: true }).compile(rootSchema);
  }
  return { validate: compiled, schema: rootSchema! };
}

const elementChildren = (node: any): any[] => Array.from(node.childNodes as ArrayLike<any>).filter((c) => c.nodeType === 1);
const nameOf = (el: any, credit: boolean) => {
  const name = `${PREFIX[el.namespaceURI] ?? el.prefix ?? '?'}:${el.localName}`;
  return credit ? (CREDIT_NOTE_NAMES[name] ?? name) : name;
};

/** Reads one element's children into the schema's JSON shape, noting order and repetition faults. */
function readElement(el: any, schema: Schema | undefined, path: string, credit: boolean, faults: string[]): UblJson {
  const out: UblJson = {};
  const order = Object.keys(schema?.properties ?? {});
  let last = -1;
  let lastName = '';
  for (const child of elementChildren(el)) {
    const name = nameOf(child, credit);
    const prop = schema?.properties?.[name];
    const at = order.indexOf(name);
    if (at >= 0 && at < last) faults.push(`${path}: ${name} comes after ${lastName}, against the UBL sequence`);
    if (at >= 0) [last, lastName] = [at, name];
    const itemSchema = prop?.type === 'array' ? prop.items : prop;
    const value =
      elementChildren(child).length > 0 || itemSchema?.type === 'object'
        ? readElement(child, itemSchema, `${path}/${name}`, credit, faults)
        : (child.textContent as string);
    if (prop?.type === 'array') (out[name] ??= []).push(value);
    else if (name in out) faults.push(`${path}: ${name} appears more than once`);
    else out[name] = value;
    for (const attr of Array.from(child.attributes as ArrayLike<any>)) {
      if (attr.prefix !== 'xmlns' && attr.localName !== 'xmlns') {
        const key = `${name}@${attr.localName}`;
        if (prop?.type === 'array') continue; // attributes of repeated simple elements: none in our documents
        out[key] = attr.value;
      }
    }
  }
  return out;
}

export interface SyntaxResult {
  valid: boolean;
  errors: string[];
  /** The document in the schema's JSON shape, for the EN 16931 rule checks. */
  doc: UblJson;
  root: 'Invoice' | 'CreditNote';
}

/**
 * The faults that make the text no well-formed XML 1.0 (undefined entities, characters XML refuses,
 * unclosed tags...), read by saxes, a conformant non-validating parser (already installed with exceljs):
 * xmlbuilder2's own reader lets some of them through.
 */
export function xmlWellFormednessErrors(xml: string): string[] {
  const errors: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (e) => errors.push(`XML: ${e.message}`));
  parser.write(xml).close();
  return errors;
}

/** Checks a UBL Invoice or CreditNote against the Peppol BIS 3.0 syntax; lists every fault found. */
export function checkPeppolSyntax(xml: string): SyntaxResult {
  const { validate, schema } = validator();
  const errors: string[] = xmlWellFormednessErrors(xml);
  const rootEl: any = create(xml).root().node;
  const root = rootEl.localName as 'Invoice' | 'CreditNote';
  if (ROOT_NS[root] === undefined || rootEl.namespaceURI !== ROOT_NS[root])
    errors.push(`root element ${rootEl.nodeName} in ${rootEl.namespaceURI} is no UBL Invoice or CreditNote`);
  const credit = root === 'CreditNote';
  const doc = readElement(rootEl, schema.properties!['ubl:Invoice'], `/${root}`, credit, errors);
  if (!validate({ 'ubl:Invoice': doc })) {
    for (const e of validate.errors ?? []) {
      const extra =
        e.keyword === 'additionalProperties' ? ` (${(e.params as any).additionalProperty})` : e.keyword === 'enum' ? ` (${JSON.stringify(e.data)})` : '';
      errors.push(`${e.instancePath.replace('/ubl:Invoice', `/${root}`) || '/'}: ${e.message}${extra}`);
    }
  }
  return { valid: errors.length === 0, errors, doc, root };
}
