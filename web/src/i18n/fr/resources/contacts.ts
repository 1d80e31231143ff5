// French messages of contacts; typed as the English ones, so a missing or extra key fails the typecheck.
import type { contacts as en } from '../../resources/contacts.ts';

export const contacts: typeof en = {
  name: 'Contact |||| Contacts',
  fields: {
    id: 'Id',
    name: 'Nom',
    customer_id: 'Client',
    customer_name: 'Client',
    job_title: 'Fonction',
    email: 'E-mail',
    phone: 'Téléphone',
    contact_type: 'Type',
    department: 'Service',
    address: 'Adresse',
    lang: 'Langue',
    timezone: 'Fuseau horaire',
    description: 'Notes',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
    archived_at: 'Archivé le',
    archived_reason: "Motif d'archivage",
  },
  tabs: {
    summary: 'Résumé',
    logs: 'Historique',
  },
  sections: {
    identity: 'Identité',
    reach: 'Comment joindre',
    notes: 'Notes',
  },
  helpers: {
    timezone: 'Un fuseau horaire IANA tel que Europe/Brussels.',
  },
};
