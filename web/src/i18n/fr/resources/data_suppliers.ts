// French messages of data_suppliers; typed as the English ones.
import type { data_suppliers as en } from '../../resources/data_suppliers.ts';

export const data_suppliers: typeof en = {
  name: 'Fournisseur de données |||| Fournisseurs de données',
  fields: {
    name: 'Nom',
    notes: 'Notes',
  },
};
