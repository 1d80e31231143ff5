// French messages of data pricings; typed as the English ones, so a missing or extra key fails the typecheck.
import type { data_pricings as en } from '../../resources/data_pricings.ts';

export const data_pricings: typeof en = {
  name: 'Tarif de données |||| Tarifs de données',
  fields: {
    id: 'Id',
    provider: 'Fournisseur',
    customer_id: 'Client',
    customer_name: 'Client',
    country_code: 'Code pays',
    vpmn: 'VPMN',
    imsi: 'IMSI',
    price: 'Prix par Mo',
    buy_price: "Prix d'achat par Mo",
    currency: 'Devise',
    created_at: 'Créé',
    updated_at: 'Modifié',
  },
  actions: { update_usages: 'Mettre à jour les consommations' },
  update_usages: {
    running: 'Mise à jour des consommations… %{progress} %',
    done: 'Consommations mises à jour : %{count} enregistrement(s) retarifé(s)',
    failed: 'La mise à jour des consommations a échoué : %{error}',
  },
  helpers: { per_mb: 'EUR par Mo' },
  validation: {
    country_code: 'Un code pays de deux lettres, par exemple BE',
    vpmn: '3 à 10 lettres ou chiffres',
    imsi: '6 à 15 chiffres',
  },
  tabs: { of_customer: 'Tarifs de données' },
};
