// The real server as an operating-system process (node --import tsx src/main.ts, as `npm start` runs
// it), for the tests that need what app.inject cannot give: signals, a kill, a socket, several
// processes on one database. Each process listens on a port of its own (PORT=0, read back from its
// log), on a fresh database (a PGlite directory, or DATABASE_URL), with the settings every process on
// a shared database must have (IMPERSONATION_SECRET, decision 0077).
import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** The first admin of a fresh database, as every server process started here creates or finds it. */
export const ADMIN = { login: 'admin@example.com', password: 'Correct-Horse-9' };

export interface ServerOptions {
  /** A PostgreSQL database; without it, `dataDir` (an embedded database's directory). */
  databaseUrl?: string;
  dataDir?: string;
  /** More environment, over the defaults below (JOBS, READY_DRAIN_MS, LOG_LEVEL, the schedules...). */
  env?: Record<string, string>;
  /** Wait for /readyz to answer 200 (default), or only for the listening line. */
  waitReady?: boolean;
  /** Sign the admin in (default): `token` is then set. */
  signIn?: boolean;
  /** How long the start may take (a fresh database migrates first; a loaded machine is slow). */
  startTimeoutMs?: number;
  /** A name for the error messages (A, B...). */
  name?: string;
}

export interface ServerProcess {
  name: string;
  proc: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The admin's bearer token (empty when signIn was false). */
  token: string;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A request to /api/v1/<path> with the admin's token and a JSON body type. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  /** Resolves once the process has printed the text, or throws with its output after the timeout. */
  printed: (text: string | RegExp, timeoutMs?: number) => Promise<void>;
  /** SIGTERM (a graceful stop, decision 0079) and its exit. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL (a crash) and its exit. */
  kill: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/** Kills every process started here that still runs (for an afterAll: a failed test leaves none behind). */
export function killAll(): void {
  for (const p of running) p.kill('SIGKILL');
}

export interface Answer {
  status: number | 'refused';
  body: string;
}

/** One request on a connection of its own (no keep-alive), as a load balancer's health check makes it. */
export function call(base: string, path: string, init: { method?: string; token?: string; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method: init.method ?? 'GET',
        agent: false,
        headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', () => resolve({ status: 'refused', body }));
      },
    );
    req.on('error', () => resolve({ status: 'refused', body: '' }));
    req.end(init.body);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `test` every 25 ms until it holds; throws `what` (and `context()`) after the timeout. */
export async function waitFor(test: () => boolean | Promise<boolean>, what: string, timeoutMs: number, context: () => string = () => ''): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > until) throw new Error(`${what} not seen within ${timeoutMs} ms\n${context()}`);
    await sleep(25);
  }
}

/** Starts one server process and, by default, waits until it is ready and signs the admin in. */
export async function startServer(opts: ServerOptions = {}): Promise<ServerProcess> {
  const name = opts.name ?? 'server';
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.login,
    ADMIN_PASSWORD: ADMIN.password,
    JOBS: 'off',
    // As every process on a shared database must have it (decision 0077): unset, the start logs an error on PostgreSQL.
    IMPERSONATION_SECRET: 'server-process-test-shared-secret-0123456789',
    INTEGRATIONS: 'simulate',
    // SIGTERM stops at once unless a test asks for the drain (decision 0079).
    READY_DRAIN_MS: '0',
    // debug: the 'incoming request' lines tell when a request has been received (the access line at
    // info comes when it is over).
    LOG_LEVEL: 'debug',
    WEB_DIST: '/nonexistent',
    DATA_DIR: opts.dataDir ?? join(tmpdir(), 'unused'),
    DATABASE_URL: opts.databaseUrl,
    ...opts.env,
  };
  if (!opts.databaseUrl) delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(proc);
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => {
      running.delete(proc);
      resolve({ code, signal });
    }),
  );
  let gone: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void exited.then((e) => (gone = e));
  const context = () => `${name} (${gone ? `exited ${gone.code ?? gone.signal}` : 'running'}):\n${out.slice(-20_000)}`;
  const timeout = opts.startTimeoutMs ?? 240_000;

  await waitFor(() => gone !== null || /Server listening at http:\/\/127\.0\.0\.1:\d+/.test(out), `${name} listening`, timeout, context);
  if (gone) throw new Error(`${name} exited before listening\n${context()}`);
  const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)![1];
  if (opts.waitReady ?? true) await waitFor(async () => gone !== null || (await call(url, '/readyz')).status === 200, `${name} /readyz 200`, timeout, context);
  if (gone) throw new Error(`${name} exited before it was ready\n${context()}`);

  let token = '';
  if (opts.signIn ?? true) {
    const login = await call(url, '/api/v1/account/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    if (login.status !== 200) throw new Error(`${name}: sign-in answered ${login.status} ${login.body}\n${context()}`);
    token = (JSON.parse(login.body) as { token: string }).token;
  }
  const server: ServerProcess = {
    name,
    proc,
    url,
    token,
    output: () => out,
    exited,
    api: (path, init = {}) =>
      fetch(`${url}/api/v1/${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}`, ...init.headers } }),
    printed: (text, timeoutMs = 30_000) =>
      waitFor(() => (typeof text === 'string' ? out.includes(text) : text.test(out)), `"${text}" printed`, timeoutMs, context),
    stop: () => {
      proc.kill('SIGTERM');
      return exited;
    },
    kill: () => {
      proc.kill('SIGKILL');
      return exited;
    },
  };
  return server;
}

/** Log lines at error level or worse (pino: 50 and up), and unhandled errors printed by Node. */
export function errorsIn(output: string): string[] {
  const bad: string[] = [];
  for (const line of output.split('\n')) {
    if (/Cannot use a pool|PGlite is closed/i.test(line)) bad.push(line);
    else if (line.startsWith('{')) {
      try {
        if ((JSON.parse(line) as { level?: number }).level! >= 50) bad.push(line);
      } catch {
        // not a log line
      }
    } else if (/\b(Error|Unhandled)\b/.test(line)) bad.push(line);
  }
  return bad;
}
