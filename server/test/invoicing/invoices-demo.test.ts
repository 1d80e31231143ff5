// The demo invoices: a year of invoices for the demo customers in every status, credit notes linked
// to what they reverse, numbers by the rule (consecutive per prefix, year and type), totals equal to
// the lines', a next send continuing the sequence, and every e-invoice valid (Peppol syntax, EN 16931).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, invoiceTotals } from '@console/contract';
import { seedDemo } from '../../src/seed/demo.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';
import { checkPeppolSyntax } from '../support/ubl-peppol-syntax.ts';
import { en16931Violations } from '../support/en16931-rules-by-hand.ts';

let t: TestApp;
let staff: (o: any) => any;
const quiet = { info: () => {} } as any;
const rows = async (q: string) => (await t.database.query(q)).rows as any[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, quiet);
  staff = t.as((await createUser(t, 'staff')).token);
}, 120_000);
afterAll(() => t.close());

describe('invoicing demo', () => {
  it('has invoices in every status and credit notes reversing invoices', async () => {
    expect((await rows('select distinct status from invoices')).map((r) => r.status).sort()).toEqual([...INVOICE_STATUSES].sort());
    const credits = await rows(`select c.id, i.invoice_type from invoices c join invoices i on i.id = c.reversed_invoice_id where c.invoice_type = 'credit'`);
    expect(credits.length).toBeGreaterThan(0);
    expect(credits.every((c) => c.invoice_type === 'invoice')).toBe(true);
    expect(Number((await rows(`select count(*)::int n from invoices where status = 'draft' and number is not null`))[0].n)).toBe(0);
  });

  it('numbers consecutively per prefix, year and type, and a next send continues', async () => {
    const numbered = await rows(`select number from invoices where number is not null order by number`);
    const groups = new Map<string, number[]>();
    for (const { number } of numbered) {
      const m = /^([FC]\d)-(\d{4})-(\d{5})$/.exec(number)!;
      expect(m).not.toBeNull();
      const k = `${m[1]}-${m[2]}`;
      groups.set(k, [...(groups.get(k) ?? []), Number(m[3])]);
    }
    for (const seqs of groups.values()) expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const [draft] = await rows(`select id, billing_company_id from invoices where status = 'draft' and invoice_type = 'invoice' order by id limit 1`);
    const res = await staff({ method: 'POST', url: `/api/v1/invoices/${draft.id}/send`, payload: { sent_to: 'billing@example.com' } });
    expect(res.json(), res.body).toMatchObject({ success: true });
    const m = /^(F\d-\d{4})-(\d{5})$/.exec(res.json().number)!;
    expect(Number(m[2])).toBe((groups.get(m[1])?.length ?? 0) + 1);
  });

  it('keeps totals equal to those of the lines', async () => {
    const invoices = await rows(`select id, total_untaxed, total_tax, total from invoices order by id limit 40`);
    for (const inv of invoices) {
      const lines = await rows(`select qty, unit_price, vat_code from invoice_lines where invoice_id = ${inv.id} and archived_at is null`);
      const totals = invoiceTotals(lines.map((l) => ({ qty: String(l.qty), unit_price: String(l.unit_price), vat_code: l.vat_code })));
      expect([Number(inv.total_untaxed), Number(inv.total_tax), Number(inv.total)]).toEqual([
        totals.total_untaxed_cents / 100,
        totals.total_tax_cents / 100,
        totals.total_cents / 100,
      ]);
    }
  });

  it('gives each kind of numbered invoice and credit note an e-invoice meeting the Peppol syntax and the EN 16931 rules', async () => {
    // One document per kind of document, mix of VAT codes and kind of buyer: what shapes the UBL.
    const numbered = await rows(`
      select distinct on (i.invoice_type, x.codes, a.vat is null, a.email is null, a.country) i.id, i.number
      from invoices i
      join addresses a on a.id = i.invoicing_address_id
      cross join lateral (select string_agg(distinct coalesce(l.vat_code, ''), ',') codes from invoice_lines l where l.invoice_id = i.id) x
      where i.number is not null
      order by i.invoice_type, x.codes, a.vat is null, a.email is null, a.country, i.id`);
    expect(new Set(numbered.map((r) => r.number.slice(0, 1)))).toEqual(new Set(['F', 'C']));
    const faults: string[] = [];
    for (const { id, number } of numbered) {
      const res = await staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_${number}.xml` });
      expect(res.statusCode, res.body).toBe(200);
      const syntax = checkPeppolSyntax(res.body);
      faults.push(...syntax.errors.map((e) => `${number} ${e}`), ...en16931Violations(syntax.doc).map((v) => `${number} ${v.rule} ${v.message}`));
    }
    expect(faults).toEqual([]);
  });
});
