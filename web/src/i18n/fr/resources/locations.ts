// French messages of locations; typed as the English ones.
import type { locations as en } from '../../resources/locations.ts';

export const locations: typeof en = {
  name: 'Emplacement |||| Emplacements',
  fields: {
    name: 'Nom',
    customer_id: 'Client',
    customer_name: 'Client',
    is_stock: 'Stock',
    street: 'Rue',
    number: 'Numéro',
    zipcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    address: 'Adresse',
    lat: 'Latitude',
    lng: 'Longitude',
    created_at: 'Créé le',
  },
};
