// Reverse (a credit note of an invoice) and clone (a new draft with the same lines), spec 3 §4.
import { eq } from 'drizzle-orm';
import { INVOICE_MACHINE } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { invoices } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { conflict } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { createRow } from '../../../platform/store.ts';
import { LINE_FIELD_NAMES } from './invoice-line-fields.ts';
import { invoiceLinesOf } from './invoice-totals.ts';
import { LOOKUP } from './invoices.actions.ts';
import { invoicesResource } from './invoices.resource.ts';

/** What a copy keeps of an invoice: who is billed for what, not its identity, dates or status. */
const COPY_FIELDS = [
  'source',
  'package_id',
  'data_pool_id',
  'billing_company_id',
  'invoicing_address_id',
  'customer_id',
  'purchase_order',
  'forced_so_number',
  'so_numbers',
  'terms',
  'notes',
  'currency',
  'bank_iban',
  'bank_bic',
] as const;
const pick = (row: Row, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
const copyLines = async (tx: Executor, id: number) => (await invoiceLinesOf(tx, id)).map((l) => pick(l, LINE_FIELD_NAMES));

/** Clone: a new draft with the same lines, dated today. */
export async function cloneInvoice(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  const source = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'clone', LOOKUP);
  return createRow(tx, ctx, invoicesResource, { ...pick(source, COPY_FIELDS), invoice_type: source.invoice_type, lines: await copyLines(tx, id) });
}

/** Reverse: a draft credit note with the same lines, linked to the invoice; once per invoice. */
export async function reverseInvoice(tx: Executor, ctx: Ctx, id: number): Promise<Row> {
  const source = await beginAction(tx, invoicesResource, INVOICE_MACHINE, id, 'reverse', LOOKUP);
  const [existing] = await tx.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.reversed_invoice_id, id));
  if (existing) throw conflict(`Invoice ${source.number} is already reversed by credit note ${existing.number ?? `(draft ${existing.id})`}.`);
  return createRow(tx, ctx, invoicesResource, {
    ...pick(source, COPY_FIELDS),
    invoice_type: 'credit',
    reversed_invoice_id: id,
    notes: `Credit note for invoice ${source.number}.`,
    lines: await copyLines(tx, id),
  });
}
