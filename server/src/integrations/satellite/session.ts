// One Starlink public API v2 credential (a "V2 service account", bound to exactly one Starlink
// account): its bearer token, its share of the rate limit, and the retries. The client
// (client.ts) holds one session per configured credential (decision 0024).
//   token  POST {tokenUrl} form grant_type=client_credentials, client_id, client_secret
//          -> {access_token, expires_in} (about 15 minutes); renewed a minute early, and once on a 401.
//   every answer is the ServiceResponse envelope {content, errors: [{memberNames, errorMessage}],
//   warnings, information, isValid}, failures included (a 422 carries the reason in errorMessage);
//   lists are pages {pageIndex, limit, isLastPage, results, totalCount} read with ?page=0,1,...
// The provider allows 250 requests a minute per account: the session spaces its calls to stay under
// that, and a 429 (or a 502/503/504, or no answer, for calls that are safe to repeat) is retried after
// Retry-After or an exponential backoff. A POST the provider may have taken is never sent twice.
import { DEFAULT_TIMEOUT_MS, endpoint, IntegrationError, requestJson } from '../http.ts';

export const SYSTEM = 'starlink';
export type Json = Record<string, any>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean>;

const MAX_PAGES = 500;

export interface SessionOptions {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  ratePerMinute: number;
  attempts: number;
  backoffMs: number;
  timeoutMs: number;
  /** A call the provider did not answer is retried only while the retry can end within this (decision 0074). */
  budgetMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const SESSION_DEFAULTS = {
  ratePerMinute: 250,
  attempts: 5,
  backoffMs: 1000,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  budgetMs: 30_000,
  now: Date.now,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

const text = (v: unknown): string | null => (v == null || v === '' ? null : String(v));

/** The provider's message out of its envelope (errors[0].errorMessage), or null. */
export function providerMessage(answer: unknown): string | null {
  const a = answer as Json | null;
  const first = Array.isArray(a?.errors) ? a.errors[0] : null;
  return text(first?.errorMessage ?? a?.error_description ?? a?.error);
}

export class StarlinkSession {
  private token: { value: string; until: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  /** Start times of the requests of the last minute (the rate window). */
  private sent: number[] = [];

  constructor(private readonly o: SessionOptions) {}

  /** Waits until one more request fits in the provider's per-minute limit. */
  private async slot(): Promise<void> {
    for (;;) {
      const now = this.o.now();
      this.sent = this.sent.filter((t) => t > now - 60_000);
      if (this.sent.length < this.o.ratePerMinute) {
        this.sent.push(now);
        return;
      }
      await this.o.sleep(this.sent[0] + 60_000 - now + 1);
    }
  }

  private async fetchToken(): Promise<string> {
    await this.slot();
    const { data } = await requestJson<Json>(SYSTEM, new URL(this.o.tokenUrl), {
      method: 'POST',
      form: { grant_type: 'client_credentials', client_id: this.o.clientId, client_secret: this.o.clientSecret },
      timeoutMs: this.o.timeoutMs,
    }).catch((err) => {
      throw err instanceof IntegrationError ? new IntegrationError(SYSTEM, `authentication failed (${err.reason})`, err.status) : err;
    });
    const value = text(data?.access_token);
    if (!value) throw new IntegrationError(SYSTEM, 'the token endpoint answered without an access_token');
    // Renewed a minute early so a token never expires between our check and the provider's.
    const ttl = Number.isFinite(Number(data.expires_in)) && data.expires_in != null ? Number(data.expires_in) : 900;
    this.token = { value, until: this.o.now() + Math.max(ttl - 60, 1) * 1000 };
    return value;
  }

  /** One token request at a time: concurrent calls share it. */
  private bearer(): Promise<string> {
    if (this.token && this.token.until > this.o.now()) return Promise.resolve(this.token.value);
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  /** A call with the rate limit, retries and token renewal; answers the envelope's content. */
  async raw(url: URL, method: Method, body?: unknown): Promise<unknown> {
    // Repeating a GET, a PUT or a DELETE of the same thing is harmless; a POST is repeated only when
    // the provider said it did not take it (429).
    const safe = method !== 'POST';
    let renewed = false;
    const started = this.o.now();
    for (let attempt = 1; ; attempt += 1) {
      await this.slot();
      const token = await this.bearer();
      try {
        const { data } = await requestJson<Json>(SYSTEM, url, { method, body, headers: { authorization: `Bearer ${token}` }, timeoutMs: this.o.timeoutMs });
        if (data && typeof data === 'object' && data.isValid === false) throw new IntegrationError(SYSTEM, providerMessage(data) ?? 'the request was refused');
        return data && typeof data === 'object' && 'content' in data ? data.content : data;
      } catch (err) {
        if (!(err instanceof IntegrationError) || err.system !== SYSTEM) throw err;
        if (err.status === 401 && !renewed) {
          renewed = true;
          this.token = null;
          attempt -= 1;
          continue;
        }
        const retriable = err.status === 429 || (safe && (err.status === undefined || err.status === 502 || err.status === 503 || err.status === 504));
        if (!retriable || attempt >= this.o.attempts) throw explained(err);
        const wait = Math.min(err.answer?.retryAfterS !== undefined ? err.answer.retryAfterS * 1000 : this.o.backoffMs * 2 ** (attempt - 1), 120_000);
        // A call the provider never answered is not retried past the budget: a provider that accepts and
        // never answers would otherwise hold the request for attempts x timeout plus the waits (over a
        // minute). Refusals (429, 5xx) keep their attempts: the provider answered, and said when to return.
        if (err.status === undefined && this.o.now() - started + wait + this.o.timeoutMs > this.o.budgetMs) throw explained(err);
        await this.o.sleep(wait);
      }
    }
  }

  /** A call of a path of the public API (relative to the configured base URL, e.g. `public/v2/account`). */
  call(method: Method, path: string, body?: unknown, query?: Query): Promise<unknown> {
    const q = query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return this.raw(endpoint(this.o.baseUrl, path, q), method, body);
  }

  /** Every page of a paged list (GET, or a POST query such as data-usage/query). */
  async all(method: 'GET' | 'POST', path: string, body?: unknown, query: Query = {}): Promise<Json[]> {
    const out: Json[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const content = (await this.call(method, path, body, { ...query, page })) as Json | null;
      const results = Array.isArray(content?.results) ? (content.results as Json[]) : null;
      if (!results) throw new IntegrationError(SYSTEM, `answered something other than a page of results at ${path}`);
      out.push(...results);
      if (content!.isLastPage !== false || results.length === 0) return out;
    }
    return out;
  }
}

/** A refusal carries the provider's own message (the console shows it to the user). */
function explained(err: IntegrationError): IntegrationError {
  if (!err.answer?.body) return err;
  let message: string | null = null;
  try {
    message = providerMessage(JSON.parse(err.answer.body));
  } catch {
    message = null;
  }
  return message ? new IntegrationError(SYSTEM, message, err.status, err.answer) : err;
}
