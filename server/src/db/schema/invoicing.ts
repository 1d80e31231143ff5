// Invoicing (spec 3 §3): invoices and credit notes, their lines, and the numbering counters.
// Money is numeric (decision 0017); totals are kept on the invoice by the line writes
// (resources/invoices/invoice-totals.ts), numbers come from invoice_sequences (decision 0020).
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, archiveColumns, day, maintainedText, timestamps, trgm } from './columns.ts';
import { dataPools, packages } from './commercial.ts';
import { addresses, companies, customers } from './crm.ts';

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015): the names the list shows.
    customer_name: maintainedText('customer_name'),
    billing_company_name: maintainedText('billing_company_name'),
    invoicing_address_name: maintainedText('invoicing_address_name'),
    package_reference: maintainedText('package_reference'),
    number: text('number'),
    status: text('status').notNull().default('draft'),
    invoice_type: text('invoice_type').notNull().default('invoice'),
    source: text('source').notNull().default('user'),
    package_id: integer('package_id').references(() => packages.id),
    data_pool_id: integer('data_pool_id').references(() => dataPools.id),
    billing_company_id: integer('billing_company_id')
      .notNull()
      .references(() => companies.id),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    invoicing_address_id: integer('invoicing_address_id')
      .notNull()
      .references(() => addresses.id),
    /** The invoice a credit note reverses. */
    reversed_invoice_id: integer('reversed_invoice_id').references((): AnyPgColumn => invoices.id),
    invoiced_at: day('invoiced_at'),
    due_date: day('due_date'),
    purchase_order: text('purchase_order'),
    forced_so_number: text('forced_so_number'),
    so_numbers: text('so_numbers'),
    terms: text('terms'),
    notes: text('notes'),
    currency: text('currency').notNull().default('EUR'),
    bank_iban: text('bank_iban'),
    bank_bic: text('bank_bic'),
    structured_reference: text('structured_reference'),
    total_untaxed: amount('total_untaxed').notNull().default(0),
    total_tax: amount('total_tax').notNull().default(0),
    total: amount('total').notNull().default(0),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    sent_to: text('sent_to'),
    /** The day the payment arrived, given when marking paid (today in Europe/Brussels when not given). */
    paid_at: day('paid_at'),
    odoo_id: integer('odoo_id'),
    odoo_name: text('odoo_name'),
    accounting_status: text('accounting_status'),
    accounting_error: text('accounting_error'),
    accounting_pushed_at: timestamp('accounting_pushed_at', { withTimezone: true, mode: 'date' }),
    /** Reminders sent for this unpaid invoice (0 none; 1, 2, 3 at 7, 15, 30 days past due) and when the last went. */
    dunning_level: integer('dunning_level').notNull().default(0),
    dunning_sent_at: timestamp('dunning_sent_at', { withTimezone: true, mode: 'date' }),
    /** Frozen at numbering (rule 17): seller, buyer and lines as the document was issued; PDF and UBL are made from it. */
    document: jsonb('document').$type<Record<string, unknown>>(),
    /** What credit notes have taken of this invoice (their totals, numbered or draft), kept by the credit-note writes. */
    credited_total: amount('credited_total').notNull().default(0),
    /** Peppol transmission (decision 0062): queued, sending, accepted, delivered, rejected, failed; empty when not sent over Peppol. */
    peppol_status: text('peppol_status'),
    peppol_message_id: text('peppol_message_id'),
    peppol_error: text('peppol_error'),
    peppol_attempts: integer('peppol_attempts').notNull().default(0),
    peppol_sent_at: timestamp('peppol_sent_at', { withTimezone: true, mode: 'date' }),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    // An invoice may be credited in several partial credit notes, up to its total (credited_total).
    index('invoices_reversed_invoice_idx').on(t.reversed_invoice_id),
    index('invoices_peppol_status_idx').on(t.peppol_status, t.id),
    trgm('invoices_number_trgm', t.number),
    trgm('invoices_structured_reference_trgm', t.structured_reference),
    trgm('invoices_purchase_order_trgm', t.purchase_order),
    trgm('invoices_customer_name_trgm', t.customer_name),
    index('invoices_status_idx').on(t.status, t.id),
    index('invoices_type_idx').on(t.invoice_type, t.id),
    index('invoices_source_idx').on(t.source, t.id),
    index('invoices_accounting_status_idx').on(t.accounting_status, t.id),
    index('invoices_customer_idx').on(t.customer_id, t.id),
    index('invoices_company_idx').on(t.billing_company_id, t.id),
    index('invoices_address_idx').on(t.invoicing_address_id, t.id),
    index('invoices_package_idx').on(t.package_id, t.id),
    index('invoices_data_pool_idx').on(t.data_pool_id, t.id),
    index('invoices_invoiced_at_idx').on(t.invoiced_at, t.id),
    index('invoices_live_idx').on(t.id).where(sql`${t.archived_at} is null`),
    // The dunning job's candidates: unpaid invoices by due date.
    index('invoices_dunning_idx')
      .on(t.due_date, t.id)
      .where(sql`${t.status} in ('sent', 'view') and ${t.invoice_type} = 'invoice' and ${t.archived_at} is null`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    type: text('type').notNull().default('custom'),
    product_name: text('product_name'),
    product_reference: text('product_reference'),
    package_reference: text('package_reference'),
    reference: text('reference'),
    customer_reference: text('customer_reference'),
    description: text('description'),
    qty: numeric('qty', { precision: 12, scale: 3, mode: 'number' }).notNull().default(1),
    unit_price: numeric('unit_price', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    vat_code: text('vat_code'),
    tax_rate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** qty × unit_price rounded to the cent, written with the line (contract lineTotalCents). */
    total: amount('total').notNull().default(0),
    start_date: day('start_date'),
    end_date: day('end_date'),
    ...archiveColumns(),
    ...timestamps(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoice_id, t.id),
    index('invoice_lines_type_idx').on(t.type, t.id),
    index('invoice_lines_vat_code_idx').on(t.vat_code, t.id),
    trgm('invoice_lines_product_name_trgm', t.product_name),
    trgm('invoice_lines_description_trgm', t.description),
    trgm('invoice_lines_reference_trgm', t.reference),
    index('invoice_lines_live_idx').on(t.id).where(sql`${t.archived_at} is null`),
  ],
);

/** The last number given per issuer prefix, year and type: locked by the sending transaction. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    prefix: integer('prefix').notNull(),
    year: integer('year').notNull(),
    invoice_type: text('invoice_type').notNull(),
    last_number: integer('last_number').notNull().default(0),
    /** The invoiced date of the last number given: a later number never carries an earlier date (decision 0020). */
    last_invoiced_at: day('last_invoiced_at'),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year, t.invoice_type] })],
);

/**
 * Month-end billing runs (decision 0031): one per month (period = its first day). The worker walks
 * the due packages then the due data pools in id order; `cursor_*` is the last one done, so a run
 * restarted after a crash resumes after it, and what it already billed is recorded on the services,
 * lines and pools themselves (billed_through), so nothing is billed twice.
 */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: serial('id').primaryKey(),
    period: day('period').notNull(),
    /** ready (prepared, not launched), queued, running, done, failed. */
    status: text('status').notNull().default('ready'),
    /** The day the run bills as of (fixed at launch: a restart next month bills the same usage months). */
    as_of: day('as_of'),
    packages_total: integer('packages_total').notNull().default(0),
    packages_done: integer('packages_done').notNull().default(0),
    data_pools_total: integer('data_pools_total').notNull().default(0),
    data_pools_done: integer('data_pools_done').notNull().default(0),
    cursor_package_id: integer('cursor_package_id').notNull().default(0),
    cursor_data_pool_id: integer('cursor_data_pool_id').notNull().default(0),
    invoices_count: integer('invoices_count').notNull().default(0),
    total_untaxed: amount('total_untaxed').notNull().default(0),
    skipped_count: integer('skipped_count').notNull().default(0),
    /** What was skipped and why (the first SKIPPED_LIST_LIMIT): kind, id, reference, reason. */
    skipped: jsonb('skipped').$type<{ kind: string; id: number; reference: string | null; reason: string }[]>().notNull().default([]),
    error: text('error'),
    created_by_id: integer('created_by_id'),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('billing_runs_period_key').on(t.period), index('billing_runs_status_idx').on(t.status, t.id)],
);

/**
 * What a billed draft changed on the items it billed (decision 0060): the services', package lines'
 * and data pools' billing marks before and after the invoice. Deleting the draft puts `before` back,
 * provided the item still carries `after` (no later invoice billed it since).
 */
export const billingMarks = pgTable(
  'billing_marks',
  {
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** service | package_line | data_pool */
    item: text('item').notNull(),
    item_id: integer('item_id').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoice_id, t.item, t.item_id] })],
);
