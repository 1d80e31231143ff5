// Demo tasks (issue 12: "tasks in every status"): follow-up work on the demo's services being
// provisioned and on lines still being ordered, assigned to the staff, due around today, in every
// status, priority and action of the contract. Runs after the commercial demo (it reads its services
// and the lines). Deterministic (a task's draws follow its index), set-based, not logged.
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { TASK_ACTIONS, TASK_PRIORITIES, TASK_STATUSES } from '@console/contract';
import type { Executor } from '../db/client.ts';
import { lines, services, tasks, users } from '../db/schema/index.ts';

const DAY = 86_400_000;
const TODAY = Math.floor(Date.now() / DAY) * DAY;
const fromToday = (days: number) => new Date(TODAY + days * DAY).toISOString().slice(0, 10);

const SERVICE_TASKS = 24;
const LINE_TASKS = 16;

const NOTES = [
  'Customer asked to be called before the technician comes.',
  'Waiting for the supplier to confirm the date.',
  'Router prepared; SIMs to be checked before shipping.',
  'Access to the technical room through the reception.',
  null,
];

export async function seedTasksDemo(tx: Executor): Promise<Record<string, number>> {
  const staff = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.is_staff, true)).orderBy(asc(users.id));
  const toProvision = await tx
    .select({ id: services.id, package_id: services.package_id, customer_id: services.customer_id, site_id: services.site_id, reference: services.reference })
    .from(services)
    .where(and(isNull(services.archived_at), sql`${services.status} in ('PROVISIONING', 'PROVISIONED')`))
    .orderBy(asc(services.id))
    .limit(SERVICE_TASKS);
  const lineRows = await tx
    .select({ customer_id: lines.customer_id, site_id: lines.site_id, sales_order_number: lines.sales_order_number, status: lines.status })
    .from(lines)
    .where(and(isNull(lines.archived_at), isNotNull(lines.customer_id)))
    .orderBy(asc(lines.id))
    .limit(LINE_TASKS);
  const lineAction = (status: string | null) =>
    status?.includes('CANCEL') ? 'TO CANCEL' : status?.includes('DECOMMISSION') ? 'TO DECOMMISSION' : status === 'TO MOVE' ? 'TO MOVE' : 'TO ORDER';
  const rows = [
    ...toProvision.map((s, i) => ({
      sales_order_number: s.reference,
      customer_id: s.customer_id,
      site_id: s.site_id,
      package_id: s.package_id,
      service_id: s.id,
      action: i % 7 === 6 ? TASK_ACTIONS[i % TASK_ACTIONS.length] : 'TO PROVISION',
    })),
    ...lineRows.map((l) => ({
      sales_order_number: l.sales_order_number,
      customer_id: l.customer_id,
      site_id: l.site_id,
      package_id: null,
      service_id: null,
      action: lineAction(l.status),
    })),
  ].map((r, i) => {
    const status = TASK_STATUSES[i % TASK_STATUSES.length];
    const who = staff.length ? staff[i % staff.length] : null;
    return {
      ...r,
      status,
      priority: TASK_PRIORITIES[(i * 3) % TASK_PRIORITIES.length],
      // Open tasks due from a week ago to two weeks ahead, so "overdue" shows something; closed ones in the past.
      due_date: status === 'DONE' || status === 'CANCELED' ? fromToday(-10 - (i % 20)) : fromToday((i % 22) - 7),
      assigned_to_id: i % 6 === 5 ? null : (who?.id ?? null),
      notes: NOTES[i % NOTES.length],
      last_updated_by: who?.email ?? 'system',
    };
  });
  if (rows.length) await tx.insert(tasks).values(rows);
  return { tasks: rows.length };
}
