// A package and its lines are one change (issue 28, decision 0084), as an invoice and its lines: a
// package created with three lines in one transaction is one entry with the lines inside; a line's
// edit or delivery step is one update entry of its package with the line inside; the line's own Logs
// tab (package_line_id) finds the package's entries that carry it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCtx } from '../../src/platform/context.ts';
import { createRow } from '../../src/platform/store.ts';
import { packageLinesResource } from '../../src/resources/commercial/package_lines/package_lines.resource.ts';
import { packagesResource } from '../../src/resources/commercial/packages/packages.resource.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const packageEntries = async (id: number) => (await c.get(`/logs/?package_id=${id}&by_system=all`)).results as any[];
const ownEntries = async (lineId: number) => (await c.get(`/logs/?object_type=package_line&object_id=${lineId}&by_system=all`)).results as any[];
const lineTab = async (lineId: number) => (await c.get(`/logs/?package_line_id=${lineId}&by_system=all`)).results as any[];

describe('a package and its lines in the activity log', () => {
  it('logs a package created with three lines in one transaction as one entry with the lines inside', async () => {
    const { pkg, lines } = await c.t.database.db.transaction(async (tx) => {
      const pkg = await createRow(tx, systemCtx, packagesResource, { customer_id: c.customerId, invoicing_address_id: c.addressId, site_id: c.siteId });
      const lines = [];
      for (const price of [100, 50, 10])
        lines.push(await createRow(tx, systemCtx, packageLinesResource, { package_id: pkg.id, device_product_id: c.antenna, price, qty: 1 }));
      return { pkg, lines };
    });
    const entries = await packageEntries(pkg.id as number);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ verb: 'create', object_type: 'package', object_id: String(pkg.id), object_repr: pkg.reference });
    expect(entry.lines.map((l: any) => [l.verb, l.object_type, l.object_id])).toEqual(lines.map((l) => ['create', 'package_line', String(l.id)]));
    expect(entry.lines[1].after).toMatchObject({ price: 50, qty: 1, package_id: pkg.id });
    // The package's own refs are kept (its site), the lines add what it lacks.
    expect(entry.refs).toMatchObject({ package_id: pkg.id, customer_id: c.customerId, site_id: c.siteId });
    for (const line of lines) {
      expect(await ownEntries(line.id as number)).toEqual([]);
      expect((await lineTab(line.id as number)).map((e) => e.id)).toEqual([entry.id]);
    }
  });

  it('logs a line edit as one update of its package with the line inside, found on the line tab', async () => {
    const pkg = await c.createPackage();
    const line = await c.createLine(pkg.id);
    const other = await c.createLine(pkg.id, { price: 7 });
    const res = await c.put(`/package_lines/${line.id}`, { price: 120, notes: 'Two antennas on the mast' });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await packageEntries(pkg.id);
    expect(entries.map((e) => [e.verb, e.lines?.map((l: any) => [l.verb, l.object_id]) ?? null])).toEqual([
      ['update', [['update', String(line.id)]]],
      ['update', [['create', String(other.id)]]],
      ['update', [['create', String(line.id)]]],
      ['create', null],
    ]);
    const [edit] = entries;
    expect(edit).toMatchObject({ object_type: 'package', object_id: String(pkg.id), object_repr: pkg.reference, before: {}, after: {} });
    expect(edit.lines[0]).toMatchObject({ before: { price: 100, notes: null }, after: { price: 120, notes: 'Two antennas on the mast' } });
    expect(await ownEntries(line.id)).toEqual([]);
    // The line's tab: the entries carrying this line, not its sibling's.
    expect((await lineTab(line.id)).map((e) => e.id)).toEqual([entries[0].id, entries[2].id]);
    expect((await lineTab(other.id)).map((e) => e.id)).toEqual([entries[1].id]);
  });

  it("logs a line's delivery steps inside its package's entries; the package's derived status stays the system's own entry", async () => {
    const pkg = await c.createPackage();
    const line = await c.createLine(pkg.id);
    await force(c.t, 'packages', pkg.id, { status: 'provisioning' });
    await force(c.t, 'package_lines', line.id, { status: 'provisioned' });
    const before = (await packageEntries(pkg.id)).length;
    const res = await c.post(`/package_lines/${line.id}/ship`, { date: '2026-05-01', tracking_code: 'TRK-PL-1' });
    expect(res.statusCode, res.body).toBe(200);
    const entries = (await packageEntries(pkg.id)).slice(0, (await packageEntries(pkg.id)).length - before);
    const byStaff = entries.filter((e) => e.lines);
    expect(byStaff).toHaveLength(1);
    expect(byStaff[0]).toMatchObject({ verb: 'update', object_type: 'package', author_id: c.staffUserId });
    expect(byStaff[0].lines).toEqual([
      expect.objectContaining({
        verb: 'update',
        object_type: 'package_line',
        object_id: String(line.id),
        before: expect.objectContaining({ status: 'provisioned', shipping_date: null }),
        after: expect.objectContaining({ status: 'shipped', shipping_date: '2026-05-01', shipping_tracking_code: 'TRK-PL-1' }),
      }),
    ]);
    // The status the package takes from its parts is the maintained field's entry (decision 0063), apart.
    for (const e of entries.filter((e) => !e.lines)) expect(Object.keys(e.after)).toEqual(['status']);
    expect(await ownEntries(line.id)).toEqual([]);
    expect((await lineTab(line.id)).map((e) => e.id)).toContain(byStaff[0].id);
  });
});
