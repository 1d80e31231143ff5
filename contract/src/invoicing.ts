// Invoicing (spec 3 §3, §4, §5, §8): invoice statuses and types, line types, the state machine
// the server enforces and the console reads, the totals (one computation for the API, the PDF
// and the console), the Belgian structured reference and the due date from payment terms.
import { VAT_RATES, vatRate } from './commercial.ts';
import { type ActionOf, refusal, type StateMachine } from './state-machine.ts';

/** Invoice statuses (spec 3 §4: draft, sent (shown as send), view, paid). */
export const INVOICE_STATUSES = ['draft', 'sent', 'view', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_TYPES = ['invoice', 'credit'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** Formats of the invoices export screen: GET /invoices/export.{format} with the list's filters. */
export const INVOICE_EXPORT_FORMATS = ['pdf', 'xls', 'dbf'] as const;
export type InvoiceExportFormat = (typeof INVOICE_EXPORT_FORMATS)[number];
export const INVOICE_SOURCES = ['package', 'user', 'data_pool'] as const;
/** Accounting push states (spec 3 §3: PENDING, DONE or empty). */
export const ACCOUNTING_STATUSES = ['PENDING', 'DONE'] as const;
export const INVOICE_LINE_TYPES = [
  'data',
  'sdwan',
  'sdip',
  'data_pool',
  'line',
  'starlink',
  'custom',
  'activation',
  'third_party',
  'consultancy',
  'distribution',
  'starlink_hw',
  'other',
] as const;
export const INVOICE_LINES_PAGE_SIZE = 50;
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, 'grey' | 'amber' | 'green' | 'red'> = { draft: 'grey', sent: 'amber', view: 'amber', paid: 'green' };

/** The spec's answers (spec 3 §8). */
export const INVOICE_MESSAGES = {
  sent: 'Invoice sent',
  sendFailed: 'Sending the invoice failed',
  reversed: 'Credit note added',
  paid: 'Invoice marked as paid',
  cloned: 'Invoice cloned',
  pushed: 'Invoice pushed to odoo',
} as const;

/** What the state machine reads of an invoice. */
export interface InvoiceSubject {
  status: string;
  invoice_type?: string | null;
  sent_at?: string | Date | null;
  accounting_status?: string | null;
}

const NOT_DRAFT = ['sent', 'view', 'paid'] as const satisfies readonly InvoiceStatus[];

/** The invoice state machine (spec 3 §4). Send from a later status mails the invoice again under its number. */
export const INVOICE_MACHINE = {
  name: 'invoices',
  statuses: INVOICE_STATUSES,
  refusal: 'invoice_state_refused',
  actions: {
    edit: { from: ['draft'], to: null },
    add_line: { from: ['draft'], to: null },
    send: { from: INVOICE_STATUSES, to: 'sent' },
    reverse: {
      from: NOT_DRAFT,
      to: null,
      guard: { holds: (r) => r.invoice_type !== 'credit', code: 'credit_note_not_reversible' },
    },
    mark_paid: { from: ['sent', 'view'], to: 'paid' },
    clone: {
      from: INVOICE_STATUSES,
      to: null,
      // Decision 0059: a copy of a credit note would credit its invoice a second time.
      guard: { holds: (r) => r.invoice_type !== 'credit', code: 'credit_note_not_clonable' },
    },
    push: {
      from: NOT_DRAFT,
      to: null,
      guard: { holds: (r) => Boolean(r.sent_at), code: 'invoice_not_sent' },
    },
  },
} as const satisfies StateMachine<InvoiceStatus, string, InvoiceSubject>;
export type InvoiceAction = ActionOf<typeof INVOICE_MACHINE>;

/** The one checker on the invoice machine, for the hooks of invoices and their lines. */
export const checkInvoiceAction = (action: InvoiceAction, row: InvoiceSubject): string | null => refusal(INVOICE_MACHINE, action, row);

// ---------------------------------------------------------------------------------------------
// Money: decimals are parsed into scaled BigInts, so no float ever enters a sum.

const QTY_SCALE = 3; // numeric(12,3)
const PRICE_SCALE = 4; // numeric(14,4)

/** A decimal (number or string) as an integer scaled by 10^scale; throws on what is not a decimal. */
export function toScaled(value: number | string | null | undefined, scale: number): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? value.toFixed(scale + 2) : String(value).trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`Not a decimal: ${value}`);
  const frac = (m[3] ?? '').padEnd(scale + 1, '0');
  // One guard digit, rounded half away from zero.
  let n = BigInt((m[2] || '0') + frac.slice(0, scale)) * 10n + BigInt(frac[scale]);
  n = (n + 5n) / 10n;
  return m[1] === '-' ? -n : n;
}

/** a / b rounded half away from zero (b > 0). */
const divRound = (a: bigint, b: bigint) => (a >= 0n ? (a * 2n + b) / (2n * b) : -((-a * 2n + b) / (2n * b)));

export interface LineInput {
  qty: number | string | null | undefined;
  unit_price: number | string | null | undefined;
  vat_code?: string | null;
}

/** A line's total in cents: qty × unit_price, rounded once to the cent. */
export function lineTotalCents(line: LineInput): number {
  const product = toScaled(line.qty ?? 1, QTY_SCALE) * toScaled(line.unit_price, PRICE_SCALE);
  return Number(divRound(product, 10n ** BigInt(QTY_SCALE + PRICE_SCALE - 2)));
}

export interface VatGroup {
  vat_code: string;
  rate: number;
  /** Shown "NA" (vat_not_subject) rather than a percentage. */
  label: string;
  base_cents: number;
  tax_cents: number;
}

export interface InvoiceTotals {
  total_untaxed_cents: number;
  total_tax_cents: number;
  total_cents: number;
  /** One group per VAT code used, tax computed once per group on the sum of its lines. */
  vat: VatGroup[];
}

export const vatLabel = (code: string | null | undefined) => (code === 'vat_not_subject' ? 'NA' : `${vatRate(code)}%`);

/**
 * The invoice totals: each line rounded to the cent, then per VAT code the tax on the sum of that
 * code's lines, rounded once. The same numbers in the API, the PDF and the console.
 */
export function invoiceTotals(lines: readonly LineInput[]): InvoiceTotals {
  const groups = new Map<string, bigint>();
  for (const l of lines) {
    const code = l.vat_code && Object.hasOwn(VAT_RATES, l.vat_code) ? l.vat_code : 'vat_0';
    groups.set(code, (groups.get(code) ?? 0n) + BigInt(lineTotalCents(l)));
  }
  const vat: VatGroup[] = [...groups.entries()]
    .sort(([a], [b]) => vatRate(b) - vatRate(a) || a.localeCompare(b))
    .map(([code, base]) => ({
      vat_code: code,
      rate: vatRate(code),
      label: vatLabel(code),
      base_cents: Number(base),
      // Rates such as 5.5 and 2.1 %: the rate in hundredths of a percent keeps the product exact.
      tax_cents: Number(divRound(base * BigInt(Math.round(vatRate(code) * 100)), 10_000n)),
    }));
  const untaxed = vat.reduce((s, g) => s + g.base_cents, 0);
  const tax = vat.reduce((s, g) => s + g.tax_cents, 0);
  return { total_untaxed_cents: untaxed, total_tax_cents: tax, total_cents: untaxed + tax, vat };
}

/** Cents as the decimal the API answers (12345 -> 123.45). */
export const centsToAmount = (cents: number) => cents / 100;
/** Cents as text with two decimals and no float on the way (-5 -> "-0.05"). */
export const formatCents = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

// ---------------------------------------------------------------------------------------------
// Belgian structured reference (OGM/VCS): 10 digits and 2 check digits = the 10 digits mod 97 (97 for 0).

export function structuredReference(base: number | bigint): string {
  const digits = String(BigInt(base) % 10_000_000_000n).padStart(10, '0');
  const check = Number(BigInt(digits) % 97n) || 97;
  const all = digits + String(check).padStart(2, '0');
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** True for +++ddd/dddd/ddddd+++ (or the 12 digits alone) with valid check digits. */
export function isStructuredReference(value: string): boolean {
  const digits = value.replace(/^\+\+\+|\+\+\+$|^\*\*\*|\*\*\*$|[/\s]/g, '');
  if (!/^\d{12}$/.test(digits)) return false;
  const check = Number(BigInt(digits.slice(0, 10)) % 97n) || 97;
  return check === Number(digits.slice(10));
}

/** Due date: the invoiced date plus the payment terms' days (30D = 30 days). */
export function dueDate(invoicedAt: string, paymentTerms: string | null | undefined): string {
  const days = Number(/^(\d+)D$/.exec(paymentTerms ?? '')?.[1] ?? 30);
  const d = new Date(`${invoicedAt}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Invoice number (docs/decisions/0020): F for invoices, C for credit notes, the billing company's
 * prefix, the year, and the 5-digit position in that sequence: F1-2026-00042.
 */
export const invoiceNumber = (type: string, prefix: number, year: number, seq: number) =>
  `${type === 'credit' ? 'C' : 'F'}${prefix}-${year}-${String(seq).padStart(5, '0')}`;
