// Dutch messages of servers; typed as the English ones, so a missing or extra key fails the typecheck.
import type { servers as en } from '../../resources/servers.ts';

export const servers: typeof en = {
  name: 'Server |||| Servers',
  fields: {
    id: 'Id',
    name: 'Naam',
    description: 'Beschrijving',
    hostname: 'Hostnaam',
    api_hostname: 'API-hostnaam',
    base_url: 'Basis-URL',
    api_base_url: 'API-basis-URL',
    version: 'Versie',
    expiration_date: 'Vervaldatum',
    api_key: 'API-sleutel',
    api_secret: 'API-geheim',
    organizations_count: 'Organisaties',
    available_organizations_count: 'Beschikbare organisaties',
    last_sync_at: 'Laatste synchronisatie',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    archived_at: 'Gearchiveerd',
    archived_reason: 'Reden van archivering',
  },
  tabs: { summary: 'Overzicht', organizations: 'Organisaties', logs: 'Logboek' },
  action: { sync: 'Synchroniseren' },
  helpers: {
    admin_only: 'Alleen een beheerder wijzigt waar de console deze server aanroept en met welke inloggegevens.',
  },
  columns: { name: 'Organisatie', ic_id: 'Controller-id', available: 'Beschikbaarheid', groups: 'Groepen' },
  available: 'Beschikbaar',
  unavailable: 'Niet beschikbaar',
  groups: 'Groepen',
  no_groups: 'Geen groepen',
  no_organizations: 'Geen organisaties: synchroniseer de server',
  organizations_unavailable: 'Organisaties zijn niet beschikbaar',
};
