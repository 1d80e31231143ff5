import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpdeskSimulator } from '../../src/integrations/helpdesk/simulator.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let staffUser: { id: number };
let helpdesk: HelpdeskSimulator;
beforeAll(async () => {
  t = await createTestApp();
  const s = await createUser(t, 'staff', { firstname: 'Sophie', lastname: 'Lambert' });
  staff = t.as(s.token);
  staffUser = s.user;
  helpdesk = t.app.services.integrations.helpdesk as HelpdeskSimulator;
});
afterAll(() => t.close());

const post = async (payload: object) => staff({ method: 'POST', url: '/api/v1/customers/', payload });

describe('customer fields', () => {
  it('names its account manager and presale, who must be staff', async () => {
    const portal = await createUser(t, 'portal');
    const ok = await post({ name: 'Caves Girard', account_manager_id: staffUser.id, presale_id: staffUser.id });
    expect(ok.json()).toMatchObject({ account_manager_name: 'Sophie Lambert', presale_name: 'Sophie Lambert', contacts_count: 0, sites_count: 0 });
    const notStaff = await post({ name: 'X', account_manager_id: portal.user.id });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().errors.account_manager_id).toBe('Choose a staff user.');
    const ghost = await post({ name: 'X', presale_id: 999999 });
    expect(ghost.json().errors.presale_id).toBe('No user with this id.');
  });

  it('counts live sites and contacts of the customer only', async () => {
    const a = (await post({ name: 'A' })).json().id;
    const b = (await post({ name: 'B' })).json().id;
    for (const [customer_id, name] of [
      [a, 'a1'],
      [a, 'a2'],
      [b, 'b1'],
    ] as const) {
      await staff({ method: 'POST', url: '/api/v1/sites/', payload: { name, customer_id } });
      await staff({ method: 'POST', url: '/api/v1/contacts/', payload: { name, customer_id } });
    }
    const rows = (await staff({ method: 'GET', url: `/api/v1/customers/?id=${a},${b}` })).json().results;
    const byId = Object.fromEntries(rows.map((r: any) => [r.id, r]));
    expect(byId[a]).toMatchObject({ sites_count: 2, contacts_count: 2 });
    expect(byId[b]).toMatchObject({ sites_count: 1, contacts_count: 1 });
  });

  it('validates data limit contacts, country and support level', async () => {
    const res = await post({ name: 'Y', default_data_limit_contacts: 'noc@y.example; ops@y.example', country: 'nl', support_level: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ default_data_limit_contacts: 'noc@y.example;ops@y.example', country: 'NL', support_level: 'no' });
    expect((await post({ name: 'Z', default_data_limit_contacts: 'noc' })).json().errors.default_data_limit_contacts).toMatch(/not an e-mail address/);
    expect((await post({ name: 'Z', support_level: 'platinum' })).statusCode).toBe(400);
  });
});

describe('help-desk synchronisation', () => {
  it('links customers to help-desk companies of the same name and creates the missing ones', async () => {
    helpdesk.companies.splice(0, helpdesk.companies.length, { id: '501', name: 'BROUWERIJ  DE VOS', domains: [] });
    const devos = (await post({ name: 'Brouwerij De Vos' })).json().id;
    const inactive = (await post({ name: 'Sleeping NV', active: false })).json().id;
    const before = helpdesk.companies.length;

    const res = await staff({ method: 'GET', url: '/api/v1/customers/sync' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Synchronization succeeded', linked: 1 });
    expect(body.created).toBe(helpdesk.companies.length - before);
    expect(body.created).toBeGreaterThan(0);

    const linked = (await staff({ method: 'GET', url: `/api/v1/customers/${devos}` })).json();
    expect(linked).toMatchObject({ helpdesk_id: '501', helpdesk_url: 'https://helpdesk.example.com/a/companies/501' });
    // Inactive customers are linked when the help-desk knows them, never created there.
    expect((await staff({ method: 'GET', url: `/api/v1/customers/${inactive}` })).json().helpdesk_id).toBeNull();
    expect(helpdesk.companies.some((c) => c.name === 'Sleeping NV')).toBe(false);

    // Each link is an update in the activity log by the user who ran the synchronisation.
    const { rows } = await t.database.query(
      `select author_id, by_system, after from logs where object_type = 'customer' and object_id = $1 and verb = 'update'`,
      [String(devos)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ author_id: staffUser.id, by_system: false });
    expect(rows[0].after.helpdesk_id).toBe('501');

    // A second run has nothing left to do.
    expect((await staff({ method: 'GET', url: '/api/v1/customers/sync' })).json()).toMatchObject({ success: true, created: 0, linked: 0 });
  });

  it('relinks a customer whose help-desk company has gone', async () => {
    const id = (await post({ name: 'Gone Company' })).json().id;
    await staff({ method: 'PUT', url: `/api/v1/customers/${id}`, payload: { helpdesk_id: 'deleted-1' } });
    const res = (await staff({ method: 'GET', url: '/api/v1/customers/sync' })).json();
    expect(res).toMatchObject({ success: true, created: 1 });
    const made = helpdesk.companies.find((c) => c.name === 'Gone Company');
    expect((await staff({ method: 'GET', url: `/api/v1/customers/${id}` })).json().helpdesk_id).toBe(made?.id);
  });

  it('answers success false, not an error, when the help-desk fails', async () => {
    await post({ name: 'Never Synced' });
    helpdesk.failing = true;
    try {
      const res = await staff({ method: 'GET', url: '/api/v1/customers/sync' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: false, message: 'Synchronization failed', created: 0, linked: 0, code: 'sync_failed' });
      expect(res.json().reason).toMatch(/help-desk/);
      expect(res.json().params).toEqual({ reason: res.json().reason });
    } finally {
      helpdesk.failing = false;
    }
    expect((await staff({ method: 'GET', url: '/api/v1/customers/sync' })).json()).toMatchObject({ success: true, created: 1 });
  });

  it('keeps the links made before a failure part-way', async () => {
    const first = (await post({ name: 'Partial One' })).json().id;
    await post({ name: 'Partial Two' });
    const create = helpdesk.createCompany.bind(helpdesk);
    let calls = 0;
    helpdesk.createCompany = async (input) => {
      calls += 1;
      if (calls > 1) throw new Error('help-desk: HTTP 429, retry after 60 s');
      return create(input);
    };
    try {
      const res = (await staff({ method: 'GET', url: '/api/v1/customers/sync' })).json();
      expect(res).toMatchObject({
        success: false,
        message: 'Synchronization failed',
        created: 1,
        reason: 'help-desk: HTTP 429, retry after 60 s',
        code: 'sync_failed',
        params: { reason: 'help-desk: HTTP 429, retry after 60 s' },
      });
      expect((await staff({ method: 'GET', url: `/api/v1/customers/${first}` })).json().helpdesk_id).toBeTruthy();
    } finally {
      helpdesk.createCompany = create;
    }
  });

  it('is for staff', async () => {
    const portal = t.as((await createUser(t, 'portal')).token);
    expect((await portal({ method: 'GET', url: '/api/v1/customers/sync' })).statusCode).toBe(403);
  });
});
