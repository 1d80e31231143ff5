// Products (spec 1 §2.2 "registered with no screens", docs/decisions/0042): the whole catalogue, device
// products and service products in one read-only list over the view `products` (migration 0027). The
// id is stable and tells the kind (own id × 10, + 1 device, + 2 service); `product_id` is the id in
// the product's own catalogue, where it is written.
import { productsView } from '../../../db/views/reference-lists.ts';
import { defineResource } from '../../../platform/registry.ts';

export const productsResource = defineResource({
  name: 'products',
  objectType: 'product',
  table: productsView,
  archivable: false,
  writable: false,
  searchable: [productsView.reference, productsView.name],
  filters: {
    archived: { type: 'bool' },
    kind: { type: 'text' },
    product_id: { type: 'int' },
    service_type: { type: 'text' },
  },
  defaultFilters: { archived: 'false' },
  sortable: ['reference', 'name', 'kind', 'created_at'],
  valueFields: ['kind', 'service_type'],
  repr: (row) => row.name || row.reference || `Product ${row.id}`,
});
