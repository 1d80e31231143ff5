// The demo shows every money case issue 24 asks for, correct in law: no domestic reverse charge, an
// intra-EU goods invoice (K), an export (G), a partial credit note with the invoice's credited_total
// right, Peppol transmissions on the Peppol customers' documents only (delivered, accepted, rejected
// with its rule), an e-mail-only customer, and sequences that know the date of their last number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/demo.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const quiet = { info: () => {} } as any;
const rows = async (q: string) => (await t.database.query(q)).rows as any[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, quiet);
  staff = t.as((await createUser(t, 'staff')).token);
}, 180_000);
afterAll(() => t.close());

describe('the demo money cases', () => {
  it('no domestic reverse charge; an intra-EU goods invoice and an export', async () => {
    const lines = await rows(`
      select l.vat_code, co.country seller, a.country buyer
      from invoice_lines l join invoices i on i.id = l.invoice_id
      join companies co on co.id = i.billing_company_id join addresses a on a.id = i.invoicing_address_id
      where i.number is not null and l.archived_at is null`);
    const zeroByRule = /^vat_(intra|eu|export)_/;
    expect(lines.filter((l) => zeroByRule.test(l.vat_code) && l.seller === l.buyer)).toEqual([]);
    expect(lines.some((l) => l.vat_code === 'vat_intra_goods_0')).toBe(true);
    expect(lines.some((l) => /^vat_export_/.test(l.vat_code))).toBe(true);
  });

  it('a partial credit note: less than its invoice, the invoice’s credited_total and remaining balance right', async () => {
    const partial = await rows(`
      select c.id, c.number, c.total, i.id invoice_id, i.total invoice_total, i.credited_total
      from invoices c join invoices i on i.id = c.reversed_invoice_id
      where c.invoice_type = 'credit' and c.number is not null and c.total < i.total`);
    expect(partial.length).toBeGreaterThan(0);
    const [p] = partial;
    expect(Number(p.credited_total)).toBe(Number(p.total));
    const invoice = (await staff({ method: 'GET', url: `/api/v1/invoices/${p.invoice_id}` })).json();
    expect(invoice).toMatchObject({ credited_total: Number(p.total) });
    expect(invoice.remaining_to_credit).toBeCloseTo(Number(p.invoice_total) - Number(p.total), 2);
    // Every invoice's credited_total is the sum of its live credit notes (the trigger kept it while seeding).
    const wrong = await rows(`
      select i.number from invoices i
      where i.credited_total <> coalesce((select sum(c.total) from invoices c where c.reversed_invoice_id = i.id and c.invoice_type = 'credit' and c.archived_at is null), 0)`);
    expect(wrong).toEqual([]);
  });

  it('Peppol transmissions on the Peppol customers’ numbered documents only: delivered, accepted, rejected with its rule', async () => {
    const docs = await rows(`
      select i.number, i.peppol_status, i.peppol_message_id, i.peppol_sent_at, i.peppol_error, i.peppol_attempts, i.sent_at, cu.invoice_channel
      from invoices i join customers cu on cu.id = i.customer_id where i.peppol_status is not null`);
    expect(docs.every((d) => d.invoice_channel === 'peppol' || d.invoice_channel === 'both')).toBe(true);
    expect(docs.every((d) => d.number != null && d.peppol_attempts === 1)).toBe(true);
    const delivered = docs.filter((d) => d.peppol_status === 'delivered');
    expect(delivered.length).toBeGreaterThan(0);
    for (const d of [...delivered, ...docs.filter((x) => x.peppol_status === 'accepted')]) {
      expect(d.peppol_message_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(new Date(d.peppol_sent_at).getTime()).toBeGreaterThan(new Date(d.sent_at).getTime());
      expect(d.peppol_error).toBeNull();
    }
    expect(docs.filter((d) => d.peppol_status === 'accepted')).toHaveLength(1);
    const rejected = docs.filter((d) => d.peppol_status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0].peppol_error).toMatch(/^PEPPOL-EN16931-CL008: /);
    expect(rejected[0].peppol_message_id).toBeNull();
    // Every numbered document of a Peppol customer went over Peppol; an e-mail customer's never did.
    const missing = await rows(`
      select i.number from invoices i join customers cu on cu.id = i.customer_id
      where i.number is not null and cu.invoice_channel in ('peppol', 'both') and i.peppol_status is null`);
    expect(missing).toEqual([]);
    const emailOnly = await rows(`
      select count(distinct i.customer_id)::int n from invoices i join customers cu on cu.id = i.customer_id
      where i.number is not null and cu.invoice_channel = 'email'`);
    expect(emailOnly[0].n).toBeGreaterThan(0);
  });

  it('the refused invoice is credited in full and not paid', async () => {
    const [r] = await rows(`
      select i.status, i.total, i.credited_total, (select count(*)::int from invoices c where c.reversed_invoice_id = i.id and c.number is not null) notes
      from invoices i where i.peppol_status = 'rejected'`);
    expect(r.status).not.toBe('paid');
    expect(Number(r.credited_total)).toBe(Number(r.total));
    expect(r.notes).toBe(1);
  });

  it('each sequence keeps the date of its last number, and numbers are in date order', async () => {
    const seqs = await rows(`
      select s.prefix, s.year, s.invoice_type, s.last_number, s.last_invoiced_at::text last_at,
             (select max(i.invoiced_at)::text from invoices i join companies co on co.id = i.billing_company_id
              where co.invoice_prefix = s.prefix and i.invoice_type = s.invoice_type and i.number is not null
                and extract(year from i.invoiced_at) = s.year) max_at
      from invoice_sequences s`);
    expect(seqs.length).toBeGreaterThan(0);
    for (const s of seqs) expect(s.last_at, `${s.prefix} ${s.year} ${s.invoice_type}`).toBe(s.max_at);
    const outOfOrder = await rows(`
      select a.number, b.number from invoices a join invoices b
        on a.invoice_type = b.invoice_type and a.billing_company_id = b.billing_company_id
       and extract(year from a.invoiced_at) = extract(year from b.invoiced_at) and a.number < b.number and a.invoiced_at > b.invoiced_at`);
    expect(outOfOrder).toEqual([]);
  });
});
