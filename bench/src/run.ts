// The HTTP benchmark: starts the real server on the benchmark database, captures the SQL of each
// scenario, drives each scenario with autocannon, measures the database's own time for the same SQL
// (EXPLAIN ANALYZE and pgbench), and writes bench/results/<date>.json and a Markdown table.
//
// Every run starts with the bare-Fastify baseline (bench/src/baseline.ts, its own process, the same
// load generator) and reports each scenario's req/s also as a fraction of it.
//
// Options: --connections N (20) --duration S (10) --warmup S (2) --pgbench-seconds S (10)
//          --only name,name  --no-pgbench  --soak  (--soak-connections 200 --soak-duration 60)
//          --run-max-seconds S (stops the month-end billing run early: a slow "before" run's pace)
import autocannon, { type Result } from 'autocannon';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { argValue, BENCH_DATABASE_URL, ensureDatabase } from './common.ts';
import { discoverUsage, ingestionVersusCopy, usageScenarios, type IngestionResult } from './usage.ts';
import { concurrentSends, discoverInvoicing, invoicingScenarios, pdfRender, type TimedResult } from './invoicing.ts';
import { cpuMsOf, login, memoryOf, ROOT, startBaseline, startServer, type RunningServer } from './server.ts';
import { explain, logOffset, statementsSince, type CapturedStatement, type Explained } from './sqlcapture.ts';
import { measureTelemetry, type TelemetryResult } from './telemetry.ts';
import { measureBillingRun, type BillingRunResult } from './billing-run.ts';

const run = promisify(execFile);

interface Scenario {
  name: string;
  path: string;
  /** What the issue's targets ask of it: req/s, or a fraction of the bare-Fastify baseline's req/s. */
  target?: { rps?: number; p99_ms?: number; of_baseline?: number };
  kind?: 'load' | 'export' | 'login' | 'baseline';
  /** The status every answer must have (200 unless said). */
  status?: number;
}

interface ScenarioResult {
  name: string;
  path: string;
  status?: number;
  api?: {
    rps: number;
    p50_ms: number;
    p99_ms: number;
    avg_ms: number;
    requests: number;
    errors: number;
    non2xx: number;
    status_codes?: Record<string, number>;
    /** CPU time of the server process per request answered: steadier than req/s when the machine is shared. */
    server_cpu_us_per_request?: number;
    /** Of which in the kernel (socket writes and reads, including loopback delivery to PostgreSQL and the client). */
    server_sys_us_per_request?: number;
  };
  db?: { statements: number; explain_ms: number; slowest?: Explained; all: Explained[]; not_explained: string[] };
  pgbench?: { tps: number; avg_latency_ms: number } | null;
  pgbench_prepared?: { tps: number; avg_latency_ms: number } | null;
  ratio?: {
    api_over_db_latency: number | null;
    pgbench_over_api_rps: number | null;
    api_over_baseline_rps?: number | null;
    api_over_pgbench_prepared?: number | null;
  };
  export?: { runs_ms: number[]; rows: number; bytes: number; rss_before_mb: number; rss_peak_mb: number; growth_mb: number; hwm_mb: number };
  login?: { sequential_ms: number[]; burst: { requests: number; status_codes: Record<string, number> } };
  /** One bulk write timed end to end (issue 10: 1,000 package lines shipped in one transaction in under 3 s). */
  bulk?: { items: number; ms: number; message?: string };
  /** Requests timed one by one (PDF render, concurrent sends): percentiles, and what was checked. */
  timed?: TimedResult['timed'];
  /** Usage ingestion of one day against a plain COPY of the same rows (issue 12). */
  ingestion?: IngestionResult['ingestion'];
  /** Telemetry ingestion of every terminal once a minute (issue 13), and the terminals list measured while it runs back to back. */
  telemetry?: TelemetryResult & { list_during?: NonNullable<ScenarioResult['api']> };
  /** The month-end billing run over every due package, timed end to end (issue 11: 10,000 packages in under 60 s). */
  billing_run?: BillingRunResult;
  target?: Scenario['target'] | string;
  verdict?: string;
}

async function discover(client: pg.Client) {
  const one = async (text: string) => (await client.query(text)).rows[0] ?? {};
  const big = await one(`select customer_id id, count(*)::int n from devices where customer_id is not null and archived_at is null
    group by 1 order by 2 desc limit 1`);
  const exp = await one(`select customer_id id, count(*)::int n from devices where customer_id is not null and archived_at is null and not is_fusion_hub
    group by 1 having count(*) <= 5000 order by 2 desc limit 1`);
  const total = (await one(`select count(*)::int n from devices`)).n as number;
  const dev = await one(`select id, name, serial from devices where name is not null order by id offset ${Math.floor(total / 2)} limit 1`);
  const sim = await one(`select iccid from simcards order by id offset ${Math.floor(total / 2)} limit 1`);
  const ids = (await client.query(`select id from devices order by id limit 100 offset ${Math.floor(total / 3)}`)).rows.map((r) => r.id as number);
  const hot = await one(`select object_id from logs where object_type = 'device' and not by_system group by 1 order by count(*) desc limit 1`);
  const showId = ids[0];
  // "Store router 4242" -> "router 4242": a fragment of names, matched by the trigram index.
  const qName = String(dev.name ?? 'router 1')
    .split(' ')
    .slice(1)
    .join(' ')
    .slice(0, 11);
  const iccidFragment = String(sim.iccid).slice(8, 17);
  // The word every name shares ("Kiosk router 4242"), and the first four digits of the ICCIDs (a country's "8932").
  const commonWord = String(dev.name ?? 'x router 1').split(' ')[1] ?? 'router';
  const iccidStart = String(sim.iccid).slice(0, 4);
  // Page 2000 of 25 at full scale; on a small database, the middle page.
  const live = (await one(`select count(*)::int n from devices where archived_at is null and not is_fusion_hub`)).n as number;
  const deepPage = Math.max(1, Math.min(2000, Math.floor(live / 25 / 2)));
  const packages = (await one(`select count(*)::int n from packages`)).n as number;
  const invoicing = await discoverInvoicing(client);
  const usage = await discoverUsage(client);
  const terminals = (await one(`select count(*)::int n from starlink_terminals`)).n as number;
  const terminal = await one(`select id from starlink_terminals order by id offset ${Math.floor(terminals / 2)} limit 1`);
  // The references staff are given (decision 0078): one of each from the middle of its table, and the
  // prefix every package reference shares (the global search's common-term path).
  const ref = async (text: string) => ((await one(text)).v as string | undefined) ?? undefined;
  const references = {
    pkg: packages ? await ref(`select reference v from packages order by id offset ${Math.floor(packages / 2)} limit 1`) : undefined,
    invoice: await ref(`select number v from invoices where number is not null order by id desc limit 1 offset 1000`),
    ip: await ref(`select address v from ips order by id offset 250 limit 1`),
    kit: terminals ? await ref(`select kit_serial_number v from starlink_terminals where kit_serial_number is not null order by id limit 1`) : undefined,
  };
  return {
    deepPage,
    big,
    exp,
    qName,
    iccidFragment,
    commonWord,
    iccidStart,
    ids,
    hot,
    showId,
    serial: dev.serial as string,
    packages,
    invoicing,
    usage,
    terminals,
    terminalId: terminal.id as number | undefined,
    references,
  };
}

function scenarios(p: Awaited<ReturnType<typeof discover>>): Scenario[] {
  const list = { rps: 2000, p99_ms: 25 };
  const search = { rps: 1000 };
  return [
    { name: 'bare Fastify baseline (GET /baseline, no plugins)', path: '/baseline', kind: 'baseline' },
    { name: 'account (authenticated trivial GET)', path: '/api/v1/account', target: { of_baseline: 0.25 } },
    { name: 'unknown API path (404)', path: '/api/v1/no-such-path', status: 404 },
    { name: 'device show (authenticated GET, one record)', path: `/api/v1/devices/${p.showId}` },
    { name: 'devices list (page 1, default filters, total)', path: '/api/v1/devices/?page=1&page_size=25', target: list },
    { name: `devices by customer_id (big customer, ${p.big.n} devices)`, path: `/api/v1/devices/?page=1&page_size=25&customer_id=${p.big.id}`, target: list },
    { name: 'devices q (serial/name)', path: `/api/v1/devices/?page=1&page_size=25&q=${encodeURIComponent(p.qName)}`, target: search },
    { name: 'simcards q (ICCID fragment)', path: `/api/v1/simcards/?page=1&page_size=25&q=${encodeURIComponent(p.iccidFragment)}`, target: search },
    { name: 'devices q (a word every name shares)', path: `/api/v1/devices/?page=1&page_size=25&q=${encodeURIComponent(p.commonWord)}`, target: search },
    { name: 'devices q (serial prefix)', path: `/api/v1/devices/?page=1&page_size=25&q=${encodeURIComponent(p.serial.slice(0, 8))}`, target: search },
    { name: 'simcards q (ICCID start every card shares)', path: `/api/v1/simcards/?page=1&page_size=25&q=${encodeURIComponent(p.iccidStart)}`, target: search },
    { name: 'simcards list (page 1, default filters, total; owner computed on read)', path: '/api/v1/simcards/?page=1&page_size=25', target: list },
    { name: `devices deep page (page ${p.deepPage})`, path: `/api/v1/devices/?page=${p.deepPage}&page_size=25`, target: list },
    { name: 'devices get-many (100 ids)', path: `/api/v1/devices/?${p.ids.map((id) => `id=${id}`).join('&')}`, target: list },
    { name: 'logs by object (object_type+object_id)', path: `/api/v1/logs/?page=1&page_size=25&object_type=device&object_id=${p.hot.object_id}`, target: list },
    { name: 'global search (/search/live)', path: `/api/v1/search/live?q=${encodeURIComponent(p.qName)}`, target: search },
    // The global search over references (decision 0078): an exact reference of each kind, and a prefix every package shares.
    ...Object.entries(p.references)
      .filter(([, value]) => value)
      .map(([kind, value]) => ({ name: `global search, ${kind} reference`, path: `/api/v1/search/live?q=${encodeURIComponent(value!)}`, target: search })),
    ...(p.packages ? [{ name: 'global search, a prefix every package shares (PKG-)', path: '/api/v1/search/live?q=PKG-', target: search }] : []),
    ...(p.packages
      ? ([
          // Commercial and delivery (issue 10): the lists at their default filters, the delivery queue, the dashboards' stats.
          { name: 'services list (page 1 of 50, default filters, total)', path: '/api/v1/services/?page=1&page_size=50', target: list },
          { name: 'services delivery queue (queue=delivery)', path: '/api/v1/services/?page=1&page_size=50&queue=delivery', target: list },
          { name: 'package lines list (default invoiced=false, total)', path: '/api/v1/package_lines/?page=1&page_size=50', target: list },
          { name: 'packages list (page 1 of 50, maintained counts)', path: '/api/v1/packages/?page=1&page_size=50', target: list },
          { name: 'business dashboard stats', path: '/api/v1/admin/dashboard/business/stats', target: { p99_ms: 50 } },
          { name: 'delivery dashboard stats', path: '/api/v1/admin/dashboard/delivery/stats', target: { p99_ms: 50 } },
          { name: 'stock dashboard stats', path: '/api/v1/admin/dashboard/stock/stats', target: { p99_ms: 50 } },
        ] as Scenario[])
      : []),
    ...(p.invoicing ? (invoicingScenarios(p.invoicing) as Scenario[]) : []),
    ...(p.usage ? (usageScenarios(p.usage) as Scenario[]) : []),
    ...(p.terminals
      ? ([
          // Satellite (issue 13): the terminals list with its total, a terminal, and the map's read of every terminal in one page.
          { name: 'starlink terminals list (page 1, total)', path: '/api/v1/starlink_terminals/?page=1&page_size=25', target: list },
          { name: 'starlink terminal show', path: `/api/v1/starlink_terminals/${p.terminalId}` },
          {
            name: `starlink terminals map read (${Math.min(p.terminals, 5000)} in one page)`,
            path: '/api/v1/starlink_terminals/?page=1&page_size=5000',
            target: { p99_ms: 2000 },
          },
        ] as Scenario[])
      : []),
    { name: `devices export (${p.exp.n} rows)`, path: `/api/v1/devices/export.xls?customer_id=${p.exp.id}`, kind: 'export' },
    { name: 'login', path: '/api/v1/account/login', kind: 'login' },
  ];
}

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

async function cannon(url: string, token: string, path: string, connections: number, duration: number): Promise<Result> {
  return autocannon({ url: url + path, connections, duration, headers: { authorization: `Bearer ${token}` }, timeout: 30 });
}

/** The measured run, with the server process's CPU time per request. */
async function measured(server: RunningServer, token: string, path: string, connections: number, duration: number) {
  const before = cpuMsOf(server.pid);
  const api = summarize(await cannon(server.url, token, path, connections, duration));
  const after = cpuMsOf(server.pid);
  const perRequest = (ms: number) => (api.requests ? round((ms * 1000) / api.requests, 1) : undefined);
  return {
    ...api,
    server_cpu_us_per_request: perRequest(after.user + after.sys - before.user - before.sys),
    server_sys_us_per_request: perRequest(after.sys - before.sys),
  };
}

function summarize(r: Result): NonNullable<ScenarioResult['api']> {
  const codes = r.statusCodeStats ? Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])) : undefined;
  return {
    rps: round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    avg_ms: round(r.latency.average, 2),
    requests: r.requests.total ?? r.requests.sent,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    status_codes: codes,
  };
}

/**
 * pgbench of the request's statements, with their values written in. `simple` parses and plans each
 * run (as the server does for a search); `prepared` plans once per connection (as the server does for
 * the list pages it keeps prepared, decision 0046). pgbench's prepared mode takes every `:name` for one
 * of its variables, even inside a quoted literal, so the time format's colons (`HH24:MI:SS`) are
 * written as dashes there: the same work, two other characters.
 */
async function pgbench(dbUrl: string, statements: string[], connections: number, seconds: number, mode: 'simple' | 'prepared' = 'simple') {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  const file = join(dir, 'request.sql');
  // pgbench reads one statement per line: each statement on one line, ending with a semicolon.
  const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' ').replace(/;?\s*$/, ';');
  const text = (s: string) => (mode === 'prepared' ? oneLine(s).replace(/(?<!:):(?=[A-Za-z_])/g, '-') : oneLine(s));
  writeFileSync(file, `${statements.map(text).join('\n')}\n`);
  const { stdout } = await run('pgbench', ['-n', '-M', mode, '-f', file, '-c', String(connections), '-j', '2', '-T', String(seconds), dbUrl], {
    maxBuffer: 10 * 1024 * 1024,
  });
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const lat = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1] ?? NaN);
  return { tps: round(tps), avg_latency_ms: round(lat, 3) };
}

async function captureSql(dbUrl: string, dbName: string, admin: pg.Client, list: Scenario[]) {
  const captured = new Map<string, CapturedStatement[]>();
  await admin.query(`alter database ${dbName} set log_min_duration_statement = 0`);
  let server: RunningServer | undefined;
  try {
    server = await startServer(dbUrl);
    const token = await login(server.url);
    for (const s of list) {
      if (s.kind === 'login') continue;
      // A first request warms the pool's connections, the second one is the one read from the log.
      await fetch(server.url + s.path, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
      await new Promise((r) => setTimeout(r, 200));
      const offset = logOffset();
      await fetch(server.url + s.path, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
      await new Promise((r) => setTimeout(r, 400));
      captured.set(s.name, statementsSince(offset, dbName));
    }
  } finally {
    await admin.query(`alter database ${dbName} reset log_min_duration_statement`);
    await server?.stop();
  }
  return captured;
}

async function measureExport(server: RunningServer, token: string, path: string, runs = 5) {
  const before = memoryOf(server.pid);
  let peak = before.rss;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(server.pid).rss);
    } catch {
      /* process gone */
    }
  }, 10);
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
      const buf = await res.arrayBuffer();
      times.push(round(performance.now() - t));
      bytes = buf.byteLength;
      status = res.status;
    }
  } finally {
    clearInterval(timer);
  }
  const after = memoryOf(server.pid);
  peak = Math.max(peak, after.rss);
  return {
    status,
    runs_ms: times,
    bytes,
    rss_before_mb: round(before.rss),
    rss_peak_mb: round(peak),
    growth_mb: round(peak - before.rss),
    hwm_mb: round(after.hwm),
  };
}

async function measureLogin(server: RunningServer, n = 8) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = await import('./server.ts');
  const body = JSON.stringify({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(`${server.url}/api/v1/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await res.arrayBuffer();
    if (res.status === 200) times.push(round(performance.now() - t));
  }
  // Under load the per-IP limit (20 a minute) answers 429: that is the expected behaviour.
  const burst = await autocannon({
    url: `${server.url}/api/v1/account/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: 10,
    duration: 3,
  });
  const codes = burst.statusCodeStats ? Object.fromEntries(Object.entries(burst.statusCodeStats).map(([k, v]) => [k, v.count])) : {};
  return { sequential_ms: times, burst: { requests: burst.requests.total ?? burst.requests.sent, status_codes: codes } };
}

function markdown(results: ScenarioResult[], meta: Record<string, unknown>): string {
  const lines = [
    `## Benchmark ${meta.date} (${meta.connections} connections, ${meta.duration} s each; devices ${meta.devices}, simcards ${meta.simcards}, logs ${meta.logs})`,
    '',
    '| scenario | req/s | × baseline | server CPU µs/req (kernel) | p50 ms | p99 ms | errors / non-2xx | DB ms (EXPLAIN, sum) | pgbench tps | pgbench/API | API/DB latency | target | verdict |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of results) {
    if (r.export) {
      lines.push(
        `| ${r.name} | | | | median ${median(r.export.runs_ms)} | max ${Math.max(...r.export.runs_ms)} | status ${r.status} | ${r.db ? round(r.db.explain_ms, 2) : ''} | | | | < 1000 ms, < 100 MB | ${r.verdict} (RSS ${r.export.rss_before_mb} -> ${r.export.rss_peak_mb} MB, +${r.export.growth_mb} MB) |`,
      );
      continue;
    }
    if (r.ingestion) {
      const g = r.ingestion;
      lines.push(
        `| ${r.name} | ${g.ingest_rps} records/s | | | ${g.ingest_ms} (all) | | COPY ${g.copy_rps} records/s (${g.copy_ms} ms): ${Math.round(g.share_of_copy * 1000) / 10} % | | | | | ${r.target ?? ''} | ${r.verdict} |`,
      );
      continue;
    }
    if (r.timed) {
      lines.push(
        `| ${r.name} | | | | ${r.timed.p50_ms} | ${r.timed.p99_ms} | status ${r.status}${r.timed.note ? `: ${r.timed.note}` : ''} | | | | | ${r.target ?? ''} | ${r.verdict} |`,
      );
      continue;
    }
    if (r.bulk) {
      lines.push(`| ${r.name} | | | | ${r.bulk.ms} (one request) | | status ${r.status}: ${r.bulk.message ?? ''} | | | | | < 3000 ms | ${r.verdict} |`);
      continue;
    }
    if (r.telemetry) {
      const t = r.telemetry;
      const l = t.list_during;
      lines.push(
        `| ${r.name} | ${t.rows_per_s} rows/s | | ${t.cpu_ms_per_minute} ms CPU a minute (${t.cpu_share_of_minute_pct} %); PostgreSQL ${t.pg_cpu_ms_per_minute} ms (${t.pg_cpu_share_of_minute_pct} %) | batches ${t.batch_ms.join('/')} ms | | events ${t.events} | | | | | a batch well under 60 s | ${r.verdict} |`,
      );
      if (l)
        lines.push(
          `| starlink terminals list during back-to-back ingestion | ${l.rps} | | ${l.server_cpu_us_per_request ?? ''} | ${l.p50_ms} | ${l.p99_ms} | ${l.errors} / ${l.non2xx} | | | | | >= 2000 rps, p99 < 25 ms | ${l.rps >= 2000 && l.p99_ms < 25 ? 'meets' : 'misses'} |`,
        );
      continue;
    }
    if (r.billing_run) {
      const b = r.billing_run;
      lines.push(
        `| ${r.name} | ${b.invoices_per_s} invoices/s | | ${b.packages_per_s} packages/s | ${b.seconds} s${b.cut ? ' (cut)' : ''} | | ${b.packages_done}/${b.packages_due} packages, ${b.invoices} invoices, ${b.invoice_lines} lines, ${b.log_entries} log entries, ${b.skipped} skipped | | | | | ${r.target ?? ''} | ${r.verdict} |`,
      );
      continue;
    }
    if (r.login) {
      lines.push(
        `| ${r.name} | | | | median ${median(r.login.sequential_ms)} (sequential) | max ${Math.max(...r.login.sequential_ms, 0)} | burst: ${JSON.stringify(r.login.burst.status_codes)} | | | | | rate-limited | ${r.verdict} |`,
      );
      continue;
    }
    const a = r.api!;
    const t = typeof r.target === 'string' ? r.target : r.target ? targetText(r.target) : '';
    const share = r.ratio?.api_over_baseline_rps;
    lines.push(
      `| ${r.name} | ${a.rps} | ${share == null ? '' : `${round(share * 100, 1)} %`} | ${a.server_cpu_us_per_request ?? ''}${a.server_sys_us_per_request == null ? '' : ` (${a.server_sys_us_per_request})`} | ${a.p50_ms} | ${a.p99_ms} | ${a.errors} / ${a.non2xx} | ${r.db ? round(r.db.explain_ms, 2) : ''} | ${r.pgbench?.tps ?? ''}${r.pgbench_prepared ? ` / ${r.pgbench_prepared.tps} prepared` : ''} | ${r.ratio?.pgbench_over_api_rps ?? ''} | ${r.ratio?.api_over_db_latency ?? ''} | ${t} | ${r.verdict ?? ''} |`,
    );
  }
  return lines.join('\n');
}

function targetText(t: NonNullable<Scenario['target']>): string {
  const parts = [];
  if (t.rps) parts.push(`>= ${t.rps} rps`);
  if (t.of_baseline) parts.push(`>= ${t.of_baseline * 100} % of baseline`);
  if (t.p99_ms) parts.push(`p99 < ${t.p99_ms} ms`);
  return parts.join(', ');
}

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);

async function soak(server: RunningServer, token: string, p: Awaited<ReturnType<typeof discover>>, connections: number, duration: number) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const requests = [];
  // A mix: 70 % lists, 20 % shows, 10 % writes (an update of a device's notes, which also writes the log).
  for (let i = 0; i < 10; i++) {
    const id = p.ids[(i * 7) % p.ids.length];
    requests.push(
      { method: 'GET', path: '/api/v1/devices/?page=1&page_size=25', headers: auth },
      { method: 'GET', path: `/api/v1/devices/?page=1&page_size=25&customer_id=${p.big.id}`, headers: auth },
      { method: 'GET', path: '/api/v1/simcards/?page=1&page_size=25', headers: auth },
      { method: 'GET', path: `/api/v1/logs/?page=1&page_size=25&object_type=device&object_id=${p.hot.object_id}`, headers: auth },
      { method: 'GET', path: '/api/v1/lines/?page=1&page_size=25', headers: auth },
      { method: 'GET', path: '/api/v1/ips/?page=1&page_size=25', headers: auth },
      { method: 'GET', path: `/api/v1/customers/?page=1&page_size=25`, headers: auth },
      { method: 'GET', path: `/api/v1/devices/${id}`, headers: auth },
      { method: 'GET', path: `/api/v1/devices/${p.ids[(i * 7 + 1) % p.ids.length]}`, headers: auth },
      { method: 'PUT', path: `/api/v1/devices/${p.ids[(i * 13 + 3) % p.ids.length]}`, headers: auth, body: JSON.stringify({ notes: `soak ${i}` }) },
    );
  }
  const r = await autocannon({ url: server.url, connections, duration, requests, timeout: 30 });
  return summarize(r);
}

export async function runBench(args: string[]) {
  const connections = Number(argValue(args, '--connections') ?? 20);
  const duration = Number(argValue(args, '--duration') ?? 10);
  const warmup = Number(argValue(args, '--warmup') ?? 2);
  const pgbenchSeconds = Number(argValue(args, '--pgbench-seconds') ?? 10);
  const only = argValue(args, '--only')?.split(',');
  const usePgbench = !args.includes('--no-pgbench');
  const dbUrl = BENCH_DATABASE_URL;
  const dbName = decodeURIComponent(new URL(dbUrl).pathname.slice(1));
  await ensureDatabase(dbUrl);

  const admin = new pg.Client({ connectionString: dbUrl });
  await admin.connect();
  const started = new Date();
  const results: ScenarioResult[] = [];
  let server: RunningServer | undefined;
  try {
    const counts = (
      await admin.query(`select (select count(*) from devices)::int devices, (select count(*) from simcards)::int simcards,
      (select count(*) from logs)::int logs, (select count(*) from records)::int records`)
    ).rows[0];
    if (!counts.devices) throw new Error('the benchmark database is empty: run `npm run bench -- --generate` first');
    const params = await discover(admin);
    let list = scenarios(params);
    // The baseline is part of every run: the ratios need it measured under the same conditions.
    if (only) list = list.filter((s) => s.kind === 'baseline' || only.some((o) => s.name.includes(o)));

    if (args.includes('--soak')) {
      const c = Number(argValue(args, '--soak-connections') ?? 200);
      const d = Number(argValue(args, '--soak-duration') ?? 60);
      server = await startServer(dbUrl);
      const token = await login(server.url);
      console.log(`soak: ${c} connections for ${d} s on a mix of lists, shows and writes`);
      const s = await soak(server, token, params, c, d);
      const out = { date: started.toISOString(), kind: 'soak', connections: c, duration: d, counts, result: s };
      saveResults(started, out, 'soak');
      console.log(
        `\n| soak | req/s | p50 ms | p99 ms | errors | non-2xx | status codes |\n|---|---:|---:|---:|---:|---:|---|\n| ${c} conn, ${d} s | ${s.rps} | ${s.p50_ms} | ${s.p99_ms} | ${s.errors} | ${s.non2xx} | ${JSON.stringify(s.status_codes)} |`,
      );
      return;
    }

    console.log('capturing the SQL of each scenario (log_min_duration_statement = 0 on this database, for one request each)');
    const captured = await captureSql(
      dbUrl,
      dbName,
      admin,
      list.filter((s) => s.kind !== 'baseline'),
    );

    server = await startServer(dbUrl);
    const token = await login(server.url);
    let baselineRps: number | null = null;
    for (const s of list) {
      const r: ScenarioResult = { name: s.name, path: s.path, target: s.target };
      if (s.kind === 'baseline') {
        const bare = await startBaseline();
        try {
          if (warmup > 0) await cannon(bare.url, token, s.path, connections, warmup);
          r.api = await measured(bare, token, s.path, connections, duration);
        } finally {
          await bare.stop();
        }
        baselineRps = r.api.rps;
        r.status = 200;
        r.ratio = { api_over_db_latency: null, pgbench_over_api_rps: null, api_over_baseline_rps: 1 };
        results.push(r);
        console.log(`${s.name}: ${r.api.rps} req/s, ${r.api.server_cpu_us_per_request} µs CPU/req p50 ${r.api.p50_ms} ms p99 ${r.api.p99_ms} ms`);
        continue;
      }
      const statements = captured.get(s.name) ?? [];
      if (s.kind !== 'login') {
        const all: Explained[] = [];
        const notExplained: string[] = [];
        for (const st of statements) {
          const e = await explain(admin, st.literal).catch((err: Error) => {
            notExplained.push(`${st.sql} -- ${err.message}`);
            return null;
          });
          if (e) all.push(e);
          else if (!notExplained.some((n) => n.startsWith(st.sql))) notExplained.push(st.sql);
        }
        const total = all.reduce((t, e) => t + e.planning_ms + e.execution_ms, 0);
        const slowest = [...all].sort((a, b) => b.execution_ms - a.execution_ms)[0];
        r.db = { statements: statements.length, explain_ms: round(total, 3), slowest, all, not_explained: notExplained };
      }
      if (s.kind === 'export') {
        const e = await measureExport(server, token, s.path);
        r.status = e.status;
        r.export = { ...e, rows: Number(/\((\d+) rows\)/.exec(s.name)?.[1] ?? 0) };
        r.verdict = median(e.runs_ms) < 1000 && e.growth_mb < 100 ? 'meets' : 'misses';
      } else if (s.kind === 'login') {
        r.login = await measureLogin(server);
        r.verdict = (r.login.burst.status_codes['429'] ?? 0) > 0 ? '429 under load (rate limit, expected)' : 'no 429 seen';
      } else {
        const check = await fetch(server.url + s.path, { headers: { authorization: `Bearer ${token}` } });
        r.status = check.status;
        await check.arrayBuffer();
        // A request that costs the database over half a second is not warmed up: it would only queue.
        if (warmup > 0 && (r.db?.explain_ms ?? 0) < 500) await cannon(server.url, token, s.path, connections, warmup);
        const api = await measured(server, token, s.path, connections, duration);
        r.api = api;
        const reads = statements.map((st) => st.literal).filter((q) => /^\s*(select|with)\b/i.test(q));
        if (usePgbench && reads.length && reads.length === statements.length) {
          r.pgbench = await pgbench(dbUrl, reads, connections, pgbenchSeconds).catch((err: Error) => {
            console.warn(`pgbench failed for ${s.name}: ${err.message}`);
            return null;
          });
          r.pgbench_prepared = await pgbench(dbUrl, reads, connections, pgbenchSeconds, 'prepared').catch((err: Error) => {
            console.warn(`pgbench (prepared) failed for ${s.name}: ${err.message}`);
            return null;
          });
        }
        const dbMs = r.db?.explain_ms ?? 0;
        r.ratio = {
          api_over_db_latency: dbMs > 0 ? round(api.avg_ms / dbMs, 1) : null,
          pgbench_over_api_rps: r.pgbench?.tps ? round(r.pgbench.tps / api.rps, 2) : null,
          api_over_pgbench_prepared: r.pgbench_prepared?.tps ? round(api.rps / r.pgbench_prepared.tps, 2) : null,
          api_over_baseline_rps: baselineRps ? round(api.rps / baselineRps, 3) : null,
        };
        const expected = s.status ?? 200;
        const answeredAsExpected =
          api.requests > 0 && api.errors === 0 && Object.keys(api.status_codes ?? { [expected]: 1 }).every((code) => code === String(expected));
        if (s.target) {
          const share = api.rps / (baselineRps ?? NaN);
          const ok =
            (!s.target.rps || api.rps >= s.target.rps) &&
            (!s.target.of_baseline || share >= s.target.of_baseline) &&
            (!s.target.p99_ms || api.p99_ms < s.target.p99_ms) &&
            answeredAsExpected;
          r.verdict = ok ? 'meets' : 'misses';
        } else if (!answeredAsExpected) {
          r.verdict = `answers other than ${expected}`;
        }
      }
      results.push(r);
      console.log(
        `${s.name}: ${r.api ? `${r.api.rps} req/s, ${r.api.server_cpu_us_per_request} µs CPU/req${r.ratio?.api_over_baseline_rps ? ` (${round(r.ratio.api_over_baseline_rps * 100, 1)} % of baseline)` : ''} p50 ${r.api.p50_ms} ms p99 ${r.api.p99_ms} ms` : r.export ? `export ${r.export.runs_ms.join('/')} ms, +${r.export.growth_mb} MB` : `login ${r.login?.sequential_ms.join('/')} ms`}; DB ${r.db?.explain_ms ?? '-'} ms${r.pgbench ? `, pgbench ${r.pgbench.tps} tps` : ''}${r.pgbench_prepared ? ` (prepared ${r.pgbench_prepared.tps}, API ${round(((r.api?.rps ?? 0) / r.pgbench_prepared.tps) * 100)} % of it)` : ''}`,
      );
    }
    if (params.packages && (!only || only.some((o) => 'bulk ship'.includes(o)))) results.push(await bulkShip(server, token, admin));
    if (params.invoicing && (!only || only.some((o) => 'invoice PDF render'.includes(o)))) results.push(await pdfRender(server, token, admin));
    if (params.usage && (!only || only.some((o) => 'usage ingestion'.includes(o)))) results.push(await ingestionVersusCopy(dbUrl, admin));
    if (params.invoicing && (!only || only.some((o) => 'invoices sent at once'.includes(o)))) results.push(await concurrentSends(server, token, admin));
    if (params.terminals && (!only || only.some((o) => 'telemetry'.includes(o))))
      results.push(await telemetryIngestion(server, token, dbUrl, connections, duration));
    if (params.packages && (!only || only.some((o) => 'month-end billing run'.includes(o))))
      results.push(await billingRun(dbUrl, admin, Number(argValue(args, '--run-max-seconds') ?? Infinity)));
    const meta = {
      date: started.toISOString(),
      connections,
      duration,
      warmup,
      pgbench_seconds: pgbenchSeconds,
      ...counts,
      host_cpus: (await import('node:os')).cpus().length,
    };
    const file = saveResults(
      started,
      { ...meta, sql_capture: 'log_min_duration_statement=0 on the bench database for one request per scenario, read from the PostgreSQL log', results },
      'bench',
    );
    let md = markdown(results, meta);
    for (const r of results) {
      const sl = r.db?.slowest;
      if (sl && sl.execution_ms > 5)
        md += `\n\n### Slowest statement of "${r.name}" (${sl.execution_ms} ms)\n\n\`\`\`sql\n${sl.sql}\n\`\`\`\n\n\`\`\`\n${sl.plan}\n\`\`\``;
    }
    writeFileSync(file.replace(/\.json$/, '.md'), `${md}\n`);
    console.log(`\n${md}\n\nresults: ${file} (and .md)`);
  } finally {
    await server?.stop();
    await admin.end();
  }
}

/** Ships 1,000 provisioned package lines in one request (one transaction), timed end to end. */
async function bulkShip(server: RunningServer, token: string, admin: pg.Client): Promise<ScenarioResult> {
  const ids = (await admin.query(`select id from package_lines where status = 'provisioned' and archived_at is null order by id limit 1000`)).rows.map(
    (r) => r.id as number,
  );
  const started = performance.now();
  const res = await fetch(`${server.url}/api/v1/package_lines/ship`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids, date: new Date().toISOString().slice(0, 10), tracking_code: `BENCH-${Date.now()}` }),
  });
  const body = (await res.json()) as { success?: boolean; message?: string };
  const ms = Math.round(performance.now() - started);
  console.log(`bulk ship of ${ids.length} package lines: ${ms} ms, ${res.status} ${body.message ?? ''}`);
  return {
    name: `bulk ship of ${ids.length} package lines (one transaction)`,
    path: '/api/v1/package_lines/ship',
    status: res.status,
    bulk: { items: ids.length, ms, message: body.message },
    verdict: res.ok && body.success !== false && ms < 3000 ? 'meets' : 'misses',
  };
}

/**
 * Telemetry ingestion (issue 13): first alone, one batch per minute of samples for every terminal
 * (rows/s, CPU time a minute); then back to back (harder than once a minute) while the terminals list
 * is under the usual load on the running server, whose req/s and p99 are reported beside it.
 */
async function telemetryIngestion(server: RunningServer, token: string, dbUrl: string, connections: number, duration: number): Promise<ScenarioResult> {
  const { openDatabase } = await import('../../server/src/db/client.ts');
  const database = await openDatabase({ url: dbUrl });
  try {
    const alone = await measureTelemetry(database, 5);
    console.log(
      `telemetry: ${alone.terminals} terminals, ${alone.rows_per_s} rows/s, batches ${alone.batch_ms.join('/')} ms, ${alone.cpu_ms_per_minute} ms CPU a minute, PostgreSQL ${alone.pg_cpu_ms_per_minute} ms`,
    );
    let running = true;
    const loop = (async () => {
      while (running) await measureTelemetry(database, 1);
    })();
    const path = '/api/v1/starlink_terminals/?page=1&page_size=25';
    let listDuring: NonNullable<ScenarioResult['api']>;
    try {
      listDuring = await measured(server, token, path, connections, duration);
    } finally {
      running = false;
      await loop;
    }
    console.log(`terminals list during ingestion: ${listDuring.rps} req/s p99 ${listDuring.p99_ms} ms`);
    const worst = Math.max(...alone.batch_ms);
    return {
      name: `telemetry ingestion (${alone.terminals} terminals, one sample each a minute)`,
      path: 'sampleTelemetry',
      telemetry: { ...alone, list_during: listDuring },
      verdict: worst < 10_000 ? 'meets' : 'misses',
    };
  } finally {
    await database.close();
  }
}

/** The month-end run over every due package (bench/src/billing-run.ts). */
async function billingRun(dbUrl: string, admin: pg.Client, maxSeconds: number): Promise<ScenarioResult> {
  const b = await measureBillingRun(dbUrl, admin, maxSeconds);
  console.log(
    `month-end billing run: ${b.packages_done}/${b.packages_due} packages, ${b.invoices} invoices in ${b.seconds} s (${b.invoices_per_s} invoices/s)${b.cut ? ', cut' : ''}`,
  );
  return {
    name: `month-end billing run (${b.packages_due} due packages)`,
    path: 'workRun',
    billing_run: b,
    target: '< 60 s',
    verdict: !b.cut && b.seconds < 60 ? 'meets' : 'misses',
  };
}

function saveResults(started: Date, data: unknown, kind: string): string {
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = started.toISOString().replace(/:/g, '-').replace(/\..*/, '');
  const file = join(dir, `${stamp}${kind === 'soak' ? '-soak' : ''}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
