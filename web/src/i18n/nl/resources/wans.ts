// Dutch messages of wans; typed as the English ones, so a missing or extra key fails the typecheck.
import type { wans as en } from '../../resources/wans.ts';

export const wans: typeof en = {
  name: 'WAN |||| WAN’s',
  fields: {
    name: 'Naam',
    ic_id: 'Controller-id',
    ic_status: 'Status',
    wan_type: 'Type',
    status_led: 'LED',
    ip_address: 'IP-adres',
    cellular_network_type: 'Netwerk',
    sim_a: 'Sim A',
    sim_b: 'Sim B',
  },
};
