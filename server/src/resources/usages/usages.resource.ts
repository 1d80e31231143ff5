// Daily data usage rows (menu /usages): read-only, in MB as stored, filtered by the indexed SIM,
// device or site. Charts read the same rows through GET /stats/usages, in GB.
import { ilike, or, sql } from 'drizzle-orm';
import { simcards, usages } from '../../db/schema/index.ts';
import { defineResource } from '../../platform/registry.ts';

export const usagesResource = defineResource({
  name: 'usages',
  objectType: 'usage',
  table: usages,
  archivable: false,
  writable: false,
  searchable: [],
  // q (spec 3 Data usages) finds a SIM's rows by ICCID or IMSI, through the SIM cards' trigram
  // indexes and this table's SIM index, without scanning the usage rows' text.
  search: (pattern) =>
    sql`${usages.sim_id} in (select ${simcards.id} from ${simcards} where ${or(ilike(simcards.iccid, pattern), ilike(simcards.imsi, pattern))})`,
  filters: { sim_id: { type: 'int' }, device_id: { type: 'int' }, site_id: { type: 'int' } },
  sortable: [],
  repr: (row) => `${row.date} ${row.source}`,
  refs: (row) => ({ device_id: row.device_id, sim_id: row.sim_id, site_id: row.site_id }),
});
