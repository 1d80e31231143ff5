// Shared set-up of the commercial tests: a billing company, two customers with a site and a billing
// address each, and helpers creating packages, services and package lines through the API.
import { expect } from 'vitest';
import { deviceProducts } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from './helpers.ts';

export interface Commercial {
  t: TestApp;
  staff: (o: any) => Promise<any>;
  staffUserId: number;
  post: (url: string, payload?: unknown) => Promise<any>;
  put: (url: string, payload: unknown) => Promise<any>;
  get: (url: string) => Promise<any>;
  companyId: number;
  customerId: number;
  otherCustomerId: number;
  siteId: number;
  otherSiteId: number;
  addressId: number;
  otherAddressId: number;
  router: number;
  antenna: number;
  createPackage: (over?: Record<string, unknown>) => Promise<any>;
  createService: (packageId: number, over?: Record<string, unknown>) => Promise<any>;
  createLine: (packageId: number, over?: Record<string, unknown>) => Promise<any>;
}

export async function commercialSetup(): Promise<Commercial> {
  const t = await createTestApp();
  const { token, user } = await createUser(t, 'staff');
  const staff = t.as(token);
  const post = (url: string, payload: unknown = {}) => staff({ method: 'POST', url: `/api/v1${url}`, payload: payload as any });
  const put = (url: string, payload: unknown) => staff({ method: 'PUT', url: `/api/v1${url}`, payload: payload as any });
  const get = async (url: string) => (await staff({ method: 'GET', url: `/api/v1${url}` })).json();
  const created = async (url: string, payload: unknown) => {
    const res = await post(url, payload);
    expect(res.statusCode, `${url} ${res.body}`).toBe(201);
    return res.json();
  };
  const companyId = (await created('/companies/', { name: 'Reseller SA', invoice_prefix: 1 })).id;
  const customerId = (await created('/customers/', { name: 'Festival Org' })).id;
  const otherCustomerId = (await created('/customers/', { name: 'Harbour Ltd' })).id;
  const siteId = (await created('/sites/', { name: 'Main stage', customer_id: customerId })).id;
  const otherSiteId = (await created('/sites/', { name: 'Quay 4', customer_id: otherCustomerId })).id;
  const addressId = (await created('/addresses/', { name: 'Festival billing', customer_id: customerId })).id;
  const otherAddressId = (await created('/addresses/', { name: 'Harbour billing', customer_id: otherCustomerId })).id;
  const product = async (reference: string, over: Partial<typeof deviceProducts.$inferInsert>) =>
    (
      await t.database.db
        .insert(deviceProducts)
        .values({ reference, name: reference, ...over })
        .returning({ id: deviceProducts.id })
    )[0].id;
  const router = await product('BR1-PRO', { managed: true, brand: 'Peplink', family: 'Router' });
  const antenna = await product('ANT-5G', { managed: false, accessory: true, brand: 'Poynting', family: 'Antenna' });
  const createPackage = (over: Record<string, unknown> = {}) =>
    created('/packages/', { customer_id: customerId, invoicing_address_id: addressId, site_id: siteId, ...over });
  const createService = (packageId: number, over: Record<string, unknown> = {}) =>
    created('/services/', { package_id: packageId, type: 'data', price: 25, ...over });
  const createLine = (packageId: number, over: Record<string, unknown> = {}) =>
    created('/package_lines/', { package_id: packageId, device_product_id: antenna, price: 100, qty: 1, ...over });
  return {
    t,
    staff,
    staffUserId: user.id,
    post,
    put,
    get,
    companyId,
    customerId,
    otherCustomerId,
    siteId,
    otherSiteId,
    addressId,
    otherAddressId,
    router,
    antenna,
    createPackage,
    createService,
    createLine,
  };
}

/** Sets a row's status (and other fields) directly, to reach any point of the state machine in a test. */
export async function force(t: TestApp, table: 'services' | 'package_lines' | 'packages', id: number, fields: Record<string, unknown>) {
  const keys = Object.keys(fields);
  await t.database.query(`update ${table} set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} where id = $1`, [id, ...keys.map((k) => fields[k])]);
}

/**
 * A Belgian seller and buyer as an e-invoice needs them: the company's VAT number, bank and address,
 * and a new billing address of the customer with the buyer's VAT number. Answers the address's id.
 */
export async function belgianParties(c: Commercial, buyerVat = 'BE0403170701'): Promise<number> {
  await c.put(`/companies/${c.companyId}`, {
    vat_number: 'BE0403170701',
    bank_iban: 'BE68539007547034',
    bank_bic: 'GEBABEBB',
    street: 'Rue de la Loi 42',
    zipcode: '1000',
    city: 'Bruxelles',
    country: 'BE',
  });
  const res = await c.post('/addresses/', {
    name: 'Brouwerij NV',
    customer_id: c.customerId,
    vat: buyerVat,
    street: 'Kerkstraat',
    number: '7',
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/**
 * Billing companies in Belgium, France and the Netherlands and billing addresses of the customer at
 * home, in other EU states (with and without a VAT number) and outside the EU: the parties the VAT
 * rules are tested between (decision 0056). All with valid VAT numbers.
 */
export async function vatParties(c: Commercial) {
  const created = async (url: string, payload: Record<string, unknown>) => {
    const res = await c.post(url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const co = {
    BE: await created('/companies/', { name: 'Reseller Belgium', invoice_prefix: 2, country: 'BE', vat_number: 'BE0403019261' }),
    FR: await created('/companies/', { name: 'Reseller France', invoice_prefix: 3, country: 'FR', vat_number: 'FR40303265045' }),
    NL: await created('/companies/', { name: 'Reseller Nederland', invoice_prefix: 4, country: 'NL', vat_number: 'NL004495445B01' }),
  };
  const address = (name: string, country: string, vat?: string) => created('/addresses/', { name, customer_id: c.customerId, country, vat });
  const ad = {
    BE: await address('Brussels office', 'BE', 'BE0202239951'),
    FR: await address('Paris office', 'FR', 'FR23334175221'),
    NL: await address('Utrecht office', 'NL', 'NL002455799B11'),
    NLprivate: await address('Utrecht private', 'NL'),
    DE: await address('Berlin office', 'DE', 'DE136695976'),
    DEprivate: await address('Berlin private', 'DE'),
    CH: await address('Geneva office', 'CH', 'CHE116281710MWST'),
  };
  return { co, ad };
}
