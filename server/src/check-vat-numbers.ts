// `npm run check-vat`: lists every customer, billing address and billing company whose VAT number fails
// its checks, and every invoice, package, data pool and service whose VAT code does not fit its parties
// (decision 0056). Reads only: nothing is rewritten. Exits 1 when it found something, 0 when all is right.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { vatFindings } from './resources/invoicing/invoice_lines/vat-audit.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
let found = 0;
try {
  const started = Date.now();
  const findings = await vatFindings(database.db);
  for (const f of findings) console.log(`${f.kind.padEnd(10)} ${String(f.id).padStart(8)}  ${f.label.slice(0, 40).padEnd(40)}  ${f.field}: ${f.problem}`);
  found = findings.length;
  console.log(found ? `${found} problem(s) found; nothing was changed` : 'every VAT number and VAT code fits', `(${Date.now() - started} ms)`);
} finally {
  await database.close();
}
process.exitCode = found ? 1 : 0;
