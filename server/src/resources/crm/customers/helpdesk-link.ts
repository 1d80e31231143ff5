// A customer's support-ticket link (spec 1 §2.4) depends on which help-desk the app talks to, which is
// known only when the app is built; the customers route plugin sets the URL template here and the
// computed field reads it on every query.
import { sql, type SQL } from 'drizzle-orm';
import { customers } from '../../../db/schema/index.ts';

const ID = '{id}';
let template: string | null = null;

/** `ticketsUrl` of the configured help-desk, called with a placeholder for the company id. */
export function setHelpdeskLinkTemplate(ticketsUrl: (companyId: string) => string) {
  template = ticketsUrl(ID);
}

/** null when the customer is not linked (or no help-desk is configured). */
export const helpdeskUrlSql = (): SQL<string | null> => sql<string | null>`replace(${template}::text, ${ID}, ${customers.helpdesk_id})`;
