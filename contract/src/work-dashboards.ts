// Role dashboards of the home page (issue 14): what each person works on, as tiles that each open
// the list they count with exactly this filter. The server counts a tile through that list's own
// query, so a tile always equals the total of the list it opens.

/** What a staff member works on (users.work_role); none (and admins) see every section. */
export const WORK_ROLES = ['sales', 'presales', 'delivery', 'stock', 'network', 'accounting'] as const;
export type WorkRole = (typeof WORK_ROLES)[number];

export const WORK_SECTIONS = ['stock', 'network', 'delivery', 'sales', 'accounting'] as const;
export type WorkSection = (typeof WORK_SECTIONS)[number];

export interface WorkTile {
  key: string;
  section: WorkSection;
  resource: string;
  filter: Record<string, string>;
}

export const WORK_TILES: readonly WorkTile[] = [
  { key: 'devices_in_stock', section: 'stock', resource: 'devices', filter: { archived: 'false', in_stock: 'true' } },
  { key: 'devices_reserved', section: 'stock', resource: 'devices', filter: { archived: 'false', reserved: 'true' } },
  { key: 'products_below_minimum', section: 'stock', resource: 'device_products', filter: { archived: 'false', stock_alert: 'true' } },
  { key: 'items_in_stock', section: 'stock', resource: 'product_items', filter: { archived: 'false', in_stock: 'true' } },
  { key: 'devices_offline', section: 'network', resource: 'devices', filter: { archived: 'false', online_status: 'offline' } },
  { key: 'sims_suspended', section: 'network', resource: 'simcards', filter: { archived: 'false', status: 'SUSPENDED' } },
  { key: 'services_to_provision', section: 'delivery', resource: 'services', filter: { archived: 'false', status: 'PROVISIONING' } },
  { key: 'services_to_ship', section: 'delivery', resource: 'services', filter: { archived: 'false', status: 'PROVISIONED' } },
  { key: 'services_to_deliver', section: 'delivery', resource: 'services', filter: { archived: 'false', status: 'SHIPPED' } },
  { key: 'packages_draft', section: 'sales', resource: 'packages', filter: { archived: 'false', status: 'draft' } },
  { key: 'services_to_invoice', section: 'accounting', resource: 'services', filter: { archived: 'false', to_invoice: 'true' } },
  { key: 'invoices_draft', section: 'accounting', resource: 'invoices', filter: { archived: 'false', status: 'draft' } },
];

/** The sections each role sees first (and only): the people who do that work. */
export const ROLE_SECTIONS: Record<WorkRole, readonly WorkSection[]> = {
  sales: ['sales', 'delivery'],
  presales: ['sales', 'stock'],
  delivery: ['delivery', 'stock'],
  stock: ['stock', 'network'],
  network: ['network', 'stock'],
  accounting: ['accounting', 'sales'],
};

/** Sections shown to someone: their role's, or all of them without a role (and for admins). */
export const sectionsFor = (role: WorkRole | null | undefined, isAdmin: boolean): readonly WorkSection[] =>
  isAdmin || !role ? WORK_SECTIONS : ROLE_SECTIONS[role];

export interface WorkDashboard {
  role: WorkRole | null;
  sections: { key: WorkSection; tiles: (WorkTile & { count: number })[] }[];
}
