// French messages of simpools; typed as the English ones, so a missing or extra key fails the typecheck.
import type { simpools as en } from '../../resources/simpools.ts';

export const simpools: typeof en = {
  name: 'Pool SIM |||| Pools SIM',
  fields: {
    id: 'Id',
    name: 'Nom',
    customer_id: 'Client',
    customer_name: 'Client',
    customer: 'Client',
    notes: 'Notes',
    description: 'Description',
    cards_count: 'Cartes SIM',
    iccids: 'ICCID à ajouter',
    created_at: 'Créé le',
    updated_at: 'Modifié le',
    archived_at: 'Archivé le',
    archived_reason: "Motif d'archivage",
  },
  tabs: {
    of_customer: 'Pools SIM',
    of_site: 'Pools SIM',
    summary: 'Résumé',
    simcards: 'Cartes SIM',
    logs: 'Historique',
  },
  helpers: {
    iccids: "Un ICCID par ligne : ces cartes SIM sont ajoutées au pool à l'enregistrement.",
  },
  notifications: {
    added: 'Cartes SIM ajoutées',
    added_some: '%{smart_count} cartes SIM ajoutées au pool %{name}',
  },
};
