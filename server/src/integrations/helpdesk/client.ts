// Freshdesk v2 over HTTP, as its API reference documents it (developers.freshdesk.com/api/, decision 0070):
// Basic auth "apiKey:X"; companies listed with GET /api/v2/companies?page=N&per_page=100 (100 is the
// documented maximum), the `link` header naming the next page (`<...?page=2&per_page=100>; rel="next"`)
// and absent on the last one; created with POST /api/v2/companies (JSON). Rate limits are per account
// and per minute: every answer says what is left (X-RateLimit-Total, -Remaining, -Used-CurrentRequest),
// and when that is down to a reserve the next call to the account waits for the next minute instead of
// spending a request on a 429 (integrations/rate-pacer.ts). Over them Freshdesk answers 429 with
// Retry-After (seconds), which is waited out; pauses and retry waits share one bound per call. 5xx on
// reads is retried with backoff. A create is retried on 429 only: Freshdesk documents no idempotency
// key, and a create answered 5xx may have been made.
import { endpoint, IntegrationError, type JsonRequest } from '../http.ts';
import { type PacerOptions, RatePacer, requestJsonPaced } from '../rate-pacer.ts';
import { CREATE, IDEMPOTENT, type RetryPolicy } from '../retrying.ts';
import type { Helpdesk, HelpdeskCompany } from './api.ts';

const SYSTEM = 'help-desk';
const PER_PAGE = 100;
/** 50 000 companies: past this the answer is not paging as documented, and we stop rather than loop. */
const MAX_PAGES = 500;
/** A minute-long Retry-After would hold the sync request too long: up to 20 s of waits per call. */
const HELPDESK_WAIT_MS = 20_000;

/**
 * Freshdesk's limits are per account and per minute and it sends no reset time: a pause lasts a minute
 * (and a second, for a window counted in whole seconds) from the answer that reached the reserve. The
 * reserve, a tenth of X-RateLimit-Total (5 of a trial's 50, 20 of Growth's 200, 70 of Enterprise's 700),
 * is left to the account's other API users (marketplace apps in the agents' screens, other integrations),
 * which Freshdesk counts in the same total: the sync can wait a minute, they cannot.
 */
export const FRESHDESK_PACING: PacerOptions = { windowMs: 60_000, reserveShare: 0.1, marginMs: 1000 };
/** One per process, so every client of an account shares its pauses (decision 0079: outside rate gates are per process). */
const processPacer = new RatePacer(FRESHDESK_PACING);

/** Whether Freshdesk's `link` header names a next page (RFC 8288: `<url>; rel="next"`, several links comma-separated). */
export function hasNextPage(link: string | null): boolean {
  return !!link && link.split(',').some((part) => /;\s*rel="?next"?/i.test(part));
}

interface FreshdeskCompany {
  id?: unknown;
  name?: unknown;
  domains?: unknown;
}

function toCompany(c: FreshdeskCompany): HelpdeskCompany {
  if ((typeof c.id !== 'number' && typeof c.id !== 'string') || typeof c.name !== 'string') {
    throw new IntegrationError(SYSTEM, 'answered a company without id or name');
  }
  return { id: String(c.id), name: c.name, domains: Array.isArray(c.domains) ? c.domains.filter((d): d is string => typeof d === 'string') : [] };
}

export class HelpdeskClient implements Helpdesk {
  private readonly headers: Record<string, string>;

  constructor(
    readonly baseUrl: string,
    apiKey = '',
    readonly timeoutMs = 15_000,
    /** Tests shorten the waits; the retry rules stay those of decision 0070. */
    readonly retry: { read: RetryPolicy; create: RetryPolicy } = {
      read: { ...IDEMPOTENT, attempts: 5, maxDelayMs: 8000, maxTotalWaitMs: HELPDESK_WAIT_MS },
      create: { ...CREATE, attempts: 5, maxDelayMs: 8000, maxTotalWaitMs: HELPDESK_WAIT_MS },
    },
    /** Tests give their own, on a fake clock. */
    readonly pacer: RatePacer = processPacer,
  ) {
    this.headers = { authorization: `Basic ${Buffer.from(`${apiKey}:X`).toString('base64')}` };
  }

  /** One request to the account (its host: `acme.freshdesk.com`), paced and retried. */
  private call<T>(url: URL, req: JsonRequest, policy: RetryPolicy) {
    return requestJsonPaced<T>(SYSTEM, url, { headers: this.headers, timeoutMs: this.timeoutMs, ...req }, policy, { pacer: this.pacer, key: url.host });
  }

  async listCompanies(): Promise<HelpdeskCompany[]> {
    const all: HelpdeskCompany[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const url = endpoint(this.baseUrl, 'api/v2/companies', { page, per_page: PER_PAGE });
      const { data, headers } = await this.call<FreshdeskCompany[]>(url, {}, this.retry.read);
      if (!Array.isArray(data)) throw new IntegrationError(SYSTEM, 'answered something other than a list of companies');
      all.push(...data.map(toCompany));
      if (!hasNextPage(headers.get('link'))) return all;
    }
    throw new IntegrationError(SYSTEM, `more than ${MAX_PAGES} pages of companies`);
  }

  async createCompany(input: { name: string; domains: string[] }): Promise<HelpdeskCompany> {
    const url = endpoint(this.baseUrl, 'api/v2/companies');
    const { data } = await this.call<FreshdeskCompany>(url, { method: 'POST', body: { name: input.name, domains: input.domains } }, this.retry.create);
    return toCompany(data ?? {});
  }

  ticketsUrl(companyId: string): string {
    return `${this.baseUrl.replace(/\/+$/, '')}/a/companies/${companyId}`;
  }
}
