import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
});
afterAll(() => t.close());

const PREFIX = 'Invoice prefix must be a whole number from 1 to 9.';

describe('billing companies', () => {
  it('requires a name and an invoice prefix from 1 to 9', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ invoice_prefix: 1 }, 'name', 'Company name is required.'],
      [{ name: 'A' }, 'invoice_prefix', PREFIX],
      [{ name: 'A', invoice_prefix: 0 }, 'invoice_prefix', PREFIX],
      [{ name: 'A', invoice_prefix: 10 }, 'invoice_prefix', PREFIX],
      [{ name: 'A', invoice_prefix: 2.5 }, 'invoice_prefix', PREFIX],
      [{ name: 'A', invoice_prefix: '' }, 'invoice_prefix', PREFIX],
      [{ name: 'A', invoice_prefix: 'one' }, 'invoice_prefix', PREFIX],
      [{ name: 'A', invoice_prefix: 3, bank_iban: 'BE68 5390 0754 7035' }, 'bank_iban', 'Not a valid IBAN.'],
      [{ name: 'A', invoice_prefix: 3, bank_bic: 'GEBA' }, 'bank_bic', 'Not a valid BIC.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await staff({ method: 'POST', url: '/api/v1/companies/', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
  });

  it('keeps invoice prefixes unique among live companies', async () => {
    const be = await staff({
      method: 'POST',
      url: '/api/v1/companies/',
      payload: { name: 'Services Belgium SA', invoice_prefix: '1', country: 'BE', bank_iban: 'be68 5390 0754 7034', bank_bic: 'gebabebb' },
    });
    expect(be.statusCode).toBe(201);
    expect(be.json()).toMatchObject({ invoice_prefix: 1, bank_iban: 'BE68539007547034', bank_bic: 'GEBABEBB' });

    const clash = await staff({ method: 'POST', url: '/api/v1/companies/', payload: { name: 'Services France SAS', invoice_prefix: 1 } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: 'Invoice prefix 1 is already used by Services Belgium SA.',
      code: 'invoice_prefix_taken',
      params: { prefix: 1, company: 'Services Belgium SA' },
    });

    const fr = (await staff({ method: 'POST', url: '/api/v1/companies/', payload: { name: 'Services France SAS', invoice_prefix: 2 } })).json();
    expect((await staff({ method: 'PUT', url: `/api/v1/companies/${fr.id}`, payload: { invoice_prefix: 1 } })).statusCode).toBe(409);
    expect((await staff({ method: 'PUT', url: `/api/v1/companies/${fr.id}`, payload: { invoice_prefix: 12 } })).json().errors.invoice_prefix).toBe(PREFIX);

    // An archived company frees its prefix, and cannot come back while another live company holds it.
    await staff({ method: 'DELETE', url: `/api/v1/companies/${be.json().id}`, payload: { archived_reason: 'OTHER' } });
    expect((await staff({ method: 'PUT', url: `/api/v1/companies/${fr.id}`, payload: { invoice_prefix: 1 } })).statusCode).toBe(200);
    const back = await staff({ method: 'POST', url: '/api/v1/companies/unarchive', payload: { ids: [be.json().id] } });
    expect(back.json()).toEqual([
      {
        id: be.json().id,
        success: false,
        reason: 'Invoice prefix 1 is already used by Services France SAS.',
        code: 'invoice_prefix_taken',
        params: { prefix: 1, company: 'Services France SAS' },
      },
    ]);
    const one = await staff({ method: 'POST', url: `/api/v1/companies/${be.json().id}/unarchive` });
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({ code: 'invoice_prefix_taken', params: { prefix: 1, company: 'Services France SAS' } });
  });

  it('searches by name and VAT number and filters by country', async () => {
    await staff({
      method: 'POST',
      url: '/api/v1/companies/',
      payload: { name: 'Nederland BV', invoice_prefix: 3, country: 'NL', vat_number: 'NL045678911B01' },
    });
    expect((await staff({ method: 'GET', url: '/api/v1/companies/?q=456789' })).json().results[0].name).toBe('Nederland BV');
    expect((await staff({ method: 'GET', url: '/api/v1/companies/?country=NL' })).json().count).toBe(1);
  });
});
