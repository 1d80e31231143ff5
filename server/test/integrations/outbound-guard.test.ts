// A controller URL whose name resolves to a link-local or cloud metadata address is never called
// (decision 0080): the write-time check reads the URL's host only, so the client resolves the name
// before each call and refuses a blocked address before any connection is made; the connection checks
// the address it resolves again (a DNS rebinding between the two lookups).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControllerClient } from '../../src/integrations/controller/client.ts';
import { IntegrationError, requestJson } from '../../src/integrations/http.ts';
import { assertOutboundHost, type ConnectLookup, guardedDispatcher, isBlockedHost, type Lookup } from '../../src/integrations/outbound-guard.ts';

const fakeDns =
  (answers: Record<string, string[]>): Lookup =>
  async (host) => {
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address }));
  };

const DNS = fakeDns({
  'meta.example.test': ['169.254.169.254'],
  'meta6.example.test': ['fe80::1'],
  'mapped.example.test': ['::ffff:169.254.169.254'],
  'mixed.example.test': ['10.0.0.5', '169.254.170.2'],
  'onprem.example.test': ['10.0.0.5'],
  'controller.example.test': ['127.0.0.1'],
});

describe('the outbound guard on resolved addresses', () => {
  it('refuses a name that resolves to a link-local or metadata address, whichever of its addresses it is', async () => {
    for (const host of ['meta.example.test', 'meta6.example.test', 'mapped.example.test', 'mixed.example.test']) {
      await expect(assertOutboundHost('controller', new URL(`http://${host}/api`), DNS)).rejects.toThrow(/link-local or a cloud metadata service: not called/);
    }
    await expect(assertOutboundHost('controller', new URL('http://metadata.google.internal/'), DNS)).rejects.toBeInstanceOf(IntegrationError);
  });

  it('lets private and loopback addresses through (controllers run on premises), and leaves an unknown name to the call', async () => {
    await expect(assertOutboundHost('controller', new URL('http://onprem.example.test/'), DNS)).resolves.toBeUndefined();
    await expect(assertOutboundHost('controller', new URL('http://127.0.0.1:8080/'), DNS)).resolves.toBeUndefined();
    await expect(assertOutboundHost('controller', new URL('http://nowhere.example.test/'), DNS)).resolves.toBeUndefined();
    expect(isBlockedHost('::ffff:169.254.169.254')).toBe(true);
    expect(isBlockedHost('192.168.1.10')).toBe(false);
  });
});

describe('the controller client', () => {
  let server: Server;
  let port = 0;
  let requests = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 't', expires_in: 3600, resp_code: 'SUCCESS', data: [] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('never connects to a host whose name resolves to a metadata address, and says why', async () => {
    const client = new ControllerClient(`http://meta.example.test:${port}/`, 'id', 'secret', 2000, { lookup: DNS });
    const err = await client.call('GET', 'rest/o').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IntegrationError);
    expect((err as IntegrationError).reason).toBe('the host meta.example.test resolves to 169.254.169.254, link-local or a cloud metadata service: not called');
    expect(requests).toBe(0);
  });

  it('calls a host whose name resolves to an allowed address', async () => {
    // The name is checked with the fake answers; fetch connects by the URL's own host, 127.0.0.1.
    await expect(assertOutboundHost('controller', new URL(`http://controller.example.test:${port}/`), DNS)).resolves.toBeUndefined();
    const client = new ControllerClient(`http://127.0.0.1:${port}/`, 'id', 'secret', 2000, { lookup: DNS });
    await expect(client.call('GET', 'rest/o')).resolves.toEqual([]);
    expect(requests).toBe(2);
  });

  it('checks the address the connection itself resolves: a name that rebinds to a metadata address after the check is not connected to', async () => {
    // The connection's own resolver: the name now answers the metadata address (a short-TTL rebinding).
    const rebound: ConnectLookup = (_host, _options, callback) => callback(null, [{ address: '169.254.169.254', family: 4 }]);
    const before = requests;
    const err = await requestJson('controller', new URL(`http://rebind.example.test:${port}/api`), {
      dispatcher: guardedDispatcher(rebound),
      timeoutMs: 2000,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IntegrationError);
    expect((err as IntegrationError).reason).toBe('rebind.example.test resolves to 169.254.169.254, link-local or a cloud metadata service: not called');
    expect(requests).toBe(before);
    // The same name answering an allowed address connects.
    const allowed: ConnectLookup = (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]);
    await expect(
      requestJson('controller', new URL(`http://rebind.example.test:${port}/api`), { dispatcher: guardedDispatcher(allowed), timeoutMs: 2000 }),
    ).resolves.toMatchObject({
      data: { resp_code: 'SUCCESS' },
    });
    expect(requests).toBe(before + 1);
  });
});
