// Locations (spec 1 §2.2 "registered with no screens", docs/decisions/0042): the places equipment
// stands, which are the sites (customers' sites and the stock) with their address and coordinates,
// as a read-only list over the view `locations` (migration 0027). Written through /sites only.
import { locationsView } from '../../../db/views/reference-lists.ts';
import { defineResource } from '../../../platform/registry.ts';

export const locationsResource = defineResource({
  name: 'locations',
  objectType: 'location',
  table: locationsView,
  archivable: false,
  writable: false,
  // Each served by a trigram index of sites.
  searchable: [locationsView.name, locationsView.city, locationsView.address],
  filters: {
    archived: { type: 'bool' },
    customer_id: { type: 'int' },
    is_stock: { type: 'bool' },
    city: { type: 'text' },
    country: { type: 'text' },
  },
  defaultFilters: { archived: 'false' },
  sortable: ['name', 'customer_name', 'city', 'country', 'created_at'],
  repr: (row) => row.name || `Location ${row.id}`,
});
