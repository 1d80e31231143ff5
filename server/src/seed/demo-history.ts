// A believable history for the demo records (issue 14: their Logs tabs said "No activity recorded
// yet"). The bulk inserts above write no log, so a few everyday edits by the demo staff are made here
// through the same write path as the console's (updateRow: snapshot, write, log in the transaction),
// each signed by the person who would make it.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { customers, devices, sites, users } from '../db/schema/index.ts';
import type { Actor, Ctx } from '../platform/context.ts';
import type { ResourceDef } from '../platform/registry.ts';
import { updateRow } from '../platform/store.ts';
import { customersResource } from '../resources/crm/customers/customers.resource.ts';
import { devicesResource } from '../resources/inventory/devices/devices.resource.ts';
import { sitesResource } from '../resources/crm/sites/sites.resource.ts';

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

export async function seedDemoHistory(tx: Executor): Promise<{ history_edits: number }> {
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
  return { history_edits: edits };
}
