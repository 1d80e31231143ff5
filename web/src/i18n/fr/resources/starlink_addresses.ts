// French messages of starlink addresses; typed as the English ones, so a missing or extra key fails the typecheck.
import type { starlink_addresses as en } from '../../resources/starlink_addresses.ts';

export const starlink_addresses: typeof en = {
  name: 'Adresse satellite |||| Adresses satellite',
  fields: {
    id: 'Id',
    formatted_address: 'Adresse',
    address_reference_id: 'Référence',
    address_lines: "Lignes d'adresse",
    locality: 'Localité',
    postal_code: 'Code postal',
    administrative_area: 'Région administrative',
    administrative_area_code: 'Code de région administrative',
    region_code: 'Région',
    lat: 'Latitude',
    lng: 'Longitude',
    metadatas: 'Métadonnées',
    starlink_account_id: 'Compte',
    starlink_account: 'Compte',
    last_sync_at: 'Dernière synchronisation',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
  },
  tabs: { summary: 'Résumé', service_lines: 'Lignes de service', logs: 'Journal' },
};
