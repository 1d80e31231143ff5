// The EN 16931 business rules that no npm artefact checks, written by hand for our tests (decision
// 0041): the CEN/Peppol Schematron is not packaged on npm. It reads a document in the JSON shape of
// ubl-peppol-syntax.ts and returns every rule broken, with the rule's id, so a test can assert both an
// empty list and that a broken document is caught. Covered: mandatory parties and totals (BR-06..16),
// document totals (BR-CO-10..16), VAT breakdown per category (BR-CO-17, BR-CO-18, BR-x-01, -02, -05,
// -08, -09, -10 for S, Z, E, AE, K, G, O; BR-O-11..14), payment (BR-CO-25, BR-61), intra-community
// supply (BR-IC-11/12), seller identity (BR-CO-26), price (BR-27), electronic address schemes (BR-62,
// BR-63), VAT identifier prefixes (BR-CO-09), line periods (BR-30) and the Peppol line amount (R120).
import { create } from 'xmlbuilder2';
import type { UblJson } from './ubl-peppol-syntax.ts';

export interface RuleViolation {
  rule: string;
  message: string;
}

const arr = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
/** A decimal text as a scaled integer (10^scale), no float on the way. */
function scaled(text: string | undefined, scale: number): bigint | null {
  if (text === undefined || !/^[-+]?\d+(\.\d+)?$/.test(text.trim())) return null;
  const [intPart, frac = ''] = text.trim().replace(/^\+/, '').split('.');
  const negative = intPart.startsWith('-');
  const digits = `${intPart.replace('-', '')}${frac.padEnd(scale, '0').slice(0, scale)}`;
  const extra = frac.length > scale ? frac.slice(scale) : '';
  let n = BigInt(digits);
  if (extra && /[1-9]/.test(extra)) n += extra[0] >= '5' ? 1n : 0n; // only used for display-sized inputs
  return negative ? -n : n;
}
const cents = (text: string | undefined) => scaled(text, 2);
/** XPath round(): half up toward +infinity, on a value scaled by 10^places. */
const roundDiv = (num: bigint, den: bigint) => {
  const q = num / den;
  const r = num % den;
  if (r === 0n) return q;
  const twice = 2n * (r < 0n ? -r : r);
  if (num > 0n) return twice >= den ? q + 1n : q;
  return twice > den ? q - 1n : q;
};
const money = (c: bigint | null) =>
  c === null ? 'missing' : `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`;

const CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'];
/** BR-CO-09: a VAT identifier starts with an ISO 3166-1 alpha-2 code, or EL for Greece. */
const VAT_PREFIXES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH ' +
    'CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN ' +
    'GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI ' +
    'LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM ' +
    'PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
    'TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW 1A XI EL'
  ).split(' '),
);
const NEEDS_REASON = new Set(['E', 'AE', 'K', 'G', 'O']);
const NO_REASON = new Set(['S', 'Z', 'L', 'M']);

export function en16931Violations(doc: UblJson): RuleViolation[] {
  const out: RuleViolation[] = [];
  const fail = (rule: string, message: string) => out.push({ rule, message });
  const eq = (rule: string, what: string, actual: bigint | null, expected: bigint | null) => {
    if (actual === null || expected === null || actual !== expected) fail(rule, `${what}: ${money(actual)}, expected ${money(expected)}`);
  };

  const seller = doc['cac:AccountingSupplierParty']?.['cac:Party'] ?? {};
  const buyer = doc['cac:AccountingCustomerParty']?.['cac:Party'] ?? {};
  if (!seller['cac:PartyLegalEntity']?.['cbc:RegistrationName']) fail('BR-06', 'the seller name is missing');
  if (!buyer['cac:PartyLegalEntity']?.['cbc:RegistrationName']) fail('BR-07', 'the buyer name is missing');
  if (!seller['cac:PostalAddress']) fail('BR-08', 'the seller postal address is missing');
  if (!seller['cac:PostalAddress']?.['cac:Country']?.['cbc:IdentificationCode']) fail('BR-09', 'the seller country code is missing');
  if (!buyer['cac:PostalAddress']) fail('BR-10', 'the buyer postal address is missing');
  if (!buyer['cac:PostalAddress']?.['cac:Country']?.['cbc:IdentificationCode']) fail('BR-11', 'the buyer country code is missing');
  const sellerVat = arr<any>(seller['cac:PartyTaxScheme']).find((t) => t['cac:TaxScheme']?.['cbc:ID'] === 'VAT')?.['cbc:CompanyID'];
  const buyerVat = arr<any>(buyer['cac:PartyTaxScheme']).find((t) => t['cac:TaxScheme']?.['cbc:ID'] === 'VAT')?.['cbc:CompanyID'];
  const sellerLegalId = seller['cac:PartyLegalEntity']?.['cbc:CompanyID'];
  const buyerLegalId = buyer['cac:PartyLegalEntity']?.['cbc:CompanyID'];
  if (!sellerVat && !sellerLegalId && arr<any>(seller['cac:PartyIdentification']).length === 0)
    fail('BR-CO-26', 'the seller has no identifier, legal registration or VAT identifier');
  if (seller['cbc:EndpointID'] !== undefined && !seller['cbc:EndpointID@schemeID']) fail('BR-62', 'the seller electronic address has no scheme identifier');
  if (buyer['cbc:EndpointID'] !== undefined && !buyer['cbc:EndpointID@schemeID']) fail('BR-63', 'the buyer electronic address has no scheme identifier');
  for (const [who, vat] of [
    ['seller', sellerVat],
    ['buyer', buyerVat],
  ] as const) {
    if (vat !== undefined && !VAT_PREFIXES.has(String(vat).slice(0, 2))) fail('BR-CO-09', `the ${who} VAT identifier ${vat} has no ISO 3166 country prefix`);
  }

  const lines = arr<any>(doc['cac:InvoiceLine']);
  const total = doc['cac:LegalMonetaryTotal'] ?? {};
  if (lines.length === 0) fail('BR-16', 'the document has no line');
  for (const [rule, el] of [
    ['BR-12', 'cbc:LineExtensionAmount'],
    ['BR-13', 'cbc:TaxExclusiveAmount'],
    ['BR-14', 'cbc:TaxInclusiveAmount'],
    ['BR-15', 'cbc:PayableAmount'],
  ]) {
    if (total[el] === undefined) fail(rule, `${el} is missing`);
  }

  // Document totals
  const lineSum = lines.reduce<bigint>((s, l) => s + (cents(l['cbc:LineExtensionAmount']) ?? 0n), 0n);
  const charges = arr<any>(doc['cac:AllowanceCharge']);
  const sumOf = (charge: boolean) =>
    charges.filter((c) => String(c['cbc:ChargeIndicator']) === String(charge)).reduce<bigint>((s, c) => s + (cents(c['cbc:Amount']) ?? 0n), 0n);
  const allowances = sumOf(false);
  const chargeSum = sumOf(true);
  eq('BR-CO-10', 'sum of line net amounts', cents(total['cbc:LineExtensionAmount']), lineSum);
  if (total['cbc:AllowanceTotalAmount'] !== undefined) eq('BR-CO-11', 'sum of allowances', cents(total['cbc:AllowanceTotalAmount']), allowances);
  if (total['cbc:ChargeTotalAmount'] !== undefined) eq('BR-CO-12', 'sum of charges', cents(total['cbc:ChargeTotalAmount']), chargeSum);
  eq('BR-CO-13', 'total without VAT', cents(total['cbc:TaxExclusiveAmount']), lineSum - allowances + chargeSum);
  const currency = doc['cbc:DocumentCurrencyCode'];
  const taxTotals = arr<any>(doc['cac:TaxTotal']);
  const docTax = taxTotals.find((t) => (t['cbc:TaxAmount@currencyID'] ?? currency) === currency);
  const subtotals = arr<any>(docTax?.['cac:TaxSubtotal']);
  const taxAmount = cents(docTax?.['cbc:TaxAmount']) ?? 0n;
  eq(
    'BR-CO-14',
    'total VAT',
    taxAmount,
    subtotals.reduce<bigint>((s, t) => s + (cents(t['cbc:TaxAmount']) ?? 0n), 0n),
  );
  eq('BR-CO-15', 'total with VAT', cents(total['cbc:TaxInclusiveAmount']), (cents(total['cbc:TaxExclusiveAmount']) ?? 0n) + taxAmount);
  eq(
    'BR-CO-16',
    'amount due',
    cents(total['cbc:PayableAmount']),
    (cents(total['cbc:TaxInclusiveAmount']) ?? 0n) - (cents(total['cbc:PrepaidAmount']) ?? 0n) + (cents(total['cbc:PayableRoundingAmount']) ?? 0n),
  );

  // VAT breakdown (BG-23) against the lines (BG-25) and document allowances/charges (BG-20/21)
  if (subtotals.length === 0) fail('BR-CO-18', 'the document has no VAT breakdown');
  const lineCat = (l: any) => l['cac:Item']?.['cac:ClassifiedTaxCategory'] ?? {};
  const key = (c: any) => `${c['cbc:ID']}|${c['cbc:Percent'] === undefined ? '' : (scaled(c['cbc:Percent'], 4) ?? '')}`;
  const lineCategories = new Set(lines.map((l) => lineCat(l)['cbc:ID']));
  for (const cat of CATEGORIES) {
    const catLines = lines.filter((l) => lineCat(l)['cbc:ID'] === cat);
    const catSubs = subtotals.filter((t) => t['cac:TaxCategory']?.['cbc:ID'] === cat);
    if (catLines.length > 0 && catSubs.length === 0) fail(`BR-${cat}-01`, `lines of category ${cat} but no ${cat} VAT breakdown`);
    for (const l of catLines) {
      const percent = lineCat(l)['cbc:Percent'];
      if (cat === 'S' && !((scaled(percent, 4) ?? 0n) > 0n)) fail('BR-S-05', `line ${l['cbc:ID']}: a standard-rated line needs a rate above zero`);
      if (['Z', 'E', 'AE', 'K', 'G'].includes(cat) && scaled(percent, 4) !== 0n) fail(`BR-${cat}-05`, `line ${l['cbc:ID']}: rate must be 0`);
      if (cat === 'O' && percent !== undefined) fail('BR-O-05', `line ${l['cbc:ID']}: a line not subject to VAT has no rate`);
    }
    if (catLines.length > 0 || catSubs.length > 0) {
      if (['S', 'Z', 'E', 'G'].includes(cat) && !sellerVat) fail(`BR-${cat}-02`, `category ${cat} needs the seller VAT identifier`);
      if (['AE', 'K'].includes(cat) && !sellerVat) fail(`BR-${cat}-02`, `category ${cat} needs the seller VAT identifier`);
      if (cat === 'AE' && !buyerVat && !buyerLegalId) fail('BR-AE-02', 'reverse charge needs the buyer VAT identifier or legal registration identifier');
      if (cat === 'K' && !buyerVat) fail('BR-K-02', 'an intra-community supply needs the buyer VAT identifier');
      if (cat === 'O' && (sellerVat || buyerVat)) fail('BR-O-02', 'a document not subject to VAT carries no seller or buyer VAT identifier');
    }
    for (const t of catSubs) {
      const c = t['cac:TaxCategory'];
      const k = key(c);
      const base =
        lines.filter((l) => key(lineCat(l)) === k).reduce<bigint>((s, l) => s + (cents(l['cbc:LineExtensionAmount']) ?? 0n), 0n) +
        charges
          .filter((a) => key(a['cac:TaxCategory'] ?? {}) === k)
          .reduce<bigint>((s, a) => s + (String(a['cbc:ChargeIndicator']) === 'true' ? 1n : -1n) * (cents(a['cbc:Amount']) ?? 0n), 0n);
      eq(`BR-${cat}-08`, `taxable amount of ${cat} ${c['cbc:Percent'] ?? ''}`.trim(), cents(t['cbc:TaxableAmount']), base);
      const taxable = cents(t['cbc:TaxableAmount']) ?? 0n;
      const rate = cat === 'O' ? 0n : (scaled(c['cbc:Percent'], 4) ?? 0n);
      // As the CEN rule computes it (EN 16931 UBL binding 1.3: round(abs(taxable) x rate / 100)): on the
      // magnitude, so half a cent of a negative amount (a credit) rounds away from zero, like the server's
      // contract. The CEN rule also allows a unit of slack; this check keeps to the cent.
      const magnitude = roundDiv((taxable < 0n ? -taxable : taxable) * rate, 1_000_000n);
      const expectedTax = taxable < 0n ? -magnitude : magnitude;
      eq('BR-CO-17', `VAT of ${cat} ${c['cbc:Percent'] ?? ''}`.trim(), cents(t['cbc:TaxAmount']), expectedTax);
      if (cat !== 'S' && cents(t['cbc:TaxAmount']) !== 0n) fail(`BR-${cat}-09`, `the VAT of category ${cat} must be 0`);
      const hasReason = Boolean(c['cbc:TaxExemptionReasonCode'] || c['cbc:TaxExemptionReason']);
      if (NEEDS_REASON.has(cat) && !hasReason) fail(`BR-${cat}-10`, `category ${cat} needs an exemption reason`);
      if (NO_REASON.has(cat) && hasReason) fail(`BR-${cat}-10`, `category ${cat} has no exemption reason`);
      if (cat === 'O' && c['cbc:Percent'] !== undefined) fail('BR-O-09', 'the not-subject breakdown has no rate');
    }
  }
  if (lineCategories.has('O') || subtotals.some((t) => t['cac:TaxCategory']?.['cbc:ID'] === 'O')) {
    if (subtotals.some((t) => t['cac:TaxCategory']?.['cbc:ID'] !== 'O')) fail('BR-O-11', 'a document with a not-subject breakdown has no other breakdown');
    if ([...lineCategories].some((c) => c !== 'O')) fail('BR-O-12', 'a document with a not-subject breakdown has only not-subject lines');
  }
  if (subtotals.some((t) => t['cac:TaxCategory']?.['cbc:ID'] === 'K')) {
    const delivery = arr<any>(doc['cac:Delivery'])[0];
    if (!delivery?.['cbc:ActualDeliveryDate'] && !doc['cac:InvoicePeriod'])
      fail('BR-IC-11', 'an intra-community supply needs the delivery date or the invoicing period');
    if (!delivery?.['cac:DeliveryLocation']?.['cac:Address']?.['cac:Country']?.['cbc:IdentificationCode'])
      fail('BR-IC-12', 'an intra-community supply needs the deliver-to country');
  }

  // Lines
  for (const l of lines) {
    const period = l['cac:InvoicePeriod'];
    if (period?.['cbc:StartDate'] && period?.['cbc:EndDate'] && period['cbc:EndDate'] < period['cbc:StartDate'])
      fail('BR-30', `line ${l['cbc:ID']}: the period ends before it starts`);
    const price = scaled(l['cac:Price']?.['cbc:PriceAmount'], 6);
    if (price !== null && price < 0n) fail('BR-27', `line ${l['cbc:ID']}: the item price is negative`);
    const qty = scaled(l['cbc:InvoicedQuantity'], 6);
    const base = scaled(l['cac:Price']?.['cbc:BaseQuantity'] ?? '1', 6) ?? 1_000_000n;
    if (qty !== null && price !== null && base !== 0n) {
      const expected = roundDiv(qty * price, base * 10_000n);
      const actual = cents(l['cbc:LineExtensionAmount']) ?? 0n;
      if (expected - actual > 2n || actual - expected > 2n)
        fail('PEPPOL-EN16931-R120', `line ${l['cbc:ID']}: net amount ${money(actual)} is not quantity x price ${money(expected)}`);
    }
  }

  // Payment
  const payable = cents(total['cbc:PayableAmount']) ?? 0n;
  if (payable > 0n && !doc['cbc:DueDate'] && arr<any>(doc['cac:PaymentTerms']).length === 0)
    fail('BR-CO-25', 'an amount due needs a due date or payment terms');
  for (const m of arr<any>(doc['cac:PaymentMeans'])) {
    if (['30', '58'].includes(String(m['cbc:PaymentMeansCode'])) && !m['cac:PayeeFinancialAccount']?.['cbc:ID'])
      fail('BR-61', 'a credit transfer needs the payment account');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Peppol BIS Billing 3.0 (release 3.0.19) rules, by hand, with their ids (decision 0055). They read the
// document itself (element names anywhere, attributes, empty elements), as the Peppol Schematron does.
// Covered: R001-R005, R007, R008, R010, R020, R040-R044, R046, R051, R053-R055, R061, R100, R101,
// R110, R111, R120, R121, R130, CL001-CL003, CL006-CL008, F001, P0100, P0101, P0104-P0111, and the
// identifier formats PEPPOL-COMMON-R040 (GLN), R041 (NO), R042 (DK CVR), R043 (BE enterprise number),
// R049 (SE), R050 (AU ABN); the warnings COMMON-R047 (IT), R054 (KvK), R056 (NL VAT) as `warning`.
// National rules (NO, DK, IT, SE, GR, IS, NL, DE) bind sellers of those countries only: our billing
// companies are Belgian and French, so none applies and none is encoded.

export interface PeppolViolation extends RuleViolation {
  flag: 'fatal' | 'warning';
}

const NS_PREFIX: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'ubl-invoice',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'ubl-creditnote',
};
interface El {
  name: string;
  path: string;
  text: string;
  attrs: Record<string, string>;
  children: El[];
  parent: El | null;
}
function readTree(node: any, parent: El | null, path: string): El {
  const name = `${NS_PREFIX[node.namespaceURI] ?? node.prefix ?? '?'}:${node.localName}`;
  const el: El = { name, path: `${path}/${name}`, text: '', attrs: {}, children: [], parent };
  for (const a of Array.from(node.attributes as ArrayLike<any>)) if (a.prefix !== 'xmlns' && a.localName !== 'xmlns') el.attrs[a.localName] = a.value;
  for (const c of Array.from(node.childNodes as ArrayLike<any>)) {
    if (c.nodeType === 1) el.children.push(readTree(c, el, el.path));
    else if (c.nodeType === 3 || c.nodeType === 4) el.text += c.data;
  }
  return el;
}
const all = (el: El): El[] => [el, ...el.children.flatMap(all)];
const kids = (el: El | undefined, name: string) => (el ? el.children.filter((c) => c.name === name) : []);
const kid = (el: El | undefined, ...names: string[]): El | undefined => {
  let cur = el;
  for (const n of names) cur = kids(cur, n)[0];
  return cur;
};
const val = (el: El | undefined) => (el ? el.text.trim().replace(/\s+/g, ' ') : '');
const dec = (text: string) => (/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text.trim()) ? scaled(text.trim().replace(/^\./, '0.'), 6) : null);

// Peppol EAS codes (CL008): the list of every release from 3.0.15 to 3.0.21, typed here from the
// Schematron's `eaid` variable and kept apart from the server's own table (contract/src/peppol-eas.ts).
const EAS = new Set(
  (
    '0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0151 0183 0184 0188 0190 0191 0192 0193 0195 0196 0198 0199 0200 ' +
    '0201 0202 0204 0208 0209 0210 0211 0212 0213 0215 0216 0218 0221 0230 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 ' +
    '9926 9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 ' +
    '9951 9952 9953 9957 9959'
  ).split(' '),
);
const ISO4217 = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE CHF CHW CLF ' +
    'CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF ' +
    'IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU ' +
    'MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD ' +
    'SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UZS VES VND VUV WST XAF XAG ' +
    'XAU XBA XBB XBC XBD XCD XDR XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWL'
  ).split(' '),
);
const MIME = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
]);
const UNCL5189 = new Set('41 42 60 62 63 64 65 66 67 68 70 71 88 95 100 102 103 104 105'.split(' '));
const INVOICE_TYPES = new Set('71 80 82 84 102 218 219 331 380 382 383 386 388 393 395 553 575 623 780 817 870 875 876 877'.split(' '));
const CREDIT_TYPES = new Set('381 396 81 83 532'.split(' '));
const AMOUNTS = new Set([
  'cbc:Amount',
  'cbc:BaseAmount',
  'cbc:PriceAmount',
  'cbc:TaxableAmount',
  'cbc:LineExtensionAmount',
  'cbc:TaxExclusiveAmount',
  'cbc:TaxInclusiveAmount',
  'cbc:AllowanceTotalAmount',
  'cbc:ChargeTotalAmount',
  'cbc:PrepaidAmount',
  'cbc:PayableRoundingAmount',
  'cbc:PayableAmount',
]);
const DATES = new Set(['cbc:IssueDate', 'cbc:DueDate', 'cbc:TaxPointDate', 'cbc:StartDate', 'cbc:EndDate', 'cbc:ActualDeliveryDate']);
const EXEMPTION_CATEGORY: Record<string, [string, string]> = {
  'VATEX-EU-G': ['P0104', 'G'],
  'VATEX-EU-O': ['P0105', 'O'],
  'VATEX-EU-IC': ['P0106', 'K'],
  'VATEX-EU-AE': ['P0107', 'AE'],
  'VATEX-EU-D': ['P0108', 'E'],
  'VATEX-EU-F': ['P0109', 'E'],
  'VATEX-EU-I': ['P0110', 'E'],
  'VATEX-EU-J': ['P0111', 'E'],
};

/** A real calendar date written YYYY-MM-DD (xs:date). */
const isDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};
/** GS1 check digit (PEPPOL-COMMON-R040). */
export const glnValid = (v: string) => {
  if (!/^\d+$/.test(v) || v.length < 2) return false;
  const digits = v.slice(0, -1).split('').reverse().map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(v.at(-1));
};
/** Norwegian organisation number, weights 2..7 from the right (PEPPOL-COMMON-R041). */
const mod11Valid = (v: string) => {
  const digits = v.slice(0, -1).split('').reverse().map(Number);
  const sum = digits.reduce((s, d, i) => s + d * ((i % 6) + 2), 0);
  return Number(v) > 0 && (11 - (sum % 11)) % 11 === Number(v.at(-1));
};
/** Belgian enterprise number: 97 - (first 8 digits mod 97) = the last 2 (PEPPOL-COMMON-R043). */
export const belgianEnterpriseNumberValid = (v: string) => /^\d{10}$/.test(v) && 97 - (Number(v.slice(0, 8)) % 97) === Number(v.slice(8));
/** Swedish organisation number: Luhn over the first 9 digits (PEPPOL-COMMON-R049). */
const luhnSeValid = (v: string) => {
  if (!/^\d{10}$/.test(v)) return false;
  const main = v.slice(0, 9);
  let sum = 0;
  for (let pos = 1; pos <= 9; pos++) {
    const d = Number(main[9 - pos]);
    sum += pos % 2 === 1 ? ((d * 2) % 10) + Math.floor((d * 2) / 10) : d;
  }
  return (10 - (sum % 10)) % 10 === Number(v[9]);
};
/** Australian Business Number (PEPPOL-COMMON-R050). */
const abnValid = (v: string) => {
  if (!/^\d{11}$/.test(v)) return false;
  const w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  return v.split('').reduce((s, ch, i) => s + (Number(ch) - (i === 0 ? 1 : 0)) * w[i], 0) % 89 === 0;
};
/** Italian Partita IVA check (PEPPOL-COMMON-R047), for an IT-prefixed value. */
const partitaIvaValid = (v: string) => {
  if (!/^IT/i.test(v)) return true;
  const code = v.slice(2);
  if (!/^\d{11}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += i % 2 === 0 ? Number(code[i]) : Number('0246813579'[Number(code[i])]);
  return sum % 10 === 0;
};
const IDENTIFIER_RULES: Record<string, { rule: string; flag: 'fatal' | 'warning'; ok: (v: string) => boolean; what: string }> = {
  '0088': { rule: 'PEPPOL-COMMON-R040', flag: 'fatal', ok: glnValid, what: 'GLN must have a valid format according to GS1 rules' },
  '0192': { rule: 'PEPPOL-COMMON-R041', flag: 'fatal', ok: (v) => /^\d{9}$/.test(v) && mod11Valid(v), what: 'Norwegian organization number' },
  '0184': { rule: 'PEPPOL-COMMON-R042', flag: 'fatal', ok: (v) => /^DK\d{8}$/.test(v) || /^\d{8}$/.test(v), what: 'Danish organization number (CVR)' },
  '0208': { rule: 'PEPPOL-COMMON-R043', flag: 'fatal', ok: belgianEnterpriseNumberValid, what: 'Belgian enterprise number' },
  '0211': { rule: 'PEPPOL-COMMON-R047', flag: 'warning', ok: partitaIvaValid, what: 'Italian VAT Code (Partita Iva)' },
  '0007': { rule: 'PEPPOL-COMMON-R049', flag: 'fatal', ok: luhnSeValid, what: 'Swedish organization number' },
  '0151': { rule: 'PEPPOL-COMMON-R050', flag: 'fatal', ok: abnValid, what: 'Australian Business Number (ABN)' },
  '0106': { rule: 'PEPPOL-COMMON-R054', flag: 'warning', ok: (v) => /^\d{8}$/.test(v), what: 'Dutch Chamber of Commerce (KVK) number' },
  '9944': { rule: 'PEPPOL-COMMON-R056-1', flag: 'warning', ok: (v) => /^NL\d{9}B\d{2}$/.test(v), what: 'Dutch VAT number' },
};

/** Every Peppol BIS 3.0 rule (of those listed above) the UBL document breaks; warnings flagged so. */
export function peppolViolations(xml: string): PeppolViolation[] {
  const out: PeppolViolation[] = [];
  const fail = (rule: string, message: string, flag: 'fatal' | 'warning' = 'fatal') => out.push({ rule, message, flag });
  const root = readTree(create(xml).root().node, null, '');
  const credit = root.name === 'ubl-creditnote:CreditNote';
  const elements = all(root);
  const currency = val(kid(root, 'cbc:DocumentCurrencyCode'));

  // R008: no empty element (no child element and no text but blanks).
  for (const el of elements) if (el.children.length === 0 && !el.text.trim()) fail('PEPPOL-EN16931-R008', `${el.path} is empty`);

  // Document level
  const profile = val(kid(root, 'cbc:ProfileID'));
  if (!kid(root, 'cbc:ProfileID')) fail('PEPPOL-EN16931-R001', 'Business process MUST be provided');
  const profileMatch = /urn:fdc:peppol\.eu:2017:poacc:billing:(\d{2}):1\.0/.exec(profile);
  if (!profileMatch) fail('PEPPOL-EN16931-R007', `business process ${profile || 'missing'} is not urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0`);
  if (kids(root, 'cbc:Note').length > 1) fail('PEPPOL-EN16931-R002', 'No more than one note is allowed on document level');
  if (!kid(root, 'cbc:BuyerReference') && !kid(root, 'cac:OrderReference', 'cbc:ID'))
    fail('PEPPOL-EN16931-R003', 'A buyer reference or purchase order reference MUST be provided');
  const customization = val(kid(root, 'cbc:CustomizationID'));
  if (!customization.startsWith('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0') || customization.includes('::'))
    fail('PEPPOL-EN16931-R004', `specification identifier ${customization || 'missing'}`);
  const taxTotals = kids(root, 'cac:TaxTotal');
  const taxCurrency = kid(root, 'cbc:TaxCurrencyCode');
  if (taxTotals.filter((t) => kids(t, 'cac:TaxSubtotal').length > 0).length !== 1)
    fail('PEPPOL-EN16931-R053', 'Only one tax total with tax subtotals MUST be provided');
  if (taxTotals.filter((t) => kids(t, 'cac:TaxSubtotal').length === 0).length !== (taxCurrency ? 1 : 0))
    fail('PEPPOL-EN16931-R054', 'Only one tax total without tax subtotals MUST be provided when tax currency code is provided');
  if (taxCurrency) {
    if (val(taxCurrency) === currency) fail('PEPPOL-EN16931-R005', 'VAT accounting currency code MUST be different from invoice currency code');
    const amounts = taxTotals.map((t) => kid(t, 'cbc:TaxAmount')).filter((a): a is El => Boolean(a));
    const signs = new Set(amounts.map((a) => Math.sign(Number(dec(val(a)) ?? 0n))).filter((s) => s !== 0));
    if (signs.size > 1)
      fail('PEPPOL-EN16931-R055', 'Invoice total VAT amount and Invoice total VAT amount in accounting currency MUST have the same operational sign');
  }
  const typeCode = kid(root, credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode');
  if (typeCode && profileMatch?.[1] === '01' && !(credit ? CREDIT_TYPES : INVOICE_TYPES).has(val(typeCode)))
    fail(credit ? 'PEPPOL-EN16931-P0101' : 'PEPPOL-EN16931-P0100', `type code ${val(typeCode)} is not allowed in profile 01`);
  if (credit && kids(root, 'cac:AdditionalDocumentReference').filter((r) => val(kid(r, 'cbc:DocumentTypeCode')) === '50').length > 1)
    fail('PEPPOL-EN16931-R080', 'Only one project reference is allowed on document level');

  // Parties: electronic addresses
  const buyer = kid(root, 'cac:AccountingCustomerParty', 'cac:Party');
  const seller = kid(root, 'cac:AccountingSupplierParty', 'cac:Party');
  if (buyer && !kid(buyer, 'cbc:EndpointID')) fail('PEPPOL-EN16931-R010', 'Buyer electronic address MUST be provided');
  if (seller && !kid(seller, 'cbc:EndpointID')) fail('PEPPOL-EN16931-R020', 'Seller electronic address MUST be provided');

  // Allowances and charges (document and line level)
  const lineTag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const lines = kids(root, lineTag);
  for (const ac of [...kids(root, 'cac:AllowanceCharge'), ...lines.flatMap((l) => kids(l, 'cac:AllowanceCharge'))]) {
    const factor = kid(ac, 'cbc:MultiplierFactorNumeric');
    const base = kid(ac, 'cbc:BaseAmount');
    if (factor && !base) fail('PEPPOL-EN16931-R041', 'Allowance/charge base amount MUST be provided when allowance/charge percentage is provided');
    if (!factor && base) fail('PEPPOL-EN16931-R042', 'Allowance/charge percentage MUST be provided when allowance/charge base amount is provided');
    if (factor && base) {
      const expected = ((dec(val(base)) ?? 0n) * (dec(val(factor)) ?? 0n)) / 100_000_000n; // scaled 10^6 x 10^6 / 100
      const actual = dec(val(kid(ac, 'cbc:Amount'))) ?? 0n;
      if (actual - expected > 20_000n || expected - actual > 20_000n)
        fail('PEPPOL-EN16931-R040', 'Allowance/charge amount must equal base amount * percentage/100');
    }
    if (!['true', 'false'].includes(val(kid(ac, 'cbc:ChargeIndicator'))))
      fail('PEPPOL-EN16931-R043', "Allowance/charge ChargeIndicator value MUST equal 'true' or 'false'");
    const reason = kid(ac, 'cbc:AllowanceChargeReasonCode');
    if (reason && val(kid(ac, 'cbc:ChargeIndicator')) === 'false' && !UNCL5189.has(val(reason)))
      fail('PEPPOL-EN16931-CL002', 'Reason code MUST be according to subset of UNCL 5189 D.16B');
    if (reason && val(kid(ac, 'cbc:ChargeIndicator')) === 'true' && !/^[A-Z0-9]{1,3}$/.test(val(reason)))
      fail('PEPPOL-EN16931-CL003', 'Reason code MUST be according to UNCL 7161 D.16B');
  }

  // Payment
  for (const pm of kids(root, 'cac:PaymentMeans'))
    if (['49', '59'].includes(val(kid(pm, 'cbc:PaymentMeansCode'))) && !kid(pm, 'cac:PaymentMandate', 'cbc:ID'))
      fail('PEPPOL-EN16931-R061', 'Mandate reference MUST be provided for direct debit');

  // Lines
  const docPeriod = kid(root, 'cac:InvoicePeriod');
  for (const l of lines) {
    const id = val(kid(l, 'cbc:ID'));
    const period = kid(l, 'cac:InvoicePeriod');
    const [ls, le, ds, de] = [kid(period, 'cbc:StartDate'), kid(period, 'cbc:EndDate'), kid(docPeriod, 'cbc:StartDate'), kid(docPeriod, 'cbc:EndDate')].map(
      val,
    );
    if (ls && ds && ls < ds) fail('PEPPOL-EN16931-R110', `line ${id}: Start date of line period MUST be within invoice period`);
    if (le && de && le > de) fail('PEPPOL-EN16931-R111', `line ${id}: End date of line period MUST be within invoice period`);
    const qty = dec(val(kid(l, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity')) || '1') ?? 0n;
    const price = dec(val(kid(l, 'cac:Price', 'cbc:PriceAmount')) || '0') ?? 0n;
    const baseQtyEl = kid(l, 'cac:Price', 'cbc:BaseQuantity');
    const baseQty = baseQtyEl && dec(val(baseQtyEl)) !== 0n ? (dec(val(baseQtyEl)) ?? 1_000_000n) : 1_000_000n;
    const acSum = (charge: boolean) =>
      kids(l, 'cac:AllowanceCharge')
        .filter((a) => val(kid(a, 'cbc:ChargeIndicator')) === String(charge))
        .reduce((s, a) => s + (dec(val(kid(a, 'cbc:Amount'))) ?? 0n), 0n);
    // quantity x (price / base quantity), all scaled by 10^6, to 10^6
    const expected = (qty * price) / baseQty + acSum(true) - acSum(false);
    const amount = dec(val(kid(l, 'cbc:LineExtensionAmount')) || '0') ?? 0n;
    if (amount - expected > 20_000n || expected - amount > 20_000n)
      fail('PEPPOL-EN16931-R120', `line ${id}: net amount ${val(kid(l, 'cbc:LineExtensionAmount'))} is not quantity x price`);
    if (baseQtyEl && !((dec(val(baseQtyEl)) ?? 0n) > 0n)) fail('PEPPOL-EN16931-R121', `line ${id}: Base quantity MUST be a positive number above zero`);
    const refs = kids(l, 'cac:DocumentReference');
    if (refs.length > 1) fail('PEPPOL-EN16931-R100', `line ${id}: Only one invoiced object is allowed pr line`);
    if (refs.length > 0 && val(kid(refs[0], 'cbc:DocumentTypeCode')) !== '130')
      fail('PEPPOL-EN16931-R101', `line ${id}: Element Document reference can only be used for Invoice line object`);
    const qtyEl = kid(l, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity');
    if (baseQtyEl?.attrs.unitCode && qtyEl && baseQtyEl.attrs.unitCode !== qtyEl.attrs.unitCode)
      fail('PEPPOL-EN16931-R130', `line ${id}: Unit code of price base quantity MUST be same as invoiced quantity`);
    for (const pa of kids(kid(l, 'cac:Price'), 'cac:AllowanceCharge')) {
      if (val(kid(pa, 'cbc:ChargeIndicator')) !== 'false') fail('PEPPOL-EN16931-R044', `line ${id}: Charge on price level is NOT allowed`);
      const gross = kid(pa, 'cbc:BaseAmount');
      if (gross && price !== (dec(val(gross)) ?? 0n) - (dec(val(kid(pa, 'cbc:Amount'))) ?? 0n))
        fail('PEPPOL-EN16931-R046', `line ${id}: Item net price MUST equal (Gross price - Allowance amount)`);
    }
  }

  // Anywhere in the document: currencies, dates, code lists, identifiers
  for (const el of elements) {
    const inTaxTotalWithSubtotals = el.name === 'cbc:TaxAmount' && el.parent?.name === 'cac:TaxTotal' && kids(el.parent, 'cac:TaxSubtotal').length > 0;
    const inSubtotal = el.name === 'cbc:TaxAmount' && el.parent?.name === 'cac:TaxSubtotal';
    if ((AMOUNTS.has(el.name) || inTaxTotalWithSubtotals || inSubtotal) && el.attrs.currencyID !== currency)
      fail('PEPPOL-EN16931-R051', `${el.path}: currencyID ${el.attrs.currencyID ?? 'missing'} is not the invoice currency ${currency}`);
    if ((AMOUNTS.has(el.name) || el.name === 'cbc:TaxAmount') && !ISO4217.has(el.attrs.currencyID ?? ''))
      fail('PEPPOL-EN16931-CL007', `${el.path}: currency ${el.attrs.currencyID ?? 'missing'} is not in ISO 4217`);
    if (DATES.has(el.name) && !(el.text.length === 10 && isDate(el.text))) fail('PEPPOL-EN16931-F001', `${el.path}: ${el.text} is not a date YYYY-MM-DD`);
    if (el.name === 'cbc:EmbeddedDocumentBinaryObject' && el.attrs.mimeCode !== undefined && !MIME.has(el.attrs.mimeCode))
      fail('PEPPOL-EN16931-CL001', `${el.path}: mime code ${el.attrs.mimeCode}`);
    if (el.name === 'cbc:DescriptionCode' && el.parent?.name === 'cac:InvoicePeriod' && !['3', '35', '432'].includes(val(el)))
      fail('PEPPOL-EN16931-CL006', `${el.path}: ${val(el)} is not in UNCL 2005 subset`);
    if (el.name === 'cbc:EndpointID' && el.attrs.schemeID !== undefined && !EAS.has(el.attrs.schemeID))
      fail('PEPPOL-EN16931-CL008', `${el.path}: scheme ${el.attrs.schemeID} is not in the Electronic Address Identifier Scheme list`);
    if (el.name === 'cac:TaxCategory') {
      const code = val(kid(el, 'cbc:TaxExemptionReasonCode')).toUpperCase();
      const expected = EXEMPTION_CATEGORY[code];
      if (expected && val(kid(el, 'cbc:ID')) !== expected[1])
        fail(`PEPPOL-EN16931-${expected[0]}`, `${el.path}: Tax Category ${expected[1]} MUST be used when exemption reason code is ${code}`);
    }
    const scheme = el.attrs.schemeID;
    const isIdentifier = el.name === 'cbc:EndpointID' || el.name === 'cbc:CompanyID' || (el.name === 'cbc:ID' && el.parent?.name === 'cac:PartyIdentification');
    const check = scheme !== undefined && isIdentifier ? IDENTIFIER_RULES[scheme] : undefined;
    // R056-1 (9944) reads EndpointID and PartyIdentification; R047 (0211) too; the others also CompanyID.
    if (check && !check.ok(val(el))) fail(check.rule, `${el.path}: ${check.what} ${val(el)} is not in the correct format`, check.flag);
  }
  for (const vat of elements.filter(
    (e) => e.name === 'cbc:CompanyID' && e.parent?.name === 'cac:PartyTaxScheme' && val(kid(e.parent, 'cac:TaxScheme', 'cbc:ID')) === 'VAT',
  ))
    if (val(vat).startsWith('NL') && !/^NL\d{9}B\d{2}$/.test(val(vat)))
      fail('PEPPOL-COMMON-R056-2', `${vat.path}: Dutch VAT numbers MUST have the format NL123456789B12`, 'warning');
  return out;
}

/** The fatal ones only: what makes a Peppol access point refuse the document. */
export const peppolFatal = (xml: string) => peppolViolations(xml).filter((v) => v.flag === 'fatal');
