// Checks of a reference to a billing company (one of ours), called by the hooks of the records it
// invoices (packages, data pools) inside their own transaction.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';

export const COMPANY_NOT_FOUND = 'Billing company not found.';

export async function requireCompany(exec: Executor, companyId: number | null | undefined): Promise<void> {
  if (companyId == null) return;
  const [company] = await exec.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw badRequest(COMPANY_NOT_FOUND, { billing_company_id: 'No billing company with this id.' });
}
