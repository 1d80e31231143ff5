// Walks every status × every action of the contract's state machine (spec 2 §4) through the API:
// an allowed action succeeds and leads where the table says; any other answers 409 with the message
// naming the current status and the allowed ones, and changes nothing (not even the activity log).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PACKAGE_LINE_STATUSES,
  PACKAGE_LINE_TRANSITIONS,
  PACKAGE_STATUSES,
  PACKAGE_TRANSITIONS,
  SERVICE_STATUSES,
  SERVICE_TRANSITIONS,
  transitionRefusal,
} from '@console/contract';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
let pkgId: number;
beforeAll(async () => {
  c = await commercialSetup();
  pkgId = (await c.createPackage()).id;
});
afterAll(() => c.t.close());

const logCount = async (type: string, id: number) =>
  Number((await c.t.database.query(`select count(*)::int as n from logs where object_type = $1 and object_id = $2`, [type, id])).rows[0].n);

let serialSeq = 0;
const payloads: Record<string, () => Promise<Record<string, unknown>>> = {
  ship: async () => ({ date: '2026-03-02', tracking_code: 'TRK-1' }),
  deliver: async () => ({ date: '2026-03-03' }),
  end: async () => ({ end_date: '2026-03-31', end_reason: 'UPSELL' }),
  start: async () => ({ date: '2026-04-01' }),
};

describe('services: every status × every action', () => {
  for (const status of SERVICE_STATUSES) {
    for (const [action, t] of Object.entries(SERVICE_TRANSITIONS)) {
      const allowed = (t.from as readonly string[]).includes(status);
      it(`${action} from ${status}: ${allowed ? 'allowed' : '409'}`, async () => {
        const s = await c.createService(pkgId, { type: 'data' });
        // The guards of end (started, no end date) and unidle (no start date) hold here; they have their own tests.
        await force(c.t, 'services', s.id, { status, start_date: action === 'unidle' ? null : '2026-01-01', end_date: null });
        const before = await c.get(`/services/${s.id}`);
        const logs = await logCount('service', s.id);
        const res = await c.post(`/services/${s.id}/${action}`, (await payloads[action]?.()) ?? {});
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().success).toBe(true);
          expect(res.json().status).toBe(t.to ?? status);
          if (action === 'assign') expect(res.json().assignee_id).toBe(c.staffUserId);
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({ success: false, message: transitionRefusal(action, status, t.from) });
          expect(await c.get(`/services/${s.id}`)).toEqual(before);
          expect(await logCount('service', s.id)).toBe(logs);
        }
      });
    }
  }

  it('names the current status and the allowed one in the message', () => {
    expect(transitionRefusal('ship', 'DRAFT', SERVICE_TRANSITIONS.ship.from)).toBe('Cannot ship from status DRAFT: allowed only from PROVISIONED.');
    expect(transitionRefusal('pause', 'IDLE', ['DELIVERED'])).toBe('Cannot pause from status IDLE: allowed only from DELIVERED.');
  });

  it('unidles only an IDLE service without a start date; ends only a started service without an end date', async () => {
    const s = await c.createService(pkgId);
    await force(c.t, 'services', s.id, { status: 'IDLE', start_date: '2026-01-01' });
    const unidle = await c.post(`/services/${s.id}/unidle`);
    expect(unidle.statusCode).toBe(409);
    expect(unidle.json().message).toBe('Only an IDLE service without a start date can be unidled.');
    await force(c.t, 'services', s.id, { status: 'DELIVERED', start_date: null });
    const end = await c.post(`/services/${s.id}/end`, { end_date: '2026-03-31', end_reason: 'RMA' });
    expect(end.statusCode).toBe(409);
    expect(end.json().message).toBe('Only a started service without an end date can be ended.');
    expect((await c.get(`/services/${s.id}`)).status).toBe('DELIVERED');
  });
});

describe('package lines: every status × every action', () => {
  for (const status of PACKAGE_LINE_STATUSES) {
    for (const [action, t] of Object.entries(PACKAGE_LINE_TRANSITIONS)) {
      const allowed = (t.from as readonly string[]).includes(status);
      it(`${action} from ${status}: ${allowed ? 'allowed' : '409'}`, async () => {
        const line = await c.createLine(pkgId);
        await force(c.t, 'package_lines', line.id, { status });
        let payload: Record<string, unknown> = (await payloads[action]?.()) ?? {};
        if (action === 'provision') {
          const serial = `WALK-${++serialSeq}`;
          expect((await c.post('/product_items/', { serial, product_id: c.antenna })).statusCode).toBe(201);
          payload = { serials: serial };
        }
        const before = await c.get(`/package_lines/${line.id}`);
        const logs = await logCount('package_line', line.id);
        const res = await c.post(`/package_lines/${line.id}/${action}`, payload);
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ success: true, status: t.to });
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({ success: false, message: transitionRefusal(action, status, t.from) });
          expect(await c.get(`/package_lines/${line.id}`)).toEqual(before);
          expect(await logCount('package_line', line.id)).toBe(logs);
        }
      });
    }
  }
});

describe('packages: every status × every action', () => {
  for (const status of PACKAGE_STATUSES) {
    for (const [action, t] of Object.entries(PACKAGE_TRANSITIONS)) {
      const allowed = (t.from as readonly string[]).includes(status);
      it(`${action} from ${status}: ${allowed ? 'allowed' : '409'}`, async () => {
        const pkg = await c.createPackage();
        // A confirmed package's status follows its parts (decision 0063): one service in the matching status.
        if (status !== 'draft') {
          await force(c.t, 'packages', pkg.id, { status: 'provisioning' });
          const s = await c.createService(pkg.id, { price: 10, start_date: '2026-01-01' });
          await force(c.t, 'services', s.id, { status: status.toUpperCase(), start_date: '2026-01-01' });
        }
        if (action === 'invoice') {
          // Something due, so that only the status decides (decision 0030): hardware delivered, which beside a service leaves the status alone.
          const line = await c.createLine(pkg.id, { price: 10 });
          await force(c.t, 'package_lines', line.id, { status: 'delivered', delivery_date: '2026-01-02' });
        }
        expect((await c.get(`/packages/${pkg.id}`)).status).toBe(status);
        const before = await c.get(`/packages/${pkg.id}`);
        const logs = await logCount('package', pkg.id);
        const res = await c.post(`/packages/${pkg.id}/${action}`, (await payloads[action]?.()) ?? {});
        if (allowed) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json().success).toBe(true);
          const after = await c.get(`/packages/${pkg.id}`);
          expect(after.status).toBe(t.to ?? status);
          if (action === 'clone' || action === 'invoice') expect(res.json().id).not.toBe(pkg.id);
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({ success: false, message: transitionRefusal(action, status, t.from) });
          expect(await c.get(`/packages/${pkg.id}`)).toEqual(before);
          expect(await logCount('package', pkg.id)).toBe(logs);
        }
      });
    }
  }
});
