// The VAT code of a service fits its package's parties (decision 0056): the package's billing company
// (the seller's country) and billing address (the buyer's country and VAT number). Checked when the code
// or the package changes; a service outside a package is judged when it is billed.
import { vatCodeRefusal } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { packages } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { changed, valueAfter } from '../../../platform/write-values.ts';
import { vatPartiesOf } from '../../crm/addresses/vat-parties.ts';

export async function checkServiceVatCode(exec: Executor, before: Row | null, data: Row): Promise<void> {
  if (!changed(before, data, 'vat_code') && !changed(before, data, 'package_id')) return;
  const code = valueAfter(before, data, 'vat_code');
  const packageId = valueAfter(before, data, 'package_id');
  if (code == null || packageId == null) return;
  const [p] = await exec
    .select({ billing_company_id: packages.billing_company_id, invoicing_address_id: packages.invoicing_address_id })
    .from(packages)
    .where(eq(packages.id, packageId));
  if (!p) return;
  const refusal = vatCodeRefusal(code, await vatPartiesOf(exec, p.billing_company_id, p.invoicing_address_id));
  if (refusal) throw badRequest(refusal, { vat_code: refusal });
}
