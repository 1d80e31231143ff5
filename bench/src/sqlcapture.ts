// The SQL the server runs for one request, read from the PostgreSQL log.
// The benchmark sets `log_min_duration_statement = 0` on the benchmark database only (ALTER DATABASE),
// starts a capture server (new sessions pick the setting up), sends each scenario's request once and
// reads the statements logged by sessions of that database between two offsets of the log file.
// The setting is reset right after, and the load runs on a fresh server process without it.
import { openSync, readSync, statSync, closeSync } from 'node:fs';
import type pg from 'pg';

export const PG_LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

export interface CapturedStatement {
  sql: string;
  /** The statement with its parameters substituted as literals (what EXPLAIN and pgbench run). */
  literal: string;
  logged_ms: number;
}

export function logOffset(): number {
  return statSync(PG_LOG).size;
}

function readFrom(offset: number): string {
  const size = statSync(PG_LOG).size;
  if (size <= offset) return '';
  const fd = openSync(PG_LOG, 'r');
  try {
    const buf = Buffer.alloc(size - offset);
    readSync(fd, buf, 0, buf.length, offset);
    return buf.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

const ENTRY = /^\d{4}-\d{2}-\d{2} [\d:.]+ \w+ \[(\d+)\] (\S*)@(\S*) (LOG|DETAIL|ERROR|STATEMENT|WARNING|HINT|CONTEXT):\s+([\s\S]*)$/;

/** Statements logged since `offset` by sessions of database `dbName`. */
export function statementsSince(offset: number, dbName: string): CapturedStatement[] {
  const text = readFrom(offset);
  // Entries start with a timestamp; continuation lines (multi-line SQL) belong to the previous entry.
  const entries: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\d{4}-\d{2}-\d{2} /.test(line)) entries.push(line);
    else if (entries.length) entries[entries.length - 1] += `\n${line}`;
  }
  const out: CapturedStatement[] = [];
  let current: CapturedStatement | null = null;
  for (const entry of entries) {
    const m = ENTRY.exec(entry.trimEnd());
    if (!m || m[3] !== dbName) continue;
    const [, , , , level, message] = m;
    if (level === 'LOG') {
      // parse and bind steps are logged too (bind with its parameters): only executions are kept.
      current = null;
      const d = /^duration: ([\d.]+) ms\s+(?:execute [^:]*|statement): ([\s\S]*)$/.exec(message);
      if (!d) continue;
      current = { sql: d[2], literal: d[2], logged_ms: Number(d[1]) };
      out.push(current);
    } else if (level === 'DETAIL' && current) {
      const p = /^parameters: ([\s\S]*)$/i.exec(message);
      if (!p) continue;
      const params = new Map<number, string>();
      for (const pm of p[1].matchAll(/\$(\d+) = ('(?:[^']|'')*'|NULL)/g)) params.set(Number(pm[1]), pm[2]);
      current.literal = current.sql.replace(/\$(\d+)/g, (all, n) => params.get(Number(n)) ?? all);
    }
  }
  // Transaction control and the pool's housekeeping are not the request's work.
  // So is the mail worker's outbox poll, which runs in its own session whatever the request.
  return out.filter(
    (s) => !/^(begin|commit|rollback|set |show |select 1$)/i.test(s.sql.trim()) && !/from outbox where status = 'queued'.*skip locked/is.test(s.sql),
  );
}

export interface Explained {
  sql: string;
  planning_ms: number;
  execution_ms: number;
  plan: string;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a read statement, best of `runs` (the first run warms the cache). */
export async function explain(client: pg.Client, literal: string, runs = 3): Promise<Explained | null> {
  if (!/^\s*(select|with)\b/i.test(literal)) return null;
  let best: Explained | null = null;
  for (let i = 0; i < runs; i++) {
    const { rows } = await client.query(`explain (analyze, buffers) ${literal}`);
    const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    const planning = Number(/Planning Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    const execution = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    if (!best || planning + execution < best.planning_ms + best.execution_ms) {
      best = { sql: literal, planning_ms: planning, execution_ms: execution, plan };
    }
  }
  return best;
}
