// Legal numbering (docs/decisions/0020): a number when an invoice leaves draft, consecutive and
// gapless per billing company prefix, year and type. The counter row is taken with an upsert that
// locks it until the sending transaction ends: concurrent sends queue on it, and a send that rolls
// back gives its number back with it.
import { eq, sql } from 'drizzle-orm';
import { invoiceNumber } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { companies } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';

export async function nextInvoiceNumber(tx: Executor, companyId: number, invoiceType: string, invoicedAt: string): Promise<string> {
  const [company] = await tx.select({ prefix: companies.invoice_prefix }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw badRequest('Billing company not found.', { billing_company_id: 'No billing company with this id.' });
  const year = Number(invoicedAt.slice(0, 4));
  const [row] = rowsOf(
    await tx.execute(sql`
      insert into invoice_sequences (prefix, year, invoice_type, last_number) values (${company.prefix}, ${year}, ${invoiceType}, 1)
      on conflict (prefix, year, invoice_type) do update set last_number = invoice_sequences.last_number + 1
      returning last_number`),
  );
  return invoiceNumber(invoiceType, company.prefix, year, Number(row.last_number));
}
