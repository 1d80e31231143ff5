// Checks of references to customers and to their staff, called by the hooks of several resources
// inside their own transaction.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { customers, users } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';

/** Refuses a reference to a customer that does not exist, with a message on the field. */
export async function requireCustomer(exec: Executor, id: number | null | undefined, field = 'customer_id'): Promise<void> {
  if (id == null) return;
  const [row] = await exec.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  if (!row) throw badRequest('Customer not found.', { [field]: 'No customer with this id.' });
}

/**
 * Account managers and presales are staff (spec 1 §2.3: those pickers list only is_staff users).
 * A read of the users table: the users resource exports no such check yet.
 */
export async function requireStaffUsers(exec: Executor, data: Record<string, unknown>, fields: readonly string[]): Promise<void> {
  for (const field of fields) {
    const id = data[field];
    if (typeof id !== 'number') continue;
    const [row] = await exec.select({ is_staff: users.is_staff, is_admin: users.is_admin }).from(users).where(eq(users.id, id));
    if (!row) throw badRequest('User not found.', { [field]: 'No user with this id.' });
    if (!row.is_staff && !row.is_admin) throw badRequest('Only staff users can be chosen here.', { [field]: 'Choose a staff user.' });
  }
}
