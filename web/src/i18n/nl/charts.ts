// Dutch messages of the shared charts, typed as the English ones.
import type { chartMessages as en } from '../charts.ts';

export const chartMessages: typeof en = {
  usage: {
    monthly: 'Maandelijks dataverbruik',
    daily: 'Dagelijks dataverbruik',
    last_30_days: 'Laatste 30 dagen',
    usage: 'Verbruik',
    empty: 'Geen verbruik geregistreerd voor deze periode',
    unavailable: 'Verbruiksgegevens zijn niet beschikbaar',
    month_selected: 'Dagelijkse grafiek van %{month}',
  },
};
