// Customer impersonation (spec 1 §7.1, POST /customers/{id}/impersonate): a link to the customer
// portal as the customer's oldest active portal user, refused for archived or inactive customers.
import type { Config } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { getRow } from '../../../platform/store.ts';
import { createImpersonationLink, portalUserOf, refusedImpersonation, type ImpersonationAnswer } from '../../core/users/users.actions.ts';
import { customersResource } from './customers.resource.ts';
import { actorRef, recordAccess } from '../../../platform/access-trail.ts';

export async function impersonateCustomer(tx: Executor, ctx: Ctx, config: Config, id: number): Promise<ImpersonationAnswer> {
  const customer = await getRow(tx, customersResource, id);
  if (customer.archived_at) return refusedImpersonation('archivedCustomer');
  if (!customer.active) return refusedImpersonation('inactiveCustomer');
  const portalUser = await portalUserOf(tx, customer.id);
  if (!portalUser) return refusedImpersonation('noPortalUser');
  const redirect_url = await createImpersonationLink(tx, ctx, config, portalUser.id, customer.id);
  await recordAccess(tx, {
    kind: 'impersonation_start',
    userId: portalUser.id,
    email: portalUser.email,
    actor: actorRef(ctx),
    ip: ctx.ip ?? null,
    details: { customer_id: customer.id, customer: customer.name },
  });
  return { success: true, redirect_url, reason: null };
}
