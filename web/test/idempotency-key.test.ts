// A money action sends one Idempotency-Key per user action, the same on its retries (decision 0060).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, newIdempotencyKey } from '../src/providers/dataProvider.ts';

beforeEach(() => vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }));
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('Idempotency-Key of the console actions', () => {
  it('is a random UUID v4', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('a POST action carries a fresh key per call; a retry after a network failure reuses it', async () => {
    const keys: (string | null)[] = [];
    let failFirst = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        if (failFirst) {
          failFirst = false;
          throw new TypeError('Failed to fetch');
        }
        return answer(200, { success: true, message: 'ok' });
      }),
    );
    await dataProvider.action('services', 7, 'topup', { body: {} });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await dataProvider.action('services', 7, 'topup', { body: {} });
    expect(keys[2]).toBeTruthy();
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a refusal is not retried; a dialog may pass its own key; GET actions carry none', async () => {
    const calls: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(new Headers(init.headers).get('Idempotency-Key'));
        return answer(409, { success: false, message: 'Nothing due.' });
      }),
    );
    await expect(dataProvider.action('packages', 3, 'invoice', { body: {}, idempotencyKey: 'dialog-1' })).rejects.toThrow('Nothing due.');
    expect(calls).toEqual(['dialog-1']);
    await dataProvider.action('packages', 3, 'simulate', { method: 'GET' }).catch(() => undefined);
    expect(calls[1]).toBeNull();
  });
});
