// Invoices and credit notes (spec 3 §2 Invoices, §3, §4, §5). Edited only while draft (409 naming the
// status otherwise); status, number, totals, sent and accounting fields are written only by the
// actions (invoices.actions.ts) and the line writes (invoice-totals.ts).
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CURRENCIES,
  coded,
  dueDate,
  INVOICE_MACHINE,
  INVOICE_SOURCES,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  isStructuredReference,
  PACKAGE_DEFAULTS,
  refusalOf,
  structuredReference,
} from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { addresses, companies, customers, dataPools, invoices, packages } from '../../../db/schema/index.ts';
import { qualified } from '../../../platform/computed.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { badRequest, refused } from '../../../platform/errors.ts';
import { choice, date, id, orDefault, requiredInt, text } from '../../../platform/fields.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { defineResource, getResource, type Row } from '../../../platform/registry.ts';
import { createRow } from '../../../platform/store.ts';
import { lineFields } from './invoice-line-fields.ts';
import { nextId } from '../../../platform/row-ids.ts';
import { INT_MAX } from '../../../platform/id-params.ts';
import { giveBackOnArchive, restoreRefusalOf } from './invoice-give-back-hook.ts';
import { checkCreditNoteParties, creditedTotal, creditNoteUnarchiveRefusal, remainingToCredit } from './credit-note-balance.ts';
import { readAll } from '../../../db/read-all.ts';

const structuredRef = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .trim()
    .refine(isStructuredReference, 'A Belgian structured reference such as +++123/4567/89002+++ (its last two digits are the check digits).')
    .nullish(),
);

const fields = {
  currency: orDefault(choice(CURRENCIES)),
  invoiced_at: date(),
  due_date: date(),
  billing_company_id: orDefault(id()),
  invoicing_address_id: requiredInt(1, INT_MAX, 'A billing address is required.'),
  customer_id: id(),
  purchase_order: text(200),
  forced_so_number: text(200),
  so_numbers: text(1000),
  terms: text(5000),
  notes: text(5000),
  bank_iban: text(50),
  bank_bic: text(20),
  structured_reference: structuredRef,
};
const createFields = {
  ...fields,
  invoice_type: orDefault(choice(INVOICE_TYPES)),
  source: orDefault(choice(INVOICE_SOURCES)),
  package_id: id(),
  data_pool_id: id(),
  /** The form's editable table of lines, created with the invoice. */
  lines: z.array(z.object(lineFields)).max(500).optional(),
};

async function addressOf(exec: Executor, addressId: number) {
  const [address] = await exec
    .select({ customer_id: addresses.customer_id, payment_terms: addresses.payment_terms })
    .from(addresses)
    .where(eq(addresses.id, addressId));
  if (!address) throw badRequest('Billing address not found.', { invoicing_address_id: 'No billing address with this id.' });
  return address;
}

async function companyOf(exec: Executor, companyId: number) {
  const [company] = await exec.select({ bank_iban: companies.bank_iban, bank_bic: companies.bank_bic }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw badRequest('Billing company not found.', { billing_company_id: 'No billing company with this id.' });
  return company;
}

async function checkSource(exec: Executor, data: Row) {
  if (data.package_id != null) {
    const [p] = await exec.select({ id: packages.id }).from(packages).where(eq(packages.id, data.package_id));
    if (!p) throw badRequest('Package not found.', { package_id: 'No package with this id.' });
  }
  if (data.data_pool_id != null) {
    const [p] = await exec.select({ id: dataPools.id }).from(dataPools).where(eq(dataPools.id, data.data_pool_id));
    if (!p) throw badRequest('Data pool not found.', { data_pool_id: 'No data pool with this id.' });
  }
}

function checkDates(invoicedAt: string | null | undefined, due: string | null | undefined) {
  if (invoicedAt && due && due < invoicedAt)
    throw badRequest('The due date is before the invoiced date.', { due_date: 'Must be on or after the invoiced date.' });
}

/** The stored values of a new draft, once its address, company and id are known. */
function draftValues(
  data: Row,
  address: { customer_id: number | null; payment_terms: string | null },
  companyId: number,
  company: { bank_iban: string | null; bank_bic: string | null },
  newId: number,
): Row {
  const invoicedAt = data.invoiced_at ?? today();
  const due = data.due_date ?? dueDate(invoicedAt, address.payment_terms);
  checkDates(invoicedAt, due);
  return {
    ...data,
    id: newId,
    status: 'draft',
    customer_id: address.customer_id,
    billing_company_id: companyId,
    source: data.source ?? (data.package_id ? 'package' : data.data_pool_id ? 'data_pool' : 'user'),
    invoiced_at: invoicedAt,
    due_date: due,
    bank_iban: data.bank_iban ?? company.bank_iban,
    bank_bic: data.bank_bic ?? company.bank_bic,
    structured_reference: data.structured_reference ?? structuredReference(newId),
  };
}

/**
 * A new draft: customer from the billing address, bank details from the company, due date from the
 * terms. `lines` (not a column) passes through to afterWrite, which creates them.
 */
async function prepareCreate(tx: Executor, _ctx: Ctx, input: Row): Promise<Row> {
  const data = input;
  const address = await addressOf(tx, data.invoicing_address_id);
  if (data.customer_id != null && data.customer_id !== address.customer_id) {
    throw badRequest('The billing address does not belong to the customer.', { invoicing_address_id: 'The billing address does not belong to the customer.' });
  }
  const companyId = data.billing_company_id ?? PACKAGE_DEFAULTS.billing_company_id;
  const company = await companyOf(tx, companyId);
  await checkSource(tx, data);
  checkDates(data.invoiced_at ?? today(), data.due_date);
  // The id is drawn first so the default structured reference carries it.
  return draftValues(data, address, companyId, company, await nextId(tx, 'invoices'));
}

/**
 * The values of many new drafts at once (a billing run's invoices of orders, no customer given): what
 * prepareCreate gives each, with one read of the addresses, companies and orders and one draw of ids.
 */
export async function prepareDrafts(tx: Executor, inputs: Row[]): Promise<Row[]> {
  if (inputs.length === 0) return [];
  const uniq = (key: string) => [...new Set(inputs.map((d) => d[key]).filter((v) => v != null))] as number[];
  const companyIds = [...new Set(inputs.map((d) => d.billing_company_id ?? PACKAGE_DEFAULTS.billing_company_id))] as number[];
  const [addressRows, companyRows, packageRows, poolRows, idRows] = await readAll(tx, [
    tx
      .select({ id: addresses.id, customer_id: addresses.customer_id, payment_terms: addresses.payment_terms })
      .from(addresses)
      .where(inArray(addresses.id, uniq('invoicing_address_id'))),
    tx.select({ id: companies.id, bank_iban: companies.bank_iban, bank_bic: companies.bank_bic }).from(companies).where(inArray(companies.id, companyIds)),
    uniq('package_id').length
      ? tx
          .select({ id: packages.id })
          .from(packages)
          .where(inArray(packages.id, uniq('package_id')))
      : [],
    uniq('data_pool_id').length
      ? tx
          .select({ id: dataPools.id })
          .from(dataPools)
          .where(inArray(dataPools.id, uniq('data_pool_id')))
      : [],
    tx.execute(sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id from generate_series(1, ${inputs.length}) g order by g`),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const addressMap = byId(addressRows);
  const companyMap = byId(companyRows);
  const sources = { package_id: byId(packageRows), data_pool_id: byId(poolRows) };
  const ids = rowsOf(idRows).map((r) => Number(r.id));
  return inputs.map((data, i) => {
    const address = addressMap.get(data.invoicing_address_id);
    if (!address) throw badRequest('Billing address not found.', { invoicing_address_id: 'No billing address with this id.' });
    const companyId = data.billing_company_id ?? PACKAGE_DEFAULTS.billing_company_id;
    const company = companyMap.get(companyId);
    if (!company) throw badRequest('Billing company not found.', { billing_company_id: 'No billing company with this id.' });
    if (data.package_id != null && !sources.package_id.has(data.package_id)) throw badRequest('Package not found.', { package_id: 'No package with this id.' });
    if (data.data_pool_id != null && !sources.data_pool_id.has(data.data_pool_id))
      throw badRequest('Data pool not found.', { data_pool_id: 'No data pool with this id.' });
    return draftValues(data, address, companyId, company, ids[i]);
  });
}

async function prepareUpdate(tx: Executor, _ctx: Ctx, before: Row, data: Row): Promise<Row> {
  const refusal = refusalOf(INVOICE_MACHINE, 'edit', before as { status: string });
  if (refusal) throw refused(refusal);
  const out = { ...data };
  const addressChanged = data.invoicing_address_id != null && data.invoicing_address_id !== before.invoicing_address_id;
  const address = await addressOf(tx, data.invoicing_address_id ?? before.invoicing_address_id);
  if (addressChanged) out.customer_id = address.customer_id;
  else if (data.customer_id != null && data.customer_id !== before.customer_id) {
    throw badRequest('The billing address does not belong to the customer.', { customer_id: 'Change the billing address to change the customer.' });
  }
  if (data.billing_company_id != null && data.billing_company_id !== before.billing_company_id) await companyOf(tx, data.billing_company_id);
  if (data.invoiced_at === null) delete out.invoiced_at;
  const invoicedAt = out.invoiced_at ?? before.invoiced_at;
  // A new invoiced date or address moves the due date with it unless the form sets one.
  if (data.due_date === undefined && invoicedAt && (addressChanged || (out.invoiced_at && out.invoiced_at !== before.invoiced_at))) {
    out.due_date = dueDate(invoicedAt, address.payment_terms);
  }
  checkDates(invoicedAt, out.due_date ?? before.due_date);
  await checkCreditNoteParties(tx, before, data);
  return out;
}

/** Overdue: an invoice (not a credit note) sent or viewed, so unpaid, whose due date is before today. */
const OVERDUE = sql`(${qualified(invoices.status)} in ('sent', 'view') and ${qualified(invoices.invoice_type)} = 'invoice' and ${qualified(invoices.due_date)} < current_date)`;
/** Not pushed: sent, and the accounting system has not said DONE. */
const NOT_PUSHED = sql`(${qualified(invoices.sent_at)} is not null and ${qualified(invoices.accounting_status)} is distinct from 'DONE')`;

export const invoicesResource = defineResource({
  name: 'invoices',
  objectType: 'invoice',
  table: invoices,
  // The frozen document (decision 0062) is the server's own: PDF and UBL are made from it, no client reads or logs it.
  hidden: ['document'],
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
    billing_company_name: nameOf(companies, 'billing_company_id'),
    invoicing_address_name: nameOf(addresses, 'invoicing_address_id'),
    package_reference: nameOf(packages, 'package_id', 'reference'),
    credited_total: creditedTotal,
  },
  computed: { remaining_to_credit: remainingToCredit },
  searchable: [invoices.number, invoices.structured_reference, invoices.purchase_order, invoices.customer_name],
  // At a million invoices a number prefix ("F1-2026-") is common: planned like the devices' q (decision 0028).
  rankedSearch: { prefixes: [invoices.number, invoices.structured_reference] },
  filters: {
    status: {
      type: 'text',
      where: (v: string) =>
        INVOICE_STATUSES.includes(v as never) || v === 'send' ? sql`${qualified(invoices.status)} = ${v === 'send' ? 'sent' : v}` : sql`false`,
    },
    invoice_type: { type: 'text' },
    customer_id: { type: 'int' },
    billing_company_id: { type: 'int' },
    invoicing_address_id: { type: 'int' },
    package_id: { type: 'int' },
    data_pool_id: { type: 'int' },
    /** The credit notes of an invoice (its show page lists them). */
    reversed_invoice_id: { type: 'int' },
    source: { type: 'text' },
    accounting_status: { type: 'text' },
    peppol_status: { type: 'text' },
    start_date: { type: 'date', where: (v: string) => sql`${qualified(invoices.invoiced_at)} >= ${v}` },
    end_date: { type: 'date', where: (v: string) => sql`${qualified(invoices.invoiced_at)} <= ${v}` },
    invoiced_at: { type: 'date', range: true },
    /** Invoices sent or viewed, unpaid, past their due date: the accounting dashboard's tile (decision 0066). */
    overdue: { type: 'bool', where: (v: boolean) => (v ? OVERDUE : sql`not coalesce(${OVERDUE}, false)`) },
    /** Sent documents the accounting system has not confirmed (accounting status other than DONE). */
    not_pushed: { type: 'bool', where: (v: boolean) => (v ? NOT_PUSHED : sql`not ${NOT_PUSHED}`) },
  },
  sortable: [
    'number',
    'invoiced_at',
    'due_date',
    'total_untaxed',
    'total',
    'status',
    'invoice_type',
    'customer_name',
    'package_reference',
    'odoo_id',
    'sent_at',
    'created_at',
  ],
  createSchema: z.object(createFields),
  updateSchema: z.object(fields).partial(),
  repr: (row) =>
    row.number
      ? `${row.invoice_type === 'credit' ? 'Credit note' : 'Invoice'} ${row.number}`
      : `Draft ${row.invoice_type === 'credit' ? 'credit note' : 'invoice'} ${row.id}`,
  refs: (row) => ({ customer_id: row.customer_id, package_id: row.package_id }),
  valueFields: ['status', 'invoice_type', 'source', 'currency', 'accounting_status'],
  // Deleting a draft (spec 3) says no reason: archiving is its delete here.
  archiveReasonRequired: false,
  hooks: {
    beforeCreate: prepareCreate,
    beforeUpdate: prepareUpdate,
    afterWrite: async (tx, ctx, before, after, input) => {
      if (before || !Array.isArray(input.lines)) return;
      // Looked up by name: the lines' declaration imports the invoice's totals, which import this one.
      const linesResource = getResource('invoice_lines')!;
      for (const line of input.lines as Row[]) await createRow(tx, ctx, linesResource, { ...line, invoice_id: after.id });
    },
    // A deleted draft gives back what it billed (decision 0060, billing-give-back.ts).
    beforeArchive: (tx, ctx, row) =>
      row.status === 'draft' ? giveBackOnArchive(tx, ctx, row) : coded('invoice_delete_not_draft', { status: String(row.status) }),
    beforeUnarchive: async (tx, _ctx, row) => restoreRefusalOf(row) ?? creditNoteUnarchiveRefusal(tx, row),
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'number', header: 'Number', width: 16 },
    { key: 'structured_reference', header: 'Reference', width: 22 },
    { key: 'package_reference', header: 'Package', width: 14 },
    { key: 'invoice_type', header: 'Type', width: 10 },
    { key: 'status', header: 'Status', width: 10 },
    { key: 'customer_name', header: 'Customer', width: 26 },
    { key: 'billing_company_name', header: 'Billing company', width: 20 },
    { key: 'invoicing_address_name', header: 'Billing address', width: 24 },
    { key: 'invoiced_at', header: 'Invoiced at', width: 12 },
    { key: 'due_date', header: 'Due date', width: 12 },
    { key: 'currency', header: 'Currency', width: 8 },
    { key: 'total_untaxed', header: 'Total untaxed', width: 12 },
    { key: 'total_tax', header: 'Total tax', width: 12 },
    { key: 'total', header: 'Total', width: 12 },
    { key: 'purchase_order', header: 'Purchase order', width: 14 },
    { key: 'sent_at', header: 'Sent at', width: 20 },
    { key: 'paid_at', header: 'Paid on', width: 12 },
    { key: 'odoo_id', header: 'Accounting ID', width: 12 },
    { key: 'accounting_status', header: 'Accounting status', width: 12 },
  ],
});
