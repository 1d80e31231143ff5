// Dutch messages of the Peppol transmission, typed as the English ones.
import type { peppolMessages as en } from '../peppol.ts';

export const peppolMessages: typeof en = {
  section: 'Peppol',
  fields: { status: 'Peppol-status', message_id: 'Bericht-id', attempts: 'Pogingen', sent_at: 'Aanvaard door het toegangspunt', error: 'Fout' },
  statuses: { queued: 'In wachtrij', sending: 'Wordt verzonden', accepted: 'Aanvaard', delivered: 'Afgeleverd', rejected: 'Geweigerd', failed: 'Mislukt' },
};
