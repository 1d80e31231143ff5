import type { billing_runs as en } from '../../resources/billing_runs.ts';

export const billing_runs: typeof en = {
  name: 'Facturation mensuelle |||| Facturations mensuelles',
  fields: {
    id: 'Id',
    period: 'Mois',
    status: 'Statut',
    progress: 'Avancement',
    as_of: 'Facturé au',
    invoices_count: 'Factures',
    total_untaxed: 'Total HTVA',
    skipped_count: 'Non facturés',
    skipped: 'Non facturés',
    started_at: 'Démarrée',
    finished_at: 'Terminée',
    created_at: 'Créée',
    error: 'Erreur',
  },
  statuses: { ready: 'Prête à lancer', queued: 'En file', running: 'En cours', done: 'Terminée', failed: 'Échouée' },
  progress: 'Packages %{packages}, pools de données %{pools}',
  skipped: { item: 'Élément', reason: "Pourquoi il n'a pas été facturé" },
  actions: { new: 'Nouvelle facturation mensuelle', launch: 'Lancer' },
  helpers: {
    new: "Facture chaque package et pool de données ayant quelque chose de dû pour le mois : abonnements jusqu'à sa fin, consommation et recharges des mois écoulés. Les factures sont créées en brouillon.",
  },
  notifications: {
    created: 'Facturation mensuelle préparée',
    not_created: 'Facturation mensuelle non préparée',
    launched: 'Facturation mensuelle lancée',
    not_launched: 'Facturation mensuelle non lancée',
  },
};
