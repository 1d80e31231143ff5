// Ops History list (spec 1 §2.12): usage periods with their durations computed in SQL.
import { sql } from 'drizzle-orm';
import { customers, devices, records, sites } from '../../../db/schema/index.ts';
import { defineResource } from '../../../platform/registry.ts';
import { lookupOf, nameOf } from '../../../platform/maintained.ts';

const r = sql.raw('"records"');
const end = sql`coalesce(${r}.end_date, now())`;
const monthStart = sql`date_trunc('month', now())`;
const days = (interval: ReturnType<typeof sql>) => sql`round((extract(epoch from ${interval}) / 86400)::numeric, 2)::float8`;
const currentMonthDays = days(sql`greatest(interval '0', least(${end}, now()) - greatest(${r}.start_date, ${monthStart}))`);

export const recordsResource = defineResource({
  name: 'records',
  objectType: 'record',
  table: records,
  writable: false,
  archivable: false,
  computed: {
    duration: days(sql`${end} - ${r}.start_date`),
    current_month_duration: currentMonthDays,
    current_month_ratio: sql<number>`round((${currentMonthDays} / (extract(epoch from (${monthStart} + interval '1 month' - ${monthStart})) / 86400))::numeric, 4)::float8`,
  },
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
    site_name: nameOf(sites, 'site_id'),
    target_device: lookupOf(devices, 'device_id', (d) => `coalesce(${d}.name, ${d}.serial)`, ['name', 'serial']),
  },
  searchable: [records.comment, records.user_email, records.action],
  filters: {
    object_type: { type: 'text' },
    object_id: { type: 'int' },
    action: { type: 'text' },
    device_id: { type: 'int' },
    sim_id: { type: 'int' },
    line_id: { type: 'int' },
    customer_id: { type: 'int' },
    site_id: { type: 'int' },
    product_item_id: { type: 'int' },
    // Periods overlapping [start_date, end_date].
    start_date: { type: 'date', where: (v) => sql`coalesce(${r}.end_date, now()) >= ${v}::date` },
    end_date: { type: 'date', where: (v) => sql`${r}.start_date < (${v}::date + 1)` },
  },
  sortable: ['start_date', 'end_date', 'object_type', 'action'],
  repr: (row) => `${row.object_type} ${row.object_id} (${row.action})`,
  valueFields: ['object_type', 'action'],
});
