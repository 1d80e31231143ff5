// Usage measurements (issue 12's scale section): ingestion of one day for every SIM card through the
// server's own ingestUsages (upsert, rating, rollup deltas in one statement per batch) against a plain
// COPY of the same rows into the same table, both in a transaction rolled back so the data set stays
// as generated; and the report and list scenarios, driven over HTTP like every list.
import { spawn } from 'node:child_process';
import type pg from 'pg';
import { openDatabase } from '../../server/src/db/client.ts';
import { ingestUsages, type UsageInput } from '../../server/src/resources/usage/usages/usage-ingest.ts';

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const iso = (d: Date) => d.toISOString().slice(0, 10);

export interface IngestionResult {
  name: string;
  path: string;
  status: number;
  ingestion: { records: number; ingest_ms: number; ingest_rps: number; copy_ms: number; copy_rps: number; share_of_copy: number };
  target: string;
  verdict: string;
}

/** The parameters of the usage scenarios (none when there are no usage records): last calendar month, and this month so far. */
export async function discoverUsage(client: pg.Client) {
  const { rows } = await client.query(`select count(*)::int n, min(date)::text first, max(date)::text last from usages`);
  if (!rows[0].n) return undefined;
  const first = new Date(`${rows[0].first}T00:00:00Z`);
  const monthEnd = iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)));
  const partStart = iso(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1)));
  return { records: rows[0].n as number, monthStart: rows[0].first as string, monthEnd, partStart, partEnd: rows[0].last as string };
}

export function usageScenarios(p: NonNullable<Awaited<ReturnType<typeof discoverUsage>>>) {
  const report = { p99_ms: 200 };
  const month = `start_date=${p.monthStart}&end_date=${p.monthEnd}`;
  const part = `start_date=${p.partStart}&end_date=${p.partEnd}`;
  return [
    {
      name: `usage report of last month by customer (${p.records} records)`,
      path: `/api/v1/usages/reports?${month}&source=telna&group_by=customer`,
      target: report,
    },
    // By SIM, as the console asks it (docs/decisions/0044): the first page by usage (the table's first
    // page and the chart's 100 bars, with the row count and the totals over every row); a page further on
    // in key order; and the spec's whole answer (every row), kept for reference.
    {
      name: 'usage report of last month by SIM (iccid), first page by usage, with count and totals',
      path: `/api/v1/usages/reports?${month}&source=telna&group_by=iccid&page=1&page_size=100`,
      target: report,
    },
    {
      name: 'usage report of last month by SIM (iccid), page 50 by key',
      path: `/api/v1/usages/reports?${month}&source=telna&group_by=iccid&page=50&page_size=100&sort=key`,
      target: report,
    },
    { name: 'usage report of last month by SIM (iccid), whole answer (reference)', path: `/api/v1/usages/reports?${month}&source=telna&group_by=iccid` },
    {
      name: 'usage report of this month so far by customer (day rollups)',
      path: `/api/v1/usages/reports?${part}&source=telna&group_by=customer`,
      target: report,
    },
    {
      name: 'usages list (source and last month, 100 a page)',
      path: `/api/v1/usages/?page=1&page_size=100&source=webbing&${month}`,
      target: { rps: 1000, p99_ms: 200 },
    },
  ];
}

/** Rows of one day (today: the generated days end yesterday) for every SIM card, as a source delivers them. */
async function dayOfRecords(admin: pg.Client): Promise<UsageInput[]> {
  const today = iso(new Date());
  const { rows } = await admin.query(`select id, device_id, site_id, customer_id from simcards order by id`);
  return rows.map((s, i) => ({
    date: today,
    source: 'telna',
    sim_id: s.id,
    device_id: s.device_id,
    site_id: s.site_id,
    customer_id: s.customer_id,
    pool_id: null,
    wan_name: null,
    country_code: 'BE',
    vpmn: 'BELPR',
    imsi: null,
    bytes: (1 + ((i * 7919) % 500)) * 1048576,
  }));
}

const COPY_COLUMNS = 'date, source, sim_id, device_id, site_id, customer_id, country_code, vpmn, bytes';

/** COPY of the rows into usages by psql, inside a transaction that is rolled back: the database's own limit. */
function copyRows(dbUrl: string, rows: UsageInput[]): Promise<number> {
  const csv = `${rows
    .map((r) => [r.date, r.source, r.sim_id, r.device_id ?? '', r.site_id ?? '', r.customer_id ?? '', r.country_code, r.vpmn, r.bytes].join(','))
    .join('\n')}\n`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const psql = spawn(
      'psql',
      ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', 'begin', '-c', `copy usages (${COPY_COLUMNS}) from stdin with (format csv)`, '-c', 'rollback', dbUrl],
      {
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    let err = '';
    psql.stderr.on('data', (d) => (err += d));
    psql.on('error', reject);
    psql.on('exit', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`psql copy failed: ${err}`))));
    psql.stdin.end(csv);
  });
}

class RolledBack extends Error {}

export async function ingestionVersusCopy(dbUrl: string, admin: pg.Client): Promise<IngestionResult> {
  const rows = await dayOfRecords(admin);
  const database = await openDatabase({ url: dbUrl });
  let ingestMs = 0;
  try {
    await database.db
      .transaction(async (tx) => {
        const started = performance.now();
        await ingestUsages(tx, rows);
        ingestMs = performance.now() - started;
        throw new RolledBack();
      })
      .catch((err) => {
        if (!(err instanceof RolledBack)) throw err;
      });
  } finally {
    await database.close();
  }
  const copyMs = await copyRows(dbUrl, rows);
  const ingestRps = rows.length / (ingestMs / 1000);
  const copyRps = rows.length / (copyMs / 1000);
  const share = ingestRps / copyRps;
  const ingestion = {
    records: rows.length,
    ingest_ms: round(ingestMs),
    ingest_rps: Math.round(ingestRps),
    copy_ms: round(copyMs),
    copy_rps: Math.round(copyRps),
    share_of_copy: round(share, 3),
  };
  console.log(`usage ingestion of ${rows.length} records: ${ingestion.ingest_rps} records/s (COPY ${ingestion.copy_rps}/s, ${round(share * 100)} %)`);
  return {
    name: `usage ingestion of one day for ${rows.length} SIM cards (rolled back)`,
    path: 'ingestUsages (the sync jobs)',
    status: 200,
    ingestion,
    target: '>= 25 % of COPY',
    verdict: share >= 0.25 ? 'meets' : 'misses',
  };
}
