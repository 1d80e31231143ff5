// French messages of outbox; typed as the English ones, so a missing or extra key fails the typecheck.
import type { outbox as en } from '../../resources/outbox.ts';

export const outbox: typeof en = {
  name: "Boîte d'envoi |||| Boîte d'envoi",
  fields: {
    id: 'Id',
    channel: 'Canal',
    recipient: 'Destinataire',
    subject: 'Objet',
    status: 'Statut',
    created_at: 'Créé le',
    sent_at: 'Envoyé le',
    error: 'Erreur',
    attempts: 'Tentatives',
    next_attempt_at: 'Prochain essai',
    body: 'Message',
    html: 'Version HTML',
  },
  channels: {
    email: 'E-mail',
    sms: 'SMS',
  },
  statuses: {
    queued: 'En attente',
    sent: 'Envoyé',
    sending: 'Envoi en cours',
    failed: 'Échec, nouvel essai prévu',
    dead: 'Non distribuable (abandonné)',
    stored: 'Conservé (pas de serveur de mail)',
  },
  messages: {
    admin_only: "La boîte d'envoi est réservée aux administrateurs.",
  },
};
