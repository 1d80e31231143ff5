import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createController } from '../../src/integrations/controller/index.ts';
import { ControllerSimulator } from '../../src/integrations/controller/simulator.ts';
import { IntegrationError } from '../../src/integrations/http.ts';

const clock = (start = Date.parse('2026-03-10T12:00:00Z')) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('controller simulator', () => {
  it('serves the demo world of a known server and a derived one for any other', async () => {
    const venus = new ControllerSimulator('venus', { speedTestDelayS: 20 });
    const orgs = await venus.listOrganizations();
    expect(orgs.map((o) => o.name)).toEqual(['Fleet Benelux', 'Public Sector']);
    const groups = await venus.listGroups(orgs[0].id);
    expect(groups.map((g) => g.name)).toContain('To deploy');
    const devices = await venus.listDevices(orgs[0].id);
    expect(devices.length).toBe(9);
    for (const d of devices) {
      expect(d.serial).toMatch(/^\d{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
      expect(d.fw_ver).toMatch(/build/);
      expect(d.wans.some((w) => w.type === 'cellular')).toBe(true);
    }
    expect((await venus.listDevices(orgs[0].id, groups[2].id)).length).toBe(3);
    const other = new ControllerSimulator('acme-ic', { speedTestDelayS: 20 });
    expect((await other.listOrganizations())[0].name).toBe('acme-ic organization');
    await expect(venus.listGroups('nope')).rejects.toBeInstanceOf(IntegrationError);
  });

  it('changes online status over time and WAN LEDs follow it', async () => {
    const c = clock();
    const sim = new ControllerSimulator('earth', { speedTestDelayS: 20, now: c.now });
    const org = (await sim.listOrganizations())[0].id;
    const seen = new Set<string>();
    for (let i = 0; i < 24; i += 1) {
      for (const d of await sim.listDevices(org)) {
        seen.add(d.status);
        if (!d.online) expect(d.wans.every((w) => w.status_led === 'gray')).toBe(true);
      }
      c.advance(10 * 60_000);
    }
    expect(seen.has('online')).toBe(true);
    expect(seen.has('offline')).toBe(true);
  });

  it('adopts a linked device, reboots it offline for a minute, restarts a cellular modem', async () => {
    const c = clock();
    const sim = new ControllerSimulator('venus', { speedTestDelayS: 20, now: c.now });
    const ref = { organization_id: 'a1Ven', group_id: 104, id: '555', serial: '1111-2222-3333', name: 'Van' };
    let d = await sim.getDevice(ref);
    for (let i = 0; !d.online && i < 50; i += 1) {
      c.advance(10 * 60_000);
      d = await sim.getDevice(ref);
    }
    expect(d).toMatchObject({ serial: '1111-2222-3333', group_id: 104, online: true });
    expect((await sim.listDevices('a1Ven')).some((x) => x.id === '555')).toBe(true);
    const cell = d.wans.find((w) => w.type === 'cellular')!;
    await sim.restartCellularModem(ref, cell.id);
    expect((await sim.getDevice(ref)).wans.find((w) => w.id === cell.id)?.status_led).toBe('yellow');
    await expect(sim.restartCellularModem(ref, 1)).rejects.toThrow(/not a cellular WAN/);
    await sim.reboot(ref);
    expect((await sim.getDevice(ref)).online).toBe(false);
    await expect(sim.reboot(ref)).rejects.toThrow(/offline/);
    await sim.moveDevice(ref, 101);
    expect((await sim.getDevice(ref)).group_name).toBe('To deploy');
    await expect(sim.moveDevice(ref, 999)).rejects.toThrow(/group 999/);
    await sim.setTags(ref, ['x']);
    expect((await sim.getDevice(ref)).tags).toEqual(['x']);
    expect(await sim.flashConfig(ref)).toMatch(/^\d+$/);
    expect((await sim.listConfigBackups(ref)).length).toBe(5);
  });

  it('has a speed-test result only after the configured delay, and daily usage per cellular WAN', async () => {
    const c = clock();
    const sim = new ControllerSimulator('mercure', { speedTestDelayS: 20, now: c.now });
    const org = (await sim.listOrganizations())[0].id;
    let online: Awaited<ReturnType<ControllerSimulator['listDevices']>>[number] | undefined;
    for (let i = 0; !online && i < 50; i += 1) {
      online = (await sim.listDevices(org)).find((d) => d.online);
      if (!online) c.advance(10 * 60_000);
    }
    const ref = { organization_id: org, group_id: online!.group_id, id: online!.id, serial: online!.serial };
    const test = await sim.runSpeedTest(ref);
    expect(await sim.getSpeedTestResult(ref, test)).toEqual({ status: 'running' });
    c.advance(19_000);
    expect((await sim.getSpeedTestResult(ref, test)).status).toBe('running');
    c.advance(1_000);
    const result = await sim.getSpeedTestResult(ref, test);
    expect(result).toMatchObject({ status: 'done', bandwidth_unit: 'Mbits/sec' });
    expect(result.wan_quality?.[0]).toHaveProperty('rsrp');
    // Another server process's simulator of the same controller finds it too (one controller for all).
    const elsewhere = new ControllerSimulator('mercure', { speedTestDelayS: 20, now: c.now });
    expect(await elsewhere.getSpeedTestResult(ref, test)).toEqual(result);
    await expect(elsewhere.getSpeedTestResult({ ...ref, id: 'other' }, test)).rejects.toThrow(/not found/);
    const usage = await sim.dailyUsage(ref, '2026-03-01', '2026-03-07');
    const cells = online!.wans.filter((w) => w.type === 'cellular').length;
    expect(usage.length).toBe(7 * cells);
    expect(usage.every((u) => u.mb >= 0)).toBe(true);
    // The same device, day and WAN always used the same amount.
    expect(await sim.dailyUsage(ref, '2026-03-01', '2026-03-07')).toEqual(usage);
  });

  it('the factory keeps one simulator per server and picks the client only with real credentials', () => {
    const sim = createController(loadConfig({}));
    const server = { id: 1, name: 'venus', api_base_url: 'http://x', base_url: null, api_key: 'k', api_secret: 's' };
    expect(sim.forServer(server)).toBe(sim.forServer(server));
    expect(sim.forServer(server)).toBeInstanceOf(ControllerSimulator);
    const real = createController(loadConfig({ INTEGRATIONS: 'real' }));
    expect(real.forServer(server).constructor.name).toBe('ControllerClient');
    expect(real.forServer({ ...server, api_secret: null })).toBeInstanceOf(ControllerSimulator);
  });
});
