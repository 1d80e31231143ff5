// The billing party of a package or a data pool (customer, its site, its billing address and the
// billing company that invoices), checked as a whole. It sits with the billing addresses because the
// address is what ties the others: sites and addresses already read customers, so the check cannot
// live with customers without tying those folders into a circle.
import { vatCodeRefusal } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { changed, valueAfter } from '../../../platform/write-values.ts';
import { requireCompany } from '../companies/company-refs.ts';
import { requireCustomer } from '../customers/customer-refs.ts';
import { requireSiteOf } from '../sites/site-refs.ts';
import { requireAddressOf } from './address-refs.ts';
import { vatPartiesOf } from './vat-parties.ts';

/** What a package or a data pool form says when its customer or billing address is missing. */
export const BILLING_PARTY_MESSAGES = {
  customerRequired: 'A customer is required.',
  addressRequired: 'A billing address is required.',
} as const;

/**
 * Customer, site, billing address and company of a package or data pool, checked where they change:
 * the site and the address belong to the customer.
 */
export async function checkCustomerRefs(exec: Executor, before: Row | null, data: Row): Promise<void> {
  const customerId = valueAfter(before, data, 'customer_id');
  if (changed(before, data, 'customer_id')) await requireCustomer(exec, data.customer_id);
  if (changed(before, data, 'site_id') || changed(before, data, 'customer_id')) await requireSiteOf(exec, valueAfter(before, data, 'site_id'), customerId);
  if (changed(before, data, 'invoicing_address_id') || changed(before, data, 'customer_id')) {
    await requireAddressOf(exec, valueAfter(before, data, 'invoicing_address_id'), customerId);
  }
  if (changed(before, data, 'billing_company_id')) await requireCompany(exec, data.billing_company_id);
  await checkDefaultVatCode(exec, before, data);
}

/**
 * The default VAT code of a package or data pool fits its billing company's and billing address's
 * countries (decision 0056); checked when the code or either party changes, 400 on the code otherwise.
 */
async function checkDefaultVatCode(exec: Executor, before: Row | null, data: Row): Promise<void> {
  if (!['default_vat_code', 'billing_company_id', 'invoicing_address_id'].some((k) => changed(before, data, k))) return;
  const code = valueAfter(before, data, 'default_vat_code');
  if (code == null) return;
  const parties = await vatPartiesOf(exec, valueAfter(before, data, 'billing_company_id'), valueAfter(before, data, 'invoicing_address_id'));
  const refusal = vatCodeRefusal(code, parties);
  if (refusal) throw badRequest(refusal, { default_vat_code: refusal });
}
