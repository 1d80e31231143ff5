// Starts the real API server (server/src/main.ts) on the benchmark database, as one Node process
// (node --import tsx) so its pid is the server's and /proc/<pid>/status reads its memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ADMIN_EMAIL = process.env.BENCH_ADMIN_EMAIL ?? 'bench-admin@example.com';
export const ADMIN_PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? 'Bench-admin-password-1';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export async function startServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  // BENCH_SERVER_ROOT: another checkout of the repository (its node_modules in place) whose server is
  // measured instead, e.g. the commit before a change, for before/after figures from the same run conditions.
  const root = process.env.BENCH_SERVER_ROOT ?? ROOT;
  return startProcess([...nodeArgs, 'server/src/main.ts'], '/api/docs/json', root, {
    DATABASE_URL: databaseUrl,
    // The server serves a built console, as in production (the static-file plugin is part of the
    // request path): web/dist when built, a one-page stand-in otherwise.
    WEB_DIST: webDist(root),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DEMO_DATA: 'false',
    LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
    // Background jobs (pg-boss polling) would add noise that is not the request path.
    JOBS: process.env.BENCH_SERVER_JOBS ?? 'off',
    ...extraEnv,
  });
}

function webDist(root: string): string {
  const built = join(root, 'web', 'dist');
  if (existsSync(join(built, 'index.html'))) return built;
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
  return dir;
}

/** The bare-Fastify baseline (bench/src/baseline.ts): one plain route, `GET /baseline`. */
export async function startBaseline(): Promise<RunningServer> {
  return startProcess(['bench/src/baseline.ts'], '/baseline', ROOT, {});
}

async function startProcess(args: string[], readyPath: string, cwd: string, env: Record<string, string>): Promise<RunningServer> {
  // A port given in env (a process started again where a load balancer expects it) or a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // BENCH_SERVER_START_S: a first start on an empty embedded database (migrations, demo data) on a busy machine takes longer.
  const startS = Number(process.env.BENCH_SERVER_START_S ?? 60);
  const deadline = Date.now() + startS * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${args.join(' ')} did not start within ${startS} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      // Let requests a load generator abandoned at its deadline finish before the pool closes.
      await new Promise((r) => setTimeout(r, 1500));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
/** CPU time of a process in ms, in user space (JavaScript, V8) and in the kernel (sockets, syscalls). */
export function cpuMsOf(pid: number): { user: number; sys: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, sys: Number(fields[12]) * 10 };
}

/** CPU time (user + system, ms) used so far by each PostgreSQL process of this machine, by pid. */
export function postgresCpuByPid(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      byPid.set(entry, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended while we read.
    }
  }
  return byPid;
}

/**
 * What PostgreSQL spent (CPU ms, all its processes) since `before`: processes still there count their
 * growth, new ones (a pool's connections opened meanwhile) all of theirs; processes that ended in
 * between (the backends of earlier clients) are left out rather than counted negative.
 */
export function postgresCpuSince(before: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpuByPid()) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Resident memory of a process in MB: current (VmRSS) and peak (VmHWM). */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

export async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!res.ok || !body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}
