// Checks of a reference to a billing address, called by the hooks of the records invoiced to one
// (packages, data pools) inside their own transaction.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { addresses } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';

export const ADDRESS_REF_MESSAGES = {
  addressNotFound: 'Billing address not found.',
  addressOfOtherCustomer: 'The billing address does not belong to the customer.',
} as const;

/** The address's customer (a pool without a customer takes it). */
export async function requireAddressOf(exec: Executor, addressId: number | null | undefined, customerId: number | null | undefined): Promise<number | null> {
  if (addressId == null) return null;
  const [address] = await exec.select({ customer_id: addresses.customer_id }).from(addresses).where(eq(addresses.id, addressId));
  if (!address) throw badRequest(ADDRESS_REF_MESSAGES.addressNotFound, { invoicing_address_id: 'No billing address with this id.' });
  if (customerId != null && address.customer_id !== customerId) {
    throw badRequest(ADDRESS_REF_MESSAGES.addressOfOtherCustomer, { invoicing_address_id: ADDRESS_REF_MESSAGES.addressOfOtherCustomer });
  }
  return address.customer_id;
}
