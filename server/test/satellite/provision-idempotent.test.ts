// Provisioning is idempotent (decision 0068): the real Starlink v2 client against a local provider
// with state (starlink-v2-server.ts). The naming call fails once: the same form again names the line
// the first attempt created instead of creating (and billing) a second one; two provisionings of the
// same terminal at once make one line; the client reference travels as the address metadata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SatelliteClient } from '../../src/integrations/satellite/client.ts';
import { SatelliteSimulator } from '../../src/integrations/satellite/simulator.ts';
import { PROVISION_MESSAGES, provisionReference } from '../../src/resources/satellite/starlink/starlink-provision.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';
import { v2Account, v2Provider } from '../support/starlink-v2-server.ts';

const ACCT = 'ACC-511274-31364-54';
let t: TestApp;
let provider: Awaited<ReturnType<typeof v2Provider>>;
let account: ReturnType<typeof v2Account>;
let post: (payload: Record<string, unknown>) => Promise<{ statusCode: number; json: () => any }>;

beforeAll(async () => {
  t = await createTestApp();
  account = v2Account(ACCT, { terminals: ['ut-1', 'ut-2', 'ut-3', 'ut-4'], products: ['SL-LP-50GB'] });
  provider = await v2Provider([{ clientId: 'id', clientSecret: 'secret', accountNumber: ACCT }], account.handler);
  t.app.services.integrations.satellite = new SatelliteClient({
    baseUrl: `${provider.server.url}/api`,
    tokenUrl: `${provider.server.url}/api/auth/connect/token`,
    telemetryUrl: `${provider.server.url}/api/public/v2/telemetry/stream`,
    credentials: [{ clientId: 'id', clientSecret: 'secret' }],
    ratePerMinute: 10_000,
  });
  const staff = t.as((await createUser(t, 'staff', { can_view_starlinks: true })).token);
  post = (payload) => staff({ method: 'POST', url: '/api/v1/starlink/provision', payload });
});
afterAll(async () => {
  await provider?.server.close();
  await t?.close();
});

const form = (over: Record<string, unknown> = {}) => ({
  account_number: ACCT,
  product_id: 'SL-LP-50GB',
  user_terminal_id: 'ut-1',
  name: 'Vessel Aurora',
  address: 'Quai du Commerce 7',
  postal_code: '1000',
  region_code: 'BE',
  locality: 'Bruxelles',
  latitude: 50.8571,
  longitude: 4.3522,
  ...over,
});

describe('provisioning is idempotent at the provider', () => {
  it('names the line of an attempt whose naming failed instead of creating a second one', async () => {
    account.failNaming(1);
    const first = (await post(form())).json();
    expect(first.success).toBe(false);
    expect(first.message).toMatch(/^Provisioning stopped at the service line: HTTP 500/);
    expect(account.lines).toHaveLength(1);
    expect(account.lines[0].nickname).toBeNull();
    // The address carries the request's client reference.
    expect(account.addresses).toHaveLength(1);
    expect(account.addresses[0].metadata).toBe(provisionReference(form()));
    expect(provider.calls('POST /public/v2/addresses')[0].body).toContain('console-provision:');

    const again = (await post(form())).json();
    expect(again).toMatchObject({ success: true, message: PROVISION_MESSAGES.done('SL-2') });
    // One line created at the provider (it bills from creation), named on the retry, the terminal on it.
    expect(provider.calls('POST /public/v2/service-lines')).toHaveLength(1);
    expect(account.addresses).toHaveLength(1);
    expect(account.lines).toHaveLength(1);
    expect(account.lines[0].nickname).toBe('Vessel Aurora');
    expect(account.terminals.find((x) => x.userTerminalId === 'ut-1')?.serviceLineNumber).toBe('SL-2');
    const mirrored = (await t.as((await createUser(t, 'admin')).token)({ method: 'GET', url: `/api/v1/starlink_service_lines/${again.id}` })).json();
    expect(mirrored).toMatchObject({ service_line_number: 'SL-2', nickname: 'Vessel Aurora', terminals_count: 1 });

    // The same form once more (a double submit after success) creates nothing and answers the same line.
    const third = (await post(form())).json();
    expect(third).toMatchObject({ success: true, id: again.id });
    expect(provider.calls('POST /public/v2/service-lines')).toHaveLength(1);
  });

  it('makes one line when the same terminal is provisioned twice at once', async () => {
    const before = account.lines.length;
    const input = form({ user_terminal_id: 'ut-2', name: 'Twice', address: 'Rue Neuve 1' });
    const answers = await Promise.all([post(input), post(input), post(form({ user_terminal_id: 'ut-2', name: 'Other form', address: 'Rue Haute 9' }))]);
    expect(account.lines.length).toBe(before + 1);
    const bodies = answers.map((a) => a.json());
    // The two same forms both succeed with the one line; the other form for the same terminal finds it taken, or made the line first.
    const line = account.lines.at(-1)!;
    expect(account.terminals.find((x) => x.userTerminalId === 'ut-2')?.serviceLineNumber).toBe(line.serviceLineNumber);
    const succeeded = bodies.filter((b) => b.success);
    expect(new Set(succeeded.map((b) => b.id)).size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().errors.user_terminal_id === PROVISION_MESSAGES.terminal)).toBe(true);
    expect(succeeded.length + answers.filter((a) => a.statusCode === 400).length).toBe(3);
  });
});

describe('the simulator behaves the same', () => {
  it('leaves an unnamed line when the naming fails, and the same form names it', async () => {
    const sim = new SatelliteSimulator();
    const real = t.app.services.integrations.satellite;
    t.app.services.integrations.satellite = sim;
    try {
      const acct = 'ACC-2284913-71452-18';
      const terminal = sim.terminals.find((x) => x.accountNumber === acct && !x.serviceLineNumber)!.userTerminalId;
      const input = form({ account_number: acct, user_terminal_id: terminal, name: 'Sim line' });
      const lines = sim.serviceLines.length;
      sim.failNext('renameServiceLine', 'Naming refused.');
      expect((await post(input)).json()).toEqual({
        success: false,
        message: 'Provisioning stopped at the service line: Naming refused.',
        code: 'provision_stopped_service_line',
        params: { reason: 'Naming refused.' },
      });
      expect(sim.serviceLines.length).toBe(lines + 1);
      expect(sim.serviceLines.at(-1)!.nickname).toBeNull();
      expect((await post(input)).json().success).toBe(true);
      expect(sim.serviceLines.length).toBe(lines + 1);
      expect(sim.serviceLines.at(-1)!.nickname).toBe('Sim line');
    } finally {
      t.app.services.integrations.satellite = real;
    }
  });
});
