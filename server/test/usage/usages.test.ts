import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devices, usages } from '../../src/db/schema/index.ts';
import { controllerApp, linkedDevice } from '../support/controller-fixtures.ts';

const MB = 1024 * 1024;
let ctx: Awaited<ReturnType<typeof controllerApp>>;
beforeAll(async () => {
  ctx = await controllerApp();
});
afterAll(async () => ctx.t.close());

describe('usages', () => {
  it('fetches daily usage per WAN from the controller, idempotently, in MB', async () => {
    const d = await linkedDevice(ctx.t, ctx.server.id);
    await ctx.api({ method: 'GET', url: `/api/v1/devices/${d.id}/sync` });
    const res = (
      await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/fetch_usages`, payload: { start_date: '2026-01-01', end_date: '2026-01-10' } })
    ).json();
    expect(res).toMatchObject({ success: true, start_date: '2026-01-01', end_date: '2026-01-10' });
    const rows = await ctx.t.database.db.select().from(usages).where(eq(usages.device_id, d.id));
    expect(rows.length).toBe(res.count);
    expect(rows.every((r) => r.source === 'incontrol' && r.wan_name?.startsWith('Cellular') && r.site_id === 1)).toBe(true);
    await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/fetch_usages`, payload: { start_date: '2026-01-01', end_date: '2026-01-10' } });
    expect((await ctx.t.database.db.select().from(usages).where(eq(usages.device_id, d.id))).length).toBe(rows.length);
    const bad = await ctx.api({ method: 'POST', url: `/api/v1/devices/${d.id}/fetch_usages`, payload: { start_date: '2026-02-01', end_date: '2026-01-10' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers series of {date, value} in units of 1024 MB, daily or monthly', async () => {
    const [d] = await ctx.t.database.db.insert(devices).values({ serial: 'USAGE-1', site_id: 1 }).returning();
    await ctx.t.database.db.insert(usages).values([
      { date: '2026-01-30', source: 'incontrol', wan_name: 'Cellular 1', device_id: d.id, site_id: 1, bytes: 1024 * MB },
      { date: '2026-01-31', source: 'incontrol', wan_name: 'Cellular 1', device_id: d.id, site_id: 1, bytes: 512 * MB },
      { date: '2026-01-31', source: 'incontrol', wan_name: 'Cellular 2', device_id: d.id, site_id: 1, bytes: 512 * MB },
      { date: '2026-02-01', source: 'incontrol', wan_name: 'Cellular 1', device_id: d.id, site_id: 1, bytes: 2048 * MB },
    ]);
    const daily = (await ctx.api({ method: 'GET', url: `/api/v1/stats/usages?device_id=${d.id}&start_date=2026-01-30&end_date=2026-02-01` })).json();
    expect(daily).toEqual([
      { date: '2026-01-30', value: 1 },
      { date: '2026-01-31', value: 1 },
      { date: '2026-02-01', value: 2 },
    ]);
    const monthly = (
      await ctx.api({ method: 'GET', url: `/api/v1/stats/usages?freq=monthly&device_id=${d.id}&start_date=2026-01-01&end_date=2026-02-28` })
    ).json();
    expect(monthly).toEqual([
      { date: '2026-01', value: 2 },
      { date: '2026-02', value: 2 },
    ]);
    const chart = (await ctx.api({ method: 'GET', url: `/api/v1/devices/${d.id}/usage?start_date=2026-01-30&end_date=2026-01-31` })).json();
    expect(chart).toEqual({
      series: ['Cellular 1', 'Cellular 2'],
      data: [
        { date: '2026-01-30', 'Cellular 1': 1, 'Cellular 2': 0 },
        { date: '2026-01-31', 'Cellular 1': 0.5, 'Cellular 2': 0.5 },
      ],
    });
    expect((await ctx.api({ method: 'GET', url: '/api/v1/stats/usages' })).statusCode).toBe(400);
    // An id filter is read like a path id: hexadecimal is refused, not read as another device.
    expect((await ctx.api({ method: 'GET', url: '/api/v1/stats/usages?device_id=0x10&start_date=2026-01-30&end_date=2026-02-01' })).statusCode).toBe(400);
    const rows = (await ctx.api({ method: 'GET', url: `/api/v1/usages/?device_id=${d.id}` })).json();
    expect(rows.count).toBe(4);
    expect(rows.results[0]).toMatchObject({ device_id: d.id, bytes: 2048 * MB });
    expect((await ctx.api({ method: 'GET', url: `/api/v1/stats/usages?device_id=${d.id}&freq=weekly` })).statusCode).toBe(400);
  });

  it('reads live bandwidth per WAN with details when asked', async () => {
    const d = await linkedDevice(ctx.t, ctx.server.id);
    const res = (await ctx.api({ method: 'GET', url: `/api/v1/devices/${d.id}/bandwidth?include_details=true` })).json();
    expect(res.success).toBe(true);
    expect(res.series.length).toBeGreaterThan(0);
    expect(res.data.length).toBe(30);
    expect(res.details.length).toBe(30 * res.series.length);
    expect((await ctx.api({ method: 'GET', url: `/api/v1/devices/${d.id}/bandwidth` })).json()).not.toHaveProperty('details');
  });
});
