// French messages of wans; typed as the English ones, so a missing or extra key fails the typecheck.
import type { wans as en } from '../../resources/wans.ts';

export const wans: typeof en = {
  name: 'WAN |||| WAN',
  fields: {
    name: 'Nom',
    ic_id: 'Id dans le contrôleur',
    ic_status: 'Statut',
    wan_type: 'Type',
    status_led: 'LED',
    ip_address: 'Adresse IP',
    cellular_network_type: 'Réseau',
    sim_a: 'SIM A',
    sim_b: 'SIM B',
  },
};
