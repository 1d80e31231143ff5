import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINE_STATUSES, lineStatusLed } from '@console/contract';
import { devices } from '../../src/db/schema/index.ts';
import { attachLine, detachLinesOfDevice } from '../../src/resources/inventory/lines/lines.actions.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
let staffUser: Awaited<ReturnType<typeof createUser>>['user'];
let portalUserId: number;
let customerId: number;
let otherCustomerId: number;
let siteId: number;
let otherSiteId: number;
let providerId: number;
let deviceId: number;
let otherSiteDeviceId: number;
let archivedDeviceId: number;

const newDevice = async (serial: string, site: number, archived = false) =>
  (
    await t.database.db
      .insert(devices)
      .values({ serial, site_id: site, customer_id: customerId, in_stock: false, archived_at: archived ? new Date() : null })
      .returning({ id: devices.id })
  )[0].id;

const post = (url: string, payload: unknown) => staff({ method: 'POST', url: `/api/v1${url}`, payload });

beforeAll(async () => {
  t = await createTestApp();
  const s = await createUser(t, 'staff');
  staff = t.as(s.token);
  staffUser = s.user;
  portalUserId = (await createUser(t, 'portal')).user.id;
  customerId = (await post('/customers/', { name: 'Fibre Client' })).json().id;
  otherCustomerId = (await post('/customers/', { name: 'Other Client' })).json().id;
  siteId = (await post('/sites/', { name: 'Main office', customer_id: customerId })).json().id;
  otherSiteId = (await post('/sites/', { name: 'Warehouse', customer_id: customerId })).json().id;
  providerId = (await post('/line_providers/', { name: 'Proximus' })).json().id;
  deviceId = await newDevice('LINE-DEV-1', siteId);
  otherSiteDeviceId = await newDevice('LINE-DEV-2', otherSiteId);
  archivedDeviceId = await newDevice('LINE-DEV-3', siteId, true);
});
afterAll(() => t.close());

const createLine = async (over: Record<string, unknown> = {}) => {
  const res = await post('/lines/', {
    subscription_id: `SUB-${Math.random().toString(36).slice(2, 8)}`,
    site_id: siteId,
    provider_id: providerId,
    status: 'INSTALLED',
    line_type: 'FTTH',
    ...over,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe('line statuses', () => {
  it('share one list with colours, including the broadband values', () => {
    for (const s of ['XDSL INSTALLED', 'XDSL VALIDATED', 'FIBER VALIDATED', 'TEL VALIDATED']) expect(lineStatusLed(s)).toBe('green');
    expect(lineStatusLed('XDSL TO CANCEL')).toBe('yellow');
    expect(lineStatusLed('XDSL CANCELLED')).toBe('red');
    expect(lineStatusLed('CANCELLED')).toBe('red');
    expect(lineStatusLed('XDSL UNKNOWN STATUS')).toBe('gray');
    expect(lineStatusLed(null)).toBe('gray');
    expect(LINE_STATUSES).toContain('TRANSFER ASKED TO SUPPLIER');
    expect(LINE_STATUSES).toHaveLength(36);
  });
});

describe('lines', () => {
  it('creates a line at a site, taking the site customer, with computed names, status_led and last_updated_by', async () => {
    const line = await createLine({ status: 'XDSL TO CANCEL', assigned_to_id: staffUser.id });
    expect(line).toMatchObject({
      customer_id: customerId,
      customer_name: 'Fibre Client',
      site_name: 'Main office',
      provider_name: 'Proximus',
      status_led: 'yellow',
      device_id: null,
      assigned_to_name: `staff ${staffUser.lastname}`,
      last_updated_by: staffUser.email,
    });
    const shown = (await staff({ method: 'GET', url: `/api/v1/lines/${line.id}` })).json();
    expect(shown.status_led).toBe('yellow');
  });

  it('refuses a status or type outside the lists, a non-staff assignee and a site of another customer', async () => {
    const badStatus = await post('/lines/', { status: 'WHATEVER' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors.status).toBeTruthy();
    const badType = await post('/lines/', { line_type: 'Carrier pigeon' });
    expect(badType.statusCode).toBe(400);
    const portal = await post('/lines/', { assigned_to_id: portalUserId });
    expect(portal.statusCode).toBe(400);
    expect(portal.json().errors.assigned_to_id).toBe('Choose a staff user.');
    const other = await post('/lines/', { site_id: siteId, customer_id: otherCustomerId });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe("The site does not belong to the line's customer.");
    const ghostProvider = await post('/lines/', { provider_id: 999999 });
    expect(ghostProvider.statusCode).toBe(400);
    expect(ghostProvider.json().errors.provider_id).toBeTruthy();
  });

  it('attaches only to a live device of the line site, and detaches, with Ops History periods', async () => {
    const line = await createLine();
    const wrongSite = await post(`/lines/${line.id}/attach`, { device_id: otherSiteDeviceId });
    expect(wrongSite.statusCode).toBe(200);
    expect(wrongSite.json()).toEqual({
      success: false,
      reason: "The device is not on the line's site.",
      message: "The device is not on the line's site.",
      code: 'device_not_on_line_site',
      params: {},
    });
    const archived = await post(`/lines/${line.id}/attach`, { device_id: archivedDeviceId });
    expect(archived.json()).toMatchObject({ success: false, reason: 'The device is archived.' });
    const ghost = await post(`/lines/${line.id}/attach`, { device_id: 999999 });
    expect(ghost.statusCode).toBe(400);
    const missing = await post(`/lines/${line.id}/attach`, {});
    expect(missing.statusCode).toBe(400);
    const notALine = await post(`/lines/999999/attach`, { device_id: deviceId });
    expect(notALine.statusCode).toBe(404);

    const ok = await post(`/lines/${line.id}/attach`, { device_id: String(deviceId) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, id: line.id, device_id: deviceId, device_serial: 'LINE-DEV-1' });
    let periods = (await t.database.query(`select action, device_id, site_id, end_date from records where object_type = 'line' and object_id = $1`, [line.id]))
      .rows;
    expect(periods).toEqual([{ action: 'attach', device_id: deviceId, site_id: siteId, end_date: null }]);

    // Attached lines stay on their device's site.
    const move = await staff({ method: 'PUT', url: `/api/v1/lines/${line.id}`, payload: { site_id: otherSiteId } });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe('Detach the line from its device before moving it to another site.');

    const attached = await staff({ method: 'GET', url: `/api/v1/lines/?attached=true&site_id=${siteId}` });
    expect(attached.json().results.map((r: any) => r.id)).toContain(line.id);
    const byDevice = await staff({ method: 'GET', url: `/api/v1/lines/?device_id=${deviceId}` });
    expect(byDevice.json().count).toBe(1);

    const detached = await post(`/lines/${line.id}/detach`, { reason: 'Router swap' });
    expect(detached.json()).toMatchObject({ success: true, device_id: null });
    periods = (await t.database.query(`select end_date from records where object_type = 'line' and object_id = $1`, [line.id])).rows;
    expect(periods[0].end_date).not.toBeNull();
    const log = (
      await t.database.query(`select after, refs from logs where object_type = 'line' and object_id = $1 order by id desc limit 1`, [String(line.id)])
    ).rows[0];
    expect(log.after).toMatchObject({ device_id: null, detach_reason: 'Router swap' });
    expect(log.refs.device_id).toBe(deviceId);

    const again = await post(`/lines/${line.id}/detach`, {});
    expect(again.json()).toMatchObject({ success: false, reason: 'The line is not attached to a device.' });
  });

  it('detaches every line of a device for the devices resource, returning subscription and provider', async () => {
    const a = await createLine({ subscription_id: 'SUB-A' });
    const b = await createLine({ subscription_id: 'SUB-B' });
    const ctx = { actor: { id: staffUser.id, email: staffUser.email, name: 'Staff', is_admin: false, is_staff: true, customer_id: null, permissions: [] } };
    const rows = await t.database.db.transaction(async (tx) => {
      await attachLine(tx, ctx, a.id, deviceId);
      await attachLine(tx, ctx, b.id, deviceId);
      return detachLinesOfDevice(tx, ctx, deviceId, { reason: 'archived device' });
    });
    expect(rows.map((r) => [r.subscription_id, r.provider_name])).toEqual([
      ['SUB-A', 'Proximus'],
      ['SUB-B', 'Proximus'],
    ]);
    const left = await staff({ method: 'GET', url: `/api/v1/lines/?device_id=${deviceId}` });
    expect(left.json().count).toBe(0);
  });

  it('archives with detach by default, refuses detach=false while attached, and closes the period', async () => {
    const line = await createLine();
    await post(`/lines/${line.id}/attach`, { device_id: deviceId });
    const refused = await staff({ method: 'DELETE', url: `/api/v1/lines/${line.id}`, payload: { archived_reason: 'END OF SITE', detach: false } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'The line is attached to a device: detach it first, or archive with detach.',
      code: 'line_attached_archive',
    });
    const bulk = await staff({ method: 'DELETE', url: `/api/v1/lines/`, payload: { ids: [line.id], detach: 'false', archived_reason: 'OTHER' } });
    expect(bulk.json()).toEqual([
      {
        id: line.id,
        success: false,
        reason: 'The line is attached to a device: detach it first, or archive with detach.',
        code: 'line_attached_archive',
        params: {},
      },
    ]);

    const archived = await staff({ method: 'DELETE', url: `/api/v1/lines/${line.id}`, payload: { archived_reason: 'END OF SITE' } });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ success: true, device_id: null, archived_reason: 'END OF SITE' });
    const open = (await t.database.query(`select count(*)::int c from records where object_type = 'line' and object_id = $1 and end_date is null`, [line.id]))
      .rows[0];
    expect(open.c).toBe(0);
    const attachArchived = await post(`/lines/${line.id}/attach`, { device_id: deviceId });
    expect(attachArchived.json()).toMatchObject({ success: false, reason: 'An archived line cannot be attached.' });
    const unarchived = await post(`/lines/${line.id}/unarchive`, {});
    expect(unarchived.json()).toMatchObject({ success: true, archived_at: null });
  });

  it('filters by status (repeatable), type, provider, next action due and q on subscription, sales order and address', async () => {
    const due = await createLine({
      status: 'TO ORDER',
      next_action_date: '2020-01-01',
      sales_order_number: 'SO-77881',
      address: 'Rue de la Loi 16, Bruxelles',
    });
    const later = await createLine({ status: 'ON HOLD', next_action_date: '2999-01-01', line_type: 'TEL' });
    const ids = async (qs: string) => (await staff({ method: 'GET', url: `/api/v1/lines/?${qs}` })).json().results.map((r: any) => r.id);
    expect(await ids('status=TO%20ORDER&status=ON%20HOLD')).toEqual([later.id, due.id]);
    expect(await ids('next_action_due=true')).toContain(due.id);
    expect(await ids('next_action_due=true')).not.toContain(later.id);
    expect(await ids('next_action_due=false')).toContain(later.id);
    expect(await ids('line_type=TEL')).toEqual([later.id]);
    expect(await ids(`provider_id=${providerId}&status=TO%20ORDER`)).toEqual([due.id]);
    expect(await ids('q=77881')).toEqual([due.id]);
    expect(await ids('q=de%20la%20loi')).toEqual([due.id]);
    expect(await ids(`assigned_to_id=${staffUser.id}`)).toHaveLength(1);
    const bad = await staff({ method: 'GET', url: '/api/v1/lines/?attached=maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('stamps last_updated_by only on a write that changes something, and exports', async () => {
    const line = await createLine();
    const other = await createUser(t, 'staff');
    const same = await t.as(other.token)({ method: 'PUT', url: `/api/v1/lines/${line.id}`, payload: { ...line } });
    expect(same.json().last_updated_by).toBe(staffUser.email);
    const changed = await t.as(other.token)({ method: 'PUT', url: `/api/v1/lines/${line.id}`, payload: { notes: 'Call before 9' } });
    expect(changed.json().last_updated_by).toBe(other.user.email);
    const xls = await staff({ method: 'GET', url: '/api/v1/lines/export.xls' });
    expect(xls.statusCode).toBe(200);
    expect(xls.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
