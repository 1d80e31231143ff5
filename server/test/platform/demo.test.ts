import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/platform/auth/secrets.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_STAFF } from '../../src/seed/demo-data.ts';
import { allResources } from '../../src/platform/registry.ts';
import { getRow } from '../../src/platform/store.ts';
import { seed } from '../../src/seed/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const quiet = { info: () => {}, warn: () => {}, error: () => {} } as any;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: 'Admin-Password-1' });
  await seed(t.database.db, { ...t.config, DEMO_DATA: true }, quiet);
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

const rows = async (q: string) => (await t.database.query(q)).rows;

describe('demo data', () => {
  it('gives records a history written through the real write path, signed by the staff (issue 14)', async () => {
    const [customer] = await rows(`select id from customers where archived_at is null order by id limit 1`);
    const [device] = await rows(`select id from devices where archived_at is null order by id limit 1`);
    const customerLog = (await staff({ method: 'GET', url: `/api/v1/logs/?object_type=customer&object_id=${customer.id}` })).json();
    // Its creation (the seeded history, decision 0084), then the everyday edit made through the API.
    expect(customerLog.results.map((r: { verb: string }) => r.verb).sort()).toEqual(['create', 'update']);
    const customerEdit = customerLog.results.find((r: { verb: string }) => r.verb === 'update');
    expect(customerEdit).toMatchObject({ author_name: 'Sophie Lambert' });
    expect(customerEdit.after.description).toBeTruthy();
    const deviceLog = (await staff({ method: 'GET', url: `/api/v1/logs/?object_type=device&object_id=${device.id}` })).json();
    expect(deviceLog.results.map((r: { verb: string }) => r.verb).sort()).toEqual(['create', 'update']);
    expect(deviceLog.results.find((r: { verb: string }) => r.verb === 'update')).toMatchObject({ author_name: 'Marc Wouters' });
  });

  it('is a believable reseller of the expected size', async () => {
    const stats = (await staff({ method: 'GET', url: '/api/v1/stats/home' })).json();
    expect(stats.customers).toBe(DEMO_CUSTOMERS.length - 2);
    expect(stats.active_customers).toBe(DEMO_CUSTOMERS.length - 5);
    expect(stats.sites).toBeGreaterThanOrEqual(70);
    expect(stats.contacts).toBeGreaterThanOrEqual(60);
    expect(stats.companies).toBe(2);
    expect(stats.addresses).toBeGreaterThanOrEqual(25);
    expect(stats.portal_users).toBeGreaterThanOrEqual(5);
    expect(stats.staff_users).toBeGreaterThanOrEqual(10);

    const [stock] = await rows(`select id, name, is_stock from sites where id = 1`);
    expect(stock).toEqual({ id: 1, name: 'Stock', is_stock: true });
    expect(await rows(`select invoice_prefix, country from companies order by invoice_prefix`)).toEqual([
      { invoice_prefix: 1, country: 'BE' },
      { invoice_prefix: 2, country: 'FR' },
    ]);
    // Account managers and presales are staff; every live customer but a few has a billing address.
    expect(await rows(`select c.name from customers c join users u on u.id in (c.account_manager_id, c.presale_id) where not u.is_staff`)).toEqual([]);
    const [{ n }] = await rows(
      `select count(*)::int as n from customers c where archived_at is null and not exists (select 1 from addresses a where a.customer_id = c.id)`,
    );
    expect(n).toBeLessThanOrEqual(5);
  });

  it('passes the rules the API enforces', async () => {
    // Every demo row read back through the API, then written back unchanged, is accepted.
    for (const resource of ['customers', 'contacts', 'sites', 'companies', 'addresses']) {
      const list = (
        await staff({ method: 'GET', url: `/api/v1/${resource}/?page_size=500&archived=all${resource === 'customers' ? '&active=all' : ''}` })
      ).json();
      expect(list.count, resource).toBeGreaterThan(0);
      for (const row of list.results.slice(0, 40)) {
        const { id, ...body } = row;
        for (const k of Object.keys(body)) if (body[k] === null) delete body[k];
        const res = await staff({ method: 'PUT', url: `/api/v1/${resource}/${id}`, payload: body });
        expect(res.statusCode, `${resource} ${id}: ${res.body}`).toBe(200);
      }
    }
  });

  it('places every site where the geocoder puts its address', async () => {
    const sites = (await staff({ method: 'GET', url: '/api/v1/sites/?page_size=500&is_stock=false' })).json().results;
    for (const site of sites.slice(0, 15)) {
      const [hit] = (await staff({ method: 'GET', url: `/api/v1/geocode?address=${encodeURIComponent(site.address)}` })).json().results;
      expect({ lat: hit.lat, lng: hit.lng }, site.address).toEqual({ lat: site.lat, lng: site.lng });
    }
  });

  it('signs staff and portal users in with the demo password, hashed once', async () => {
    const staffEmails = DEMO_STAFF.map((s) => `'${s.email}'`).join(', ');
    const users = await rows(`select password_hash from users where customer_id is not null or email in (${staffEmails})`);
    expect(users.length).toBeGreaterThan(DEMO_STAFF.length);
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1);
    expect(await verifyPassword(users[0].password_hash, DEMO_PASSWORD)).toBe(true);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { login: 'stock@example.com', password: DEMO_PASSWORD } });
    expect(login.json()).toMatchObject({ success: true });
  });

  it('lets the help-desk synchronisation link some customers and create the others', async () => {
    const res = (await staff({ method: 'GET', url: '/api/v1/customers/sync' })).json();
    expect(res.success).toBe(true);
    expect(res.linked).toBeGreaterThan(3);
    expect(res.created).toBeGreaterThan(10);
  });

  it('is the same data set every time', async () => {
    const other = await createTestApp({ ADMIN_PASSWORD: 'Admin-Password-1' });
    try {
      await seed(other.database.db, { ...other.config, DEMO_DATA: true }, quiet);
      const snapshot = (q: string) => Promise.all([t.database.query(q), other.database.query(q)]).then(([a, b]) => [a.rows, b.rows]);
      for (const q of [
        `select name, vat, phone, account_manager_id, created_at from customers order by id`,
        `select name, address, lat, lng from sites order by id`,
        `select name, email, phone from contacts order by id`,
      ]) {
        const [a, b] = await snapshot(q);
        expect(a).toEqual(b);
      }
    } finally {
      await other.close();
    }
  });

  // Lists and shows are written as JSON by PostgreSQL (decision 0012), the records that writes answer
  // and log by the server (getRow): every field of every resource must read the same both ways
  // (timestamps, numbers, computed fields).
  it("lists every resource's records exactly as each record reads alone", async () => {
    const admin = t.as((await createUser(t, 'admin')).token);
    let compared = 0;
    for (const def of allResources()) {
      const res = await admin({ method: 'GET', url: `/api/v1/${def.name}/?page_size=10${def.archivable ? '&archived=all' : ''}` });
      expect(res.statusCode, def.name).toBe(200);
      const list = res.json();
      expect(list.count_estimated, def.name).toBe(false);
      for (const row of list.results) {
        const one = await admin({ method: 'GET', url: `/api/v1/${def.name}/${row.id}` });
        expect(one.statusCode, `${def.name} ${row.id}`).toBe(200);
        expect(row, `${def.name} ${row.id}`).toEqual(one.json());
        expect(row, `${def.name} ${row.id} (getRow)`).toEqual(JSON.parse(JSON.stringify(await getRow(t.app.services.db, def, row.id))));
        compared += 1;
      }
      const many = await admin({ method: 'GET', url: `/api/v1/${def.name}/?${list.results.map((r: { id: number }) => `id=${r.id}`).join('&') || 'id=1'}` });
      expect(
        many
          .json()
          .results.map((r: { id: number }) => r.id)
          .sort(),
        def.name,
      ).toEqual(list.results.map((r: { id: number }) => r.id).sort());
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('is not loaded twice', async () => {
    const [{ n: before }] = await rows(`select count(*)::int as n from customers`);
    await seed(t.database.db, { ...t.config, DEMO_DATA: true }, quiet);
    const [{ n: after }] = await rows(`select count(*)::int as n from customers`);
    expect(after).toBe(before);
  });
});
