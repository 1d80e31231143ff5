// Concurrency: many requests on the same records at once. On PGlite the requests are served one
// statement at a time; on PostgreSQL (TEST_DATABASE_URL) they run in parallel on the pool, so these
// tests look for deadlocks, lost updates and activity-log entries that do not match what happened.
// Whatever the interleaving: no 5xx, every record ends in a state the log explains entry by entry
// (each entry's `before` is the state the previous ones left), one entry per real change, none without.
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { isRetryable, retryingTransactions, TRANSACTION_ATTEMPTS } from '../../src/db/retry.ts';
import { customers, devices, simcards } from '../../src/db/schema/index.ts';
import { maintainedFields } from '../../src/platform/maintained.ts';
import { allResources } from '../../src/platform/registry.ts';
import { createTestApp, createUser, onPostgres, type TestApp } from '../support/helpers.ts';

// PGlite serves one transaction at a time: the rounds only shuffle the order there; on PostgreSQL they give races a chance.
const ROUNDS = onPostgres ? 5 : 3;
const TIMEOUT = 180_000;

let t: TestApp;
let staff: (o: any) => Promise<LightMyRequestResponse>;
let customerA: number;
let customerB: number;
let siteA: number;
let siteB: number;
let productId: number;
let poolP: number;
let poolQ: number;

const rows = async (q: string, params: unknown[] = []) => (await t.database.query(q, params)).rows;
const post = async (resource: string, payload: object) => {
  const res = await staff({ method: 'POST', url: `/api/v1/${resource}/`, payload });
  if (res.statusCode !== 201) throw new Error(`${resource}: ${res.body}`);
  return res.json();
};
const shuffle = <T>(list: T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const lastLogId = async () => Number((await rows(`select coalesce(max(id), 0) as n from logs`))[0].n);

/** Fails with the answers that were 5xx, so a deadlock or a pool error shows its message. */
function expectNo5xx(answers: LightMyRequestResponse[]) {
  const bad = answers.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body}`);
  expect(bad).toEqual([]);
}

/**
 * The table's own columns (what the log must explain), less the timestamps of the change itself and
 * the maintained fields, which follow other records' changes (decision 0015).
 */
const columnsOf = (table: Parameters<typeof getTableColumns>[0]) => {
  const maintained = new Set(
    maintainedFields(allResources())
      .filter((f) => f.table === getTableName(table))
      .map((f) => f.field),
  );
  return Object.keys(getTableColumns(table)).filter((k) => k !== 'created_at' && k !== 'updated_at' && !maintained.has(k));
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

interface LogEntry {
  id: number;
  verb: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Replays an object's log from its create entry: every entry changes something, its `before` is the
 * state the previous entries left (a lost update or a doubled entry breaks the chain), and the replay
 * ends on the record as it is now. Answers the entries after the create one.
 */
async function checkLogChain(objectType: string, id: number, resource: string, columns: string[]): Promise<LogEntry[]> {
  const entries: LogEntry[] = await rows(`select id, verb, before, after from logs where object_type = $1 and object_id = $2 order by id`, [
    objectType,
    String(id),
  ]);
  expect(entries[0]?.verb, `${objectType} ${id}: first entry`).toBe('create');
  const state: Record<string, unknown> = { ...entries[0].after };
  for (const e of entries.slice(1)) {
    const where = `${objectType} ${id}, log ${e.id} (${e.verb})`;
    expect(['update', 'archive'], where).toContain(e.verb);
    const keys = Object.keys(e.after ?? {});
    expect(keys.length, `${where}: an entry without a change`).toBeGreaterThan(0);
    expect(
      keys.some((k) => !same(e.before?.[k], e.after?.[k])),
      `${where}: before equals after`,
    ).toBe(true);
    for (const k of Object.keys(e.before ?? {})) {
      if (columns.includes(k)) expect(e.before![k], `${where}: before.${k} is not the state the log left`).toEqual(state[k] ?? null);
    }
    Object.assign(state, e.after);
  }
  const res = await staff({ method: 'GET', url: `/api/v1/${resource}/${id}` });
  expect(res.statusCode).toBe(200);
  const now = res.json();
  for (const k of columns) expect(state[k] ?? null, `${objectType} ${id}: ${k} now vs. the log`).toEqual(now[k] ?? null);
  return entries.slice(1);
}

/** archived_at, archived_date, reason, notes and decommission tell the same story. */
function expectArchiveFieldsCoherent(row: Record<string, any>) {
  if (row.archived_at) {
    expect(row.archived_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  } else {
    expect([row.archived_date, row.archived_reason, row.archived_notes]).toEqual([null, null, null]);
    expect(row.decommission).toBe(false);
  }
}

/** The entries that archived or unarchived the record, in order: true for archive, false for unarchive. */
function archiveSteps(entries: LogEntry[]): boolean[] {
  const steps: boolean[] = [];
  for (const e of entries) {
    if (!e.after || !('archived_at' in e.after)) continue;
    const archived = e.after.archived_at != null;
    expect(e.verb, `log ${e.id}`).toBe(archived ? 'archive' : 'update');
    expect(e.before?.archived_at != null, `log ${e.id}: archived from archived, or unarchived from live`).toBe(!archived);
    steps.push(archived);
  }
  return steps;
}

/** Open Ops History periods of a device: one while it is live, none once archived. */
async function openPeriods(objectType: string, id: number) {
  return rows(`select site_id, customer_id, device_id from records where object_type = $1 and object_id = $2 and end_date is null`, [objectType, id]);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = t.as((await createUser(t, 'staff')).token);
  customerA = (await post('customers', { name: 'Concurrent A' })).id;
  customerB = (await post('customers', { name: 'Concurrent B' })).id;
  siteA = (await post('sites', { name: 'Site A', customer_id: customerA, lat: 50.8, lng: 4.3 })).id;
  siteB = (await post('sites', { name: 'Site B', customer_id: customerB, lat: 51.2, lng: 4.4 })).id;
  productId = (await post('device_products', { reference: 'CONC-BR1', name: 'Concurrent BR1', brand: 'Peplink', ports_count: 1 })).id;
  poolP = (await post('simpools', { name: 'Pool P' })).id;
  poolQ = (await post('simpools', { name: 'Pool Q' })).id;
}, 60_000);
afterAll(() => t?.close());

async function bulkDevices(prefix: string, n: number, siteId?: number): Promise<{ id: number; serial: string }[]> {
  const serials = range(1, n).map((i) => `${prefix}-${String(i).padStart(3, '0')}`);
  const res = await staff({
    method: 'POST',
    url: '/api/v1/devices/bulk',
    payload: { devices_refs: serials.join('\n'), product_id: productId, site_id: siteId },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().count_created).toBe(n);
  return rows(`select id, serial from devices where serial like $1 order by id`, [`${prefix}-%`]);
}

async function bulkSims(prefix: string, n: number): Promise<{ id: number; iccid: string }[]> {
  const iccids = range(1, n).map((i) => `${prefix}${String(i).padStart(19 - prefix.length, '0')}`);
  const res = await staff({ method: 'POST', url: '/api/v1/simcards/bulk', payload: { iccids } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().count_created).toBe(n);
  return rows(`select id, iccid from simcards where iccid like $1 order by id`, [`${prefix}%`]);
}

describe('one record, 50 concurrent archives, unarchives and edits', () => {
  /**
   * 15 archives, 15 unarchives, 15 edits each with its own value and 5 edits that re-send the
   * current value of another field, all at once; then the answers, the log and the record must agree.
   */
  async function hammer(opts: {
    resource: string;
    objectType: string;
    id: number;
    columns: string[];
    field: string;
    noop: Record<string, unknown>;
    archive: object;
    check?: (row: Record<string, any>) => Promise<void>;
  }) {
    const { resource, objectType, id } = opts;
    const base = `/api/v1/${resource}/${id}`;
    for (let round = 0; round < ROUNDS; round++) {
      // Rounds alternate between starting live and starting archived.
      const startArchived = round % 2 === 1;
      const current = (await staff({ method: 'GET', url: base })).json();
      if (Boolean(current.archived_at) !== startArchived) {
        const fix = startArchived
          ? await staff({ method: 'DELETE', url: base, payload: opts.archive })
          : await staff({ method: 'POST', url: `${base}/unarchive` });
        expect(fix.statusCode, fix.body).toBe(200);
      }
      const since = await lastLogId();
      type Op = { kind: 'archive' | 'unarchive' | 'edit' | 'noop'; value?: string };
      const ops: Op[] = shuffle([
        ...range(1, 15).map((): Op => ({ kind: 'archive' })),
        ...range(1, 15).map((): Op => ({ kind: 'unarchive' })),
        ...range(1, 15).map((i): Op => ({ kind: 'edit', value: `r${round}-v${i}` })),
        ...range(1, 5).map((): Op => ({ kind: 'noop' })),
      ]);
      const answers = await Promise.all(
        ops.map((op) => {
          switch (op.kind) {
            case 'archive':
              return staff({ method: 'DELETE', url: base, payload: opts.archive });
            case 'unarchive':
              return staff({ method: 'POST', url: `${base}/unarchive` });
            case 'edit':
              return staff({ method: 'PUT', url: base, payload: { [opts.field]: op.value } });
            default: // 'noop'
              return staff({ method: 'PUT', url: base, payload: opts.noop });
          }
        }),
      );
      expectNo5xx(answers);

      let archived = 0;
      let unarchived = 0;
      answers.forEach((res, i) => {
        const op = ops[i];
        const where = `${op.kind} #${i}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (op.kind === 'edit' || op.kind === 'noop') {
          expect(res.statusCode, where).toBe(200);
          if (op.kind === 'edit') expect(res.json()[opts.field], where).toBe(op.value);
          return;
        }
        if (res.statusCode === 200) {
          expect(res.json().success, where).toBe(true);
          expect(Boolean(res.json().archived_at), where).toBe(op.kind === 'archive');
          if (op.kind === 'archive') archived++;
          else unarchived++;
        } else {
          // The only refusal: the record was already in the state asked for.
          expect(res.statusCode, where).toBe(409);
          expect(res.json().message, where).toBe(op.kind === 'archive' ? 'Already archived.' : 'Not archived.');
        }
      });

      const entries = await checkLogChain(objectType, id, resource, opts.columns);
      const fresh = entries.filter((e) => e.id > since);
      // One entry per request that changed something: every archive and unarchive that succeeded,
      // every edit (each with its own value); the no-op edits and the refusals wrote nothing.
      expect(fresh.length).toBe(archived + unarchived + 15);
      const steps = archiveSteps(fresh);
      expect(steps.filter(Boolean).length).toBe(archived);
      expect(steps.filter((s) => !s).length).toBe(unarchived);
      // Never two archives (or two unarchives) in a row: they alternate from the state the round began in.
      steps.forEach((s, i) => {
        expect(s, `step ${i} of ${steps.join(',')}`).toBe(i % 2 === 0 ? !startArchived : startArchived);
      });
      const editsLogged = fresh.filter((e) => e.after && opts.field in e.after).map((e) => e.after![opts.field]);
      expect(new Set(editsLogged).size).toBe(15);

      const row = (await staff({ method: 'GET', url: base })).json();
      expectArchiveFieldsCoherent(row);
      expect(Boolean(row.archived_at)).toBe(steps.length % 2 === 1 ? !startArchived : startArchived);
      await opts.check?.(row);
      // The last edit the log recorded is the value the record holds.
      expect(row[opts.field]).toBe(editsLogged.at(-1));

      // The API's view of the same log (the console's Log tab).
      const logList = await staff({ method: 'GET', url: `/api/v1/logs?object_type=${objectType}&object_id=${id}&page_size=1` });
      expect(logList.statusCode).toBe(200);
      expect(logList.json().count).toBe(entries.length + 1);
    }
  }

  it(
    'a customer',
    async () => {
      const c = await post('customers', { name: 'Hammered customer', description: 'start' });
      await hammer({
        resource: 'customers',
        objectType: 'customer',
        id: c.id,
        columns: columnsOf(customers),
        field: 'description',
        noop: { name: 'Hammered customer' },
        archive: { archived_reason: 'test' },
      });
    },
    TIMEOUT,
  );

  it(
    'a device, whose archive closes its Ops History period and unarchive opens one',
    async () => {
      const d = await post('devices', { serial: 'HAMMER-1', name: 'start', product_id: productId, site_id: siteA });
      await hammer({
        resource: 'devices',
        objectType: 'device',
        id: d.id,
        columns: columnsOf(devices),
        field: 'name',
        noop: { serial: 'HAMMER-1' },
        archive: { archived_reason: 'OTHER' },
        check: async (row) => {
          const open = await openPeriods('device', d.id);
          expect(open).toEqual(row.archived_at ? [] : [{ site_id: siteA, customer_id: customerA, device_id: d.id }]);
        },
      });
    },
    TIMEOUT,
  );
});

/** Runs two requests at the same time (both sent before either is answered). */
const both = (a: object, b: object) => Promise.all([staff(a), staff(b)]);

describe('two bulk operations on overlapping records at the same time', () => {
  it(
    'bulk archive [1..30] and [15..45], then bulk unarchive the same way: each device once, no deadlock',
    async () => {
      const list = await bulkDevices('BULKARCH', 45, siteA);
      const ids = list.map((d) => d.id);
      const first = ids.slice(0, 30);
      const second = ids.slice(14);
      for (let round = 0; round < ROUNDS; round++) {
        for (const step of ['archive', 'unarchive'] as const) {
          const since = await lastLogId();
          // The second list in reverse: the server must lock in its own order, not the client's.
          const answers =
            step === 'archive'
              ? await both(
                  { method: 'DELETE', url: '/api/v1/devices/', payload: { ids: first, archived_reason: 'bulk' } },
                  { method: 'DELETE', url: '/api/v1/devices/', payload: { ids: [...second].reverse(), archived_reason: 'bulk' } },
                )
              : await both(
                  { method: 'POST', url: '/api/v1/devices/unarchive', payload: { ids: first } },
                  { method: 'POST', url: '/api/v1/devices/unarchive', payload: { ids: [...second].reverse() } },
                );
          expectNo5xx(answers);
          for (const res of answers) expect(res.statusCode, res.body).toBe(200);
          const [a, b] = answers.map((r) => r.json() as { id: number; success: boolean; reason?: string }[]);
          expect(a.map((r) => r.id)).toEqual(first);
          expect(b.map((r) => r.id)).toEqual(second);
          const refusal = step === 'archive' ? 'Already archived.' : 'Not archived.';
          for (const id of ids) {
            const outcomes = [...a, ...b].filter((r) => r.id === id);
            // Exactly one of the two did it; the other (for the overlap) found it done.
            expect(outcomes.filter((r) => r.success).length, `device ${id}`).toBe(1);
            for (const r of outcomes.filter((o) => !o.success)) expect(r.reason).toBe(refusal);
          }
          const now = await rows(`select id, archived_at is not null as archived from devices where id = any($1::int[]) order by id`, [ids]);
          expect(now.map((r) => r.archived)).toEqual(ids.map(() => step === 'archive'));
          const logged = await rows(`select object_id, count(*)::int as n from logs where id > $1 and object_type = 'device' group by object_id`, [since]);
          expect(logged.length).toBe(ids.length);
          for (const r of logged) expect(r.n, `device ${r.object_id}`).toBe(1);
        }
      }
      for (const id of ids) {
        const entries = await checkLogChain('device', id, 'devices', columnsOf(devices));
        expect(archiveSteps(entries)).toEqual(range(1, ROUNDS * 2).map((i) => i % 2 === 1));
        expect(await openPeriods('device', id)).toEqual([{ site_id: siteA, customer_id: customerA, device_id: id }]);
      }
    },
    TIMEOUT,
  );

  it(
    'bulk move [1..30] by id to site A and [15..45] by serial to site B: each device at one site, its SIM with it',
    async () => {
      const list = await bulkDevices('BULKMOVE', 45);
      const ids = list.map((d) => d.id);
      const sims = await bulkSims('8999101', 45);
      // Each device carries a SIM, attached in reverse order (device 1 gets the last SIM): a move then
      // locks device ids upward and SIM ids downward, and the log of the SIMs is checked too.
      const simOf = new Map<number, number>();
      for (const [i, id] of ids.entries()) {
        const simId = sims[sims.length - 1 - i].id;
        const res = await staff({ method: 'POST', url: `/api/v1/simcards/${simId}/attach`, payload: { device_id: id, port_name: 'Cellular 1 SIM A' } });
        expect(res.json().success, res.body).toBe(true);
        simOf.set(id, simId);
      }
      const first = ids.slice(0, 30);
      const second = list.slice(14);
      const siteOf = async () =>
        new Map((await rows(`select id, site_id from devices where id = any($1::int[])`, [ids])).map((r) => [r.id, r.site_id as number]));
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate the targets so every round really moves every device.
        const [toFirst, toSecond] = round % 2 === 0 ? [siteA, siteB] : [siteB, siteA];
        const before = await siteOf();
        const since = await lastLogId();
        const answers = await both(
          { method: 'POST', url: '/api/v1/devices/move', payload: { ids: first, site_id: toFirst, reason: `round ${round} first` } },
          {
            method: 'POST',
            url: '/api/v1/devices/move',
            payload: {
              device_serials: second
                .map((d) => d.serial)
                .reverse()
                .join('\n'),
              site_id: toSecond,
              reason: `round ${round} second`,
            },
          },
        );
        expectNo5xx(answers);
        for (const res of answers) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ success: true });
        }
        expect(answers.map((r) => r.json().count)).toEqual([30, 31]);
        const after = await siteOf();
        const logged = new Map(
          (await rows(`select object_type, object_id, count(*)::int as n from logs where id > $1 group by object_type, object_id`, [since])).map((r) => [
            `${r.object_type} ${r.object_id}`,
            r.n as number,
          ]),
        );
        for (const [i, id] of ids.entries()) {
          const inFirst = i < 30;
          const inSecond = i >= 14;
          const site = after.get(id)!;
          // Overlap: whichever committed last; otherwise the one move it was in.
          if (inFirst && inSecond) expect([toFirst, toSecond]).toContain(site);
          else expect(site).toBe(inFirst ? toFirst : toSecond);
          // One log entry per move that changed its site: the overlap was moved twice (the first move
          // of the two may have found it where it already stood).
          const other = site === toFirst ? toSecond : toFirst;
          const moves = inFirst && inSecond ? Number(before.get(id) !== other) + 1 : Number(before.get(id) !== site);
          expect(logged.get(`device ${id}`) ?? 0, `device ${id}`).toBe(moves);
          expect(logged.get(`simcard ${simOf.get(id)}`) ?? 0, `SIM of device ${id}`).toBe(moves);
        }
      }
      for (const id of ids) {
        await checkLogChain('device', id, 'devices', columnsOf(devices));
        await checkLogChain('simcard', simOf.get(id)!, 'simcards', columnsOf(simcards));
        const device = (await staff({ method: 'GET', url: `/api/v1/devices/${id}` })).json();
        const sim = (await staff({ method: 'GET', url: `/api/v1/simcards/${simOf.get(id)}` })).json();
        expect([sim.device_id, sim.site_id, sim.customer_id]).toEqual([id, device.site_id, device.customer_id]);
        expect(device.customer_id).toBe(device.site_id === siteA ? customerA : customerB);
        // One open period each, at the device's site.
        expect(await openPeriods('device', id)).toEqual([{ site_id: device.site_id, customer_id: device.customer_id, device_id: id }]);
        expect(await openPeriods('simcard', simOf.get(id)!)).toEqual([{ site_id: device.site_id, customer_id: device.customer_id, device_id: id }]);
      }
    },
    TIMEOUT,
  );

  it(
    'SIM cards move_to_pool [1..30] to pool P and [15..45] to pool Q: each SIM in one pool, none lost',
    async () => {
      const sims = await bulkSims('8999202', 45);
      const ids = sims.map((s) => s.id);
      const first = ids.slice(0, 30);
      const second = ids.slice(14);
      const poolOf = async () =>
        new Map((await rows(`select id, pool_id from simcards where id = any($1::int[])`, [ids])).map((r) => [r.id, r.pool_id as number | null]));
      for (let round = 0; round < ROUNDS; round++) {
        const [toFirst, toSecond] = round % 2 === 0 ? [poolP, poolQ] : [poolQ, poolP];
        const before = await poolOf();
        const since = await lastLogId();
        const answers = await both(
          { method: 'POST', url: '/api/v1/simcards/move_to_pool', payload: { ids: first, pool_id: toFirst } },
          { method: 'POST', url: '/api/v1/simcards/move_to_pool', payload: { ids: [...second].reverse(), pool_id: toSecond } },
        );
        expectNo5xx(answers);
        for (const res of answers) {
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({ success: true, count_failed: 0 });
        }
        expect(answers.map((r) => r.json().count)).toEqual([30, 31]);
        const after = await poolOf();
        const logged = new Map(
          (await rows(`select object_id, count(*)::int as n from logs where id > $1 and object_type = 'simcard' group by object_id`, [since])).map((r) => [
            Number(r.object_id),
            r.n as number,
          ]),
        );
        for (const [i, id] of ids.entries()) {
          const inFirst = i < 30;
          const inSecond = i >= 14;
          const pool = after.get(id)!;
          if (inFirst && inSecond) expect([toFirst, toSecond]).toContain(pool);
          else expect(pool).toBe(inFirst ? toFirst : toSecond);
          const other = pool === toFirst ? toSecond : toFirst;
          const moves = inFirst && inSecond ? Number(before.get(id) !== other) + 1 : Number(before.get(id) !== pool);
          expect(logged.get(id) ?? 0, `SIM ${id}`).toBe(moves);
        }
        // The pools' counters agree with the cards.
        const counts = await Promise.all([poolP, poolQ].map(async (p) => (await staff({ method: 'GET', url: `/api/v1/simpools/${p}` })).json().cards_count));
        expect(counts).toEqual([poolP, poolQ].map((p) => [...after.values()].filter((v) => v === p).length));
      }
      for (const id of ids) await checkLogChain('simcard', id, 'simcards', columnsOf(simcards));
    },
    TIMEOUT,
  );
});

describe('devices and their SIM cards changed from both sides at once', () => {
  it(
    'a bulk device move, a bulk pool move, a bulk SIM archive and single detaches: no deadlock, ports and SIMs agree',
    async () => {
      const list = await bulkDevices('CROSS', 30);
      const ids = list.map((d) => d.id);
      const sims = (await bulkSims('8999303', 30)).map((s) => s.id);
      // Device i carries the SIM 29-i: the device side locks devices upward, the SIM side SIMs upward.
      const simOf = new Map(ids.map((id, i) => [id, sims[sims.length - 1 - i]]));
      const deviceOf = new Map([...simOf].map(([d, s]) => [s, d]));
      const attach = async (simId: number) => {
        const res = await staff({
          method: 'POST',
          url: `/api/v1/simcards/${simId}/attach`,
          payload: { device_id: deviceOf.get(simId), port_name: 'Cellular 1 SIM A' },
        });
        expect(res.json().success, res.body).toBe(true);
      };
      for (const s of sims) await attach(s);

      for (let round = 0; round < ROUNDS; round++) {
        const site = round % 2 === 0 ? siteA : siteB;
        const pool = round % 2 === 0 ? poolP : poolQ;
        const archived = sims.filter((_, i) => i % 6 === round % 6);
        const detached = sims.filter((_, i) => i % 6 === (round + 3) % 6);
        const answers = await Promise.all([
          staff({ method: 'POST', url: '/api/v1/devices/move', payload: { ids, site_id: site, reason: `cross ${round}` } }),
          staff({ method: 'POST', url: '/api/v1/simcards/move_to_pool', payload: { ids: [...sims].reverse(), pool_id: pool } }),
          staff({ method: 'DELETE', url: '/api/v1/simcards/', payload: { ids: archived, remove_from_device: true, archived_reason: 'cross' } }),
          ...detached.map((s) => staff({ method: 'POST', url: `/api/v1/simcards/${s}/detach`, payload: { reason: 'cross' } })),
        ]);
        expectNo5xx(answers);
        for (const res of answers) expect(res.statusCode, res.body).toBe(200);
        const [move, pooled, archive, ...detaches] = answers.map((r) => r.json());
        expect(move).toMatchObject({ success: true, count: ids.length });
        expect(archive.map((r: { success: boolean }) => r.success)).toEqual(archived.map(() => true));
        for (const d of detaches) expect(d).toMatchObject({ success: true, device_id: null });
        // A SIM archived before the pool move reached it is refused by it, the others moved.
        for (const o of pooled.results as { id: number; success: boolean; reason?: string }[]) {
          if (!o.success) {
            expect(archived).toContain(o.id);
            expect(o.reason).toMatch(/is archived\.$/);
          }
        }

        const devicesNow = new Map(
          (await rows(`select id, site_id, customer_id, ports_map from devices where id = any($1::int[])`, [ids])).map((r) => [r.id, r]),
        );
        const simsNow = new Map(
          (
            await rows(`select id, device_id, device_port_name, site_id, customer_id, pool_id, archived_at from simcards where id = any($1::int[])`, [sims])
          ).map((r) => [r.id, r]),
        );
        for (const id of ids) {
          const device = devicesNow.get(id);
          expect([device.site_id, device.customer_id]).toEqual([site, site === siteA ? customerA : customerB]);
          const simId = simOf.get(id)!;
          const card = simsNow.get(simId);
          const gone = archived.includes(simId) || detached.includes(simId);
          // The ports map and the SIM row tell the same story.
          expect(device.ports_map['Cellular 1 SIM A'], `device ${id}`).toBe(gone ? null : simId);
          expect([card.device_id, card.device_port_name], `SIM ${simId}`).toEqual(gone ? [null, null] : [id, 'Cellular 1 SIM A']);
          expect(Boolean(card.archived_at), `SIM ${simId}`).toBe(archived.includes(simId));
          if (!gone) expect([card.site_id, card.customer_id], `SIM ${simId}`).toEqual([device.site_id, device.customer_id]);
          if (!archived.includes(simId)) expect(card.pool_id, `SIM ${simId}`).toBe(pool);
          expect(await openPeriods('device', id)).toEqual([{ site_id: site, customer_id: device.customer_id, device_id: id }]);
          expect(await openPeriods('simcard', simId)).toEqual(gone ? [] : [{ site_id: site, customer_id: device.customer_id, device_id: id }]);
        }

        // Back to one SIM in each device for the next round.
        const back = await staff({ method: 'POST', url: '/api/v1/simcards/unarchive', payload: { ids: archived } });
        expect(back.statusCode, back.body).toBe(200);
        for (const s of [...archived, ...detached]) await attach(s);
      }
      for (const id of ids) await checkLogChain('device', id, 'devices', columnsOf(devices));
      for (const s of sims) await checkLogChain('simcard', s, 'simcards', columnsOf(simcards));
    },
    TIMEOUT,
  );
});

describe('transactions aborted by PostgreSQL run again', () => {
  const deadlock = () => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
  /** A database whose transaction() fails with the given errors, then answers. */
  const failing = (errors: Error[]) => {
    let calls = 0;
    const db = {
      transaction: async (fn: (tx: unknown) => Promise<unknown>) => {
        calls += 1;
        const err = errors.shift();
        if (err) throw err;
        return fn('tx');
      },
    };
    return { db: retryingTransactions(db as unknown as Db), calls: () => calls };
  };

  it('a deadlock or a serialization failure is retried; the answer is the attempt that passed', async () => {
    const f = failing([deadlock(), Object.assign(new Error('could not serialize'), { code: '40001' })]);
    expect(await f.db.transaction(async (tx) => `done in ${String(tx)}`)).toBe('done in tx');
    expect(f.calls()).toBe(3);
  });

  it('other errors are not retried, and the retries stop after the last attempt', async () => {
    const refused = failing([Object.assign(new Error('duplicate'), { code: '23505' })]);
    await expect(refused.db.transaction(async () => 1)).rejects.toThrow('duplicate');
    expect(refused.calls()).toBe(1);
    const stuck = failing(range(1, TRANSACTION_ATTEMPTS + 1).map(deadlock));
    await expect(stuck.db.transaction(async () => 1)).rejects.toThrow('Failed query');
    expect(stuck.calls()).toBe(TRANSACTION_ATTEMPTS);
    expect(isRetryable(deadlock())).toBe(true);
    expect(isRetryable(new Error('plain'))).toBe(false);
  });
});
