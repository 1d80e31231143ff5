// A package bills in one currency (decision 0060): a service in another currency is refused on write
// (create, edit, move to another package, taken from a product in another currency) and, when one
// exists anyway (data from before the rule, a package whose currency changed), skipped by billing with
// the reason: never billed as the same number in the package's currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '../../src/resources/commercial/services/services.resource.ts';
import { PACKAGE_BILLING_MESSAGES } from '../../src/resources/invoicing/billing/package-billing.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const service = (packageId: number, over: Record<string, unknown> = {}) =>
  c.post('/services/', { package_id: packageId, type: 'sdwan', frequency: 'monthly', price: 31, ...over });

describe('services in their package currency', () => {
  it('refuses a service priced in another currency than its package; accepts the same', async () => {
    const eur = await c.createPackage({ currency: 'EUR' });
    const refused = await service(eur.id, { currency: 'USD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.currency).toBe(SERVICE_MESSAGES.currencyOfPackage('USD', 'EUR'));
    const ok = await service(eur.id, { currency: 'EUR' });
    expect(ok.statusCode, ok.body).toBe(201);
    // Unsaid, the service takes the package's currency.
    const plain = await service(eur.id);
    expect(plain.json().currency).toBe('EUR');
  });

  it('refuses an edit to another currency, and a move into a package of another currency', async () => {
    const eur = await c.createPackage({ currency: 'EUR' });
    const usd = await c.createPackage({ currency: 'USD' });
    const s = (await service(eur.id)).json();
    const edit = await c.put(`/services/${s.id}`, { currency: 'USD' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(SERVICE_MESSAGES.currencyOfPackage('USD', 'EUR'));
    const move = await c.put(`/services/${s.id}`, { package_id: usd.id });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe(SERVICE_MESSAGES.currencyOfPackage('EUR', 'USD'));
    // Positive control: both together is consistent.
    const both = await c.put(`/services/${s.id}`, { package_id: usd.id, currency: 'USD' });
    expect(both.statusCode, both.body).toBe(200);
  });

  it("refuses a service taking a product's price in another currency", async () => {
    const product = await c.post('/service_products/', {
      reference: 'SDWAN-US',
      service_type: 'sdwan',
      frequency: 'monthly',
      name: 'SD-WAN US',
      price: 40,
      currency: 'USD',
    });
    expect(product.statusCode, product.body).toBe(201);
    const eur = await c.createPackage({ currency: 'EUR' });
    const refused = await c.post('/services/', { package_id: eur.id, product_id: product.json().id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SERVICE_MESSAGES.currencyOfPackage('USD', 'EUR'));
    const usd = await c.createPackage({ currency: 'USD' });
    expect((await c.post('/services/', { package_id: usd.id, product_id: product.json().id })).statusCode).toBe(201);
  });
});

describe('billing never relabels a currency', () => {
  it('skips a service in another currency with the reason; bills the rest', async () => {
    const pkg = await c.createPackage({ currency: 'EUR', reference: `CUR-${Math.random().toString(36).slice(2, 8)}` });
    await force(c.t, 'packages', pkg.id, { status: 'delivered' });
    const eur = (await service(pkg.id, { start_date: '2026-03-01' })).json();
    const usd = (await service(pkg.id, { start_date: '2026-03-01', price: 100 })).json();
    await force(c.t, 'services', eur.id, { status: 'DELIVERED' });
    await force(c.t, 'services', usd.id, { status: 'DELIVERED', currency: 'USD' });
    const p = (await c.staff({ method: 'GET', url: `/api/v1/packages/${pkg.id}/simulate?period=2026-03` })).json();
    expect(p.currency).toBe('EUR');
    expect(p.lines.map((l: any) => l.item_id)).toEqual([eur.id]);
    expect(p.skipped).toEqual([
      { item: 'service', item_id: usd.id, reference: expect.anything(), reason: PACKAGE_BILLING_MESSAGES.otherCurrency('USD', 'EUR') },
    ]);
    const inv = await c.post(`/packages/${pkg.id}/invoice`, { period: '2026-03' });
    expect(inv.statusCode, inv.body).toBe(200);
    expect((await c.get(`/invoices/${inv.json().id}`)).total_untaxed).toBe(31);
    // Not marked billed: priced in EUR later, it is billed then.
    expect((await c.get(`/services/${usd.id}`)).billed_through).toBeNull();
  });
});
