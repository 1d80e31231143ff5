// French messages of ips; typed as the English ones, so a missing or extra key fails the typecheck.
import type { ips as en } from '../../resources/ips.ts';

export const ips: typeof en = {
  name: 'IP |||| IP',
  fields: {
    id: 'Id',
    address: 'Adresse',
    addresses: 'Adresses, blocs CIDR ou plages',
    cidr: 'Préfixe',
    used: 'Utilisée',
    available: 'Disponible',
    device_id: 'Équipement',
    device_serial: 'Équipement',
    unmanaged_device_description: 'Équipement non géré',
    customer_id: 'Client',
    customer_name: 'Client',
    subnet: 'Sous-réseau',
    subnet_type: 'Type de sous-réseau',
    subnet_notes: 'Notes du sous-réseau',
    gateway: 'Passerelle',
    firewall: 'Pare-feu',
    vlan_id: 'VLAN',
    last_ping_at: 'Dernier ping',
    last_ping_result: 'Résultat du dernier ping',
    notes: 'Notes',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
    archived_at: 'Archivé le',
    archived_reason: "Motif d'archivage",
  },
  subnet_types: {
    dhcp: 'DHCP',
    static: 'Statique',
  },
  tabs: {
    summary: 'Résumé',
    logs: 'Historique',
  },
  sections: {
    address: 'Adresse',
    subnet: 'Sous-réseau',
    use: 'Utilisation',
    last_ping: 'Dernier ping',
  },
  actions: {
    ping: 'Ping',
  },
  ping: {
    title: 'Ping %{address}',
    avg_rtt: 'Aller-retour moyen',
    min_rtt: 'Aller-retour minimum',
    max_rtt: 'Aller-retour maximum',
    ms: '%{value} ms',
    no_answer: "L'adresse n'a pas répondu.",
  },
  bulk_create: {
    title: "Création d'IP en masse",
  },
};
