// A controller server's URL and credentials (decision 0068): only an administrator moves a server to
// another URL or host (403 otherwise), a move forgets the API secret unless the same request gives a
// new one, a URL is http(s) and never link-local or a metadata service (400), and what the host
// answers with a failure status is logged but never echoed to staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { servers } from '../../src/db/schema/index.ts';
import { OUTBOUND_MESSAGES } from '../../src/resources/inventory/servers/outbound-address.ts';
import { SERVER_MESSAGES } from '../../src/resources/inventory/servers/servers.resource.ts';
import { controllerApp } from '../support/controller-fixtures.ts';
import { fakeServer } from '../support/fake-http.ts';
import { createTestApp, createUser } from '../support/helpers.ts';

let ctx: Awaited<ReturnType<typeof controllerApp>>;
let admin: ReturnType<typeof ctx.t.as>;
beforeAll(async () => {
  ctx = await controllerApp();
  admin = ctx.t.as((await createUser(ctx.t, 'admin')).token);
});
afterAll(async () => ctx.t.close());

const put = (as: typeof admin, id: number, payload: Record<string, unknown>) => as({ method: 'PUT', url: `/api/v1/servers/${id}`, payload });
const stored = async (id: number) => (await ctx.t.database.db.select().from(servers).where(eq(servers.id, id)))[0];

describe("a server's URL and host", () => {
  it('refuses a URL or host change by a staff member without the right, changing nothing', async () => {
    const { api, server } = ctx;
    for (const payload of [
      { api_base_url: 'https://elsewhere.example.com' },
      { base_url: 'https://elsewhere.example.com' },
      { hostname: 'elsewhere.example.com' },
      { api_hostname: 'elsewhere.example.com', description: 'moved' },
    ]) {
      const res = await put(api, server.id, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SERVER_MESSAGES.adminOnly);
    }
    const row = await stored(server.id);
    expect(row).toMatchObject({ api_base_url: 'https://venus.example.com', base_url: null, hostname: null, description: null, api_secret: 's3cret' });
    // The same URL sent back with the form, and other fields, stay a staff member's change.
    const same = await put(api, server.id, { api_base_url: 'https://venus.example.com', base_url: '', hostname: null, description: 'North fleet' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ description: 'North fleet', has_api_secret: true });
  });

  it('lets an administrator move a server; the secret is forgotten unless a new one comes with the move', async () => {
    const { server } = ctx;
    const moved = await put(admin, server.id, { api_base_url: 'https://venus2.example.com' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ api_base_url: 'https://venus2.example.com', has_api_secret: false, api_key: 'k1' });
    expect((await stored(server.id)).api_secret).toBeNull();
    const withSecret = await put(admin, server.id, { api_base_url: 'https://venus3.example.com', api_secret: 'n3w' });
    expect(withSecret.json()).toMatchObject({ api_base_url: 'https://venus3.example.com', has_api_secret: true });
    expect((await stored(server.id)).api_secret).toBe('n3w');
    // A host change alone does not move the calls: the secret stays.
    expect((await put(admin, server.id, { hostname: 'venus3.example.com' })).json().has_api_secret).toBe(true);
  });

  it('refuses other schemes and link-local or metadata addresses with a 400, on create and on update', async () => {
    const { server } = ctx;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ base_url: 'file:///etc/passwd' }, 'base_url', OUTBOUND_MESSAGES.scheme],
      [{ api_base_url: 'gopher://venus.example.com' }, 'api_base_url', OUTBOUND_MESSAGES.scheme],
      [{ api_base_url: 'http://169.254.169.254/latest/meta-data/' }, 'api_base_url', OUTBOUND_MESSAGES.blocked],
      [{ api_base_url: 'http://2852039166/' }, 'api_base_url', OUTBOUND_MESSAGES.blocked],
      [{ base_url: 'http://[fe80::1]:8080/' }, 'base_url', OUTBOUND_MESSAGES.blocked],
      [{ base_url: 'http://metadata.google.internal/' }, 'base_url', OUTBOUND_MESSAGES.blocked],
      [{ hostname: '169.254.169.254' }, 'hostname', OUTBOUND_MESSAGES.blocked],
    ];
    for (const [payload, field, message] of cases) {
      const updated = await put(admin, server.id, payload);
      expect(updated.statusCode).toBe(400);
      expect(updated.json().errors[field]).toBe(message);
      const created = await admin({ method: 'POST', url: '/api/v1/servers/', payload: { name: 'mars', ...payload } });
      expect(created.statusCode).toBe(400);
    }
    // Private and loopback controllers stay allowed.
    expect((await put(admin, server.id, { api_base_url: 'http://10.0.0.5:8443/' })).statusCode).toBe(200);
  });
});

describe('what a controller answers with a failure', () => {
  it('is logged in full and answered as a short reason, without the body', async () => {
    const MARKER = 'SECRET-MARKER-7f3a';
    const page = `<html><body><h1>Internal</h1><p>${MARKER} aws_secret_access_key=abc</p></body></html>`;
    const host = await fakeServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end(page);
    });
    const logs: string[] = [];
    const t = await createTestApp({ INTEGRATIONS: 'real', LOG_LEVEL: 'warn' }, { logStream: { write: (line) => logs.push(line) } });
    try {
      const boss = t.as((await createUser(t, 'admin')).token);
      const staff = t.as((await createUser(t, 'staff')).token);
      const server = (
        await boss({ method: 'POST', url: '/api/v1/servers/', payload: { name: 'inside', api_base_url: host.url, api_key: 'k', api_secret: 's' } })
      ).json();
      const sync = await staff({ method: 'GET', url: `/api/v1/servers/${server.id}/sync` });
      expect(sync.statusCode).toBe(200);
      expect(sync.json()).toMatchObject({
        success: false,
        message: 'Synchronization failed',
        reason: 'HTTP 500 Internal Server Error',
        code: 'sync_failed',
        params: { reason: 'HTTP 500 Internal Server Error' },
      });
      const orgs = await staff({ method: 'GET', url: `/api/v1/servers/${server.id}/organizations` });
      const groups = await staff({ method: 'GET', url: `/api/v1/incontrol/servers/${server.id}/organizations/o1/groups` });
      const all = await staff({ method: 'GET', url: '/api/v1/devices/incontrol/sync' });
      for (const res of [sync, orgs, groups, all]) {
        expect(res.statusCode).toBeLessThan(500);
        expect(res.body).not.toContain(MARKER);
        expect(res.body).not.toContain('<html');
      }
      expect(all.json().reason).toBe('inside: HTTP 500 Internal Server Error');
      // The server's log has the whole answer, for whoever investigates.
      expect(logs.some((l) => l.includes('controller call failed') && l.includes(MARKER))).toBe(true);
    } finally {
      await t.close();
      await host.close();
    }
  });
});
