// Daily data usage rows (menu /usages): read-only, in MB as stored, filtered by the indexed SIM,
// device or site. Charts read the same rows through GET /stats/usages, in GB.
import { usages } from '../../db/schema/index.ts';
import { defineResource } from '../../platform/registry.ts';

export const usagesResource = defineResource({
  name: 'usages',
  objectType: 'usage',
  table: usages,
  archivable: false,
  writable: false,
  searchable: [],
  filters: { sim_id: { type: 'int' }, device_id: { type: 'int' }, site_id: { type: 'int' } },
  sortable: [],
  repr: (row) => `${row.date} ${row.source}`,
  refs: (row) => ({ device_id: row.device_id, sim_id: row.sim_id, site_id: row.site_id }),
});
