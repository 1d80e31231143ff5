// Deploy and back to stock (spec 2 §2, §5, §7): a device leaves the stock for a customer's site with
// its SIMs and comes back, the Ops History following; each refused from the wrong state (409) with
// nothing changed; the back-to-stock report with its checklist mailed to the delivery team.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_TO_STOCK_CHECKLIST, DEVICE_DELIVERY_MESSAGES as M } from '@console/contract';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: InjectOptions) => Promise<LightMyRequestResponse>;
let customer: number;
let otherCustomer: number;
let site: number;
let otherSite: number;
let product: number;
let n = 0;

const rows = async (q: string, params: unknown[] = []) => (await t.database.query(q, params)).rows;
const post = async (url: string, payload: object) => {
  const res = await staff({ method: 'POST', url: `/api/v1/${url}`, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
/** A device in stock with a SIM in its first port. */
async function stockDevice(opts: { virtual?: boolean } = {}) {
  n += 1;
  const d = await post('devices/', { serial: `DLV-${n}`, name: `Router ${n}`, product_id: product, site_id: 1, ...(opts.virtual ? { virtual: true } : {}) });
  const iccid = `89320000000000${String(n).padStart(4, '0')}0`;
  await post('simcards/bulk', { iccids: [iccid] });
  const [sim] = await rows(`select id, iccid from simcards where iccid = $1`, [iccid]);
  const port = Object.keys(d.ports_map)[0];
  const attached = await post(`simcards/${sim.id}/attach`, { device_id: d.id, port_name: port });
  expect(attached.success).toBe(true);
  return { device: d, sim, port };
}
const deviceOf = async (id: number) => (await staff({ method: 'GET', url: `/api/v1/devices/${id}` })).json();
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  customer = (await post('customers/', { name: 'Brasserie Dupont', default_data_limit_contacts: 'ops@dupont.be;it@dupont.be' })).id;
  otherCustomer = (await post('customers/', { name: 'Other' })).id;
  site = (await post('sites/', { name: 'Tourpes', customer_id: customer })).id;
  otherSite = (await post('sites/', { name: 'Elsewhere', customer_id: otherCustomer })).id;
  product = (await post('device_products/', { reference: 'DLV-BR1', name: 'Balance One', managed: true, ports_count: 1 })).id;
});

afterAll(async () => {
  await t?.close();
});

describe('deploy', () => {
  it('takes a device out of stock to the customer site with its SIM, defaults applied, a period opened', async () => {
    const { device, sim } = await stockDevice();
    const res = await staff({
      method: 'POST',
      url: `/api/v1/devices/${device.id}/deploy`,
      ...form({ customer_id: String(customer), site_id: String(site), reason: 'NEW SUBSCRIPTION', notes: 'Installed behind the bar' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: M.deployed,
      in_stock: false,
      site_id: site,
      customer_id: customer,
      customer_name: 'Brasserie Dupont',
      data_limit: 10,
      data_limit_contacts: 'ops@dupont.be;it@dupont.be',
      notes: 'Installed behind the bar',
    });
    const s = (await staff({ method: 'GET', url: `/api/v1/simcards/${sim.id}` })).json();
    expect([s.site_id, s.customer_id, s.device_id]).toEqual([site, customer, device.id]);
    const periods = await rows(
      `select site_id, customer_id, comment, end_date is null as open from records where object_type = 'device' and object_id = $1 order by id`,
      [device.id],
    );
    expect(periods.at(-1)).toMatchObject({ site_id: site, customer_id: customer, open: true, comment: 'NEW SUBSCRIPTION' });
    expect(periods.filter((p) => p.open)).toHaveLength(1);
    const log = await rows(`select after from logs where object_type = 'device' and object_id = $1 and verb = 'update' order by id`, [String(device.id)]);
    expect(log.some((l) => l.after.in_stock === false)).toBe(true);
  });

  it('keeps the data limit and contacts the form sends, and sets the ports', async () => {
    const { device, sim, port } = await stockDevice();
    const res = await post(`devices/${device.id}/deploy`, {
      customer_id: customer,
      site_id: site,
      data_limit: 25,
      data_limit_contacts: 'noc@dupont.be',
      ports_map: JSON.stringify({ [port]: null }),
    });
    expect(res).toMatchObject({ data_limit: 25, data_limit_contacts: 'noc@dupont.be' });
    expect((await deviceOf(device.id)).ports_map[port]).toBeNull();
    expect((await staff({ method: 'GET', url: `/api/v1/simcards/${sim.id}` })).json().device_id).toBeNull();
  });

  it('refuses without customer or site, a site of another customer, a virtual device without virtual customer: nothing changes', async () => {
    const { device } = await stockDevice();
    const cases: [object, string][] = [
      [{ site_id: site }, M.customerRequired],
      [{ customer_id: customer }, 'Choose a site.'],
      [{ customer_id: customer, site_id: otherSite }, 'The site belongs to another customer.'],
    ];
    for (const [payload, message] of cases) {
      const res = await staff({ method: 'POST', url: `/api/v1/devices/${device.id}/deploy`, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const virtual = (await stockDevice({ virtual: true })).device;
    const res = await staff({ method: 'POST', url: `/api/v1/devices/${virtual.id}/deploy`, payload: { customer_id: customer, site_id: site } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.virtual_customer_id).toBe(M.virtualCustomerRequired);
    const ok = await post(`devices/${virtual.id}/deploy`, { customer_id: customer, site_id: site, virtual_customer_id: otherCustomer });
    expect(ok.owner_id).toBe(otherCustomer);
    expect(await deviceOf(device.id)).toMatchObject({ in_stock: true, site_id: 1 });
  });

  it('a deployed device is refused, 409 naming its state, and stays where it is', async () => {
    const { device } = await stockDevice();
    await post(`devices/${device.id}/deploy`, { customer_id: customer, site_id: site });
    const res = await staff({ method: 'POST', url: `/api/v1/devices/${device.id}/deploy`, payload: { customer_id: otherCustomer, site_id: otherSite } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notInStock);
    expect(await deviceOf(device.id)).toMatchObject({ site_id: site, customer_id: customer });
  });
});

describe('back to stock', () => {
  it('brings a deployed device back: lines detached, SIMs out, periods closed, report mailed with the checklist', async () => {
    const { device, sim } = await stockDevice();
    await post(`devices/${device.id}/deploy`, { customer_id: customer, site_id: site });
    const lineProvider = (await post('line_providers/', { name: 'Proximus' })).id;
    const line = await post('lines/', { provider_id: lineProvider, customer_id: customer, site_id: site, subscription_id: 'SUB-42' });
    expect((await post(`lines/${line.id}/attach`, { device_id: device.id })).success).not.toBe(false);
    const res = await staff({
      method: 'POST',
      url: `/api/v1/devices/${device.id}/back_to_stock`,
      ...form({
        reason: 'END SUBSCRIPTION',
        disassemble: 'true',
        missing_or_broken_accessories: 'true',
        date: '2026-11-20T10:00:00.000Z',
        notes: 'Power supply missing',
        site_id: '1',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      success: true,
      message: M.backToStock,
      serial: device.serial,
      customer: 'Brasserie Dupont',
      site: 'Tourpes',
      reason: 'END SUBSCRIPTION',
      disassemble: true,
      date: '2026-11-20',
      product: 'Balance One',
    });
    expect(a.ops_sim_cards.map((s: { iccid: string }) => s.iccid)).toEqual([sim.iccid]);
    expect(a.lines).toEqual([{ id: line.id, subscription: 'SUB-42', provider: 'Proximus' }]);
    expect(a.checklist).toHaveLength(12);
    // Not linked to a controller: nothing fetched, the month's stored usage still reported.
    expect(a.last_total_usage).toBeNull();
    expect(a.current_month_usage).toBe(0);
    expect(await deviceOf(device.id)).toMatchObject({ in_stock: true, site_id: 1, sim_cards_count: 0, lines_count: 0 });
    expect((await staff({ method: 'GET', url: `/api/v1/lines/${line.id}` })).json().device_id).toBeNull();
    const open = await rows(`select site_id from records where object_type = 'device' and object_id = $1 and end_date is null`, [device.id]);
    expect(open).toEqual([{ site_id: 1 }]);
    const [mail] = await rows(`select recipient, subject, body from outbox where subject like $1`, [`%${device.serial}%`]);
    expect(mail.recipient).toBe('delivery@example.com');
    expect(mail.subject).toBe(`Back to stock: ${device.serial} from Brasserie Dupont`);
    for (const s of ['Power supply missing', sim.iccid, 'SUB-42', 'Missing or broken accessories: yes', ...BACK_TO_STOCK_CHECKLIST])
      expect(mail.body).toContain(s);
  });

  it('keeps the SIMs in the device when not disassembled', async () => {
    const { device, sim } = await stockDevice();
    await post(`devices/${device.id}/deploy`, { customer_id: customer, site_id: site });
    const a = await post(`devices/${device.id}/back_to_stock`, { disassemble: false, reason: 'END DEMO' });
    expect(a.ops_sim_cards).toEqual([]);
    const s = (await staff({ method: 'GET', url: `/api/v1/simcards/${sim.id}` })).json();
    expect([s.device_id, s.site_id]).toEqual([device.id, 1]);
  });

  it('refuses a device in stock (409) and a site that is not a stock site (400), changing nothing and mailing nothing', async () => {
    const { device } = await stockDevice();
    const before = (await rows(`select count(*)::int as n from outbox`))[0].n;
    const inStock = await staff({ method: 'POST', url: `/api/v1/devices/${device.id}/back_to_stock`, payload: {} });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe(M.inStock);
    await post(`devices/${device.id}/deploy`, { customer_id: customer, site_id: site });
    const notStock = await staff({ method: 'POST', url: `/api/v1/devices/${device.id}/back_to_stock`, payload: { site_id: otherSite } });
    expect(notStock.statusCode).toBe(400);
    expect(notStock.json().errors.site_id).toBe(M.stockSiteRequired);
    const bad = await staff({ method: 'POST', url: `/api/v1/devices/${device.id}/back_to_stock`, payload: { reason: 'BROKEN ON PURPOSE' } });
    expect(bad.statusCode).toBe(400);
    expect(await deviceOf(device.id)).toMatchObject({ in_stock: false, site_id: site, sim_cards_count: 1 });
    expect((await rows(`select count(*)::int as n from outbox`))[0].n).toBe(before);
  });
});
