// The UBL e-invoice (Peppol BIS Billing 3.0, EN 16931): a draft has none; a sent invoice is a UBL
// Invoice (380) and a credit note a UBL CreditNote (381) referencing the invoice. Every document is
// checked against the Peppol BIS 3.0 syntax (ubl-peppol-syntax.ts: elements, cardinality, order,
// data types, code lists) and the EN 16931 rules (en16931-rules-by-hand.ts: totals, VAT breakdown,
// mandatory parties...): several VAT rates, a credit note, not-subject and zero-rated lines, a buyer
// without a VAT number, an intra-community supply; and broken documents are shown to be caught.
// Totals equal the contract's; the mail carries the document next to the PDF.
import { convert } from 'xmlbuilder2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceTotals, formatCents } from '@console/contract';
import { belgianParties, commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { checkPeppolSyntax } from '../support/ubl-peppol-syntax.ts';
import { en16931Violations, peppolViolations } from '../support/en16931-rules-by-hand.ts';

let c: Commercial;
let addressId: number;
beforeAll(async () => {
  c = await commercialSetup();
  addressId = await belgianParties(c, 'BE0999999922');
});
afterAll(() => c.t.close());

const LINES = [
  { product_name: 'SD-WAN', qty: 3, unit_price: 19.99, vat_code: 'vat_21', start_date: '2026-03-01', end_date: '2026-03-31' },
  { product_name: 'Installation', qty: 1, unit_price: 33.33, vat_code: 'vat_12' },
  { product_name: 'Data 1 MB', qty: 1234, unit_price: 0.0125, vat_code: 'vat_0' },
  { product_name: 'Manual', qty: 2, unit_price: 10.5, vat_code: 'vat_6' },
  { product_name: 'Goodwill', qty: 1, unit_price: -5, vat_code: 'vat_21' },
];
const xmlOf = async (id: number, number: string) => {
  const res = await c.staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_${number}.xml` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  return res.body;
};
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const cents = (node: any) => Math.round(Number(node['#']) * 100);

const INVOICE_ORDER = [
  'cbc:CustomizationID',
  'cbc:ProfileID',
  'cbc:ID',
  'cbc:IssueDate',
  'cbc:DueDate',
  'cbc:InvoiceTypeCode',
  'cbc:Note',
  'cbc:DocumentCurrencyCode',
  'cbc:BuyerReference',
  'cac:OrderReference',
  'cac:BillingReference',
  'cac:AccountingSupplierParty',
  'cac:AccountingCustomerParty',
  'cac:Delivery',
  'cac:PaymentMeans',
  'cac:PaymentTerms',
  'cac:TaxTotal',
  'cac:LegalMonetaryTotal',
  'cac:InvoiceLine',
];
const CREDIT_ORDER = [
  'cbc:CustomizationID',
  'cbc:ProfileID',
  'cbc:ID',
  'cbc:IssueDate',
  'cbc:CreditNoteTypeCode',
  'cbc:Note',
  'cbc:DocumentCurrencyCode',
  'cbc:BuyerReference',
  'cac:OrderReference',
  'cac:BillingReference',
  'cac:AccountingSupplierParty',
  'cac:AccountingCustomerParty',
  'cac:Delivery',
  'cac:PaymentMeans',
  'cac:PaymentTerms',
  'cac:TaxTotal',
  'cac:LegalMonetaryTotal',
  'cac:CreditNoteLine',
];

/** What the document must say of our parties, on top of the rules every document meets. */
function checkParties(doc: any) {
  const seller = doc['cac:AccountingSupplierParty']['cac:Party'];
  const buyer = doc['cac:AccountingCustomerParty']['cac:Party'];
  expect(seller['cac:PartyLegalEntity']['cbc:RegistrationName']).toBe('Reseller SA'); // BR-06
  expect(seller['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']).toBe('BE'); // BR-09
  expect(seller['cbc:EndpointID']).toEqual({ '@schemeID': '0208', '#': '0403170701' }); // PEPPOL-EN16931-R020, CL008, COMMON-R043
  expect(buyer['cac:PartyLegalEntity']['cbc:RegistrationName']).toBe('Brouwerij NV'); // BR-07
  expect(buyer['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']).toBe('BE'); // BR-11
  expect(buyer['cbc:EndpointID']).toEqual({ '@schemeID': '0208', '#': '0999999922' }); // PEPPOL-EN16931-R010, CL008, COMMON-R043
}

/** The Peppol BIS 3.0 syntax, the EN 16931 rules and the Peppol rules, each with the faults listed when they fail. */
function expectCompliant(xml: string) {
  const syntax = checkPeppolSyntax(xml);
  expect(syntax.errors).toEqual([]);
  expect(en16931Violations(syntax.doc)).toEqual([]);
  expect(peppolViolations(xml)).toEqual([]);
  return syntax.doc;
}
const sumCents = (nodes: any[]) => nodes.reduce((s, n) => s + cents(n), 0);

describe('UBL e-invoice', () => {
  it('exists only for a numbered invoice', async () => {
    const inv = (await c.post('/invoices/', { invoicing_address_id: addressId, lines: LINES })).json();
    const res = await c.staff({ method: 'GET', url: `/api/v1/invoices/${inv.id}/invoice_draft.xml` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A draft has no e-invoice yet: send it first.');
  });

  it('is a Peppol BIS 3.0 UBL Invoice meeting the EN 16931 rules, with the contract totals, mailed with the PDF', async () => {
    const inv = (await c.post('/invoices/', { invoicing_address_id: addressId, invoiced_at: '2026-03-31', purchase_order: 'PO-77', lines: LINES })).json();
    const sent = (await c.post(`/invoices/${inv.id}/send`, { sent_to: 'ap@brouwerij.test' })).json();
    const xml = await xmlOf(inv.id, sent.number);
    const parsed: any = convert(xml, { format: 'object' });
    const doc = parsed.Invoice;
    expect(doc['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(Object.keys(doc).filter((k) => !k.startsWith('@'))).toEqual(INVOICE_ORDER.filter((k) => k in doc));
    expect(doc).toMatchObject({
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      'cbc:ProfileID': 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
      'cbc:ID': sent.number,
      'cbc:IssueDate': '2026-03-31',
      'cbc:InvoiceTypeCode': '380',
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': 'PO-77',
    });
    expect(doc['cac:PaymentMeans']).toMatchObject({
      'cbc:PaymentMeansCode': '58',
      'cbc:PaymentID': inv.structured_reference,
      'cac:PayeeFinancialAccount': { 'cbc:ID': 'BE68539007547034' },
    });
    expectCompliant(xml);
    checkParties(doc);
    const expected = invoiceTotals(LINES);
    expect([sumCents(list<any>(doc['cac:InvoiceLine']).map((l) => l['cbc:LineExtensionAmount'])), cents(doc['cac:TaxTotal']['cbc:TaxAmount'])]).toEqual([
      expected.total_untaxed_cents,
      expected.total_tax_cents,
    ]);
    // One breakdown per category and rate: S 21, S 12, S 6, Z 0 (BG-23).
    expect(list<any>(doc['cac:TaxTotal']['cac:TaxSubtotal']).map((t) => [t['cac:TaxCategory']['cbc:ID'], t['cac:TaxCategory']['cbc:Percent']])).toEqual([
      ['S', '21'],
      ['S', '12'],
      ['S', '6'],
      ['Z', '0'],
    ]);
    const goodwill = list<any>(doc['cac:InvoiceLine']).find((l) => l['cac:Item']['cbc:Name'] === 'Goodwill');
    expect(goodwill['cbc:InvoicedQuantity']).toEqual({ '@unitCode': 'C62', '#': '-1' });
    expect(goodwill['cac:Price']['cbc:PriceAmount']['#']).toBe('5');
    const { rows } = await c.t.database.query(`select attachments from outbox where recipient = 'ap@brouwerij.test' order by id desc limit 1`);
    const files = (rows[0] as any).attachments as { filename: string; content_type: string; content: string }[];
    expect(files.map((f) => [f.filename, f.content_type])).toEqual([
      [`invoice_${sent.number}.pdf`, 'application/pdf'],
      [`invoice_${sent.number}.xml`, 'application/xml'],
    ]);
    expect(Buffer.from(files[1].content, 'base64').toString('utf8')).toBe(xml);
    expect(xml).toContain(`<cbc:PayableAmount currencyID="EUR">${formatCents(expected.total_cents)}</cbc:PayableAmount>`);
  });

  it('makes a credit note a UBL CreditNote (381) referencing the invoice it reverses', async () => {
    const inv = (await c.post('/invoices/', { invoicing_address_id: addressId, lines: LINES.slice(0, 3) })).json();
    const sent = (await c.post(`/invoices/${inv.id}/send`, { sent_to: 'ap@brouwerij.test' })).json();
    const creditId = (await c.post(`/invoices/${inv.id}/reverse`)).json().id;
    const credit = (await c.post(`/invoices/${creditId}/send`, { sent_to: 'ap@brouwerij.test' })).json();
    const xml = await xmlOf(creditId, credit.number);
    const doc = (convert(xml, { format: 'object' }) as any).CreditNote;
    expect(doc['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(Object.keys(doc).filter((k) => !k.startsWith('@'))).toEqual(CREDIT_ORDER.filter((k) => k in doc));
    expect(doc['cbc:CreditNoteTypeCode']).toBe('381');
    expect(doc['cac:BillingReference']['cac:InvoiceDocumentReference']['cbc:ID']).toBe(sent.number);
    expect(doc['cbc:DueDate']).toBeUndefined();
    expectCompliant(xml);
    checkParties(doc);
    expect(list<any>(doc['cac:CreditNoteLine'])[0]['cbc:CreditedQuantity']).toEqual({ '@unitCode': 'C62', '#': '3' });
  });

  const sentXml = async (over: Record<string, unknown>) => {
    // Dated today (the default): numbers follow the dates, and the credit note above is dated today.
    const inv = (await c.post('/invoices/', { invoicing_address_id: addressId, ...over })).json();
    const sent = await c.post(`/invoices/${inv.id}/send`, { sent_to: 'ap@example.test' });
    expect(sent.statusCode, sent.body).toBe(200);
    return xmlOf(inv.id, sent.json().number);
  };

  it('writes an invoice wholly outside the scope of VAT as category O alone, without VAT identifiers (BR-O-02, BR-O-11)', async () => {
    const xml = await sentXml({
      lines: [
        { product_name: 'Disbursement: toll', qty: 2, unit_price: 12.4, vat_code: 'vat_not_subject' },
        { product_name: 'Disbursement: parking', qty: 1, unit_price: 8, vat_code: 'vat_not_subject' },
      ],
    });
    const doc = expectCompliant(xml);
    expect(doc['cac:TaxTotal'][0]['cac:TaxSubtotal'].map((t: any) => t['cac:TaxCategory'])).toEqual([
      { 'cbc:ID': 'O', 'cbc:TaxExemptionReasonCode': 'VATEX-EU-O', 'cbc:TaxExemptionReason': 'Not subject to VAT', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
    ]);
    // The seller stays identified by its enterprise number (BR-CO-26) once the VAT identifier is left out.
    expect(doc['cac:AccountingSupplierParty']['cac:Party']['cac:PartyLegalEntity']).toMatchObject({
      'cbc:CompanyID': '0403170701',
      'cbc:CompanyID@schemeID': '0208',
    });
    expect(doc['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme']).toBeUndefined();
    expect(doc['cac:AccountingCustomerParty']['cac:Party']['cac:PartyTaxScheme']).toBeUndefined();
  });

  it('keeps zero-rated and not-subject lines beside taxed ones valid: not-subject lines become exempt (E) in a mixed document', async () => {
    const xml = await sentXml({
      lines: [
        { product_name: 'Router rental', qty: 1, unit_price: 49.95, vat_code: 'vat_21' },
        { product_name: 'Zero-rated newspaper', qty: 3, unit_price: 1.2, vat_code: 'vat_0' },
        { product_name: 'Disbursement: toll', qty: 1, unit_price: 7.5, vat_code: 'vat_not_subject' },
      ],
    });
    const doc = expectCompliant(xml);
    const subtotals = doc['cac:TaxTotal'][0]['cac:TaxSubtotal'];
    expect(
      subtotals.map((t: any) => [t['cac:TaxCategory']['cbc:ID'], t['cac:TaxCategory']['cbc:Percent'], t['cbc:TaxableAmount'], t['cbc:TaxAmount']]),
    ).toEqual([
      ['S', '21', '49.95', '10.49'],
      ['Z', '0', '3.60', '0.00'],
      ['E', '0', '7.50', '0.00'],
    ]);
    expect(subtotals[2]['cac:TaxCategory']['cbc:TaxExemptionReason']).toBe('Not subject to VAT');
    expect(doc['cac:LegalMonetaryTotal']['cbc:PayableAmount']).toBe('71.54');
  });

  it("gives a customer without a VAT number the seller's Peppol address (never EM, CL008), its e-mail as contact, no buyer VAT identifier", async () => {
    const privateId = (
      await c.post('/addresses/', {
        name: 'Jan Peeters',
        customer_id: c.customerId,
        email: 'jan@peeters.test',
        street: 'Dorpsstraat',
        number: '1',
        zipcode: '2000',
        city: 'Antwerpen',
        country: 'BE',
      })
    ).json().id;
    const xml = await sentXml({ invoicing_address_id: privateId, lines: [{ product_name: 'SIM-only 10 GB', qty: 1, unit_price: 15, vat_code: 'vat_21' }] });
    const doc = expectCompliant(xml);
    const buyer = doc['cac:AccountingCustomerParty']['cac:Party'];
    expect([buyer['cbc:EndpointID'], buyer['cbc:EndpointID@schemeID']]).toEqual(['0403170701', '0208']);
    expect(buyer['cac:Contact']).toEqual({ 'cbc:ElectronicMail': 'jan@peeters.test' });
    expect(buyer['cac:PartyTaxScheme']).toBeUndefined();
    expect(buyer['cac:PartyLegalEntity']['cbc:RegistrationName']).toBe('Jan Peeters');
  });

  it('addresses a French billing company as 9957 and a Dutch buyer as 9944, never EM (PEPPOL-EN16931-CL008)', async () => {
    const fr = await c.post('/companies/', {
      name: 'Reseller France SAS',
      invoice_prefix: 2,
      country: 'FR',
      vat_number: 'FR44732829320',
      street: 'Rue de Rivoli 1',
      zipcode: '75001',
      city: 'Paris',
      bank_iban: 'FR7630006000011234567890189',
    });
    expect(fr.statusCode, fr.body).toBe(201);
    const nl = await c.post('/addresses/', {
      name: 'Kanaal BV',
      customer_id: c.customerId,
      vat: 'NL123456782B01',
      street: 'Gracht',
      number: '9',
      zipcode: '1012',
      city: 'Amsterdam',
      country: 'NL',
    });
    expect(nl.statusCode, nl.body).toBe(201);
    const xml = await sentXml({
      billing_company_id: fr.json().id,
      invoicing_address_id: nl.json().id,
      lines: [{ product_name: 'Remote support', qty: 2, unit_price: 45, vat_code: 'vat_intra_services_0' }],
    });
    const doc = expectCompliant(xml);
    const seller = doc['cac:AccountingSupplierParty']['cac:Party'];
    const buyer = doc['cac:AccountingCustomerParty']['cac:Party'];
    expect([seller['cbc:EndpointID@schemeID'], seller['cbc:EndpointID']]).toEqual(['9957', 'FR44732829320']);
    expect(seller['cac:PartyLegalEntity']).toMatchObject({ 'cbc:CompanyID': '732829320', 'cbc:CompanyID@schemeID': '0002' });
    expect([buyer['cbc:EndpointID@schemeID'], buyer['cbc:EndpointID']]).toEqual(['9944', 'NL123456782B01']);
    expect(xml).not.toContain('schemeID="EM"');
  });

  it('gives an intra-community supply its delivery date and country (BR-IC-11, BR-IC-12)', async () => {
    const nlId = (
      await c.post('/addresses/', {
        name: 'Haven BV',
        customer_id: c.customerId,
        vat: 'NL123456782B01',
        email: 'ap@haven.test',
        street: 'Kade',
        number: '3',
        zipcode: '3011',
        city: 'Rotterdam',
        country: 'NL',
      })
    ).json().id;
    const xml = await sentXml({ invoicing_address_id: nlId, lines: [{ product_name: 'Router', qty: 2, unit_price: 310, vat_code: 'vat_intra_goods_0' }] });
    const doc = expectCompliant(xml);
    expect(doc['cac:Delivery']).toEqual({
      'cbc:ActualDeliveryDate': doc['cbc:IssueDate'],
      'cac:DeliveryLocation': { 'cac:Address': { 'cac:Country': { 'cbc:IdentificationCode': 'NL' } } },
    });
  });
});

describe('the checks catch a broken document', () => {
  let xml: string;
  beforeAll(async () => {
    const inv = (await c.post('/invoices/', { invoicing_address_id: addressId, lines: LINES })).json();
    const sent = (await c.post(`/invoices/${inv.id}/send`, { sent_to: 'ap@brouwerij.test' })).json();
    xml = await xmlOf(inv.id, sent.number);
    expectCompliant(xml);
  });

  it('reports a mandatory element removed (the buyer legal entity, BR-07)', () => {
    const broken = xml.replace(/(<cac:AccountingCustomerParty>[\s\S]*?)<cac:PartyLegalEntity>[\s\S]*?<\/cac:PartyLegalEntity>/, '$1');
    expect(broken).not.toBe(xml);
    const syntax = checkPeppolSyntax(broken);
    expect(syntax.valid).toBe(false);
    expect(syntax.errors).toContain("/Invoice/cac:AccountingCustomerParty/cac:Party: must have required property 'cac:PartyLegalEntity'");
    expect(en16931Violations(syntax.doc).map((v) => v.rule)).toEqual(['BR-07']);
  });

  it('reports elements out of the UBL order, unknown elements and values outside the code lists', () => {
    const swapped = xml.replace(/(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(\s*)(<cbc:DueDate>[^<]*<\/cbc:DueDate>)/, '$3$2$1');
    expect(checkPeppolSyntax(swapped).errors).toEqual(['/Invoice: cbc:IssueDate comes after cbc:DueDate, against the UBL sequence']);
    const unknown = xml.replace('<cbc:DocumentCurrencyCode>', '<cbc:Colour>red</cbc:Colour><cbc:DocumentCurrencyCode>');
    expect(checkPeppolSyntax(unknown).errors.some((e) => e.includes('must NOT have additional properties (cbc:Colour)'))).toBe(true);
    const badCurrency = xml.replace('<cbc:DocumentCurrencyCode>EUR<', '<cbc:DocumentCurrencyCode>EURO<');
    expect(checkPeppolSyntax(badCurrency).valid).toBe(false);
    const badCountry = xml.replace('<cbc:IdentificationCode>BE<', '<cbc:IdentificationCode>XX<');
    expect(badCountry).not.toBe(xml);
    expect(checkPeppolSyntax(badCountry).errors.some((e) => e.includes('cbc:IdentificationCode: must be equal to one of the allowed values'))).toBe(true);
  });

  it('reports totals and a VAT breakdown that do not add up (BR-CO-10, BR-CO-15, BR-CO-17, BR-S-08)', () => {
    const doc = checkPeppolSyntax(xml).doc;
    const total = doc['cac:LegalMonetaryTotal'];
    total['cbc:LineExtensionAmount'] = '1.00';
    total['cbc:TaxInclusiveAmount'] = '2.00';
    const s21 = doc['cac:TaxTotal'][0]['cac:TaxSubtotal'][0];
    s21['cbc:TaxableAmount'] = '100.00';
    const rules = en16931Violations(doc).map((v) => v.rule);
    for (const rule of ['BR-CO-10', 'BR-CO-15', 'BR-CO-17', 'BR-S-08']) expect(rules).toContain(rule);
  });
});
