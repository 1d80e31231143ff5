// Once per run: the built console, and the real server on a free port with a fresh embedded database
// and the demo data. Journeys talk to it over HTTP exactly as a browser on a staff laptop would.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, chromiumFound, CHROMIUM, onCi, SKIP_MESSAGE } from './env.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB = join(ROOT, 'web');
const DIST_INDEX = join(WEB, 'dist', 'index.html');
const START_TIMEOUT_MS = 180_000;

/** Newest modification time under a path (files only), skipping dependencies and build output. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** A bundle with React's development build (its DevTools hint is left out of the production one). */
function isDevelopmentBuild(): boolean {
  const assets = join(WEB, 'dist', 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some((name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('Download the React DevTools'));
}

/** Builds the console when it is missing, older than its sources or a development build, so a journey never tests stale screens. */
async function buildConsole() {
  const built = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const sources = Math.max(
    newest(join(WEB, 'src')),
    newest(join(WEB, 'index.html')),
    newest(join(WEB, 'vite.config.ts')),
    newest(join(ROOT, 'contract', 'src')),
  );
  const development = built > 0 && isDevelopmentBuild();
  if (built && built >= sources && !development) return;
  console.log(
    !built
      ? 'e2e: web/dist is missing; building the console'
      : development
        ? 'e2e: web/dist is a development build; rebuilding it for production'
        : 'e2e: the console sources changed; rebuilding web/dist',
  );
  // Vitest sets NODE_ENV=test; passed on, it makes Vite bundle React's development build (slower,
  // and not what staff run). The journeys test the production console.
  await run('npm', ['run', 'build', '-w', 'web'], { ...process.env, NODE_ENV: 'production' });
  if (!existsSync(DIST_INDEX)) throw new Error('e2e: the console build finished without web/dist/index.html');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const tail = (file: string, lines = 40) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no output)');

async function waitForServer(baseURL: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`e2e: the server exited with ${exited} before answering. Its output:\n${tail(logFile)}`);
    try {
      // The API docs and the console's index page: both must answer before a journey can start.
      const [docs, index] = await Promise.all([fetch(`${baseURL}/api/docs/json`), fetch(`${baseURL}/`)]);
      if (docs.ok && index.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`e2e: the server did not answer within ${START_TIMEOUT_MS / 1000} s. Its output:\n${tail(logFile)}`);
}

/** SIGTERM to the server's process group (tsx runs node as a child), SIGKILL if it lingers. */
async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export default async function setup(project: TestProject) {
  if (!chromiumFound()) {
    if (onCi)
      throw new Error(`E2E FAILED: Debian chromium not found at ${CHROMIUM}; CI=true requires the end-to-end tests to run (apt-get install -y chromium).`);
    console.warn(`\n${SKIP_MESSAGE}\n`);
    project.provide('e2e', null);
    return;
  }

  // E2E_WEB_DIST runs the journeys against a console built elsewhere (a release bundle) instead of web/dist.
  const webDist = process.env.E2E_WEB_DIST;
  if (!webDist) await buildConsole();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'db'),
    DEMO_DATA: 'true',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PUBLIC_URL: baseURL,
    INTEGRATIONS: 'simulate',
    // The demo's ~200 SIM cards then make a "large" list with an estimated total (list-totals journey).
    LIST_EXACT_TOTAL_LIMIT: '150',
    // The journeys sign in some thirty times from one address within two minutes; the default limit
    // (20 a minute) is asserted by the API suite.
    LOGIN_RATE_LIMIT: '200',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...(webDist ? { WEB_DIST: webDist } : {}),
  };
  // The embedded database, whatever the developer's shell points at.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;

  const log = createWriteStream(logFile);
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);

  try {
    await waitForServer(baseURL, child, logFile);
  } catch (err) {
    // The error already carries the tail of the server's output.
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  console.log(`e2e: server ready at ${baseURL} (data in ${dataDir})`);
  project.provide('e2e', { baseURL, adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });

  return async () => {
    await stopServer(child);
    log.end();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e: server data and log kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
