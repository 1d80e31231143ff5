// Invoice lines (spec 3 §2 Invoice lines, §3, §5): written only while their invoice is a draft (409
// naming its status otherwise); each write stores the line total and tax rate and recomputes the
// invoice totals in the same transaction (resources/invoices/invoice-totals.ts). Its VAT code follows
// the parties (decision 0056): one that does not fit the billing company's and billing address's
// countries is a 400 naming the code and the countries; a line without one takes the parties' default.
import { z } from 'zod';
import {
  centsToAmount,
  coded,
  defaultVatCode,
  INVOICE_MACHINE,
  type LineInput,
  lineTotalCents,
  PACKAGE_DEFAULTS,
  refusalOf,
  supplyOfLineType,
  type VatParties,
  vatCodeRefusal,
  vatRate,
} from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { invoiceLines } from '../../../db/schema/index.ts';
import { appError, badRequest, refused } from '../../../platform/errors.ts';
import { requiredInt } from '../../../platform/fields.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { lockInvoice, recomputeInvoiceTotals } from '../invoices/invoice-totals.ts';
import { lineFields } from '../invoices/invoice-line-fields.ts';
import { INT_MAX } from '../../../platform/id-params.ts';
import { partiesKey, vatPartiesMany, vatPartiesOf } from '../../crm/addresses/vat-parties.ts';

/** The invoice of a line write, locked; 400 when missing, 409 naming its status when not a draft. */
async function draftInvoice(tx: Executor, invoiceId: number, action: 'add_line' | 'edit') {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice) throw badRequest('Invoice not found.', { invoice_id: 'No invoice with this id.' });
  if (invoice.archived_at) throw appError('invoice_deleted');
  const refusal = refusalOf(INVOICE_MACHINE, action, invoice);
  if (refusal) throw refused(refusal);
  return invoice;
}

/**
 * The line with a VAT code that fits its parties: a given code is checked (400 naming it and the
 * countries), a missing one becomes the parties' default (none when the seller has no country). A credit
 * note mirrors its invoice and is not judged: correcting a wrong invoice must stay possible.
 */
export function withVatCode(line: Row, parties: VatParties, invoiceType?: string | null): Row {
  if (invoiceType === 'credit') return line;
  if (line.vat_code == null) {
    const code = defaultVatCode(parties, supplyOfLineType(line.type));
    return code ? { ...line, vat_code: code } : line;
  }
  const refusal = vatCodeRefusal(line.vat_code, parties);
  if (refusal) throw badRequest(refusal, { vat_code: refusal });
  return line;
}

const partiesOfInvoice = (tx: Executor, invoice: Row) => vatPartiesOf(tx, invoice.billing_company_id, invoice.invoicing_address_id);

/**
 * The lines of many drafts (a billing run's batch, which inserts its lines without the line hooks)
 * given the VAT codes withVatCode gives a line write: the parties' default where none is set, a 400
 * where one does not fit (the run then bills the batch one by one and skips the one, with the reason).
 */
export async function withVatCodes<D extends { head: Row; lines: object[] }>(tx: Executor, drafts: D[]): Promise<D[]> {
  const companyOf = (head: Row) => head.billing_company_id ?? PACKAGE_DEFAULTS.billing_company_id;
  const parties = await vatPartiesMany(
    tx,
    drafts.map((d) => ({ companyId: companyOf(d.head), addressId: d.head.invoicing_address_id ?? null })),
  );
  return drafts.map((d) => {
    const p = parties.get(partiesKey(companyOf(d.head), d.head.invoicing_address_id))!;
    return { ...d, lines: d.lines.map((l) => withVatCode(l as Row, p, d.head.invoice_type)) };
  });
}

/** Total and tax rate, from the values the line will have. */
const derived = (line: Row) => ({ total: centsToAmount(lineTotalCents(line as LineInput)), tax_rate: vatRate(line.vat_code) });

function checkPeriod(line: Row) {
  if (line.start_date && line.end_date && line.end_date < line.start_date)
    throw badRequest('The end date is before the start date.', { end_date: 'Must be on or after the start date.' });
}

/** The stored values of a new line of a draft: defaults, checked period, total and tax rate. */
export function newLineValues(data: Row): Row {
  const line = { qty: 1, unit_price: 0, ...data };
  checkPeriod(line);
  return { ...line, ...derived(line) };
}

export const invoiceLinesResource = defineResource({
  name: 'invoice_lines',
  objectType: 'invoice_line',
  table: invoiceLines,
  searchable: [invoiceLines.product_name, invoiceLines.description, invoiceLines.reference],
  filters: {
    invoice_id: { type: 'int' },
    type: { type: 'text' },
    vat_code: { type: 'text' },
  },
  sortable: ['id', 'type', 'product_name', 'qty', 'unit_price', 'vat_code', 'total', 'start_date', 'end_date', 'created_at'],
  defaultSort: { field: 'id', order: 'ASC' },
  createSchema: z.object({ invoice_id: requiredInt(1, INT_MAX, 'An invoice is required.'), ...lineFields }),
  updateSchema: z.object(lineFields).partial(),
  repr: (row) => row.product_name || row.description || `Line ${row.id}`,
  refs: (row) => ({ invoice_id: row.invoice_id }),
  // A document and its lines are one change (decision 0084): a line's change is written inside its invoice's entry.
  logParent: (row) => ({ objectType: 'invoice', id: row.invoice_id }),
  valueFields: ['type', 'vat_code'],
  // Deleting a draft (spec 3) says no reason: archiving is its delete here.
  archiveReasonRequired: false,
  hooks: {
    beforeCreate: async (tx, _ctx, data) => {
      const invoice = await draftInvoice(tx, data.invoice_id, 'add_line');
      return newLineValues(withVatCode(data, await partiesOfInvoice(tx, invoice), invoice.invoice_type));
    },
    beforeUpdate: async (tx, _ctx, before, data) => {
      const invoice = await draftInvoice(tx, before.invoice_id, 'edit');
      if (data.vat_code !== undefined) data = withVatCode(data, await partiesOfInvoice(tx, invoice), invoice.invoice_type);
      const merged = { ...before, ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) };
      checkPeriod(merged);
      return { ...data, ...derived(merged) };
    },
    afterWrite: (tx, ctx, _before, after) => recomputeInvoiceTotals(tx, ctx, after.invoice_id),
    // A line deleted from a draft leaves the totals at once (the archive follows in this transaction).
    beforeArchive: async (tx, ctx, row) => {
      const invoice = await lockInvoice(tx, row.invoice_id);
      const refusal = invoice && refusalOf(INVOICE_MACHINE, 'edit', invoice);
      if (refusal) return refusal;
      await recomputeInvoiceTotals(tx, ctx, row.invoice_id, row.id);
    },
    beforeUnarchive: () => coded('invoice_line_not_restorable'),
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'invoice_id', header: 'Invoice ID', width: 10 },
    { key: 'type', header: 'Type', width: 12 },
    { key: 'product_name', header: 'Product', width: 26 },
    { key: 'product_reference', header: 'Product reference', width: 16 },
    { key: 'package_reference', header: 'Package', width: 14 },
    { key: 'reference', header: 'Reference', width: 14 },
    { key: 'customer_reference', header: 'Customer reference', width: 16 },
    { key: 'description', header: 'Description', width: 30 },
    { key: 'qty', header: 'Qty', width: 8 },
    { key: 'unit_price', header: 'Unit price', width: 10 },
    { key: 'total', header: 'Total', width: 10 },
    { key: 'vat_code', header: 'VAT code', width: 14 },
    { key: 'tax_rate', header: 'Tax rate (%)', width: 8 },
    { key: 'start_date', header: 'Start date', width: 12 },
    { key: 'end_date', header: 'End date', width: 12 },
  ],
});
