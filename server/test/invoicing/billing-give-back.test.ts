// The invoiced state is owned by the invoice that billed it (decision 0060): deleting a billed draft
// gives back the periods, usage months and hardware it billed (services, package lines, data pools),
// so the next invoice bills them again, once; a draft whose items a later invoice billed since refuses
// the deletion; a draft that gave back cannot be restored; is_invoiced cannot be unticked by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIVE_BACK_MESSAGES } from '../../src/resources/invoicing/billing/billing-give-back.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const livePackage = async () => {
  const pkg = await c.createPackage({ reference: `GB-${Math.random().toString(36).slice(2, 8)}`, default_vat_code: 'vat_21' });
  await force(c.t, 'packages', pkg.id, { status: 'delivered' });
  return pkg;
};
const running = async (packageId: number, over: Record<string, unknown>) => {
  const s = await c.createService(packageId, over);
  await force(c.t, 'services', s.id, { status: 'DELIVERED' });
  return s;
};
const invoice = async (what: string, id: number, period: string) => {
  const res = await c.post(`/${what}/${id}/invoice`, { period });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const archive = (id: number) => c.staff({ method: 'DELETE', url: `/api/v1/invoices/${id}`, payload: {} });
const simulate = async (what: string, id: number, period: string) =>
  (await c.staff({ method: 'GET', url: `/api/v1/${what}/${id}/simulate?period=${period}` })).json();

/** A package with a monthly service, a one-time service and a delivered hardware line. */
async function billedPackage() {
  const pkg = await livePackage();
  const monthly = await running(pkg.id, { type: 'sdwan', frequency: 'monthly', price: 31, start_date: '2026-02-01' });
  const once = await running(pkg.id, { type: 'activation', frequency: 'onetime', price: 99.5, start_date: '2026-02-15' });
  const line = await c.createLine(pkg.id, { price: 120, qty: 2 });
  await force(c.t, 'package_lines', line.id, { status: 'delivered', delivery_date: '2026-02-20' });
  return { pkg, monthly, once, line };
}

describe('deleting a billed draft gives back what it billed', () => {
  it('package: services and hardware back as they were; billed again once, for the same amount', async () => {
    const { pkg, monthly, once, line } = await billedPackage();
    const before = await simulate('packages', pkg.id, '2026-03');
    const first = await invoice('packages', pkg.id, '2026-03');
    expect(await c.get(`/services/${monthly.id}`)).toMatchObject({ billed_through: '2026-03-31', last_invoice_id: first });
    expect(await c.get(`/package_lines/${line.id}`)).toMatchObject({ is_invoiced: true, invoice_id: first });
    expect((await simulate('packages', pkg.id, '2026-03')).lines).toEqual([]);

    const del = await archive(first);
    expect(del.statusCode, del.body).toBe(200);
    expect(await c.get(`/services/${monthly.id}`)).toMatchObject({ billed_through: null, last_invoice_id: null });
    expect(await c.get(`/services/${once.id}`)).toMatchObject({ billed_through: null, last_invoice_id: null });
    expect(await c.get(`/package_lines/${line.id}`)).toMatchObject({ is_invoiced: false, invoice_id: null });
    expect(await simulate('packages', pkg.id, '2026-03')).toEqual(before);

    const second = await invoice('packages', pkg.id, '2026-03');
    expect((await c.get(`/invoices/${second}`)).total).toBe(before.total);
    expect(await c.get(`/package_lines/${line.id}`)).toMatchObject({ is_invoiced: true, invoice_id: second });
    // Billed once: nothing due now.
    expect((await c.post(`/packages/${pkg.id}/invoice`, { period: '2026-03' })).statusCode).toBe(409);
  });

  it('refuses while a later invoice has billed the same items; gives back in reverse order', async () => {
    const { pkg, monthly } = await billedPackage();
    const march = await invoice('packages', pkg.id, '2026-03');
    const april = await invoice('packages', pkg.id, '2026-04');
    const refused = await archive(march);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GIVE_BACK_MESSAGES.billedAgain(`service ${monthly.id}`, april));
    expect(refused.json()).toMatchObject({ code: 'draft_billed_again_by', params: { item: `service ${monthly.id}`, invoice: String(april) } });
    expect((await c.get(`/invoices/${march}`)).archived_at).toBeNull();
    // Positive control: the later one first, then the earlier one.
    expect((await archive(april)).statusCode).toBe(200);
    expect(await c.get(`/services/${monthly.id}`)).toMatchObject({ billed_through: '2026-03-31', last_invoice_id: march });
    expect((await archive(march)).statusCode).toBe(200);
    expect(await c.get(`/services/${monthly.id}`)).toMatchObject({ billed_through: null, last_invoice_id: null });
  });

  it('usage months and top-ups are given back too', async () => {
    const pkg = await livePackage();
    const s = await running(pkg.id, { type: 'starlink', price: 100, start_date: '2026-03-01', data_extra_price: 1 });
    await force(c.t, 'services', s.id, {
      top_up_blocks_history: JSON.stringify([{ source: 'console', data_amount: 50, start_date: '2026-03-12', expiration_date: '2026-03-31' }]),
    });
    const inv = await invoice('packages', pkg.id, '2026-03');
    expect(await c.get(`/services/${s.id}`)).toMatchObject({ usage_billed_through: '2026-03-31' });
    expect((await archive(inv)).statusCode).toBe(200);
    expect(await c.get(`/services/${s.id}`)).toMatchObject({ usage_billed_through: null, billed_through: null });
    expect((await simulate('packages', pkg.id, '2026-03')).lines.map((l: any) => l.kind)).toEqual(['recurring', 'topup']);
  });

  it('data pool: its periods back; billed again once', async () => {
    const res = await c.post('/data_pools/', {
      type: 'cellular',
      invoicing_address_id: c.addressId,
      customer_id: c.customerId,
      data_included: 1000,
      data_price: 990,
      data_extra_price: 1.5,
      start_date: '2026-03-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const pool = res.json().id;
    const inv = await invoice('data_pools', pool, '2026-03');
    expect(await c.get(`/data_pools/${pool}`)).toMatchObject({ billed_through: '2026-03-31', last_invoice_id: inv });
    expect((await archive(inv)).statusCode).toBe(200);
    expect(await c.get(`/data_pools/${pool}`)).toMatchObject({ billed_through: null, last_invoice_id: null });
    await invoice('data_pools', pool, '2026-03');
    expect((await c.post(`/data_pools/${pool}/invoice`, { period: '2026-03' })).statusCode).toBe(409);
  });

  it('a billed draft that gave back cannot be restored; a hand-made draft can', async () => {
    const { pkg } = await billedPackage();
    const billed = await invoice('packages', pkg.id, '2026-03');
    expect((await archive(billed)).statusCode).toBe(200);
    const restore = await c.post(`/invoices/${billed}/unarchive`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toMatchObject({ message: GIVE_BACK_MESSAGES.givenBack, code: 'draft_given_back' });
    const manual = await c.post('/invoices/', {
      invoicing_address_id: c.addressId,
      lines: [{ product_name: 'By hand', qty: 1, unit_price: 10, vat_code: 'vat_21' }],
    });
    expect(manual.statusCode, manual.body).toBe(201);
    expect((await archive(manual.json().id)).statusCode).toBe(200);
    expect((await c.post(`/invoices/${manual.json().id}/unarchive`)).statusCode).toBe(200);
  });

  it('two deletions of one draft at once give back once', async () => {
    const { pkg, monthly } = await billedPackage();
    const inv = await invoice('packages', pkg.id, '2026-03');
    const codes = (await Promise.all([archive(inv), archive(inv)])).map((r) => r.statusCode).sort();
    // The second deletion finds the draft archived: a wrong-state refusal (decision 0076).
    expect(codes).toEqual([200, 409]);
    expect(await c.get(`/services/${monthly.id}`)).toMatchObject({ billed_through: null });
    expect(Number((await c.t.database.query('select count(*) as n from billing_marks where invoice_id = $1', [inv])).rows[0].n)).toBe(0);
  });
});

describe('is_invoiced belongs to the invoice', () => {
  it('PUT /package_lines/{id} cannot untick it (ignored, still answered); other fields still write', async () => {
    const { pkg, line } = await billedPackage();
    const inv = await invoice('packages', pkg.id, '2026-03');
    const res = await c.put(`/package_lines/${line.id}`, { is_invoiced: false, notes: 'checked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_invoiced: true, invoice_id: inv, notes: 'checked' });
    expect((await simulate('packages', pkg.id, '2026-03')).lines).toEqual([]);
    // Nor can a line be created already invoiced.
    const created = await c.post('/package_lines/', { package_id: pkg.id, price: 5, is_invoiced: true });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().is_invoiced).toBe(false);
  });
});
