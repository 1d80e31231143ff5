// Actions are the only way to move state (issue 25, decision 0064): the generic create and edit of a
// service or a package line cannot write a field an action owns (device, IP, line, serial once
// provisioned, shipping and delivery fields, end date and reason); the refusal is a 400 naming the
// action, and nothing is written. Beside each refusal, the action writes the same field (positive
// control), and an edit form that sends the owned value back unchanged still saves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedMessage } from '../../src/resources/commercial/services/action-owned.ts';
import { SERVICE_OWNED_FIELDS } from '../../src/resources/commercial/services/services.resource.ts';
import { PACKAGE_LINE_OWNED_FIELDS } from '../../src/resources/commercial/package_lines/package_lines.resource.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const provisioning = async (over: Record<string, unknown> = {}) => {
  const pkg = await c.createPackage();
  const s = await c.createService(pkg.id, over);
  await force(c.t, 'services', s.id, { status: 'PROVISIONING' });
  return s;
};
let seq = 0;
const device = async (over: Record<string, unknown> = {}) => {
  const res = await c.post('/devices/', { serial: `OWN-${++seq}`, product_id: c.router, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const refusedFor = (res: { statusCode: number; json: () => any }, field: string, owned: Record<string, any>) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(ownedMessage(owned[field]));
  expect(res.json().errors[field]).toBe(ownedMessage(owned[field]));
};

describe('services: fields an action owns', () => {
  it('the device is the Provision action’s: an edit cannot point a service at another customer’s deployed device', async () => {
    const s = await provisioning({ type: 'sdwan' });
    const theirs = await device({ site_id: c.otherSiteId, in_stock: false });
    const res = await c.put(`/services/${s.id}`, { device_id: theirs.id });
    refusedFor(res, 'device_id', SERVICE_OWNED_FIELDS);
    expect(res.json().message).toBe('The device is set by the Provision action, not by an edit.');
    expect(await c.get(`/services/${s.id}`)).toMatchObject({ device_id: null, status: 'PROVISIONING' });
    // Positive control: Provision takes a device in stock.
    const stock = await device();
    const ok = await c.post(`/services/${s.id}/provision`, { device_id: stock.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'PROVISIONED', device_id: stock.id });
    // The edit form sends the device back unchanged: saved, the other fields written.
    const edit = await c.put(`/services/${s.id}`, { device_id: stock.id, name: 'Router at the gate' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ device_id: stock.id, name: 'Router at the gate' });
    // Nor can an edit take the device away or swap it.
    refusedFor(await c.put(`/services/${s.id}`, { device_id: null }), 'device_id', SERVICE_OWNED_FIELDS);
    refusedFor(await c.put(`/services/${s.id}`, { device_id: theirs.id }), 'device_id', SERVICE_OWNED_FIELDS);
    expect((await c.get(`/services/${s.id}`)).device_id).toBe(stock.id);
  });

  it('the IP and the line are the Provision action’s', async () => {
    const sdip = await provisioning({ type: 'sdip' });
    const ip = (await c.post('/ips/', { address: '185.20.9.10' })).json();
    refusedFor(await c.put(`/services/${sdip.id}`, { ip_id: ip.id }), 'ip_id', SERVICE_OWNED_FIELDS);
    expect((await c.get(`/ips/${ip.id}`)).available).toBe(true);
    expect((await c.post(`/services/${sdip.id}/provision`, { ip_id: ip.id })).json()).toMatchObject({ status: 'PROVISIONED', ip_id: ip.id });

    const lineService = await provisioning({ type: 'line' });
    const line = await c.post('/lines/', { subscription_id: 'SUB-OWN-1', customer_id: c.customerId });
    expect(line.statusCode, line.body).toBe(201);
    refusedFor(await c.put(`/services/${lineService.id}`, { line_id: line.json().id }), 'line_id', SERVICE_OWNED_FIELDS);
    const ok = await c.post(`/services/${lineService.id}/provision`, { line_id: line.json().id });
    expect(ok.json()).toMatchObject({ status: 'PROVISIONED', line_id: line.json().id });
  });

  it('a custom serial is planned while provisioning, then the Provision action’s', async () => {
    const s = await provisioning({ type: 'custom' });
    const planned = await c.put(`/services/${s.id}`, { serial: 'CUS-PLAN' });
    expect(planned.statusCode, planned.body).toBe(200);
    expect((await c.post(`/services/${s.id}/provision`)).json()).toMatchObject({ status: 'PROVISIONED', serial: 'CUS-PLAN' });
    refusedFor(await c.put(`/services/${s.id}`, { serial: 'CUS-OTHER' }), 'serial', SERVICE_OWNED_FIELDS);
    expect((await c.put(`/services/${s.id}`, { serial: 'CUS-PLAN', notes: 'kept' })).statusCode).toBe(200);
  });

  it('shipping date and tracking code are the Ship action’s, the delivery date the Deliver action’s', async () => {
    const s = await provisioning();
    await force(c.t, 'services', s.id, { status: 'PROVISIONED' });
    refusedFor(await c.put(`/services/${s.id}`, { shipping_date: '2026-05-01' }), 'shipping_date', SERVICE_OWNED_FIELDS);
    refusedFor(await c.put(`/services/${s.id}`, { shipping_tracking_code: 'TRK-EDIT' }), 'shipping_tracking_code', SERVICE_OWNED_FIELDS);
    refusedFor(await c.put(`/services/${s.id}`, { delivery_date: '2026-05-02' }), 'delivery_date', SERVICE_OWNED_FIELDS);
    expect(await c.get(`/services/${s.id}`)).toMatchObject({ shipping_date: null, shipping_tracking_code: null, delivery_date: null });
    expect((await c.post(`/services/${s.id}/ship`, { date: '2026-05-01', tracking_code: 'TRK-1' })).json()).toMatchObject({
      status: 'SHIPPED',
      shipping_date: '2026-05-01',
      shipping_tracking_code: 'TRK-1',
    });
    expect((await c.post(`/services/${s.id}/deliver`, { date: '2026-05-02' })).json()).toMatchObject({ status: 'DELIVERED', delivery_date: '2026-05-02' });
    const back = await c.put(`/services/${s.id}`, { shipping_date: '2026-05-01', shipping_tracking_code: 'TRK-1', delivery_date: '2026-05-02', price: 30 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().price).toBe(30);
  });

  it('end date and reason are the End action’s: an edit cannot set them, so End still can', async () => {
    const s = await provisioning();
    await force(c.t, 'services', s.id, { status: 'DELIVERED', start_date: '2026-01-01' });
    refusedFor(await c.put(`/services/${s.id}`, { end_date: '2099-03-31' }), 'end_date', SERVICE_OWNED_FIELDS);
    refusedFor(await c.put(`/services/${s.id}`, { end_reason: 'RMA' }), 'end_reason', SERVICE_OWNED_FIELDS);
    const both = await c.put(`/services/${s.id}`, { end_date: '2099-03-31', end_reason: 'RMA' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('These fields are set by their actions, not by an edit: end_date (End), end_reason (End).');
    expect(Object.keys(both.json().errors).sort()).toEqual(['end_date', 'end_reason']);
    expect(await c.get(`/services/${s.id}`)).toMatchObject({ end_date: null, end_reason: null, status: 'DELIVERED' });
    const ended = await c.post(`/services/${s.id}/end`, { end_date: '2099-03-31', end_reason: 'UPSELL' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ENDING', end_date: '2099-03-31', end_reason: 'UPSELL' });
    refusedFor(await c.put(`/services/${s.id}`, { end_date: '2099-06-30' }), 'end_date', SERVICE_OWNED_FIELDS);
  });

  it('a new service cannot be created already provisioned, shipped, delivered or ended', async () => {
    const pkg = await c.createPackage();
    const stock = await device();
    const cases: [string, unknown][] = [
      ['device_id', stock.id],
      ['shipping_date', '2026-05-01'],
      ['delivery_date', '2026-05-02'],
      ['end_date', '2099-01-31'],
      ['end_reason', 'RMA'],
    ];
    for (const [field, value] of cases)
      refusedFor(await c.post('/services/', { package_id: pkg.id, type: 'sdwan', [field]: value }), field, SERVICE_OWNED_FIELDS);
    expect((await c.get(`/services/?package_id=${pkg.id}`)).count).toBe(0);
    // Positive control: the same create without them, and with empty values as a create form sends.
    const ok = await c.post('/services/', { package_id: pkg.id, type: 'sdwan', device_id: null, end_date: null, serial: 'PLANNED' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ device_id: null, serial: 'PLANNED' });
  });
});

describe('package lines: fields an action owns', () => {
  it('shipping fields are the Ship action’s, the delivery date the Deliver action’s', async () => {
    const pkg = await c.createPackage();
    const line = await c.createLine(pkg.id);
    await force(c.t, 'package_lines', line.id, { status: 'provisioned' });
    refusedFor(await c.put(`/package_lines/${line.id}`, { shipping_date: '2026-05-01' }), 'shipping_date', PACKAGE_LINE_OWNED_FIELDS);
    refusedFor(await c.put(`/package_lines/${line.id}`, { shipping_tracking_code: 'TRK-L' }), 'shipping_tracking_code', PACKAGE_LINE_OWNED_FIELDS);
    refusedFor(await c.put(`/package_lines/${line.id}`, { delivery_date: '2026-05-02' }), 'delivery_date', PACKAGE_LINE_OWNED_FIELDS);
    refusedFor(
      await c.post('/package_lines/', { package_id: pkg.id, device_product_id: c.antenna, price: 1, delivery_date: '2026-05-02' }),
      'delivery_date',
      PACKAGE_LINE_OWNED_FIELDS,
    );
    expect((await c.post(`/package_lines/${line.id}/ship`, { date: '2026-05-01', tracking_code: 'TRK-L' })).json()).toMatchObject({
      status: 'shipped',
      shipping_date: '2026-05-01',
      shipping_tracking_code: 'TRK-L',
    });
    expect((await c.post(`/package_lines/${line.id}/deliver`, { date: '2026-05-02' })).json()).toMatchObject({
      status: 'delivered',
      delivery_date: '2026-05-02',
    });
    const edit = await c.put(`/package_lines/${line.id}`, { shipping_date: '2026-05-01', shipping_tracking_code: 'TRK-L', notes: 'left at the gate' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().notes).toBe('left at the gate');
  });
});
