// Dutch messages of location_updates; typed as the English ones, so a missing or extra key fails the typecheck.
import type { location_updates as en } from '../../resources/location_updates.ts';

export const location_updates: typeof en = {
  name: 'Netwerkgebeurtenis |||| Netwerkgebeurtenissen',
  fields: {
    id: 'Id',
    timestamp: 'Tijd',
    iccid: 'ICCID',
    sim_id: 'Simkaart',
    type: 'Type',
    mcc: 'MCC',
    mnc: 'MNC',
    network_name: 'Netwerk',
    vpmn: 'VPMN',
    country_iso3: 'Land ISO3',
    country_name: 'Land',
    imsi: 'IMSI',
    imsi_id: 'IMSI-id',
    created_at: 'Ontvangen',
  },
  filters: {
    from: 'Van',
    to: 'Tot',
  },
};
