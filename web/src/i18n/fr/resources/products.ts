// French messages of products; typed as the English ones.
import type { products as en } from '../../resources/products.ts';

export const products: typeof en = {
  name: 'Produit |||| Produits',
  fields: {
    kind: 'Type',
    product_id: 'Id au catalogue',
    reference: 'Référence',
    name: 'Nom',
    brand: 'Marque',
    category: 'Catégorie',
    service_type: 'Type de service',
    price: 'Prix',
    currency: 'Devise',
    created_at: 'Créé le',
  },
  kinds: {
    device: 'Produit matériel',
    service: 'Produit de service',
  },
};
