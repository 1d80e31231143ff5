// French messages of starlink accounts; typed as the English ones, so a missing or extra key fails the typecheck.
import type { starlink_accounts as en } from '../../resources/starlink_accounts.ts';

export const starlink_accounts: typeof en = {
  name: 'Compte satellite |||| Comptes satellite',
  fields: {
    id: 'Id',
    account_name: 'Nom du compte',
    account_number: 'N° de compte',
    region_code: 'Région',
    current_usage: 'Consommation en cours (Go)',
    last_usage: 'Consommation précédente (Go)',
    accumulated_usage: 'Consommation cumulée (Go)',
    data_included: 'Données incluses (Go)',
    terminals_count: 'Terminaux',
    service_lines_count: 'Lignes de service',
    last_sync_at: 'Dernière synchronisation',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
  },
  tabs: { summary: 'Résumé', service_lines: 'Lignes de service', terminals: 'Terminaux', logs: 'Journal' },
  sections: { identity: 'Compte', usage: 'Consommation' },
};
