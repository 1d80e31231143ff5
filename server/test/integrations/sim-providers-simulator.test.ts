import { describe, expect, it } from 'vitest';
import { initialSimStatus, isRoaming, SimProviderSimulator } from '../../src/integrations/sim-providers/simulator.ts';

const iccids = Array.from({ length: 200 }, (_, i) => `89445000000000${String(10000 + i)}`);

describe('SIM provider simulator', () => {
  it('starts most SIMs ACTIVE, some SUSPENDED, and toggles them', async () => {
    const sim = new SimProviderSimulator('telna');
    const statuses = await Promise.all(iccids.map((i) => sim.getStatus(i)));
    const suspended = statuses.filter((s) => s === 'SUSPENDED').length;
    expect(suspended).toBeGreaterThan(5);
    expect(suspended).toBeLessThan(60);
    expect(statuses.every((s, k) => s === initialSimStatus(iccids[k]))).toBe(true);
    const active = iccids[statuses.indexOf('ACTIVE')];
    expect(await sim.suspend(active)).toBe('SUSPENDED');
    expect(await sim.getStatus(active)).toBe('SUSPENDED');
    await expect(sim.suspend(active)).resolves.toBe('SUSPENDED');
    expect(await sim.enable(active)).toBe('ACTIVE');
    await expect(sim.getStatus('12')).rejects.toThrow(/unknown ICCID/);
  });

  it('draws network events newest first that move with the clock, some SIMs roaming abroad', async () => {
    let now = Date.UTC(2026, 2, 1, 12);
    const sim = new SimProviderSimulator('webbing', () => now);
    const roaming = iccids.filter(isRoaming);
    expect(roaming.length).toBeGreaterThan(10);
    const events = await sim.lastNetworkEvents(roaming[0], 12);
    expect(events).toHaveLength(12);
    expect(events.every((e, i) => i === 0 || e.timestamp < events[i - 1].timestamp)).toBe(true);
    expect(new Set(events.map((e) => e.country_iso3)).size).toBeGreaterThan(1);
    expect(Date.parse(events[0].timestamp)).toBeLessThanOrEqual(now);
    const home = await sim.lastNetworkEvents(iccids.find((i) => !isRoaming(i))!, 4);
    expect(home.every((e) => ['BEL', 'NLD', 'FRA'].includes(e.country_iso3!))).toBe(true);
    now += 2 * 86_400_000;
    const later = await sim.lastNetworkEvents(roaming[0], 1);
    expect(later[0].timestamp > events[0].timestamp).toBe(true);
  });

  it('lists backups in the past and live data consistent with the status', async () => {
    const sim = new SimProviderSimulator('telna', () => Date.UTC(2026, 2, 1, 12));
    const backups = await sim.backups(iccids[0]);
    expect(backups.length).toBeGreaterThan(0);
    expect(backups[0]).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/) });
    const suspended = iccids.find((i) => initialSimStatus(i) === 'SUSPENDED')!;
    expect(await sim.liveData(suspended)).toMatchObject({ status: 'SUSPENDED', online: false, data_mb_today: 0 });
    sim.failing.add(iccids[0]);
    await expect(sim.getStatus(iccids[0])).rejects.toThrow(/503/);
  });
});
