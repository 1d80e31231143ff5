// Saved list views (issue 14, decision 0036): a user saves a list's filters, sort and columns under a
// name, private or shared; others see only the shared ones and cannot change them; every write is logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let alice: (o: any) => any;
let bob: (o: any) => any;
let aliceId: number;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t, 'staff');
  aliceId = a.user.id;
  alice = t.as(a.token);
  bob = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

const base = '/api/v1/list_views/';
const inStock = {
  resource: 'devices',
  name: 'In stock',
  filters: { in_stock: 'true', archived: 'false' },
  sort: { field: 'customer_name', order: 'ASC' },
  columns: ['serial', 'product_id'],
};

describe('saved list views', () => {
  it('saves a view, lists it for its owner only until shared, and logs it', async () => {
    const created = await alice({ method: 'POST', url: base, payload: inStock });
    expect(created.statusCode, created.body).toBe(201);
    const view = created.json();
    expect(view).toMatchObject({ ...inStock, shared: false, user_id: aliceId });

    expect((await alice({ method: 'GET', url: `${base}?resource=devices` })).json()).toMatchObject({ count: 1, results: [{ id: view.id, mine: true }] });
    expect((await bob({ method: 'GET', url: `${base}?resource=devices` })).json().count).toBe(0);
    expect((await alice({ method: 'GET', url: `${base}?resource=simcards` })).json().count).toBe(0);

    const shared = await alice({ method: 'PUT', url: `${base}${view.id}`, payload: { shared: true } });
    expect(shared.statusCode).toBe(200);
    expect((await bob({ method: 'GET', url: `${base}?resource=devices` })).json()).toMatchObject({
      count: 1,
      results: [{ id: view.id, mine: false, name: 'In stock' }],
    });

    const logs = (await alice({ method: 'GET', url: `/api/v1/logs/?object_type=list_view&object_id=${view.id}` })).json();
    expect(logs.results.map((l: any) => l.verb).sort()).toEqual(['create', 'update']);
  });

  it('lets only the owner change or delete a view, shared or not', async () => {
    const view = (await alice({ method: 'POST', url: base, payload: { ...inStock, name: 'Mine', shared: true } })).json();
    expect((await bob({ method: 'PUT', url: `${base}${view.id}`, payload: { name: 'Taken over' } })).statusCode).toBe(404);
    expect((await bob({ method: 'DELETE', url: `${base}${view.id}` })).statusCode).toBe(404);
    const del = await alice({ method: 'DELETE', url: `${base}${view.id}` });
    expect(del.json()).toEqual({ success: true });
    expect((await bob({ method: 'GET', url: `${base}?resource=devices` })).json().results.map((v: any) => v.name)).not.toContain('Mine');
    // A deleted view's name is free again.
    expect((await alice({ method: 'POST', url: base, payload: { ...inStock, name: 'Mine' } })).statusCode).toBe(201);
  });

  it('refuses a view that would not open: unknown list, filter or sort, a blank name, a name taken (data unchanged)', async () => {
    const bad = async (payload: object, status: number, text: string) => {
      const res = await alice({ method: 'POST', url: base, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(text);
    };
    await bad({ ...inStock, resource: 'nothing' }, 400, 'Unknown list: nothing.');
    await bad({ ...inStock, name: 'x', filters: { colour: 'red' } }, 400, 'Unknown filter: colour.');
    await bad({ ...inStock, name: 'y', sort: { field: 'password', order: 'ASC' } }, 400, 'Unknown sort field: password.');
    await bad({ ...inStock, name: '   ' }, 400, 'Give the view a name.');
    // Columns are fields the list's rows carry: not another list's, not a hidden one, each once.
    await bad({ ...inStock, name: 'c1', columns: ['serial', 'iccid'] }, 400, 'Unknown column: iccid.');
    await bad({ resource: 'users', name: 'c2', columns: ['email', 'password_hash'] }, 400, 'Unknown column: password_hash.');
    await bad({ ...inStock, name: 'c3', columns: ['serial', 'serial'] }, 400, 'A column is named twice.');
    await bad(inStock, 409, 'You already have a view named "In stock" on this list.');
    const names = (await alice({ method: 'GET', url: `${base}?resource=devices` })).json().results.map((v: any) => v.name);
    expect(names.filter((n: string) => ['x', 'y', 'c1', 'c2', 'c3', 'In stock'].includes(n))).toEqual(['In stock']);
    // A column the list's rows carry through a maintained name, and no columns (the default set).
    expect((await alice({ method: 'POST', url: base, payload: { ...inStock, name: 'Named', columns: ['customer_name', 'name'] } })).statusCode).toBe(201);
    expect((await alice({ method: 'POST', url: base, payload: { ...inStock, name: 'Default', columns: null } })).statusCode).toBe(201);
    // A change is checked the same way.
    const mine = (await alice({ method: 'GET', url: `${base}?resource=devices` })).json().results.find((v: any) => v.name === 'Named');
    const changed = await alice({ method: 'PUT', url: `${base}${mine.id}`, payload: { columns: ['nothing'] } });
    expect(changed.statusCode).toBe(400);
    expect((await alice({ method: 'GET', url: `${base}?resource=devices` })).json().results.find((v: any) => v.name === 'Named').columns).toEqual([
      'customer_name',
      'name',
    ]);
    // Filters with ranges and q are a list's own words.
    expect(
      (await alice({ method: 'POST', url: base, payload: { resource: 'simcards', name: 'Recent', filters: { q: '8932', updated_at_gte: '2026-01-01' } } }))
        .statusCode,
    ).toBe(201);
  });

  it('is refused without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${base}?resource=devices` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: base, payload: inStock })).statusCode).toBe(401);
  });
});
