// Dutch messages of locations; typed as the English ones.
import type { locations as en } from '../../resources/locations.ts';

export const locations: typeof en = {
  name: 'Locatie |||| Locaties',
  fields: {
    name: 'Naam',
    customer_id: 'Klant',
    customer_name: 'Klant',
    is_stock: 'Voorraad',
    street: 'Straat',
    number: 'Nummer',
    zipcode: 'Postcode',
    city: 'Stad',
    country: 'Land',
    address: 'Adres',
    lat: 'Breedtegraad',
    lng: 'Lengtegraad',
    created_at: 'Aangemaakt',
  },
};
