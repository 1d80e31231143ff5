// French messages of sites; typed as the English ones, so a missing or extra key fails the typecheck.
import type { sites as en } from '../../resources/sites.ts';

export const sites: typeof en = {
  name: 'Site |||| Sites',
  fields: {
    id: 'Id',
    name: 'Nom',
    customer_id: 'Client',
    customer_name: 'Client',
    is_stock: 'Stock',
    address: 'Adresse',
    street: 'Rue',
    number: 'Numéro',
    zipcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    lat: 'Latitude',
    lng: 'Longitude',
    description: 'Notes',
    contract_data_source: 'Source des données de contrat',
    data_limit: 'Alerte de limite de données (Go)',
    data_limit_contacts: 'Contacts pour la limite de données',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
    archived_at: 'Archivé le',
    archived_reason: "Motif d'archivage",
  },
  tabs: {
    summary: 'Résumé',
    logs: 'Historique',
    starlinks: 'StarLinks',
  },
  terminal_card: {
    title: 'Terminal satellite |||| Terminaux satellite',
    state: 'État',
    kit_serial_number: 'Numéro de série du kit',
    service_line: 'Ligne de service',
    last_seen: 'Vu pour la dernière fois',
    alerts: 'Alertes',
    no_alerts: 'Aucune alerte',
  },
  sections: {
    identity: 'Identité',
    address: 'Adresse et position',
    alerts: 'Alertes de données',
    notes: 'Notes',
  },
  helpers: {
    data_limit_contacts: 'Adresses e-mail séparées par des points-virgules, alertées quand la limite de données est atteinte.',
  },
  map: {
    label: 'Carte du site',
    pick_hint: "La position est déduite de l'adresse ; cliquez sur la carte pour la fixer à la main.",
  },
  geocode: {
    found: "L'adresse se trouve en %{lat}, %{lng} ; vos coordonnées ont été gardées.",
    use: "Prendre la position de l'adresse",
    keep: 'Garder les miennes',
  },
  pages: { build: 'Ajouter un équipement' },
  build: {
    title: 'Ajouter un équipement à %{name}',
    help: "Choisissez un équipement en stock ; son formulaire de déploiement s'ouvre avec ce site choisi.",
    device: 'Équipement en stock',
    continue: 'Déployer sur ce site',
  },
  dialogs: {
    create: 'Nouveau site',
    edit: 'Modifier le site',
  },
  notifications: {
    geocoding_failed: "L'adresse n'a pas pu être localisée ; fixez la position sur la carte.",
  },
};
