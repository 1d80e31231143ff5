// The help-desk synchronisation: match or create a help-desk company for each customer, then store the links.
import { isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { customers } from '../../../db/schema/index.ts';
import type { Helpdesk } from '../../../integrations/helpdesk/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { updateRow } from '../../../platform/store.ts';
import { customersResource } from './customers.resource.ts';

export interface HelpdeskLink {
  customerId: number;
  helpdeskId: string;
  /** The company was created in the help-desk by this synchronisation (else found by name). */
  created: boolean;
}

/** Names match whatever the case, spacing and accents the two systems were typed with. */
const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Decides the help-desk company of every live customer that has none (or one the help-desk no longer
 * knows): the company of the same name, else a new one (only for active customers). Calls the
 * help-desk and writes nothing: the links found before a failure are still returned with the error,
 * so they are kept, and a later run finds the created companies again by name.
 */
export async function planHelpdeskSync(exec: Executor, helpdesk: Helpdesk): Promise<{ links: HelpdeskLink[]; error?: Error }> {
  const companies = await helpdesk.listCompanies();
  const known = new Set(companies.map((c) => c.id));
  const byName = new Map(companies.map((c) => [nameKey(c.name), c.id]));
  const candidates = await exec
    .select({ id: customers.id, name: customers.name, active: customers.active, helpdesk_id: customers.helpdesk_id })
    .from(customers)
    .where(isNull(customers.archived_at))
    .orderBy(customers.id);
  const links: HelpdeskLink[] = [];
  for (const c of candidates) {
    if (c.helpdesk_id && known.has(c.helpdesk_id)) continue;
    const found = byName.get(nameKey(c.name));
    if (found) {
      if (found !== c.helpdesk_id) links.push({ customerId: c.id, helpdeskId: found, created: false });
      continue;
    }
    if (!c.active) continue;
    try {
      const made = await helpdesk.createCompany({ name: c.name.trim(), domains: [] });
      byName.set(nameKey(made.name), made.id);
      links.push({ customerId: c.id, helpdeskId: made.id, created: true });
    } catch (err) {
      return { links, error: err as Error };
    }
  }
  return { links };
}

/** Stores the links through the generic update, so each one is in the activity log under the acting user. */
export async function applyHelpdeskLinks(tx: Executor, ctx: Ctx, links: HelpdeskLink[]): Promise<void> {
  for (const link of links) await updateRow(tx, ctx, customersResource, link.customerId, { helpdesk_id: link.helpdeskId });
}
