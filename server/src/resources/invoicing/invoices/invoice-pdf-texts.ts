// The words of the invoice PDF in the customer's language (decision 0057): one table per language,
// each complete (the type requires every key), with the VAT category names and the legal wording that
// Directive 2006/112/EC art. 226(11)/(11a) asks for on every exempt, reverse-charged or non-taxed line.
// The PDF is made on the server: the console's i18n keys do not apply here.
import { vatRate } from '@console/contract';

export const PDF_LANGS = ['en', 'fr', 'nl'] as const;
export type PdfLang = (typeof PDF_LANGS)[number];

/** The VAT codes at 0 % that are not simply zero-rated: each has a category name and a legal mention. */
export type SpecialVatCode =
  | 'vat_intra_goods_0'
  | 'vat_intra_services_0'
  | 'vat_eu_0'
  | 'vat_export_goods_0'
  | 'vat_export_services_0'
  | 'vat_seagoing'
  | 'vat_not_subject';
export const SPECIAL_VAT_CODES: readonly SpecialVatCode[] = [
  'vat_intra_goods_0',
  'vat_intra_services_0',
  'vat_eu_0',
  'vat_export_goods_0',
  'vat_export_services_0',
  'vat_seagoing',
  'vat_not_subject',
];

export interface PdfTexts {
  invoice: string;
  creditNote: string;
  draft: string;
  /** The watermark across every page of a draft. */
  draftWatermark: string;
  number: string;
  date: string;
  dueDate: string;
  customer: string;
  vatNumber: string;
  bankDetails: string;
  invoiceTo: string;
  reference: string;
  box: string;
  creditNoteFor: (number: string, date: string | null) => string;
  purchaseOrder: string;
  salesOrder: string;
  description: string;
  period: string;
  qty: string;
  unitPrice: string;
  vat: string;
  total: string;
  vatCategory: string;
  rate: string;
  base: string;
  tax: string;
  totalUntaxed: string;
  totalVat: string;
  totalDue: string;
  totalCredited: string;
  payBy: (date: string) => string;
  scanToPay: string;
  legalMentions: string;
  page: (n: number, of: number) => string;
  /** A rated code's category name ("VAT 21 %"). */
  ratedCategory: (rate: string) => string;
  /** Category names of the special codes (the VAT table). */
  category: Record<SpecialVatCode, string>;
  /** Short labels of the special codes (the lines' VAT column). */
  short: Record<SpecialVatCode, string>;
  /** The legal wording of each special code, printed under the VAT table when the code is used. */
  legal: Record<SpecialVatCode, string>;
  /** Decimal separator of amounts. */
  decimal: '.' | ',';
  /** A YYYY-MM-DD date as the language writes it. */
  formatDate: (iso: string) => string;
}

const dmy = (sep: string) => (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}${sep}${m[2]}${sep}${m[1]}` : iso;
};

const en: PdfTexts = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  draft: 'Draft (no number yet)',
  draftWatermark: 'DRAFT',
  number: 'Number',
  date: 'Date',
  dueDate: 'Due date',
  customer: 'Customer',
  vatNumber: 'VAT',
  bankDetails: 'Bank details',
  invoiceTo: 'Invoice to',
  reference: 'Reference',
  box: 'box',
  creditNoteFor: (number, date) => `Credit note for invoice ${number}${date ? ` of ${date}` : ''}`,
  purchaseOrder: 'Purchase order',
  salesOrder: 'Sales order',
  description: 'Description',
  period: 'Period',
  qty: 'Qty',
  unitPrice: 'Unit price',
  vat: 'VAT',
  total: 'Total',
  vatCategory: 'VAT category',
  rate: 'Rate',
  base: 'Base',
  tax: 'VAT',
  totalUntaxed: 'Total untaxed',
  totalVat: 'VAT',
  totalDue: 'Total',
  totalCredited: 'Total credited',
  payBy: (date) => `To be paid by ${date}`,
  scanToPay: 'Scan to pay (SEPA)',
  legalMentions: 'VAT mentions',
  page: (n, of) => `Page ${n} / ${of}`,
  ratedCategory: (rate) => `VAT ${rate}`,
  category: {
    vat_intra_goods_0: 'Intra-Community supply of goods',
    vat_intra_services_0: 'Intra-EU services, reverse charge',
    vat_eu_0: 'Reverse charge (EU)',
    vat_export_goods_0: 'Export of goods outside the EU',
    vat_export_services_0: 'Services outside the EU',
    vat_seagoing: 'Sea-going vessels, exempt',
    vat_not_subject: 'Not subject to VAT',
  },
  short: {
    vat_intra_goods_0: 'Exempt IC',
    vat_intra_services_0: 'Rev. charge',
    vat_eu_0: 'Rev. charge',
    vat_export_goods_0: 'Export',
    vat_export_services_0: 'Outside EU',
    vat_seagoing: 'Exempt',
    vat_not_subject: 'Not subject',
  },
  legal: {
    vat_intra_goods_0: 'Exempt intra-Community supply of goods, art. 138 Directive 2006/112/EC.',
    vat_intra_services_0: 'Reverse charge: VAT to be accounted for by the customer, art. 196 Directive 2006/112/EC.',
    vat_eu_0: 'Reverse charge: VAT to be accounted for by the customer, art. 196 Directive 2006/112/EC.',
    vat_export_goods_0: 'Exempt export of goods outside the EU, art. 146 Directive 2006/112/EC.',
    vat_export_services_0: 'Services to a customer established outside the EU: place of supply outside the EU, art. 44 Directive 2006/112/EC.',
    vat_seagoing: 'Exempt supply for sea-going vessels, art. 148 Directive 2006/112/EC.',
    vat_not_subject: 'Outside the scope of VAT.',
  },
  decimal: '.',
  formatDate: (iso) => iso,
};

const fr: PdfTexts = {
  invoice: 'Facture',
  creditNote: 'Note de crédit',
  draft: 'Brouillon (pas encore de numéro)',
  draftWatermark: 'BROUILLON',
  number: 'Numéro',
  date: 'Date',
  dueDate: "Date d'échéance",
  customer: 'Client',
  vatNumber: 'TVA',
  bankDetails: 'Coordonnées bancaires',
  invoiceTo: 'Facturé à',
  reference: 'Communication structurée',
  box: 'bte',
  creditNoteFor: (number, date) => `Note de crédit pour la facture ${number}${date ? ` du ${date}` : ''}`,
  purchaseOrder: 'Bon de commande',
  salesOrder: 'Commande',
  description: 'Description',
  period: 'Période',
  qty: 'Qté',
  unitPrice: 'Prix unitaire',
  vat: 'TVA',
  total: 'Total',
  vatCategory: 'Catégorie de TVA',
  rate: 'Taux',
  base: 'Base',
  tax: 'TVA',
  totalUntaxed: 'Total hors TVA',
  totalVat: 'TVA',
  totalDue: 'Total TVA comprise',
  totalCredited: 'Total crédité',
  payBy: (date) => `À payer au plus tard le ${date}`,
  scanToPay: 'Scanner pour payer (SEPA)',
  legalMentions: 'Mentions TVA',
  page: (n, of) => `Page ${n} / ${of}`,
  ratedCategory: (rate) => `TVA ${rate}`,
  category: {
    vat_intra_goods_0: 'Livraison intracommunautaire de biens',
    vat_intra_services_0: 'Services intra-UE, autoliquidation',
    vat_eu_0: 'Autoliquidation (UE)',
    vat_export_goods_0: 'Exportation de biens hors UE',
    vat_export_services_0: 'Services hors UE',
    vat_seagoing: 'Navires de haute mer, exonéré',
    vat_not_subject: 'Non soumis à la TVA',
  },
  short: {
    vat_intra_goods_0: 'Exonéré IC',
    vat_intra_services_0: 'Autoliq.',
    vat_eu_0: 'Autoliq.',
    vat_export_goods_0: 'Export',
    vat_export_services_0: 'Hors UE',
    vat_seagoing: 'Exonéré',
    vat_not_subject: 'Hors TVA',
  },
  legal: {
    vat_intra_goods_0: 'Livraison intracommunautaire de biens exonérée, art. 138 de la directive 2006/112/CE.',
    vat_intra_services_0: 'Autoliquidation : TVA due par le preneur, art. 196 de la directive 2006/112/CE.',
    vat_eu_0: 'Autoliquidation : TVA due par le preneur, art. 196 de la directive 2006/112/CE.',
    vat_export_goods_0: 'Exportation de biens hors UE exonérée, art. 146 de la directive 2006/112/CE.',
    vat_export_services_0: 'Services à un preneur établi hors UE : lieu de la prestation hors UE, art. 44 de la directive 2006/112/CE.',
    vat_seagoing: 'Livraison exonérée pour navires de haute mer, art. 148 de la directive 2006/112/CE.',
    vat_not_subject: "Hors du champ d'application de la TVA.",
  },
  decimal: ',',
  formatDate: dmy('/'),
};

const nl: PdfTexts = {
  invoice: 'Factuur',
  creditNote: 'Creditnota',
  draft: 'Concept (nog geen nummer)',
  draftWatermark: 'CONCEPT',
  number: 'Nummer',
  date: 'Datum',
  dueDate: 'Vervaldatum',
  customer: 'Klant',
  vatNumber: 'Btw',
  bankDetails: 'Bankgegevens',
  invoiceTo: 'Factuur aan',
  reference: 'Gestructureerde mededeling',
  box: 'bus',
  creditNoteFor: (number, date) => `Creditnota voor factuur ${number}${date ? ` van ${date}` : ''}`,
  purchaseOrder: 'Bestelbon',
  salesOrder: 'Verkooporder',
  description: 'Omschrijving',
  period: 'Periode',
  qty: 'Aantal',
  unitPrice: 'Eenheidsprijs',
  vat: 'Btw',
  total: 'Totaal',
  vatCategory: 'Btw-categorie',
  rate: 'Tarief',
  base: 'Maatstaf',
  tax: 'Btw',
  totalUntaxed: 'Totaal excl. btw',
  totalVat: 'Btw',
  totalDue: 'Totaal incl. btw',
  totalCredited: 'Totaal gecrediteerd',
  payBy: (date) => `Te betalen uiterlijk op ${date}`,
  scanToPay: 'Scan om te betalen (SEPA)',
  legalMentions: 'Btw-vermeldingen',
  page: (n, of) => `Pagina ${n} / ${of}`,
  ratedCategory: (rate) => `Btw ${rate}`,
  category: {
    vat_intra_goods_0: 'Intracommunautaire levering van goederen',
    vat_intra_services_0: 'Intra-EU-diensten, verlegging',
    vat_eu_0: 'Verlegging (EU)',
    vat_export_goods_0: 'Uitvoer van goederen buiten de EU',
    vat_export_services_0: 'Diensten buiten de EU',
    vat_seagoing: 'Zeeschepen, vrijgesteld',
    vat_not_subject: 'Niet onderworpen aan btw',
  },
  short: {
    vat_intra_goods_0: 'Vrijgest. IC',
    vat_intra_services_0: 'Verlegd',
    vat_eu_0: 'Verlegd',
    vat_export_goods_0: 'Uitvoer',
    vat_export_services_0: 'Buiten EU',
    vat_seagoing: 'Vrijgest.',
    vat_not_subject: 'Niet ondw.',
  },
  legal: {
    vat_intra_goods_0: 'Vrijgestelde intracommunautaire levering van goederen, art. 138 Richtlijn 2006/112/EG.',
    vat_intra_services_0: 'Verlegging: btw te voldoen door de afnemer, art. 196 Richtlijn 2006/112/EG.',
    vat_eu_0: 'Verlegging: btw te voldoen door de afnemer, art. 196 Richtlijn 2006/112/EG.',
    vat_export_goods_0: 'Vrijgestelde uitvoer van goederen buiten de EU, art. 146 Richtlijn 2006/112/EG.',
    vat_export_services_0: 'Diensten aan een afnemer gevestigd buiten de EU: plaats van de dienst buiten de EU, art. 44 Richtlijn 2006/112/EG.',
    vat_seagoing: 'Vrijgestelde levering voor zeeschepen, art. 148 Richtlijn 2006/112/EG.',
    vat_not_subject: 'Buiten het toepassingsgebied van de btw.',
  },
  decimal: ',',
  formatDate: dmy('-'),
};

export const PDF_TEXTS: Record<PdfLang, PdfTexts> = { en, fr, nl };

const isPdfLang = (v: string): v is PdfLang => (PDF_LANGS as readonly string[]).includes(v);

/**
 * The language of a customer's documents: the customer's own choice (invoice_lang), else the billing
 * address's country (FR, MC and LU give French, NL gives Dutch),
 * else English. Belgium is multilingual and its postcode does not say which language a company
 * keeps its books in: a Belgian customer gets English until its invoice_lang is set (decision 0057).
 */
export function pdfLang(customer: { invoice_lang?: string | null } | null | undefined, country: string | null | undefined): PdfLang {
  const chosen = (customer?.invoice_lang ?? '').trim().toLowerCase();
  if (isPdfLang(chosen)) return chosen;
  const c = (country ?? '').trim().toUpperCase();
  if (['FR', 'MC', 'LU'].includes(c)) return 'fr';
  if (c === 'NL') return 'nl';
  return 'en';
}

export const isSpecialVatCode = (code: string | null | undefined): code is SpecialVatCode => (SPECIAL_VAT_CODES as readonly string[]).includes(code ?? '');

/** A rate in percent as the language writes it: 21 %, 5,5 %, 2.1 %. */
export const ratePercent = (t: PdfTexts, code: string | null | undefined) => `${String(vatRate(code)).replace('.', t.decimal)} %`;

/** The VAT category's readable name (the VAT table). */
export const vatCategoryName = (t: PdfTexts, code: string | null | undefined) =>
  isSpecialVatCode(code) ? t.category[code] : t.ratedCategory(ratePercent(t, code));

/** The short VAT label of a line (the lines' VAT column). */
export const vatShortLabel = (t: PdfTexts, code: string | null | undefined) => (isSpecialVatCode(code) ? t.short[code] : ratePercent(t, code));
