import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('line providers', () => {
  it('creates with a required name, counts live lines, lists 50 per page and searches by name', async () => {
    const noName = await staff({ method: 'POST', url: '/api/v1/line_providers/', payload: { notes: 'x' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toBe('Line provider name is required.');
    const p = (await staff({ method: 'POST', url: '/api/v1/line_providers/', payload: { name: 'Telenet', notes: 'Coax' } })).json();
    expect(p).toMatchObject({ name: 'Telenet', notes: 'Coax', lines_count: 0 });
    await staff({ method: 'POST', url: '/api/v1/lines/', payload: { provider_id: p.id } });
    await staff({ method: 'POST', url: '/api/v1/lines/', payload: { provider_id: p.id } });
    for (let i = 0; i < 55; i++) await staff({ method: 'POST', url: '/api/v1/line_providers/', payload: { name: `Provider ${i}` } });
    const page = (await staff({ method: 'GET', url: '/api/v1/line_providers/' })).json();
    expect(page.results).toHaveLength(50);
    expect(page.count).toBe(56);
    const found = (await staff({ method: 'GET', url: '/api/v1/line_providers/?q=telen' })).json();
    expect(found.results).toEqual([expect.objectContaining({ id: p.id, lines_count: 2 })]);
    const edited = await staff({ method: 'PUT', url: `/api/v1/line_providers/${p.id}`, payload: { name: 'Telenet Business' } });
    expect(edited.json().name).toBe('Telenet Business');
  });

  it('hides archived providers by default', async () => {
    const p = (await staff({ method: 'POST', url: '/api/v1/line_providers/', payload: { name: 'Old Telco' } })).json();
    await staff({ method: 'DELETE', url: `/api/v1/line_providers/${p.id}`, payload: { archived_reason: 'OTHER' } });
    const live = (await staff({ method: 'GET', url: '/api/v1/line_providers/?q=Old%20Telco' })).json();
    expect(live.count).toBe(0);
    const archived = (await staff({ method: 'GET', url: '/api/v1/line_providers/?q=Old%20Telco&archived=true' })).json();
    expect(archived.count).toBe(1);
  });
});
