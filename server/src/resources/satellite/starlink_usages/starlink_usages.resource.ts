// Satellite usages (spec 3 §2, §3): GB per service line and day, mirrored from the provider's billing
// cycles; read-only.
import { starlinkServiceLines, starlinkUsages } from '../../../db/schema/index.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { defineResource } from '../../../platform/registry.ts';
import { STARLINK_GATE } from '../starlink_accounts/starlink_accounts.resource.ts';

export const starlinkUsagesResource = defineResource({
  name: 'starlink_usages',
  objectType: 'starlink_usage',
  table: starlinkUsages,
  read: STARLINK_GATE,
  write: STARLINK_GATE,
  archivable: false,
  writable: false,
  maintained: { service_line_number: nameOf(starlinkServiceLines, 'starlink_service_line_id', 'service_line_number') },
  searchable: [starlinkUsages.service_line_number],
  filters: { starlink_service_line_id: { type: 'int' }, date: { type: 'date', range: true } },
  sortable: ['date', 'usage', 'service_line_number'],
  defaultSort: { field: 'date', order: 'DESC' },
  repr: (row) => `${row.service_line_number ?? row.starlink_service_line_id} ${row.date}`,
  refs: (row) => ({ starlink_service_line_id: row.starlink_service_line_id }),
});
