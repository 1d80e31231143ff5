// Dutch messages of outbox; typed as the English ones, so a missing or extra key fails the typecheck.
import type { outbox as en } from '../../resources/outbox.ts';

export const outbox: typeof en = {
  name: 'Uitgaande berichten |||| Uitgaande berichten',
  fields: {
    id: 'Id',
    channel: 'Kanaal',
    recipient: 'Ontvanger',
    subject: 'Onderwerp',
    status: 'Status',
    created_at: 'Aangemaakt',
    sent_at: 'Verzonden',
    error: 'Fout',
    attempts: 'Pogingen',
    next_attempt_at: 'Volgende poging',
    body: 'Bericht',
    html: 'HTML-versie',
  },
  channels: {
    email: 'E-mail',
    sms: 'SMS',
  },
  statuses: {
    queued: 'In wachtrij',
    sent: 'Verzonden',
    sending: 'Wordt verzonden',
    failed: 'Mislukt, wordt opnieuw geprobeerd',
    dead: 'Onbestelbaar (opgegeven)',
    stored: 'Bewaard (geen mailserver)',
  },
  messages: {
    admin_only: 'De uitgaande berichten zijn alleen voor beheerders.',
  },
};
