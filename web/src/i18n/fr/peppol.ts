// French messages of the Peppol transmission, typed as the English ones.
import type { peppolMessages as en } from '../peppol.ts';

export const peppolMessages: typeof en = {
  section: 'Peppol',
  fields: {
    status: 'Statut Peppol',
    message_id: 'Identifiant du message',
    attempts: 'Essais',
    sent_at: "Pris en charge par le point d'accès",
    error: 'Erreur',
  },
  statuses: { queued: 'En file', sending: 'En cours d’envoi', accepted: 'Accepté', delivered: 'Livré', rejected: 'Refusé', failed: 'Échec' },
};
