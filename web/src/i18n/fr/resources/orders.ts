// French messages of orders; typed as the English ones.
import type { orders as en } from '../../resources/orders.ts';

export const orders: typeof en = {
  name: 'Commande |||| Commandes',
  fields: {
    reference: 'Référence',
    so_number: 'N° de commande',
    name: 'Nom',
    customer_id: 'Client',
    customer_name: 'Client',
    customer_reference: 'Référence client',
    site_id: 'Site',
    site_name: 'Site',
    status: 'Statut',
    start_date: 'Date de début',
    end_date: 'Date de fin',
    desired_date: 'Date souhaitée',
    currency: 'Devise',
    is_free: 'Gratuit',
    services_count: 'Services',
    created_at: 'Créé le',
  },
};
