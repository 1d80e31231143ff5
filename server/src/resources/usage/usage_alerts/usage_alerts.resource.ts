// Data limit alerts raised (docs/decisions/0033): read-only, written by ingestion (usage-alerts.ts).
// The service and SIM card pages list theirs (object_type and object_id filters).
import { sql } from 'drizzle-orm';
import { BYTES_PER_GB, GB_DECIMALS } from '@console/contract';
import { qualified } from '../../../platform/computed.ts';
import { usageAlerts } from '../../../db/schema/index.ts';
import { defineResource } from '../../../platform/registry.ts';

export const usageAlertsResource = defineResource({
  name: 'usage_alerts',
  objectType: 'usage_alert',
  table: usageAlerts,
  archivable: false,
  writable: false,
  searchable: [usageAlerts.recipients],
  // Each filter is served by an index: (object_type, object_id, ...) and (customer_id, id).
  filters: {
    object_type: { type: 'text' },
    object_id: { type: 'int' },
    customer_id: { type: 'int' },
  },
  sortable: ['created_at', 'month', 'threshold'],
  computed: {
    /** Usage in GB (1024³ bytes, three decimals), as everywhere else. */
    usage_gb: sql<number>`round(${qualified(usageAlerts.bytes)}::numeric / ${BYTES_PER_GB}, ${GB_DECIMALS})::float8`,
  },
  repr: (row) => `${row.object_type} ${row.object_id}: ${row.threshold}% (${String(row.month).slice(0, 7)})`,
  // An alert is in the activity log of the service or SIM card it concerns, and of their customer.
  refs: (row) => ({ customer_id: row.customer_id, [row.object_type === 'service' ? 'service_id' : 'sim_id']: row.object_id }),
});
