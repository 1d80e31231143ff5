// Speed tests (spec 1 §2.12, Tools): read-only list (100 per page, newest first) and show with the
// WAN quality samples. Created by POST /speedtests and /devices/{id}/speedtest, filled by jobs.
import { speedtests } from '../../../db/schema/index.ts';
import { defineResource } from '../../../platform/registry.ts';

export const SPEEDTEST_STATUSES = ['scheduled', 'running', 'done', 'failed'] as const;

export const speedtestsResource = defineResource({
  name: 'speedtests',
  objectType: 'speedtest',
  table: speedtests,
  archivable: false,
  writable: false,
  // The list's search box (spec 3 Speed tests): the device and the remote end by serial or name.
  searchable: [speedtests.device_serial, speedtests.device_name, speedtests.remote_serial, speedtests.remote_name],
  filters: {
    device_id: { type: 'int' },
    created_at: { type: 'timestamp', range: true },
  },
  sortable: ['created_at', 'scheduled_at', 'device_serial', 'bandwidth', 'status'],
  repr: (row) => `${row.device_serial} ${row.created_at instanceof Date ? row.created_at.toISOString() : ''}`.trim(),
  refs: (row) => ({ device_id: row.device_id }),
});
