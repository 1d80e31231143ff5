export const location_updates = {
  name: 'Network Event |||| Network Events',
  fields: {
    id: 'Id',
    timestamp: 'Time',
    iccid: 'ICCID',
    sim_id: 'SIM card',
    type: 'Type',
    mcc: 'MCC',
    mnc: 'MNC',
    network_name: 'Network',
    vpmn: 'VPMN',
    country_iso3: 'Country ISO3',
    country_name: 'Country',
    imsi: 'IMSI',
    imsi_id: 'IMSI id',
    created_at: 'Received',
  },
  filters: {
    from: 'From',
    to: 'To',
  },
};
