// `npm run bench -- --multi`: 1 and then 2 server processes on one PostgreSQL database behind HAProxy
// (Debian's `haproxy`, configured as docs/running-several-processes.md shows), driven through the
// balancer: req/s and p99 of the devices list and of a write mix, and each process's CPU. Then a
// rolling restart of the 2 processes under the same load (SIGTERM, drain, start again, wait for
// /readyz, the next one), counting every answer that is not 2xx (decision 0079).
// Options: --connections N (20) --duration S (10) --restart-duration S (40).
import autocannon, { type Result } from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { argValue, BENCH_DATABASE_URL } from './common.ts';
import { cpuMsOf, freePort, login, postgresCpuByPid, postgresCpuSince, ROOT, startServer, type RunningServer } from './server.ts';

const round = (n: number) => Math.round(n * 10) / 10;

interface Figures {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  status_codes?: Record<string, number>;
  cpu_ms_per_process?: number[];
  /** PostgreSQL's CPU (all its processes) during the scenario, and per request answered. */
  postgres_cpu_ms?: number;
  postgres_cpu_ms_per_request?: number;
  /** The server processes' CPU per request answered (all processes together). */
  server_cpu_ms_per_request?: number;
}

const summarize = (r: Result): Figures => ({
  rps: round(r.requests.average),
  p50_ms: r.latency.p50,
  p99_ms: r.latency.p99,
  requests: r.requests.total ?? r.requests.sent,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  status_codes: r.statusCodeStats ? Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])) : undefined,
});

/** HAProxy in front of the given ports, with the documented health check on /readyz. */
async function startHaproxy(ports: number[]): Promise<{ url: string; stop: () => void }> {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('haproxy is not installed: apt-get install -y haproxy');
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-haproxy-'));
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      'global',
      '    maxconn 4096',
      'defaults',
      '    mode http',
      '    option forwardfor',
      '    timeout connect 5s',
      '    timeout client 120s',
      '    timeout server 120s',
      '    retries 2',
      '    option redispatch',
      '    retry-on conn-failure',
      'frontend console',
      `    bind 127.0.0.1:${port}`,
      '    default_backend console',
      'backend console',
      '    balance leastconn',
      '    option httpchk',
      '    http-check send meth GET uri /readyz',
      '    http-check expect status 200',
      '    default-server inter 1s fall 2 rise 2',
      ...ports.map((p, i) => `    server app${i + 1} 127.0.0.1:${p} check`),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  // Up once every server passed its check (rise 2: about 2 s).
  await waitReady(url, ports.length);
  return { url, stop: () => child.kill('SIGTERM') };
}

async function waitReady(url: string, _servers: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}/readyz not 200 within 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await new Promise((r) => setTimeout(r, 2500));
}

const portOf = (s: RunningServer) => Number(new URL(s.url).port);

/** A server process as an operator runs one of several: shared secret, behind a proxy, no jobs (bench noise). */
const startOne = (port?: number) =>
  startServer(BENCH_DATABASE_URL, {
    IMPERSONATION_SECRET: 'bench-multi-process-secret',
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT: '100000',
    ...(port ? { PORT: String(port) } : {}),
  });

function requestsFor(token: string, ids: number[]) {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = [{ method: 'GET' as const, path: '/api/v1/devices/?page=1&page_size=25', headers: auth }];
  // Write mix: half device list pages, a quarter device shows, a quarter device updates (with their log entry).
  const mix = [];
  for (let i = 0; i < 8; i++) {
    mix.push(
      { method: 'GET' as const, path: '/api/v1/devices/?page=1&page_size=25', headers: auth },
      { method: 'GET' as const, path: `/api/v1/devices/?page=${(i % 4) + 2}&page_size=25`, headers: auth },
      { method: 'GET' as const, path: `/api/v1/devices/${ids[i % ids.length]}`, headers: auth },
      { method: 'PUT' as const, path: `/api/v1/devices/${ids[(i * 7 + 3) % ids.length]}`, headers: auth, body: JSON.stringify({ notes: `multi ${i}` }) },
    );
  }
  return { list, mix };
}

async function measure(url: string, servers: RunningServer[], requests: object[], connections: number, duration: number): Promise<Figures> {
  const before = servers.map((s) => cpuMsOf(s.pid));
  const pgBefore = postgresCpuByPid();
  const r = await autocannon({ url, connections, duration, requests: requests as never, timeout: 30 });
  const figures = summarize(r);
  figures.postgres_cpu_ms = postgresCpuSince(pgBefore);
  figures.cpu_ms_per_process = servers.map((s, i) => {
    const now = cpuMsOf(s.pid);
    return now.user + now.sys - before[i].user - before[i].sys;
  });
  // What one request costs each side: the figures that say when PostgreSQL, not the processes, is full.
  const answered = Math.max(1, figures.requests);
  figures.postgres_cpu_ms_per_request = Math.round((figures.postgres_cpu_ms / answered) * 100) / 100;
  figures.server_cpu_ms_per_request = Math.round((figures.cpu_ms_per_process.reduce((a, b) => a + b, 0) / answered) * 100) / 100;
  return figures;
}

export async function runMultiProcess(args: string[]) {
  const connections = Number(argValue(args, '--connections') ?? 20);
  const duration = Number(argValue(args, '--duration') ?? 10);
  const restartDuration = Number(argValue(args, '--restart-duration') ?? 40);
  const results: Record<string, unknown> = { date: new Date().toISOString(), database: BENCH_DATABASE_URL.replace(/\/\/[^@]*@/, '//'), connections, duration };

  const servers: RunningServer[] = [];
  // A failed run leaves no server behind.
  process.once('exit', () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  });
  servers.push(await startOne());
  const token = await login(servers[0].url);
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await client.connect();
  const ids = (await client.query('select id from devices where archived_at is null order by id limit 50')).rows.map((r) => r.id as number);
  await client.end();
  if (ids.length === 0) throw new Error('no device in the bench database: npm run bench -- --generate --scale 0.02');
  const { list, mix } = requestsFor(token, ids);

  for (const n of [1, 2]) {
    while (servers.length < n) servers.push(await startOne());
    const lb = await startHaproxy(servers.map(portOf));
    try {
      await autocannon({ url: lb.url, connections, duration: 2, requests: list as never });
      results[`devices_list_${n}p`] = await measure(lb.url, servers, list, connections, duration);
      results[`write_mix_${n}p`] = await measure(lb.url, servers, mix, connections, duration);
      console.log(n, 'process(es):', JSON.stringify({ list: results[`devices_list_${n}p`], mix: results[`write_mix_${n}p`] }));
    } finally {
      lb.stop();
    }
  }

  // A rolling restart of the two processes under the write mix: each in turn gets SIGTERM (it drains
  // READY_DRAIN_MS, 5 s by default), is started again on the same port, and the next one waits for it.
  const lb = await startHaproxy(servers.map(portOf));
  try {
    const load = autocannon({ url: lb.url, connections, duration: restartDuration, requests: mix as never, timeout: 30 });
    const restarts: { process: number; stopped_ms: number; ready_again_ms: number }[] = [];
    const t0 = Date.now();
    await new Promise((r) => setTimeout(r, 3000));
    for (let i = 0; i < servers.length; i++) {
      const port = portOf(servers[i]);
      const started = Date.now();
      servers[i].child.kill('SIGTERM');
      await new Promise<void>((resolve) => (servers[i].child.exitCode !== null ? resolve() : servers[i].child.once('exit', () => resolve())));
      const stopped = Date.now();
      servers[i] = await startOne(port);
      await waitReady(servers[i].url, 1);
      restarts.push({ process: i + 1, stopped_ms: stopped - started, ready_again_ms: Date.now() - stopped });
    }
    const r = summarize(await load);
    results.rolling_restart = { ...r, restarts, load_seconds: restartDuration, restarts_done_after_ms: Date.now() - t0 };
    console.log('rolling restart:', JSON.stringify(results.rolling_restart));
  } finally {
    lb.stop();
    for (const s of servers) await s.stop();
  }

  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}-multi.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written ${file}`);
}
