// French messages of access_events; typed as the English ones, so a missing or extra key fails the typecheck.
import type { access_events as en } from '../../resources/access_events.ts';

export const access_events: typeof en = {
  name: "Journal d'accès |||| Journal d'accès",
  fields: {
    id: 'Id',
    created_at: 'Date',
    kind: 'Événement',
    user_id: 'Utilisateur',
    email: 'Compte',
    actor_id: 'Membre du personnel',
    actor_name: 'Membre du personnel',
    ip: 'Adresse',
    created_at_gte: 'Du',
    created_at_lte: 'Au',
    details: 'Détails',
  },
  kinds: {
    sign_in: 'Connexion',
    sign_in_failed: 'Connexion refusée',
    sign_out: 'Déconnexion',
    mfa_challenge: 'Code envoyé',
    mfa_failed: 'Code erroné',
    impersonation_start: 'Usurpation commencée',
    impersonation_end: 'Usurpation terminée',
    preferences: 'Préférences modifiées',
  },
  reasons: {
    invalid: 'identifiant ou mot de passe erroné',
    throttled: 'trop de tentatives',
    inactive: 'compte inactif',
  },
  messages: {
    admin_only: "Le journal d'accès est réservé aux administrateurs.",
    impersonated: 'ouverte par %{name}',
  },
};
