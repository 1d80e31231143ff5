// One Drizzle type over either the embedded PGlite or a PostgreSQL server.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a database helper can run on: the pool or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL with positional parameters; used by pg-boss and the benchmark. */
  query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }>;
  /**
   * Raw SQL in one transaction (platform scripts such as trigger installs): a text without parameters
   * may hold several statements.
   */
  rawTransaction: (work: (run: RawRun) => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
}

export type RawRun = (text: string, params?: unknown[]) => Promise<{ rows: any[]; affectedRows?: number; rowCount?: number | null }>;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Advisory lock key held while migrations run on a PostgreSQL server. */
const MIGRATION_LOCK = 7_301_028;

export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    // bigint (count(*)) and numeric arrive as strings by default; counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number(v));
    // JIT compilation costs 80-500 ms on the large list statements and never pays back on pages of rows.
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.DB_POOL_SIZE ?? 10), options: '-c jit=off' });
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const db = drizzle(pool, { schema }) as unknown as Db;
    // Several processes starting together: one applies the migrations, the others wait on the lock and
    // then find nothing left to apply (decision 0069). The lock is the session's, on one connection.
    const locked = await pool.connect();
    try {
      await locked.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle(locked, { schema }) as any, { migrationsFolder });
    } finally {
      await locked.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      locked.release();
    }
    return {
      db,
      kind: 'postgres',
      query: async (text, params) => pool.query(text, params as any[]),
      rawTransaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await work((text, params) => client.query(text, params as any[]));
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw err;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dataDir = opts.dataDir;
  if (dataDir && !dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number(v) },
  });
  guardRootHandle(client as unknown as PGliteClient);
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as any, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    query: async (text, params) => client.query(text, params as any[]),
    rawTransaction: async (work) => {
      await client.transaction(async (tx) => {
        await work(async (text, params) => {
          if (params) return tx.query(text, params as any[]);
          const results = await tx.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        });
      });
    },
    close: () => client.close(),
  };
}

/** The open PGlite transaction whose work the running code belongs to (see guardRootHandle). */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

type AnyFunction = (...args: any[]) => any;
type PGliteClient = { query: AnyFunction; exec: AnyFunction; transaction: AnyFunction };

/**
 * PGlite has one connection: a statement on the root handle waits until the open transaction ends.
 * Issued from inside that transaction's own work (the root `db` where `tx` was meant, a helper given
 * the pool), it waits for a transaction that waits for it, and the request hangs for ever, with
 * nothing in any log. Such a statement fails at once instead, naming itself; the transaction rolls
 * back and the request answers 500. A statement from any other request still waits its turn as before,
 * and so does work the transaction left running after its end.
 */
function guardRootHandle(client: PGliteClient) {
  const refuse = (what: string, text: unknown) => {
    if (!openTransaction.getStore()?.open) return;
    throw new Error(
      `PGlite: ${what} on the root database handle inside an open transaction would wait for that transaction for ever; run it on the transaction (tx): ${String(text).slice(0, 300)}`,
    );
  };
  // sql`` goes through query().
  for (const name of ['query', 'exec'] as const) {
    const original = client[name].bind(client);
    client[name] = async (text: string, ...rest: unknown[]) => {
      refuse(name, text);
      return original(text, ...rest);
    };
  }
  const transaction = client.transaction.bind(client);
  client.transaction = async (work: (tx: unknown) => Promise<unknown>) => {
    refuse('a transaction', 'begin');
    return transaction((tx: unknown) => {
      const state = { open: true };
      return openTransaction
        .run(state, () => work(tx))
        .finally(() => {
          state.open = false;
        });
    });
  };
}
