// Retries for outside calls that a vendor refused for a moment: 429 (rate limit) and, when the call may
// be repeated safely, 5xx. Waits follow the vendor's Retry-After when it gives one, else grow
// exponentially with full jitter (so several processes do not come back in step), and the sum of
// waits is bounded: a call never sits longer than its policy allows, and a Retry-After beyond what is
// left fails at once with the vendor's answer rather than making the user wait for nothing (decision 0070).
import { setTimeout as delay } from 'node:timers/promises';
import { IntegrationError, type JsonRequest, requestJson } from './http.ts';

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  attempts: number;
  /** First backoff (before jitter); doubles at each retry. */
  baseDelayMs: number;
  /** No single backoff is longer than this (a Retry-After may be, within maxTotalWaitMs). */
  maxDelayMs: number;
  /** The waits of one call add up to at most this. */
  maxTotalWaitMs: number;
  /**
   * Whether a 5xx is retried. A 429 means the vendor refused the request before doing anything, so it is
   * always safe to repeat; a 5xx may come after the work was done, so a create the vendor does not
   * document as idempotent keeps false (a second SMS, a second company).
   */
  retryServerErrors: boolean;
  /** Tests replace the clock and the dice. */
  sleep?: (ms: number) => Promise<unknown>;
  random?: () => number;
}

/** Reads (GET) and other calls that change nothing: 429 and 5xx retried, a few seconds at most. */
export const IDEMPOTENT: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 4000, maxTotalWaitMs: 8000, retryServerErrors: true };
/** Creates without a documented idempotency key: only a 429 (nothing was done) is retried. */
export const CREATE: RetryPolicy = { ...IDEMPOTENT, retryServerErrors: false };

const retryable = (err: unknown, policy: RetryPolicy): err is IntegrationError =>
  err instanceof IntegrationError && err.status !== undefined && (err.status === 429 || (policy.retryServerErrors && err.status >= 500 && err.status <= 599));

/** How long to wait before attempt `retry` (1 for the first retry). */
export function backoffMs(err: IntegrationError, retry: number, policy: RetryPolicy): number {
  const random = policy.random ?? Math.random;
  const retryAfterS = err.answer?.retryAfterS;
  // The vendor said when: wait that long, plus a little jitter so waiting processes do not return together.
  if (retryAfterS !== undefined && retryAfterS >= 0) return Math.round(retryAfterS * 1000 + random() * Math.min(policy.baseDelayMs, 1000));
  return Math.round(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1)));
}

/** Runs `call`, repeating it on the failures the policy allows; the last failure is thrown as it came. */
export async function withRetries<T>(call: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  const sleep = policy.sleep ?? delay;
  let waited = 0;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= policy.attempts || !retryable(err, policy)) throw err;
      const wait = backoffMs(err, attempt, policy);
      if (waited + wait > policy.maxTotalWaitMs) throw err;
      waited += wait;
      await sleep(wait);
    }
  }
}

/** requestJson with retries: the one entry point of clients that retry. */
export function requestJsonRetrying<T>(system: string, url: URL, req: JsonRequest, policy: RetryPolicy): Promise<{ data: T; headers: Headers }> {
  return withRetries(() => requestJson<T>(system, url, req), policy);
}
