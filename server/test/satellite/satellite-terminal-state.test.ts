// The terminal state helper (spec 3 §7 Terminal state: terminal_id, source starlink; answer: state)
// and the site's terminals as the site page reads them (spec 1 §2.6 StarLinks tab).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SATELLITE_MESSAGES } from '@console/contract';
import { customers, sites, starlinkAccounts, starlinkTerminals } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let satellite: ReturnType<TestApp['as']>;
let siteId: number;
const url = (query: Record<string, string>) => `/api/v1/starlink/terminal_state?${new URLSearchParams(query)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  satellite = t.as((await createUser(t, 'staff', { can_view_starlinks: true })).token);
  const [customer] = await db.insert(customers).values({ name: 'Acme Shipping' }).returning();
  const [site] = await db.insert(sites).values({ name: 'Harbour', customer_id: customer.id }).returning();
  siteId = site.id;
  const [account] = await db.insert(starlinkAccounts).values({ account_number: 'ACC-T', account_name: 'Fleet' }).returning();
  await db.insert(starlinkTerminals).values([
    // Sampled: the latest telemetry sample says searching.
    {
      terminal_id: 'UT-SAMPLED',
      state: 'searching',
      last_status: { ts: new Date().toISOString(), state: 'searching', metrics: null, software_update_state: null, alerts: {} },
      starlink_account_id: account.id,
      customer_id: customer.id,
      site_id: site.id,
    },
    // Mirrored only: no sample yet, the mirrored state stands.
    { terminal_id: 'UT-MIRRORED', state: 'offline', starlink_account_id: account.id },
  ]);
});
afterAll(() => t.close());

describe('GET /starlink/terminal_state', () => {
  it('answers {state} from the latest sample, or the mirrored state before any', async () => {
    const sampled = await satellite({ method: 'GET', url: url({ terminal_id: 'UT-SAMPLED', source: 'starlink' }) });
    expect(sampled.statusCode, sampled.body).toBe(200);
    expect(sampled.json()).toEqual({ state: 'searching' });
    const mirrored = await satellite({ method: 'GET', url: url({ terminal_id: 'UT-MIRRORED', source: 'starlink' }) });
    expect(mirrored.json()).toEqual({ state: 'offline' });
    // starlink is the one source: it may be left out.
    expect((await satellite({ method: 'GET', url: url({ terminal_id: 'UT-MIRRORED' }) })).json()).toEqual({ state: 'offline' });
  });

  it('answers the same state as the terminal status', async () => {
    const [row] = (await (await satellite({ method: 'GET', url: '/api/v1/starlink_terminals/?q=UT-SAMPLED' })).json()).results;
    const status = (await satellite({ method: 'GET', url: `/api/v1/starlink_terminals/${row.id}/status` })).json();
    const state = (await satellite({ method: 'GET', url: url({ terminal_id: 'UT-SAMPLED', source: 'starlink' }) })).json();
    expect(state.state).toBe(status.state);
  });

  it('answers 404 for an unknown terminal', async () => {
    const res = await satellite({ method: 'GET', url: url({ terminal_id: 'UT-NOPE', source: 'starlink' }) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SATELLITE_MESSAGES.noTerminal);
  });

  it('answers 400 for another source or no terminal', async () => {
    const source = await satellite({ method: 'GET', url: url({ terminal_id: 'UT-SAMPLED', source: 'oob' }) });
    expect(source.statusCode).toBe(400);
    expect(source.json().errors).toMatchObject({ source: 'source must be starlink.' });
    const missing = await satellite({ method: 'GET', url: url({ source: 'starlink' }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ terminal_id: 'A terminal is required.' });
    const blank = await satellite({ method: 'GET', url: url({ terminal_id: '  ', source: 'starlink' }) });
    expect(blank.statusCode).toBe(400);
  });

  it('needs the can_view_starlinks permission', async () => {
    const plain = t.as((await createUser(t, 'staff')).token);
    expect((await plain({ method: 'GET', url: url({ terminal_id: 'UT-SAMPLED', source: 'starlink' }) })).statusCode).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: url({ terminal_id: 'UT-SAMPLED', source: 'starlink' }) })).statusCode).toBe(401);
    const admin = t.as((await createUser(t, 'admin')).token);
    expect((await admin({ method: 'GET', url: url({ terminal_id: 'UT-SAMPLED', source: 'starlink' }) })).statusCode).toBe(200);
  });
});

describe("a site's terminals (the site page's StarLinks tab and card)", () => {
  it('lists only the terminals placed at the site', async () => {
    const res = await satellite({ method: 'GET', url: `/api/v1/starlink_terminals/?site_id=${siteId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { terminal_id: string }) => r.terminal_id)).toEqual(['UT-SAMPLED']);
  });
});
