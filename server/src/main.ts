// Start: configuration, database and migrations, first admin and demo data, listen.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp, SHUTDOWN_GRACE_MS } from './app.ts';
import { seed, seedUsageDemoAfterStart } from './seed/index.ts';
import { phenixStartProblem } from './integrations/sim-providers/phenix.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, database });
await seed(database.db, config, app.log);
const phenixProblem = await phenixStartProblem(database.db, config);
if (phenixProblem) app.log.error(phenixProblem);
await app.listen({ port: config.PORT, host: config.HOST });
// The demo's year of usage is loaded after the server listens: demo start stays fast.
const usageDemo = seedUsageDemoAfterStart(database.db, config, app.log);

// Shutdown drains: the server stops accepting, the requests in flight finish (those whose client hung
// up too), the job queue and mail stop (app.close), and only then the database closes.
let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  // A terminal's Ctrl-C can arrive twice (from the terminal and relayed by tsx or npm): one shutdown.
  if (stopping) return;
  stopping = true;
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
