// Start: configuration, database and migrations, first admin and demo data, listen.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp, SHUTDOWN_GRACE_MS } from './app.ts';
import { seed, seedUsageDemoAfterStart } from './seed/index.ts';
import { phenixStartProblem } from './integrations/sim-providers/phenix.ts';
import { startDraining } from './platform/health.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database });
await seed(database.db, config, app.log);
const phenixProblem = await phenixStartProblem(database.db, config);
if (phenixProblem) app.log.error(phenixProblem);
await app.listen({ port: config.PORT, host: config.HOST });
// The demo's year of usage is loaded after the server listens: demo start stays fast.
const usageDemo = seedUsageDemoAfterStart(database.db, config, app.log);

// Shutdown (decision 0079). On SIGTERM (a rolling restart, systemd, docker stop, Kubernetes) the
// process first drains: /readyz answers 503 for READY_DRAIN_MS while every other request is still
// served, so the load balancer's health check takes it out before it stops accepting. Then the server
// stops accepting, the requests in flight finish (those whose client hung up too), the job queue hands
// its jobs back and mail stops (app.close), and only then the database closes.
// SIGINT (Ctrl-C at a terminal) skips the drain: nothing balances a terminal's server; sent during a
// drain, it cuts the drain short.
let stopping = false;
let endDrain: (() => void) | null = null;
async function shutdown(signal: NodeJS.Signals) {
  // A signal can arrive more than once (a terminal's Ctrl-C, or systemd signalling npm, tsx and node
  // alike, which relay it): one shutdown. Only SIGINT shortens a drain under way.
  if (stopping) {
    if (signal === 'SIGINT') endDrain?.();
    return;
  }
  stopping = true;
  if (signal === 'SIGTERM' && config.READY_DRAIN_MS > 0) {
    startDraining(app);
    app.log.info({ signal, drainMs: config.READY_DRAIN_MS }, 'draining: /readyz answers 503, requests still served');
    await new Promise<void>((resolve) => {
      endDrain = resolve;
      setTimeout(resolve, config.READY_DRAIN_MS);
    });
    endDrain = null;
  }
  app.log.info({ signal }, 'shutting down: finishing the requests in flight');
  // A client that keeps a request open past the grace period is cut off, so the close can end.
  const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  cutOff.unref();
  try {
    await app.close();
    // Its transaction ends (committed or rolled back) before the database closes.
    await usageDemo;
    await database.close();
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info('stopped');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutdown);
