// Billing a package from the order book (spec 2 §2 Preview and Invoice, §7 POST /packages/{id}/invoice
// and GET /packages/{id}/simulate; decision 0030). One computation, `billPackage`: what is due and not
// yet billed, as the lines of the next invoice plus the marks that record it. simulate and the
// Preview tab run it and save nothing; invoice runs it on the locked package, creates the draft
// invoice and writes the marks in the same transaction, so a racing second request waits for the
// first and then finds nothing left to bill.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  type BillingCharge,
  type BillingPreview,
  type BillingSkip,
  PACKAGE_MACHINE,
  refusal,
  supplyOfLineType,
  type TransitionSubject,
  type VatParties,
} from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { deviceProducts, packageLines, packages, serviceProducts, services, usageRollups } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { findRow, selection, updateRow, updateRowsEach } from '../../../platform/store.ts';
import { type BillingWindow, charge, chargeVatCode, draftInvoices, invoiceDue, lineType, orderHead, orderParties, totalsOf } from './billing-invoice.ts';
import { type PendingMark, pendingMarks, recordMarks } from './billing-give-back.ts';
import { previewParties } from './billing-parties.ts';
import { packageLinesResource } from '../../commercial/package_lines/package_lines.resource.ts';
import { servicesResource } from '../../commercial/services/services.resource.ts';
import { addDays, gbOf, monthEnd, monthStart, proratedCents, recurringPeriods, usageMonths } from './billing-periods.ts';
import { PACKAGE_ACTION_MESSAGES } from '../../commercial/packages/packages.actions.ts';
import { packagesResource } from '../../commercial/packages/packages.resource.ts';

export const PACKAGE_BILLING_MESSAGES = {
  otherCurrency: (service: string, pkg: string) =>
    `The service is priced in ${service} and the package bills in ${pkg}: not billed (no conversion); price the service in ${pkg}.`,
} as const;

/** What an invoice changes on the services and lines it bills. */
export interface BillingMarks {
  services: Map<number, { billed_through?: string; usage_billed_through?: string; invoiced: boolean }>;
  lines: number[];
}

export interface PackageBill {
  preview: BillingPreview;
  marks: BillingMarks;
}

const money = (v: unknown) => (v == null ? null : Number(v));

async function billableServices(exec: Executor, packageIds: number[]) {
  return exec
    .select({
      id: services.id,
      package_id: services.package_id,
      reference: services.reference,
      type: services.type,
      frequency: services.frequency,
      name: services.name,
      product_name: services.product_name,
      product_reference: serviceProducts.reference,
      product_extra_price: serviceProducts.extra_price,
      customer_reference: services.customer_reference,
      invoice_reference: services.invoice_reference,
      price: services.price,
      qty: services.qty,
      vat_code: services.vat_code,
      currency: services.currency,
      start_date: services.start_date,
      end_date: services.end_date,
      device_id: services.device_id,
      data_pool_id: services.data_pool_id,
      data_included: services.data_included,
      data_extra_price: services.data_extra_price,
      top_up_blocks_history: services.top_up_blocks_history,
      last_invoice_id: services.last_invoice_id,
      billed_through: services.billed_through,
      usage_billed_through: services.usage_billed_through,
    })
    .from(services)
    .leftJoin(serviceProducts, eq(serviceProducts.id, services.product_id))
    .where(and(inArray(services.package_id, packageIds), isNull(services.archived_at), ne(services.status, 'DRAFT'), sql`${services.start_date} is not null`))
    .orderBy(asc(services.id));
}
type BillableService = Awaited<ReturnType<typeof billableServices>>[number];
type BillableLine = Awaited<ReturnType<typeof billableLines>>[number];

async function billableLines(exec: Executor, packageIds: number[]) {
  return exec
    .select({
      id: packageLines.id,
      package_id: packageLines.package_id,
      price: packageLines.price,
      qty: packageLines.qty,
      notes: packageLines.notes,
      serials: packageLines.serials,
      delivery_date: packageLines.delivery_date,
      shipping_date: packageLines.shipping_date,
      product_name: deviceProducts.name,
      product_reference: deviceProducts.reference,
    })
    .from(packageLines)
    .leftJoin(deviceProducts, eq(deviceProducts.id, packageLines.device_product_id))
    .where(
      and(
        inArray(packageLines.package_id, packageIds),
        isNull(packageLines.archived_at),
        eq(packageLines.is_invoiced, false),
        eq(packageLines.is_free, false),
        inArray(packageLines.status, ['shipped', 'delivered']),
      ),
    )
    .orderBy(asc(packageLines.id));
}

/** Monthly bytes per device for the months of [from, to], all sources together (the usage rollups). */
async function deviceUsage(exec: Executor, deviceIds: number[], from: string, to: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (deviceIds.length === 0 || from > to) return out;
  const rows = await exec
    .select({ key: usageRollups.key_id, period: usageRollups.period, bytes: sql<string>`sum(${usageRollups.bytes})` })
    .from(usageRollups)
    .where(
      and(
        eq(usageRollups.grain, 'month'),
        eq(usageRollups.dimension, 'device'),
        inArray(usageRollups.key_id, deviceIds),
        sql`${usageRollups.period} between ${from} and ${to}`,
      ),
    )
    .groupBy(usageRollups.key_id, usageRollups.period);
  for (const r of rows) out.set(`${r.key}:${String(r.period).slice(0, 10)}`, Number(r.bytes));
  return out;
}

const span = (a: string, b: string) => `${a} to ${b}`;

/** The charges of one service and the marks that record them. */
function serviceCharges(
  s: BillableService,
  pkg: Row,
  w: BillingWindow,
  usage: Map<string, number>,
  parties: VatParties,
  out: { lines: BillingCharge[]; skipped: BillingSkip[]; marks: BillingMarks },
) {
  const start = s.start_date as string;
  const type = lineType(s.type);
  const base = {
    item: 'service' as const,
    item_id: s.id,
    type,
    product_name: s.product_name ?? s.name,
    product_reference: s.product_reference,
    package_reference: pkg.reference ?? null,
    reference: s.invoice_reference ?? s.reference,
    customer_reference: s.customer_reference ?? pkg.customer_reference ?? null,
    vat_code: chargeVatCode(s.vat_code, pkg.default_vat_code, parties, supplyOfLineType(type)),
  };
  const name = s.name ?? s.product_name ?? s.reference ?? `Service ${s.id}`;
  const mark: { billed_through?: string; usage_billed_through?: string; invoiced: boolean } = { invoiced: false };
  const skip = (reason: string) => out.skipped.push({ item: 'service', item_id: s.id, reference: s.reference, reason });
  const price = money(s.price);
  // A package bills in its currency (decision 0060): a service priced in another is skipped, never relabelled.
  if (s.currency !== pkg.currency) {
    skip(PACKAGE_BILLING_MESSAGES.otherCurrency(s.currency, pkg.currency));
    return;
  }

  if (s.frequency === 'onetime') {
    if (s.last_invoice_id == null && s.billed_through == null && start <= w.through) {
      if (price == null) skip('The service has no price.');
      else {
        mark.billed_through = start;
        if (price !== 0)
          out.lines.push(charge({ ...base, kind: 'onetime', description: name, qty: s.qty, unit_price: price, start_date: start, end_date: null }));
      }
    }
  } else {
    const periods = recurringPeriods(s.frequency, start, s.end_date, s.billed_through, w.through);
    if (periods.length && price == null) skip('The service has no price.');
    else if (periods.length) {
      mark.billed_through = periods[periods.length - 1].period_end;
      for (const p of periods) {
        const cents = proratedCents(price!, p.days, p.period_days);
        if (cents === 0) continue;
        const prorated = p.days === p.period_days ? '' : ` (prorated ${p.days}/${p.period_days} days)`;
        out.lines.push(
          charge({
            ...base,
            kind: 'recurring',
            description: `${name}, ${s.frequency} ${span(p.start, p.end)}${prorated}`,
            qty: s.qty,
            unit_price: cents / 100,
            start_date: p.start,
            end_date: p.end,
          }),
        );
      }
    }
  }

  // Usage above the data included, and Starlink top-ups: for the months ended (charged at month end).
  const extra = money(s.data_extra_price) ?? money(s.product_extra_price);
  const metered = s.data_included != null && s.device_id != null && s.data_pool_id == null;
  const lastUsageDay = s.end_date && s.end_date < w.usage_through ? monthEnd(s.end_date) : w.usage_through;
  const months = usageMonths(start, s.usage_billed_through, lastUsageDay);
  const topUps = (s.top_up_blocks_history ?? []).filter((t) => t.start_date > (s.usage_billed_through ?? '') && t.start_date <= w.usage_through);
  if ((metered || topUps.length) && months.length) {
    if (extra == null && (metered || topUps.length)) skip('The service has no price for data above its allowance.');
    else {
      mark.usage_billed_through = monthEnd(months[months.length - 1]);
      if (metered) {
        for (const m of months) {
          const used = gbOf(usage.get(`${s.device_id}:${m}`) ?? 0);
          const over = Math.round((used - Number(s.data_included)) * 1000) / 1000;
          if (over <= 0) continue;
          out.lines.push(
            charge({
              ...base,
              kind: 'usage',
              description: `${name}, data above ${Number(s.data_included)} GB in ${m.slice(0, 7)} (${used} GB used)`,
              qty: over,
              unit_price: extra!,
              start_date: m,
              end_date: monthEnd(m),
            }),
          );
        }
      }
      for (const t of topUps) {
        out.lines.push(
          charge({
            ...base,
            kind: 'topup',
            description: `${name}, top-up of ${Number(t.data_amount)} GB on ${t.start_date}`,
            qty: Number(t.data_amount),
            unit_price: extra!,
            start_date: t.start_date,
            end_date: t.expiration_date ?? null,
          }),
        );
      }
    }
  }
  if (mark.billed_through || mark.usage_billed_through) out.marks.services.set(s.id, mark);
}

/** What the bills of some packages read: their billable services and lines, and the usage of their metered devices. */
interface BillingInputs {
  services: Map<number, BillableService[]>;
  lines: Map<number, BillableLine[]>;
  usage: Map<string, number>;
  /** The VAT parties of each package (decision 0056), by package id. */
  parties: Map<number, VatParties>;
}

const billable = (pkg: Row) => !pkg.is_free && pkg.status !== 'draft';

const groupBy = <T extends { package_id: number | null }>(rows: T[]) => {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.package_id!, [...(out.get(r.package_id!) ?? []), r]);
  return out;
};

/** One read each of the services, the lines and the rollups for every billable package given. */
async function billingInputs(exec: Executor, pkgs: Row[], w: BillingWindow): Promise<BillingInputs> {
  const ids = pkgs.filter(billable).map((p) => p.id as number);
  if (ids.length === 0) return { services: new Map(), lines: new Map(), usage: new Map(), parties: new Map() };
  const list = await billableServices(exec, ids);
  const metered = list.filter((s) => s.data_included != null && s.device_id != null && s.data_pool_id == null);
  // From the earliest month any metered service has not billed.
  const from = metered
    .map((s) => (s.usage_billed_through ? addDays(s.usage_billed_through, 1) : (s.start_date as string)))
    .reduce((a, b) => (a < b ? a : b), w.usage_through);
  const usage = await deviceUsage(exec, [...new Set(metered.map((s) => s.device_id!))], monthStart(from), w.usage_through);
  const parties = await orderParties(exec, pkgs.filter(billable));
  return { services: groupBy(list), lines: groupBy(await billableLines(exec, ids)), usage, parties };
}

/** The bill of one package from the inputs read for it: pure, the same for a preview, an invoice and a run's batch. */
function computeBill(pkg: Row, w: BillingWindow, inputs: BillingInputs): PackageBill {
  const out = { lines: [] as BillingCharge[], skipped: [] as BillingSkip[], marks: { services: new Map(), lines: [] as number[] } as BillingMarks };
  if (pkg.is_free) {
    out.skipped.push({ item: 'package', item_id: pkg.id, reference: pkg.reference, reason: 'The package is free.' });
  } else if (pkg.status !== 'draft') {
    const parties = inputs.parties.get(pkg.id)!;
    for (const s of inputs.services.get(pkg.id) ?? []) serviceCharges(s, pkg, w, inputs.usage, parties, out);
    for (const l of inputs.lines.get(pkg.id) ?? []) {
      const price = money(l.price);
      if (price == null) {
        out.skipped.push({ item: 'package_line', item_id: l.id, reference: l.product_reference, reason: 'The package line has no price.' });
        continue;
      }
      out.marks.lines.push(l.id);
      if (price === 0) continue;
      const serials = l.serials?.length ? ` (${l.serials.join(', ')})` : '';
      out.lines.push(
        charge({
          kind: 'hardware',
          item: 'package_line',
          item_id: l.id,
          type: 'distribution',
          product_name: l.product_name ?? 'Hardware',
          product_reference: l.product_reference,
          package_reference: pkg.reference ?? null,
          reference: null,
          customer_reference: pkg.customer_reference ?? null,
          description: `${l.product_name ?? 'Hardware'}${serials}`,
          qty: l.qty,
          unit_price: price,
          // A device product is goods: K to a buyer in another EU state with a VAT number, G outside the EU.
          vat_code: chargeVatCode(null, pkg.default_vat_code, parties, 'goods'),
          start_date: l.delivery_date ?? l.shipping_date ?? null,
          end_date: null,
        }),
      );
    }
  }
  return {
    preview: {
      package_id: pkg.id,
      period: w.period,
      usage_through: w.usage_through,
      currency: pkg.currency,
      lines: out.lines,
      skipped: out.skipped,
      ...totalsOf(out.lines),
    },
    marks: out.marks,
  };
}

/**
 * What the package owes on the billing window and is not billed yet. Reads only: the caller decides
 * whether it is a preview or an invoice (then with the package locked, see invoicePackage).
 */
export async function billPackage(exec: Executor, pkg: Row, w: BillingWindow): Promise<PackageBill> {
  return computeBill(pkg, w, await billingInputs(exec, [pkg], w));
}

/** The fields an invoice (or, in a run, a bill of zero charges: null) writes on the services and lines it settles. */
function markFields(bill: PackageBill, invoice: Row | null): { services: Map<number, Row>; lines: Map<number, Row> } {
  const services = new Map<number, Row>();
  for (const [sid, m] of bill.marks.services) {
    const invoiced = invoice && bill.preview.lines.some((l) => l.item === 'service' && l.item_id === sid);
    const fields: Row = {};
    if (m.billed_through) fields.billed_through = m.billed_through;
    if (m.usage_billed_through) fields.usage_billed_through = m.usage_billed_through;
    if (invoiced) fields.last_invoice_id = invoice!.id;
    services.set(sid, fields);
  }
  const lines = new Map<number, Row>(bill.marks.lines.map((lid) => [lid, { is_invoiced: true, invoice_id: invoice?.id ?? null }]));
  return { services, lines };
}

export async function previewPackage(exec: Executor, id: number, w: BillingWindow): Promise<BillingPreview> {
  const pkg = await findRow(exec, packagesResource, id);
  if (!pkg) throw notFound(PACKAGE_ACTION_MESSAGES.notFound);
  // With the invoice's header: the company and billing address it will be issued between.
  return { ...(await billPackage(exec, pkg, w)).preview, ...(await previewParties(exec, pkg)) };
}

/**
 * Invoice: the package locked, the bill computed, a draft invoice of its lines, and the services and
 * lines marked with it. Nothing due: 409. Answers the invoice, or null when `quiet` and nothing is due.
 */
export async function invoicePackage(tx: Executor, ctx: Ctx, id: number, w: BillingWindow, quiet = false): Promise<{ invoice: Row | null; bill: PackageBill }> {
  const pkg = await beginAction(tx, packagesResource, PACKAGE_MACHINE, id, 'invoice', { missing: PACKAGE_ACTION_MESSAGES.notFound });
  const bill = await billPackage(tx, pkg, w);
  const invoice = await invoiceDue(tx, ctx, pkg, { source: 'package', package_id: pkg.id }, bill.preview.lines, w, `package ${pkg.reference ?? pkg.id}`, quiet);
  // In a run, marks are written even when every charge was zero: those periods are settled.
  const marks = markFields(bill, invoice);
  // Owned by the invoice (decision 0060): what it changes is recorded, so deleting the draft gives it back.
  await recordMarks(tx, [...pendingMarks(invoice?.id, 'service', marks.services), ...pendingMarks(invoice?.id, 'package_line', marks.lines)]);
  for (const [sid, fields] of marks.services) await updateRow(tx, ctx, servicesResource, sid, fields, { hooks: false });
  for (const [lid, fields] of marks.lines) await updateRow(tx, ctx, packageLinesResource, lid, fields, { hooks: false });
  return { invoice, bill };
}

/** What a run's batch did with one package: its invoice (or none), its bill, or why it was refused. */
export interface BatchOutcome {
  invoice: Row | null;
  bill: PackageBill | null;
  refused?: string;
}

/**
 * A billing run's batch of packages (decision 0040), set-based: the packages locked in id order by one
 * statement, the bills computed as invoicePackage computes each (one read of the services, lines and
 * usage for all), then one insert of the invoices, one of their lines, one update of the services'
 * marks and one of the lines', each logged by one insert. The same rows and log entries as invoicing
 * each package quietly in turn; a package the state machine refuses is answered with the reason and
 * left untouched. Any error fails the whole batch (the caller bills it again item by item).
 */
export async function invoicePackages(tx: Executor, ctx: Ctx, ids: number[], w: BillingWindow): Promise<Map<number, BatchOutcome>> {
  const out = new Map<number, BatchOutcome>();
  const locked = (await tx
    .select(selection(packagesResource))
    .from(packages)
    .where(inArray(packages.id, ids))
    .orderBy(asc(packages.id))
    .for('update')) as Row[];
  const found = new Map(locked.map((p) => [p.id as number, p]));
  const open: Row[] = [];
  for (const id of ids) {
    const pkg = found.get(id);
    const refused = pkg ? refusal(PACKAGE_MACHINE, 'invoice', pkg as TransitionSubject) : PACKAGE_ACTION_MESSAGES.notFound;
    if (refused) out.set(id, { invoice: null, bill: null, refused });
    else open.push(pkg!);
  }
  const inputs = await billingInputs(tx, open, w);
  const bills = open.map((pkg) => ({ pkg, bill: computeBill(pkg, w, inputs) }));
  const due = bills.filter((b) => b.bill.preview.lines.length > 0);
  const invoices = await draftInvoices(
    tx,
    ctx,
    due.map((b) => ({ head: orderHead(b.pkg, { source: 'package', package_id: b.pkg.id }), lines: b.bill.preview.lines })),
    w.as_of,
  );
  const invoiceOf = new Map(due.map((b, i) => [b.pkg.id as number, invoices[i]]));
  const serviceMarks = new Map<number, Row>();
  const lineMarks = new Map<number, Row>();
  const owned: PendingMark[] = [];
  for (const { pkg, bill } of bills) {
    const invoice = invoiceOf.get(pkg.id) ?? null;
    const marks = markFields(bill, invoice);
    owned.push(...pendingMarks(invoice?.id, 'service', marks.services), ...pendingMarks(invoice?.id, 'package_line', marks.lines));
    for (const [k, v] of marks.services) serviceMarks.set(k, v);
    for (const [k, v] of marks.lines) lineMarks.set(k, v);
    out.set(pkg.id, { invoice, bill });
  }
  await recordMarks(tx, owned);
  await updateRowsEach(tx, ctx, servicesResource, serviceMarks);
  await updateRowsEach(tx, ctx, packageLinesResource, lineMarks);
  return out;
}
