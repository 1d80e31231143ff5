// Dutch messages of ips; typed as the English ones, so a missing or extra key fails the typecheck.
import type { ips as en } from '../../resources/ips.ts';

export const ips: typeof en = {
  name: 'IP |||| IP’s',
  fields: {
    id: 'Id',
    address: 'Adres',
    addresses: 'Adressen, CIDR-blokken of bereiken',
    cidr: 'Prefix',
    used: 'In gebruik',
    available: 'Beschikbaar',
    device_id: 'Toestel',
    device_serial: 'Toestel',
    unmanaged_device_description: 'Onbeheerd toestel',
    customer_id: 'Klant',
    customer_name: 'Klant',
    subnet: 'Subnet',
    subnet_type: 'Subnettype',
    subnet_notes: 'Subnetnotities',
    gateway: 'Gateway',
    firewall: 'Firewall',
    vlan_id: 'VLAN',
    last_ping_at: 'Laatste ping',
    last_ping_result: 'Resultaat laatste ping',
    notes: 'Notities',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    archived_at: 'Gearchiveerd',
    archived_reason: 'Reden van archivering',
  },
  subnet_types: {
    dhcp: 'DHCP',
    static: 'Statisch',
  },
  tabs: {
    summary: 'Overzicht',
    logs: 'Logboek',
  },
  sections: {
    address: 'Adres',
    subnet: 'Subnet',
    use: 'Gebruik',
    last_ping: 'Laatste ping',
  },
  actions: {
    ping: 'Ping',
  },
  ping: {
    title: 'Ping %{address}',
    avg_rtt: 'Gemiddelde rondreistijd',
    min_rtt: 'Minimale rondreistijd',
    max_rtt: 'Maximale rondreistijd',
    ms: '%{value} ms',
    no_answer: 'Het adres antwoordde niet.',
  },
  bulk_create: {
    title: 'IP’s in bulk aanmaken',
  },
};
