// Geocoding from the provider's side (decision 0070): a Nominatim that answers `search?format=jsonv2` as
// its API reference documents (an array of places with string lat/lon and display_name), and LocationIQ's
// keyed, Nominatim-compatible search (key parameter, format=json, 404 "Unable to geocode" for nothing);
// the cache, the process-wide rate of the public service and its usage-policy headers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { GeocodeCache, cacheKey } from '../../src/integrations/geocoding/cache.ts';
import { GeocodingClient, type GeocodingOptions } from '../../src/integrations/geocoding/client.ts';
import { gateFor, RateGate, SharedRateGate } from '../../src/integrations/geocoding/rate-gate.ts';
import { createGeocoder } from '../../src/integrations/geocoding/index.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { IDEMPOTENT } from '../../src/integrations/retrying.ts';
import { closedPortUrl, fakeServer, json, type SeenRequest } from '../support/fake-http.ts';
import { createTestApp, onPostgres, type TestApp } from '../support/helpers.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e) => e,
  );
  expect(err).toBeInstanceOf(IntegrationError);
  return err as IntegrationError;
};

/** A place as Nominatim's jsonv2 output documents it. */
const place = (lat: string, lon: string, display_name: string) => ({
  place_id: 100149,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright',
  osm_type: 'way',
  osm_id: 4315405,
  lat,
  lon,
  category: 'highway',
  type: 'primary',
  place_rank: 26,
  importance: 0.32,
  addresstype: 'road',
  name: 'Rue de la Loi - Wetstraat',
  display_name,
  boundingbox: ['50.8443', '50.8467', '4.3601', '4.3747'],
});

/** Nominatim: /search with q, format, limit; [] for nothing; arrival times kept to check the rate. */
async function nominatim(answer: (req: SeenRequest) => unknown = () => [place('50.8453', '4.3672', 'Rue de la Loi, Bruxelles, Belgique')]) {
  const arrivals: number[] = [];
  const s = await fakeServer((req, res) => {
    arrivals.push(Date.now());
    if (req.path !== '/search' && req.path !== '/nominatim/search') return json(res, 404, { error: 'not found' });
    if (!req.query.get('q') || !['json', 'jsonv2'].includes(req.query.get('format') ?? ''))
      return json(res, 400, { error: { code: 400, message: 'Parameter q missing.' } });
    const body = answer(req);
    return body === undefined ? undefined : json(res, 200, body);
  });
  return Object.assign(s, { arrivals });
}

/** Each test on its own host name is its own gate: tests do not queue behind each other. */
const client = (over: Partial<GeocodingOptions> = {}) => new GeocodingClient({ baseUrl: server!.url, minIntervalMs: 0, ...over });

describe('geocoding client (Nominatim API)', () => {
  it('asks /search with q, format=jsonv2, limit=5 and the operator email, with an identifying User-Agent; reads string coordinates', async () => {
    server = await nominatim(() => [
      place('50.8466', '4.3528', 'Rue de la Loi, Bruxelles, Belgique'),
      { ...place('nope', '4', 'broken') },
      { ...place('95', '4', 'off the globe') },
      { lat: '51.05', lon: '3.72' },
    ]);
    const results = await client({
      baseUrl: `${server.url}/nominatim/`,
      email: 'ops@example.com',
      userAgent: 'backoffice-console/1.0 (ops@example.com)',
    }).search('Rue de la Loi 16, Bruxelles');
    expect(results).toEqual([
      { lat: 50.8466, lng: 4.3528, label: 'Rue de la Loi, Bruxelles, Belgique' },
      { lat: 51.05, lng: 3.72, label: '51.05, 3.72' },
    ]);
    const [req] = server.requests;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/nominatim/search');
    expect(Object.fromEntries(req.query)).toEqual({ q: 'Rue de la Loi 16, Bruxelles', format: 'jsonv2', limit: '5', email: 'ops@example.com' });
    expect(req.headers['user-agent']).toBe('backoffice-console/1.0 (ops@example.com)');
  });

  it('answers a repeated address from its cache, whatever its case and spacing, and looks a running one up once', async () => {
    server = await nominatim();
    const geo = client();
    const [a, b] = await Promise.all([geo.search('Rue de la Loi 16, Bruxelles'), geo.search('Rue de la Loi 16, Bruxelles')]);
    expect(a).toEqual(b);
    expect(await geo.search('  rue de la loi 16 ,  BRUXELLES ')).toEqual(a);
    expect(server.requests).toHaveLength(1);
    expect(await geo.search('Nowhere at all')).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps the cache bounded, least recently used out first, and expires entries', () => {
    const cache = new GeocodeCache(2, 1000);
    const r = [{ lat: 1, lng: 2, label: 'x' }];
    cache.set('a', r, 0);
    cache.set('b', r, 0);
    cache.get('a', 10);
    cache.set('c', r, 10);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 10)).toBeUndefined();
    expect(cache.get('A ', 10)).toEqual(r);
    expect(cache.get('a', 2000)).toBeUndefined();
    expect(cacheKey(' Rue  de la Loi ,Bruxelles ')).toBe('rue de la loi, bruxelles');
  });

  it('sends the public Nominatim at most one request a second from the whole process, in order, and refuses a lookup that would wait too long', async () => {
    const public_ = await nominatim();
    server = public_;
    // Two clients (as two parts of the console would have): one queue for the host.
    const one = new GeocodingClient({ baseUrl: server.url });
    const two = new GeocodingClient({ baseUrl: server.url, maxQueueWaitMs: 1500 });
    const lookups = [one.search('Gent'), two.search('Namur'), one.search('Liège')];
    const busy = await failure(two.search('Mons'));
    expect(busy.message).toMatch(/^geocoding: busy/);
    await Promise.all(lookups);
    expect(server.requests.map((r) => r.query.get('q'))).toEqual(['Gent', 'Namur', 'Liège']);
    const gaps = public_.arrivals.slice(1).map((t, i) => t - public_.arrivals[i]);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(950);
  });

  it('keeps the turns in the process on the embedded database (one process is the whole application) and in PostgreSQL on a server', () => {
    expect(gateFor('geocoding', 'embedded.example.test', 1000, { kind: 'pglite', query: async () => ({ rows: [] }) })).toBeInstanceOf(RateGate);
    expect(gateFor('geocoding', 'server.example.test', 1000, { kind: 'postgres', query: async () => ({ rows: [] }) })).toBeInstanceOf(SharedRateGate);
  });

  // Several processes share a PostgreSQL server only (as the two-process tests, registered there alone).
  if (onPostgres)
    describe('on a PostgreSQL server (several server processes)', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp();
      }, 120_000);
      afterAll(() => t?.close());

      it('shares the one-a-second turns through the database: clients that share no memory (as two processes) keep the rate, and a lookup too far out is refused without taking a turn', async () => {
        const public_ = await nominatim();
        server = public_;
        // Each client its own gate object: nothing in memory is shared, only the database's row.
        const a = new GeocodingClient({ baseUrl: server.url, gateStore: t.database });
        const b = new GeocodingClient({ baseUrl: server.url, gateStore: t.database, maxQueueWaitMs: 1500 });
        const first = a.search('Gent');
        await new Promise((r) => setTimeout(r, 50));
        const lookups = [first, b.search('Namur'), a.search('Liège')];
        await new Promise((r) => setTimeout(r, 50));
        const busy = await failure(b.search('Mons'));
        expect(busy.message).toMatch(/^geocoding: busy/);
        await Promise.all(lookups);
        expect(server.requests.map((r) => r.query.get('q')).sort()).toEqual(['Gent', 'Liège', 'Namur']);
        const gaps = public_.arrivals.slice(1).map((t0, i) => t0 - public_.arrivals[i]);
        for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(950);
        // The refused lookup took no turn: the next one waits for the third turn's end, not a fourth.
        const { rows } = await t.database.query(`select hits from rate_limits where key = $1`, [`gate:geocoding:${new URL(server.url).host}`]);
        expect(Number(rows[0].hits)).toBe(3);
      });
    });

  it('passes the key, asks format=json of a keyed service (LocationIQ) and reads its 404 "Unable to geocode" as nothing found', async () => {
    server = await fakeServer((req, res) => {
      if (req.query.get('key') !== 'pk.123') return json(res, 401, { error: 'Invalid key' });
      if (req.query.get('q') === 'nowhere') return json(res, 404, { error: 'Unable to geocode' });
      return json(res, 200, [place('50.8453', '4.3672', 'Rue de la Loi, Brussels, Belgium')]);
    });
    const geo = client({ apiKey: 'pk.123' });
    expect(await geo.search('nowhere')).toEqual([]);
    expect(await geo.search('Rue de la Loi')).toHaveLength(1);
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ q: 'nowhere', format: 'json', limit: '5', key: 'pk.123' });
    expect((await failure(client({ apiKey: 'wrong' }).search('x'))).status).toBe(401);
  });

  it('retries a 429 for its Retry-After, then turns errors, bad answers, timeouts and refused connections into IntegrationErrors', async () => {
    let busyOnce = true;
    server = await fakeServer((req, res) => {
      const q = req.query.get('q');
      if (q === 'busy-once' && busyOnce) {
        busyOnce = false;
        return json(res, 429, { error: 'Too many requests' }, { 'retry-after': '1' });
      }
      if (q === 'busy') return json(res, 429, { error: 'Too many requests' }, { 'retry-after': '30' });
      if (q === 'html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>maintenance</html>');
      }
      if (q === 'object') return json(res, 200, { error: 'Unable to geocode' });
      if (q === 'slow') return; // never answers
      if (q === 'crash') return json(res, 500, 'oops');
      return json(res, 200, []);
    });
    const waits: number[] = [];
    const geo = client({ timeoutMs: 300, retry: { ...IDEMPOTENT, attempts: 3, maxTotalWaitMs: 3000, sleep: async (ms) => waits.push(ms) } });
    expect(await geo.search('busy-once')).toEqual([]);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect((await failure(geo.search('busy'))).status).toBe(429);
    expect((await failure(geo.search('html'))).message).toMatch(/not JSON/);
    expect((await failure(geo.search('object'))).message).toMatch(/list of places/);
    expect((await failure(geo.search('crash'))).status).toBe(500);
    expect((await failure(geo.search('slow'))).message).toBe('geocoding: no answer within 300 ms');
    expect((await failure(new GeocodingClient({ baseUrl: await closedPortUrl() }).search('x'))).message).toMatch(/ECONNREFUSED/);
  });

  it('is chosen by GEOCODING_URL, with the key and the operator contact', () => {
    const geo = createGeocoder(
      loadConfig({ INTEGRATIONS: 'real', GEOCODING_URL: 'https://eu1.locationiq.com/v1', GEOCODING_KEY: 'pk.1', GEOCODING_EMAIL: 'ops@example.com' }),
    );
    expect(geo).toBeInstanceOf(GeocodingClient);
    expect((geo as GeocodingClient).options).toMatchObject({ apiKey: 'pk.1', email: 'ops@example.com', userAgent: 'backoffice-console/1.0 (ops@example.com)' });
  });
});
