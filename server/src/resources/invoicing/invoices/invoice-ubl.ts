// The e-invoice (Peppol BIS Billing 3.0, EN 16931, UBL 2.1) of a numbered invoice or credit note:
// GET /invoices/{id}/invoice_{number}.xml, and attached to the mail with the PDF. Invoices are UBL
// Invoice (type 380), credit notes UBL CreditNote (type 381) referencing the invoice they reverse.
// Amounts come from the contract's invoiceTotals, as in the API and the PDF. The XML is written by
// `serialize` below, which escapes every text itself (decision 0055).
import { formatCents, invoiceTotals, lineTotalCents, normalizeVatNumber, toScaled, vatRate } from '@console/contract';
import type { InvoiceDocument } from './invoice-document.ts';
import { documentEndpoints, legalIdentifier, type PeppolAddress } from './peppol-endpoints.ts';

const NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/**
 * EN 16931 VAT category (UNCL5305) and exemption reason (VATEX) of the VAT codes at 0 % that are not
 * zero-rated; any other code is standard or reduced rated (S) when its rate is above 0, else zero-rated (Z).
 */
const CATEGORIES: Record<string, { id: string; reason?: string; text?: string }> = {
  vat_intra_goods_0: { id: 'K', reason: 'VATEX-EU-IC', text: 'Intra-community supply' },
  vat_intra_services_0: { id: 'AE', reason: 'VATEX-EU-AE', text: 'Reverse charge' },
  vat_eu_0: { id: 'AE', reason: 'VATEX-EU-AE', text: 'Reverse charge' },
  vat_export_goods_0: { id: 'G', reason: 'VATEX-EU-G', text: 'Export outside the EU' },
  vat_export_services_0: { id: 'G', reason: 'VATEX-EU-G', text: 'Export outside the EU' },
  vat_seagoing: { id: 'E', reason: 'VATEX-EU-148', text: 'Exempt: supplies for sea-going vessels' },
  vat_not_subject: { id: 'O', reason: 'VATEX-EU-O', text: 'Not subject to VAT' },
};
const STANDARD = { id: 'S' };
const ZERO_RATED = { id: 'Z' };
export const vatCategory = (code: string | null | undefined) =>
  (code && Object.hasOwn(CATEGORIES, code) ? CATEGORIES[code] : undefined) ?? (vatRate(code) > 0 ? STANDARD : ZERO_RATED);
// EN 16931 allows category O only in a document wholly outside the scope of VAT (BR-O-11..14); beside
// other categories a line not subject to VAT is written as exempt (E) with its reason in words, no
// VATEX code (VATEX-EU-O belongs to O alone). Decision 0041.
const NOT_SUBJECT_BESIDE_OTHERS = { id: 'E', text: 'Not subject to VAT' };
/** The category of each VAT code in one document. */
function documentCategories(codes: (string | null | undefined)[]) {
  const allNotSubject = codes.length > 0 && codes.every((code) => vatCategory(code).id === 'O');
  return (code: string | null | undefined) => {
    const c = vatCategory(code);
    return c.id === 'O' && !allNotSubject ? NOT_SUBJECT_BESIDE_OTHERS : c;
  };
}
type Node = Record<string, unknown>;
// XML 1.0 refuses these characters outright (no reader accepts a file holding one, even escaped): C0
// controls but tab, line feed and carriage return; lone surrogates; U+FFFE and U+FFFF.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what the pattern removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * Text typed by a person, as an element's content: the characters XML cannot hold dropped, line ends
 * made line feeds (a reader turns a bare CR into LF anyway), trimmed, and absent when nothing is left
 * (PEPPOL-EN16931-R008: no empty element).
 */
export function xmlText(value: string | null | undefined): string | undefined {
  const text = (value ?? '').replace(NOT_XML, '').replace(/\r\n?/g, '\n').trim();
  return text || undefined;
}
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;');
/**
 * Writes a node tree (`ns:Name` keys, `@attribute`, `#` text, arrays for repeated elements) as indented
 * XML. Every `&`, `<` and `>` of a text is escaped, whatever follows it: xmlbuilder2, used before, reads
 * entities in the texts it is given and leaves an `&` that looks like one (`&e;`, `&amp;`) as it is,
 * which wrote an undefined entity or turned a typed `&amp;` into `&`.
 */
function serialize(name: string, value: unknown, indent: string, out: string[]) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const v of value) serialize(name, v, indent, out);
    return;
  }
  if (typeof value !== 'object') {
    out.push(`${indent}<${name}>${escapeText(String(value))}</${name}>`);
    return;
  }
  const entries = Object.entries(value as Node).filter(([, v]) => v !== undefined && v !== null);
  const attrs = entries
    .filter(([k]) => k.startsWith('@'))
    .map(([k, v]) => ` ${k.slice(1)}="${escapeAttribute(String(v))}"`)
    .join('');
  const text = entries.find(([k]) => k === '#');
  const children = entries.filter(([k]) => !k.startsWith('@') && k !== '#');
  if (text) out.push(`${indent}<${name}${attrs}>${escapeText(String(text[1]))}</${name}>`);
  else if (children.length === 0) out.push(`${indent}<${name}${attrs}/>`);
  else {
    out.push(`${indent}<${name}${attrs}>`);
    for (const [k, v] of children) serialize(k, v, `${indent}  `, out);
    out.push(`${indent}</${name}>`);
  }
}
/** The country code of an address (ISO 3166 alpha-2): UK is GB, EL is GR. */
const countryCode = (country: string | null | undefined) => {
  const c = (country ?? '').trim().toUpperCase();
  return c === 'UK' ? 'GB' : c === 'EL' ? 'GR' : c || undefined;
};
const amount = (cents: number, currency: string) => ({ '@currencyID': currency, '#': formatCents(cents) });
/** Drops the keys without a value: an absent optional element, not an empty one. */
const compact = (node: Node): Node => Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined && v !== null && v !== ''));
/** A decimal with up to `places` decimals and no float on the way. */
const decimal = (value: number | string, places: number) => {
  const n = toScaled(value, places);
  const sign = n < 0n ? '-' : '';
  const abs = (n < 0n ? -n : n).toString().padStart(places + 1, '0');
  return `${sign}${abs.slice(0, -places)}.${abs.slice(-places)}`.replace(/\.?0+$/, '') || '0';
};

function party(
  p: {
    name: string;
    vat: string | null | undefined;
    endpoint: PeppolAddress | null;
    street?: string | null;
    extra?: string | null;
    city?: string | null;
    zip?: string | null;
    country: string;
    email?: string | null;
  },
  withVat: boolean,
): Node {
  const vat = normalizeVatNumber(p.vat, p.country);
  const legal = legalIdentifier(vat, p.country);
  const name = xmlText(p.name);
  const email = xmlText(p.email);
  return {
    'cac:Party': compact({
      // Peppol electronic address (R010/R020) under a scheme of the EAS list (CL008): peppol-endpoints.ts.
      'cbc:EndpointID': p.endpoint ? { '@schemeID': p.endpoint.scheme, '#': xmlText(p.endpoint.id) } : undefined,
      'cac:PartyName': name ? { 'cbc:Name': name } : undefined,
      'cac:PostalAddress': compact({
        'cbc:StreetName': xmlText(p.street),
        'cbc:AdditionalStreetName': xmlText(p.extra),
        'cbc:CityName': xmlText(p.city),
        'cbc:PostalZone': xmlText(p.zip),
        'cac:Country': { 'cbc:IdentificationCode': p.country },
      }),
      // BR-O-02: a document wholly outside the scope of VAT names no VAT identifier.
      'cac:PartyTaxScheme': vat && withVat ? { 'cbc:CompanyID': xmlText(vat), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } : undefined,
      // BT-30/BT-47: the Belgian enterprise number (0208) or French SIREN (0002) keeps a party identified
      // without its VAT number (BR-CO-26).
      'cac:PartyLegalEntity': compact({
        'cbc:RegistrationName': name ?? '-',
        'cbc:CompanyID': legal ? { '@schemeID': legal.scheme, '#': legal.id } : undefined,
      }),
      'cac:Contact': email ? { 'cbc:ElectronicMail': email } : undefined,
    }),
  };
}

const taxCategory = (
  c: { id: string; reason?: string; text?: string },
  code: string | null | undefined,
  tag: 'cac:TaxCategory' | 'cac:ClassifiedTaxCategory',
  withReason: boolean,
) => {
  return {
    [tag]: compact({
      'cbc:ID': c.id,
      'cbc:Percent': c.id === 'O' ? undefined : c.id === 'S' ? decimal(String(vatRate(code)), 4) : '0',
      'cbc:TaxExemptionReasonCode': withReason ? c.reason : undefined,
      'cbc:TaxExemptionReason': withReason ? c.text : undefined,
      'cac:TaxScheme': { 'cbc:ID': 'VAT' },
    }),
  };
};

/** The UBL document of a numbered invoice or credit note, as XML text. */
export function invoiceUbl(d: InvoiceDocument): string {
  const { invoice, company, address } = d;
  const credit = invoice.invoice_type === 'credit';
  const cur = invoice.currency;
  const totals = invoiceTotals(d.lines);
  const categoryOf = documentCategories(d.lines.map((l) => l.vat_code));
  const withVat = d.lines.some((l) => categoryOf(l.vat_code).id !== 'O');
  // One VAT breakdown per category and rate (EN 16931 BG-23).
  const breakdown = new Map<string, { code: string; base: number; tax: number }>();
  for (const g of totals.vat) {
    const key = `${categoryOf(g.vat_code).id}|${g.rate}`;
    const b = breakdown.get(key) ?? { code: g.vat_code, base: 0, tax: 0 };
    breakdown.set(key, { code: b.code, base: b.base + g.base_cents, tax: b.tax + g.tax_cents });
  }
  const sellerCountry = countryCode(company?.country) ?? 'BE';
  const buyerCountry = countryCode(address?.country) ?? sellerCountry;
  const endpoints = documentEndpoints(d);
  const iban = xmlText((invoice.bank_iban ?? company?.bank_iban)?.replace(/\s/g, ''));
  const bic = invoice.bank_bic ?? company?.bank_bic;
  const root = credit ? 'CreditNote' : 'Invoice';
  const lineTag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const qtyTag = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  const body: Node = compact({
    '@xmlns': NS[root],
    '@xmlns:cac': NS.cac,
    '@xmlns:cbc': NS.cbc,
    'cbc:CustomizationID': PEPPOL_CUSTOMIZATION_ID,
    'cbc:ProfileID': PEPPOL_PROFILE_ID,
    'cbc:ID': xmlText(invoice.number) ?? `DRAFT-${invoice.id}`,
    'cbc:IssueDate': invoice.invoiced_at,
    'cbc:DueDate': credit ? undefined : invoice.due_date,
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: credit ? '381' : '380',
    'cbc:Note': xmlText(invoice.notes),
    'cbc:DocumentCurrencyCode': cur,
    // BT-10: the buyer's reference (purchase order, else our reference) routes the document.
    'cbc:BuyerReference': xmlText(invoice.purchase_order) ?? xmlText(invoice.structured_reference) ?? xmlText(invoice.number) ?? `DRAFT-${invoice.id}`,
    'cac:OrderReference': xmlText(invoice.purchase_order) ? { 'cbc:ID': xmlText(invoice.purchase_order) } : undefined,
    'cac:BillingReference': xmlText(d.reversed?.number)
      ? { 'cac:InvoiceDocumentReference': compact({ 'cbc:ID': xmlText(d.reversed?.number), 'cbc:IssueDate': d.reversed?.invoiced_at }) }
      : undefined,
    'cac:AccountingSupplierParty': party(
      {
        name: company?.name ?? '',
        vat: company?.vat_number,
        endpoint: endpoints.seller,
        street: company?.street,
        city: company?.city,
        zip: company?.zipcode,
        country: sellerCountry,
        email: company?.email,
      },
      withVat,
    ),
    'cac:AccountingCustomerParty': party(
      {
        name: address?.name?.trim() || d.customer?.name || '',
        vat: address?.vat,
        endpoint: endpoints.buyer,
        street: [address?.street, address?.number, address?.box && `box ${address.box}`].filter((part) => part?.trim()).join(' ') || null,
        extra: address?.street_bis,
        city: address?.city,
        zip: address?.zipcode,
        country: buyerCountry,
        email: address?.email,
      },
      withVat,
    ),
    // BR-IC-11/12: an intra-community supply states when and to which country the goods went.
    'cac:Delivery': d.lines.some((l) => categoryOf(l.vat_code).id === 'K')
      ? {
          'cbc:ActualDeliveryDate': invoice.invoiced_at,
          'cac:DeliveryLocation': { 'cac:Address': { 'cac:Country': { 'cbc:IdentificationCode': buyerCountry } } },
        }
      : undefined,
    'cac:PaymentMeans': iban
      ? compact({
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': xmlText(invoice.structured_reference),
          'cac:PayeeFinancialAccount': compact({
            'cbc:ID': iban,
            'cac:FinancialInstitutionBranch': xmlText(bic) ? { 'cbc:ID': xmlText(bic) } : undefined,
          }),
        })
      : undefined,
    // BR-CO-25: an amount due has a due date or payment terms; a credit note's terms say what it credits.
    'cac:PaymentTerms': credit
      ? { 'cbc:Note': xmlText(d.reversed?.number) ? `Credit note for invoice ${xmlText(d.reversed?.number)}` : 'Credit note' }
      : invoice.due_date
        ? { 'cbc:Note': `Payable by ${invoice.due_date}` }
        : undefined,
    'cac:TaxTotal': {
      'cbc:TaxAmount': amount(totals.total_tax_cents, cur),
      'cac:TaxSubtotal': [...breakdown.values()].map((b) => ({
        'cbc:TaxableAmount': amount(b.base, cur),
        'cbc:TaxAmount': amount(b.tax, cur),
        ...taxCategory(categoryOf(b.code), b.code, 'cac:TaxCategory', true),
      })),
    },
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(totals.total_untaxed_cents, cur),
      'cbc:TaxExclusiveAmount': amount(totals.total_untaxed_cents, cur),
      'cbc:TaxInclusiveAmount': amount(totals.total_cents, cur),
      'cbc:PayableAmount': amount(totals.total_cents, cur),
    },
    [lineTag]: d.lines.map((l, i) => {
      // EN 16931 BR-27: a price is never negative; a negative line is a negative quantity.
      const negative = Number(l.unit_price) < 0;
      return compact({
        'cbc:ID': String(i + 1),
        [qtyTag]: { '@unitCode': 'C62', '#': decimal(negative ? -l.qty : l.qty, 3) },
        'cbc:LineExtensionAmount': amount(lineTotalCents(l), cur),
        // BR-30: a period ending before it starts keeps its start date only.
        'cac:InvoicePeriod':
          l.start_date || l.end_date
            ? compact({
                'cbc:StartDate': l.start_date,
                'cbc:EndDate': l.start_date && l.end_date && l.end_date < l.start_date ? undefined : l.end_date,
              })
            : undefined,
        'cac:Item': compact({
          'cbc:Description': xmlText(l.description),
          // BR-25: every item has a name.
          'cbc:Name': xmlText(l.product_name) ?? xmlText(l.description) ?? xmlText(l.type) ?? 'Item',
          'cac:SellersItemIdentification': xmlText(l.product_reference) ? { 'cbc:ID': xmlText(l.product_reference) } : undefined,
          ...taxCategory(categoryOf(l.vat_code), l.vat_code, 'cac:ClassifiedTaxCategory', false),
        }),
        'cac:Price': { 'cbc:PriceAmount': { '@currencyID': cur, '#': decimal(negative ? -l.unit_price : l.unit_price, 4) } },
      });
    }),
  });
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  serialize(root, body, '', out);
  return out.join('\n');
}

/** invoice_{number}.xml */
export const xmlFileName = (invoice: { number: string | null }) => `invoice_${invoice.number ?? 'draft'}.xml`;
