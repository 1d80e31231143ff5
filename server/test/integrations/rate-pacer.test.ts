// The pacing helper (integrations/rate-pacer.ts, decision 0070 amended in session 37): what an answer says
// is left pauses the next call to that account for a window, a reserve kept for others, and the pause
// counted in the call's one bound with the retry waits.
import { afterEach, describe, expect, it } from 'vitest';
import { IntegrationError } from '../../src/integrations/http.ts';
import { RatePacer, readRateHeaders, requestJsonPaced } from '../../src/integrations/rate-pacer.ts';
import { IDEMPOTENT } from '../../src/integrations/retrying.ts';
import { fakeServer, json } from '../support/fake-http.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

describe('RatePacer', () => {
  it('pauses an account for a window (and the margin) from the answer that left nothing, then lets calls go', () => {
    const pacer = new RatePacer({ windowMs: 60_000, reserveShare: 0, marginMs: 1000 });
    pacer.observe('a.example', { total: 50, remaining: 1 }, T0);
    expect(pacer.waitMs('a.example', T0)).toBe(0);
    pacer.observe('a.example', { total: 50, remaining: 0 }, T0);
    expect(pacer.waitMs('a.example', T0)).toBe(61_000);
    expect(pacer.waitMs('a.example', T0 + 45_000)).toBe(16_000);
    expect(pacer.waitMs('b.example', T0)).toBe(0);
    expect(pacer.waitMs('a.example', T0 + 61_000)).toBe(0);
    // Ended for good: the pause was forgotten when it ended.
    expect(pacer.waitMs('a.example', T0)).toBe(0);
  });

  it('keeps its share of the total for others (rounded down), and expects the next request to cost what the last did', () => {
    const pacer = new RatePacer({ windowMs: 60_000, reserveShare: 0.1 });
    expect(pacer.reserveOf({ total: 200, remaining: 0 })).toBe(20);
    expect(pacer.reserveOf({ total: 9, remaining: 0 })).toBe(0);
    expect(pacer.reserveOf({ remaining: 0 })).toBe(0);
    pacer.observe('a', { total: 200, remaining: 21 }, T0);
    expect(pacer.waitMs('a', T0)).toBe(0);
    pacer.observe('a', { total: 200, remaining: 20 }, T0);
    expect(pacer.waitMs('a', T0)).toBe(60_000);
    // An embedding list costing 3: 22 left would leave 19 after the next one.
    pacer.observe('b', { total: 200, remaining: 22, cost: 3 }, T0);
    expect(pacer.waitMs('b', T0)).toBe(60_000);
    pacer.observe('b', { total: 200, remaining: 23, cost: 3 }, T0);
    expect(pacer.waitMs('b', T0)).toBe(0);
  });

  it('ends a pause on a later answer with room (the window turned) and ignores answers without a reading', () => {
    const pacer = new RatePacer({ windowMs: 60_000, reserveShare: 0 });
    pacer.observe('a', { remaining: 0 }, T0);
    pacer.observe('a', undefined, T0 + 1000);
    expect(pacer.waitMs('a', T0 + 1000)).toBe(59_000);
    pacer.observe('a', { remaining: 49 }, T0 + 2000);
    expect(pacer.waitMs('a', T0 + 2000)).toBe(0);
  });

  it('says why a call is refused: what was left, the reserve and the wait', () => {
    const pacer = new RatePacer({ windowMs: 60_000, reserveShare: 0.1 });
    pacer.observe('a', { total: 200, remaining: 12 }, T0);
    const refusal = pacer.refusal('help-desk', 'a', pacer.waitMs('a', T0 + 500));
    expect(refusal).toBeInstanceOf(IntegrationError);
    expect(refusal.status).toBeUndefined();
    expect(refusal.message).toBe(
      'help-desk: rate limit used up (12 of 200 requests left, 20 kept for other users); the window can have reset in 60 s, longer than this call may wait',
    );
  });
});

describe('readRateHeaders', () => {
  it('reads X-RateLimit-Total/Remaining/Used-CurrentRequest, and nothing without a usable Remaining', () => {
    const h = (o: Record<string, string>) => new Headers(o);
    expect(readRateHeaders(h({ 'X-RateLimit-Total': '200', 'X-RateLimit-Remaining': '17', 'X-RateLimit-Used-CurrentRequest': '3' }))).toEqual({
      total: 200,
      remaining: 17,
      cost: 3,
    });
    expect(readRateHeaders(h({ 'x-ratelimit-remaining': '0' }))).toEqual({ remaining: 0, total: undefined, cost: undefined });
    expect(readRateHeaders(h({}))).toBeUndefined();
    expect(readRateHeaders(h({ 'x-ratelimit-remaining': 'soon' }))).toBeUndefined();
    expect(readRateHeaders(h({ 'x-ratelimit-remaining': '-1' }))).toBeUndefined();
    expect(readRateHeaders(h({ 'x-ratelimit-remaining': '' }))).toBeUndefined();
  });
});

describe('requestJsonPaced', () => {
  /** A vendor that answers 200 with what `left` says is left, or 429 for the listed request numbers. */
  async function vendor(left: number[], limited: number[] = [], retryAfter = '5') {
    let n = 0;
    server = await fakeServer((_req, res) => {
      n += 1;
      const rate = { 'x-ratelimit-total': '10', 'x-ratelimit-remaining': String(left[n - 1] ?? 9) };
      if (limited.includes(n)) return json(res, 429, { message: 'slow down' }, { ...rate, 'retry-after': retryAfter });
      return json(res, 200, { n }, rate);
    });
    return server;
  }

  function clocked(maxTotalWaitMs: number) {
    let t = T0;
    const slept: number[] = [];
    const pacer = new RatePacer({ windowMs: 60_000, reserveShare: 0, now: () => t });
    const policy = {
      ...IDEMPOTENT,
      maxTotalWaitMs,
      random: () => 0,
      sleep: async (ms: number) => {
        slept.push(ms);
        t += ms;
      },
    };
    return { pacer, policy, slept, advance: (ms: number) => (t += ms) };
  }

  it('waits before the request after an answer that left nothing, within the bound', async () => {
    const s = await vendor([0, 9]);
    const c = clocked(90_000);
    const url = new URL(s.url);
    const pacing = { pacer: c.pacer, key: url.host };
    expect((await requestJsonPaced('vendor', url, {}, c.policy, pacing)).data).toEqual({ n: 1 });
    expect((await requestJsonPaced('vendor', url, {}, c.policy, pacing)).data).toEqual({ n: 2 });
    expect(c.slept).toEqual([60_000]);
  });

  it('refuses at once, sending nothing, when the pause is past the bound; the pause and retry waits share it', async () => {
    const s = await vendor([0], [2]);
    const c = clocked(20_000);
    const url = new URL(s.url);
    const pacing = { pacer: c.pacer, key: url.host };
    await requestJsonPaced('vendor', url, {}, c.policy, pacing);
    const refused = await requestJsonPaced('vendor', url, {}, c.policy, pacing).catch((e) => e);
    expect(refused.message).toMatch(/^vendor: rate limit used up \(0 of 10 requests left\); the window can have reset in 60 s/);
    expect(s.requests).toHaveLength(1);
    expect(c.slept).toEqual([]);

    // 44 s later: 16 s of pause, then a 429 asking 5 s: 21 s passes 20, the 429 is the answer.
    c.advance(44_000);
    const limited = await requestJsonPaced('vendor', url, {}, c.policy, pacing).catch((e) => e);
    expect(limited.status).toBe(429);
    expect(c.slept).toEqual([16_000]);
    expect(s.requests).toHaveLength(2);
  });

  it('leaves the retry rule as it was when nothing is paused', async () => {
    const s = await vendor([9, 9], [1], '2');
    const c = clocked(20_000);
    const url = new URL(s.url);
    expect((await requestJsonPaced('vendor', url, {}, c.policy, { pacer: c.pacer, key: url.host })).data).toEqual({ n: 2 });
    expect(c.slept).toEqual([2000]);
  });
});
