// French messages of line_providers; typed as the English ones, so a missing or extra key fails the typecheck.
import type { line_providers as en } from '../../resources/line_providers.ts';

export const line_providers: typeof en = {
  name: 'Fournisseur de lignes |||| Fournisseurs de lignes',
  fields: {
    id: 'Id',
    name: 'Nom',
    notes: 'Notes',
    lines_count: 'Lignes',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
    archived_at: 'Archivé le',
    archived_reason: "Motif d'archivage",
  },
  tabs: {
    summary: 'Résumé',
    lines: 'Lignes',
    logs: 'Historique',
  },
};
