// WANs of devices (spec 1 §3): mirrored from the controller by the device sync, so read-only here;
// registered with no screens of their own (spec 1 §2.2), read by the device page's Wans tab.
import { wans } from '../../../db/schema/index.ts';
import { defineResource } from '../../../platform/registry.ts';

export const wansResource = defineResource({
  name: 'wans',
  objectType: 'wan',
  table: wans,
  writable: false,
  archivable: false,
  searchable: [wans.name, wans.ip_address, wans.cellular_network_type],
  filters: {
    device_id: { type: 'int' },
  },
  sortable: ['name'],
  repr: (row) => row.name,
  refs: (row) => ({ device_id: row.device_id }),
});
