import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  customerId = (await staff({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Caves Girard' } })).json().id;
});
afterAll(() => t.close());

describe('billing addresses', () => {
  it('requires a customer and a name, and knows the payment choices', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Main' }, 'customer_id', 'Customer is required.'],
      [{ customer_id: customerId }, 'name', 'Billing address name is required.'],
      [{ customer_id: 424242, name: 'Main' }, 'customer_id', 'No customer with this id.'],
      [{ customer_id: customerId, name: 'Main', payment_method: 'cash' }, 'payment_method', ''],
      [{ customer_id: customerId, name: 'Main', payment_terms: '90D' }, 'payment_terms', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await staff({ method: 'POST', url: '/api/v1/addresses/', payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().errors[field]).toBe(message);
      else expect(res.json().errors[field]).toBeTruthy();
    }
  });

  it('defaults to bank transfer at 30 days, filters by customer and payment method', async () => {
    const created = await staff({
      method: 'POST',
      url: '/api/v1/addresses/',
      payload: { customer_id: customerId, name: 'Caves Girard — siège', payment_method: '', accounting_code: 'C0042' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ payment_method: 'bank_transfer', payment_terms: '30D', customer_name: 'Caves Girard' });
    await staff({
      method: 'POST',
      url: '/api/v1/addresses/',
      payload: { customer_id: customerId, name: 'Caves Girard — Paris', payment_method: 'direct_debit', payment_terms: '10D' },
    });

    const get = async (qs: string) => (await staff({ method: 'GET', url: `/api/v1/addresses/?${qs}` })).json();
    expect((await get(`customer_id=${customerId}`)).count).toBe(2);
    expect((await get('payment_method=direct_debit')).results.map((a: any) => a.name)).toEqual(['Caves Girard — Paris']);
    expect((await get('q=C0042')).count).toBe(1);
    // null on update keeps the stored payment terms rather than breaking the NOT NULL column.
    const kept = await staff({
      method: 'PUT',
      url: `/api/v1/addresses/${created.json().id}`,
      payload: { payment_terms: null, payment_method: 'direct_debit' },
    });
    expect(kept.json()).toMatchObject({ payment_terms: '30D', payment_method: 'direct_debit' });
  });
});
