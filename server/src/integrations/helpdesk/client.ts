// Freshdesk v2 over HTTP: companies are listed 100 a page (GET /api/v2/companies?page=N&per_page=100,
// a short page is the last) and created with POST /api/v2/companies; Basic auth is "apiKey:X".
import { endpoint, IntegrationError, requestJson } from '../http.ts';
import type { Helpdesk, HelpdeskCompany } from './api.ts';

const SYSTEM = 'help-desk';
const PER_PAGE = 100;
/** 50 000 companies: past this the answer is not paging as documented, and we stop rather than loop. */
const MAX_PAGES = 500;

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
  ) {
    this.headers = { authorization: `Basic ${Buffer.from(`${apiKey}:X`).toString('base64')}` };
  }

  async listCompanies(): Promise<HelpdeskCompany[]> {
    const all: HelpdeskCompany[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const url = endpoint(this.baseUrl, 'api/v2/companies', { page, per_page: PER_PAGE });
      const { data } = await requestJson<FreshdeskCompany[]>(SYSTEM, url, { headers: this.headers, timeoutMs: this.timeoutMs });
      if (!Array.isArray(data)) throw new IntegrationError(SYSTEM, 'answered something other than a list of companies');
      all.push(...data.map(toCompany));
      if (data.length < PER_PAGE) return all;
    }
    throw new IntegrationError(SYSTEM, `more than ${MAX_PAGES} pages of companies`);
  }

  async createCompany(input: { name: string; domains: string[] }): Promise<HelpdeskCompany> {
    const url = endpoint(this.baseUrl, 'api/v2/companies');
    const { data } = await requestJson<FreshdeskCompany>(SYSTEM, url, {
      method: 'POST',
      headers: this.headers,
      body: { name: input.name, domains: input.domains },
      timeoutMs: this.timeoutMs,
    });
    return toCompany(data ?? {});
  }

  ticketsUrl(companyId: string): string {
    return `${this.baseUrl.replace(/\/+$/, '')}/a/companies/${companyId}`;
  }
}
