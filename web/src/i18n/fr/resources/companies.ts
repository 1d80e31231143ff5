// French messages of companies; typed as the English ones, so a missing or extra key fails the typecheck.
import type { companies as en } from '../../resources/companies.ts';

export const companies: typeof en = {
  name: 'Société de facturation |||| Sociétés de facturation',
  fields: {
    id: 'Id',
    name: 'Nom',
    country: 'Pays',
    street: 'Rue',
    zipcode: 'Code postal',
    city: 'Ville',
    vat_number: 'Numéro de TVA',
    register_mention: 'Mention du registre',
    bank_name: 'Banque',
    bank_bic: 'BIC',
    bank_iban: 'IBAN',
    email: 'E-mail',
    website: 'Site web',
    phone: 'Téléphone',
    invoice_prefix: 'Préfixe de facture',
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
    address: 'Adresse',
    contact: 'Contact',
    bank: 'Compte bancaire',
  },
  helpers: {
    register_mention: 'Imprimée à côté du numéro de TVA, p. ex. RPM Bruxelles ou RCS Paris.',
    invoice_prefix: 'Premier chiffre des numéros de facture de cet émetteur, de 1 à 9.',
  },
  validation: {
    vat_number: 'Numéro de TVA non valide pour ce pays : vérifiez le préfixe et les chiffres de contrôle.',
    invoice_prefix: 'Un nombre entier de 1 à 9',
  },
};
