// What each staff role may do beyond every staff member (decision 0065): the permission flags a staff
// user of that work role holds by default. The flags stay on the user record, where an admin sees and
// changes them one by one; the role fills the flags of a new staff account (the server for the flags a
// request does not name, the console's create form as soon as a role is picked), and the demo staff get
// exactly these. Portal flags (invoices, packages, data pools of a customer's own portal) are never a
// staff default: staff read invoices, packages and pools as staff.
import type { PermissionFlag } from './enums.ts';
import type { WorkRole } from './work-dashboards.ts';

/** The staff flags a role grants (satellite and pricing); the portal flags are left to portal users. */
export const STAFF_ROLE_FLAGS = ['can_view_starlinks', 'can_manage_pricing'] as const satisfies readonly PermissionFlag[];
export type StaffRoleFlag = (typeof STAFF_ROLE_FLAGS)[number];

/** Every member of the role. */
const OF_ROLE: Record<WorkRole, readonly StaffRoleFlag[]> = {
  // Sells satellite service, answers customers about their terminals and usage.
  sales: ['can_view_starlinks'],
  // Designs the solution: coverage, terminals, service plans.
  presales: ['can_view_starlinks'],
  // Provisions and operates terminals and service lines (opt in/out, pause, resume, deactivate).
  delivery: ['can_view_starlinks'],
  // Runs the network, satellite links included.
  network: ['can_view_starlinks'],
  // Hardware in the warehouse: terminals are product items there, not satellite service.
  stock: [],
  // Sets prices, invoices satellite usage and overage, suspends for non-payment.
  accounting: ['can_view_starlinks', 'can_manage_pricing'],
};

/** The managers of the role, in addition. */
const OF_MANAGER: Partial<Record<WorkRole, readonly StaffRoleFlag[]>> = {
  // Sales managers agree prices with customers.
  sales: ['can_manage_pricing'],
};

/** The flags a staff member of this role (a manager or not) holds by default, each true or false. */
export function staffRoleFlags(role: WorkRole | null | undefined, isManager = false): Record<StaffRoleFlag, boolean> {
  const granted = new Set<StaffRoleFlag>(role ? [...OF_ROLE[role], ...(isManager ? (OF_MANAGER[role] ?? []) : [])] : []);
  return Object.fromEntries(STAFF_ROLE_FLAGS.map((f) => [f, granted.has(f)])) as Record<StaffRoleFlag, boolean>;
}
