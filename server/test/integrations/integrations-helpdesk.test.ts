import { afterEach, describe, expect, it } from 'vitest';
import { HelpdeskClient } from '../../src/integrations/helpdesk/client.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { fakeServer, json } from '../support/fake-http.ts';

let server: Awaited<ReturnType<typeof fakeServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const BASIC = `Basic ${Buffer.from('secret-key:X').toString('base64')}`;

/** Freshdesk v2 companies API over an in-memory list of 230 companies. */
async function freshdesk() {
  const companies = Array.from({ length: 230 }, (_, i) => ({
    id: 48000000000 + i,
    name: `Company ${i}`,
    domains: i === 0 ? ['c0.example'] : [],
    description: null,
  }));
  return fakeServer((req, res) => {
    if (req.headers.authorization !== BASIC)
      return json(res, 401, { code: 'invalid_credentials', message: 'You have to be logged in to perform this action.' });
    if (req.method === 'GET' && req.path === '/api/v2/companies') {
      const page = Number(req.query.get('page'));
      const per = Number(req.query.get('per_page'));
      return json(res, 200, companies.slice((page - 1) * per, page * per));
    }
    if (req.method === 'POST' && req.path === '/api/v2/companies') {
      const body = JSON.parse(req.body);
      if (companies.some((c) => c.name === body.name)) {
        return json(res, 409, {
          description: 'Validation failed',
          errors: [{ field: 'name', message: 'It should be a unique value', code: 'duplicate_value' }],
        });
      }
      const made = { id: 48000000000 + companies.length, name: body.name, domains: body.domains, description: null };
      companies.push(made);
      return json(res, 201, made);
    }
    return json(res, 404, { code: 'not_found' });
  });
}

describe('help-desk client (Freshdesk v2 API)', () => {
  it('lists every company page by page with Basic auth', async () => {
    server = await freshdesk();
    const list = await new HelpdeskClient(server.url, 'secret-key').listCompanies();
    expect(list).toHaveLength(230);
    expect(list[0]).toEqual({ id: '48000000000', name: 'Company 0', domains: ['c0.example'] });
    expect(server.requests.map((r) => `${r.query.get('page')}/${r.query.get('per_page')}`)).toEqual(['1/100', '2/100', '3/100']);
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
