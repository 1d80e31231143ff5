// IP address choices (spec 1 §9) and the bulk-create limit.

export const IP_FIREWALLS = ['none', 'untangle-int', 'untangle-ext', 'untangle-msf', 'untangle-lab', 'untangle-mgmt', 'mikrotik'] as const;
export const IP_SUBNET_TYPES = ['dhcp', 'static'] as const;
/** VLAN 0 (untagged) and 100 to 120. */
export const IP_VLAN_IDS = [0, ...Array.from({ length: 21 }, (_, i) => 100 + i)] as const;
/** Addresses one bulk create may expand to (a /20 of IPv4). */
export const IP_BULK_MAX = 4096;
