// The SIM providers' daily usage over HTTP (Telna sessions in MB, Webbing MB) against local servers
// speaking their APIs (decision 0073), and the simulator's believable figures.
import { afterEach, describe, expect, it } from 'vitest';
import { IntegrationError } from '../../src/integrations/http.ts';
import { SimProviderSimulator } from '../../src/integrations/sim-providers/simulator.ts';
import { TelnaClient } from '../../src/integrations/sim-providers/telna.ts';
import { WebbingClient } from '../../src/integrations/sim-providers/webbing.ts';
import { fakeServer, json } from '../support/fake-http.ts';
import { ICCID, KEY, telna } from './telna-server.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
const MB = 1024 * 1024;

describe('daily usage from the SIM providers', () => {
  it("reads Telna days from its data sessions: bytes, the country and network of the day's largest session", async () => {
    server = await telna();
    const client = new TelnaClient(server.url, KEY);
    expect(await client.dailyUsage(ICCID, '2026-03-01', '2026-03-02')).toEqual([
      { date: '2026-03-01', bytes: Math.round(6.5 * MB), country_code: 'BE', vpmn: 'BELTB', imsi: null },
      // A three-letter country is not an ISO alpha-2 code: left out rather than guessed.
      { date: '2026-03-02', bytes: 2, country_code: null, vpmn: 'BELTB', imsi: null },
    ]);
    expect(await client.dailyUsage(ICCID, '2026-03-03', '2026-03-04')).toEqual([]);
  });

  it('reads Webbing days in MB as bytes, and refuses an answer that is not a list', async () => {
    let answer: unknown = { data: [{ date: '2026-03-01', usage_mb: 1.5, country: { iso2: 'FR' }, vpmn: 'FRAF1', imsi: '425010000000001' }] };
    server = await fakeServer((req, res) => {
      if (req.path === '/oauth/token') return json(res, 200, { access_token: 'tok', expires_in: 3600 });
      if (req.path === `/api/v1/sims/${ICCID}/usage`) return json(res, 200, answer);
      return json(res, 404, {});
    });
    const webbing = new WebbingClient(server.url, 'id', 'secret');
    expect(await webbing.dailyUsage(ICCID, '2026-03-01', '2026-03-01')).toEqual([
      { date: '2026-03-01', bytes: 1.5 * MB, country_code: 'FR', vpmn: 'FRAF1', imsi: '425010000000001' },
    ]);
    answer = { data: 'nope' };
    await expect(webbing.dailyUsage(ICCID, '2026-03-01', '2026-03-01')).rejects.toBeInstanceOf(IntegrationError);
  });

  it('simulates one figure per day up to today, the same on every call', async () => {
    const sim = new SimProviderSimulator('telna', () => Date.UTC(2026, 2, 10, 12));
    const days = await sim.dailyUsage(ICCID, '2026-03-01', '2026-03-20');
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`));
    expect(days.every((d) => d.bytes >= 0 && d.bytes < 900 * MB && /^[A-Z]{2}$/.test(d.country_code!))).toBe(true);
    expect(await sim.dailyUsage(ICCID, '2026-03-01', '2026-03-20')).toEqual(days);
    await expect(sim.dailyUsage('bad', '2026-03-01', '2026-03-02')).rejects.toBeInstanceOf(IntegrationError);
  });
});
