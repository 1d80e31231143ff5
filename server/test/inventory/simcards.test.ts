import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let telnaId: number;
let localId: number;
const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows as any[];

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  [{ id: telnaId }] = await q(
    `insert into providers (name, api, iccid_prefix, supplier_name, carrier_name) values ('Telna', 'telna', '8944', 'Telna Inc', 'Telna') returning id`,
  );
  [{ id: localId }] = await q(`insert into providers (name, iccid_prefix, carrier_name) values ('Proximus', '893201', 'Proximus') returning id`);
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>) => staff({ method: 'POST', url: '/api/v1/simcards/', payload });

describe('SIM card rules', () => {
  it('creates with the provider of the ICCID prefix, formats the ICCID and derives manageability', async () => {
    const res = await create({ iccid: '8944 5000 0000 0000 001' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      iccid: '8944500000000000001',
      iccid_formatted: '8944 5000 0000 0000 001',
      provider_id: telnaId,
      provider_name: 'Telna',
      supplier_name: 'Telna Inc',
      carrier_name: 'Telna',
      is_manageable: true,
      type: 'sim',
      status: 'AVAILABLE',
    });
    const local = await create({ iccid: '893201000000000000001', status: 'RESERVED' });
    expect(local.json()).toMatchObject({ provider_id: localId, is_manageable: false, status: 'RESERVED' });
    const none = await create({ iccid: '123456789012345678' });
    expect(none.json().provider_id).toBeNull();
  });

  it('refuses a duplicate ICCID, non-digits and a wrong length', async () => {
    const dup = await create({ iccid: '8944500000000000001' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('A SIM card with this ICCID already exists.');
    expect(dup.json().errors.iccid).toBe('A SIM card with this ICCID already exists.');
    for (const iccid of ['89445ABC00000000001', '12345', '1'.repeat(23), '']) {
      const res = await create({ iccid });
      expect(res.statusCode, iccid).toBe(400);
      expect(res.json().errors.iccid).toBe('An ICCID is 18 to 22 digits.');
    }
    const [{ id }] = await q(`select id from simcards where iccid = '893201000000000000001'`);
    const renamed = await staff({ method: 'PUT', url: `/api/v1/simcards/${id}`, payload: { iccid: '8944500000000000001' } });
    expect(renamed.json().message).toBe('A SIM card with this ICCID already exists.');
  });

  it('gives an eSIM a parent of type sim, and a sim no parent', async () => {
    const parent = (await create({ iccid: '893201000000000000010' })).json();
    const esim = await create({ iccid: '893201000000000000011', type: 'esim', parent_id: parent.id });
    expect(esim.statusCode).toBe(201);
    expect(esim.json()).toMatchObject({ parent_id: parent.id, parent_iccid: parent.iccid });
    const orphan = await create({ iccid: '893201000000000000012', type: 'esim' });
    expect(orphan.json().errors.parent_id).toBe('Choose the parent SIM.');
    const onEsim = await create({ iccid: '893201000000000000013', type: 'esim', parent_id: esim.json().id });
    expect(onEsim.json().message).toBe('The parent of an eSIM must be a SIM of type sim.');
    const simWithParent = await create({ iccid: '893201000000000000014', parent_id: parent.id });
    expect(simWithParent.json().message).toBe('Only an eSIM has a parent SIM.');
    const toEsim = await staff({ method: 'PUT', url: `/api/v1/simcards/${parent.id}`, payload: { type: 'esim', parent_id: parent.id } });
    expect(toEsim.statusCode).toBe(400);
    const children = await staff({ method: 'GET', url: `/api/v1/simcards/?parent_id=${parent.id}` });
    expect(children.json().results.map((r: any) => r.iccid)).toEqual(['893201000000000000011']);
    const esims = await staff({ method: 'GET', url: `/api/v1/simcards/?type=esim` });
    expect(esims.json().count).toBe(1);
  });

  it('edits the status only of SIMs that are not manageable', async () => {
    const [{ id: managed }] = await q(`select id from simcards where iccid = '8944500000000000001'`);
    const refused = await staff({ method: 'PUT', url: `/api/v1/simcards/${managed}`, payload: { status: 'SUSPENDED' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The status of a manageable SIM follows its provider: use Suspend or Enable.');
    const same = await staff({ method: 'PUT', url: `/api/v1/simcards/${managed}`, payload: { status: 'AVAILABLE', notes: 'ok' } });
    expect(same.statusCode).toBe(200);
    const [{ id: local }] = await q(`select id from simcards where iccid = '893201000000000000001'`);
    const ok = await staff({ method: 'PUT', url: `/api/v1/simcards/${local}`, payload: { status: 'SUSPENDED' } });
    expect(ok.json().status).toBe('SUSPENDED');
    const bad = await staff({ method: 'PUT', url: `/api/v1/simcards/${local}`, payload: { status: 'BROKEN' } });
    expect(bad.statusCode).toBe(400);
  });

  it('reads a SIM by id or by ICCID', async () => {
    const byIccid = await staff({ method: 'GET', url: '/api/v1/simcards/8944500000000000001' });
    expect(byIccid.statusCode).toBe(200);
    const byId = await staff({ method: 'GET', url: `/api/v1/simcards/${byIccid.json().id}` });
    expect(byId.json().iccid).toBe('8944500000000000001');
    expect((await staff({ method: 'GET', url: '/api/v1/simcards/8944500000000000999' })).statusCode).toBe(404);
    expect((await staff({ method: 'GET', url: '/api/v1/simcards/12345678901' })).statusCode).toBe(400);
    expect((await staff({ method: 'GET', url: '/api/v1/simcards/abc' })).statusCode).toBe(400);
  });

  it('lists with a partial ICCID, filters and the export', async () => {
    const partial = await staff({ method: 'GET', url: '/api/v1/simcards/?q=00000000010' });
    expect(partial.json().results.map((r: any) => r.iccid)).toEqual(['893201000000000000010']);
    const manageable = await staff({ method: 'GET', url: '/api/v1/simcards/?is_manageable=true' });
    expect(manageable.json().results.map((r: any) => r.iccid)).toEqual(['8944500000000000001']);
    const notManageable = await staff({ method: 'GET', url: '/api/v1/simcards/?is_manageable=false' });
    expect(notManageable.json().count).toBe(4);
    const unattached = await staff({ method: 'GET', url: `/api/v1/simcards/?device_id=null&provider_id=${localId}` });
    expect(unattached.json().count).toBe(3);
    for (const f of ['status=SUSPENDED', 'active=true', 'variant=x', 'site_id=1', 'customer_id=1', 'pool_id=null', 'sort=iccid&order=ASC']) {
      expect((await staff({ method: 'GET', url: `/api/v1/simcards/?${f}` })).statusCode, f).toBe(200);
    }
    const xls = await staff({ method: 'GET', url: '/api/v1/simcards/export.xls?type=sim' });
    expect(xls.statusCode).toBe(200);
    expect(xls.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('bulk create with a dry run', () => {
  it('lists what would be created and what exists, then creates', async () => {
    const refs = '8944500000000000001\n8944 5000 0000 0000 101\n\n8944500000000000102\n8944500000000000102';
    const dry = await staff({ method: 'POST', url: '/api/v1/simcards/bulk', payload: { simcards_refs: refs, dry: 'true' } });
    expect(dry.json()).toEqual({
      success: true,
      dry: true,
      created: ['8944500000000000101', '8944500000000000102'],
      existing: ['8944500000000000001'],
      count_created: 2,
      count_existing: 1,
    });
    expect((await q(`select count(*)::int c from simcards where iccid like '89445000000000001%'`))[0].c).toBe(0);
    const real = await staff({ method: 'POST', url: '/api/v1/simcards/bulk', payload: { simcards_refs: refs, dry: false } });
    expect(real.json()).toMatchObject({ success: true, dry: false, count_created: 2, count_existing: 1 });
    const rows = await q(`select provider_id from simcards where iccid in ('8944500000000000101', '8944500000000000102')`);
    expect(rows.map((r) => r.provider_id)).toEqual([telnaId, telnaId]);
  });

  it('answers success false with a code for an empty list', async () => {
    const res = await staff({ method: 'POST', url: '/api/v1/simcards/bulk', payload: { iccids: '\n' } });
    expect(res.json()).toEqual({
      success: false,
      reason: 'Give at least one ICCID, one per line.',
      message: 'Give at least one ICCID, one per line.',
      code: 'iccids_missing',
      params: {},
    });
  });

  it('refuses invalid ICCIDs, naming them, and creates nothing', async () => {
    const res = await staff({ method: 'POST', url: '/api/v1/simcards/bulk', payload: { iccids: ['8944500000000000201', '12AB', '999'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid ICCIDs: 12AB, 999.');
    expect((await q(`select count(*)::int c from simcards where iccid = '8944500000000000201'`))[0].c).toBe(0);
  });
});

describe('move to pool', () => {
  it('moves one SIM and many, and removes them from their pool', async () => {
    const [{ id: pool }] = await q(`insert into simpools (name) values ('Stock pool') returning id`);
    const [{ id: archivedPool }] = await q(`insert into simpools (name, archived_at) values ('Old', now()) returning id`);
    const [a, b] = await q(`select id, iccid from simcards where iccid in ('8944500000000000101', '8944500000000000102') order by id`);
    const one = await staff({ method: 'POST', url: `/api/v1/simcards/${a.id}/move_to_pool`, payload: { pool_id: pool } });
    expect(one.json()).toMatchObject({ success: true, message: `${a.iccid} moved`, pool_id: pool, pool_name: 'Stock pool' });
    const refused = await staff({ method: 'POST', url: `/api/v1/simcards/${a.id}/move_to_pool`, payload: { pool_id: archivedPool } });
    expect(refused.json()).toMatchObject({
      success: false,
      reason: 'The SIM pool is archived.',
      message: `${a.iccid} not moved: The SIM pool is archived.`,
      code: 'simpool_archived',
      params: {},
    });
    const bulk = await staff({ method: 'POST', url: '/api/v1/simcards/move_to_pool', payload: { ids: [a.id, b.id, 999999], pool_id: pool } });
    expect(bulk.json()).toMatchObject({ success: false, count: 2, count_failed: 1, message: '2 SIM cards moved' });
    expect(bulk.json().results[2]).toEqual({ id: 999999, iccid: null, success: false, reason: 'Not found.', code: 'not_found', params: {} });
    const out = await staff({ method: 'POST', url: '/api/v1/simcards/move_to_pool', payload: { ids: [a.id, b.id], pool_id: null } });
    expect(out.json()).toMatchObject({ success: true, count: 2, message: '2 SIM cards removed from SIM pool' });
    expect((await q(`select count(*)::int c from simcards where pool_id is not null`))[0].c).toBe(0);
  });
});

describe('statistics and global search', () => {
  it('counts SIMs by status, type and provider', async () => {
    const res = await staff({ method: 'GET', url: '/api/v1/stats/simcards' });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.total).toBe(7);
    expect(s.type).toEqual({ sim: 6, esim: 1 });
    expect(s.attached + s.free).toBe(s.total);
    expect(s.manageable).toBe(3);
    expect(s.status.SUSPENDED).toBe(1);
    expect(s.providers.find((p: any) => p.key === 'Telna')).toMatchObject({ provider_id: telnaId, value: 3, attached: 0 });
  });

  it('finds a SIM by part of its ICCID in the top-bar search', async () => {
    const res = await staff({ method: 'GET', url: '/api/v1/search/live?q=0000000000010' });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('893201000000000000010');
  });
});
