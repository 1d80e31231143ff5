// The usage report's pages (docs/decisions/0044) timed through usageReport() itself (SQL and Node, no
// HTTP), in a read-only session, so it can run on a database another process is still generating:
//   npx tsx bench/src/report-pages.ts DATABASE_URL START END SOURCES [GROUP] [whole|export]
// (export: only the export's read, so the process's heap is that of the batches.)
// e.g. postgres://postgres@127.0.0.1:5432/bench 2026-10-01 2026-10-31 telna,webbing iccid whole
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../server/src/db/schema/index.ts';
import { usageReport, usageReportRows } from '../../server/src/resources/usage/usages/usage-reports.ts';
import { readFileSync } from 'node:fs';
const [url, start, end, sources, group = 'iccid', whole] = process.argv.slice(2);
pg.types.setTypeParser(20, (v) => Number(v));
const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off -c default_transaction_read_only=on' });
const db = drizzle(pool, { schema }) as any;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const time = async (name: string, f: () => Promise<any>, runs = 5) => {
  const ms: number[] = [];
  let last: any;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await f();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${name}: median ${ms[Math.floor(runs / 2)].toFixed(0)} ms, min ${ms[0].toFixed(0)} ms, max ${ms.at(-1)!.toFixed(0)} ms (rows ${last.results.length}, count ${last.count}, totals ${last.total_usage} GB ${last.total_price} EUR) load ${load()}`,
  );
};
for (const source of sources.split(',')) {
  const q = { start_date: start, end_date: end, source, group_by: group } as any;
  if (whole !== 'export') await time(`${source} by ${group}: first page by usage`, () => usageReport(db, q, { page: 1, page_size: 100 }));
  if (whole !== 'export') await time(`${source} by ${group}: page 50 by key`, () => usageReport(db, q, { page: 50, page_size: 100, sort: 'key' }));
  if (whole) {
    if (whole === 'whole') await time(`${source} by ${group}: whole answer`, () => usageReport(db, q), 3);
    // The export's read: every row through the cursor, 1,000 at a time (rows counted, not kept).
    const started = performance.now();
    let n = 0;
    let heap = 0;
    for await (const batch of (await usageReportRows(db, q)).batches) {
      n += batch.length;
      heap = Math.max(heap, process.memoryUsage().heapUsed);
    }
    const heapNote = whole === 'export' ? `, heap at most ${(heap / 1048576).toFixed(0)} MB` : '';
    console.log(`${source} by ${group}: export read of ${n} rows in batches: ${(performance.now() - started).toFixed(0)} ms${heapNote}, load ${load()}`);
  }
}
await pool.end();
