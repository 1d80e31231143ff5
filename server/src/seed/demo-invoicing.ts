// Demo invoicing (spec 3): a year of monthly invoices for the demo customers (with lines at several
// VAT codes), in every status — paid in the past, sent and viewed of late, drafts of this month —
// and credit notes reversing a few of them, numbered by the rule of decision 0020 (per billing
// company prefix, year and type, in date order) with the counters left where a next send continues.
// Totals come from the contract's invoiceTotals. Deterministic, set-based, not logged.
// Correct in law (decision 0056): each line's VAT code is the one its parties give (the seller's
// domestic rate at home, K or AE to a buyer in another EU state with a VAT number, G outside the EU);
// a hardware kit is shipped in the fourth month before this one, so there are intra-Community goods and
// exported goods. Credit notes: a few in full, one partial (one line of a sent invoice; credited_total
// is kept by its trigger, decision 0059). The customers on Peppol (their invoice_channel, set from
// DEMO_PEPPOL_CUSTOMERS in demo.ts) have their documents' transmissions (decision 0062): delivered,
// the last one of the customer on both channels accepted, and one old invoice of the Peppol-only
// customer rejected (sent before the EAS fix of issue 24, with the buyer's e-mail as endpoint: CL008)
// and credited in full. The sequences keep the date of their last number (last_invoiced_at).
import { asc, isNull, sql } from 'drizzle-orm';
import {
  centsToAmount,
  defaultVatCode,
  dueDate,
  invoiceNumber,
  invoiceTotals,
  isEuCountry,
  lineTotalCents,
  structuredReference,
  supplyOfLineType,
  vatNumberProblem,
  vatRate,
} from '@console/contract';
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
/** A deterministic GUID (an access point's message id is one). */
const guidOf = (key: string) => {
  const hex = [0, 1, 2, 3].map((i) => hash(`${key}-${i}`).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** [type, product, unit price] of the lines a demo invoice draws from; the VAT code follows the parties. */
const LINE_KINDS: [string, string, number][] = [
  ['sdwan', 'SD-WAN managed router', 59],
  ['data', 'Mobile data 50 GB', 29],
  ['line', 'Business fibre 1 Gb/s', 89],
  ['sdip', 'Static public IP', 9],
  ['starlink', 'Starlink Business 50 GB', 140],
  ['data_pool', 'Cellular data pool extra usage', 1.2],
  ['consultancy', 'Network consultancy, half day', 520],
  ['third_party', 'Third-party support', 45],
  ['other', 'Travel costs', 120],
];
/** The hardware kit shipped once to every demo buyer (goods: K within the EU, G outside it). */
const KIT: [string, string, number] = ['starlink_hw', 'Starlink Standard Kit', 349];
const KIT_MONTHS_AGO = 4;

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
    .select({
      id: addresses.id,
      customer_id: addresses.customer_id,
      payment_terms: addresses.payment_terms,
      country: addresses.country,
      vat: addresses.vat,
    })
    .from(addresses)
    .where(isNull(addresses.archived_at))
    .orderBy(asc(addresses.id));
  const seen = new Set<number>();
  const firsts = billing.filter((a) => !seen.has(a.customer_id) && seen.add(a.customer_id));
  // The first billing address of ten customers; the first French and the first Dutch one, billed by
  // the company of their country where there is one; and every buyer outside the EU (the exports).
  const addressRows = [
    ...firsts.slice(0, 10),
    ...(['FR', 'NL'] as const).flatMap((country) =>
      firsts
        .slice(10)
        .filter((a) => a.country === country)
        .slice(0, 1),
    ),
    ...billing.filter((a) => a.country && !isEuCountry(a.country)),
  ];
  const companies = rowsOf(await tx.execute(sql`select id, invoice_prefix, bank_iban, bank_bic, country from companies where archived_at is null order by id`));
  const channelOf = new Map(
    rowsOf(await tx.execute(sql`select id, invoice_channel from customers`)).map((r) => [Number(r.id), String(r.invoice_channel ?? 'email')]),
  );
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
  type Draft = { invoice: typeof invoices.$inferInsert; lines: DemoLine[]; reverses?: number; peppolRejected?: boolean };
  const drafts: Draft[] = [];
  addressRows.forEach((address, ci) => {
    const company = (ci >= 10 && companies.find((c) => c.country === address.country)) || companies[ci % companies.length];
    const parties = {
      sellerCountry: company.country as string | null,
      buyerCountry: address.country,
      buyerHasVat: !!address.vat && vatNumberProblem(address.vat, address.country) === null,
    };
    const codeOf = (type: string) => defaultVatCode(parties, supplyOfLineType(type)) ?? 'vat_21';
    for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo--) {
      const key = `${address.id}-${monthsAgo}`;
      if (draw(`skip-${key}`, 6) === 0 && monthsAgo !== KIT_MONTHS_AGO) continue;
      const invoicedAt = monthsAgo === 0 ? day(-draw(`d-${key}`, 5)) : monthDay(monthsAgo, 28);
      const status = monthsAgo === 0 ? 'draft' : monthsAgo === 1 ? (draw(`s-${key}`, 2) ? 'sent' : 'view') : draw(`p-${key}`, 8) === 0 ? 'sent' : 'paid';
      const count = 2 + draw(`n-${key}`, 3);
      const kinds = Array.from({ length: count }, (_, i) => LINE_KINDS[draw(`k-${key}-${i}`, LINE_KINDS.length)]);
      if (monthsAgo === KIT_MONTHS_AGO) kinds.unshift(KIT);
      const lines = kinds.map(([type, name, price], i) => {
        const vat = codeOf(type);
        const qty = type === 'starlink_hw' ? 1 : type === 'data_pool' ? 50 + draw(`q-${key}-${i}`, 400) : 1 + draw(`q-${key}-${i}`, 3);
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
  const isoDay = (from: string, days: number) => new Date(Date.parse(from) + days * DAY).toISOString().slice(0, 10);
  const onPeppol = (d: Draft) => channelOf.get(d.invoice.customer_id!) !== undefined && channelOf.get(d.invoice.customer_id!) !== 'email';
  // The Peppol-only customer's last invoice of six months ago or before was refused by Peppol: never
  // received, so not paid, and credited in full three days later (a refused document is never sent
  // again as it is).
  const rejected = drafts
    .filter((d) => channelOf.get(d.invoice.customer_id!) === 'peppol' && d.invoice.status !== 'draft' && d.invoice.invoiced_at! <= monthDay(6, 28))
    .at(-1);
  if (rejected) {
    rejected.invoice.status = 'sent';
    rejected.peppolRejected = true;
    const at = isoDay(rejected.invoice.invoiced_at!, 3);
    drafts.push({
      invoice: {
        ...rejected.invoice,
        invoice_type: 'credit',
        invoiced_at: at,
        due_date: at,
        sent_at: new Date(Date.parse(at) + DAY),
        notes: 'Refused by Peppol (electronic address scheme): credited in full.',
      },
      lines: rejected.lines,
      reverses: drafts.indexOf(rejected),
    });
  }
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

  // One partial credit note: the last line of the oldest sent invoice of more than a month ago, credited
  // ten days after it (its other lines stay owed: dunning reminds what is left, decision 0059).
  const partlyCredited = drafts.find(
    (d) =>
      d.invoice.invoice_type === 'invoice' &&
      d.invoice.status === 'sent' &&
      !d.peppolRejected &&
      d.lines.length >= 2 &&
      isoDay(d.invoice.invoiced_at!, 10) < day(-30),
  );
  if (partlyCredited) {
    const at = isoDay(partlyCredited.invoice.invoiced_at!, 10);
    const line = partlyCredited.lines[partlyCredited.lines.length - 1];
    drafts.push({
      invoice: {
        ...partlyCredited.invoice,
        invoice_type: 'credit',
        status: 'sent',
        invoiced_at: at,
        due_date: at,
        sent_at: new Date(Date.parse(at) + DAY),
        notes: `Partial credit: ${line.product_name} not provided.`,
      },
      lines: [line],
      reverses: drafts.indexOf(partlyCredited),
    });
  }

  // Paid invoices were paid between one and five weeks after their date; nothing else carries a payment day.
  drafts.forEach((d, i) => {
    d.invoice.paid_at = d.invoice.status === 'paid' ? isoDay(d.invoice.invoiced_at!, 7 + draw(`pd-${i}`, 28)) : null;
  });

  // Numbers in date order per prefix, year and type; the counters continue from there.
  const prefixOf = new Map(companies.map((c) => [Number(c.id), Number(c.invoice_prefix)]));
  const counters = new Map<string, number>();
  const lastDates = new Map<string, string>();
  const numbered = drafts.map((d, i) => ({ d, i })).filter(({ d }) => d.invoice.status !== 'draft');
  numbered.sort((a, b) => a.d.invoice.invoiced_at!.localeCompare(b.d.invoice.invoiced_at!) || a.i - b.i);
  for (const { d } of numbered) {
    const prefix = prefixOf.get(d.invoice.billing_company_id!)!;
    const year = Number(d.invoice.invoiced_at!.slice(0, 4));
    const k = `${prefix}|${year}|${d.invoice.invoice_type}`;
    const seq = (counters.get(k) ?? 0) + 1;
    counters.set(k, seq);
    lastDates.set(k, d.invoice.invoiced_at!);
    d.invoice.number = invoiceNumber(d.invoice.invoice_type!, prefix, year, seq);
  }

  // Transmissions of the Peppol customers' numbered documents: delivered a few minutes after sending,
  // the last one of a customer on both channels only accepted so far, the refused one with its rule.
  const peppolDocs = drafts.filter((d) => d.invoice.number && onPeppol(d));
  const accepted = peppolDocs
    .filter((d) => channelOf.get(d.invoice.customer_id!) === 'both')
    .reduce<Draft | undefined>((a, b) => (!a || b.invoice.invoiced_at! >= a.invoice.invoiced_at! ? b : a), undefined);
  for (const d of peppolDocs) {
    const sentAt = new Date(d.invoice.sent_at!.getTime() + (5 + draw(`pp-${d.invoice.number}`, 40)) * 60_000);
    if (d.peppolRejected) {
      Object.assign(d.invoice, {
        peppol_status: 'rejected',
        peppol_attempts: 1,
        peppol_error: 'PEPPOL-EN16931-CL008: Electronic address identifier scheme must be from the codelist "Electronic Address Identifier Scheme" (got "EM").',
      });
    } else {
      Object.assign(d.invoice, {
        peppol_status: d === accepted ? 'accepted' : 'delivered',
        peppol_attempts: 1,
        peppol_message_id: guidOf(`peppol-${d.invoice.number}`),
        peppol_sent_at: sentAt,
      });
    }
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
        return { prefix: Number(prefix), year: Number(year), invoice_type: type, last_number: last, last_invoiced_at: lastDates.get(k)! };
      }),
    );
  }
  return { invoices: ids.length, invoice_lines: lineRows.length };
}
