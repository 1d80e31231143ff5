// Legal numbering (docs/decisions/0020, 0059): a number when an invoice leaves draft, consecutive and
// gapless per billing company prefix, year and type, and in date order. The counter row is locked
// (created first when the sequence is new) until the sending transaction ends: concurrent sends queue
// on it, a send that rolls back gives its number back with it, and a send whose invoiced date is
// before the date of the sequence's last number is refused (409): a later number never carries an
// earlier date. The date of the last number is kept on the row (last_invoiced_at).
import { eq, sql } from 'drizzle-orm';
import { invoiceNumber } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { companies } from '../../../db/schema/index.ts';
import { appError, badRequest } from '../../../platform/errors.ts';

/** The refusal of a number out of date order: names the date asked, the last number and its date. */
const outOfOrder = (invoicedAt: string, lastNumber: string, lastDate: string) =>
  appError('invoice_number_out_of_order', { date: invoicedAt, last_date: lastDate, last_number: lastNumber });

export async function nextInvoiceNumber(tx: Executor, companyId: number, invoiceType: string, invoicedAt: string): Promise<string> {
  const [company] = await tx.select({ prefix: companies.invoice_prefix }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw badRequest('Billing company not found.', { billing_company_id: 'No billing company with this id.' });
  const year = Number(invoicedAt.slice(0, 4));
  const key = sql`prefix = ${company.prefix} and year = ${year} and invoice_type = ${invoiceType}`;
  await tx.execute(
    sql`insert into invoice_sequences (prefix, year, invoice_type, last_number) values (${company.prefix}, ${year}, ${invoiceType}, 0) on conflict do nothing`,
  );
  const [seq] = rowsOf(await tx.execute(sql`select last_number, last_invoiced_at::text as last_invoiced_at from invoice_sequences where ${key} for update`));
  const last = Number(seq.last_number);
  let lastDate: string | null = seq.last_invoiced_at ?? null;
  if (lastDate === null && last > 0) {
    // A sequence numbered before its date was kept: the date of its last number, read once.
    const [prev] = rowsOf(
      await tx.execute(sql`select invoiced_at::text as d from invoices where number = ${invoiceNumber(invoiceType, company.prefix, year, last)}`),
    );
    lastDate = prev?.d ?? null;
  }
  if (lastDate && invoicedAt < lastDate) throw outOfOrder(invoicedAt, invoiceNumber(invoiceType, company.prefix, year, last), lastDate);
  const [row] = rowsOf(
    await tx.execute(sql`update invoice_sequences set last_number = last_number + 1, last_invoiced_at = ${invoicedAt} where ${key} returning last_number`),
  );
  return invoiceNumber(invoiceType, company.prefix, year, Number(row.last_number));
}
