// The role defaults of a new staff account (decision 0065); the table itself is the contract's
// (STAFF_ROLE_FLAGS, staffRoleFlags), shared with the console's user form.
import { STAFF_ROLE_FLAGS, staffRoleFlags, type WorkRole } from '@console/contract';

export { staffRoleFlags };

/** A new staff account's flags: those given, else its role's. Portal users and accounts without a role are left as given. */
export function withRoleDefaults<T extends Record<string, unknown>>(data: T): T {
  if (data.is_staff !== true || typeof data.work_role !== 'string') return data;
  const defaults = staffRoleFlags(data.work_role as WorkRole, data.is_manager === true);
  const out: Record<string, unknown> = { ...data };
  for (const f of STAFF_ROLE_FLAGS) if (out[f] === undefined) out[f] = defaults[f];
  return out as T;
}
