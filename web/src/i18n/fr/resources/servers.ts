// French messages of servers; typed as the English ones, so a missing or extra key fails the typecheck.
import type { servers as en } from '../../resources/servers.ts';

export const servers: typeof en = {
  name: 'Serveur |||| Serveurs',
  fields: {
    id: 'Id',
    name: 'Nom',
    description: 'Description',
    hostname: "Nom d'hôte",
    api_hostname: "Nom d'hôte de l'API",
    base_url: 'URL de base',
    api_base_url: "URL de base de l'API",
    version: 'Version',
    expiration_date: "Date d'expiration",
    api_key: 'Clé API',
    api_secret: 'Secret API',
    organizations_count: 'Organisations',
    available_organizations_count: 'Organisations disponibles',
    last_sync_at: 'Dernière synchronisation',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
    archived_at: 'Archivé le',
    archived_reason: "Motif d'archivage",
  },
  tabs: { summary: 'Résumé', organizations: 'Organisations', logs: 'Historique' },
  action: { sync: 'Synchroniser' },
  helpers: {
    admin_only: 'Seul un administrateur modifie l’adresse à laquelle la console appelle ce serveur et ses identifiants.',
  },
  columns: { name: 'Organisation', ic_id: 'Id dans le contrôleur', available: 'Disponibilité', groups: 'Groupes' },
  available: 'Disponible',
  unavailable: 'Non disponible',
  groups: 'Groupes',
  no_groups: 'Aucun groupe',
  no_organizations: 'Aucune organisation : synchronisez le serveur',
  organizations_unavailable: 'Les organisations ne sont pas disponibles',
};
