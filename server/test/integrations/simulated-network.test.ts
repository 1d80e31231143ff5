// A simulator answers as a real outside system would (issue 26): after a turn of the event loop, and
// giving the loop a turn every few milliseconds of its own work, so a usage sync's loop over a source's
// devices or SIM cards lets the other requests in between two calls. The answers do not change.
import { describe, expect, it } from 'vitest';
import { ControllerSimulator } from '../../src/integrations/controller/simulator.ts';
import { SimProviderSimulator } from '../../src/integrations/sim-providers/simulator.ts';

/** Turns of the event loop (check phases) that went by while `work` ran, and its answer. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; answer: T }> {
  let turns = 0;
  let over = false;
  const tick = () => {
    if (over) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  const answer = await work();
  over = true;
  return { turns, answer };
}

const ICCID = '894450000000001234';
const far = Date.UTC(2126, 0, 1);

describe('simulated outside calls give the event loop its turns', () => {
  it('a SIM provider answers a day range after a turn, and a century of days with several', async () => {
    const sim = new SimProviderSimulator('telna', () => far);
    const short = await turnsDuring(() => sim.dailyUsage(ICCID, '2026-03-01', '2026-03-07'));
    expect(short.turns).toBeGreaterThanOrEqual(1);
    expect(short.answer).toHaveLength(7);
    const long = await turnsDuring(() => sim.dailyUsage(ICCID, '2026-01-01', '2125-12-31'));
    expect(long.answer).toHaveLength(36_524);
    expect(long.turns).toBeGreaterThan(2);
    // The same figures as ever: the week is the start of the century.
    expect(long.answer.slice(59, 66)).toEqual(short.answer);
  });

  it('the controller answers a day range after a turn, and a century of days with several', async () => {
    const sim = new ControllerSimulator('venus', { speedTestDelayS: 20, now: () => far });
    const [org] = await sim.listOrganizations();
    const [device] = (await sim.listDevices(org.id)).filter((d) => d.wans.some((w) => w.type === 'cellular'));
    const ref = { organization_id: org.id, group_id: device.group_id, id: device.id, serial: device.serial, name: device.name };
    const short = await turnsDuring(() => sim.dailyUsage(ref, '2026-03-01', '2026-03-07'));
    expect(short.turns).toBeGreaterThanOrEqual(1);
    const long = await turnsDuring(() => sim.dailyUsage(ref, '2026-01-01', '2125-12-31'));
    expect(long.turns).toBeGreaterThan(2);
    expect(long.answer.filter((u) => u.date >= '2026-03-01' && u.date <= '2026-03-07')).toEqual(short.answer);
  });
});
