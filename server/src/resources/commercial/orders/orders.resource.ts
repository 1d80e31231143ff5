// Orders (spec 1 §2.2 "registered with no screens", docs/decisions/0042): the customer orders, which
// are the packages, as a read-only reference list over the view `orders` (migration 0027). Written
// through /packages only; the generic write routes are not offered here (404).
import { ordersView } from '../../../db/views/reference-lists.ts';
import { defineResource } from '../../../platform/registry.ts';

export const ordersResource = defineResource({
  name: 'orders',
  objectType: 'order',
  table: ordersView,
  archivable: false,
  writable: false,
  // Each served by a trigram index of packages.
  searchable: [ordersView.reference, ordersView.so_number, ordersView.name, ordersView.customer_reference],
  filters: {
    archived: { type: 'bool' },
    customer_id: { type: 'int' },
    site_id: { type: 'int' },
    status: { type: 'text' },
    start_date: { type: 'date', range: true },
  },
  defaultFilters: { archived: 'false' },
  sortable: ['reference', 'so_number', 'name', 'customer_name', 'status', 'start_date', 'created_at'],
  repr: (row) => row.reference || row.name || `Order ${row.id}`,
});
