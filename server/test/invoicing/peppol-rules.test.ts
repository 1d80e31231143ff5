// Peppol BIS Billing 3.0 for every document (decision 0055): each party's electronic address under the
// right EAS scheme (0208/9925 BE, 9957 FR, 9944 NL, 9930 DE... never EM), a private buyer handled, typed
// text that XML cannot hold as such, and every Peppol rule that applies to our documents checked by its id
// (en16931-rules-by-hand.ts: peppolViolations), each shown to fail on a document that breaks it.
// The documents are built by invoiceUbl from documents made here: no database needed.
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../../src/resources/invoicing/invoices/invoice-document.ts';
import { invoiceUbl, xmlText } from '../../src/resources/invoicing/invoices/invoice-ubl.ts';
import { documentEndpoints, legalIdentifier, vatEndpoint } from '../../src/resources/invoicing/invoices/peppol-endpoints.ts';
import { en16931Violations, peppolFatal, peppolViolations } from '../support/en16931-rules-by-hand.ts';
import { checkPeppolSyntax, xmlWellFormednessErrors } from '../support/ubl-peppol-syntax.ts';

const BE_SELLER = {
  id: 1,
  name: 'Reseller SA',
  country: 'BE',
  vat_number: 'BE0403170701',
  street: 'Rue de la Loi 42',
  zipcode: '1000',
  city: 'Bruxelles',
  email: 'billing@reseller.test',
  bank_iban: 'BE68539007547034',
  bank_bic: 'GEBABEBB',
};
const FR_SELLER = { ...BE_SELLER, id: 2, name: 'Reseller France SAS', country: 'FR', vat_number: 'FR44732829320', zipcode: '75008', city: 'Paris' };
const BE_BUYER = {
  id: 1,
  name: 'Brouwerij NV',
  vat: 'BE0999999922',
  street: 'Kerkstraat',
  number: '7',
  box: null,
  street_bis: null,
  zipcode: '9000',
  city: 'Gent',
  country: 'BE',
  email: 'ap@brouwerij.test',
  peppol_id: null as string | null,
};
const LINES = [
  {
    type: 'service',
    product_name: 'SD-WAN',
    description: 'March',
    qty: 3,
    unit_price: 19.99,
    vat_code: 'vat_21',
    start_date: '2026-03-01',
    end_date: '2026-03-31',
  },
  { type: 'service', product_name: 'Data 1 MB', description: null, qty: 1234, unit_price: 0.0125, vat_code: 'vat_21', start_date: null, end_date: null },
];
type Over = { company?: object; address?: object | null; lines?: object[]; invoice?: object; reversed?: object | null };
function doc(over: Over = {}): InvoiceDocument {
  return {
    invoice: {
      id: 7,
      invoice_type: 'invoice',
      currency: 'EUR',
      number: 'F1-2026-00007',
      invoiced_at: '2026-03-31',
      due_date: '2026-04-30',
      notes: null,
      purchase_order: 'PO-77',
      structured_reference: '+++090/9337/55493+++',
      bank_iban: null,
      bank_bic: null,
      ...over.invoice,
    },
    company: { ...BE_SELLER, ...over.company },
    address: over.address === null ? undefined : { ...BE_BUYER, ...over.address },
    customer: { name: 'Brouwerij' },
    lines: over.lines ?? LINES,
    reversed: over.reversed ?? null,
  } as unknown as InvoiceDocument;
}

/** Everything the checks find: well-formedness, Peppol syntax, EN 16931 and the fatal Peppol rules. */
function faults(xml: string) {
  const syntax = checkPeppolSyntax(xml);
  return [...syntax.errors, ...en16931Violations(syntax.doc).map((v) => v.rule), ...peppolFatal(xml).map((v) => `${v.rule} ${v.message}`)];
}
const party = (xml: string, who: 'AccountingSupplierParty' | 'AccountingCustomerParty') => {
  const syntax = checkPeppolSyntax(xml);
  return syntax.doc[`cac:${who}`]['cac:Party'];
};
const endpointOf = (xml: string, who: 'AccountingSupplierParty' | 'AccountingCustomerParty') => {
  const p = party(xml, who);
  return [p['cbc:EndpointID@schemeID'], p['cbc:EndpointID']];
};

describe('the electronic address of each party (PEPPOL-EN16931-R010, R020, CL008)', () => {
  // [buyer country, VAT number as typed, scheme, endpoint id, VAT code of a lawful document]
  const CASES: [string, string, string, string, string][] = [
    ['BE', 'BE0999999922', '0208', '0999999922', 'vat_21'],
    ['BE', 'BE 0876.543.270', '0208', '0876543270', 'vat_21'],
    ['BE', '0765432146', '0208', '0765432146', 'vat_21'],
    ['FR', 'FR96552100554', '9957', 'FR96552100554', 'vat_intra_services_0'],
    ['NL', 'NL123456782B01', '9944', 'NL123456782B01', 'vat_intra_services_0'],
    ['DE', 'DE123456789', '9930', 'DE123456789', 'vat_intra_services_0'],
    ['LU', 'LU12345613', '9938', 'LU12345613', 'vat_intra_services_0'],
    ['IT', 'IT00743110157', '0211', 'IT00743110157', 'vat_intra_services_0'],
    ['ES', 'ESB12345678', '9920', 'ESB12345678', 'vat_intra_services_0'],
    ['AT', 'ATU12345678', '9914', 'ATU12345678', 'vat_intra_services_0'],
    ['DK', 'DK12345678', '0184', 'DK12345678', 'vat_intra_services_0'],
    ['SE', 'SE556677889901', '0007', '5566778899', 'vat_intra_services_0'],
    ['FI', 'FI12345678', '0213', 'FI12345678', 'vat_intra_services_0'],
    ['GR', 'EL123456789', '9933', 'EL123456789', 'vat_intra_services_0'],
    ['IE', 'IE1234567T', '9935', 'IE1234567T', 'vat_intra_services_0'],
    ['PL', 'PL1234567890', '9945', 'PL1234567890', 'vat_intra_services_0'],
    ['PT', 'PT123456789', '9946', 'PT123456789', 'vat_intra_services_0'],
    ['NO', 'NO123456785MVA', '0192', '123456785', 'vat_export_services_0'],
    ['CH', 'CHE123456789', '9927', 'CHE123456789', 'vat_export_services_0'],
    ['GB', 'GB123456789', '9932', 'GB123456789', 'vat_export_services_0'],
  ];
  it.each(CASES)('a buyer in %s with VAT number %s is addressed as %s:%s, and its document passes every check', (country, vat, scheme, id, code) => {
    const xml = invoiceUbl(doc({ address: { country, vat }, lines: [{ ...LINES[0], vat_code: code }] }));
    expect(endpointOf(xml, 'AccountingCustomerParty')).toEqual([scheme, id]);
    expect(endpointOf(xml, 'AccountingSupplierParty')).toEqual(['0208', '0403170701']);
    expect(faults(xml)).toEqual([]);
    expect(xml).not.toContain('schemeID="EM"');
  });

  it('addresses a French billing company as 9957 with its VAT number, and names its SIREN (0002) as legal identifier', () => {
    const xml = invoiceUbl(doc({ company: FR_SELLER, address: { country: 'FR', vat: 'FR96552100554' }, lines: [{ ...LINES[0], vat_code: 'vat_20' }] }));
    expect(endpointOf(xml, 'AccountingSupplierParty')).toEqual(['9957', 'FR44732829320']);
    expect(party(xml, 'AccountingSupplierParty')['cac:PartyLegalEntity']).toMatchObject({ 'cbc:CompanyID': '732829320', 'cbc:CompanyID@schemeID': '0002' });
    expect(faults(xml)).toEqual([]);
  });

  it('keeps a Belgian VAT number whose check digits fail out of scheme 0208 (PEPPOL-COMMON-R043): 9925, no enterprise number', () => {
    expect(vatEndpoint('BE0999999923')).toEqual({ scheme: '9925', id: 'BE0999999923' });
    expect(legalIdentifier('BE0999999923')).toBeNull();
    const xml = invoiceUbl(doc({ address: { vat: 'BE0999999923' } }));
    expect(endpointOf(xml, 'AccountingCustomerParty')).toEqual(['9925', 'BE0999999923']);
    expect(party(xml, 'AccountingCustomerParty')['cac:PartyLegalEntity']['cbc:CompanyID']).toBeUndefined();
    expect(faults(xml)).toEqual([]);
    // Positive control: the valid number is written under 0208, as endpoint and as legal identifier.
    expect(party(invoiceUbl(doc()), 'AccountingCustomerParty')['cac:PartyLegalEntity']).toMatchObject({
      'cbc:CompanyID': '0999999922',
      'cbc:CompanyID@schemeID': '0208',
    });
  });

  it("uses the buyer's own Peppol id when its address names a valid one, and ignores one that is not", () => {
    const gln = invoiceUbl(doc({ address: { peppol_id: '0088:5412345678908' } }));
    expect(endpointOf(gln, 'AccountingCustomerParty')).toEqual(['0088', '5412345678908']);
    expect(faults(gln)).toEqual([]);
    for (const bad of ['EM:ap@brouwerij.test', '9999:123', '0208:0999999923', 'nonsense']) {
      const xml = invoiceUbl(doc({ address: { peppol_id: bad } }));
      expect(endpointOf(xml, 'AccountingCustomerParty'), bad).toEqual(['0208', '0999999922']);
    }
  });

  it("gives a private buyer (no VAT number, no Peppol id) the seller's address: valid, never EM, and not on Peppol", () => {
    const address = { name: 'Jan Peeters', vat: null, email: 'jan@peeters.test' };
    const xml = invoiceUbl(doc({ address }));
    expect(endpointOf(xml, 'AccountingCustomerParty')).toEqual(['0208', '0403170701']);
    expect(party(xml, 'AccountingCustomerParty')['cac:PartyTaxScheme']).toBeUndefined();
    expect(party(xml, 'AccountingCustomerParty')['cac:Contact']).toEqual({ 'cbc:ElectronicMail': 'jan@peeters.test' });
    expect(faults(xml)).toEqual([]);
    expect(xml).not.toContain('schemeID="EM"');
    expect(documentEndpoints(doc({ address })).buyerOnPeppol).toBe(false);
    expect(documentEndpoints(doc()).buyerOnPeppol).toBe(true);
  });

  it('maps every VAT code with a rate above 0 to S with its exact rate, fractional ones included (BR-S-05, BR-CO-17)', () => {
    const lines = ['vat_20', 'vat_10', 'vat_5_5', 'vat_2_1'].map((vat_code, i) => ({
      ...LINES[1],
      product_name: `item ${i}`,
      qty: 7,
      unit_price: 13.37,
      vat_code,
    }));
    const xml = invoiceUbl(doc({ company: FR_SELLER, address: { country: 'FR', vat: 'FR96552100554' }, lines }));
    const subtotals = checkPeppolSyntax(xml).doc['cac:TaxTotal'][0]['cac:TaxSubtotal'];
    expect(subtotals.map((t: any) => [t['cac:TaxCategory']['cbc:ID'], t['cac:TaxCategory']['cbc:Percent'], t['cbc:TaxAmount']])).toEqual([
      ['S', '20', '18.72'],
      ['S', '10', '9.36'],
      ['S', '5.5', '5.15'],
      ['S', '2.1', '1.97'],
    ]);
    expect(faults(xml)).toEqual([]);
  });
});

/** The texts of the leaf elements, by local name, as a conformant parser (saxes) reads them. */
function textsOf(xml: string) {
  const texts = new Map<string, string[]>();
  const parser = new SaxesParser({ xmlns: true });
  let text = '';
  parser.on('opentag', () => {
    text = '';
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    if (text.trim()) texts.set(tag.local, [...(texts.get(tag.local) ?? []), text]);
    text = '';
  });
  parser.write(xml).close();
  return texts;
}

describe('typed text in the XML', () => {
  const TYPED = 'R&D &e; &amp; <b>"x"</b> \u0001bell\u0007 tab\tend';
  it('escapes every & so that entities typed as text read back as typed, and drops characters XML refuses', () => {
    const xml = invoiceUbl(
      doc({
        invoice: { notes: TYPED, purchase_order: 'PO &amp; co' },
        address: { name: 'Smith & Sons &e;', street: 'Rue \u0002du Pont' },
        lines: [{ ...LINES[0], description: TYPED, product_name: '&lt;Router&gt;' }],
      }),
    );
    expect(xmlWellFormednessErrors(xml)).toEqual([]);
    expect(faults(xml)).toEqual([]);
    // Read back by a conformant XML parser: each text as typed, less the characters XML refuses.
    const texts = textsOf(xml);
    expect(texts.get('Note')?.[0]).toBe('R&D &e; &amp; <b>"x"</b> bell tab\tend');
    expect(texts.get('BuyerReference')).toEqual(['PO &amp; co']);
    expect(texts.get('Name')).toContain('Smith & Sons &e;');
    expect(texts.get('StreetName')).toContain('Rue du Pont 7');
    expect(texts.get('Name')).toContain('&lt;Router&gt;');
    expect(texts.get('Description')).toEqual(['R&D &e; &amp; <b>"x"</b> bell tab\tend']);
  });

  it('the well-formedness check catches what the writer used to let through (positive control)', () => {
    const xml = invoiceUbl(doc());
    expect(xmlWellFormednessErrors(xml)).toEqual([]);
    const withEntity = xml.replace('<cbc:BuyerReference>PO-77', '<cbc:BuyerReference>PO &e; 77');
    expect(xmlWellFormednessErrors(withEntity).join()).toContain('undefined entity');
    const withControl = xml.replace('<cbc:BuyerReference>PO-77', '<cbc:BuyerReference>PO\u000177');
    expect(xmlWellFormednessErrors(withControl).join()).toContain('disallowed character');
  });

  it('writes no empty element when a text is blank (PEPPOL-EN16931-R008) and names an item without a name', () => {
    const xml = invoiceUbl(doc({ invoice: { notes: '  \u0003 ', purchase_order: ' ' }, lines: [{ ...LINES[0], product_name: ' ', description: '\t' }] }));
    expect(faults(xml)).toEqual([]);
    const parsed = checkPeppolSyntax(xml).doc;
    expect([parsed['cbc:Note'], parsed['cbc:BuyerReference'], parsed['cac:OrderReference']]).toEqual([undefined, '+++090/9337/55493+++', undefined]);
    expect(xml).toContain('<cbc:Name>service</cbc:Name>');
    expect(xmlText(' a&b\r\nc ')).toBe('a&b\nc');
    expect(xmlText(' \u0000 ')).toBeUndefined();
  });
});

describe('each Peppol rule fails a document that breaks it', () => {
  const base = invoiceUbl(doc());
  const credit = invoiceUbl(
    doc({ invoice: { invoice_type: 'credit', number: 'C1-2026-00001', due_date: null }, reversed: { number: 'F1-2026-00007', invoiced_at: '2026-03-31' } }),
  );
  const edit = (xml: string, from: string | RegExp, to: string) => {
    const out = xml.replace(from, to);
    expect(out, `${from} not found`).not.toBe(xml);
    return out;
  };
  const AC = (inner: string) => `<cac:AllowanceCharge>${inner}<cbc:Amount currencyID="EUR">1.00</cbc:Amount></cac:AllowanceCharge>`;
  const CASES: [string, () => string][] = [
    ['PEPPOL-EN16931-R001', () => edit(base, /<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, '')],
    ['PEPPOL-EN16931-R007', () => edit(base, 'poacc:billing:01:1.0', 'poacc:billing:1.0')],
    ['PEPPOL-EN16931-R002', () => edit(base, '<cbc:DocumentCurrencyCode>', '<cbc:Note>a</cbc:Note><cbc:Note>b</cbc:Note><cbc:DocumentCurrencyCode>')],
    [
      'PEPPOL-EN16931-R003',
      () => edit(edit(base, /<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, ''), /<cac:OrderReference>[\s\S]*?<\/cac:OrderReference>/, ''),
    ],
    ['PEPPOL-EN16931-R004', () => edit(base, 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0', 'urn:cen.eu:en16931:2017')],
    [
      'PEPPOL-EN16931-R005',
      () => edit(base, /(<cbc:DocumentCurrencyCode>EUR<\/cbc:DocumentCurrencyCode>)/, '$1<cbc:TaxCurrencyCode>EUR</cbc:TaxCurrencyCode>'),
    ],
    ['PEPPOL-EN16931-R053', () => edit(base, /(<cac:TaxTotal>[\s\S]*?<\/cac:TaxTotal>)/, '$1$1')],
    [
      'PEPPOL-EN16931-R054',
      () => edit(base, /(<cbc:DocumentCurrencyCode>EUR<\/cbc:DocumentCurrencyCode>)/, '$1<cbc:TaxCurrencyCode>USD</cbc:TaxCurrencyCode>'),
    ],
    ['PEPPOL-EN16931-R008', () => edit(base, /<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '<cbc:BuyerReference> </cbc:BuyerReference>')],
    ['PEPPOL-EN16931-R010', () => edit(base, /(<cac:AccountingCustomerParty>\s*<cac:Party>\s*)<cbc:EndpointID[^>]*>[^<]*<\/cbc:EndpointID>/, '$1')],
    ['PEPPOL-EN16931-R020', () => edit(base, /(<cac:AccountingSupplierParty>\s*<cac:Party>\s*)<cbc:EndpointID[^>]*>[^<]*<\/cbc:EndpointID>/, '$1')],
    [
      'PEPPOL-EN16931-R040',
      () =>
        edit(
          base,
          '<cac:TaxTotal>',
          `${AC('<cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:MultiplierFactorNumeric>10</cbc:MultiplierFactorNumeric><cbc:BaseAmount currencyID="EUR">100</cbc:BaseAmount>')}<cac:TaxTotal>`,
        ),
    ],
    [
      'PEPPOL-EN16931-R041',
      () =>
        edit(
          base,
          '<cac:TaxTotal>',
          `${AC('<cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:MultiplierFactorNumeric>1</cbc:MultiplierFactorNumeric>')}<cac:TaxTotal>`,
        ),
    ],
    [
      'PEPPOL-EN16931-R042',
      () =>
        edit(
          base,
          '<cac:TaxTotal>',
          `${AC('<cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:BaseAmount currencyID="EUR">100</cbc:BaseAmount>')}<cac:TaxTotal>`,
        ),
    ],
    ['PEPPOL-EN16931-R043', () => edit(base, '<cac:TaxTotal>', `${AC('<cbc:ChargeIndicator>yes</cbc:ChargeIndicator>')}<cac:TaxTotal>`)],
    ['PEPPOL-EN16931-R044', () => edit(base, /(<cbc:PriceAmount[^>]*>[^<]*<\/cbc:PriceAmount>)/, `$1${AC('<cbc:ChargeIndicator>true</cbc:ChargeIndicator>')}`)],
    [
      'PEPPOL-EN16931-R046',
      () =>
        edit(
          base,
          /(<cbc:PriceAmount[^>]*>[^<]*<\/cbc:PriceAmount>)/,
          `$1${AC('<cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:BaseAmount currencyID="EUR">99</cbc:BaseAmount>')}`,
        ),
    ],
    ['PEPPOL-EN16931-R051', () => edit(base, /<cbc:PayableAmount currencyID="EUR">/, '<cbc:PayableAmount currencyID="USD">')],
    ['PEPPOL-EN16931-R061', () => edit(base, '<cbc:PaymentMeansCode>58<', '<cbc:PaymentMeansCode>59<')],
    [
      'PEPPOL-EN16931-R100',
      () =>
        edit(
          base,
          /(<cac:InvoiceLine>[\s\S]*?<\/cbc:LineExtensionAmount>)/,
          '$1<cac:DocumentReference><cbc:ID>a</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode></cac:DocumentReference><cac:DocumentReference><cbc:ID>b</cbc:ID><cbc:DocumentTypeCode>130</cbc:DocumentTypeCode></cac:DocumentReference>',
        ),
    ],
    [
      'PEPPOL-EN16931-R101',
      () =>
        edit(
          base,
          /(<cac:InvoiceLine>[\s\S]*?<\/cbc:LineExtensionAmount>)/,
          '$1<cac:DocumentReference><cbc:ID>a</cbc:ID><cbc:DocumentTypeCode>50</cbc:DocumentTypeCode></cac:DocumentReference>',
        ),
    ],
    [
      'PEPPOL-EN16931-R110',
      () =>
        edit(
          base,
          /(<cbc:DocumentCurrencyCode>EUR<\/cbc:DocumentCurrencyCode>)/,
          '$1<cac:InvoicePeriod><cbc:StartDate>2026-03-15</cbc:StartDate></cac:InvoicePeriod>',
        ),
    ],
    [
      'PEPPOL-EN16931-R111',
      () =>
        edit(
          base,
          /(<cbc:DocumentCurrencyCode>EUR<\/cbc:DocumentCurrencyCode>)/,
          '$1<cac:InvoicePeriod><cbc:EndDate>2026-03-15</cbc:EndDate></cac:InvoicePeriod>',
        ),
    ],
    ['PEPPOL-EN16931-R120', () => edit(base, /(<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount currencyID="EUR">)[^<]*/, '$159.00')],
    ['PEPPOL-EN16931-R121', () => edit(base, /(<cbc:PriceAmount[^>]*>[^<]*<\/cbc:PriceAmount>)/, '$1<cbc:BaseQuantity unitCode="C62">0</cbc:BaseQuantity>')],
    ['PEPPOL-EN16931-R130', () => edit(base, /(<cbc:PriceAmount[^>]*>[^<]*<\/cbc:PriceAmount>)/, '$1<cbc:BaseQuantity unitCode="KGM">1</cbc:BaseQuantity>')],
    ['PEPPOL-EN16931-CL007', () => edit(base, /<cbc:PayableAmount currencyID="EUR">/, '<cbc:PayableAmount currencyID="EURO">')],
    ['PEPPOL-EN16931-CL008', () => edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="EM">ap@brouwerij.test')],
    ['PEPPOL-EN16931-F001', () => edit(base, '<cbc:DueDate>2026-04-30<', '<cbc:DueDate>2026-02-30<')],
    ['PEPPOL-EN16931-P0100', () => edit(base, '<cbc:InvoiceTypeCode>380<', '<cbc:InvoiceTypeCode>381<')],
    ['PEPPOL-EN16931-P0101', () => edit(credit, '<cbc:CreditNoteTypeCode>381<', '<cbc:CreditNoteTypeCode>380<')],
    [
      'PEPPOL-EN16931-P0106',
      () =>
        edit(
          base,
          /(<cac:TaxCategory>\s*<cbc:ID>S<\/cbc:ID>\s*<cbc:Percent>21<\/cbc:Percent>)/,
          '$1<cbc:TaxExemptionReasonCode>VATEX-EU-IC</cbc:TaxExemptionReasonCode>',
        ),
    ],
    ['PEPPOL-COMMON-R040', () => edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="0088">5412345678901')],
    ['PEPPOL-COMMON-R041', () => edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="0192">123456789')],
    ['PEPPOL-COMMON-R042', () => edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="0184">DK123')],
    ['PEPPOL-COMMON-R043', () => edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="0208">0999999923')],
    ['PEPPOL-COMMON-R049', () => edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="0007">5566778890')],
    ['PEPPOL-COMMON-R050', () => edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="0151">12345678901')],
  ];
  it('the documents the tests start from break none of them', () => {
    expect(faults(base)).toEqual([]);
    expect(faults(credit)).toEqual([]);
    expect(peppolViolations(base)).toEqual([]);
  });
  it.each(CASES)('%s', (rule, broken) => {
    const before = peppolViolations(rule === 'PEPPOL-EN16931-P0101' ? credit : base).map((v) => v.rule);
    expect(before).not.toContain(rule);
    expect(peppolViolations(broken()).map((v) => v.rule)).toContain(rule);
  });
  it('PEPPOL-COMMON-R043 also reads the legal identifier (CompanyID), as the Schematron does', () => {
    const broken = edit(base, /<cbc:CompanyID schemeID="0208">0999999922/, '<cbc:CompanyID schemeID="0208">0999999923');
    expect(peppolViolations(broken).map((v) => v.rule)).toEqual(['PEPPOL-COMMON-R043']);
  });
  it('the warnings PEPPOL-COMMON-R047, R054, R056 are reported as warnings, not fatal', () => {
    const broken = edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="9944">NL123');
    expect(peppolViolations(broken)).toEqual([expect.objectContaining({ rule: 'PEPPOL-COMMON-R056-1', flag: 'warning' })]);
    expect(peppolFatal(broken)).toEqual([]);
    const kvk = edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="0106">1234');
    expect(peppolViolations(kvk).map((v) => [v.rule, v.flag])).toEqual([['PEPPOL-COMMON-R054', 'warning']]);
    const iva = edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID schemeID="0211">IT00743110158');
    expect(peppolViolations(iva).map((v) => [v.rule, v.flag])).toEqual([['PEPPOL-COMMON-R047', 'warning']]);
  });
  it('the EN 16931 rules on addresses and identifiers: BR-62, BR-63, BR-CO-09, BR-30', () => {
    const rules = (xml: string) => en16931Violations(checkPeppolSyntax(xml).doc).map((v) => v.rule);
    expect(rules(edit(base, /<cbc:EndpointID schemeID="0208">0403170701/, '<cbc:EndpointID>0403170701'))).toContain('BR-62');
    expect(rules(edit(base, /<cbc:EndpointID schemeID="0208">0999999922/, '<cbc:EndpointID>0999999922'))).toContain('BR-63');
    expect(rules(edit(base, /<cbc:CompanyID>BE0999999922/, '<cbc:CompanyID>0999999922'))).toEqual(['BR-CO-09']);
    expect(rules(edit(base, '<cbc:EndDate>2026-03-31<', '<cbc:EndDate>2026-02-28<'))).toEqual(['BR-30']);
  });
});
