// PGlite has one connection: a statement sent on the root handle while a transaction is open waits for
// that transaction to end. Sent from inside the transaction's own work (the root `db` where `tx` was
// meant), it would wait for ever and the request with it (the maintained-fields property test once hung
// for its full 300 s on PGlite in CI). The client refuses such a statement at once, with a message that
// names it, and lets every other statement wait its turn as before. This file runs on PGlite whatever
// TEST_DATABASE_URL says: the rule belongs to the PGlite client.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { retryingTransactions } from '../../src/db/retry.ts';
import { customers } from '../../src/db/schema/index.ts';

let database: Database;

/** The work's outcome, or 'hung' when it has not settled within a second (a wait that would never end). */
const settled = async <T>(work: Promise<T>): Promise<{ value?: T; error?: Error } | 'hung'> => {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), 1000);
  });
  try {
    return await Promise.race([
      work.then(
        (value) => ({ value }),
        (error: Error) => ({ error }),
      ),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

/** The error's message and those of its causes (Drizzle wraps a failed statement's error in its own). */
const messages = (outcome: { error?: unknown } | 'hung'): string => {
  const out: string[] = [];
  for (let e = (outcome as { error?: unknown }).error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    out.push(String(e.message));
  return out.join('\n');
};

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});

afterAll(async () => {
  await database?.close();
});

describe('PGlite root handle inside an open transaction', () => {
  it('a Drizzle read on the root db inside a transaction fails at once, naming the statement, and rolls the transaction back', async () => {
    const db = retryingTransactions(database.db);
    const outcome = await settled(
      db.transaction(async (tx) => {
        await tx.insert(customers).values({ name: 'Kept only if committed' });
        await db.select().from(customers);
      }),
    );
    expect(outcome).not.toBe('hung');
    expect(messages(outcome)).toMatch(/root database handle inside an open transaction .* run it on the transaction \(tx\): select "id", "sites_count"/);
    expect((await database.query(`select count(*)::int as n from customers where name = 'Kept only if committed'`)).rows[0].n).toBe(0);
  });

  it('so do raw SQL, a nested root transaction and a write through the root db, in a raw transaction too', async () => {
    const inside = [
      () => database.query('select 1'),
      () => database.db.execute(sql`select 1`),
      () => database.db.transaction(async () => undefined),
      () => database.db.insert(customers).values({ name: 'Nested' }),
    ];
    for (const root of inside) {
      const viaDrizzle = await settled(database.db.transaction(async () => void (await root())));
      expect(viaDrizzle).not.toBe('hung');
      expect(messages(viaDrizzle)).toMatch(/root database handle inside an open transaction/);
      const viaRaw = await settled(database.rawTransaction(async () => void (await root())));
      expect(viaRaw).not.toBe('hung');
      expect(messages(viaRaw)).toMatch(/root database handle inside an open transaction/);
    }
  });

  it('statements on the transaction itself, including savepoints, run as before', async () => {
    const outcome = await settled(
      database.db.transaction(async (tx) => {
        await tx.insert(customers).values({ name: 'Inside' });
        await tx.transaction(async (sp) => {
          await sp.insert(customers).values({ name: 'Savepoint' });
        });
        const counted = await tx.execute(sql`select count(*)::int as n from customers where name in ('Inside', 'Savepoint')`);
        return (counted as unknown as { rows: unknown[] }).rows[0];
      }),
    );
    expect(outcome).toEqual({ value: { n: 2 } });
  });

  it('a statement from another caller waits for the open transaction and then runs, as before', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const inTransaction = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(customers).values({ name: 'Seen after commit' });
      entered();
      await held;
    });
    await inTransaction;
    // Issued outside the transaction's work while it is open: it queues behind the transaction.
    const outside = database.query(`select count(*)::int as n from customers where name = 'Seen after commit'`);
    const early = await settled(outside);
    expect(early).toBe('hung');
    release();
    await transaction;
    expect((await outside).rows[0].n).toBe(1);
  });

  it('work started inside a transaction that runs on after its commit may use the root handle', async () => {
    let later: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => database.query('select 2 as two'));
    });
    expect((await (later as Promise<{ rows: { two: number }[] }>)).rows).toEqual([{ two: 2 }]);
  });
});
