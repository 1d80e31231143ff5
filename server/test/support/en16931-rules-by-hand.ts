// The EN 16931 business rules that no npm artefact checks, written by hand for our tests (decision
// 0041): the CEN/Peppol Schematron is not packaged on npm. It reads a document in the JSON shape of
// ubl-peppol-syntax.ts and returns every rule broken, with the rule's id, so a test can assert both an
// empty list and that a broken document is caught. Covered: mandatory parties and totals (BR-06..16),
// document totals (BR-CO-10..16), VAT breakdown per category (BR-CO-17, BR-CO-18, BR-x-01, -02, -05,
// -08, -09, -10 for S, Z, E, AE, K, G, O; BR-O-11..14), payment (BR-CO-25, BR-61), intra-community
// supply (BR-IC-11/12), seller identity (BR-CO-26), price (BR-27) and the Peppol line amount (R120).
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
