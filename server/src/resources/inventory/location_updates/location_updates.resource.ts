// Network Events (spec 1 §2.12, §3 SIM event): location updates the SIM providers reported, stored
// when a SIM's last location updates are fetched. Read-only, newest first.
import { ilike, or, sql } from 'drizzle-orm';
import { locationUpdates, simcards } from '../../../db/schema/index.ts';
import { lookup } from '../../../platform/computed.ts';
import { defineResource } from '../../../platform/registry.ts';

export const locationUpdatesResource = defineResource({
  name: 'location_updates',
  objectType: 'location_update',
  table: locationUpdates,
  writable: false,
  archivable: false,
  computed: {
    device_id: lookup(simcards.device_id, locationUpdates.sim_id),
  },
  searchable: [],
  // q finds a SIM's events by ICCID or IMSI: matched on the SIM cards (trigram indexes), then
  // read through this table's ICCID index, never a scan of every event's text.
  search: (pattern) =>
    sql`${locationUpdates.iccid} in (select ${simcards.iccid} from ${simcards} where ${or(ilike(simcards.iccid, pattern), ilike(simcards.imsi, pattern))})`,
  filters: {
    sim_id: { type: 'int' },
    iccid: { type: 'text' },
    type: { type: 'text' },
    country_iso3: { type: 'text' },
    timestamp: { type: 'timestamp', range: true },
  },
  sortable: ['timestamp', 'type', 'country_iso3'],
  defaultSort: { field: 'timestamp', order: 'DESC' },
  repr: (row) => `${row.iccid} ${row.type ?? ''} ${row.timestamp}`,
  valueFields: ['type', 'country_iso3', 'network_name'],
});
