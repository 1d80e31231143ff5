// What an invoice document shows (PDF, mail, accounting push, exports): the invoice, its live lines,
// issuer, billing address and the invoice a credit note reverses. Read for a batch of invoices in a
// fixed number of queries, whatever the batch's size (one invoice is a batch of one).
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { addresses, companies, customers, invoiceLines, invoices } from '../../../db/schema/index.ts';

type Invoice = typeof invoices.$inferSelect;
type Line = typeof invoiceLines.$inferSelect;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v != null))];

/** The documents of those invoices, in the order of the ids given (ids not found are left out). */
export async function loadInvoiceDocuments(exec: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const found = byId(await exec.select().from(invoices).where(inArray(invoices.id, ids)));
  const list = ids.map((id) => found.get(id)).filter((i): i is Invoice => Boolean(i));
  const none = Promise.resolve([]);
  const companyIds = unique(list.map((i) => i.billing_company_id));
  const addressIds = unique(list.map((i) => i.invoicing_address_id));
  const customerIds = unique(list.map((i) => i.customer_id));
  const reversedIds = unique(list.map((i) => i.reversed_invoice_id));
  const [companyRows, addressRows, customerRows, lineRows, reversedRows] = await Promise.all([
    companyIds.length ? exec.select().from(companies).where(inArray(companies.id, companyIds)) : none,
    addressIds.length ? exec.select().from(addresses).where(inArray(addresses.id, addressIds)) : none,
    customerIds.length
      ? exec
          .select({ id: customers.id, name: customers.name, invoice_lang: customers.invoice_lang, invoice_channel: customers.invoice_channel })
          .from(customers)
          .where(inArray(customers.id, customerIds))
      : none,
    exec
      .select()
      .from(invoiceLines)
      .where(
        and(
          inArray(
            invoiceLines.invoice_id,
            list.map((i) => i.id),
          ),
          isNull(invoiceLines.archived_at),
        ),
      )
      .orderBy(asc(invoiceLines.id)),
    reversedIds.length
      ? exec.select({ id: invoices.id, number: invoices.number, invoiced_at: invoices.invoiced_at }).from(invoices).where(inArray(invoices.id, reversedIds))
      : none,
  ]);
  const [company, address, customer, reversed] = [byId(companyRows), byId(addressRows), byId(customerRows), byId(reversedRows)];
  const lines = new Map<number, Line[]>();
  for (const l of lineRows) lines.set(l.invoice_id, [...(lines.get(l.invoice_id) ?? []), l]);
  return list.map((invoice) => {
    const rev = invoice.reversed_invoice_id != null ? reversed.get(invoice.reversed_invoice_id) : undefined;
    const cust = invoice.customer_id != null ? customer.get(invoice.customer_id) : undefined;
    return {
      invoice,
      company: company.get(invoice.billing_company_id),
      address: address.get(invoice.invoicing_address_id),
      customer: cust ? { name: cust.name, invoice_lang: cust.invoice_lang, invoice_channel: cust.invoice_channel } : null,
      lines: lines.get(invoice.id) ?? [],
      reversed: rev ? { number: rev.number, invoiced_at: rev.invoiced_at } : null,
    };
  });
}

export async function loadInvoiceDocument(exec: Executor, id: number) {
  const [doc] = await loadInvoiceDocuments(exec, [id]);
  return doc ?? null;
}

export type InvoiceDocument = NonNullable<Awaited<ReturnType<typeof loadInvoiceDocument>>>;

export const documentTitle = (doc: InvoiceDocument) => (doc.invoice.invoice_type === 'credit' ? 'Credit note' : 'Invoice');
/** invoice_{number}.pdf (spec 3 §7); a draft has no number yet. */
export const pdfFileName = (invoice: { number: string | null }) => `invoice_${invoice.number ?? 'draft'}.pdf`;
