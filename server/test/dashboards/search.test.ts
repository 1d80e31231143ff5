import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let oldId: number;
let liveId: number;
let firstId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff', { firstname: 'Marc', lastname: 'Wouters', email: 'marc.wouters@example.com' })).token);
  const post = async (resource: string, payload: object) => (await staff({ method: 'POST', url: `/api/v1/${resource}/`, payload })).json();
  oldId = (await post('customers', { name: 'Wouters Old Trading' })).id;
  await staff({ method: 'DELETE', url: `/api/v1/customers/${oldId}`, payload: { archived_reason: 'OTHER' } });
  liveId = (await post('customers', { name: 'Bakkerij Wouters', city: 'Utrecht' })).id;
  firstId = (await post('customers', { name: 'Wouters & Zonen', short_name: 'W&Z' })).id;
  for (let i = 0; i < 7; i += 1) await post('customers', { name: `Zzz Wouters ${i}` });
  await post('sites', { name: 'Depot', street: 'Woutersstraat', number: '3', city: 'Gent', country: 'BE', customer_id: liveId });
  await post('contacts', { name: 'An Wouters', email: 'an@wouters.example', customer_id: liveId });
  await post('companies', { name: 'Wouters Billing BV', invoice_prefix: 4 });
  await post('addresses', { name: 'Wouters HQ', customer_id: liveId, accounting_code: 'W-01' });
});
afterAll(() => t.close());

const search = (q: string) => staff({ method: 'GET', url: `/api/v1/search/live?q=${encodeURIComponent(q)}` });

describe('global search', () => {
  it('needs at least 2 characters', async () => {
    for (const q of ['', 'w', '  w  ']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors.q).toBe('Type at least 2 characters to search.');
    }
    expect((await staff({ method: 'GET', url: '/api/v1/search/live' })).statusCode).toBe(400);
    expect((await search('x'.repeat(201))).statusCode).toBe(400);
  });

  it('finds customers, sites, contacts, users, companies and billing addresses, a few of each', async () => {
    const res = await search('wouters');
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    const byType = (r: string) => results.filter((x: any) => x.resource === r);
    expect(byType('customers')).toHaveLength(5);
    // Live before archived, then names starting with the term, then names with a word starting with it.
    expect(byType('customers')[0]).toMatchObject({ id: firstId, label: 'Wouters & Zonen', description: 'W&Z' });
    expect(byType('customers').map((x: any) => x.id)).not.toContain(oldId);
    expect(byType('sites')[0]).toMatchObject({ label: 'Depot', description: 'Woutersstraat 3, Gent, BE' });
    expect(byType('contacts')[0]).toMatchObject({ label: 'An Wouters', description: 'an@wouters.example' });
    expect(byType('users')[0]).toMatchObject({ label: 'Marc Wouters', description: 'marc.wouters@example.com' });
    expect(byType('companies')[0].label).toBe('Wouters Billing BV');
    expect(byType('addresses')[0]).toMatchObject({ label: 'Wouters HQ', description: 'W-01' });
    for (const r of results) expect(Object.keys(r).sort()).toEqual(['description', 'id', 'kind', 'label', 'resource']);
  });

  it('ranks a word starting with the term before a match inside a word', async () => {
    await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Boulangerie Utrechtse' } });
    await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Grutrechter Handel' } });
    const labels = (await search('utrecht'))
      .json()
      .results.filter((r: any) => r.resource === 'customers')
      .map((r: any) => r.label);
    expect(labels).toEqual(['Boulangerie Utrechtse', 'Grutrechter Handel']);
    expect((await search('bakkerij')).json().results[0]).toMatchObject({ id: liveId, description: 'Utrecht' });
  });

  it('shows archived records after live ones and treats LIKE wildcards literally', async () => {
    const res = (await search('old trading')).json().results;
    expect(res).toEqual([{ resource: 'customers', kind: 'customers', id: oldId, label: 'Wouters Old Trading', description: null }]);
    expect((await search('%%')).json().results).toEqual([]);
    expect((await search('__')).json().results).toEqual([]);
  });

  it('is for staff', async () => {
    const portal = t.as((await createUser(t, 'portal')).token);
    expect((await portal({ method: 'GET', url: '/api/v1/search/live?q=wouters' })).statusCode).toBe(403);
  });
});
