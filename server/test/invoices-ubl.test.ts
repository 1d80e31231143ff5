// The UBL e-invoice (Peppol BIS Billing 3.0, EN 16931): a draft has none; a sent invoice is a UBL
// Invoice (380) and a credit note a UBL CreditNote (381) referencing the invoice; the document obeys
// the EN 16931 rules that apply (totals BR-CO-10/13/14/15, VAT breakdown BR-S-08/09, exemption
// reasons, mandatory parties BR-06/07/08/10, no negative price BR-27), its root elements follow the
// UBL schema's order, and the totals equal the contract's; the mail carries it next to the PDF.
import { convert } from 'xmlbuilder2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceTotals, formatCents } from '@console/contract';
import { commercialSetup, type Commercial } from './commercial-fixtures.ts';

let c: Commercial;
let addressId: number;
beforeAll(async () => {
  c = await commercialSetup();
  await c.put(`/companies/${c.companyId}`, { vat_number: 'BE0403170701', bank_iban: 'BE68539007547034', bank_bic: 'GEBABEBB', street: 'Rue de la Loi 42', zipcode: '1000', city: 'Bruxelles', country: 'BE' });
  addressId = (await c.post('/addresses/', { name: 'Brouwerij NV', customer_id: c.customerId, vat: 'BE0999999922', street: 'Kerkstraat', number: '7', zipcode: '9000', city: 'Gent', country: 'BE' })).json().id;
});
afterAll(() => c.t.close());

const LINES = [
  { product_name: 'SD-WAN', qty: 3, unit_price: 19.99, vat_code: 'vat_21', start_date: '2026-03-01', end_date: '2026-03-31' },
  { product_name: 'UK support', qty: 1, unit_price: 33.33, vat_code: 'vat_20' },
  { product_name: 'Intra-EU service', qty: 2, unit_price: 10.5, vat_code: 'vat_intra_services_0' },
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

const INVOICE_ORDER = ['cbc:CustomizationID', 'cbc:ProfileID', 'cbc:ID', 'cbc:IssueDate', 'cbc:DueDate', 'cbc:InvoiceTypeCode', 'cbc:Note', 'cbc:DocumentCurrencyCode', 'cbc:BuyerReference', 'cac:OrderReference', 'cac:BillingReference', 'cac:AccountingSupplierParty', 'cac:AccountingCustomerParty', 'cac:PaymentMeans', 'cac:PaymentTerms', 'cac:TaxTotal', 'cac:LegalMonetaryTotal', 'cac:InvoiceLine'];
const CREDIT_ORDER = ['cbc:CustomizationID', 'cbc:ProfileID', 'cbc:ID', 'cbc:IssueDate', 'cbc:CreditNoteTypeCode', 'cbc:Note', 'cbc:DocumentCurrencyCode', 'cbc:BuyerReference', 'cac:OrderReference', 'cac:BillingReference', 'cac:AccountingSupplierParty', 'cac:AccountingCustomerParty', 'cac:PaymentMeans', 'cac:PaymentTerms', 'cac:TaxTotal', 'cac:LegalMonetaryTotal', 'cac:CreditNoteLine'];

/** The EN 16931 rules a document of ours must meet. */
function checkRules(doc: any, lineTag: string) {
  const lines = list(doc[lineTag]);
  expect(lines.length).toBeGreaterThan(0); // BR-16
  const m = doc['cac:LegalMonetaryTotal'];
  const lineSum = lines.reduce((s, l) => s + cents(l['cbc:LineExtensionAmount']), 0);
  expect(cents(m['cbc:LineExtensionAmount'])).toBe(lineSum); // BR-CO-10
  expect(cents(m['cbc:TaxExclusiveAmount'])).toBe(lineSum); // BR-CO-13 (no allowances or charges)
  const tax = cents(doc['cac:TaxTotal']['cbc:TaxAmount']);
  const subtotals = list(doc['cac:TaxTotal']['cac:TaxSubtotal']);
  expect(subtotals.reduce((s, t) => s + cents(t['cbc:TaxAmount']), 0)).toBe(tax); // BR-CO-14
  expect(cents(m['cbc:TaxInclusiveAmount'])).toBe(lineSum + tax); // BR-CO-15
  expect(cents(m['cbc:PayableAmount'])).toBe(lineSum + tax);
  for (const t of subtotals) {
    const cat = t['cac:TaxCategory'];
    const of = lines.filter((l) => l['cac:Item']['cac:ClassifiedTaxCategory']['cbc:ID'] === cat['cbc:ID'] && (l['cac:Item']['cac:ClassifiedTaxCategory']['cbc:Percent'] ?? null) === (cat['cbc:Percent'] ?? null));
    expect(cents(t['cbc:TaxableAmount'])).toBe(of.reduce((s, l) => s + cents(l['cbc:LineExtensionAmount']), 0)); // BR-S-08, BR-AE-08...
    const rate = Number(cat['cbc:Percent'] ?? 0);
    expect(cents(t['cbc:TaxAmount'])).toBe(Math.round((cents(t['cbc:TaxableAmount']) * rate) / 100)); // BR-S-09
    if (cat['cbc:ID'] !== 'S') expect(cat['cbc:TaxExemptionReasonCode']).toMatch(/^VATEX-/); // BR-AE-10, BR-G-10...
  }
  for (const l of lines) expect(Number(l['cac:Price']['cbc:PriceAmount']['#'])).toBeGreaterThanOrEqual(0); // BR-27
  const seller = doc['cac:AccountingSupplierParty']['cac:Party'];
  const buyer = doc['cac:AccountingCustomerParty']['cac:Party'];
  expect(seller['cac:PartyLegalEntity']['cbc:RegistrationName']).toBe('Reseller SA'); // BR-06
  expect(seller['cac:PartyTaxScheme']['cbc:CompanyID']).toBe('BE0403170701'); // BR-CO-26, BR-S-02
  expect(seller['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']).toBe('BE'); // BR-09
  expect(seller['cbc:EndpointID']).toEqual({ '@schemeID': '9925', '#': 'BE0403170701' }); // PEPPOL-EN16931-R020
  expect(buyer['cac:PartyLegalEntity']['cbc:RegistrationName']).toBe('Brouwerij NV'); // BR-07
  expect(buyer['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode']).toBe('BE'); // BR-11
  expect(buyer['cbc:EndpointID']).toEqual({ '@schemeID': '9925', '#': 'BE0999999922' }); // PEPPOL-EN16931-R010
  return { lineSum, tax };
}

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
    expect(doc['cac:PaymentMeans']).toMatchObject({ 'cbc:PaymentMeansCode': '58', 'cbc:PaymentID': inv.structured_reference, 'cac:PayeeFinancialAccount': { 'cbc:ID': 'BE68539007547034' } });
    const { lineSum, tax } = checkRules(doc, 'cac:InvoiceLine');
    const expected = invoiceTotals(LINES);
    expect([lineSum, tax]).toEqual([expected.total_untaxed_cents, expected.total_tax_cents]);
    const goodwill = list<any>(doc['cac:InvoiceLine']).find((l) => l['cac:Item']['cbc:Name'] === 'Goodwill');
    expect(goodwill['cbc:InvoicedQuantity']).toEqual({ '@unitCode': 'C62', '#': '-1' });
    expect(goodwill['cac:Price']['cbc:PriceAmount']['#']).toBe('5');
    const { rows } = await c.t.database.query(`select attachments from outbox where recipient = 'ap@brouwerij.test' order by id desc limit 1`);
    const files = (rows[0] as any).attachments as { filename: string; content_type: string; content: string }[];
    expect(files.map((f) => [f.filename, f.content_type])).toEqual([[`invoice_${sent.number}.pdf`, 'application/pdf'], [`invoice_${sent.number}.xml`, 'application/xml']]);
    expect(Buffer.from(files[1].content, 'base64').toString('utf8')).toBe(xml);
    expect(xml).toContain(`<cbc:PayableAmount currencyID="EUR">${formatCents(expected.total_cents)}</cbc:PayableAmount>`);
  });

  it('makes a credit note a UBL CreditNote (381) referencing the invoice it reverses', async () => {
    const inv = (await c.post('/invoices/', { invoicing_address_id: addressId, lines: LINES.slice(0, 3) })).json();
    const sent = (await c.post(`/invoices/${inv.id}/send`, { sent_to: 'ap@brouwerij.test' })).json();
    const creditId = (await c.post(`/invoices/${inv.id}/reverse`)).json().id;
    const credit = (await c.post(`/invoices/${creditId}/send`, { sent_to: 'ap@brouwerij.test' })).json();
    const doc = (convert(await xmlOf(creditId, credit.number), { format: 'object' }) as any).CreditNote;
    expect(doc['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(Object.keys(doc).filter((k) => !k.startsWith('@'))).toEqual(CREDIT_ORDER.filter((k) => k in doc));
    expect(doc['cbc:CreditNoteTypeCode']).toBe('381');
    expect(doc['cac:BillingReference']['cac:InvoiceDocumentReference']['cbc:ID']).toBe(sent.number);
    expect(doc['cbc:DueDate']).toBeUndefined();
    checkRules(doc, 'cac:CreditNoteLine');
    expect(list<any>(doc['cac:CreditNoteLine'])[0]['cbc:CreditedQuantity']).toEqual({ '@unitCode': 'C62', '#': '3' });
  });
});
