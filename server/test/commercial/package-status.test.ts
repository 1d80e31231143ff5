// A confirmed package's status follows its services and lines (issue 25, decision 0063): the contract's
// derivation, the trigger that keeps packages.status on every write path with a log entry, the repair
// command, and the daily job that ends ENDING services on their end date (with a fake clock).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { derivePackageStatus, endStatus } from '@console/contract';
import { maintainedFields, checkMaintained, repairMaintained } from '../../src/platform/maintained.ts';
import { allResources } from '../../src/platform/registry.ts';
import '../../src/resources/index.ts';
import { nextDatedRunAt, runDatedTransitions } from '../../src/resources/commercial/packages/dated-transitions.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const statusOf = async (id: number) => (await c.get(`/packages/${id}`)).status as string;
/** Read from the table: under the fake clock the session of the API calls has expired. */
const storedStatus = async (id: number) => ((await c.t.database.query('select status from packages where id = $1', [id])).rows[0] as any).status;
const ok = async (url: string, payload: unknown = {}) => {
  const res = await c.post(url, payload);
  expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
  return res.json();
};
const statusLogs = async (id: number) =>
  (
    await c.t.database.query(
      `select before, after from logs where object_type = 'package' and object_id = $1 and verb = 'update' and after ? 'status' order by id`,
      [String(id)],
    )
  ).rows.map((r: any) => `${r.before.status}>${r.after.status}`);
const field = () => maintainedFields(allResources()).filter((f) => f.name === 'packages.status');

describe('derivePackageStatus (contract)', () => {
  it('keeps draft by hand and otherwise reads the least advanced part', () => {
    expect(derivePackageStatus('draft', ['DELIVERED'], ['delivered'])).toBe('draft');
    expect(derivePackageStatus('provisioning', [], [])).toBe('provisioning');
    expect(derivePackageStatus('delivered', [], [])).toBe('provisioning');
    expect(derivePackageStatus('provisioning', ['PROVISIONING', 'SHIPPED'], [])).toBe('provisioning');
    expect(derivePackageStatus('provisioning', ['DRAFT', 'DELIVERED'], [])).toBe('provisioning');
    expect(derivePackageStatus('provisioning', ['PROVISIONED', 'DELIVERED'], ['shipped'])).toBe('provisioned');
    expect(derivePackageStatus('provisioning', ['DELIVERED'], ['shipped'])).toBe('shipped');
    expect(derivePackageStatus('shipped', ['DELIVERED', 'PAUSED'], ['delivered'])).toBe('delivered');
    expect(derivePackageStatus('delivered', ['PAUSED', 'IDLE'], ['delivered'])).toBe('paused');
    expect(derivePackageStatus('delivered', ['IDLE'], ['delivered'])).toBe('idle');
    expect(derivePackageStatus('delivered', ['ENDING', 'ENDED'], ['delivered'])).toBe('ending');
    expect(derivePackageStatus('delivered', ['DELIVERED', 'ENDED'], [])).toBe('delivered');
    expect(derivePackageStatus('ending', ['ENDED'], ['delivered'])).toBe('ended');
    // A package of hardware alone follows its lines.
    expect(derivePackageStatus('provisioning', [], ['delivered', 'delivered'])).toBe('delivered');
    expect(derivePackageStatus('provisioning', [], ['ended', 'ending'])).toBe('ending');
  });
});

describe('packages.status on the server', () => {
  it('walks a package from draft to ended through its services and lines, each change logged', async () => {
    const pkg = await c.createPackage();
    const a = await c.createService(pkg.id, { type: 'consultancy' });
    const b = await c.createService(pkg.id, { type: 'consultancy' });
    const line = await c.createLine(pkg.id);
    // A draft stays draft whatever its parts say: a delivered service does not confirm it.
    await force(c.t, 'services', b.id, { status: 'DELIVERED' });
    expect(await statusOf(pkg.id)).toBe('draft');
    await force(c.t, 'services', b.id, { status: 'DRAFT' });
    expect((await ok(`/packages/${pkg.id}/confirm`)).status).toBe('provisioning');
    expect(await statusOf(pkg.id)).toBe('provisioning');
    // Partial: one service provisioned, the other still provisioning.
    await ok(`/services/${a.id}/provision`);
    expect(await statusOf(pkg.id)).toBe('provisioning');
    await ok(`/services/${b.id}/provision`);
    await force(c.t, 'package_lines', line.id, { status: 'provisioned' });
    expect(await statusOf(pkg.id)).toBe('provisioned');
    // Bulk ship of both services; the line still provisioned holds the package back.
    await ok('/services/ship', { ids: [a.id, b.id], date: '2026-05-01', tracking_code: 'TRK-1' });
    expect(await statusOf(pkg.id)).toBe('provisioned');
    await ok(`/package_lines/${line.id}/ship`, { date: '2026-05-01', tracking_code: 'TRK-1' });
    expect(await statusOf(pkg.id)).toBe('shipped');
    // Partial delivery: one service delivered, the other and the line still shipped.
    await ok(`/services/${a.id}/deliver`, { date: '2026-05-02' });
    expect(await statusOf(pkg.id)).toBe('shipped');
    await ok(`/services/${b.id}/deliver`, { date: '2026-05-02' });
    await ok(`/package_lines/${line.id}/deliver`, { date: '2026-05-02' });
    expect(await statusOf(pkg.id)).toBe('delivered');
    // Pauses: one paused keeps it delivered, both paused pause it; idle likewise.
    await ok(`/services/${a.id}/pause`);
    expect(await statusOf(pkg.id)).toBe('delivered');
    await ok(`/services/${b.id}/pause`);
    expect(await statusOf(pkg.id)).toBe('paused');
    await ok(`/services/${a.id}/resume`);
    await ok(`/services/${b.id}/resume`);
    await ok(`/services/${a.id}/idle`);
    expect(await statusOf(pkg.id)).toBe('delivered');
    await ok(`/services/${b.id}/idle`);
    expect(await statusOf(pkg.id)).toBe('idle');
    await ok(`/services/${a.id}/unidle`);
    await ok(`/services/${b.id}/unidle`);
    expect(await statusOf(pkg.id)).toBe('delivered');
    // Ending, then ended.
    await ok(`/packages/${pkg.id}/start`, { date: '2026-05-02' });
    await ok(`/services/${a.id}/end`, { end_date: '2099-01-31', end_reason: 'OTHER' });
    expect(await statusOf(pkg.id)).toBe('delivered');
    await ok(`/services/${b.id}/end`, { end_date: '2099-01-31', end_reason: 'OTHER' });
    expect(await statusOf(pkg.id)).toBe('ending');
    await force(c.t, 'services', a.id, { end_date: '2026-05-31' });
    await force(c.t, 'services', b.id, { end_date: '2026-06-30' });
    expect(await runDatedTransitions(c.t.database.db, undefined, '2026-06-01')).toEqual([{ table: 'services', id: a.id, from: 'ENDING', to: 'ENDED' }]);
    expect(await statusOf(pkg.id)).toBe('ending');
    await runDatedTransitions(c.t.database.db, undefined, '2026-06-30');
    expect(await statusOf(pkg.id)).toBe('ended');
    expect(await statusLogs(pkg.id)).toEqual([
      'draft>provisioning',
      'provisioning>provisioned',
      'provisioned>shipped',
      'shipped>delivered',
      'delivered>paused',
      'paused>delivered',
      'delivered>idle',
      'idle>delivered',
      'delivered>ending',
      'ending>ended',
    ]);
    // The derived entries name the package and its customer, for the embedded log lists.
    const [entry] = (
      await c.t.database.query(
        `select object_repr, refs, by_system from logs where object_type = 'package' and object_id = $1 and after->>'status' = 'ended'`,
        [String(pkg.id)],
      )
    ).rows as any[];
    expect(entry).toMatchObject({ object_repr: pkg.reference, by_system: false });
    expect(entry.refs.customer_id).toBe(c.customerId);
  });

  it('follows generic updates, archives and a status written by hand; a package without parts is provisioning', async () => {
    const pkg = await c.createPackage();
    await ok(`/packages/${pkg.id}/confirm`);
    const s = await c.createService(pkg.id);
    await force(c.t, 'services', s.id, { status: 'DELIVERED' });
    expect(await statusOf(pkg.id)).toBe('delivered');
    // A line added to a delivered package (a new antenna, draft): the package waits for it.
    const line = await c.createLine(pkg.id);
    expect(await statusOf(pkg.id)).toBe('provisioning');
    const archived = await c.staff({ method: 'DELETE', url: `/api/v1/package_lines/${line.id}`, payload: { archived_reason: 'OTHER' } });
    expect(archived.statusCode, archived.body).toBeLessThan(300);
    expect(await statusOf(pkg.id)).toBe('delivered');
    // A status written behind the parts' back is brought back at once.
    await force(c.t, 'packages', pkg.id, { status: 'ended' });
    expect(await statusOf(pkg.id)).toBe('delivered');
    // ...and the services showing their package's status show the corrected one, not the one written.
    expect((await c.get(`/services/${s.id}`)).package.status).toBe('delivered');
    await force(c.t, 'services', s.id, { package_id: null });
    expect(await statusOf(pkg.id)).toBe('provisioning');
  });

  it('the repair command finds a broken status and puts it right', async () => {
    const pkg = await c.createPackage();
    await ok(`/packages/${pkg.id}/confirm`);
    const s = await c.createService(pkg.id);
    await force(c.t, 'services', s.id, { status: 'SHIPPED' });
    expect(await checkMaintained(c.t.database, field())).toEqual({});
    await c.t.database.rawTransaction(async (q) => {
      await q(`set local session_replication_role = replica`).catch(() => undefined);
      await q(`update packages set status = 'ended' where id = $1`, [pkg.id]);
    });
    expect((await checkMaintained(c.t.database, field()))['packages.status']).toEqual([{ id: pkg.id, stored: 'ended', expected: 'shipped' }]);
    expect(await repairMaintained(c.t.database, field())).toEqual({ 'packages.status': 1 });
    expect(await statusOf(pkg.id)).toBe('shipped');
    expect(await checkMaintained(c.t.database, field())).toEqual({});
  });
});

describe('the dated-transitions job', () => {
  it('ends ENDING services on their end date by the clock, once, logged, and the package follows', async () => {
    const pkg = await c.createPackage();
    await ok(`/packages/${pkg.id}/confirm`);
    const s = await c.createService(pkg.id);
    const later = await c.createService(pkg.id);
    await force(c.t, 'services', s.id, { status: 'ENDING', start_date: '2030-01-01', end_date: '2030-03-31' });
    await force(c.t, 'services', later.id, { status: 'ENDING', start_date: '2030-01-01', end_date: '2030-04-30' });
    expect(await statusOf(pkg.id)).toBe('ending');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-03-30T23:59:00Z'));
      expect(await runDatedTransitions(c.t.database.db)).toEqual([]);
      vi.setSystemTime(new Date('2030-03-31T00:05:00Z'));
      expect(endStatus('2030-03-31', '2030-03-31')).toBe('ENDED');
      expect((await runDatedTransitions(c.t.database.db)).map((m) => m.id)).toEqual([s.id]);
      // Idempotent: the same day again moves nothing.
      expect(await runDatedTransitions(c.t.database.db)).toEqual([]);
      expect(await storedStatus(pkg.id)).toBe('ending');
      vi.setSystemTime(new Date('2030-05-02T00:05:00Z'));
      expect((await runDatedTransitions(c.t.database.db)).map((m) => m.id)).toEqual([later.id]);
      expect(nextDatedRunAt().toISOString()).toBe('2030-05-03T00:05:00.000Z');
    } finally {
      vi.useRealTimers();
    }
    expect((await c.get(`/services/${s.id}`)).status).toBe('ENDED');
    expect(await statusOf(pkg.id)).toBe('ended');
    // The move is in the service's log, written by the system.
    const log = (
      await c.t.database.query(
        `select author_name, by_system, after from logs where object_type = 'service' and object_id = $1 and after->>'status' = 'ENDED'`,
        [String(s.id)],
      )
    ).rows as any[];
    expect(log).toEqual([{ author_name: 'system', by_system: true, after: { status: 'ENDED' } }]);
  });
});
