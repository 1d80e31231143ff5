// Dutch messages the satellite area added to the shell (app.ts): the activity log's object types.
// Typed as the English ones, so a missing or extra key fails the typecheck.
import type { appMessages } from '../app.ts';

type ObjectTypes = Pick<typeof appMessages.app.object_types, 'starlink_account' | 'starlink_address' | 'starlink_service_line' | 'starlink_terminal'>;

export const satelliteObjectTypes: ObjectTypes = {
  starlink_account: 'Satellietaccount',
  starlink_address: 'Satellietadres',
  starlink_service_line: 'Servicelijn',
  starlink_terminal: 'Terminal',
};

export const satelliteDashboard: typeof appMessages.app.dashboard.starlink = {
  title: 'Starlink',
  terminals: 'Terminals',
  service_lines: 'Servicelijnen',
  usage: 'Verbruik',
  daily: 'Satellietverbruik per dag, laatste 30 dagen (GB)',
  accounts: 'Verbruik deze cyclus per account (GB)',
  tiles: {
    online: 'Online',
    offline: 'Offline',
    searching: 'Zoekend',
    available: 'Beschikbare terminals',
    active: 'Actieve lijnen',
    paused: 'Gepauzeerde lijnen',
    opted_out: 'Lijnen zonder optie',
    events: 'Gebeurtenissen, laatste 24 uur',
  },
};
