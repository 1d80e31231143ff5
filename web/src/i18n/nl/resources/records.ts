// Dutch messages of records; typed as the English ones, so a missing or extra key fails the typecheck.
import type { records as en } from '../../resources/records.ts';

export const records: typeof en = {
  name: 'Operationele geschiedenis |||| Operationele geschiedenis',
  fields: {
    id: 'Id',
    object_type: 'Objecttype',
    object_id: 'Object',
    action: 'Actie',
    customer_id: 'Klant',
    site_id: 'Site',
    device_id: 'Toestel',
    sim_id: 'Simkaart',
    line_id: 'Lijn',
    target_device: 'Doeltoestel',
    start_date: 'Begin',
    end_date: 'Einde',
    duration: 'Duur (dagen)',
    current_month_duration: 'Huidige maand (dagen)',
    current_month_ratio: 'Verhouding huidige maand',
    comment: 'Commentaar',
    user_email: 'Gebruiker',
  },
  object_types: { device: 'Toestel', simcard: 'Simkaart', line: 'Lijn', product_item: 'Artikel', ip: 'IP' },
  tabs: { ops_history: 'Operationele geschiedenis' },
};
