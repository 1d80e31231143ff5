import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let acme: number;
let globex: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  acme = (await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Acme' } })).json().id;
  globex = (await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Globex' } })).json().id;
});
afterAll(() => t.close());

describe('contacts', () => {
  it('requires a name and validates e-mail, time zone and customer', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', 'Contact name is required.'],
      [{ name: '   ' }, 'name', 'Contact name is required.'],
      [{ name: 'A', email: 'nope' }, 'email', 'Enter a valid e-mail address.'],
      [{ name: 'A', timezone: 'Mars/Olympus' }, 'timezone', 'A time zone such as Europe/Brussels.'],
      [{ name: 'A', customer_id: 987654 }, 'customer_id', 'No customer with this id.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await staff({ method: 'POST', url: '/api/v1/contacts/', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
  });

  it('creates from a form body, filters by customer and type, searches name, e-mail and phone', async () => {
    const form = await staff({
      method: 'POST',
      url: '/api/v1/contacts/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=Jan%20Peeters&customer_id=${acme}&email=jan%40acme.example&phone=%2B32%209%20123%2045%2067&contact_type=technical&timezone=Europe%2FBrussels&lang=nl`,
    });
    expect(form.statusCode).toBe(201);
    expect(form.json()).toMatchObject({ name: 'Jan Peeters', customer_id: acme, customer_name: 'Acme', timezone: 'Europe/Brussels' });
    await staff({
      method: 'POST',
      url: '/api/v1/contacts/',
      payload: { name: 'Els Maes', customer_id: acme, contact_type: 'billing', email: 'els@acme.example' },
    });
    await staff({ method: 'POST', url: '/api/v1/contacts/', payload: { name: 'Hank Scorpio', customer_id: globex, contact_type: 'technical' } });

    const get = async (qs: string) => (await staff({ method: 'GET', url: `/api/v1/contacts/?${qs}` })).json();
    expect((await get(`customer_id=${acme}`)).count).toBe(2);
    expect((await get('contact_type=technical')).results.map((c: any) => c.name).sort()).toEqual(['Hank Scorpio', 'Jan Peeters']);
    expect((await get(`customer_id=${acme}&contact_type=billing`)).results.map((c: any) => c.name)).toEqual(['Els Maes']);
    expect((await get('q=els@')).count).toBe(1);
    expect((await get('q=123 45')).results[0].name).toBe('Jan Peeters');
    expect((await staff({ method: 'GET', url: '/api/v1/contacts/values/contact_type' })).json().results).toEqual(['billing', 'technical']);

    // The customer counts its live contacts, and its embedded log shows the contacts' changes.
    const customer = (await staff({ method: 'GET', url: `/api/v1/customers/${acme}` })).json();
    expect(customer.contacts_count).toBe(2);
    const log = (await staff({ method: 'GET', url: `/api/v1/logs/?customer_id=${acme}&object_type=contact` })).json();
    expect(log.count).toBe(2);
  });

  it('archives and unarchives a contact', async () => {
    const id = (await staff({ method: 'POST', url: '/api/v1/contacts/', payload: { name: 'Temp', customer_id: globex } })).json().id;
    const archived = await staff({ method: 'DELETE', url: `/api/v1/contacts/${id}`, payload: { archived_reason: 'Left the company' } });
    expect(archived.json()).toMatchObject({ success: true, archived_reason: 'Left the company' });
    expect((await staff({ method: 'GET', url: `/api/v1/contacts/?customer_id=${globex}` })).json().count).toBe(1);
    expect((await staff({ method: 'POST', url: `/api/v1/contacts/${id}/unarchive` })).json().success).toBe(true);
  });
});
