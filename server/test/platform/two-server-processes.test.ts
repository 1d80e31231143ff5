// Two real server processes on one PostgreSQL database (issue 29, decision 0086), as two copies behind
// a load balancer: started together on a fresh database, both with the job queue on, both sending
// mail to one SMTP sink. The scheduled jobs run once per due time, not once per process; a billing run
// launched through one process shows its progress through the other; the outbox sends each message
// once; and when the process working a billing run is killed (SIGKILL) the other finishes it: nothing
// lost, nothing billed twice, and the invoices sent afterwards through both processes are numbered
// without a gap. (Decision 0077's two-app test covers sessions, the sign-in throttle and caches.)
//
// PostgreSQL only (an embedded database belongs to one process): these run under `npm run test:pg`
// and are defined there only, rather than reported as skipped on the embedded run.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { JOB_DATED_TRANSITIONS } from '../../src/resources/commercial/packages/dated-transitions.ts';
import { JOB_DUNNING } from '../../src/resources/invoicing/billing_runs/billing-jobs.ts';
import { JOB_BILLING_MONTH_END, SLICE_MS } from '../../src/resources/invoicing/billing_runs/billing-run.ts';
import { JOB_SYNC as JOB_STARLINK_SYNC, JOB_TELEMETRY } from '../../src/resources/satellite/starlink/starlink-jobs.ts';
import { JOB_SYNC as JOB_USAGE_SYNC } from '../../src/resources/usage/usages/usage-jobs.ts';
import { onPostgres, scratchDatabase } from '../support/helpers.ts';
import { errorsIn, killAll, type ServerProcess, sleep, startServer, waitFor } from '../support/server-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

/**
 * Short enough that a job of a killed process is retried within seconds (production: 120 s); long
 * enough for every handler on a loaded machine (pg-boss also gives up on a handler past it).
 */
const EXPIRE_S = 60;
/** Packages of the billing run: enough batches (100 each) that a kill lands inside the run. */
const PACKAGES = 500;

describe('a job of a killed process is taken as lost only after it could have finished', () => {
  it('the default expiry outlasts a billing slice, so a live slice is never run twice at once', () => {
    expect(loadConfig({}).JOBS_EXPIRE_S * 1000).toBeGreaterThan(SLICE_MS);
    expect(loadConfig({ JOBS_EXPIRE_S: String(EXPIRE_S) }).JOBS_EXPIRE_S).toBe(EXPIRE_S);
  });
});

/** The local TCP ports of a process's sockets (its pool's connections), from /proc. */
function localPortsOf(pid: number): Set<number> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch {
      // closed meanwhile
    }
  }
  const ports = new Set<number>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && inodes.has(cols[9])) ports.add(Number.parseInt(cols[1].split(':')[1], 16));
    }
  }
  return ports;
}

if (onPostgres)
  describe('two server processes on one PostgreSQL database', () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let sink: SmtpSink;
    let db: pg.Client;
    let dropDatabase = async () => {};
    let databaseUrl = '';
    const q = async <T = any>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
    /** A process started again by its supervisor: the shared settings, no schedules of its own to queue. */
    const restartEnv = () => ({
      JOBS: 'on',
      JOBS_EXPIRE_S: String(EXPIRE_S),
      SMTP_URL: sink.url,
      LOG_LEVEL: 'info',
      // A speed test's result is ready one second after its start (the simulated controller).
      CONTROLLER_SPEEDTEST_DELAY_S: '1',
    });
    const alive = (s: ServerProcess) => s.proc.exitCode === null && s.proc.signalCode === null;

    /**
     * The process working a job: the one whose database connections are busy outside pg-boss (PostgreSQL's
     * pg_stat_activity, matched to each process's sockets through /proc), and the other one.
     */
    const workingProcess = async (): Promise<[ServerProcess, ServerProcess]> => {
      const ports = new Map([a, b].map((s) => [s, localPortsOf(s.proc.pid!)]));
      const busy = new Map([a, b].map((s) => [s, 0]));
      for (let i = 0; i < 40; i++) {
        const rows = await q<{ client_port: number }>(
          `select client_port from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle' and query not ilike '%pgboss%'`,
        );
        for (const { client_port } of rows) for (const [s, set] of ports) if (set.has(client_port)) busy.set(s, busy.get(s)! + 1);
        await sleep(10);
      }
      const [worker, other] = busy.get(a)! >= busy.get(b)! ? [a, b] : [b, a];
      expect(busy.get(worker), `samples of a busy transaction per process: A ${busy.get(a)}, B ${busy.get(b)}`).toBeGreaterThan(0);
      return [worker, other];
    };

    beforeAll(async () => {
      const scratch = await scratchDatabase();
      dropDatabase = scratch.drop;
      databaseUrl = scratch.url;
      sink = await startSmtpSink();
      const env = {
        ...restartEnv(),
        BILLING_RUN: 'on',
        DUNNING: 'on',
        USAGE_SYNC: 'on',
        DATED_TRANSITIONS: 'on',
      };
      // Started together on a fresh database: one migrates (advisory lock), the other waits for it.
      [a, b] = await Promise.all([startServer({ name: 'A', databaseUrl: scratch.url, env }), startServer({ name: 'B', databaseUrl: scratch.url, env })]);
      db = new pg.Client({ connectionString: scratch.url });
      await db.connect();
    }, 600_000);

    afterAll(async () => {
      await Promise.all([a, b].map((s) => (s && s.proc.exitCode === null && s.proc.signalCode === null ? s.stop() : undefined)));
      killAll();
      await db?.end();
      await sink?.close();
      await dropDatabase();
    }, 60_000);

    const json = async (res: Response) => {
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${res.status} ${text}`);
      return JSON.parse(text);
    };
    const post = (s: ServerProcess, path: string, body: unknown = {}) => s.api(path, { method: 'POST', body: JSON.stringify(body) }).then(json);
    const get = (s: ServerProcess, path: string) => s.api(path).then(json);

    /** A customer, its billing address and site, a company that numbers invoices, and a draft package with a monthly service. */
    let template: { packageId: number; serviceId: number; customerId: number; addressId: number; siteId: number };
    it('the commercial set-up, through A', async () => {
      await post(a, 'companies/', { name: 'Reseller SA', invoice_prefix: 1 });
      const customerId = (await post(a, 'customers/', { name: 'Two Processes Org' })).id;
      const addressId = (await post(a, 'addresses/', { name: 'Billing', customer_id: customerId })).id;
      const siteId = (await post(a, 'sites/', { name: 'Stage', customer_id: customerId })).id;
      const packageId = (await post(a, 'packages/', { customer_id: customerId, invoicing_address_id: addressId, site_id: siteId, reference: 'TWO-0' })).id;
      const serviceId = (await post(a, 'services/', { package_id: packageId, type: 'data', price: 25 })).id;
      template = { packageId, serviceId, customerId, addressId, siteId };
    });

    it('every scheduled job is queued once per due time, and runs once when due, with two processes polling', async () => {
      const SCHEDULED = [JOB_BILLING_MONTH_END, JOB_DUNNING, JOB_USAGE_SYNC, JOB_DATED_TRANSITIONS];
      const CHAINS = [JOB_STARLINK_SYNC, JOB_TELEMETRY];
      // Both starts queued every schedule: one waiting job each, for its due time.
      const waiting = async (names: string[]) =>
        q<{ id: string; name: string; singleton_key: string | null }>(
          `select id, name, singleton_key from pgboss.job where name = any($1) and state = 'created' and (singleton_key is not null or name = any($2)) order by name`,
          [names, CHAINS],
        );
      await waitFor(async () => (await waiting(SCHEDULED)).length >= SCHEDULED.length, 'the schedules queued', 30_000);
      const scheduled = await waiting(SCHEDULED);
      expect(scheduled.map((j) => j.name)).toEqual([...SCHEDULED].sort());
      // The satellite chains start from a process's start when something is mirrored, or from the
      // first sync asked: queued here as each of the two processes' starts would, twice.
      const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false, migrate: false, max: 1 });
      await boss.start();
      // Queued for later (as a chain's next run is), so neither process takes one before the test reads it.
      for (const name of CHAINS) for (let i = 0; i < 2; i++) await boss.send(name, {}, { startAfter: 3600 });
      await boss.stop({ graceful: false, wait: true });
      // A service ending today: the daily dated transitions end it.
      const today = new Date().toISOString().slice(0, 10);
      const ending = (await post(a, 'services/', { package_id: template.packageId, type: 'data', price: 5 })).id;
      await q(`update services set status = 'ENDING', end_date = $2 where id = $1`, [ending, today]);

      const due = [...scheduled, ...(await waiting(CHAINS)).filter((j) => CHAINS.includes(j.name))];
      expect(due).toHaveLength(SCHEDULED.length + CHAINS.length);
      // The due time comes: every waiting job is made due at once, and both processes poll for it.
      await q(`update pgboss.job set start_after = now() where id = any($1::uuid[])`, [due.map((j) => j.id)]);
      const states = async () =>
        q<{ id: string; name: string; state: string; output: unknown }>(`select id, name, state, output from pgboss.job where id = any($1::uuid[])`, [
          due.map((j) => j.id),
        ]);
      let last: unknown = null;
      await waitFor(
        async () => {
          const now = await states();
          last = now;
          return now.length === due.length && now.every((j) => j.state === 'completed');
        },
        'every due job completed',
        180_000,
        () => JSON.stringify(last),
      );
      // Long enough for a second process to have run the same due time too (they poll every 0.5 s).
      await sleep(2000);
      for (const job of due) {
        const runs = await q<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = $1 and state in ('active', 'completed') and ${job.singleton_key ? 'singleton_key = $2' : 'singleton_key is null and $2::text is null'}`,
          [job.name, job.singleton_key],
        );
        expect(runs[0].n, `${job.name} ${job.singleton_key ?? ''}: runs`).toBe(1);
        // Each run queued its next due time: one waiting job, not one per process.
        const next = await q<{ n: number }>(`select count(*)::int as n from pgboss.job where name = $1 and state = 'created'`, [job.name]);
        expect(next[0].n, `${job.name}: next due times waiting`).toBe(1);
      }
      // The work, once: one month-end billing run for this month, done; the service ended once.
      const month = `${today.slice(0, 7)}-01`;
      expect(await q(`select status from billing_runs where period = $1`, [month])).toEqual([{ status: 'done' }]);
      expect(await get(b, `services/${ending}`)).toMatchObject({ status: 'ENDED' });
      const endings = await q(`select id from logs where object_type = 'service' and object_id = $1 and verb = 'update' and after->>'status' = 'ENDED'`, [
        ending,
      ]);
      expect(endings).toHaveLength(1);
      await q(`update services set archived_at = now() where id = $1`, [ending]);
    }, 300_000);

    it('the outbox sends each message once with both processes delivering', async () => {
      const N = 40;
      const before = sink.messages.length;
      // Queued as a transaction queues them; both processes' delivery timers race for them.
      await q(
        `insert into outbox (recipient, subject, body) select 'to' || g || '@example.com', 'Two processes ' || g, 'Once.' from generate_series(1, $1::int) g`,
        [N],
      );
      const mine = () => sink.messages.slice(before).filter((m) => m.subject.startsWith('Two processes '));
      await waitFor(() => mine().length >= N, `${N} messages received`, 60_000);
      await waitFor(
        async () => (await q<{ n: number }>(`select count(*)::int as n from outbox where subject like 'Two processes %' and status <> 'sent'`))[0].n === 0,
        'every message marked sent',
        30_000,
      );
      await sleep(1000);
      expect(mine()).toHaveLength(N);
      expect(new Set(mine().map((m) => m.subject)).size).toBe(N);
    }, 120_000);

    it('scheduled speed tests run once each at their time with both processes polling, and each result is collected whichever process started the test', async () => {
      const server = await post(a, 'servers/', { name: 'venus', api_base_url: 'https://venus.example.com', api_key: 'k1', api_secret: 's3cret' });
      // Devices linked to the simulated controller (as a sync links them); about 85% of them are online at a time.
      const N = 8;
      const serials = Array.from({ length: N }, (_, i) => `1930-TWO-${i}`);
      await q(
        `insert into devices (serial, name, server_id, ic_id, ic_organization_id, ic_organization_name, ic_group_id, ic_group_name, site_id)
         select s, 'Van ' || s, $1, (900000 + n)::text, 'a1Ven', 'Fleet Benelux', 103, 'Retail', 1 from unnest($2::text[]) with ordinality u(s, n)`,
        [server.id, serials],
      );
      // Scheduled through both processes, all due at the same time (far enough ahead that a slow answer
      // on a loaded machine still asks for a time in the future).
      const at = new Date(Date.now() + 10_000).toISOString();
      const answers = await Promise.all([
        post(a, 'speedtests', { device_serials: serials.slice(0, N / 2).join(';'), scheduled_at: at }),
        post(b, 'speedtests', { device_serials: serials.slice(N / 2).join(';'), scheduled_at: at }),
      ]);
      for (const answer of answers) expect(answer).toMatchObject({ success: true, message: 'The SpeedTest is scheduled' });
      const ids: number[] = answers.flatMap((r) => r.ids);
      expect(ids).toHaveLength(N);
      let rows: { id: number; status: string }[] = [];
      await waitFor(
        async () => {
          rows = await Promise.all(ids.map((id, i) => get(i % 2 ? a : b, `speedtests/${id}`)));
          return rows.every((r) => r.status === 'done' || r.status === 'failed');
        },
        'every speed test settled',
        180_000,
        () => JSON.stringify(rows.map((r) => [r.id, r.status])),
      );
      // Long enough for a second process to have run the same test too (they poll every 0.5 s).
      await sleep(2000);
      for (const id of ids) {
        const starts = await q<{ state: string }>(`select state from pgboss.job where name = 'speedtest.start' and singleton_key = $1`, [`start-${id}`]);
        expect(starts, `test ${id}: start jobs`).toEqual([{ state: 'completed' }]);
        // Asked of the controller once: one change to running in the test's history.
        const running = await q(`select id from logs where object_type = 'speedtest' and object_id = $1 and after->>'status' = 'running'`, [String(id)]);
        expect(running.length, `test ${id}: runs`).toBeLessThanOrEqual(1);
        const status = rows.find((r) => r.id === id)!.status;
        if (running.length) {
          // Started: its result collected once, by whichever process took the collection (not lost as unknown there).
          expect(status, `test ${id}: collected`).toBe('done');
          const collects = await q<{ state: string }>(`select state from pgboss.job where name = 'speedtest.collect' and singleton_key = $1`, [
            `collect-${id}`,
          ]);
          expect(collects, `test ${id}: collect jobs`).toEqual([{ state: 'completed' }]);
        } else expect(status, `test ${id}: refused (device offline)`).toBe('failed');
      }
      expect(rows.filter((r) => r.status === 'done').length, 'some devices were online').toBeGreaterThan(0);
    }, 300_000);

    it('a billing run launched through A shows its progress through B; killing the process that works it loses nothing and bills nothing twice', async () => {
      // Last month, billed for the first time: the template delivered, then copied into PACKAGES packages.
      const now = new Date();
      const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
      await q(`update packages set status = 'delivered' where id = $1`, [template.packageId]);
      await q(`update services set status = 'DELIVERED', start_date = $2 where id = $1`, [template.serviceId, `${period}-01`]);
      const columns = async (table: string, skip: string[]) =>
        (
          await q<{ column_name: string }>(
            `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and column_default is distinct from 'nextval(''${table}_id_seq''::regclass)' order by ordinal_position`,
            [table],
          )
        )
          .map((c) => c.column_name)
          .filter((c) => !skip.includes(c));
      const pkgCols = await columns('packages', ['id', 'reference']);
      const svcCols = await columns('services', ['id', 'package_id']);
      await q(
        `with copies as (
           insert into packages (reference, ${pkgCols.join(', ')})
           select 'TWO-' || g, ${pkgCols.map((c) => `p.${c}`).join(', ')} from packages p, generate_series(1, $2::int) g where p.id = $1
           returning id)
         insert into services (package_id, ${svcCols.join(', ')})
         select c.id, ${svcCols.map((col) => `s.${col}`).join(', ')} from copies c, services s where s.id = $3`,
        [template.packageId, PACKAGES, template.serviceId],
      );
      const total = PACKAGES + 1;
      // Launched through A.
      const run = await post(a, 'billing_runs/', { period });
      await post(a, `billing_runs/${run.id}/launch`);
      // Once its first batch has committed, the run's row is held in a transaction of the test's own: the
      // next batch waits on it (each batch claims the row), so the kill lands inside the run however fast
      // the machine bills (a quiet machine once billed all 501 packages before the kill).
      const holder = new pg.Client({ connectionString: databaseUrl });
      await holder.connect();
      for (let until = Date.now() + 60_000; ; await sleep(5)) {
        const [r] = await q<{ packages_done: number }>('select packages_done from billing_runs where id = $1', [run.id]);
        if (r.packages_done > 0) break;
        if (Date.now() > until) throw new Error('the run billed nothing within 60 s');
      }
      await holder.query('begin');
      await holder.query('select id from billing_runs where id = $1 for update', [run.id]);
      // Its progress, read through B while it runs.
      const seen: number[] = [];
      await waitFor(
        async () => {
          const r = await get(b, `billing_runs/${run.id}`);
          seen.push(r.packages_done);
          return r.status === 'running' && r.packages_done > 0;
        },
        'the run under way, through B',
        60_000,
      );
      // The process working the run: the one whose connections are in a transaction (the batches).
      const [worker, other] = await workingProcess();
      const atKill = await get(other, `billing_runs/${run.id}`);
      expect(atKill.packages_done, 'the kill lands inside the run').toBeLessThan(total);
      expect(await worker.kill()).toEqual({ code: null, signal: 'SIGKILL' });
      await holder.query('rollback');
      await holder.end();

      // The survivor takes the lost job up once it expires, and finishes from the run's cursor.
      let last: any;
      await waitFor(
        async () => {
          last = await get(other, `billing_runs/${run.id}`);
          seen.push(last.packages_done);
          return last.status === 'done';
        },
        'the run done by the other process',
        300_000,
        () => `${JSON.stringify(last)}\n${other.output().slice(-4000)}`,
      );
      // Progress only grows, and B saw it move before the end.
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
      expect(new Set(seen).size).toBeGreaterThan(2);
      expect(last).toMatchObject({ status: 'done', packages_total: total, packages_done: total, invoices_count: total, skipped_count: 0 });
      // One invoice per package, each with last month's service once; every service billed through the month.
      const invoices = await q<{ package_id: number; n: number }>(
        `select package_id, count(*)::int as n from invoices where package_id in (select id from packages where reference like 'TWO-%') group by package_id`,
      );
      expect(invoices).toHaveLength(total);
      expect(invoices.every((r) => r.n === 1)).toBe(true);
      const lines = await q<{ n: number; amount: string }>(
        `select count(*)::int as n, sum(l.total)::text as amount from invoice_lines l join invoices i on i.id = l.invoice_id where i.package_id in (select id from packages where reference like 'TWO-%')`,
      );
      expect(lines[0].n).toBe(total);
      expect(Number(lines[0].amount)).toBe(25 * total);
      const unbilled = await q(
        `select id from services where package_id in (select id from packages where reference like 'TWO-%') and status = 'DELIVERED' and archived_at is null and (billed_through is null or billed_through < $1::date + interval '1 month' - interval '1 day')`,
        [`${period}-01`],
      );
      expect(unbilled).toEqual([]);
      expect(errorsIn(other.output())).toEqual([]);

      // The killed process back (as its supervisor restarts it): the drafts are numbered through both
      // processes at once, and the numbers have no gap and no repeat.
      const restarted = await startServer({ name: `${worker.name} again`, databaseUrl, env: restartEnv() });
      if (worker === a) a = restarted;
      else b = restarted;
      const drafts = (
        await q<{ id: number }>(`select id from invoices where package_id in (select id from packages where reference like 'TWO-%') order by id limit 20`)
      ).map((r) => r.id);
      const answers = await Promise.all(drafts.map((id, i) => post(i % 2 ? b : a, `invoices/${id}/send`, { sent_to: 'billing@example.com' })));
      for (const answer of answers) expect(answer).toMatchObject({ success: true });
      const numbers = answers.map((r) => Number(String(r.number).split('-').at(-1))).sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: drafts.length }, (_, i) => numbers[0] + i));
      expect(numbers[0]).toBe(1);
    }, 600_000);
    it('an "Update Usages" re-rate started through A shows its progress through B; killing the process that works it loses nothing and counts nothing twice', async () => {
      // Both processes up (the billing test killed one and started it again; started here if it could not).
      for (const s of [a, b]) {
        if (alive(s)) continue;
        const restarted = await startServer({ name: `${s.name} again`, databaseUrl, env: restartEnv() });
        if (s === a) a = restarted;
        else b = restarted;
      }
      // A year of unrated records of one customer, PER_DAY a day: a month at a time, in chunks.
      const PER_DAY = 300;
      const customer = template.customerId;
      await q(
        `insert into usages (date, source, customer_id, wan_name, country_code, vpmn, bytes)
         select d::date, 'telna', $1, 'wan' || g, 'BE', 'R' || (g % 9), g * 4096
         from generate_series('2025-01-01'::date, '2025-12-31'::date, interval '1 day') d, generate_series(1, $2::int) g`,
        [customer, PER_DAY],
      );
      const records = 365 * PER_DAY;
      await post(a, 'data_pricings/', { provider: 'telna', price: 0.01 });
      const run = await post(a, 'data_pricings/fix', { start_date: '2025-01-01', end_date: '2025-12-31' });
      expect(run).toMatchObject({ success: true });
      // Its progress, read through B while it runs.
      const seen: number[] = [];
      await waitFor(
        async () => {
          const r = await get(b, `data_pricings/fix/${run.id}`);
          seen.push(r.months_done);
          return r.status === 'running' && r.months_done > 0;
        },
        'the re-rate under way, through B',
        120_000,
      );
      const [worker, other] = await workingProcess();
      const atKill = await get(other, `data_pricings/fix/${run.id}`);
      expect(atKill.months_done, 'the kill lands inside the run').toBeLessThan(12);
      expect(await worker.kill()).toEqual({ code: null, signal: 'SIGKILL' });

      // The other process takes the lost job up once it expires and goes on from the run's month.
      let last: any;
      await waitFor(
        async () => {
          last = await get(other, `data_pricings/fix/${run.id}`);
          seen.push(last.months_done);
          return last.status === 'done';
        },
        'the re-rate done by the other process',
        300_000,
        () => `${JSON.stringify(last)}\n${other.output().slice(-4000)}`,
      );
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
      expect(new Set(seen).size).toBeGreaterThan(2);
      // Every record counted once: not the chunks the killed process had committed lost, none counted twice.
      expect(last).toMatchObject({ status: 'done', months_total: 12, months_done: 12, progress: 100, records_updated: records, error: null });
      const unrated = await q<{ n: number }>(
        `select count(*)::int as n from usages where source = 'telna' and date between '2025-01-01' and '2025-12-31' and pricing_id is null`,
      );
      expect(unrated[0].n).toBe(0);
      // The rollups moved by what the records moved, once: each day and month equals its records.
      for (const grain of ['day', 'month']) {
        const apart = await q(
          `with r as (select date_trunc($1, date)::date as period, sum(total_price) as price from usages
                      where source = 'telna' and customer_id = $2 and date between '2025-01-01' and '2025-12-31' group by 1),
                o as (select period, total_price as price from usage_rollups
                      where grain = $1 and dimension = 'customer' and source = 'telna' and key_id = $2 and period between '2025-01-01' and '2025-12-31')
           select coalesce(r.period, o.period) as period, r.price as records, o.price as rollup from r full join o on o.period = r.period
           where r.price is distinct from o.price`,
          [grain, customer],
        );
        expect(apart, `${grain} rollups apart from their records`).toEqual([]);
      }
      expect(errorsIn(other.output())).toEqual([]);
    }, 600_000);
  });
