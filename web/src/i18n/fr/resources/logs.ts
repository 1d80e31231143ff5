// French messages of logs; typed as the English ones, so a missing or extra key fails the typecheck.
import type { logs as en } from '../../resources/logs.ts';

export const logs: typeof en = {
  name: "Journal d'activité |||| Journal d'activité",
  fields: {
    id: 'Id',
    created_at: 'Date',
    author_name: 'Auteur',
    user_id: 'Auteur',
    verb: 'Action',
    activity_verb: 'Action',
    object_type: "Type d'objet",
    object_id: 'Objet',
    before: 'Avant',
    after: 'Après',
    by_system: 'Par le système',
    key: 'Champ',
  },
  messages: {
    changes: 'Modifications',
    no_changes: "Aucun champ n'a changé.",
  },
};
