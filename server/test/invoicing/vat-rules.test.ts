// VAT codes by the parties' countries (decision 0056): the pure rules per situation (domestic BE, FR,
// NL rates; intra-EU with and without the buyer's VAT number; export; not subject), and their
// enforcement on the write paths: invoice lines (create, update, the invoice form's lines), the default
// VAT code of packages and data pools, a service's VAT code, and package billing. Each refusal has its
// positive control beside it.
import { allowedVatCodes, defaultVatCode, vatCodeRefusal, type VatParties } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCtx } from '../../src/platform/context.ts';
import { workRun } from '../../src/resources/invoicing/billing_runs/billing-run.ts';
import { commercialSetup, force, vatParties, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

const p = (sellerCountry: string | null, buyerCountry: string | null, buyerHasVat = true): VatParties => ({ sellerCountry, buyerCountry, buyerHasVat });

describe('the VAT rules', () => {
  it('domestic: the seller country’s rates only', () => {
    expect(allowedVatCodes(p('BE', 'BE'))).toEqual(['vat_21', 'vat_12', 'vat_6', 'vat_0', 'vat_not_subject', 'vat_seagoing']);
    expect(allowedVatCodes(p('FR', 'FR'))).toEqual(['vat_20', 'vat_10', 'vat_5_5', 'vat_2_1', 'vat_not_subject', 'vat_seagoing']);
    expect(allowedVatCodes(p('NL', 'NL'))).toEqual(['vat_21', 'vat_9', 'vat_0', 'vat_not_subject', 'vat_seagoing']);
    expect(vatCodeRefusal('vat_intra_services_0', p('BE', 'BE'))).toMatch(
      /^VAT code vat_intra_services_0 \(intra-Community, reverse charge\) needs the seller and the buyer in two different EU member states .* \(seller in BE, buyer in BE with a VAT number\)/,
    );
    expect(vatCodeRefusal('vat_20', p('BE', 'BE'))).toMatch(/^VAT code vat_20 is not a VAT rate of BE/);
    expect(vatCodeRefusal('vat_21', p('FR', 'FR'))).toMatch(/^VAT code vat_21 is not a VAT rate of FR/);
    expect(vatCodeRefusal('vat_0', p('FR', 'FR'))).toMatch(/vat_0 is not a VAT rate of FR/);
    expect(vatCodeRefusal('vat_6', p('NL', 'NL'))).toMatch(/vat_6 is not a VAT rate of NL/);
    expect(vatCodeRefusal('vat_9', p('NL', 'NL'))).toBeNull();
    expect(vatCodeRefusal('vat_5_5', p('FR', 'FR'))).toBeNull();
    // A buyer without a country is read as in the seller's country.
    expect(vatCodeRefusal('vat_eu_0', p('BE', null))).not.toBeNull();
    expect(vatCodeRefusal('vat_12', p('BE', null))).toBeNull();
    expect(defaultVatCode(p('FR', 'FR'))).toBe('vat_20');
  });

  it('intra-EU: reverse charge with the buyer’s VAT number, the seller’s rates without', () => {
    expect(allowedVatCodes(p('BE', 'FR'))).toEqual(['vat_intra_goods_0', 'vat_intra_services_0', 'vat_eu_0', 'vat_not_subject', 'vat_seagoing']);
    expect(vatCodeRefusal('vat_21', p('BE', 'FR'))).toMatch(/reverse charge applies/);
    expect(defaultVatCode(p('BE', 'DE'), 'goods')).toBe('vat_intra_goods_0');
    expect(defaultVatCode(p('BE', 'DE'), 'services')).toBe('vat_intra_services_0');
    expect(vatCodeRefusal('vat_intra_goods_0', p('BE', 'DE', false))).toMatch(/without a VAT number/);
    expect(vatCodeRefusal('vat_21', p('BE', 'DE', false))).toBeNull();
    expect(defaultVatCode(p('NL', 'BE', false))).toBe('vat_21');
  });

  it('export: G outside the EU only; not subject everywhere; a seller without a country is not judged', () => {
    expect(allowedVatCodes(p('BE', 'CH'))).toEqual(['vat_export_goods_0', 'vat_export_services_0', 'vat_not_subject', 'vat_seagoing']);
    expect(vatCodeRefusal('vat_export_services_0', p('BE', 'FR'))).toMatch(/needs a buyer outside the EU/);
    expect(vatCodeRefusal('vat_21', p('BE', 'GB', false))).toMatch(/not charged on an export/);
    expect(defaultVatCode(p('FR', 'US', false), 'goods')).toBe('vat_export_goods_0');
    for (const parties of [p('BE', 'BE'), p('FR', 'DE'), p('NL', 'CH')]) expect(vatCodeRefusal('vat_not_subject', parties)).toBeNull();
    expect(vatCodeRefusal('vat_intra_services_0', p(null, 'BE'))).toBeNull();
    expect(defaultVatCode(p(null, 'BE'))).toBeNull();
  });
});

let c: Commercial;
let co: Record<string, number> = {};
let ad: Record<string, number> = {};
beforeAll(async () => {
  c = await commercialSetup();
  ({ co, ad } = await vatParties(c));
});
afterAll(() => c.t.close());

const draft = async (company: number, address: number) => {
  const res = await c.post('/invoices/', { billing_company_id: company, invoicing_address_id: address });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const addLine = (invoice_id: number, over: Record<string, unknown>) =>
  c.post('/invoice_lines/', { invoice_id, product_name: 'Data', qty: 1, unit_price: 100, ...over });

describe('invoice lines follow the parties', () => {
  it.each([
    ['BE', 'BE', 'vat_intra_services_0', 'vat_21'],
    ['BE', 'BE', 'vat_20', 'vat_6'],
    ['FR', 'FR', 'vat_21', 'vat_20'],
    ['FR', 'FR', 'vat_0', 'vat_2_1'],
    ['NL', 'NL', 'vat_6', 'vat_9'],
    ['BE', 'FR', 'vat_21', 'vat_intra_services_0'],
    ['FR', 'DE', 'vat_20', 'vat_intra_goods_0'],
    ['BE', 'DEprivate', 'vat_intra_services_0', 'vat_21'],
    ['NL', 'CH', 'vat_21', 'vat_export_services_0'],
    ['BE', 'CH', 'vat_intra_goods_0', 'vat_not_subject'],
  ])('seller %s, buyer %s: %s refused, %s accepted', async (seller, buyer, refused, accepted) => {
    const id = await draft(co[seller], ad[buyer]);
    const bad = await addLine(id, { vat_code: refused });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().errors.vat_code).toMatch(new RegExp(`^VAT code ${refused} .*\\(seller in ${seller}, buyer in ${buyer === 'DEprivate' ? 'DE' : buyer}`));
    const ok = await addLine(id, { vat_code: accepted });
    expect(ok.statusCode, ok.body).toBe(201);
    // An edit is checked as a new line is.
    const edit = await c.put(`/invoice_lines/${ok.json().id}`, { vat_code: refused });
    expect(edit.statusCode).toBe(400);
  });

  it('a line without a code takes the parties’ default (goods and services), and the invoice form’s lines are checked', async () => {
    const intra = await draft(co.BE, ad.DE);
    expect((await addLine(intra, { type: 'starlink_hw' })).json().vat_code).toBe('vat_intra_goods_0');
    expect((await addLine(intra, { type: 'data' })).json().vat_code).toBe('vat_intra_services_0');
    // Hardware resold (distribution, booked to sales of goods) is a supply of goods too.
    expect((await addLine(intra, { type: 'distribution' })).json().vat_code).toBe('vat_intra_goods_0');
    const domestic = await draft(co.FR, ad.FR);
    expect((await addLine(domestic, {})).json()).toMatchObject({ vat_code: 'vat_20', tax_rate: 20 });
    const form = await c.post('/invoices/', {
      billing_company_id: co.BE,
      invoicing_address_id: ad.BE,
      lines: [{ product_name: 'Router', qty: 1, unit_price: 300, vat_code: 'vat_eu_0' }],
    });
    expect(form.statusCode).toBe(400);
    const formOk = await c.post('/invoices/', {
      billing_company_id: co.BE,
      invoicing_address_id: ad.BE,
      lines: [{ product_name: 'Router', qty: 1, unit_price: 300, vat_code: 'vat_21' }],
    });
    expect(formOk.statusCode, formOk.body).toBe(201);
    expect(formOk.json().total).toBe(363);
  });
});

describe('default VAT codes of packages, data pools and services', () => {
  it('a package’s default code fits its billing company and address', async () => {
    const bad = await c.post('/packages/', {
      customer_id: c.customerId,
      invoicing_address_id: ad.BE,
      billing_company_id: co.BE,
      default_vat_code: 'vat_intra_services_0',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.default_vat_code).toMatch(/^VAT code vat_intra_services_0/);
    const pkg = await c.createPackage({ invoicing_address_id: ad.BE, billing_company_id: co.BE, default_vat_code: 'vat_21' });
    // Moving the package to a buyer abroad with a VAT number leaves vat_21 out of place.
    expect((await c.put(`/packages/${pkg.id}`, { invoicing_address_id: ad.FR })).statusCode).toBe(400);
    expect((await c.put(`/packages/${pkg.id}`, { invoicing_address_id: ad.FR, default_vat_code: 'vat_intra_services_0' })).statusCode).toBe(200);
    // A service of the package: its code against the package's parties.
    const badService = await c.post('/services/', { package_id: pkg.id, type: 'data', price: 10, vat_code: 'vat_21' });
    expect(badService.statusCode).toBe(400);
    expect(badService.json().errors.vat_code).toMatch(/reverse charge applies/);
    const service = await c.createService(pkg.id, { vat_code: 'vat_eu_0' });
    expect(service.vat_code).toBe('vat_eu_0');
  });

  it('a data pool’s default code fits its billing company and address', async () => {
    const base = {
      name: 'Pool',
      customer_id: c.customerId,
      invoicing_address_id: ad.CH,
      billing_company_id: co.NL,
      data_included: 100,
      data_price: 50,
      data_extra_price: 1,
    };
    const bad = await c.post('/data_pools/', { ...base, default_vat_code: 'vat_21' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.default_vat_code).toMatch(/export outside the EU|not charged on an export/);
    const ok = await c.post('/data_pools/', { ...base, default_vat_code: 'vat_export_services_0' });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('billing follows the parties', () => {
  /** A delivered package of the Belgian company with one running service at `vat_code`, billed to `address`. */
  const livePackage = async (address: number, vat_code: string) => {
    const pkg = await c.createPackage({ reference: `VAT-${Math.random().toString(36).slice(2, 8)}`, invoicing_address_id: address, billing_company_id: co.BE });
    await force(c.t, 'packages', pkg.id, { status: 'delivered' });
    const s = await c.createService(pkg.id, { price: 10, start_date: '2026-05-01', vat_code });
    await force(c.t, 'services', s.id, { status: 'DELIVERED', start_date: '2026-05-01' });
    return pkg;
  };
  /** A Belgian buyer whose address then moves to France with a French VAT number: vat_21 no longer fits. */
  const movedBuyer = async () => {
    const id = (await c.post('/addresses/', { name: 'Moving buyer', customer_id: c.customerId, country: 'BE', vat: 'BE0202239951' })).json().id;
    return id as number;
  };
  const moveToFrance = (id: number) => c.put(`/addresses/${id}`, { country: 'FR', vat: 'FR23334175221' });

  it('package billing refuses a service code that no longer fits, and bills the one that does', async () => {
    const moving = await movedBuyer();
    const bad = await livePackage(moving, 'vat_21');
    expect((await moveToFrance(moving)).statusCode).toBe(200);
    const refused = await c.post(`/packages/${bad.id}/invoice`, { period: '2026-06' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^VAT code vat_21 is not charged to a buyer in another EU member state/);
    const good = await livePackage(ad.FR, 'vat_intra_services_0');
    const billed = await c.post(`/packages/${good.id}/invoice`, { period: '2026-06' });
    expect(billed.statusCode, billed.body).toBe(200);
    const lines = (await c.get(`/invoice_lines/?invoice_id=${billed.json().id}`)).results;
    expect(lines.map((l: any) => l.vat_code)).toEqual(['vat_intra_services_0', 'vat_intra_services_0']);
  });

  it('the month-end run skips the package with the reason and bills the others', async () => {
    const admin = c.t.as((await createUser(c.t, 'admin')).token);
    const moving = await movedBuyer();
    const bad = await livePackage(moving, 'vat_21');
    await moveToFrance(moving);
    const good = await livePackage(ad.BE, 'vat_21');
    const { id } = (await admin({ method: 'POST', url: '/api/v1/billing_runs/', payload: { period: '2026-07' } })).json();
    await c.t.database.query(`update billing_runs set status = 'queued', as_of = '2026-08-15' where id = $1`, [id]);
    while (!(await workRun(c.t.database.db as any, systemCtx, id))) {}
    const run = (await admin({ method: 'GET', url: `/api/v1/billing_runs/${id}` })).json();
    expect(run.status).toBe('done');
    expect(run.skipped).toEqual(
      expect.arrayContaining([
        {
          kind: 'package',
          id: bad.id,
          reference: null,
          reason: expect.stringMatching(/^VAT code vat_21 is not charged to a buyer in another EU member state/),
        },
      ]),
    );
    expect((await c.get(`/invoices/?package_id=${bad.id}`)).results).toEqual([]);
    const billed = (await c.get(`/invoices/?package_id=${good.id}`)).results;
    expect(billed).toHaveLength(1);
    expect(billed[0].total_tax).toBe(billed[0].total_untaxed * 0.21);
  });
});
