// Demo invoicing (spec 3): a year of monthly invoices for the demo customers (with lines at several
// VAT codes), in every status — paid in the past, sent and viewed of late, drafts of this month —
// and credit notes reversing a few of them, numbered by the rule of decision 0020 (per billing
// company prefix, year and type, in date order) with the counters left where a next send continues.
// Totals come from the contract's invoiceTotals. Deterministic, set-based, not logged.
import { asc, isNull, sql } from 'drizzle-orm';
import { centsToAmount, dueDate, invoiceNumber, invoiceTotals, lineTotalCents, structuredReference, vatRate } from '@console/contract';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { addresses, invoiceLines, invoices, invoiceSequences } from '../db/schema/index.ts';

const DAY = 86_400_000;
const TODAY = Math.floor(Date.now() / DAY) * DAY;

function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
const draw = (key: string, n: number) => hash(key) % n;

/** [type, product, unit price, vat code] of the lines a demo invoice draws from. */
const LINE_KINDS: [string, string, number, string][] = [
  ['sdwan', 'SD-WAN managed router', 59, 'vat_21'],
  ['data', 'Mobile data 50 GB', 29, 'vat_21'],
  ['line', 'Business fibre 1 Gb/s', 89, 'vat_21'],
  ['sdip', 'Static public IP', 9, 'vat_21'],
  ['starlink', 'Starlink Business 50 GB', 140, 'vat_intra_services_0'],
  ['data_pool', 'Cellular data pool extra usage', 1.2, 'vat_21'],
  ['consultancy', 'Network consultancy, half day', 520, 'vat_21'],
  ['third_party', 'Third-party support (UK)', 45, 'vat_20'],
  ['other', 'Travel costs', 120, 'vat_not_subject'],
];

const day = (offsetDays: number) => new Date(TODAY + offsetDays * DAY).toISOString().slice(0, 10);
const monthDay = (monthsAgo: number, dayOfMonth: number) => {
  const d = new Date(TODAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsAgo, dayOfMonth)).toISOString().slice(0, 10);
};
const monthStart = (monthsAgo: number) => monthDay(monthsAgo, 1);
/** Day 0 of the next month is the last day of this one. */
const monthEnd = (monthsAgo: number) => monthDay(monthsAgo - 1, 0);

export interface InvoicingDemoCounts {
  invoices: number;
  invoice_lines: number;
}

export async function seedInvoicingDemo(tx: Executor): Promise<InvoicingDemoCounts> {
  const billing = await tx
    .select({ id: addresses.id, customer_id: addresses.customer_id, payment_terms: addresses.payment_terms })
    .from(addresses)
    .where(isNull(addresses.archived_at))
    .orderBy(asc(addresses.id));
  const seen = new Set<number>();
  const addressRows = billing.filter((a) => !seen.has(a.customer_id) && seen.add(a.customer_id)).slice(0, 10);
  const companies = rowsOf(await tx.execute(sql`select id, invoice_prefix, bank_iban, bank_bic from companies where archived_at is null order by id`));
  if (addressRows.length === 0 || companies.length === 0) return { invoices: 0, invoice_lines: 0 };
  const packagesOf = new Map<number, number>();
  for (const p of rowsOf(
    await tx.execute(sql`select distinct on (customer_id) id, customer_id from packages where status <> 'draft' order by customer_id, id`),
  )) {
    packagesOf.set(Number(p.customer_id), Number(p.id));
  }

  type DemoLine = {
    type: string;
    product_name: string;
    qty: number;
    unit_price: number;
    vat_code: string;
    tax_rate: number;
    total: number;
    start_date: string;
    end_date: string;
  };
  type Draft = { invoice: typeof invoices.$inferInsert; lines: DemoLine[]; reverses?: number };
  const drafts: Draft[] = [];
  addressRows.forEach((address, ci) => {
    const company = companies[ci % companies.length];
    for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo--) {
      const key = `${address.id}-${monthsAgo}`;
      if (draw(`skip-${key}`, 6) === 0) continue;
      const invoicedAt = monthsAgo === 0 ? day(-draw(`d-${key}`, 5)) : monthDay(monthsAgo, 28);
      const status = monthsAgo === 0 ? 'draft' : monthsAgo === 1 ? (draw(`s-${key}`, 2) ? 'sent' : 'view') : draw(`p-${key}`, 8) === 0 ? 'sent' : 'paid';
      const count = 2 + draw(`n-${key}`, 3);
      const lines = Array.from({ length: count }, (_, i) => {
        const [type, name, price, vat] = LINE_KINDS[draw(`k-${key}-${i}`, LINE_KINDS.length)];
        const qty = type === 'data_pool' ? 50 + draw(`q-${key}-${i}`, 400) : 1 + draw(`q-${key}-${i}`, 3);
        const line = { type, product_name: name, qty, unit_price: price, vat_code: vat };
        return {
          ...line,
          tax_rate: vatRate(vat),
          total: centsToAmount(lineTotalCents(line)),
          start_date: monthStart(monthsAgo),
          end_date: monthEnd(monthsAgo),
        };
      });
      const packageId = packagesOf.get(address.customer_id);
      drafts.push({
        invoice: {
          status,
          invoice_type: 'invoice',
          source: packageId ? 'package' : 'user',
          package_id: packageId ?? null,
          billing_company_id: Number(company.id),
          customer_id: address.customer_id,
          invoicing_address_id: address.id,
          invoiced_at: invoicedAt,
          due_date: dueDate(invoicedAt, address.payment_terms),
          currency: 'EUR',
          bank_iban: company.bank_iban,
          bank_bic: company.bank_bic,
          sent_at: status === 'draft' ? null : new Date(Date.parse(invoicedAt) + DAY),
        },
        lines,
      });
    }
  });
  // A few paid invoices were disputed: a credit note (sent) reverses them a week later.
  const reversed = drafts.filter((d, i) => d.invoice.status === 'paid' && draw(`cn-${i}`, 9) === 0).slice(0, 6);
  for (const d of reversed) {
    const at = new Date(Date.parse(d.invoice.invoiced_at!) + 7 * DAY).toISOString().slice(0, 10);
    drafts.push({
      invoice: {
        ...d.invoice,
        invoice_type: 'credit',
        status: 'sent',
        invoiced_at: at,
        due_date: at,
        sent_at: new Date(Date.parse(at) + DAY),
        notes: 'Disputed: credited in full.',
      },
      lines: d.lines,
      reverses: drafts.indexOf(d),
    });
  }

  // Numbers in date order per prefix, year and type; the counters continue from there.
  const prefixOf = new Map(companies.map((c) => [Number(c.id), Number(c.invoice_prefix)]));
  const counters = new Map<string, number>();
  const numbered = drafts.map((d, i) => ({ d, i })).filter(({ d }) => d.invoice.status !== 'draft');
  numbered.sort((a, b) => a.d.invoice.invoiced_at!.localeCompare(b.d.invoice.invoiced_at!) || a.i - b.i);
  for (const { d } of numbered) {
    const prefix = prefixOf.get(d.invoice.billing_company_id!)!;
    const year = Number(d.invoice.invoiced_at!.slice(0, 4));
    const k = `${prefix}|${year}|${d.invoice.invoice_type}`;
    const seq = (counters.get(k) ?? 0) + 1;
    counters.set(k, seq);
    d.invoice.number = invoiceNumber(d.invoice.invoice_type!, prefix, year, seq);
  }

  const ids: number[] = [];
  // Inserted in the order drafts were made so a credit note's invoice already has its id.
  for (const d of drafts) {
    const totals = invoiceTotals(d.lines);
    const [row] = await tx
      .insert(invoices)
      .values({
        ...d.invoice,
        reversed_invoice_id: d.reverses !== undefined ? ids[d.reverses] : null,
        total_untaxed: centsToAmount(totals.total_untaxed_cents),
        total_tax: centsToAmount(totals.total_tax_cents),
        total: centsToAmount(totals.total_cents),
      })
      .returning({ id: invoices.id });
    ids.push(row.id);
  }
  // Structured references from the ids (the create default).
  for (const id of ids)
    await tx
      .update(invoices)
      .set({ structured_reference: structuredReference(id) })
      .where(sql`${invoices.id} = ${id}`);
  const lineRows = drafts.flatMap((d, i) => d.lines.map((l) => ({ ...l, invoice_id: ids[i] })));
  if (lineRows.length) await tx.insert(invoiceLines).values(lineRows);
  if (counters.size) {
    await tx.insert(invoiceSequences).values(
      [...counters.entries()].map(([k, last]) => {
        const [prefix, year, type] = k.split('|');
        return { prefix: Number(prefix), year: Number(year), invoice_type: type, last_number: last };
      }),
    );
  }
  return { invoices: ids.length, invoice_lines: lineRows.length };
}
