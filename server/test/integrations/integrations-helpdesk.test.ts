import { afterEach, describe, expect, it } from 'vitest';
import { FRESHDESK_PACING, HelpdeskClient, hasNextPage } from '../../src/integrations/helpdesk/client.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { RatePacer } from '../../src/integrations/rate-pacer.ts';
import { CREATE, IDEMPOTENT } from '../../src/integrations/retrying.ts';
import { fakeServer, json } from '../support/fake-http.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const BASIC = `Basic ${Buffer.from('secret-key:X').toString('base64')}`;

/** Waits recorded instead of slept, so a Retry-After of 30 s costs the test nothing. */
const waits: number[] = [];
const fast = (over = {}) => {
  const sleep = async (ms: number) => waits.push(ms);
  return {
    read: { ...IDEMPOTENT, attempts: 5, maxTotalWaitMs: 20_000, sleep, ...over },
    create: { ...CREATE, attempts: 5, maxTotalWaitMs: 20_000, sleep, ...over },
  };
};

/**
 * Freshdesk v2 companies API over an in-memory list of 230 companies, paged as documented: `page` and
 * `per_page` (at most 100, else 400), a `link` header naming the next page, absent on the last one,
 * X-RateLimit-Total/Remaining/Used-CurrentRequest on every answer, counted per account in calendar
 * minutes of `now` (`total` a minute, `usedByOthers` already spent in the first one by the account's
 * other apps); past the total, 429 with Retry-After until the next minute (a refused request counts
 * too). `limited` lists the request numbers answered 429 with Retry-After anyway, `failing` those
 * answered 502; `statuses` records every answer's status.
 */
async function freshdesk(
  opts: { limited?: number[]; failing?: number[]; retryAfter?: string; total?: number; usedByOthers?: number; now?: () => number } = {},
) {
  let seen = 0;
  const total = opts.total ?? 200;
  const now = opts.now ?? Date.now;
  let minute = Math.floor(now() / 60_000);
  let used = opts.usedByOthers ?? 0;
  const statuses: number[] = [];
  const companies = Array.from({ length: 230 }, (_, i) => ({
    id: 48000000000 + i,
    name: `Company ${i}`,
    domains: i === 0 ? ['c0.example'] : [],
    description: null,
  }));
  const reply: typeof json = (res, status, ...rest) => {
    statuses.push(status);
    json(res, status, ...rest);
  };
  const server = await fakeServer((req, res) => {
    seen += 1;
    if (req.headers.authorization !== BASIC)
      return reply(res, 401, { code: 'invalid_credentials', message: 'You have to be logged in to perform this action.' });
    if (Math.floor(now() / 60_000) !== minute) {
      minute = Math.floor(now() / 60_000);
      used = 0;
    }
    used += 1;
    const rate = { 'x-ratelimit-total': String(total), 'x-ratelimit-remaining': String(Math.max(0, total - used)), 'x-ratelimit-used-currentrequest': '1' };
    const overLimit = used > total;
    if (opts.limited?.includes(seen) || overLimit) {
      const retryAfter = overLimit ? String(Math.ceil(((minute + 1) * 60_000 - now()) / 1000)) : (opts.retryAfter ?? '30');
      return reply(res, 429, { message: 'You have exceeded the limit of requests per minute' }, { ...rate, 'retry-after': retryAfter });
    }
    if (opts.failing?.includes(seen)) return reply(res, 502, '<html>Bad Gateway</html>');
    if (req.method === 'GET' && req.path === '/api/v2/companies') {
      const page = Number(req.query.get('page') ?? 1);
      const per = Number(req.query.get('per_page') ?? 30);
      if (per > 100)
        return reply(res, 400, {
          description: 'Validation failed',
          errors: [{ field: 'per_page', message: 'Has to be less than or equal to 100', code: 'invalid_value' }],
        });
      const link: Record<string, string> =
        page * per < companies.length ? { link: `<https://acme.freshdesk.com/api/v2/companies?page=${page + 1}&per_page=${per}>; rel="next"` } : {};
      return reply(res, 200, companies.slice((page - 1) * per, page * per), { ...rate, ...link });
    }
    if (req.method === 'POST' && req.path === '/api/v2/companies') {
      const body = JSON.parse(req.body);
      if (companies.some((c) => c.name === body.name)) {
        return reply(
          res,
          409,
          { description: 'Validation failed', errors: [{ field: 'name', message: 'It should be a unique value', code: 'duplicate_value' }] },
          rate,
        );
      }
      const made = { id: 48000000000 + companies.length, name: body.name, domains: body.domains, description: null };
      companies.push(made);
      return reply(res, 201, made, rate);
    }
    return reply(res, 404, { code: 'not_found' });
  });
  return { ...server, statuses };
}

/** A clock that the client's sleeps move forward, so a minute's pause costs the test nothing. */
function fakeClock(start = Date.UTC(2026, 0, 5, 9, 0, 42)) {
  let t = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => t,
    sleep: async (ms: number) => {
      slept.push(ms);
      t += ms;
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/** A client on the fake clock with Freshdesk's pacing; `maxTotalWaitMs` the call's bound (the real one is 20 s). */
function pacedClient(
  url: string,
  clock: ReturnType<typeof fakeClock>,
  maxTotalWaitMs = 20_000,
  pacer = new RatePacer({ ...FRESHDESK_PACING, now: clock.now }),
) {
  const policy = { sleep: clock.sleep, random: () => 0, maxTotalWaitMs };
  return new HelpdeskClient(
    url,
    'secret-key',
    15_000,
    { read: { ...IDEMPOTENT, attempts: 5, ...policy }, create: { ...CREATE, attempts: 5, ...policy } },
    pacer,
  );
}

describe('help-desk client (Freshdesk v2 API)', () => {
  it('lists every company page by page with Basic auth, following the link header to the last page', async () => {
    server = await freshdesk();
    const list = await new HelpdeskClient(server.url, 'secret-key').listCompanies();
    expect(list).toHaveLength(230);
    expect(list[0]).toEqual({ id: '48000000000', name: 'Company 0', domains: ['c0.example'] });
    expect(server.requests.map((r) => `${r.method} ${r.path}?${r.query}`)).toEqual([
      'GET /api/v2/companies?page=1&per_page=100',
      'GET /api/v2/companies?page=2&per_page=100',
      'GET /api/v2/companies?page=3&per_page=100',
    ]);
  });

  it('stops where Freshdesk sends no next link, even on a full page', async () => {
    server = await fakeServer((req, res) =>
      json(res, 200, req.query.get('page') === '1' ? Array.from({ length: 100 }, (_, i) => ({ id: i + 1, name: `C${i}` })) : []),
    );
    expect(await new HelpdeskClient(server.url, 'k').listCompanies()).toHaveLength(100);
    expect(server.requests).toHaveLength(1);
    expect(hasNextPage('<https://a.freshdesk.com/api/v2/companies?page=2>; rel="next"')).toBe(true);
    expect(hasNextPage('<https://a.freshdesk.com/api/v2/companies?page=1>; rel="prev"')).toBe(false);
    expect(hasNextPage(null)).toBe(false);
  });

  it('waits out a 429 for its Retry-After and a 502 with backoff, so the first sync goes past the first rate limit', async () => {
    waits.length = 0;
    server = await freshdesk({ limited: [2], failing: [4], retryAfter: '7' });
    const list = await new HelpdeskClient(server.url, 'secret-key', 15_000, fast({ random: () => 0 })).listCompanies();
    expect(list).toHaveLength(230);
    // 1 ok, 2 -> 429 (7 s), 3 = page 2 ok, 4 -> 502 (backoff), 5 = page 3 ok.
    expect(server.requests.map((r) => r.query.get('page'))).toEqual(['1', '2', '2', '3', '3']);
    expect(waits).toEqual([7000, 0]);
  });

  it('gives up with the 429 when Retry-After passes the wait bound, and retries a create on 429 only', async () => {
    waits.length = 0;
    server = await freshdesk({ limited: [1], retryAfter: '60' });
    const limited = await new HelpdeskClient(server.url, 'secret-key', 15_000, fast()).listCompanies().catch((e) => e);
    expect(limited).toBeInstanceOf(IntegrationError);
    expect(limited.status).toBe(429);
    expect(waits).toEqual([]);
    await server.close();

    server = await freshdesk({ limited: [1], failing: [3], retryAfter: '1' });
    const client = new HelpdeskClient(server.url, 'secret-key', 15_000, fast({ random: () => 0 }));
    expect((await client.createCompany({ name: 'After the limit', domains: [] })).name).toBe('After the limit');
    expect(server.requests).toHaveLength(2);
    const failed = await client.createCompany({ name: 'Maybe made', domains: [] }).catch((e) => e);
    expect(failed.status).toBe(502);
    expect(server.requests).toHaveLength(3);
  });

  it('waits for the next minute when X-RateLimit-Remaining reaches 0, instead of spending a request on a 429', async () => {
    const clock = fakeClock();
    const fd = await freshdesk({ total: 2, now: clock.now });
    server = fd;
    // Page 1 leaves 1, page 2 leaves 0 (a trial-sized total has no reserve): page 3 waits a minute and a
    // second from page 2's answer, into the next minute, and is answered.
    const list = await pacedClient(fd.url, clock, 90_000).listCompanies();
    expect(list).toHaveLength(230);
    expect(fd.statuses).toEqual([200, 200, 200]);
    expect(clock.slept).toEqual([61_000]);
  });

  it("keeps a tenth of the account's minute for its other apps", async () => {
    const clock = fakeClock();
    // Growth's 200 a minute, 178 already spent by the account's other apps: page 1 leaves 21, page 2
    // leaves 20, the reserve: page 3 waits for the next minute.
    const fd = await freshdesk({ total: 200, usedByOthers: 178, now: clock.now });
    server = fd;
    expect(await pacedClient(fd.url, clock, 90_000).listCompanies()).toHaveLength(230);
    expect(fd.statuses).toEqual([200, 200, 200]);
    expect(clock.slept).toEqual([61_000]);
  });

  it("stops at once when the pause is longer than the call's bound, without sending the request", async () => {
    const clock = fakeClock();
    const fd = await freshdesk({ total: 2, now: clock.now });
    server = fd;
    const stopped = await pacedClient(fd.url, clock)
      .listCompanies()
      .catch((e) => e);
    expect(stopped).toBeInstanceOf(IntegrationError);
    expect(stopped.message).toBe('help-desk: rate limit used up (0 of 2 requests left); the window can have reset in 61 s, longer than this call may wait');
    expect(fd.statuses).toEqual([200, 200]);
    expect(clock.slept).toEqual([]);
  });

  it('holds every client of the account in this process for what is left of the pause', async () => {
    const clock = fakeClock();
    const pacer = new RatePacer({ ...FRESHDESK_PACING, now: clock.now });
    const fd = await freshdesk({ total: 2, now: clock.now });
    server = fd;
    const first = pacedClient(fd.url, clock, 20_000, pacer);
    await first.createCompany({ name: 'One', domains: [] });
    await first.createCompany({ name: 'Two', domains: [] });
    clock.advance(45_000);
    // Another client of the same account waits out the 16 s left of the pause, within its 20 s.
    expect((await pacedClient(fd.url, clock, 20_000, pacer).createCompany({ name: 'Three', domains: [] })).name).toBe('Three');
    expect(fd.statuses).toEqual([201, 201, 201]);
    expect(clock.slept).toEqual([16_000]);
  });

  it('counts the pause in the same bound as the retry waits', async () => {
    const clock = fakeClock();
    const pacer = new RatePacer({ ...FRESHDESK_PACING, now: clock.now });
    const fd = await freshdesk({ total: 2, now: clock.now, limited: [3], retryAfter: '7' });
    server = fd;
    const client = pacedClient(fd.url, clock, 20_000, pacer);
    await client.createCompany({ name: 'One', domains: [] });
    await client.createCompany({ name: 'Two', domains: [] });
    clock.advance(45_000);
    // 16 s of pause, then a 429 asking 7 s more: 23 s passes the call's 20 s, so the 429 is the answer.
    const limited = await client.listCompanies().catch((e) => e);
    expect(limited).toBeInstanceOf(IntegrationError);
    expect(limited.status).toBe(429);
    expect(fd.statuses).toEqual([201, 201, 429]);
    expect(clock.slept).toEqual([16_000]);
  });

  it('creates a company with a JSON body and refuses a duplicate with the help-desk reason', async () => {
    server = await freshdesk();
    const client = new HelpdeskClient(`${server.url}/`, 'secret-key');
    const made = await client.createCompany({ name: 'Brouwerij De Vos', domains: ['devos.example'] });
    expect(made).toEqual({ id: '48000000230', name: 'Brouwerij De Vos', domains: ['devos.example'] });
    const post = server.requests.at(-1)!;
    expect(post.headers['content-type']).toBe('application/json');
    expect(JSON.parse(post.body)).toEqual({ name: 'Brouwerij De Vos', domains: ['devos.example'] });

    const dup = await client.createCompany({ name: 'Company 1', domains: [] }).catch((e) => e);
    expect(dup).toBeInstanceOf(IntegrationError);
    expect(dup.status).toBe(409);
    expect(dup.message).toMatch(/^help-desk: HTTP 409: .*unique value/);
  });

  it('reports a wrong key and an answer without ids as errors', async () => {
    server = await freshdesk();
    const wrong = await new HelpdeskClient(server.url, 'wrong').listCompanies().catch((e) => e);
    expect(wrong.status).toBe(401);
    await server.close();
    server = await fakeServer((_req, res) => json(res, 200, [{ name: 'no id' }]));
    expect((await new HelpdeskClient(server.url, 'k').listCompanies().catch((e) => e)).message).toBe('help-desk: answered a company without id or name');
  });

  it('links to the company page of the help-desk', () => {
    expect(new HelpdeskClient('https://acme.freshdesk.com/').ticketsUrl('42')).toBe('https://acme.freshdesk.com/a/companies/42');
  });
});
