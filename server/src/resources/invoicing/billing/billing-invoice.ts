// What the package and data-pool billing share (decision 0030): the billing month of a request, the
// totals of a preview (the contract's invoiceTotals, as the invoice will have them), and the draft
// invoice made of the charges, created through the invoices resource so its lines, totals and log follow.
import {
  BILLING_MESSAGES,
  BILLING_PERIOD_PATTERN,
  type BillingCharge,
  centsToAmount,
  defaultVatCode,
  invoiceTotals,
  INVOICE_LINE_TYPES,
  lineTotalCents,
  PACKAGE_DEFAULTS,
  type Supply,
  type VatParties,
  vatCodeRefusal,
} from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { appError, badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { createRow, createRows } from '../../../platform/store.ts';
import { invoiceLinesResource, newLineValues, withVatCodes } from '../invoice_lines/invoice_lines.resource.ts';
import { monthEnd, usageThrough } from './billing-periods.ts';
import { partiesKey, vatPartiesMany } from '../../crm/addresses/vat-parties.ts';
import { LINE_FIELD_NAMES } from '../invoices/invoice-line-fields.ts';
import { invoicesResource, prepareDrafts } from '../invoices/invoices.resource.ts';

export interface BillingWindow {
  /** YYYY-MM */
  period: string;
  /** Recurring prices are billed up to this day (the period's last day). */
  through: string;
  /** Usage and top-ups up to this day (the last month ended before asOf). */
  usage_through: string;
  as_of: string;
}

/** The billing month asked for (default: asOf's month). */
export function billingWindow(period: string | null | undefined, asOf = today()): BillingWindow {
  const p = period || asOf.slice(0, 7);
  if (!BILLING_PERIOD_PATTERN.test(p)) throw badRequest(BILLING_MESSAGES.period, { period: BILLING_MESSAGES.period });
  const through = monthEnd(`${p}-01`);
  return { period: p, through, usage_through: usageThrough(asOf, through), as_of: asOf };
}

/** The invoice line type of a service type (the two lists differ: satellite add-ons bill as starlink). */
export function lineType(serviceType: string): string {
  if ((INVOICE_LINE_TYPES as readonly string[]).includes(serviceType)) return serviceType;
  if (serviceType === 'starlink_data_pool') return 'data_pool';
  if (serviceType === 'terminal_access') return 'starlink';
  return 'other';
}

/** The code of a charge whose seller the VAT rules do not judge and whose order has no default. */
const UNJUDGED_SELLER_VAT_CODE = 'vat_21';
/** Codes of goods only (K intra-Community, G exported goods): never a service's (decision 0056). */
const GOODS_ONLY_CODES: readonly string[] = ['vat_intra_goods_0', 'vat_export_goods_0'];
/** Codes that say nothing of the supply, only of the buyer: not subject (O), sea-going vessels (E). */
const SUPPLY_FREE_CODES: readonly string[] = ['vat_not_subject', 'vat_seagoing'];

/**
 * The VAT code of a charge (decision 0056). A code set on the service itself is kept: when it does not
 * fit the parties, the line write refuses it with the code and the countries (the run skips the package
 * with that reason). The order's default is only a default: a service takes it when it fits the parties
 * and is not a code of goods (K, G goods); hardware (goods) takes it only when it is not subject (O) or
 * sea-going (E), since a package's rate is its services' rate. Otherwise the parties' default for the
 * supply: the seller's standard rate at home, K (goods) or AE (services) to a buyer in another EU state
 * with a VAT number, G outside the EU. A seller the rules do not judge (no country, or a country whose
 * rates we do not hold: the check-vat command lists it) keeps the order's default, else 21 % as before
 * the rules.
 */
export function chargeVatCode(own: string | null | undefined, orderDefault: string | null | undefined, parties: VatParties, supply: Supply): string {
  if (own) return own;
  const fits =
    !!orderDefault &&
    vatCodeRefusal(orderDefault, parties) === null &&
    (supply === 'goods' ? SUPPLY_FREE_CODES.includes(orderDefault) : !GOODS_ONLY_CODES.includes(orderDefault));
  if (fits) return orderDefault!;
  return defaultVatCode(parties, supply) ?? orderDefault ?? UNJUDGED_SELLER_VAT_CODE;
}

/** The company an order's invoice is issued by: its own, else the default the invoice write falls back to. */
export const orderCompanyId = (order: Row): number => order.billing_company_id ?? PACKAGE_DEFAULTS.billing_company_id;

/** The parties (billing company, billing address) of some orders, one read for all; keyed by the order's id. */
export async function orderParties(exec: Executor, orders: Row[]): Promise<Map<number, VatParties>> {
  const companyOf = orderCompanyId;
  const parties = await vatPartiesMany(
    exec,
    orders.map((o) => ({ companyId: companyOf(o), addressId: o.invoicing_address_id ?? null })),
  );
  return new Map(orders.map((o) => [o.id as number, parties.get(partiesKey(companyOf(o), o.invoicing_address_id ?? null))!]));
}

export const charge = (c: Omit<BillingCharge, 'total'>): BillingCharge => ({ ...c, total: centsToAmount(lineTotalCents(c)) });

export function totalsOf(lines: BillingCharge[]) {
  const t = invoiceTotals(lines);
  return { total_untaxed: centsToAmount(t.total_untaxed_cents), total_tax: centsToAmount(t.total_tax_cents), total: centsToAmount(t.total_cents) };
}

/** A draft invoice carrying the charges as lines, dated asOf. */
export async function draftInvoice(tx: Executor, ctx: Ctx, head: Row, lines: BillingCharge[], asOf: string): Promise<Row> {
  return createRow(tx, ctx, invoicesResource, {
    ...head,
    invoice_type: 'invoice',
    invoiced_at: asOf,
    lines: lines.map((l) => Object.fromEntries(LINE_FIELD_NAMES.map((k) => [k, l[k]]))),
  });
}

/** The head of the draft invoice of an order's charges: its billing fields taken from the order. */
export function orderHead(order: Row, link: { source: 'package'; package_id: number } | { source: 'data_pool'; data_pool_id: number }): Row {
  return {
    ...link,
    billing_company_id: order.billing_company_id,
    invoicing_address_id: order.invoicing_address_id,
    currency: order.currency,
    so_numbers: order.so_number ?? null,
    purchase_order: order.customer_reference ?? null,
  };
}

/**
 * Many draft invoices at once (a billing run's batch), set-based: the same rows and log entries as
 * draftInvoice gives each (the invoice with its final totals, its lines), in one insert of the invoices,
 * one of their lines and one of the log. The totals are those of the stored lines (invoiceTotals, as the
 * line writes recompute them); a difference from the charges' totals fails the batch.
 */
export async function draftInvoices(tx: Executor, ctx: Ctx, charged: { head: Row; lines: BillingCharge[] }[], asOf: string): Promise<Row[]> {
  if (charged.length === 0) return [];
  // VAT codes by the parties, as the line hooks give them (decision 0056); one that does not fit fails the batch.
  const drafts = await withVatCodes(tx, charged);
  const heads = await prepareDrafts(
    tx,
    drafts.map((d) => ({ ...d.head, invoice_type: 'invoice', invoiced_at: asOf })),
  );
  const lineValues = drafts.map((d, i) =>
    d.lines.map((l) => newLineValues({ ...Object.fromEntries(LINE_FIELD_NAMES.map((k) => [k, l[k]])), invoice_id: heads[i].id })),
  );
  const created = await createRows(
    tx,
    ctx,
    invoicesResource,
    heads.map((h, i) => ({ ...h, ...totalsOf(drafts[i].lines) })),
  );
  const lines = await createRows(tx, ctx, invoiceLinesResource, lineValues.flat());
  const stored = new Map<number, Row[]>();
  for (const l of lines) stored.set(l.invoice_id, [...(stored.get(l.invoice_id) ?? []), l]);
  for (const inv of created) {
    const t = totalsOf((stored.get(inv.id) ?? []) as BillingCharge[]);
    if (Number(inv.total_untaxed) !== t.total_untaxed || Number(inv.total_tax) !== t.total_tax || Number(inv.total) !== t.total) {
      throw new Error(`The totals of draft invoice ${inv.id} differ from its stored lines.`);
    }
  }
  const byId = new Map(created.map((r) => [r.id as number, r]));
  return heads.map((h) => byId.get(h.id)!);
}

/**
 * The draft invoice of what an order (package or data pool) has due: its billing head taken from the
 * order, the charges as lines. Nothing due: null in a run (`quiet`), else 409 naming the order.
 */
export async function invoiceDue(
  tx: Executor,
  ctx: Ctx,
  order: Row,
  link: { source: 'package'; package_id: number } | { source: 'data_pool'; data_pool_id: number },
  lines: BillingCharge[],
  w: BillingWindow,
  named: string,
  quiet: boolean,
): Promise<Row | null> {
  if (!lines.length) {
    if (quiet) return null;
    throw appError('billing_nothing_due', { what: named, through: w.through });
  }
  return draftInvoice(tx, ctx, orderHead(order, link), lines, w.as_of);
}
