// Checks of the references commercial records make (customer, site, billing address, billing
// company), called by the hooks of packages, services, package lines and data pools.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { addresses, companies, sites } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { requireCustomer } from '../../crm/customers/customer-refs.ts';

export const COMMERCIAL_MESSAGES = {
  customerRequired: 'A customer is required.',
  addressRequired: 'A billing address is required.',
  siteOfOtherCustomer: 'The site does not belong to the customer.',
  addressOfOtherCustomer: 'The billing address does not belong to the customer.',
  siteNotFound: 'Site not found.',
  addressNotFound: 'Billing address not found.',
  companyNotFound: 'Billing company not found.',
} as const;

/** A write's value of a field: the new one when sent, the stored one otherwise. */
export const valueOf = (before: Row | null, data: Row, key: string) => (data[key] !== undefined ? data[key] : before?.[key]);
export const changed = (before: Row | null, data: Row, key: string) => data[key] !== undefined && (before === null || (data[key] ?? null) !== (before[key] ?? null));

export async function requireSiteOf(exec: Executor, siteId: number | null | undefined, customerId: number | null | undefined): Promise<void> {
  if (siteId == null) return;
  const [site] = await exec.select({ customer_id: sites.customer_id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw badRequest(COMMERCIAL_MESSAGES.siteNotFound, { site_id: 'No site with this id.' });
  if (customerId != null && site.customer_id !== customerId) throw badRequest(COMMERCIAL_MESSAGES.siteOfOtherCustomer, { site_id: COMMERCIAL_MESSAGES.siteOfOtherCustomer });
}

/** The address's customer (a pool without a customer takes it). */
export async function requireAddressOf(exec: Executor, addressId: number | null | undefined, customerId: number | null | undefined): Promise<number | null> {
  if (addressId == null) return null;
  const [address] = await exec.select({ customer_id: addresses.customer_id }).from(addresses).where(eq(addresses.id, addressId));
  if (!address) throw badRequest(COMMERCIAL_MESSAGES.addressNotFound, { invoicing_address_id: 'No billing address with this id.' });
  if (customerId != null && address.customer_id !== customerId) {
    throw badRequest(COMMERCIAL_MESSAGES.addressOfOtherCustomer, { invoicing_address_id: COMMERCIAL_MESSAGES.addressOfOtherCustomer });
  }
  return address.customer_id;
}

export async function requireCompany(exec: Executor, companyId: number | null | undefined): Promise<void> {
  if (companyId == null) return;
  const [company] = await exec.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw badRequest(COMMERCIAL_MESSAGES.companyNotFound, { billing_company_id: 'No billing company with this id.' });
}

/**
 * Customer, site, billing address and company of a package or data pool, checked where they change:
 * the site and the address belong to the customer.
 */
export async function checkCustomerRefs(exec: Executor, before: Row | null, data: Row): Promise<void> {
  const customerId = valueOf(before, data, 'customer_id');
  if (changed(before, data, 'customer_id')) await requireCustomer(exec, data.customer_id);
  if (changed(before, data, 'site_id') || changed(before, data, 'customer_id')) await requireSiteOf(exec, valueOf(before, data, 'site_id'), customerId);
  if (changed(before, data, 'invoicing_address_id') || changed(before, data, 'customer_id')) {
    await requireAddressOf(exec, valueOf(before, data, 'invoicing_address_id'), customerId);
  }
  if (changed(before, data, 'billing_company_id')) await requireCompany(exec, data.billing_company_id);
}

/**
 * The id a new row will get, drawn from its table's sequence, so a default reference can carry it
 * (PKG-000042) in the one insert.
 */
export async function nextId(exec: Executor, table: string): Promise<number> {
  const { rows } = (await exec.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
  return rows[0].id;
}

export const defaultReference = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;
