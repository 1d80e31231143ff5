// The Preview's invoice header (spec 2 §2: "Invoice preview shows billing company name, invoicing
// address (name, street, zipcode, country, vat)"): GET /packages/{id}/simulate and /data_pools/{id}/simulate
// answer the billing company and the billing address the invoice will be issued between, the same
// ones the draft invoice of POST /{resource}/{id}/invoice then carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belgianParties, commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
let buyerAddressId: number;
beforeAll(async () => {
  c = await commercialSetup();
  buyerAddressId = await belgianParties(c);
});
afterAll(() => c.t.close());

const simulate = async (what: string, id: number) => {
  const res = await c.staff({ method: 'GET', url: `/api/v1/${what}/${id}/simulate?period=2026-03` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const seller = {
  name: 'Reseller SA',
  vat_number: 'BE0403170701',
  street: 'Rue de la Loi 42',
  zipcode: '1000',
  city: 'Bruxelles',
  country: 'BE',
};
const buyer = { name: 'Brouwerij NV', street: 'Kerkstraat', number: '7', zipcode: '9000', city: 'Gent', country: 'BE', vat: 'BE0403170701' };

describe('GET /packages/{id}/simulate: the invoice header', () => {
  it('answers the billing company and the billing address beside the lines, and the invoice carries the same', async () => {
    const pkg = await c.createPackage({ reference: 'PK-HEAD', billing_company_id: c.companyId, invoicing_address_id: buyerAddressId });
    await force(c.t, 'packages', pkg.id, { status: 'delivered' });
    const s = await c.createService(pkg.id, { type: 'sdwan', frequency: 'monthly', price: 31, start_date: '2026-03-01' });
    await force(c.t, 'services', s.id, { status: 'DELIVERED' });

    const preview = await simulate('packages', pkg.id);
    // The existing shape is kept; the header is added to it.
    expect(preview).toMatchObject({ package_id: pkg.id, period: '2026-03', currency: 'EUR', total_untaxed: 31 });
    expect(preview.billing_company).toEqual({ id: c.companyId, ...seller });
    expect(preview.invoicing_address).toEqual({ id: buyerAddressId, ...buyer, box: null, street_bis: null });

    const res = await c.post(`/packages/${pkg.id}/invoice`, { period: '2026-03' });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = await c.get(`/invoices/${res.json().id}`);
    expect([invoice.billing_company_id, invoice.invoicing_address_id]).toEqual([preview.billing_company.id, preview.invoicing_address.id]);
  });

  it("follows the package's own company and a changed billing address (live rows), even with nothing due", async () => {
    const other = await c.post('/companies/', { name: 'Reseller France', invoice_prefix: 3, country: 'FR', vat_number: 'FR40303265045' });
    expect(other.statusCode, other.body).toBe(201);
    const pkg = await c.createPackage({ reference: 'PK-HEAD2', billing_company_id: other.json().id });
    const before = await simulate('packages', pkg.id);
    expect(before.lines).toEqual([]);
    expect(before.billing_company).toMatchObject({ id: other.json().id, name: 'Reseller France', vat_number: 'FR40303265045', country: 'FR' });
    expect(before.invoicing_address).toMatchObject({ id: c.addressId, name: 'Festival billing' });

    expect((await c.put(`/packages/${pkg.id}`, { invoicing_address_id: buyerAddressId })).statusCode).toBe(200);
    expect((await simulate('packages', pkg.id)).invoicing_address).toMatchObject({ id: buyerAddressId, name: 'Brouwerij NV', vat: 'BE0403170701' });
  });

  it('a package created without a billing company is previewed with the default it takes (spec: billing_company_id 1)', async () => {
    const pkg = await c.createPackage({ reference: 'PK-HEAD3' });
    expect(pkg.billing_company_id).toBe(1);
    const preview = await simulate('packages', pkg.id);
    expect(preview.billing_company).toMatchObject({ id: 1 });
  });
});

describe('GET /data_pools/{id}/simulate: the invoice header', () => {
  it('answers the billing company and the billing address of the pool', async () => {
    const res = await c.post('/data_pools/', {
      name: 'Header pool',
      reference: 'POOL-HEAD',
      billing_company_id: c.companyId,
      invoicing_address_id: buyerAddressId,
      data_included: 10,
      data_price: 30,
      data_extra_price: 3,
      start_date: '2026-03-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const preview = await simulate('data_pools', res.json().id);
    expect(preview.billing_company).toEqual({ id: c.companyId, ...seller });
    expect(preview.invoicing_address).toMatchObject({ id: buyerAddressId, ...buyer });
  });
});
