// French messages of service products; typed as the English ones, so a missing or extra key fails the typecheck.
import type { service_products as en } from '../../resources/service_products.ts';

export const service_products: typeof en = {
  name: 'Produit de service |||| Produits de service',
  fields: {
    id: 'Id',
    reference: 'Référence',
    vendor_reference: 'Référence fournisseur',
    service_type: 'Type de service',
    frequency: 'Fréquence',
    name: 'Nom',
    price: 'Prix',
    data_included: 'Données incluses (Go)',
    extra_price: 'Prix supplémentaire',
    currency: 'Devise',
    description: 'Description',
    services_count: 'Services',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
    archived_at: 'Archivé le',
    archived_reason: "Motif d'archivage",
  },
  tabs: { summary: 'Résumé', services: 'Services', logs: 'Journal' },
  sections: { identity: 'Produit', pricing: 'Tarif' },
};
