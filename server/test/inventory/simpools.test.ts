import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let customerId: number;
const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows as any[];
const ICCIDS = ['8932000000000000301', '8932000000000000302', '8932000000000000303'];

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  [{ id: customerId }] = await q(`insert into customers (name) values ('Delhaize') returning id`);
  for (const iccid of ICCIDS) await staff({ method: 'POST', url: '/api/v1/simcards/', payload: { iccid } });
});
afterAll(() => t.close());

describe('SIM pools', () => {
  it('creates a pool from a multi-line ICCID list and counts its cards', async () => {
    const res = await staff({
      method: 'POST',
      url: '/api/v1/simpools/',
      payload: { name: 'Delhaize pool', customer_id: customerId, iccids: `${ICCIDS[0]}\r\n${ICCIDS[1]}\n` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Delhaize pool', customer_name: 'Delhaize', cards_count: 2 });
    expect(res.json()).not.toHaveProperty('iccids');
    const sims = await staff({ method: 'GET', url: `/api/v1/simcards/?pool_id=${res.json().id}` });
    expect(sims.json().results.map((r: any) => r.owner)).toEqual(['Delhaize', 'Delhaize']);
    const list = await staff({ method: 'GET', url: '/api/v1/simpools/' });
    expect(list.json().results[0].cards_count).toBe(2);
  });

  it('reports unknown ICCIDs of the form and saves nothing', async () => {
    const res = await staff({ method: 'POST', url: '/api/v1/simpools/', payload: { name: 'Bad', iccids: `${ICCIDS[2]}\n8932000000000000999` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown ICCID: 8932000000000000999.');
    expect((await q(`select count(*)::int c from simpools where name = 'Bad'`))[0].c).toBe(0);
    const [{ id }] = await q(`select id from simpools where name = 'Delhaize pool'`);
    const upd = await staff({ method: 'PUT', url: `/api/v1/simpools/${id}`, payload: { iccids: ICCIDS[2] } });
    expect(upd.json().cards_count).toBe(3);
  });

  it('adds SIMs by ICCID, reports the failures, and removes one', async () => {
    const [{ id: pool }] = await q(`insert into simpools (name) values ('Spare') returning id`);
    const ok = await staff({ method: 'POST', url: `/api/v1/simpools/${pool}/simcards`, payload: { iccids: [ICCIDS[0]] } });
    expect(ok.json()).toMatchObject({ id: pool, success: true, count: 1, message: 'Successfully added simcards' });
    const some = await staff({ method: 'POST', url: `/api/v1/simpools/${pool}/simcards`, payload: { iccids: `${ICCIDS[1]}\n8932000000000000999` } });
    expect(some.json()).toMatchObject({
      id: pool,
      success: false,
      count: 1,
      message: '1 SIM cards added to pool Spare',
      failed: [{ iccid: '8932000000000000999', reason: 'Unknown ICCID.', code: 'iccid_unknown', params: {} }],
    });
    const none = await staff({ method: 'POST', url: `/api/v1/simpools/${pool}/simcards`, payload: { iccids: '\n' } });
    expect(none.json()).toEqual({ success: false, message: 'Give at least one ICCID, one per line.', code: 'iccids_missing', params: {} });
    const [sim] = await q(`select id from simcards where iccid = $1`, [ICCIDS[0]]);
    const removed = await staff({ method: 'DELETE', url: `/api/v1/simpools/${pool}/simcards/${sim.id}` });
    expect(removed.json()).toMatchObject({ success: true, pool_id: null });
    expect((await staff({ method: 'DELETE', url: `/api/v1/simpools/${pool}/simcards/${sim.id}` })).statusCode).toBe(404);
    expect((await staff({ method: 'POST', url: `/api/v1/simpools/999999/simcards`, payload: { iccids: [ICCIDS[0]] } })).statusCode).toBe(404);
  });

  it('refuses to archive a pool that still holds SIMs', async () => {
    const [{ id }] = await q(`select id from simpools where name = 'Spare'`);
    const res = await staff({ method: 'DELETE', url: `/api/v1/simpools/${id}`, payload: { archived_reason: 'OTHER' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'The SIM pool still holds 1 SIM card: move or remove them first.',
      code: 'simpool_holds_sim',
      params: { count: 1 },
    });
    const xls = await staff({ method: 'GET', url: '/api/v1/simpools/export.xls' });
    expect(xls.statusCode).toBe(200);
  });
});
