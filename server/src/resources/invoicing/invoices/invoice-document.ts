// What an invoice document shows (PDF, UBL, mail, accounting push, exports, Peppol): the invoice, its
// lines, issuer, billing address, customer and the invoice a credit note reverses. Read for a batch of
// invoices in a fixed number of queries, whatever the batch's size (one invoice is a batch of one).
//
// A sent document never changes (rule 17, decision 0062): a numbered invoice answers the snapshot frozen
// in `invoices.document` (seller, billing address with its VAT number and Peppol id, customer, lines,
// reversed invoice), never the live rows, so editing the company or the address afterwards changes
// neither its PDF nor its UBL. A draft answers the live rows. The snapshot is written the first time a
// numbered invoice is loaded: by sendInvoice, in the numbering transaction; for invoices numbered
// before the snapshot existed, by the first read (one conditional UPDATE per batch, `coalesce` keeps the
// first writer's snapshot, so two readers at once agree). Every numbered document is then made from
// the JSON read back, so the first PDF and UBL are byte for byte the later ones.
import { and, asc, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { addresses, companies, customers, invoiceLines, invoices } from '../../../db/schema/index.ts';
import { readAll } from '../../../db/read-all.ts';

type Invoice = typeof invoices.$inferSelect;
type Line = typeof invoiceLines.$inferSelect;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v != null))];

/** The live rows of those invoices' documents (drafts, and numbered invoices not frozen yet). */
async function liveDocuments(exec: Executor, list: Invoice[]) {
  if (list.length === 0) return [];
  const none = Promise.resolve([]);
  const companyIds = unique(list.map((i) => i.billing_company_id));
  const addressIds = unique(list.map((i) => i.invoicing_address_id));
  const customerIds = unique(list.map((i) => i.customer_id));
  const reversedIds = unique(list.map((i) => i.reversed_invoice_id));
  const [companyRows, addressRows, customerRows, lineRows, reversedRows] = await readAll(exec, [
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
      invoice: { ...invoice, document: null },
      company: company.get(invoice.billing_company_id),
      address: address.get(invoice.invoicing_address_id),
      customer: cust ? { name: cust.name, invoice_lang: cust.invoice_lang, invoice_channel: cust.invoice_channel } : null,
      lines: lines.get(invoice.id) ?? [],
      reversed: rev ? { number: rev.number, invoiced_at: rev.invoiced_at } : null,
    };
  });
}

type LiveDocument = Awaited<ReturnType<typeof liveDocuments>>[number];

/** What `invoices.document` holds: the document less the invoice row itself (whose fields only a draft may change). */
type Frozen = Omit<LiveDocument, 'invoice'> & { frozen_at: string };

/** JSON turns timestamps into strings: read back, a table's timestamp columns are dates again, as the live rows give them. */
function reviver(table: Parameters<typeof getTableColumns>[0]) {
  const keys = Object.entries(getTableColumns(table))
    .filter(([, c]) => (c as { columnType: string }).columnType === 'PgTimestamp')
    .map(([k]) => k);
  return <T>(row: T): T => {
    if (!row || typeof row !== 'object') return row;
    const out = { ...row } as Record<string, unknown>;
    for (const k of keys) if (typeof out[k] === 'string') out[k] = new Date(out[k] as string);
    return out as T;
  };
}
const revive = { company: reviver(companies), address: reviver(addresses), line: reviver(invoiceLines) };

function fromFrozen(invoice: Invoice, frozen: Frozen): LiveDocument {
  return {
    invoice: { ...invoice, document: null },
    company: revive.company(frozen.company ?? undefined),
    address: revive.address(frozen.address ?? undefined),
    customer: frozen.customer ?? null,
    lines: (frozen.lines ?? []).map(revive.line),
    reversed: frozen.reversed ?? null,
  };
}

const isNumbered = (i: Invoice) => i.number != null;

/**
 * Freezes the documents of numbered invoices that have none yet, in one statement; answers the
 * snapshot each invoice holds afterwards (this caller's, or the one another caller wrote first).
 */
async function freeze(exec: Executor, docs: LiveDocument[]): Promise<Map<number, Frozen>> {
  if (docs.length === 0) return new Map();
  const frozenAt = new Date().toISOString();
  const payload = Object.fromEntries(docs.map(({ invoice, ...rest }) => [invoice.id, { ...rest, frozen_at: frozenAt }]));
  const rows = rowsOf(
    await exec.execute(
      sql`update invoices set document = coalesce(invoices.document, v.value) from jsonb_each(${JSON.stringify(payload)}::jsonb) v where invoices.id = (v.key)::int and invoices.number is not null returning invoices.id, invoices.document`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.id), (typeof r.document === 'string' ? JSON.parse(r.document) : r.document) as Frozen]));
}

/** The documents of those invoices, in the order of the ids given (ids not found are left out). */
export async function loadInvoiceDocuments(exec: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const found = byId(await exec.select().from(invoices).where(inArray(invoices.id, ids)));
  const list = ids.map((id) => found.get(id)).filter((i): i is Invoice => Boolean(i));
  const frozen = new Map<number, Frozen>();
  for (const i of list) if (isNumbered(i) && i.document) frozen.set(i.id, i.document as unknown as Frozen);
  const live = await liveDocuments(
    exec,
    list.filter((i) => !frozen.has(i.id)),
  );
  for (const [id, snapshot] of await freeze(
    exec,
    live.filter((d) => isNumbered(d.invoice)),
  ))
    frozen.set(id, snapshot);
  const liveById = new Map(live.map((d) => [d.invoice.id, d]));
  return list.map((invoice) => {
    const snapshot = frozen.get(invoice.id);
    return snapshot ? fromFrozen(invoice, snapshot) : liveById.get(invoice.id)!;
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
