// French messages of location_updates; typed as the English ones, so a missing or extra key fails the typecheck.
import type { location_updates as en } from '../../resources/location_updates.ts';

export const location_updates: typeof en = {
  name: 'Événement réseau |||| Événements réseau',
  fields: {
    id: 'Id',
    timestamp: 'Heure',
    iccid: 'ICCID',
    sim_id: 'Carte SIM',
    type: 'Type',
    mcc: 'MCC',
    mnc: 'MNC',
    network_name: 'Réseau',
    vpmn: 'VPMN',
    country_iso3: 'Pays ISO3',
    country_name: 'Pays',
    imsi: 'IMSI',
    imsi_id: 'Id IMSI',
    created_at: 'Reçu le',
  },
  filters: {
    from: 'Du',
    to: 'Au',
  },
};
