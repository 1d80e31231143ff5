// The satellite source (docs/decisions/0042): the provider's daily usage per service line already
// lands in starlink_usages (the satellite sync reads it with the rest of the account), so this fetcher
// reads that mirror rather than the provider again. Each line's day becomes one usage record keyed by
// line, day and source, placed like the satellite report places it (decision 0034: the line's first
// live terminal gives customer, site and device) and drawing on the pool of the line's live service.
import { sql } from 'drizzle-orm';
import { BYTES_PER_GB } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { UsageInput } from './usage-ingest.ts';
import type { UsageFetcher } from './usage-fetcher.ts';

/** The usage records of the lines' days from start to end (every line, or those of `lineIds`, or of a device's terminals). */
export async function starlinkUsageRows(
  exec: Executor,
  start: string,
  end: string,
  only: { lineIds?: number[]; deviceId?: number } = {},
): Promise<UsageInput[]> {
  const lines = only.lineIds ? sql`and su.starlink_service_line_id = any(${`{${only.lineIds.join(',')}}`}::int[])` : sql``;
  const device = only.deviceId != null ? sql`and t.device_id = ${only.deviceId}` : sql``;
  const rows = rowsOf(
    await exec.execute(sql`
      select to_char(su.date, 'YYYY-MM-DD') as date, su.starlink_service_line_id as line_id,
             round(su.usage * ${BYTES_PER_GB})::bigint as bytes,
             t.customer_id, t.site_id, t.device_id, coalesce(s.data_pool_id, p.starlink_data_pool_id) as pool_id
      from starlink_usages su
      left join lateral (
        select customer_id, site_id, device_id from starlink_terminals t
        where t.starlink_service_line_id = su.starlink_service_line_id
        order by t.archived_at nulls first, t.id limit 1) t on true
      left join lateral (
        select data_pool_id, package_id from services s
        where s.starlink_service_line_id = su.starlink_service_line_id and s.archived_at is null
        order by s.id desc limit 1) s on true
      left join packages p on p.id = s.package_id
      where su.date >= ${start}::date and su.date <= ${end}::date ${lines} ${device}`),
  );
  return rows.map((r) => ({
    date: String(r.date),
    source: 'starlink',
    sim_id: null,
    device_id: r.device_id == null ? null : Number(r.device_id),
    site_id: r.site_id == null ? null : Number(r.site_id),
    customer_id: r.customer_id == null ? null : Number(r.customer_id),
    pool_id: r.pool_id == null ? null : Number(r.pool_id),
    wan_name: null,
    starlink_service_line_id: Number(r.line_id),
    country_code: null,
    vpmn: null,
    imsi: null,
    bytes: Number(r.bytes),
  }));
}

export const starlinkFetcher: UsageFetcher = {
  source: 'starlink',
  async fetch(db, _ctx, start, end, deviceId) {
    return { rows: await starlinkUsageRows(db, start, end, { deviceId }), failures: [] };
  },
};
