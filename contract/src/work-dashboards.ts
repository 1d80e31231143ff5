// Role dashboards of the home page (issue 14): what each person works on, as tiles that each open
// the list they count with exactly this filter. The server counts a tile through that list's own
// query, so a tile always equals the total of the list it opens (each tile names its count, COUNTS).
import { COUNTS, type CountName } from './counts.ts';

/** What a staff member works on (users.work_role); none (and admins) see every section. */
export const WORK_ROLES = ['sales', 'presales', 'delivery', 'stock', 'network', 'accounting'] as const;
export type WorkRole = (typeof WORK_ROLES)[number];

export const WORK_SECTIONS = ['stock', 'network', 'delivery', 'sales', 'accounting'] as const;
export type WorkSection = (typeof WORK_SECTIONS)[number];

export interface WorkTile {
  /** The tile's key (its label app.dashboard.home.tiles.<key>). */
  key: string;
  section: WorkSection;
  /** The named count it shows (contract COUNTS): the list it opens and its filter come from there. */
  count_name: CountName;
  resource: string;
  filter: Readonly<Record<string, string | boolean>>;
}

const tile = (key: string, section: WorkSection, count: CountName): WorkTile => ({ key, section, count_name: count, ...COUNTS[count] });

export const WORK_TILES: readonly WorkTile[] = [
  tile('devices_in_stock', 'stock', 'devices_in_stock'),
  tile('devices_reserved', 'stock', 'devices_reserved'),
  tile('products_below_minimum', 'stock', 'stock_alerts'),
  tile('items_in_stock', 'stock', 'product_items_in_stock'),
  tile('devices_offline', 'network', 'devices_offline'),
  tile('sims_suspended', 'network', 'sims_suspended'),
  // The delivery queue of the Delivery dashboard (LINE services wait in the lines queue).
  tile('services_to_provision', 'delivery', 'delivery_services_provisioning'),
  tile('services_to_ship', 'delivery', 'delivery_services_provisioned'),
  tile('services_to_deliver', 'delivery', 'delivery_services_shipped'),
  tile('packages_draft', 'sales', 'packages_draft'),
  tile('services_to_invoice', 'accounting', 'services_to_invoice'),
  tile('invoices_draft', 'accounting', 'invoices_draft'),
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
