// Grows the demo data set for the long-job scenarios (long-jobs.ts), with the server stopped (the
// embedded database has one owner): the usage records since the first of last month are copied
// `scale - 1` times as records of extra controller WANs of the same devices (wan_name
// bench-<k>-<id of the copied record>, no SIM nor service line, so no unique key is met), unrated, so
// that re-rating, the rollups, the billing run's usage lines and the export have `scale` times the
// demo's month of usage to work through.
import { join } from 'node:path';
import type pg from 'pg';
import { resetOrderBook } from './billing-run.ts';
import { ROOT } from './server.ts';

export async function growUsage(url: string | null, dataDir: string | null, scale: number) {
  const { openDatabase } = await import(join(ROOT, 'server/src/db/client.ts'));
  const database = await openDatabase(url ? { url } : { dataDir });
  const q = async (text: string, params: unknown[] = []) => (await database.query(text, params)).rows as Record<string, number>[];
  try {
    const first = new Date();
    const start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    for (let k = 1; k < scale; k += 1) {
      await q(
        `insert into usages (date, source, device_id, site_id, customer_id, pool_id, wan_name, country_code, vpmn, imsi, bytes)
         select date, source, device_id, site_id, customer_id, pool_id, $2 || '-' || id, country_code, vpmn, imsi, bytes + $3
         from usages where date >= $1::date and (wan_name is null or wan_name not like 'bench-%')`,
        [start, `bench-${k}`, k],
      );
    }
    // The copies were inserted as rows, past ingestion: their months' rollups are rebuilt so records and
    // rollups agree as every write path keeps them (re-rating adds its changes to them, decision 0080).
    if (scale > 1) {
      const { rebuildRollups } = await import(join(ROOT, 'server/src/resources/usage/usages/usage-rollups.ts'));
      const thisMonth = `${first.toISOString().slice(0, 7)}-01`;
      await database.db.transaction((tx: unknown) => rebuildRollups(tx, start, thisMonth));
    }
    // The month-end run bills this month again: the order book as before its month-end (billing-run.ts).
    await resetOrderBook(database as unknown as pg.Client, `${first.toISOString().slice(0, 7)}-01`);
    const [counts] = await q(
      `select (select count(*)::int from usages) usages, (select count(*)::int from usages where date >= $1::date and date < date_trunc('month', now())::date) last_month, (select count(*)::int from packages where status <> 'draft' and archived_at is null) packages,
              (select count(*)::int from starlink_terminals) terminals`,
      [start],
    );
    return counts as { usages: number; last_month: number; packages: number; terminals: number };
  } finally {
    await database.close();
  }
}
