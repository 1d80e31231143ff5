// The demo seed writes the history its records would have (issue 28, decision 0084): every seeded
// customer, device, package and invoice has its creation in the activity log, on its own date and by
// the team that would make it; an invoice's or a package's lines are inside its entry. Seed time is printed, not asserted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCreatedHistory } from '../../src/seed/demo-history.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: (o: any) => any;
const quiet = { info: () => {} } as any;
const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows as any[];

beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  await seedDemo(t.database.db, quiet);
  const seedMs = performance.now() - started;
  // The history's own share: written again after its entries are removed.
  await q(`delete from logs where verb = 'create' and author_name in (select firstname || ' ' || lastname from users where email like '%@example.com')`);
  const again = performance.now();
  const written = await t.database.db.transaction((tx) => seedCreatedHistory(tx));
  console.log(`seed ${Math.round(seedMs)} ms, of which created history ${Math.round(performance.now() - again)} ms for ${written} entries`);
  admin = t.as((await createUser(t, 'admin')).token);
}, 600_000);
afterAll(() => t.close());

const tab = async (filter: string) => {
  const res = await admin({ method: 'GET', url: `/api/v1/logs/?${filter}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: any[] };
};

describe('seeded history', () => {
  it('gives every seeded customer, device, package and invoice its creation entry', async () => {
    for (const [table, type] of [
      ['customers', 'customer'],
      ['devices', 'device'],
      ['packages', 'package'],
      ['invoices', 'invoice'],
      ['sites', 'site'],
    ]) {
      const [{ n, total }] = await q(
        `select count(*) filter (where not exists (select 1 from logs l where l.object_type = $1 and l.object_id = r.id::text and l.verb = 'create'))::int as n, count(*)::int as total from ${table} r`,
        [type],
      );
      expect(total, table).toBeGreaterThan(0);
      expect(n, table).toBe(0);
    }
  });

  it("shows history on a seeded customer's and device's Logs tabs, dated as the records and signed by staff", async () => {
    const [customer] = await q('select id, created_at from customers order by id desc limit 1');
    const logs = await tab(`customer_id=${customer.id}`);
    expect(logs.count).toBeGreaterThan(0);
    const created = logs.results.find((e) => e.object_type === 'customer' && e.verb === 'create');
    expect(created ?? (await tab(`object_type=customer&object_id=${customer.id}`)).results.at(-1)).toMatchObject({
      verb: 'create',
      author_name: expect.any(String),
    });
    const [device] = await q('select id, created_at from devices order by id desc limit 1');
    const deviceLog = await tab(`object_type=device&object_id=${device.id}`);
    expect(deviceLog.results.at(-1)).toMatchObject({ verb: 'create', author_name: 'Marc Wouters' });
    expect(new Date(deviceLog.results.at(-1).created_at).getTime()).toBe(new Date(device.created_at).getTime());
    // Believable dates: spread over the demo's time, not all at the seed's moment.
    const [{ days }] = await q(`select count(distinct created_at::date)::int as days from logs where verb = 'create'`);
    expect(days).toBeGreaterThan(30);
  });

  it('writes a seeded invoice with its lines inside one entry', async () => {
    const [inv] = await q(
      'select i.id, count(l.id)::int as n from invoices i join invoice_lines l on l.invoice_id = i.id group by i.id having count(l.id) > 1 order by i.id limit 1',
    );
    const entries = (await tab(`invoice_id=${inv.id}&by_system=all`)).results;
    const created = entries.filter((e) => e.verb === 'create');
    expect(created).toHaveLength(1);
    expect(created[0].lines).toHaveLength(inv.n);
    const [{ own }] = await q(`select count(*)::int as own from logs where object_type = 'invoice_line' and refs->>'invoice_id' = $1`, [String(inv.id)]);
    expect(own).toBe(0);
  });

  it("writes a seeded package with its lines inside one entry, found on a line's Logs tab", async () => {
    const [pkg] = await q(
      'select p.id, count(l.id)::int as n, min(l.id)::int as line from packages p join package_lines l on l.package_id = p.id group by p.id having count(l.id) > 1 order by p.id limit 1',
    );
    const created = (await tab(`package_id=${pkg.id}&by_system=all`)).results.filter((e) => e.verb === 'create' && e.object_type === 'package');
    expect(created).toHaveLength(1);
    expect(created[0].lines).toHaveLength(pkg.n);
    expect(created[0].lines[0]).toMatchObject({ verb: 'create', object_type: 'package_line', object_id: String(pkg.line) });
    expect((await tab(`package_line_id=${pkg.line}&by_system=all`)).results.map((e) => e.id)).toContain(created[0].id);
    const [{ own }] = await q(`select count(*)::int as own from logs where object_type = 'package_line' and refs->>'package_id' = $1`, [String(pkg.id)]);
    expect(own).toBe(0);
  });
});
