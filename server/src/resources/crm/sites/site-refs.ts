// Checks of a reference to a site, called by the hooks of the records placed at a customer's site
// (services, package lines, tasks, packages, data pools) inside their own transaction.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { sites } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';

export const SITE_REF_MESSAGES = {
  siteNotFound: 'Site not found.',
  siteOfOtherCustomer: 'The site does not belong to the customer.',
} as const;

/** Refuses a site that does not exist or, when a customer is given, belongs to another customer. */
export async function requireSiteOf(exec: Executor, siteId: number | null | undefined, customerId: number | null | undefined): Promise<void> {
  if (siteId == null) return;
  const [site] = await exec.select({ customer_id: sites.customer_id }).from(sites).where(eq(sites.id, siteId));
  if (!site) throw badRequest(SITE_REF_MESSAGES.siteNotFound, { site_id: 'No site with this id.' });
  if (customerId != null && site.customer_id !== customerId)
    throw badRequest(SITE_REF_MESSAGES.siteOfOtherCustomer, { site_id: SITE_REF_MESSAGES.siteOfOtherCustomer });
}
