// Dutch messages of orders; typed as the English ones.
import type { orders as en } from '../../resources/orders.ts';

export const orders: typeof en = {
  name: 'Bestelling |||| Bestellingen',
  fields: {
    reference: 'Referentie',
    so_number: 'Ordernummer',
    name: 'Naam',
    customer_id: 'Klant',
    customer_name: 'Klant',
    customer_reference: 'Klantreferentie',
    site_id: 'Site',
    site_name: 'Site',
    status: 'Status',
    start_date: 'Startdatum',
    end_date: 'Einddatum',
    desired_date: 'Gewenste datum',
    currency: 'Munt',
    is_free: 'Gratis',
    services_count: 'Diensten',
    created_at: 'Aangemaakt',
  },
};
