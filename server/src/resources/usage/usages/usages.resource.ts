// Data usages (spec 3 §2 Data usages, §3 Data usage): one record per SIM, day and source, read-only,
// 100 per page. Stored in bytes; answered with `total` in GB and `total_price` in euros (contract
// rounding), with the SIM's formatted ICCID and the site's and pool's names read per listed row
// (primary-key lookups for the 100 rows of a page: no join over the records).
import { ilike, or, sql } from 'drizzle-orm';
import { BYTES_PER_GB, GB_DECIMALS } from '@console/contract';
import { simcards, usages } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import { defineResource } from '../../../platform/registry.ts';

const u = {
  sim: qualified(usages.sim_id),
  site: qualified(usages.site_id),
  pool: qualified(usages.pool_id),
  device: qualified(usages.device_id),
  customer: qualified(usages.customer_id),
  bytes: qualified(usages.bytes),
  price: qualified(usages.total_price),
};

export const usagesResource = defineResource({
  name: 'usages',
  objectType: 'usage',
  table: usages,
  archivable: false,
  writable: false,
  searchable: [],
  // q finds a SIM's records by ICCID or IMSI, through the SIM cards' trigram indexes and this
  // table's SIM key, without scanning the records' text.
  search: (pattern) =>
    sql`${usages.sim_id} in (select ${simcards.id} from ${simcards} where ${or(ilike(simcards.iccid, pattern), ilike(simcards.imsi, pattern))})`,
  computed: {
    simcard: sql<string>`(select trim(regexp_replace(s.iccid, '(\\d{4})', '\\1 ', 'g')) from simcards s where s.id = ${u.sim})`,
    iccid: sql<string>`(select s.iccid from simcards s where s.id = ${u.sim})`,
    site_name: sql<string>`(select s.name from sites s where s.id = ${u.site})`,
    pool_name: sql<string>`(select coalesce(p.reference, p.name) from data_pools p where p.id = ${u.pool})`,
    device_name: sql<string>`(select coalesce(d.name, d.serial) from devices d where d.id = ${u.device})`,
    customer_name: sql<string>`(select c.name from customers c where c.id = ${u.customer})`,
    /** GB (units of 1024), three decimals. */
    total: sql<number>`round(${u.bytes}::numeric / ${sql.raw(String(BYTES_PER_GB))}, ${sql.raw(String(GB_DECIMALS))})::float8`,
  },
  filters: {
    sim_id: { type: 'int' },
    device_id: { type: 'int' },
    site_id: { type: 'int' },
    source: { type: 'text' },
    // The spec's date range: records of start_date up to end_date, both included (usages_date_idx).
    start_date: { type: 'date', where: (v) => sql`${usages.date} >= ${v}::date` },
    end_date: { type: 'date', where: (v) => sql`${usages.date} <= ${v}::date` },
    // The SIM's supplier (providers.supplier_name): the few SIMs first, then their records by SIM key.
    supplier_name: {
      type: 'text',
      where: (v) => sql`${usages.sim_id} in (select s.id from simcards s join providers p on p.id = s.provider_id where p.supplier_name = ${v})`,
    },
  },
  sortable: ['date', 'source', 'bytes', 'total_price'],
  defaultSort: { field: 'date', order: 'DESC' },
  valueFields: ['source'],
  repr: (row) => `${row.date} ${row.source}`,
  refs: (row) => ({ device_id: row.device_id, sim_id: row.sim_id, site_id: row.site_id }),
  exportColumns: [
    { key: 'date', header: 'Date', width: 12 },
    { key: 'simcard', header: 'SIM card', width: 28 },
    { key: 'source', header: 'Source', width: 11 },
    { key: 'customer_name', header: 'Customer', width: 26 },
    { key: 'site_name', header: 'Site', width: 26 },
    { key: 'pool_name', header: 'Pool', width: 18 },
    { key: 'device_name', header: 'Device', width: 22 },
    { key: 'total', header: 'Total (GB)', width: 12 },
    { key: 'total_price', header: 'Total price (EUR)', width: 14 },
  ],
});
