// Dutch messages of speedtests; typed as the English ones, so a missing or extra key fails the typecheck.
import type { speedtests as en } from '../../resources/speedtests.ts';

export const speedtests: typeof en = {
  name: 'Snelheidstest |||| Snelheidstests',
  fields: {
    id: 'Id',
    created_at: 'Datum',
    status: 'Status',
    scheduled_at: 'Gepland op',
    dir: 'Richting',
    device_id: 'Toestel',
    device_serial: 'Serienummer toestel',
    device_name: 'Naam toestel',
    remote_serial: 'Serienummer tegenpartij',
    remote_name: 'Tegenpartij',
    bandwidth: 'Bandbreedte',
    bandwidth_unit: 'Eenheid bandbreedte',
    retransmissions: 'Hertransmissies',
    cwnd: 'Congestievenster',
    cwnd_unit: 'Eenheid congestievenster',
  },
  statuses: { scheduled: 'Gepland', running: 'Bezig', done: 'Klaar', failed: 'Mislukt' },
  dirs: { download: 'Download', upload: 'Upload', bidirectional: 'Beide richtingen' },
  sections: { result: 'Resultaat' },
  metrics: { sinr: 'SINR', rsrq: 'RSRQ', rsrp: 'RSRP' },
  no_quality: 'Geen signaalkwaliteit geregistreerd voor deze test',
  action: { run: 'Snelheidstest uitvoeren' },
  run: {
    serials: 'Serienummers van de toestellen',
    serials_help: 'Eén serienummer per regel',
    scheduled_at: 'Gepland op',
    scheduled_help: 'Leeg: nu',
  },
};
