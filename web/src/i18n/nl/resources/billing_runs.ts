import type { billing_runs as en } from '../../resources/billing_runs.ts';

export const billing_runs: typeof en = {
  name: 'Maandfacturatie |||| Maandfacturaties',
  fields: {
    id: 'Id',
    period: 'Maand',
    status: 'Status',
    progress: 'Voortgang',
    as_of: 'Gefactureerd op',
    invoices_count: 'Facturen',
    total_untaxed: 'Totaal excl. btw',
    skipped_count: 'Overgeslagen',
    skipped: 'Overgeslagen',
    started_at: 'Gestart',
    finished_at: 'Afgelopen',
    created_at: 'Aangemaakt',
    error: 'Fout',
  },
  statuses: { ready: 'Klaar om te starten', queued: 'In wachtrij', running: 'Bezig', done: 'Klaar', failed: 'Mislukt' },
  progress: 'Pakketten %{packages}, datapools %{pools}',
  skipped: { item: 'Onderdeel', reason: 'Waarom het niet gefactureerd werd' },
  actions: { new: 'Nieuwe maandfacturatie', launch: 'Starten' },
  helpers: {
    new: 'Factureert elk pakket en elke datapool met iets verschuldigd voor de maand: abonnementen tot het einde ervan, verbruik en top-ups van de afgelopen maanden. Facturen worden als concept aangemaakt.',
  },
  notifications: {
    created: 'Maandfacturatie voorbereid',
    not_created: 'Maandfacturatie niet voorbereid',
    launched: 'Maandfacturatie gestart',
    not_launched: 'Maandfacturatie niet gestart',
  },
};
