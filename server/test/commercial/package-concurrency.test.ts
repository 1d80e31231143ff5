// Concurrent writes inside one package (decision 0064): 50 service creates, 50 line creates, both at
// once, and 50 ships of the services of one package all succeed (the package row is locked first, so
// the writers queue instead of deadlocking on its maintained counters); 50 provisions racing for one
// product-item serial: exactly one wins, the others are refused with a 409, never a 500. Meant for
// PostgreSQL (TEST_DATABASE_URL); on PGlite the same requests run one at a time and must answer the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockSerialMissing } from '../../src/resources/inventory/product_items/product_items.actions.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

const N = 50;
let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
}, 60_000);
afterAll(() => c.t.close());

const statuses = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode);
const all = <T>(n: number, fire: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fire(i)));

describe('one package, many writers at once', () => {
  it(`${N} service creates in one package all succeed, and its counters count them all`, async () => {
    const pkg = await c.createPackage();
    const answers = await all(N, (i) => c.post('/services/', { package_id: pkg.id, type: 'data', price: 10 + i }));
    expect(statuses(answers), answers.find((r) => r.statusCode !== 201)?.body).toEqual(Array(N).fill(201));
    expect(await c.get(`/packages/${pkg.id}`)).toMatchObject({ services_count: N });
  });

  it(`${N} package line creates in one package all succeed, and its counters count them all`, async () => {
    const pkg = await c.createPackage();
    const answers = await all(N, (i) => c.post('/package_lines/', { package_id: pkg.id, device_product_id: c.antenna, price: 5 + i, qty: 1 }));
    expect(statuses(answers), answers.find((r) => r.statusCode !== 201)?.body).toEqual(Array(N).fill(201));
    expect((await c.get(`/package_lines/?package_id=${pkg.id}&page_size=100`)).count).toBe(N);
    expect(await c.get(`/packages/${pkg.id}`)).toMatchObject({ package_lines_count: N });
  });

  it(`${N} service and line creates mixed in one package all succeed`, async () => {
    const pkg = await c.createPackage();
    const answers = await all(N, (i) =>
      i % 2
        ? c.post('/services/', { package_id: pkg.id, type: 'data', price: 10 })
        : c.post('/package_lines/', { package_id: pkg.id, device_product_id: c.antenna, price: 5, qty: 1 }),
    );
    expect(statuses(answers), answers.find((r) => r.statusCode !== 201)?.body).toEqual(Array(N).fill(201));
    expect(await c.get(`/packages/${pkg.id}`)).toMatchObject({ services_count: N / 2, package_lines_count: N / 2 });
  });

  it(`${N} ships of the services of one package all succeed`, async () => {
    const pkg = await c.createPackage();
    const ids: number[] = [];
    for (let i = 0; i < N; i += 1) ids.push((await c.createService(pkg.id)).id);
    for (const id of ids) await force(c.t, 'services', id, { status: 'PROVISIONED' });
    const answers = await all(N, (i) => c.post(`/services/${ids[i]}/ship`, { tracking_code: `TRK-${i}` }));
    expect(statuses(answers), answers.find((r) => r.statusCode !== 200)?.body).toEqual(Array(N).fill(200));
    expect((await c.get(`/services/?package_id=${pkg.id}&status=SHIPPED&page_size=100`)).count).toBe(N);
  });
});

describe('take from stock', () => {
  it(`${N} provisions racing for one serial: exactly one wins, the others are refused (409), none is a 500`, async () => {
    const item = await c.post('/product_items/', { serial: 'RACE-001', product_id: c.antenna });
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json().in_stock).toBe(true);
    const pkg = await c.createPackage();
    const lines: number[] = [];
    for (let i = 0; i < N; i += 1) lines.push((await c.createLine(pkg.id)).id);
    for (const id of lines) await force(c.t, 'package_lines', id, { status: 'provisioning' });
    const answers = await all(N, (i) => c.post(`/package_lines/${lines[i]}/provision`, { serials: ['RACE-001'] }));
    const won = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(N - 1);
    for (const r of refused) expect(r.json().message).toBe(stockSerialMissing('RACE-001'));
    // The item left the stock once: one line holds it, the others still wait for a serial.
    expect(await c.get(`/product_items/${item.json().id}`)).toMatchObject({ in_stock: false, site_id: c.siteId });
    expect((await c.get(`/package_lines/?package_id=${pkg.id}&status=provisioned&page_size=100`)).count).toBe(1);
    const moves = await c.t.database.query(
      `select count(*)::int as n from logs where object_type = 'product_item' and object_id = $1::text and verb = 'update'`,
      [item.json().id],
    );
    expect(moves.rows[0].n).toBe(1);
  });

  it('positive control: a second item of the same product serves the next line', async () => {
    await c.post('/product_items/', { serial: 'RACE-002', product_id: c.antenna });
    const pkg = await c.createPackage();
    const line = await c.createLine(pkg.id);
    await force(c.t, 'package_lines', line.id, { status: 'provisioning' });
    const ok = await c.post(`/package_lines/${line.id}/provision`, { serials: ['RACE-002'] });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await c.createLine(pkg.id);
    await force(c.t, 'package_lines', again.id, { status: 'provisioning' });
    const taken = await c.post(`/package_lines/${again.id}/provision`, { serials: ['RACE-002'] });
    expect(taken.statusCode).toBe(409);
  });
});
