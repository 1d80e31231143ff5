// What an invoice document shows (PDF, mail, accounting push): the invoice, its live lines, issuer,
// billing address and the invoice a credit note reverses, read in a fixed number of queries.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses, companies, customers, invoices } from '../../db/schema/index.ts';
import { invoiceLinesOf } from './invoice-totals.ts';

export async function loadInvoiceDocument(exec: Executor, id: number) {
  const [invoice] = await exec.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) return null;
  const [[company], [address], [customer], lines, [reversed]] = await Promise.all([
    exec.select().from(companies).where(eq(companies.id, invoice.billing_company_id)),
    exec.select().from(addresses).where(eq(addresses.id, invoice.invoicing_address_id)),
    exec.select({ name: customers.name }).from(customers).where(eq(customers.id, invoice.customer_id)),
    invoiceLinesOf(exec, id),
    invoice.reversed_invoice_id
      ? exec.select({ number: invoices.number, invoiced_at: invoices.invoiced_at }).from(invoices).where(eq(invoices.id, invoice.reversed_invoice_id))
      : Promise.resolve([] as { number: string | null; invoiced_at: string | null }[]),
  ]);
  return { invoice, company, address, customer: customer ?? null, lines, reversed: reversed ?? null };
}

export type InvoiceDocument = NonNullable<Awaited<ReturnType<typeof loadInvoiceDocument>>>;

export const documentTitle = (doc: InvoiceDocument) => (doc.invoice.invoice_type === 'credit' ? 'Credit note' : 'Invoice');
/** invoice_{number}.pdf (spec 3 §7); a draft has no number yet. */
export const pdfFileName = (invoice: { number: string | null }) => `invoice_${invoice.number ?? 'draft'}.pdf`;
