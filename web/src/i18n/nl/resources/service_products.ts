// Dutch messages of service products; typed as the English ones, so a missing or extra key fails the typecheck.
import type { service_products as en } from '../../resources/service_products.ts';

export const service_products: typeof en = {
  name: 'Dienstproduct |||| Dienstproducten',
  fields: {
    id: 'Id',
    reference: 'Referentie',
    vendor_reference: 'Leveranciersreferentie',
    service_type: 'Diensttype',
    frequency: 'Frequentie',
    name: 'Naam',
    price: 'Prijs',
    data_included: 'Inbegrepen data (GB)',
    extra_price: 'Extra prijs',
    currency: 'Munt',
    description: 'Beschrijving',
    services_count: 'Diensten',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    archived_at: 'Gearchiveerd',
    archived_reason: 'Reden van archivering',
  },
  tabs: { summary: 'Overzicht', services: 'Diensten', logs: 'Logboek' },
  sections: { identity: 'Product', pricing: 'Tarief' },
};
