// Satellite events (spec 3 §2, §3, §9): alerts the terminals raised, recorded once each by the
// telemetry sampling; read-only, searched by code and terminal.
import { sql } from 'drizzle-orm';
import { starlinkEvents, starlinkTerminals } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { defineResource } from '../../../platform/registry.ts';
import { STARLINK_GATE } from '../starlink_accounts/starlink_accounts.resource.ts';

export const starlinkEventsResource = defineResource({
  name: 'starlink_events',
  objectType: 'starlink_event',
  table: starlinkEvents,
  read: STARLINK_GATE,
  write: STARLINK_GATE,
  archivable: false,
  writable: false,
  maintained: { terminal_id: nameOf(starlinkTerminals, 'starlink_terminal_id', 'terminal_id') },
  searchable: [starlinkEvents.code, starlinkEvents.terminal_id],
  filters: {
    code: { type: 'text', where: (v: string) => sql`${qualified(starlinkEvents.code)} = ${v}` },
    starlink_terminal_id: { type: 'int' },
    timestamp: { type: 'timestamp', range: true },
    /** Events of the last 24 hours by the database's clock (the satellite dashboard's tile, decision 0066). */
    last_24h: {
      type: 'bool',
      where: (v: boolean) =>
        v
          ? sql`${qualified(starlinkEvents.timestamp)} >= now() - interval '24 hours'`
          : sql`${qualified(starlinkEvents.timestamp)} < now() - interval '24 hours'`,
    },
  },
  sortable: ['timestamp', 'code', 'terminal_id', 'source'],
  defaultSort: { field: 'timestamp', order: 'DESC' },
  repr: (row) => `${row.code} ${row.terminal_id ?? ''}`.trim(),
  refs: (row) => ({ starlink_terminal_id: row.starlink_terminal_id }),
  valueFields: ['code'],
});
