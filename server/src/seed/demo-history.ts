// A believable history for the demo records (issue 14: their Logs tabs said "No activity recorded
// yet"). The bulk inserts above write no log, so a few everyday edits by the demo staff are made here
// through the same write path as the console's (updateRow: snapshot, write, log in the transaction),
// each signed by the person who would make it.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { customers, devices, logs, sites, users } from '../db/schema/index.ts';
import { type ChangeInput, insertHistory } from '../platform/changelog.ts';
import type { Actor, Ctx } from '../platform/context.ts';
import type { ResourceDef } from '../platform/registry.ts';
import { creationChange, selection, updateRow } from '../platform/store.ts';
import { customersResource } from '../resources/crm/customers/customers.resource.ts';
import { devicesResource } from '../resources/inventory/devices/devices.resource.ts';
import { sitesResource } from '../resources/crm/sites/sites.resource.ts';
import { contactsResource } from '../resources/crm/contacts/contacts.resource.ts';
import { linesResource } from '../resources/inventory/lines/lines.resource.ts';
import { simcardsResource } from '../resources/inventory/simcards/simcards.resource.ts';
import { packagesResource } from '../resources/commercial/packages/packages.resource.ts';
import { servicesResource } from '../resources/commercial/services/services.resource.ts';
import { invoicesResource } from '../resources/invoicing/invoices/invoices.resource.ts';
import { invoiceLinesResource } from '../resources/invoicing/invoice_lines/invoice_lines.resource.ts';
import { packageLinesResource } from '../resources/commercial/package_lines/package_lines.resource.ts';

async function staffCtx(tx: Executor, email: string): Promise<Ctx> {
  const [u] = await tx.select().from(users).where(eq(users.email, email));
  const actor: Actor = {
    id: u.id,
    email: u.email,
    name: `${u.firstname} ${u.lastname}`.trim(),
    is_admin: u.is_admin,
    is_staff: u.is_staff,
    customer_id: null,
    permissions: [],
  };
  return { actor };
}

const CUSTOMER_NOTES = ['Quarterly review with the account manager.', 'Prefers deliveries on Tuesday mornings.', 'Invoices to the finance mailbox only.'];
const SITE_NOTES = [
  'Access through the loading bay; call the site contact first.',
  'Router in the technical room, second floor.',
  'Outdoor antenna on the roof mast.',
];
const DEVICE_NOTES = ['Checked and labelled on arrival.', 'Firmware updated before shipping.', 'Returned by the customer, tested OK.'];

async function edit(tx: Executor, ctx: Ctx, def: ResourceDef, ids: number[], field: string, texts: string[]) {
  for (const [i, id] of ids.entries()) await updateRow(tx, ctx, def, id, { [field]: texts[i % texts.length] });
  return ids.length;
}

/** Who creates what in the demo: the team that would. */
type Team = 'sales' | 'delivery' | 'stock' | 'accounting';
const CREATORS: [ResourceDef, Team][] = [
  [customersResource, 'sales'],
  [contactsResource, 'sales'],
  [sitesResource, 'delivery'],
  [devicesResource, 'stock'],
  [simcardsResource, 'stock'],
  [linesResource, 'delivery'],
  [packagesResource, 'sales'],
  [servicesResource, 'sales'],
  [invoicesResource, 'accounting'],
];

/** Documents written with their lines inside (decision 0084): the parent, its lines and their key to it. */
const LINES_OF: [ResourceDef, ResourceDef, string][] = [
  [invoicesResource, invoiceLinesResource, 'invoice_id'],
  [packagesResource, packageLinesResource, 'package_id'],
];

const dateOf = (row: Record<string, any>): Date => {
  const v = row.created_at;
  return v instanceof Date ? v : new Date(v ?? Date.now());
};

/**
 * The creation of every demo record the bulk inserts made (issue 28: seeded customers' and devices' Logs
 * tabs said "No activity recorded yet"): one entry each, on the record's own creation date, signed by
 * the team that would create it, an invoice or a package with its lines inside (decision 0084). Set-based: one read
 * per resource, one insert per thousand entries, oldest first. Records that already have their creation
 * logged (written through the store by the seed) are left as they are.
 */
export async function seedCreatedHistory(tx: Executor): Promise<number> {
  // One after the other: a transaction is one connection, which runs one statement at a time (pg warns
  // of queries queued on a busy client, and will refuse them in pg 9).
  const teams = {} as Record<Team, Ctx>;
  for (const team of ['sales', 'delivery', 'stock', 'accounting'] as const) teams[team] = await staffCtx(tx, `${team}@example.com`);
  const types = CREATORS.map(([def]) => def.objectType);
  const logged = new Set(
    (
      await tx
        .select({ type: logs.object_type, id: logs.object_id })
        .from(logs)
        .where(and(eq(logs.verb, 'create'), inArray(logs.object_type, types)))
    ).map((r) => `${r.type}:${r.id}`),
  );
  const linesOf = new Map<ResourceDef, Map<number, Record<string, any>[]>>();
  for (const [parent, def, fk] of LINES_OF) {
    const byParent = new Map<number, Record<string, any>[]>();
    for (const line of (await tx.select(selection(def)).from(def.table).orderBy(asc(def.table.id))) as Record<string, any>[]) {
      const list = byParent.get(line[fk]) ?? [];
      list.push(line);
      byParent.set(line[fk], list);
    }
    linesOf.set(parent, byParent);
  }
  const changes: { ctx: Ctx; change: ChangeInput }[] = [];
  for (const [def, team] of CREATORS) {
    const rows = (await tx.select(selection(def)).from(def.table).orderBy(asc(def.table.id))) as Record<string, any>[];
    for (const row of rows) {
      if (logged.has(`${def.objectType}:${row.id}`)) continue;
      const change = creationChange(def, row, dateOf(row));
      const lines = LINES_OF.find(([parent]) => parent === def);
      if (lines) change.lines = (linesOf.get(def)?.get(row.id) ?? []).map((line) => creationChange(lines[1], line));
      changes.push({ ctx: teams[team], change });
    }
  }
  changes.sort((a, b) => a.change.at!.getTime() - b.change.at!.getTime());
  return insertHistory(tx, changes);
}

export async function seedDemoHistory(tx: Executor): Promise<{ history_created: number; history_edits: number }> {
  const history_created = await seedCreatedHistory(tx);
  const sales = await staffCtx(tx, 'sales@example.com');
  const delivery = await staffCtx(tx, 'delivery@example.com');
  const stock = await staffCtx(tx, 'stock@example.com');
  const ids = async (table: typeof customers | typeof sites | typeof devices, n: number) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(isNull(table.archived_at)))
        .orderBy(asc(table.id))
        .limit(n)
    ).map((r) => r.id);
  let edits = 0;
  edits += await edit(tx, sales, customersResource, await ids(customers, 12), 'description', CUSTOMER_NOTES);
  // Site 1 is the stock: left as it is.
  edits += await edit(
    tx,
    delivery,
    sitesResource,
    (await ids(sites, 13)).filter((id) => id !== 1),
    'description',
    SITE_NOTES,
  );
  edits += await edit(tx, stock, devicesResource, await ids(devices, 30), 'notes', DEVICE_NOTES);
  return { history_created, history_edits: edits };
}
