// French messages of usage_alerts; typed as the English ones, so a missing or extra key fails the typecheck.
import type { usage_alerts as en } from '../../resources/usage_alerts.ts';

export const usage_alerts: typeof en = {
  name: 'Alerte de données |||| Alertes de données',
  tab: 'Alertes de données',
  fields: {
    created_at: 'Envoyée le',
    month: 'Mois',
    threshold: 'Seuil',
    usage_gb: 'Consommation (Go)',
    data_limit: 'Limite (Go)',
    recipients: 'Prévenus',
    object_type: 'Fiche',
    object_id: 'Id de la fiche',
  },
};
