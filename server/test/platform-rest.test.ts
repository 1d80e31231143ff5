// The last pieces of the platform document (spec 1): the /freshdesk redirect, and the rest below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_HELPDESK_URL } from '../src/integrations/helpdesk/simulator.ts';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

let t: TestApp;
let staff: (o: any) => any;

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

describe('/freshdesk', () => {
  it("redirects a page load (no token) to the company's tickets, or to the help-desk", async () => {
    const one = await t.app.inject({ method: 'GET', url: '/freshdesk?company_id=42' });
    expect(one.statusCode).toBe(302);
    expect(one.headers.location).toBe(`${SIMULATED_HELPDESK_URL}/a/companies/42`);
    const home = await t.app.inject({ method: 'GET', url: '/freshdesk' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe(`${new URL(SIMULATED_HELPDESK_URL).origin}/`);
  });

  it('refuses a company id that is not an identifier, with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/freshdesk?company_id=%2F%2Fevil.example' });
    expect(res.statusCode).toBe(400);
  });
});
