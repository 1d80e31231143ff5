// Pacing before a vendor's rate limit, from what its answers say is left. Some vendors report on every
// answer how many requests are left in their window but send no reset time (Freshdesk: X-RateLimit-Total,
// -Remaining and -Used-CurrentRequest, per account and per minute). When an answer says that what is left
// is down to a reserve, the next call to that account waits until the window can have ended instead of
// spending a request on a 429: a refused request counts against the limit too, and the reserve is left
// to the account's other users. The pause and the retry rule's waits share the call's one bound
// (decision 0070, amended in session 37).
// Per process, as the other outside rate gates (decision 0079): each process learns from its own
// answers, which carry the account-wide count, so another process spends at most one request (answered
// with what is left, or 429) before it pauses too.
import { setTimeout as delay } from 'node:timers/promises';
import { IntegrationError, type JsonRequest, requestJson } from './http.ts';
import { type RetryPolicy, withRetries } from './retrying.ts';

/** What one answer said about the vendor's window. */
export interface RateReading {
  /** Requests the window allows in all, when the vendor says. */
  total?: number;
  /** Requests left in the window. */
  remaining: number;
  /** What the answered request cost: the next one is expected to cost as much (1 when not said). */
  cost?: number;
}

export interface PacerOptions {
  /**
   * The vendor's counting window. Without a reset time, a pause lasts a whole window from the answer
   * that started it: whether the vendor counts in fixed or sliding windows, every request counted in
   * that answer is out of the window by then.
   */
  windowMs: number;
  /** Share of the window's total kept for the account's other users (rounded down; none without a total). */
  reserveShare: number;
  /** Added to a pause, for a vendor that counts its window in whole seconds. */
  marginMs?: number;
  /** Tests replace the clock. */
  now?: () => number;
}

interface Pause {
  until: number;
  reading: RateReading;
  reserve: number;
}

export class RatePacer {
  private readonly paused = new Map<string, Pause>();

  constructor(readonly options: PacerOptions) {}

  now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Requests of the window kept for others. */
  reserveOf(reading: RateReading): number {
    return reading.total === undefined ? 0 : Math.floor(reading.total * this.options.reserveShare);
  }

  /**
   * Notes what an answer from `key` (an account) said. The latest answer wins: one with room again means
   * the window has turned, and ends a pause.
   */
  observe(key: string, reading: RateReading | undefined, at = this.now()): void {
    if (!reading) return;
    const reserve = this.reserveOf(reading);
    if (reading.remaining - Math.max(1, reading.cost ?? 1) < reserve) {
      this.paused.set(key, { until: at + this.options.windowMs + (this.options.marginMs ?? 0), reading, reserve });
    } else {
      this.paused.delete(key);
    }
  }

  /** How long the next call to `key` should wait before it is sent (0: now). */
  waitMs(key: string, at = this.now()): number {
    const pause = this.paused.get(key);
    if (!pause) return 0;
    if (pause.until > at) return pause.until - at;
    this.paused.delete(key);
    return 0;
  }

  /** Why a call that cannot wait so long is refused (no request was sent). */
  refusal(system: string, key: string, waitMs: number): IntegrationError {
    const pause = this.paused.get(key);
    const left = pause
      ? `${pause.reading.remaining}${pause.reading.total === undefined ? '' : ` of ${pause.reading.total}`} requests left`
      : 'no requests left';
    const kept = pause?.reserve ? `, ${pause.reserve} kept for other users` : '';
    return new IntegrationError(
      system,
      `rate limit used up (${left}${kept}); the window can have reset in ${Math.ceil(waitMs / 1000)} s, longer than this call may wait`,
    );
  }
}

const count = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** The common `X-RateLimit-Total/Remaining/Used-CurrentRequest` headers (Freshdesk's names); nothing without a readable Remaining. */
export function readRateHeaders(headers: Headers): RateReading | undefined {
  const remaining = count(headers.get('x-ratelimit-remaining'));
  if (remaining === undefined) return undefined;
  return { remaining, total: count(headers.get('x-ratelimit-total')), cost: count(headers.get('x-ratelimit-used-currentrequest')) };
}

export interface Pacing {
  pacer: RatePacer;
  /** What the vendor counts by: the account (for Freshdesk, its host). */
  key: string;
  read?: (headers: Headers) => RateReading | undefined;
}

/**
 * requestJson with the retry rule and pacing: before each attempt the pacer's wait, after each answer
 * its reading. The pauses and the retry waits add up to the policy's `maxTotalWaitMs`: a pause beyond
 * what is left fails at once with the pacer's reason, a retry wait beyond it with the vendor's answer,
 * as `withRetries` does alone (it only sleeps right after a failed attempt, whose error is `last`).
 */
export function requestJsonPaced<T>(system: string, url: URL, req: JsonRequest, policy: RetryPolicy, pacing: Pacing): Promise<{ data: T; headers: Headers }> {
  const { pacer, key, read = readRateHeaders } = pacing;
  const sleep = policy.sleep ?? delay;
  let waited = 0;
  let last: unknown;
  const attempt = async () => {
    const pause = pacer.waitMs(key);
    if (pause > 0) {
      if (waited + pause > policy.maxTotalWaitMs) throw pacer.refusal(system, key, pause);
      waited += pause;
      await sleep(pause);
    }
    try {
      const answer = await requestJson<T>(system, url, req);
      pacer.observe(key, read(answer.headers));
      return answer;
    } catch (err) {
      last = err;
      throw err;
    }
  };
  const retryWait = async (ms: number) => {
    if (waited + ms > policy.maxTotalWaitMs) throw last;
    waited += ms;
    await sleep(ms);
  };
  return withRetries(attempt, { ...policy, sleep: retryWait });
}
