// `npm run repair-counters`: recomputes every maintained field (decision 0015) from the source tables
// and reports what it fixed. Safe on a live database: one transaction, only differing rows are written.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { installMaintained, maintainedFields, repairMaintained } from './platform/maintained.ts';
import { allResources } from './platform/registry.ts';
import './resources/index.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const fields = maintainedFields(allResources());
  const { installed } = await installMaintained(database, fields);
  if (installed.length) console.log(`triggers installed and backfilled: ${installed.join(', ')}`);
  const started = Date.now();
  const fixed = await repairMaintained(database, fields);
  const entries = Object.entries(fixed);
  for (const [name, n] of entries) console.log(`${name.padEnd(44)} ${String(n).padStart(9)} row(s) fixed`);
  console.log(entries.length ? `${entries.length} field(s) repaired` : `all ${fields.length} maintained fields were right`, `(${Date.now() - started} ms)`);
} finally {
  await database.close();
}
