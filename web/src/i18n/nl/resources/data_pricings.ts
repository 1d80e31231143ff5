// Dutch messages of data pricings; typed as the English ones, so a missing or extra key fails the typecheck.
import type { data_pricings as en } from '../../resources/data_pricings.ts';

export const data_pricings: typeof en = {
  name: 'Datatarief |||| Datatarieven',
  fields: {
    id: 'Id',
    provider: 'Provider',
    customer_id: 'Klant',
    customer_name: 'Klant',
    country_code: 'Landcode',
    vpmn: 'VPMN',
    imsi: 'IMSI',
    price: 'Prijs per MB',
    buy_price: 'Aankoopprijs per MB',
    currency: 'Munt',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
  },
  actions: { update_usages: 'Verbruik bijwerken' },
  update_usages: {
    running: 'Verbruik wordt bijgewerkt… %{progress}%',
    done: 'Verbruik bijgewerkt: %{count} record(s) opnieuw getarifeerd',
    failed: 'Bijwerken van het verbruik mislukt: %{error}',
  },
  helpers: { per_mb: 'EUR per MB' },
  validation: {
    country_code: 'Een landcode van twee letters, bv. BE',
    vpmn: '3 tot 10 letters of cijfers',
    imsi: '6 tot 15 cijfers',
  },
  tabs: { of_customer: 'Datatarieven' },
};
