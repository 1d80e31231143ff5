// French messages of addresses; typed as the English ones, so a missing or extra key fails the typecheck.
import type { addresses as en } from '../../resources/addresses.ts';

export const addresses: typeof en = {
  name: 'Adresse de facturation |||| Adresses de facturation',
  fields: {
    id: 'Id',
    name: 'Nom',
    customer_id: 'Client',
    customer_name: 'Client',
    accounting_code: 'Code comptable',
    street: 'Rue',
    street_bis: 'Rue (ligne 2)',
    number: 'Numéro',
    box: 'Boîte',
    zipcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    vat: 'Numéro de TVA',
    peppol_id: 'Identifiant Peppol',
    email: 'E-mail',
    phone: 'Téléphone',
    payment_method: 'Mode de paiement',
    payment_terms: 'Délai de paiement',
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
    payment: 'Paiement',
  },
  payment_methods: {
    bank_transfer: 'Virement bancaire',
    direct_debit: 'Domiciliation',
  },
  helpers: {
    peppol_id: 'Seulement s’il diffère de celui que donne le numéro de TVA, p. ex. 0208:0123456749.',
  },
  validation: {
    vat: 'Numéro de TVA non valide pour ce pays : vérifiez le préfixe et les chiffres de contrôle.',
    peppol_id: 'Un schéma (quatre chiffres), deux-points et l’identifiant, p. ex. 0208:0123456749.',
  },
};
