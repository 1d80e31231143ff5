// The seam between the invoices' archive hooks and the billing that owns what a draft billed
// (decision 0060): billing imports invoices, so invoices cannot import billing back (no circle between
// resource folders, decision 0051). Billing registers its give-back here when it loads; an invoice
// archive calls it. Not registered (billing not loaded), a billed draft refuses to be deleted rather
// than keep its periods billed by an invoice that no longer exists.
import { type CodedMessage, coded } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/registry.ts';

export interface GiveBackHooks {
  giveBack(tx: Executor, ctx: Ctx, invoice: Row): Promise<CodedMessage | undefined>;
  restoreRefusal(invoice: Row): CodedMessage | undefined;
}

let hooks: GiveBackHooks | null = null;

export function registerGiveBack(h: GiveBackHooks) {
  hooks = h;
}

const billed = (invoice: Row) => invoice.source === 'package' || invoice.source === 'data_pool';

/** beforeArchive of a draft: what it billed given back, or the reason it cannot be. */
export async function giveBackOnArchive(tx: Executor, ctx: Ctx, invoice: Row): Promise<CodedMessage | undefined> {
  if (hooks) return hooks.giveBack(tx, ctx, invoice);
  return billed(invoice) ? coded('invoice_billing_not_loaded') : undefined;
}

/** beforeUnarchive: a billed draft that gave its periods back stays deleted. */
export function restoreRefusalOf(invoice: Row): CodedMessage | undefined {
  return hooks ? hooks.restoreRefusal(invoice) : undefined;
}
