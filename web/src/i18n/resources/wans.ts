export const wans = {
  name: 'Wan |||| Wans',
  fields: {
    name: 'Name',
    ic_id: 'Controller id',
    ic_status: 'Status',
    wan_type: 'Type',
    status_led: 'LED',
    ip_address: 'IP address',
    cellular_network_type: 'Network',
    sim_a: 'SIM A',
    sim_b: 'SIM B',
  },
};
