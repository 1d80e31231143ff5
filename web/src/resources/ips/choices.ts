import { IP_FIREWALLS, IP_SUBNET_TYPES, IP_VLAN_IDS } from '@console/contract';

export const firewallChoices = IP_FIREWALLS.map((id) => ({ id, name: id }));
export const subnetTypeChoices = IP_SUBNET_TYPES.map((id) => ({ id, name: `resources.ips.subnet_types.${id}` }));
export const vlanChoices = IP_VLAN_IDS.map((id) => ({ id, name: String(id) }));
