// Dutch messages of products; typed as the English ones.
import type { products as en } from '../../resources/products.ts';

export const products: typeof en = {
  name: 'Product |||| Producten',
  fields: {
    kind: 'Soort',
    product_id: 'Catalogus-id',
    reference: 'Referentie',
    name: 'Naam',
    brand: 'Merk',
    category: 'Categorie',
    service_type: 'Diensttype',
    price: 'Prijs',
    currency: 'Munt',
    created_at: 'Aangemaakt',
  },
  kinds: {
    device: 'Toestelproduct',
    service: 'Dienstproduct',
  },
};
