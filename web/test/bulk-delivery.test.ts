// The data provider's bulk ship/deliver (decision 0081): typed by the OpenAPI document's answer, and the
// same answer when some items were refused (success false), with each refusal's reason once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../src/providers/dataProvider.ts';

beforeEach(() => vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }));
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('dataProvider.bulkDelivery', () => {
  it('sends services as JSON to POST /services/ship and answers the count', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(200, {
        success: true,
        count: 2,
        message: '2 shipped.',
        results: [
          { id: 1, success: true },
          { id: 2, success: true },
        ],
      });
    });
    const done = await dataProvider.bulkDelivery('services', 'ship', { ids: [1, 2], date: '2026-11-27', tracking_code: 'T1' });
    expect(done).toMatchObject({ count: 2, refused: [] });
    expect(calls[0].url).toBe('/api/v1/services/ship');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ ids: [1, 2], date: '2026-11-27', tracking_code: 'T1' });
  });

  it('sends package lines as form data, and keeps the answer of a partial refusal with its reasons once', async () => {
    let body: unknown;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      body = init.body;
      return answer(200, {
        success: false,
        count: 1,
        message: '1 delivered.',
        results: [
          { id: 1, success: true },
          { id: 2, success: false, reason: 'Not shipped.' },
          { id: 3, success: false, reason: 'Not shipped.' },
        ],
      });
    });
    const done = await dataProvider.bulkDelivery('package_lines', 'deliver', { ids: [1, 2, 3], date: '2026-11-27' });
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).getAll('ids')).toEqual(['1', '2', '3']);
    expect(done).toMatchObject({ count: 1, refused: ['Not shipped.'] });
  });

  it('throws any other refusal', async () => {
    vi.stubGlobal('fetch', async () => answer(403, { success: false, message: 'Forbidden.' }));
    await expect(dataProvider.bulkDelivery('services', 'deliver', { ids: [1] })).rejects.toMatchObject({ status: 403 });
  });
});
