// Dutch messages of starlink addresses; typed as the English ones, so a missing or extra key fails the typecheck.
import type { starlink_addresses as en } from '../../resources/starlink_addresses.ts';

export const starlink_addresses: typeof en = {
  name: 'Satellietadres |||| Satellietadressen',
  fields: {
    id: 'Id',
    formatted_address: 'Adres',
    address_reference_id: 'Referentie',
    address_lines: 'Adresregels',
    locality: 'Plaats',
    postal_code: 'Postcode',
    administrative_area: 'Bestuurlijk gebied',
    administrative_area_code: 'Code bestuurlijk gebied',
    region_code: 'Regio',
    lat: 'Breedtegraad',
    lng: 'Lengtegraad',
    metadatas: 'Metadata',
    starlink_account_id: 'Account',
    starlink_account: 'Account',
    last_sync_at: 'Laatste synchronisatie',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
  },
  tabs: { summary: 'Overzicht', service_lines: 'Servicelijnen', logs: 'Logboek' },
};
