// Nothing outside can stall the console (issue 26, decision 0074): every real client is pointed at a
// server that accepts connections and never answers (HTTP), and mail at an SMTP server that does the
// same. One route per outside system is called at once with trivial authenticated GETs: each outside
// route answers within its client's timeout plus a margin, with a clear error and never a 500, and
// every trivial GET answers before the first outside call ends (ordering, not timings: a loaded
// machine slows everything alike).
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

/** A TCP server that accepts every connection and never writes a byte (nor closes): the mail server. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on('error', () => {});
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * An HTTP server that hands out OAuth tokens (so the clients that ask one first reach their real
 * call, the worst case) and never answers anything else: the request is read, then nothing.
 */
async function silentApi() {
  const server = createHttpServer((req, res) => {
    req.resume();
    if (req.method === 'POST' && /token$/.test(new URL(req.url ?? '/', 'http://x').pathname)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ access_token: 'tok', token_type: 'Bearer', expires_in: 3600 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Each client's total timeout (its own file), the longest step it may wait on a silent server.
const CONTROLLER_MS = 15_000 * 2; // controller/client.ts: the token, then the call
const SIM_PROVIDER_MS = 10_000 * 2; // telna.ts, webbing.ts: Webbing asks a token first, then calls
const STARLINK_MS = 30_000; // satellite/session.ts: a call not answered is retried within a 30 s budget
const ODOO_MS = 20_000; // accounting/client.ts (authenticate)
const HELPDESK_MS = 15_000; // helpdesk/client.ts
const SMS_MS = 10_000; // sms/client.ts
const GEOCODING_MS = 8000; // geocoding/client.ts
// Scheduling, the database and a loaded machine: a margin, far below "hangs".
const MARGIN_MS = 10_000;

let http: Awaited<ReturnType<typeof silentApi>>;
let smtp: Awaited<ReturnType<typeof silentServer>>;
let t: TestApp;
let admin: ReturnType<TestApp['as']>;
const fixtures = { serverId: 0, telnaSim: 0, webbingSim: 0, invoiceId: 0, smsUser: { email: '', password: '' } };

beforeAll(async () => {
  http = await silentApi();
  smtp = await silentServer();
  const url = http.url;
  t = await createTestApp({
    INTEGRATIONS: 'real',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_TIMEOUT_MS: '1000',
    GEOCODING_URL: url,
    HELPDESK_URL: url,
    HELPDESK_API_KEY: 'k',
    ODOO_URL: url,
    ODOO_DB: 'prod',
    ODOO_LOGIN: 'api@example.com',
    ODOO_API_KEY: 'k',
    PEPPOL_URL: url,
    PEPPOL_API_KEY: 'k',
    PEPPOL_LEGAL_ENTITY_ID: '1',
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'k',
    SMS_FROM: 'Console',
    TWILIO_API_URL: url,
    TELNA_URL: url,
    TELNA_API_KEY: 'k',
    WEBBING_URL: url,
    WEBBING_CLIENT_ID: 'c',
    WEBBING_CLIENT_SECRET: 's',
    STARLINK_API_URL: `${url}/api/`,
    STARLINK_TOKEN_URL: `${url}/api/auth/connect/token`,
    STARLINK_TELEMETRY_URL: `${url}/api/public/v2/telemetry/stream`,
    STARLINK_CLIENT_ID: 'c',
    STARLINK_CLIENT_SECRET: 's',
  });
  admin = t.as((await createUser(t, 'admin')).token);
  const created = async (path: string, payload: Record<string, unknown>) => {
    const res = await admin({ method: 'POST', url: `/api/v1${path}`, payload });
    expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  fixtures.serverId = (await created('/servers/', { name: 'silent', api_base_url: url, api_key: 'k', api_secret: 's' })).id;
  const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows as { id: number }[];
  const [telna] = await q(`insert into providers (name, api) values ('Telna', 'telna') returning id`);
  const [webbing] = await q(`insert into providers (name, api) values ('Webbing', 'webbing') returning id`);
  fixtures.telnaSim = (await created('/simcards/', { iccid: '8944500000000000771', provider_id: telna.id })).id;
  fixtures.webbingSim = (await created('/simcards/', { iccid: '8944500000000000772', provider_id: webbing.id })).id;
  // A sent invoice to push to the accounting system (sending it queues a mail to the silent SMTP server).
  await created('/companies/', { name: 'Reseller SA', invoice_prefix: 1 });
  const customer = (await created('/customers/', { name: 'Festival Org' })).id;
  const address = (await created('/addresses/', { name: 'Festival billing', customer_id: customer })).id;
  const year = new Date().getUTCFullYear();
  fixtures.invoiceId = (
    await created('/invoices/', {
      invoicing_address_id: address,
      invoiced_at: `${year}-03-10`,
      lines: [{ product_name: 'Data', qty: 1, unit_price: 50, vat_code: 'vat_21' }],
    })
  ).id;
  const sent = await admin({ method: 'POST', url: `/api/v1/invoices/${fixtures.invoiceId}/send`, payload: { sent_to: 'billing@festival.test' } });
  expect(sent.json(), sent.body).toMatchObject({ success: true });
  const sms = await createUser(t, 'staff', { mfa_enabled: true, mfa_method: 'sms', phone: '+32 470 12 34 56' });
  fixtures.smsUser = { email: sms.user.email, password: sms.password };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await http?.close();
  await smtp?.close();
});

interface Outside {
  name: string;
  timeoutMs: number;
  call: () => Promise<LightMyRequestResponse>;
}

const outside = (): Outside[] => [
  { name: 'controller sync', timeoutMs: CONTROLLER_MS, call: () => admin({ method: 'GET', url: `/api/v1/servers/${fixtures.serverId}/sync` }) },
  { name: 'Telna SIM status', timeoutMs: SIM_PROVIDER_MS, call: () => admin({ method: 'GET', url: `/api/v1/simcards/${fixtures.telnaSim}/status` }) },
  { name: 'Webbing SIM status', timeoutMs: SIM_PROVIDER_MS, call: () => admin({ method: 'GET', url: `/api/v1/simcards/${fixtures.webbingSim}/status` }) },
  { name: 'Starlink accounts', timeoutMs: STARLINK_MS, call: () => admin({ method: 'GET', url: '/api/v1/starlink/accounts' }) },
  { name: 'Odoo push', timeoutMs: ODOO_MS, call: () => admin({ method: 'POST', url: `/api/v1/invoices/${fixtures.invoiceId}/odoo/push`, payload: {} }) },
  { name: 'Freshdesk sync', timeoutMs: HELPDESK_MS, call: () => admin({ method: 'GET', url: '/api/v1/customers/sync' }) },
  { name: 'geocoding', timeoutMs: GEOCODING_MS, call: () => admin({ method: 'GET', url: '/api/v1/geocode?address=Rue%20de%20la%20Loi%2016%20Bruxelles' }) },
  {
    name: 'SMS sign-in',
    timeoutMs: SMS_MS,
    call: () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/account/login',
        payload: { login: fixtures.smsUser.email, password: fixtures.smsUser.password },
        remoteAddress: '10.77.0.1',
      }),
  },
];

/** The words of an answer: the message of an error or of a success false. */
const wordsOf = (res: LightMyRequestResponse) => {
  const body = res.json() as Record<string, unknown>;
  return String(body.message ?? '') + String(body.reason ?? '') + JSON.stringify(body.errors ?? '');
};

describe('outside systems that accept and never answer', () => {
  it('answer every outside route within its timeout with a clear error, and every trivial GET before them', async () => {
    let order = 0;
    const timed = async (call: () => Promise<LightMyRequestResponse>) => {
      const started = performance.now();
      const res = await call();
      return { res, ms: performance.now() - started, at: ++order };
    };
    const calls = outside().map((o) => ({ o, run: timed(o.call) }));
    // Trivial authenticated GETs, one after the other, while every outside call waits.
    const trivial: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < 20; i++) {
      const url = ['/api/v1/customers/', '/api/v1/account', '/api/v1/simcards/', '/api/v1/invoices/'][i % 4];
      trivial.push(await timed(() => admin({ method: 'GET', url })));
    }
    const outcomes = await Promise.all(calls.map(async ({ o, run }) => ({ o, ...(await run) })));

    for (const g of trivial) expect(g.res.statusCode, g.res.body).toBe(200);
    // Every trivial GET answered before the first outside call ended.
    const firstOutside = Math.min(...outcomes.map((x) => x.at));
    expect(Math.max(...trivial.map((g) => g.at))).toBeLessThan(firstOutside);
    // The silent server really held connections (the clients did not fail at once for another reason).
    expect(
      outcomes.every((x) => x.ms >= 500),
      JSON.stringify(outcomes.map((x) => [x.o.name, Math.round(x.ms)])),
    ).toBe(true);

    for (const { o, res, ms } of outcomes) {
      expect(res.statusCode, `${o.name}: ${res.body}`).not.toBe(500);
      expect(ms, `${o.name} took ${Math.round(ms)} ms`).toBeLessThan(o.timeoutMs + MARGIN_MS);
      // A failure status, a success false, or (the SMS sign-in: the challenge stands, the code did not leave) an error code.
      const body = res.json() as { success?: boolean; code?: string };
      const ok = res.statusCode >= 400 || body.success === false || body.code === 'sms_not_sent';
      expect(ok, `${o.name}: ${res.statusCode} ${res.body}`).toBe(true);
      expect(wordsOf(res).length, `${o.name}: ${res.body}`).toBeGreaterThan(10);
    }
    // And the console still answers afterwards.
    expect((await admin({ method: 'GET', url: '/api/v1/customers/' })).statusCode).toBe(200);
  }, 120_000);
});
