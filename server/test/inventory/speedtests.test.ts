import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devices } from '../../src/db/schema/index.ts';
import { controllerApp, linkedDevice } from '../support/controller-fixtures.ts';

let ctx: Awaited<ReturnType<typeof controllerApp>>;
beforeAll(async () => {
  ctx = await controllerApp();
});
afterAll(async () => ctx.t.close());

async function onlineDevice() {
  for (let i = 0; i < 30; i += 1) {
    const d = await linkedDevice(ctx.t, ctx.server.id);
    await ctx.api({ method: 'GET', url: `/api/v1/devices/${d.id}/sync` });
    const [row] = await ctx.t.database.db.select().from(devices).where(eq(devices.id, d.id));
    if (row.online_status === 'online') return row;
  }
  throw new Error('no online device');
}

/** Polls the show route until the job runner has stored a final status. */
async function settled(id: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = (await ctx.api({ method: 'GET', url: `/api/v1/speedtests/${id}` })).json();
    if (row.status === 'done' || row.status === 'failed' || Date.now() > until) return row;
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('speed tests', () => {
  it('starts tests for serials joined by ";", names unknown ones, and collects the result in a job', async () => {
    const a = await onlineDevice();
    const res = (await ctx.api({ method: 'POST', url: '/api/v1/speedtests', payload: { device_serials: `${a.serial}; NOPE-1` } })).json();
    expect(res).toMatchObject({
      success: false,
      message: 'The device is now SpeedTesting wait 20 seconds before refresh',
      reason: 'Unknown device serial: NOPE-1',
      code: 'speedtest_unknown_serial',
      params: { serials: 'NOPE-1' },
    });
    expect(res.ids).toHaveLength(1);
    const done = await settled(res.ids[0]);
    expect(done).toMatchObject({ status: 'done', device_id: a.id, device_serial: a.serial, bandwidth_unit: 'Mbits/sec' });
    expect(done.device_wan_quality[0]).toEqual(
      expect.objectContaining({
        ts: expect.any(String),
        band: expect.any(String),
        sinr: expect.any(Number),
        rsrq: expect.any(Number),
        rsrp: expect.any(Number),
      }),
    );
  });

  it('answers the single-device route with the spec message', async () => {
    const a = await onlineDevice();
    const res = (await ctx.api({ method: 'POST', url: `/api/v1/devices/${a.id}/speedtest` })).json();
    expect(res).toMatchObject({ success: true, message: 'The device is now SpeedTesting wait 20 seconds before refresh' });
    expect((await settled(res.ids[0])).status).toBe('done');
  });

  it('refuses unknown serials only, past schedules and empty lists', async () => {
    expect((await ctx.api({ method: 'POST', url: '/api/v1/speedtests', payload: { device_serials: 'X1;X2' } })).json()).toEqual({
      success: false,
      reason: 'Unknown device serials: X1, X2',
      code: 'speedtest_unknown_serials',
      params: { serials: 'X1, X2' },
      ids: [],
    });
    const many = Array.from({ length: 501 }, (_, i) => `S${i}`).join(';');
    expect((await ctx.api({ method: 'POST', url: '/api/v1/speedtests', payload: { device_serials: many } })).json()).toEqual({
      success: false,
      reason: 'At most 500 devices at once.',
      code: 'speedtests_too_many',
      params: {},
    });
    expect((await ctx.api({ method: 'POST', url: '/api/v1/speedtests', payload: { device_serials: ' ; ' } })).json()).toEqual({
      success: false,
      reason: 'No device serial given.',
      code: 'speedtests_no_serial',
      params: {},
      ids: [],
    });
    const past = await ctx.api({ method: 'POST', url: '/api/v1/speedtests', payload: { device_serials: 'X1', scheduled_at: '2020-01-01T00:00:00Z' } });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.scheduled_at).toMatch(/future/);
    expect((await ctx.api({ method: 'POST', url: '/api/v1/speedtests', payload: { device_serials: '' } })).statusCode).toBe(400);
  });

  it('runs a scheduled test at its time', async () => {
    const a = await onlineDevice();
    const at = new Date(Date.now() + 2000).toISOString();
    const res = (await ctx.api({ method: 'POST', url: '/api/v1/speedtests', payload: { device_serials: a.serial, scheduled_at: at } })).json();
    expect(res).toMatchObject({ success: true });
    const row = (await ctx.api({ method: 'GET', url: `/api/v1/speedtests/${res.ids[0]}` })).json();
    expect(row).toMatchObject({ status: 'scheduled' });
    // Reboot-free: the simulator may see the device go offline by then; either way the job settles it.
    expect(['done', 'failed']).toContain((await settled(res.ids[0], 20_000)).status);
  });

  it('lists 100 per page, newest first', async () => {
    const list = (await ctx.api({ method: 'GET', url: '/api/v1/speedtests/?page_size=100' })).json();
    expect(list.count).toBeGreaterThanOrEqual(3);
    const ids = list.results.map((r: any) => r.id);
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x));
    expect((await ctx.api({ method: 'POST', url: '/api/v1/speedtests/1/unarchive' })).statusCode).toBe(404);
  });
});
