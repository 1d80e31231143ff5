// Exactly once where money moves (rule 17, decision 0060): 50 concurrent double-fires of each money
// action (top-up, package invoice, data-pool invoice, send, mark paid, accounting push, reverse), with
// and without an Idempotency-Key, then exact counts: invoices, numbers, mails, pushes, GB added.
// A key reused with another request is refused (422), a malformed key too (400).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARLINK_TOPUP_GB } from '@console/contract';
import { SatelliteSimulator } from '../../src/integrations/satellite/simulator.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { IDEMPOTENCY_MESSAGES } from '../../src/platform/idempotency.ts';
import { syncAll } from '../../src/resources/satellite/starlink/starlink-sync.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

const N = 50;
let c: Commercial;
let sat: (o: any) => Promise<any>;
let addressId: number;
let pushes = 0;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  c = await commercialSetup();
  const sim = new SatelliteSimulator();
  c.t.app.services.integrations.satellite = sim;
  sat = c.t.as((await createUser(c.t, 'staff', { can_view_starlinks: true })).token);
  await syncAll(c.t.app.services.db, systemCtx, sim);
  const accounting = c.t.app.services.integrations.accounting;
  const push = accounting.pushInvoice.bind(accounting);
  accounting.pushInvoice = async (inv) => {
    pushes += 1;
    return push(inv);
  };
  const res = await c.post('/addresses/', {
    name: 'Exactly once accounts',
    customer_id: c.customerId,
    vat: 'BE0999999922',
    street: 'Avenue Louise',
    number: '5',
    zipcode: '1050',
    city: 'Ixelles',
    country: 'BE',
  });
  expect(res.statusCode, res.body).toBe(201);
  addressId = res.json().id;
}, 60_000);
afterAll(() => c.t.close());

const post = (who: (o: any) => Promise<any>, url: string, payload: unknown = {}, key?: string) =>
  who({ method: 'POST', url: `/api/v1${url}`, payload: payload as any, headers: key ? { 'idempotency-key': key } : {} });
const count = async (q: string, params: unknown[] = []) => Number((await c.t.database.query(q, params)).rows[0].n);
/** Fires each request twice at once, all pairs at once; answers the pairs. */
const doubleFire = (n: number, fire: (i: number) => Promise<any>) => Promise.all(Array.from({ length: n }, (_, i) => Promise.all([fire(i), fire(i)])));
const key = () => crypto.randomUUID();

describe('top-up (POST /services/{id}/topup)', () => {
  const services = async () => {
    const line = (await (await sat({ method: 'GET', url: '/api/v1/starlink_service_lines/?status=active&is_opted_in=true&page_size=1' })).json()).results[0];
    const pkg = await c.createPackage();
    const ids: number[] = [];
    for (let i = 0; i < N; i += 1) ids.push((await c.createService(pkg.id, { type: 'starlink', price: 140, starlink_service_line_id: line.id })).id);
    return ids;
  };
  const added = async (ids: number[]) =>
    (await c.t.database.query('select top_up_blocks_count as n, top_up_blocks_total_data as gb from services where id = any($1) order by id', [ids])).rows.map(
      (r) => [Number(r.n), Number(r.gb)],
    );

  it('without a key: each service fired twice at once gets 50 GB once; the second answers as the first', async () => {
    const ids = await services();
    const pairs = await doubleFire(N, (i) => post(sat, `/services/${ids[i]}/topup`));
    for (const pair of pairs) {
      for (const r of pair) expect(r.statusCode, r.body).toBe(200);
      expect(pair[0].json()).toEqual(pair[1].json());
      expect(pair.filter((r: any) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    }
    expect(await added(ids)).toEqual(ids.map(() => [1, STARLINK_TOPUP_GB]));
  }, 120_000);

  it('with a key: twice at once and a retry later act once; a new key is a new top-up', async () => {
    const ids = await services();
    const keys = ids.map(key);
    await doubleFire(N, (i) => post(sat, `/services/${ids[i]}/topup`, {}, keys[i]));
    const retry = await post(sat, `/services/${ids[0]}/topup`, {}, keys[0]);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await added(ids)).toEqual(ids.map(() => [1, STARLINK_TOPUP_GB]));
    // Positive control: a deliberate second top-up (a new key) adds another 50 GB.
    const again = await post(sat, `/services/${ids[0]}/topup`, {}, key());
    expect(again.json()).toMatchObject({ success: true });
    expect((await added([ids[0]]))[0]).toEqual([2, 2 * STARLINK_TOPUP_GB]);
  }, 120_000);

  it('refuses a key reused for another request (422) and a malformed key (400)', async () => {
    const ids = await services();
    const k = key();
    expect((await post(sat, `/services/${ids[0]}/topup`, {}, k)).statusCode).toBe(200);
    const reused = await post(sat, `/services/${ids[1]}/topup`, {}, k);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_MESSAGES.reused);
    const bad = await post(sat, `/services/${ids[1]}/topup`, {}, 'é'.repeat(3));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(IDEMPOTENCY_MESSAGES.invalid);
    // The structured-field form (a quoted string) is the same key.
    const quoted = await post(sat, `/services/${ids[0]}/topup`, {}, `"${k}"`);
    expect(quoted.headers['idempotent-replayed']).toBe('true');
    expect(await added(ids.slice(0, 2))).toEqual([
      [1, STARLINK_TOPUP_GB],
      [0, 0],
    ]);
  }, 60_000);
});

describe('package and data-pool invoicing', () => {
  const packages = async () => {
    const ids: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const pkg = await c.createPackage({ reference: `EO-${Math.random().toString(36).slice(2, 9)}`, invoicing_address_id: addressId });
      await force(c.t, 'packages', pkg.id, { status: 'delivered' });
      const s = await c.createService(pkg.id, { type: 'sdwan', frequency: 'monthly', price: 31, start_date: '2026-02-01' });
      await force(c.t, 'services', s.id, { status: 'DELIVERED' });
      ids.push(pkg.id);
    }
    return ids;
  };
  const invoicesOf = (column: 'package_id' | 'data_pool_id', ids: number[]) =>
    count(`select count(*) as n from invoices where ${column} = any($1) and archived_at is null`, [ids]);

  for (const withKey of [false, true]) {
    it(`bills each package once when fired twice at once ${withKey ? 'with' : 'without'} a key`, async () => {
      const ids = await packages();
      const keys = ids.map(key);
      const pairs = await doubleFire(N, (i) => post(c.staff, `/packages/${ids[i]}/invoice`, { period: '2026-03' }, withKey ? keys[i] : undefined));
      for (const pair of pairs) {
        const codes = pair.map((r: any) => r.statusCode).sort();
        if (withKey) {
          expect(codes).toEqual([200, 200]);
          expect(pair[0].json().id).toBe(pair[1].json().id);
        } else expect(codes).toEqual([200, 409]);
      }
      expect(await invoicesOf('package_id', ids)).toBe(N);
      expect(await count('select count(*) as n from invoice_lines l join invoices i on i.id = l.invoice_id where i.package_id = any($1)', [ids])).toBe(2 * N);
    }, 120_000);
  }

  for (const withKey of [false, true]) {
    it(`bills each data pool once when fired twice at once ${withKey ? 'with' : 'without'} a key`, async () => {
      const ids: number[] = [];
      for (let i = 0; i < N; i += 1) {
        const res = await c.post('/data_pools/', {
          type: 'cellular',
          invoicing_address_id: addressId,
          customer_id: c.customerId,
          data_included: 1000,
          data_price: 990,
          data_extra_price: 1.5,
          start_date: '2026-03-01',
        });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().id);
      }
      const keys = ids.map(key);
      const pairs = await doubleFire(N, (i) => post(c.staff, `/data_pools/${ids[i]}/invoice`, { period: '2026-03' }, withKey ? keys[i] : undefined));
      for (const pair of pairs) expect(pair.map((r: any) => r.statusCode).sort()).toEqual(withKey ? [200, 200] : [200, 409]);
      expect(await invoicesOf('data_pool_id', ids)).toBe(N);
    }, 120_000);
  }
});

describe('send, mark paid, accounting push, reverse', () => {
  const drafts = async () => {
    const ids: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const res = await c.post('/invoices/', {
        invoicing_address_id: addressId,
        invoiced_at: `${year}-01-02`,
        lines: [{ product_name: 'Service', qty: 1, unit_price: 100, vat_code: 'vat_21' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    return ids;
  };
  const sendBody = (id: number) => ({ sent_to: `billing-${id}@exactly-once.test`, subject: `Invoice ${id}` });
  const mails = (ids: number[]) => count('select count(*) as n from outbox where recipient = any($1)', [ids.map((id) => `billing-${id}@exactly-once.test`)]);

  for (const withKey of [false, true]) {
    it(`numbers, mails, marks paid, pushes and reverses each invoice once when fired twice at once ${withKey ? 'with' : 'without'} a key`, async () => {
      const ids = await drafts();
      const k = () => (withKey ? ids.map(key) : ids.map(() => undefined));

      let keys = k();
      const sends = await doubleFire(N, (i) => post(c.staff, `/invoices/${ids[i]}/send`, sendBody(ids[i]), keys[i]));
      // A send may be repeated (a resend): without a key the second of a double send answers the sent invoice, mailing nothing.
      for (const pair of sends) {
        expect(pair.map((r: any) => r.statusCode)).toEqual([200, 200]);
        expect(pair[0].json().number).toBe(pair[1].json().number);
        if (withKey) expect(pair.filter((r: any) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      }
      const numbered = (await c.t.database.query('select number from invoices where id = any($1)', [ids])).rows.map((r) => r.number);
      expect(numbered.every(Boolean)).toBe(true);
      expect(new Set(numbered).size).toBe(N);
      expect(await mails(ids)).toBe(N);
      // Positive control: a resend with another message is a new send, and mails again.
      const resend = await post(c.staff, `/invoices/${ids[0]}/send`, { ...sendBody(ids[1]), message: 'Reminder' }, withKey ? key() : undefined);
      expect(resend.json()).toMatchObject({ success: true });
      expect(await mails(ids)).toBe(N + 1);

      pushes = 0;
      keys = k();
      const pushed = await doubleFire(N, (i) => post(c.staff, `/invoices/${ids[i]}/odoo/push`, {}, keys[i]));
      for (const pair of pushed) {
        const ok = pair.filter((r: any) => r.statusCode === 200 && r.json().success);
        // Without a key the racing second push is refused while the first is running (409) or answers the pushed invoice.
        expect(ok.length).toBeGreaterThanOrEqual(withKey ? 2 : 1);
      }
      expect(pushes).toBe(N);
      expect(await count(`select count(*) as n from invoices where id = any($1) and accounting_status = 'DONE'`, [ids])).toBe(N);

      keys = k();
      const paid = await doubleFire(N, (i) => post(c.staff, `/invoices/${ids[i]}/mark_paid`, {}, keys[i]));
      for (const pair of paid) expect(pair.map((r: any) => r.statusCode).sort()).toEqual(withKey ? [200, 200] : [200, 409]);
      expect(await count(`select count(*) as n from invoices where id = any($1) and status = 'paid'`, [ids])).toBe(N);

      keys = k();
      const reversed = await doubleFire(N, (i) => post(c.staff, `/invoices/${ids[i]}/reverse`, {}, keys[i]));
      for (const pair of reversed) {
        if (withKey) expect(pair[0].json().id).toBe(pair[1].json().id);
      }
      const credits = await count(`select count(*) as n from invoices where reversed_invoice_id = any($1) and archived_at is null`, [ids]);
      expect(credits).toBe(N);
    }, 180_000);
  }
});

describe('month-end run and dunning', () => {
  it('prepares one run per month when each month is prepared twice at once', async () => {
    const admin = c.t.as((await createUser(c.t, 'admin')).token);
    const periods = Array.from({ length: N }, (_, i) => `${2040 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const pairs = await doubleFire(N, (i) => post(admin, '/billing_runs/', { period: periods[i] }));
    for (const pair of pairs) expect(pair.map((r: any) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await count(`select count(*) as n from billing_runs where to_char(period, 'YYYY') >= '2040'`)).toBe(N);
  }, 120_000);

  it('reminds each late invoice once when dunning is fired ten times at once', async () => {
    const admin = c.t.as((await createUser(c.t, 'admin')).token);
    const ids: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const res = await c.post('/invoices/', {
        invoicing_address_id: addressId,
        invoiced_at: `${year}-01-02`,
        due_date: '2026-01-05',
        lines: [{ product_name: 'Late', qty: 1, unit_price: 10, vat_code: 'vat_21' }],
      });
      ids.push(res.json().id);
      expect((await post(c.staff, `/invoices/${res.json().id}/send`, { sent_to: `late-${res.json().id}@exactly-once.test` })).statusCode).toBe(200);
    }
    const runs = await Promise.all(Array.from({ length: 10 }, () => post(admin, '/invoices/dunning')));
    for (const r of runs) expect(r.statusCode, r.body).toBe(200);
    const reminded = runs.flatMap((r) => r.json().sent.map((s: any) => s.id)).filter((id: number) => ids.includes(id));
    expect(reminded.sort()).toEqual([...ids].sort());
    expect(
      await count(`select count(*) as n from outbox where subject like 'Reminder %' and recipient = any($1)`, [
        ids.map((id) => `late-${id}@exactly-once.test`),
      ]),
    ).toBe(N);
  }, 180_000);
});
