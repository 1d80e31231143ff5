// Dutch messages of data_suppliers; typed as the English ones.
import type { data_suppliers as en } from '../../resources/data_suppliers.ts';

export const data_suppliers: typeof en = {
  name: 'Dataleverancier |||| Dataleveranciers',
  fields: {
    name: 'Naam',
    notes: 'Notities',
  },
};
