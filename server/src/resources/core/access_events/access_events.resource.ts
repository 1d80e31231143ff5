import { accessEvents } from '../../../db/schema/index.ts';
import { defineResource } from '../../../platform/registry.ts';

/**
 * The access trail (decision 0084): sign-ins, failed ones, sign-outs, MFA codes, impersonations and a
 * user's own preference changes. Admins only (addresses and logins tried are personal data); written by
 * the auth paths (platform/access-trail.ts), never through the API.
 */
export const accessEventsResource = defineResource({
  name: 'access_events',
  objectType: 'access_event',
  table: accessEvents,
  archivable: false,
  writable: false,
  read: 'admin',
  write: 'admin',
  searchable: [accessEvents.email],
  filters: {
    user_id: { type: 'int' },
    actor_id: { type: 'int' },
    kind: { type: 'text' },
    created_at: { type: 'timestamp', range: true },
  },
  sortable: ['created_at', 'kind', 'email'],
  repr: (row) => `${row.kind} ${row.email ?? ''}`.trim(),
  valueFields: ['kind'],
  exportColumns: [
    { key: 'created_at', header: 'Date', width: 20 },
    { key: 'kind', header: 'Event', width: 20 },
    { key: 'email', header: 'Account', width: 28 },
    { key: 'actor_name', header: 'Staff member', width: 24 },
    { key: 'ip', header: 'Address', width: 16 },
    { key: 'details', header: 'Details', width: 40, reads: ['details'], value: (row) => (row.details ? JSON.stringify(row.details) : '') },
  ],
});
