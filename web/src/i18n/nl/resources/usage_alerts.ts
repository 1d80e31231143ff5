// Dutch messages of usage_alerts; typed as the English ones, so a missing or extra key fails the typecheck.
import type { usage_alerts as en } from '../../resources/usage_alerts.ts';

export const usage_alerts: typeof en = {
  name: 'Datawaarschuwing |||| Datawaarschuwingen',
  tab: 'Datawaarschuwingen',
  fields: {
    created_at: 'Verzonden',
    month: 'Maand',
    threshold: 'Drempel',
    usage_gb: 'Verbruik (GB)',
    data_limit: 'Limiet (GB)',
    recipients: 'Verwittigd',
    object_type: 'Record',
    object_id: 'Record-id',
  },
};
