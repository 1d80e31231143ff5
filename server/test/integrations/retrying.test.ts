// The retry rules every outside client shares (decision 0070): 429 always, 5xx only when the call may be
// repeated, Retry-After obeyed, exponential backoff with jitter otherwise, and a bound on the total wait.
import { afterEach, describe, expect, it } from 'vitest';
import { IntegrationError } from '../../src/integrations/http.ts';
import { backoffMs, CREATE, IDEMPOTENT, requestJsonRetrying, type RetryPolicy, withRetries } from '../../src/integrations/retrying.ts';
import { fakeServer, json } from '../support/fake-http.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const refused = (status: number, retryAfterS?: number) => new IntegrationError('vendor', `HTTP ${status}`, status, { body: '{}', retryAfterS });

/** A policy whose sleeps are recorded, not slept. */
function recorded(base: RetryPolicy, random = () => 0.5) {
  const waits: number[] = [];
  return { waits, policy: { ...base, random, sleep: async (ms: number) => waits.push(ms) } };
}

/** A call failing with the given errors in turn, then answering 'ok'. */
function failing(...errors: Error[]) {
  let calls = 0;
  const call = async () => {
    calls += 1;
    const err = errors.shift();
    if (err) throw err;
    return 'ok';
  };
  return { call, calls: () => calls };
}

describe('withRetries', () => {
  it('waits out a 429 for the Retry-After it gives (plus jitter) and backs off exponentially without one', async () => {
    const { waits, policy } = recorded(IDEMPOTENT);
    const f = failing(refused(429, 2), refused(503), refused(502));
    expect(await withRetries(f.call, policy)).toBe('ok');
    expect(f.calls()).toBe(4);
    // 2 s + half of the 500 ms jitter; then half of 1000 ms (2nd retry: 500·2); then half of 2000 ms.
    expect(waits).toEqual([2250, 500, 1000]);
  });

  it('keeps every backoff under its cap and spreads them with full jitter', () => {
    const policy = { ...IDEMPOTENT, random: () => 0.999 };
    expect(backoffMs(refused(500), 1, policy)).toBe(500);
    expect(backoffMs(refused(500), 10, policy)).toBe(Math.round(0.999 * IDEMPOTENT.maxDelayMs));
    expect(backoffMs(refused(500), 3, { ...policy, random: () => 0 })).toBe(0);
  });

  it('never retries a 5xx of a create, nor a 4xx, nor a failure without a status (timeout, refused connection)', async () => {
    for (const [err, policy] of [
      [refused(500), CREATE],
      [refused(400), IDEMPOTENT],
      [refused(404), IDEMPOTENT],
      [new IntegrationError('vendor', 'no answer within 10 ms'), IDEMPOTENT],
    ] as const) {
      const { waits, policy: p } = recorded(policy);
      const f = failing(err);
      await expect(withRetries(f.call, p)).rejects.toBe(err);
      expect(f.calls()).toBe(1);
      expect(waits).toEqual([]);
    }
    // A 429 was refused before anything was done: a create retries it.
    const { policy } = recorded(CREATE);
    expect(await withRetries(failing(refused(429)).call, policy)).toBe('ok');
  });

  it('gives up with the vendor answer when the next wait would pass the bound, or after the last attempt', async () => {
    const tooLong = refused(429, 60);
    const { waits, policy } = recorded(IDEMPOTENT);
    await expect(withRetries(failing(tooLong).call, policy)).rejects.toBe(tooLong);
    expect(waits).toEqual([]);

    const bounded = recorded({ ...IDEMPOTENT, attempts: 10, maxTotalWaitMs: 3000 }, () => 1);
    const f = failing(...Array.from({ length: 9 }, () => refused(503)));
    await expect(withRetries(f.call, bounded.policy)).rejects.toMatchObject({ status: 503 });
    expect(bounded.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3000);
    expect(bounded.waits).toEqual([500, 1000]);

    const few = recorded({ ...IDEMPOTENT, attempts: 2 });
    const g = failing(refused(503), refused(503), refused(503));
    await expect(withRetries(g.call, few.policy)).rejects.toMatchObject({ status: 503 });
    expect(g.calls()).toBe(2);
  });

  it('reads the Retry-After header of a real answer and repeats the request', async () => {
    let n = 0;
    server = await fakeServer((_req, res) => {
      n += 1;
      return n === 1 ? json(res, 429, { message: 'slow down' }, { 'retry-after': '1' }) : json(res, 200, { ok: true });
    });
    const { waits, policy } = recorded(IDEMPOTENT, () => 0);
    const { data } = await requestJsonRetrying<{ ok: boolean }>('vendor', new URL(server.url), {}, policy);
    expect(data).toEqual({ ok: true });
    expect(waits).toEqual([1000]);
    expect(server.requests).toHaveLength(2);
  });
});
