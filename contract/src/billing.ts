// Billing from the order book (spec 2 §2 Packages Preview and Invoice, §7 /packages/{id}/invoice and
// /simulate; docs/decisions/0030, 0031): the answer of a preview, the month-end run's states and
// the messages both halves show.

/** One line the next invoice would carry, and what it bills. */
export interface BillingCharge {
  /** recurring, onetime, hardware, usage, topup (services and lines); pool, pool_usage (data pools). */
  kind: 'recurring' | 'onetime' | 'hardware' | 'usage' | 'topup' | 'pool' | 'pool_usage';
  /** The record billed: a service, a package line or a data pool. */
  item: 'service' | 'package_line' | 'data_pool';
  item_id: number;
  type: string;
  product_name: string | null;
  product_reference: string | null;
  package_reference: string | null;
  reference: string | null;
  customer_reference: string | null;
  description: string;
  qty: number;
  unit_price: number;
  vat_code: string | null;
  start_date: string | null;
  end_date: string | null;
  total: number;
}

/** Something due that was left out, and why (a service without a price, a pool without a start date...). */
export interface BillingSkip {
  item: 'service' | 'package_line' | 'data_pool' | 'package';
  item_id: number;
  reference: string | null;
  reason: string;
}

/** The seller of a preview (spec 2 §2 "billing company"): the company the invoice will be issued by. */
export interface BillingCompanyParty {
  id: number;
  name: string;
  vat_number: string | null;
  street: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
}

/** The buyer of a preview (spec 2 §2 "invoicing address"): the billing address the invoice will carry. */
export interface InvoicingAddressParty {
  id: number;
  name: string;
  street: string | null;
  number: string | null;
  box: string | null;
  street_bis: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
  vat: string | null;
}

/** GET /packages/{id}/simulate and the Preview tab: what POST /packages/{id}/invoice would bill now. */
export interface BillingPreview {
  package_id?: number;
  data_pool_id?: number;
  /** The month billed (YYYY-MM): recurring prices up to its last day. */
  period: string;
  /** Usage and top-ups are billed for the months ended before this day (charged at month end). */
  usage_through: string | null;
  currency: string;
  lines: BillingCharge[];
  skipped: BillingSkip[];
  total_untaxed: number;
  total_tax: number;
  total: number;
  /** The invoice header as the invoice will have it (null when the order points at none, or a missing row). */
  billing_company?: BillingCompanyParty | null;
  invoicing_address?: InvoicingAddressParty | null;
}

export const BILLING_RUN_STATUSES = ['ready', 'queued', 'running', 'done', 'failed'] as const;
export type BillingRunStatus = (typeof BILLING_RUN_STATUSES)[number];
/** A run can be launched when ready, and launched again after a failure (it resumes where it stopped). */
export const BILLING_RUN_LAUNCHABLE: readonly BillingRunStatus[] = ['ready', 'failed'];
/** Skips listed on a run (the count goes on). */
export const BILLING_RUN_SKIPPED_LIST_LIMIT = 500;
/** YYYY-MM */
export const BILLING_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const BILLING_MESSAGES = {
  invoiced: 'Package Invoiced',
  poolInvoiced: 'Data pool invoiced',
  runQueued: 'Billing run launched',
  dunning: (n: number) => `${n} payment reminder(s) sent`,
  period: 'A month as YYYY-MM.',
  runExists: (period: string) => `A billing run for ${period} already exists.`,
  runState: (status: string) => `Cannot launch a billing run with status ${status}: allowed only when ready or failed.`,
  nothingDue: (what: string, through: string) => `Nothing to invoice on ${what} up to ${through}: everything due is already billed.`,
} as const;

/** Dunning (issue 11): reminders for unpaid invoices at these days past the due date, level 1, 2, 3. */
export const DUNNING_STEPS = [7, 15, 30] as const;
/** The level due on `today` for an invoice due on `dueDate` (0: none yet). */
export function dunningLevelDue(dueDate: string | null | undefined, today: string): number {
  if (!dueDate) return 0;
  const days = Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
  return DUNNING_STEPS.filter((d) => days >= d).length;
}
