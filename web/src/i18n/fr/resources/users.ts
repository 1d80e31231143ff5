// French messages of users; typed as the English ones, so a missing or extra key fails the typecheck.
import type { users as en } from '../../resources/users.ts';

export const users: typeof en = {
  name: 'Utilisateur |||| Utilisateurs',
  fields: {
    id: 'Id',
    email: 'E-mail',
    firstname: 'Prénom',
    lastname: 'Nom',
    fullname: 'Nom complet',
    phone: 'Téléphone',
    customer_id: 'Client',
    customer_name: 'Client',
    is_admin: 'Administrateur',
    is_staff: 'Personnel',
    is_manager: 'Responsable',
    active: 'Actif',
    mfa_enabled: 'MFA',
    mfa_method: 'Méthode MFA',
    last_login_at: 'Dernière connexion',
    can_manage_users: 'Peut gérer les utilisateurs',
    can_manage_pricing: 'Peut gérer les tarifs',
    can_view_invoices: 'Peut voir les factures',
    can_view_packages: 'Peut voir les packages',
    can_view_starlinks: 'Peut voir les Starlinks',
    can_view_data_pools: 'Peut voir les pools de données',
    can_impersonate: "Peut se connecter en tant que client",
    locale: 'Langue',
    theme: 'Thème',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
  },
  tabs: {
    summary: 'Résumé',
    logs: 'Historique',
  },
  sections: {
    identity: 'Identité',
    roles: 'Rôles',
    permissions: 'Permissions',
    security: 'Sécurité de connexion',
  },
  helpers: {
    customer_id: "Renseigné pour les utilisateurs du portail d'un client ; vide pour le personnel.",
    mfa_method: 'Comment le code de vérification est envoyé une fois la MFA activée.',
  },
  mfa_methods: {
    email: 'E-mail',
    sms: 'SMS',
  },
  actions: {
    enable_mfa: 'Activer la MFA',
    disable_mfa: 'Désactiver la MFA',
  },
  notifications: {
    mfa_enabled: 'La MFA a été activée',
    mfa_disabled: 'La MFA a été désactivée',
    mfa_error: "Une erreur s'est produite",
  },
  messages: {
    not_allowed: 'Gérer les utilisateurs demande la permission « Peut gérer les utilisateurs ».',
    admin_only: 'Seul un administrateur peut modifier ce compte.',
  },
};
