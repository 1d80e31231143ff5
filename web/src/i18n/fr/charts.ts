// French messages of the shared charts, typed as the English ones.
import type { chartMessages as en } from '../charts.ts';

export const chartMessages: typeof en = {
  usage: {
    monthly: 'Consommation de données mensuelle',
    daily: 'Consommation de données journalière',
    last_30_days: '30 derniers jours',
    usage: 'Consommation',
    empty: 'Aucune consommation enregistrée pour cette période',
    unavailable: 'Les données de consommation ne sont pas disponibles',
    month_selected: 'Graphique journalier de %{month}',
  },
};
