// Dutch messages of simpools; typed as the English ones, so a missing or extra key fails the typecheck.
import type { simpools as en } from '../../resources/simpools.ts';

export const simpools: typeof en = {
  name: 'Simpool |||| Simpools',
  fields: {
    id: 'Id',
    name: 'Naam',
    customer_id: 'Klant',
    customer_name: 'Klant',
    customer: 'Klant',
    notes: 'Notities',
    description: 'Beschrijving',
    cards_count: 'Simkaarten',
    iccids: 'Toe te voegen ICCID’s',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    archived_at: 'Gearchiveerd',
    archived_reason: 'Reden van archivering',
  },
  tabs: {
    of_customer: 'Simpools',
    of_site: 'Simpools',
    summary: 'Overzicht',
    simcards: 'Simkaarten',
    logs: 'Logboek',
  },
  helpers: {
    iccids: 'Eén ICCID per regel: deze simkaarten worden bij het opslaan aan de pool toegevoegd.',
  },
  notifications: {
    added: 'Simkaarten toegevoegd',
    added_some: '%{smart_count} simkaarten toegevoegd aan pool %{name}',
  },
};
