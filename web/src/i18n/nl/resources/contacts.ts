// Dutch messages of contacts; typed as the English ones, so a missing or extra key fails the typecheck.
import type { contacts as en } from '../../resources/contacts.ts';

export const contacts: typeof en = {
  name: 'Contact |||| Contacten',
  fields: {
    id: 'Id',
    name: 'Naam',
    customer_id: 'Klant',
    customer_name: 'Klant',
    job_title: 'Functie',
    email: 'E-mail',
    phone: 'Telefoon',
    contact_type: 'Type',
    department: 'Afdeling',
    address: 'Adres',
    lang: 'Taal',
    timezone: 'Tijdzone',
    description: 'Notities',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    archived_at: 'Gearchiveerd',
    archived_reason: 'Reden van archivering',
  },
  tabs: {
    summary: 'Overzicht',
    logs: 'Logboek',
  },
  sections: {
    identity: 'Identiteit',
    reach: 'Bereikbaarheid',
    notes: 'Notities',
  },
  helpers: {
    timezone: 'Een IANA-tijdzone zoals Europe/Brussels.',
  },
};
