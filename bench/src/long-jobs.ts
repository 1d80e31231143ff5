// Long work never blocks requests (issue 26, decision 0074): each long job of the console is started
// through its own route on a running server, and while it runs a trivial authenticated GET is issued
// in a loop (two at a time); the scenario reports the job's own throughput beside that GET's p50, p99
// and max, and the same GET's figures with nothing running. On the embedded database (PGlite, a fresh
// data directory) and on PostgreSQL (a scratch database, dropped after). The server starts with the
// demo data set, made larger by `--usage-scale N` (usage records copied over N times as many SIM days,
// see grow.ts), pg-boss jobs on, the automatic runs off (each job is started by the scenario).
//
//   npm run bench -- --long-jobs [--db postgres,pglite] [--usage-scale 100] [--job-max-seconds 180] [--only export,telemetry]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { argValue, fmtMs } from './common.ts';
import { growUsage } from './grow.ts';
import { login, ROOT, type RunningServer, startServer } from './server.ts';

/** The trivial GET: the first page of a small list, as the console's customer list asks it. */
const PROBE = '/api/v1/customers/';

interface Probe {
  n: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export interface JobResult {
  job: string;
  db: string;
  seconds: number;
  /** What the job did, in its own unit. */
  units: number;
  unit: string;
  per_s: number;
  outcome: string;
  probe: Probe;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

/** Issues the probe, `workers` at a time, until `done()` says stop; answers its latencies. */
async function probeWhile(url: string, token: string, running: () => boolean, workers = 2): Promise<Probe> {
  const ms: number[] = [];
  let errors = 0;
  const worker = async () => {
    while (running()) {
      const t0 = performance.now();
      try {
        const res = await fetch(url + PROBE, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
      } catch {
        errors += 1;
      }
      ms.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  ms.sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return { n: ms.length, p50: r(pct(ms, 50)), p99: r(pct(ms, 99)), max: r(ms.at(-1) ?? 0), errors };
}

interface Job {
  name: string;
  unit: string;
  /** Starts the job; answers a check that resolves to its outcome once it is over (null while it runs), and its units done. */
  start: (api: Api) => Promise<() => Promise<{ over: boolean; units: number; outcome: string }>>;
}

type Api = (method: string, path: string, body?: unknown) => Promise<any>;

const lastMonth = () => {
  const d = new Date();
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
};

const JOBS: Job[] = [
  {
    name: 'Update Usages (re-rating last month)',
    unit: 'records',
    start: async (api) => {
      const { start, end } = lastMonth();
      const run = await api('POST', '/api/v1/data_pricings/fix', { start_date: start, end_date: end });
      if (!run.id) throw new Error(`re-rate not started: ${JSON.stringify(run)}`);
      return async () => {
        const r = await api('GET', `/api/v1/data_pricings/fix/${run.id}`);
        // Every record of the month is read and re-rated; records_updated counts those whose price changed.
        return {
          over: r.status === 'done' || r.status === 'failed',
          units: r.status === 'done' ? scanned : 0,
          outcome: `${r.status}, ${r.records_updated} changed${r.error ? `: ${r.error}` : ''}`,
        };
      };
    },
  },
  {
    name: 'month-end billing run',
    unit: 'packages',
    start: async (api) => {
      const period = new Date().toISOString().slice(0, 7);
      const run = await api('POST', '/api/v1/billing_runs/', { period });
      if (!run.id) throw new Error(`billing run not prepared: ${JSON.stringify(run)}`);
      const launched = await api('POST', `/api/v1/billing_runs/${run.id}/launch`, {});
      if (!launched.success) throw new Error(`billing run not launched: ${JSON.stringify(launched)}`);
      return async () => {
        const r = await api('GET', `/api/v1/billing_runs/${run.id}`);
        return {
          over: r.status === 'done' || r.status === 'failed',
          units: r.packages_done ?? 0,
          outcome: `${r.status}, ${r.invoices_count ?? 0} invoices${r.error ? `: ${r.error}` : ''}`,
        };
      };
    },
  },
  {
    name: 'usage sync (last month, every source)',
    unit: 'sources',
    start: async (api) => {
      const run = await api('POST', '/api/v1/usages/sync', {});
      if (!run.id) throw new Error(`usage sync not started: ${JSON.stringify(run)}`);
      return async () => {
        const r = await api('GET', `/api/v1/usages/sync/${run.id}`);
        return { over: Boolean(r.over), units: r.sources_done ?? 0, outcome: `${r.status}${r.reason ? `: ${r.reason}` : ''}` };
      };
    },
  },
  {
    name: 'xlsx export of a day of usage records (list at its export limit)',
    unit: 'rows',
    start: async (api) => {
      // An export is limited to EXPORT_LIMIT (5,000) rows: one day of last month's records, the most a
      // user can export at once at the default --usage-scale (about 3,600 rows a day).
      const { start } = lastMonth();
      const range = `start_date=${start}&end_date=${start}`;
      const { count } = await api('GET', `/api/v1/usages/?${range}&page_size=1`);
      let done: { over: boolean; units: number; outcome: string } = { over: false, units: 0, outcome: 'running' };
      const started = exportFile(`/api/v1/usages/export.xls?${range}`).then(
        (bytes) => (done = { over: true, units: count, outcome: `${Math.round(bytes / 1024)} KiB` }),
        (err: Error) => (done = { over: true, units: 0, outcome: `failed: ${err.message}` }),
      );
      void started;
      return async () => done;
    },
  },
];

/** Last month's usage records (what re-rating reads), set once the data set is grown. */
let scanned = 0;
let exportFile: (path: string) => Promise<number> = async () => 0;

/** Telemetry ingestion runs on its own timer (STARLINK_TELEMETRY_INTERVAL_S): the probe runs over a window of several samplings. */
async function telemetryWindow(
  server: RunningServer,
  token: string,
  dbLabel: string,
  seconds: number,
  count: () => Promise<number | null>,
): Promise<JobResult> {
  const before = await count();
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  const probe = await probeWhile(server.url, token, () => performance.now() < end);
  const after = await count();
  const s = (performance.now() - t0) / 1000;
  const units = before !== null && after !== null ? after - before : 0;
  return {
    job: `satellite telemetry ingestion (every 10 s, ${seconds} s window)`,
    db: dbLabel,
    seconds: Math.round(s * 10) / 10,
    units,
    unit: 'samples',
    per_s: Math.round((units / s) * 10) / 10,
    outcome: before === null ? 'samples not countable on the embedded database (the server holds it)' : `${units} samples landed`,
    probe,
  };
}

async function runOn(
  dbLabel: string,
  databaseUrl: string,
  dataDir: string | null,
  usageScale: number,
  maxSeconds: number,
  only?: string[],
): Promise<JobResult[]> {
  const env = {
    DEMO_DATA: 'true',
    JOBS: 'on',
    USAGE_SYNC: 'off',
    BILLING_RUN: 'off',
    DUNNING: 'off',
    STARLINK_TELEMETRY_INTERVAL_S: '10',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  };
  // First start: migrations and the demo data; then the usage records are grown with the server stopped.
  let server = await startServer(databaseUrl, env);
  await server.stop();
  const grown = await growUsage(databaseUrl || null, dataDir, usageScale);
  scanned = grown.last_month;
  console.log(`${dbLabel}: ${grown.usages} usage records (${grown.last_month} last month), ${grown.packages} packages, ${grown.terminals} terminals`);
  server = await startServer(databaseUrl, env);
  const results: JobResult[] = [];
  try {
    const token = await login(server.url);
    const api: Api = async (method, path, body) => {
      const res = await fetch(server.url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      return res.json();
    };
    exportFile = async (path) => {
      const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
      return (await res.arrayBuffer()).byteLength;
    };
    const idle = await (async () => {
      const end = performance.now() + 5000;
      return probeWhile(server.url, token, () => performance.now() < end);
    })();
    results.push({ job: 'nothing running (reference)', db: dbLabel, seconds: 5, units: 0, unit: '', per_s: 0, outcome: '', probe: idle });
    const picked = (name: string) => !only || only.some((o) => name.toLowerCase().includes(o.toLowerCase()));
    for (const job of JOBS.filter((j) => picked(j.name))) {
      const t0 = performance.now();
      const check = await job.start(api);
      let state = { over: false, units: 0, outcome: 'running' };
      const poller = (async () => {
        while (!state.over && performance.now() - t0 < maxSeconds * 1000) {
          await new Promise((r) => setTimeout(r, 250));
          state = await check();
        }
      })();
      const probe = await probeWhile(server.url, token, () => !state.over && performance.now() - t0 < maxSeconds * 1000);
      await poller;
      const s = (performance.now() - t0) / 1000;
      results.push({
        job: job.name,
        db: dbLabel,
        seconds: Math.round(s * 10) / 10,
        units: state.units,
        unit: job.unit,
        per_s: Math.round((state.units / s) * 10) / 10,
        outcome: state.over ? state.outcome : `cut at ${maxSeconds} s (${state.outcome})`,
        probe,
      });
      console.log(line(results.at(-1)!));
    }
    const count = databaseUrl
      ? async () => {
          const c = new pg.Client({ connectionString: databaseUrl });
          await c.connect();
          try {
            return (await c.query('select count(*)::int n from starlink_telemetry')).rows[0].n as number;
          } finally {
            await c.end();
          }
        }
      : async () => null;
    if (picked('telemetry')) {
      results.push(await telemetryWindow(server, token, dbLabel, 65, count));
      console.log(line(results.at(-1)!));
    }
  } finally {
    await server.stop();
  }
  return results;
}

const line = (r: JobResult) =>
  `| ${r.db} | ${r.job} | ${r.seconds} s | ${r.units ? `${r.units} ${r.unit}, ${r.per_s}/s` : '–'} | ${r.outcome || '–'} | ${r.probe.n} | ${fmtMs(r.probe.p50)} | ${fmtMs(r.probe.p99)} | ${fmtMs(r.probe.max)} | ${r.probe.errors} |`;

export const HEADER =
  '| database | job | duration | job throughput | outcome | GETs | p50 | p99 | max | errors |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';

export async function runLongJobs(args: string[]): Promise<JobResult[]> {
  const dbs = (argValue(args, '--db') ?? 'postgres,pglite').split(',');
  const usageScale = Number(argValue(args, '--usage-scale') ?? '100');
  const maxSeconds = Number(argValue(args, '--job-max-seconds') ?? '180');
  const only = argValue(args, '--only')?.split(',');
  const all: JobResult[] = [];
  console.log(HEADER);
  const file = join(ROOT, 'bench', 'results', `${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}-long-jobs.json`);
  // Written after each database, so a failure on the next one keeps the figures of the first.
  const save = () => writeFileSync(file, JSON.stringify({ args, usageScale, maxSeconds, results: all }, null, 2));
  for (const db of dbs) {
    if (db === 'postgres') {
      const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
      const name = `bench_jobs_${process.pid}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        all.push(...(await runOn('PostgreSQL', url.toString(), null, usageScale, maxSeconds, only)));
        save();
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else if (db === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'bench-jobs-pglite-'));
      try {
        all.push(...(await runOn('embedded (PGlite)', '', dir, usageScale, maxSeconds, only)));
        save();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } else throw new Error(`--db: postgres or pglite, not ${db}`);
  }
  console.log(`\n${HEADER}\n${all.map(line).join('\n')}\n\nresults in ${file}`);
  return all;
}
