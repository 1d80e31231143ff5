// The e-invoice (Peppol BIS Billing 3.0, EN 16931, UBL 2.1) of a numbered invoice or credit note:
// GET /invoices/{id}/invoice_{number}.xml, and attached to the mail with the PDF. Invoices are UBL
// Invoice (type 380), credit notes UBL CreditNote (type 381) referencing the invoice they reverse.
// Amounts come from the contract's invoiceTotals, as in the API and the PDF; built with xmlbuilder2.
import { create } from 'xmlbuilder2';
import { formatCents, invoiceTotals, lineTotalCents, toScaled, vatRate } from '@console/contract';
import type { InvoiceDocument } from './invoice-document.ts';

const NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** EN 16931 VAT category (UNCL5305) and exemption reason (VATEX) of each VAT code. */
const CATEGORIES: Record<string, { id: string; reason?: string; text?: string }> = {
  vat_21: { id: 'S' },
  vat_20: { id: 'S' },
  vat_0: { id: 'Z' },
  vat_intra_goods_0: { id: 'K', reason: 'VATEX-EU-IC', text: 'Intra-community supply' },
  vat_intra_services_0: { id: 'AE', reason: 'VATEX-EU-AE', text: 'Reverse charge' },
  vat_eu_0: { id: 'AE', reason: 'VATEX-EU-AE', text: 'Reverse charge' },
  vat_export_goods_0: { id: 'G', reason: 'VATEX-EU-G', text: 'Export outside the EU' },
  vat_export_services_0: { id: 'G', reason: 'VATEX-EU-G', text: 'Export outside the EU' },
  vat_seagoing: { id: 'E', reason: 'VATEX-EU-148', text: 'Exempt: supplies for sea-going vessels' },
  vat_not_subject: { id: 'O', reason: 'VATEX-EU-O', text: 'Not subject to VAT' },
};
export const vatCategory = (code: string | null | undefined) => CATEGORIES[code ?? ''] ?? CATEGORIES.vat_0;
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
/** A Belgian enterprise number (KBO/BCE, Peppol scheme 0208) is the VAT number without its prefix. */
const enterpriseNumber = (vat: string | null) => (vat && /^BE\d{10}$/.test(vat) ? vat.slice(2) : null);

type Node = Record<string, unknown>;
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
const vatId = (v: string | null | undefined) => (v ? v.replace(/[\s.]/g, '').toUpperCase() : null);

function party(
  p: {
    name: string;
    vat: string | null;
    street?: string | null;
    extra?: string | null;
    city?: string | null;
    zip?: string | null;
    country?: string | null;
    email?: string | null;
  },
  withVat: boolean,
): Node {
  const vat = vatId(p.vat);
  const enterprise = enterpriseNumber(vat);
  return {
    'cac:Party': compact({
      // Peppol endpoint: a Belgian VAT number under its scheme (9925), else the e-mail address.
      'cbc:EndpointID': vat?.startsWith('BE') ? { '@schemeID': '9925', '#': vat } : p.email ? { '@schemeID': 'EM', '#': p.email } : undefined,
      'cac:PartyName': { 'cbc:Name': p.name },
      'cac:PostalAddress': compact({
        'cbc:StreetName': p.street,
        'cbc:AdditionalStreetName': p.extra,
        'cbc:CityName': p.city,
        'cbc:PostalZone': p.zip,
        'cac:Country': { 'cbc:IdentificationCode': (p.country || 'BE').toUpperCase() },
      }),
      // BR-O-02: a document wholly outside the scope of VAT names no VAT identifier.
      'cac:PartyTaxScheme': vat && withVat ? { 'cbc:CompanyID': vat, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } : undefined,
      // BT-30/BT-47: the enterprise number keeps a Belgian party identified without its VAT number (BR-CO-26).
      'cac:PartyLegalEntity': compact({ 'cbc:RegistrationName': p.name, 'cbc:CompanyID': enterprise ? { '@schemeID': '0208', '#': enterprise } : undefined }),
      'cac:Contact': p.email ? { 'cbc:ElectronicMail': p.email } : undefined,
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
      'cbc:Percent': c.id === 'O' ? undefined : String(vatRate(code)),
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
  const buyerCountry = (address?.country || 'BE').toUpperCase();
  const iban = invoice.bank_iban ?? company?.bank_iban;
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
    'cbc:ID': invoice.number ?? `DRAFT-${invoice.id}`,
    'cbc:IssueDate': invoice.invoiced_at,
    'cbc:DueDate': credit ? undefined : invoice.due_date,
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: credit ? '381' : '380',
    'cbc:Note': invoice.notes,
    'cbc:DocumentCurrencyCode': cur,
    // BT-10: the buyer's reference (purchase order, else our reference) routes the document.
    'cbc:BuyerReference': invoice.purchase_order || invoice.structured_reference || invoice.number,
    'cac:OrderReference': invoice.purchase_order ? { 'cbc:ID': invoice.purchase_order } : undefined,
    'cac:BillingReference': d.reversed?.number
      ? { 'cac:InvoiceDocumentReference': compact({ 'cbc:ID': d.reversed.number, 'cbc:IssueDate': d.reversed.invoiced_at }) }
      : undefined,
    'cac:AccountingSupplierParty': party(
      {
        name: company?.name ?? '',
        vat: company?.vat_number ?? null,
        street: company?.street,
        city: company?.city,
        zip: company?.zipcode,
        country: company?.country,
        email: company?.email,
      },
      withVat,
    ),
    'cac:AccountingCustomerParty': party(
      {
        name: address?.name ?? d.customer?.name ?? '',
        vat: address?.vat ?? null,
        street: [address?.street, address?.number, address?.box && `box ${address.box}`].filter(Boolean).join(' ') || null,
        extra: address?.street_bis,
        city: address?.city,
        zip: address?.zipcode,
        country: address?.country,
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
          'cbc:PaymentID': invoice.structured_reference,
          'cac:PayeeFinancialAccount': compact({ 'cbc:ID': iban.replace(/\s/g, ''), 'cac:FinancialInstitutionBranch': bic ? { 'cbc:ID': bic } : undefined }),
        })
      : undefined,
    // BR-CO-25: an amount due has a due date or payment terms; a credit note's terms say what it credits.
    'cac:PaymentTerms': credit
      ? { 'cbc:Note': d.reversed?.number ? `Credit note for invoice ${d.reversed.number}` : 'Credit note' }
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
        'cac:InvoicePeriod': l.start_date ? compact({ 'cbc:StartDate': l.start_date, 'cbc:EndDate': l.end_date }) : undefined,
        'cac:Item': compact({
          'cbc:Description': l.description,
          'cbc:Name': l.product_name || l.description || l.type,
          'cac:SellersItemIdentification': l.product_reference ? { 'cbc:ID': l.product_reference } : undefined,
          ...taxCategory(categoryOf(l.vat_code), l.vat_code, 'cac:ClassifiedTaxCategory', false),
        }),
        'cac:Price': { 'cbc:PriceAmount': { '@currencyID': cur, '#': decimal(negative ? -l.unit_price : l.unit_price, 4) } },
      });
    }),
  });
  return create({ version: '1.0', encoding: 'UTF-8' }, { [root]: body }).end({ prettyPrint: true });
}

/** invoice_{number}.xml */
export const xmlFileName = (invoice: { number: string | null }) => `invoice_${invoice.number ?? 'draft'}.xml`;
