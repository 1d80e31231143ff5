import { afterEach, describe, expect, it } from 'vitest';
import { GeocodingClient } from '../../src/integrations/geocoding/client.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { closedPortUrl, fakeServer, json } from '../support/fake-http.ts';

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

describe('geocoding client (Nominatim API)', () => {
  it('asks /search with q, format=json and limit=5, and reads string coordinates', async () => {
    server = await fakeServer((_req, res) =>
      json(res, 200, [
        { lat: '50.8466', lon: '4.3528', display_name: 'Rue de la Loi, Bruxelles, Belgique' },
        { lat: 'nope', lon: '4', display_name: 'broken' },
        { lat: '95', lon: '4', display_name: 'off the globe' },
        { lat: '51.05', lon: '3.72' },
      ]),
    );
    const results = await new GeocodingClient(`${server.url}/nominatim/`).search('Rue de la Loi 16, Bruxelles');
    expect(results).toEqual([
      { lat: 50.8466, lng: 4.3528, label: 'Rue de la Loi, Bruxelles, Belgique' },
      { lat: 51.05, lng: 3.72, label: '51.05, 3.72' },
    ]);
    const [req] = server.requests;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/nominatim/search');
    expect(Object.fromEntries(req.query)).toEqual({ q: 'Rue de la Loi 16, Bruxelles', format: 'json', limit: '5' });
    expect(req.headers['user-agent']).toMatch(/backoffice/);
  });

  it('passes a key to hosted services and answers [] when nothing matches', async () => {
    server = await fakeServer((_req, res) => json(res, 200, []));
    expect(await new GeocodingClient(server.url, 'k-123').search('nowhere')).toEqual([]);
    expect(server.requests[0].query.get('key')).toBe('k-123');
  });

  it('turns HTTP errors, bad answers, timeouts and refused connections into IntegrationErrors', async () => {
    server = await fakeServer((req, res) => {
      const q = req.query.get('q');
      if (q === 'busy') return json(res, 429, { error: 'slow down' }, { 'retry-after': '2' });
      if (q === 'html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>maintenance</html>');
      }
      if (q === 'object') return json(res, 200, { error: 'Unable to geocode' });
      if (q === 'slow') return; // never answers
      return json(res, 500, 'oops');
    });
    const client = new GeocodingClient(server.url, '', 300);
    const busy = await failure(client.search('busy'));
    expect(busy.status).toBe(429);
    expect(busy.message).toBe('geocoding: HTTP 429, retry after 2 s: {"error":"slow down"}');
    expect((await failure(client.search('html'))).message).toMatch(/not JSON/);
    expect((await failure(client.search('object'))).message).toMatch(/list of places/);
    expect((await failure(client.search('crash'))).status).toBe(500);
    expect((await failure(client.search('slow'))).message).toBe('geocoding: no answer within 300 ms');
    expect((await failure(new GeocodingClient(await closedPortUrl()).search('x'))).message).toMatch(/unreachable \(ECONNREFUSED\)/);
  });
});
