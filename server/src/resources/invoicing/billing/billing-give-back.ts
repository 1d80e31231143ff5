// The invoiced state of an item is owned by the invoice that billed it (decision 0060). When billing
// writes its marks on services (billed_through, usage_billed_through, last_invoice_id), package lines
// (is_invoiced, invoice_id) and data pools (the pool's marks), it records each item's marks before and
// after in billing_marks, in the same transaction. Deleting (archiving) that draft gives them back:
// every item is set back to `before`, provided it still carries `after`; an item a later invoice has
// billed since refuses the deletion (naming that invoice), since giving it back would bill the later
// periods twice. A draft whose marks were given back cannot be restored (it would bill them again).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type CodedMessage, coded } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { billingMarks, dataPools, packageLines, services } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/registry.ts';
import { updateRow } from '../../../platform/store.ts';
import { dataPoolsResource } from '../../commercial/data_pools/data_pools.resource.ts';
import { packageLinesResource } from '../../commercial/package_lines/package_lines.resource.ts';
import { servicesResource } from '../../commercial/services/services.resource.ts';
import { registerGiveBack } from '../invoices/invoice-give-back-hook.ts';

export type MarkItem = 'service' | 'package_line' | 'data_pool';

export const GIVE_BACK_MESSAGES = {
  billedAgain: (item: string, invoiceId: unknown) =>
    `This draft cannot be deleted: ${item} was billed again since${invoiceId ? ` (invoice ${invoiceId})` : ''}; delete that later invoice first.`,
  givenBack: 'This billed draft gave its periods back when it was deleted; restoring it would bill them twice. Invoice the package or data pool again.',
} as const;

const ITEMS = {
  service: { table: services, resource: servicesResource, fields: ['billed_through', 'usage_billed_through', 'last_invoice_id'], label: 'service' },
  package_line: { table: packageLines, resource: packageLinesResource, fields: ['is_invoiced', 'invoice_id'], label: 'package line' },
  data_pool: { table: dataPools, resource: dataPoolsResource, fields: ['billed_through', 'usage_billed_through', 'last_invoice_id'], label: 'data pool' },
} as const;

export interface PendingMark {
  invoice_id: number;
  item: MarkItem;
  item_id: number;
  /** The fields billing is about to write. */
  after: Row;
}

/** One value as stored and compared: dates as ISO days, everything else as JSON. */
function norm(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (v === undefined) return null;
  return v;
}

async function currentValues(tx: Executor, item: MarkItem, ids: number[], lock: boolean): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  const { table, fields } = ITEMS[item];
  const cols: Record<string, any> = { id: table.id };
  for (const f of fields) cols[f] = (table as any)[f];
  const q = tx.select(cols).from(table).where(inArray(table.id, ids)).orderBy(table.id);
  const rows = (lock ? await q.for('update') : await q) as Row[];
  return new Map(rows.map((r) => [r.id as number, r]));
}

/**
 * Records the marks an invoice is about to write (call it before writing them): each item's fields
 * as they are now (`before`) and as billing will set them (`after`). Marks of no invoice (a run's bill
 * of zero charges) are not recorded: there is no draft to delete.
 */
export async function recordMarks(tx: Executor, marks: PendingMark[]): Promise<void> {
  const rows: (typeof billingMarks.$inferInsert)[] = [];
  for (const item of Object.keys(ITEMS) as MarkItem[]) {
    const mine = marks.filter((m) => m.item === item && m.invoice_id != null);
    const now = await currentValues(
      tx,
      item,
      mine.map((m) => m.item_id),
      false,
    );
    for (const m of mine) {
      const cur = now.get(m.item_id) ?? {};
      const before: Row = {};
      const after: Row = {};
      for (const f of Object.keys(m.after)) {
        before[f] = norm(cur[f]);
        after[f] = norm(m.after[f]);
      }
      rows.push({ invoice_id: m.invoice_id, item, item_id: m.item_id, before, after });
    }
  }
  if (rows.length) await tx.insert(billingMarks).values(rows);
}

/** The service and package-line marks of a package bill, as pending marks of its invoice. */
export function pendingMarks(invoiceId: number | null | undefined, item: MarkItem, fields: Map<number, Row>): PendingMark[] {
  if (invoiceId == null) return [];
  return [...fields].filter(([, after]) => Object.keys(after).length > 0).map(([item_id, after]) => ({ invoice_id: invoiceId, item, item_id, after }));
}

/**
 * Gives back what a draft invoice billed (its beforeArchive): answers a refusal when an item has been
 * billed again since, else sets every item back to its `before` and forgets the marks. A draft billed
 * before marks were recorded gives back its package lines (their invoice_id names it).
 */
export async function giveBack(tx: Executor, ctx: Ctx, invoice: Row): Promise<CodedMessage | undefined> {
  const marks = await tx.select().from(billingMarks).where(eq(billingMarks.invoice_id, invoice.id)).orderBy(billingMarks.item, billingMarks.item_id);
  const writes: { item: MarkItem; id: number; fields: Row }[] = [];
  for (const item of Object.keys(ITEMS) as MarkItem[]) {
    const mine = marks.filter((m) => m.item === item);
    const now = await currentValues(
      tx,
      item,
      mine.map((m) => m.item_id),
      true,
    );
    for (const m of mine) {
      const cur = now.get(m.item_id);
      if (!cur) continue;
      const after = m.after as Row;
      for (const f of Object.keys(after)) {
        if (JSON.stringify(norm(cur[f])) !== JSON.stringify(after[f])) {
          const later = item === 'package_line' ? cur.invoice_id : cur.last_invoice_id;
          const what = `${ITEMS[item].label} ${m.item_id}`;
          return later && later !== invoice.id
            ? coded('draft_billed_again_by', { item: what, invoice: String(later) })
            : coded('draft_billed_again', { item: what });
        }
      }
      writes.push({ item, id: m.item_id, fields: m.before as Row });
    }
  }
  for (const w of writes) await updateRow(tx, ctx, ITEMS[w.item].resource as any, w.id, w.fields, { hooks: false });
  if (marks.length) await tx.delete(billingMarks).where(eq(billingMarks.invoice_id, invoice.id));
  // Drafts billed before marks existed: their package lines name them.
  const legacy = await tx
    .select({ id: packageLines.id })
    .from(packageLines)
    .where(and(eq(packageLines.invoice_id, invoice.id), sql`${packageLines.archived_at} is null`))
    .orderBy(packageLines.id)
    .for('update');
  for (const l of legacy) await updateRow(tx, ctx, packageLinesResource, l.id, { is_invoiced: false, invoice_id: null }, { hooks: false });
  return undefined;
}

/** beforeUnarchive of invoices: a billed draft that gave its periods back stays deleted. */
export function restoreRefusal(invoice: Row): CodedMessage | undefined {
  if (invoice.status === 'draft' && (invoice.source === 'package' || invoice.source === 'data_pool')) return coded('draft_given_back');
  return undefined;
}

registerGiveBack({ giveBack, restoreRefusal });
