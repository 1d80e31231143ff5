// French messages the satellite area added to the shell (app.ts): the activity log's object types.
// Typed as the English ones, so a missing or extra key fails the typecheck.
import type { appMessages } from '../app.ts';

type ObjectTypes = Pick<typeof appMessages.app.object_types, 'starlink_account' | 'starlink_address' | 'starlink_service_line' | 'starlink_terminal'>;

export const satelliteObjectTypes: ObjectTypes = {
  starlink_account: 'Compte satellite',
  starlink_address: 'Adresse satellite',
  starlink_service_line: 'Ligne de service',
  starlink_terminal: 'Terminal',
};

export const satelliteDashboard: typeof appMessages.app.dashboard.starlink = {
  title: 'Starlink',
  terminals: 'Terminaux',
  service_lines: 'Lignes de service',
  usage: 'Consommation',
  daily: 'Consommation satellite par jour, 30 derniers jours (Go)',
  accounts: 'Consommation du cycle par compte (Go)',
  tiles: {
    online: 'En ligne',
    offline: 'Hors ligne',
    searching: 'En recherche',
    available: 'Terminaux disponibles',
    active: 'Lignes actives',
    paused: 'Lignes suspendues',
    opted_out: 'Lignes sans option',
    events: 'Événements, dernières 24 heures',
  },
};
