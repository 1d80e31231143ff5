// Dutch messages of logs; typed as the English ones, so a missing or extra key fails the typecheck.
import type { logs as en } from '../../resources/logs.ts';

export const logs: typeof en = {
  name: 'Activiteitenlogboek |||| Activiteitenlogboek',
  fields: {
    id: 'Id',
    created_at: 'Datum',
    author_name: 'Auteur',
    user_id: 'Auteur',
    verb: 'Actie',
    activity_verb: 'Actie',
    object_type: 'Objecttype',
    object_id: 'Object',
    before: 'Voor',
    after: 'Na',
    by_system: 'Door het systeem',
    key: 'Veld',
  },
  messages: {
    changes: 'Wijzigingen',
    no_changes: 'Geen enkel veld gewijzigd.',
  },
};
