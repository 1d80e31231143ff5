import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IntegrationError } from '../../src/integrations/http.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

const geocode = (address?: string) => staff({ method: 'GET', url: `/api/v1/geocode${address === undefined ? '' : `?address=${encodeURIComponent(address)}`}` });

describe('geocoding route', () => {
  it('answers the position of a known address, first result first', async () => {
    const res = await geocode('Rue de la Loi 16, 1000 Bruxelles, BE');
    expect(res.statusCode).toBe(200);
    const [first] = res.json().results;
    expect(first.label).toBe('Rue de la Loi 16, 1000 Bruxelles, Belgium');
    expect(Math.abs(first.lat - 50.8467)).toBeLessThan(0.02);
    expect(Math.abs(first.lng - 4.3525)).toBeLessThan(0.02);
  });

  it('answers an empty list for an address nobody knows', async () => {
    expect((await geocode('qwxz plorf 99')).json()).toEqual({ results: [] });
  });

  it('validates the address', async () => {
    for (const a of [undefined, '', 'ab', 'x'.repeat(301)]) expect((await geocode(a)).statusCode, String(a)).toBe(400);
  });

  it('answers 502 with a message when the geocoder is down, not a 500', async () => {
    const geocoder = t.app.services.integrations.geocoding;
    const search = geocoder.search;
    geocoder.search = async () => {
      throw new IntegrationError('geocoding', 'unreachable (ECONNREFUSED)');
    };
    try {
      const res = await geocode('Meir 1, Antwerpen');
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The geocoding service is not available; set the position on the map.');
    } finally {
      geocoder.search = search;
    }
  });
});
