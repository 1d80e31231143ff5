// `npm run check-vat` (decision 0056): on the demo (correct in law) it finds nothing; on bad data written
// past the API (legacy rows) it lists each bad VAT number and each VAT code that does not fit its parties,
// and rewrites nothing. The demo's legal shape is checked here too: intra-EU goods, an export, e-mail-only
// and Peppol customers, valid VAT numbers everywhere, no domestic reverse charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/demo.ts';
import { vatFindings } from '../../src/resources/invoicing/invoice_lines/vat-audit.ts';
import { createTestApp, type TestApp } from '../support/helpers.ts';

let t: TestApp;
const quiet = { info: () => {} } as any;
const rows = async (q: string, params: unknown[] = []) => (await t.database.query(q, params)).rows as any[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, quiet);
}, 180_000);
afterAll(() => t.close());

describe('the demo, correct in law', () => {
  it('has nothing for check-vat to report', async () => {
    expect(await vatFindings(t.database.db)).toEqual([]);
  });

  it('has intra-EU goods, an export, e-mail-only and Peppol customers, companies with countries and register mentions', async () => {
    const codes = async (where: string) =>
      (
        await rows(`select distinct l.vat_code from invoice_lines l join invoices i on i.id = l.invoice_id
                    join companies c on c.id = i.billing_company_id join addresses a on a.id = i.invoicing_address_id where ${where}`)
      ).map((r) => r.vat_code);
    expect(await codes(`c.country <> a.country and a.country in ('BE', 'FR', 'NL')`)).toEqual(
      expect.arrayContaining(['vat_intra_goods_0', 'vat_intra_services_0']),
    );
    expect(await codes(`a.country = 'CH'`)).toEqual(expect.arrayContaining(['vat_export_goods_0', 'vat_export_services_0']));
    const domestic = await codes(`c.country = a.country`);
    expect(domestic.filter((c) => c.startsWith('vat_intra') || c === 'vat_eu_0')).toEqual([]);
    expect(await codes(`c.country = 'FR' and a.country = 'FR'`)).toEqual(['vat_20']);
    const channels = (await rows(`select invoice_channel, count(*)::int n from customers group by 1`)).map((r) => r.invoice_channel);
    expect(channels.sort()).toEqual(['both', 'email', 'peppol']);
    expect(await rows(`select country, register_mention is not null as mention from companies order by id`)).toEqual([
      { country: 'BE', mention: true },
      { country: 'FR', mention: true },
    ]);
  });
});

describe('check-vat on bad data', () => {
  it('lists every bad VAT number and every code that does not fit, and changes nothing', async () => {
    const [be] = await rows(`select id from companies where country = 'BE'`);
    const [customer] = await rows(`select id from customers order by id limit 1`);
    const [address] = await rows(`insert into addresses (customer_id, name, country, vat) values ($1, 'Legacy BE', 'BE', 'BE0403019262') returning id`, [
      customer.id,
    ]);
    const [beBuyer] = await rows(`insert into addresses (customer_id, name, country, vat) values ($1, 'Legacy BE ok', 'BE', 'BE0403019261') returning id`, [
      customer.id,
    ]);
    await rows(`update customers set vat = 'NL004495446B01' where id = $1`, [customer.id]);
    const [inv] = await rows(
      `insert into invoices (billing_company_id, customer_id, invoicing_address_id, invoiced_at) values ($1, $2, $3, '2026-01-10') returning id`,
      [be.id, customer.id, beBuyer.id],
    );
    await rows(
      `insert into invoice_lines (invoice_id, product_name, qty, unit_price, vat_code, total, tax_rate) values ($1, 'Reverse at home', 1, 10, 'vat_intra_services_0', 10, 0), ($1, 'French rate', 1, 10, 'vat_20', 10, 20), ($1, 'Right', 1, 10, 'vat_21', 10, 21)`,
      [inv.id],
    );
    const [pkg] = await rows(
      `insert into packages (reference, customer_id, invoicing_address_id, billing_company_id, default_vat_code) values ('PKG-LEGACY', $1, $2, $3, 'vat_export_services_0') returning id`,
      [customer.id, beBuyer.id, be.id],
    );
    const findings = await vatFindings(t.database.db);
    expect(findings.map((f) => [f.kind, f.id, f.field])).toEqual([
      ['customer', customer.id, 'vat'],
      ['address', address.id, 'vat'],
      ['invoice', inv.id, 'lines.vat_code'],
      ['invoice', inv.id, 'lines.vat_code'],
      ['package', pkg.id, 'default_vat_code'],
    ]);
    expect(findings[0].problem).toBe('NL004495446B01: Not a valid Dutch VAT number (check digits).');
    expect(findings[1].problem).toBe('BE0403019262: Not a valid Belgian VAT number (check digits).');
    expect(findings.slice(2, 4).map((f) => f.problem.split(' ')[2])).toEqual(['vat_20', 'vat_intra_services_0']);
    // Nothing rewritten.
    expect((await rows(`select vat from addresses where id = $1`, [address.id]))[0].vat).toBe('BE0403019262');
    expect((await rows(`select vat_code from invoice_lines where invoice_id = $1 order by id`, [inv.id])).map((r) => r.vat_code)).toEqual([
      'vat_intra_services_0',
      'vat_20',
      'vat_21',
    ]);
  });
});
