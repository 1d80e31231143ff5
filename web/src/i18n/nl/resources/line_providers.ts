// Dutch messages of line_providers; typed as the English ones, so a missing or extra key fails the typecheck.
import type { line_providers as en } from '../../resources/line_providers.ts';

export const line_providers: typeof en = {
  name: 'Lijnprovider |||| Lijnproviders',
  fields: {
    id: 'Id',
    name: 'Naam',
    notes: 'Notities',
    lines_count: 'Lijnen',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    archived_at: 'Gearchiveerd',
    archived_reason: 'Reden van archivering',
  },
  tabs: {
    summary: 'Overzicht',
    lines: 'Lijnen',
    logs: 'Logboek',
  },
};
