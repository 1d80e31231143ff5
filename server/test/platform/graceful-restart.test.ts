// A graceful restart as a load balancer sees it (decision 0079), on the real server process
// (node --import tsx src/main.ts, as `npm start` runs it) with the job queue on: after SIGTERM, /readyz
// answers 503 at once while every other request is still served for READY_DRAIN_MS; then the process
// stops accepting, a request in flight since before the signal still completes with 200, the job queue
// hands its jobs back, and the process exits 0 without an error in its log.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres, scratchDatabase } from '../support/helpers.ts';
import { ADMIN, type Answer, call, errorsIn, killAll, startServer, waitFor } from '../support/server-process.ts';

/** Long enough to poll a few times under a loaded machine, short enough for a test. */
const DRAIN_MS = 2000;

const dirs: string[] = [];
afterAll(() => {
  killAll();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('graceful restart', () => {
  it('SIGTERM: /readyz 503 while requests are still served, the request in flight completes, exit 0', async () => {
    const scratch = onPostgres ? await scratchDatabase() : null;
    const dataDir = mkdtempSync(join(tmpdir(), 'console-drain-'));
    dirs.push(dataDir);
    // A fresh database: migrations, the first admin, the job queue's schema; the first start is the slow one.
    const server = await startServer({
      databaseUrl: scratch?.url,
      dataDir,
      env: { JOBS: 'on', READY_DRAIN_MS: String(DRAIN_MS) },
    });
    const { proc, url: base, token, exited } = server;
    const out = () => server.output();

    // A request in flight across the whole shutdown: its headers arrive now, its body only once the
    // drain is over and the server has stopped accepting.
    const body = JSON.stringify(ADMIN);
    const half = Math.floor(body.length / 2);
    const slow = httpRequest(`${base}/api/v1/account/login`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const slowAnswer = new Promise<Answer>((resolve) => {
      slow.on('response', (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      slow.on('error', (err) => resolve({ status: 'refused', body: String(err) }));
    });
    slow.write(body.slice(0, half));
    // (At debug, a request's arrival is logged: the second sign-in is the slow one.)
    const arrivals = () =>
      out()
        .split('\n')
        .filter((line) => line.includes('incoming request') && line.includes('/api/v1/account/login')).length;
    await waitFor(() => arrivals() >= 2, 'the slow request received', 10_000, out);

    proc.kill('SIGTERM');
    const signalled = Date.now();
    // What a load balancer sees during the drain: its checks (one connection each) and the traffic it
    // still routes until the check fails.
    const ready: Answer[] = [];
    const live: Answer[] = [];
    const lists: Answer[] = [];
    while (Date.now() - signalled < DRAIN_MS * 0.6) {
      const [r, l, d] = await Promise.all([call(base, '/readyz'), call(base, '/healthz'), call(base, '/api/v1/devices/?page_size=5', { token })]);
      ready.push(r);
      live.push(l);
      lists.push(d);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const readyStatuses = ready.map((r) => r.status);
    // Until the signal is handled /readyz may still say 200; once it says 503 it never says 200 again.
    const firstDown = readyStatuses.indexOf(503);
    expect(firstDown, `readyz during the drain: ${readyStatuses}`).toBeGreaterThanOrEqual(0);
    expect(
      readyStatuses.slice(firstDown).every((s) => s === 503),
      `readyz during the drain: ${readyStatuses}`,
    ).toBe(true);
    expect(JSON.parse(ready[firstDown].body)).toMatchObject({ status: 'unavailable', checks: { draining: 'stopping' } });
    expect(readyStatuses.slice(0, firstDown).every((s) => s === 200)).toBe(true);
    // The process is alive (liveness) and still serves: every request routed to it is answered 2xx.
    expect(
      live.map((r) => r.status).every((s) => s === 200),
      `healthz: ${live.map((r) => r.status)}`,
    ).toBe(true);
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(
      lists.map((r) => r.status).every((s) => s === 200),
      `devices: ${lists.map((r) => `${r.status} ${r.body.slice(0, 80)}`)}`,
    ).toBe(true);
    expect(out()).not.toContain('shutting down');

    // The drain ends: the server stops accepting (a new connection is refused), the request in flight completes.
    await waitFor(() => out().includes('shutting down'), 'shutting down', DRAIN_MS * 10, out);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS - 50);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const late = await call(base, '/readyz');
    expect(['refused', 503]).toContain(late.status);
    slow.end(body.slice(half));
    const answer = await slowAnswer;
    expect(answer.status, answer.body).toBe(200);
    expect((JSON.parse(answer.body) as { token?: string }).token).toBeTruthy();

    expect(await exited).toEqual({ code: 0, signal: null });
    expect(out()).toContain('"msg":"stopped"');
    expect(errorsIn(out())).toEqual([]);
    await scratch?.drop();
  }, 180_000);
});
