// French messages of records; typed as the English ones, so a missing or extra key fails the typecheck.
import type { records as en } from '../../resources/records.ts';

export const records: typeof en = {
  name: 'Historique des opérations |||| Historique des opérations',
  fields: {
    id: 'Id',
    object_type: "Type d'objet",
    object_id: 'Objet',
    action: 'Action',
    customer_id: 'Client',
    site_id: 'Site',
    device_id: 'Équipement',
    sim_id: 'Carte SIM',
    line_id: 'Ligne',
    target_device: 'Équipement cible',
    start_date: 'Début',
    end_date: 'Fin',
    duration: 'Durée (jours)',
    current_month_duration: 'Mois en cours (jours)',
    current_month_ratio: 'Ratio du mois en cours',
    comment: 'Commentaire',
    user_email: 'Utilisateur',
  },
  object_types: { device: 'Équipement', simcard: 'Carte SIM', line: 'Ligne', product_item: 'Article', ip: 'IP' },
  tabs: { ops_history: 'Historique des opérations' },
};
