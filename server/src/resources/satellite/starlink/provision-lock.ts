// Provisionings of the same terminals run one after the other (decision 0068): a double submit, or
// two staff members provisioning the same dish, must not both find "nothing made yet" at the provider
// and both create a billed service line. The second waits for the first, then finds its line by the
// client reference and completes or reuses it (or finds the terminal taken and is refused).
// On PostgreSQL the lock is a transaction-scoped advisory lock per terminal, so it holds across
// processes; the transaction writes nothing and holds one connection while the provider is called.
// PGlite is one process with one connection (a transaction there would stall every other request for
// the whole provider round trip), so the lock is kept in memory per terminal there.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client.ts';

const tails = new Map<string, Promise<void>>();

/** Waits for the key's previous holder in this process; answers the release. */
async function acquire(key: string): Promise<() => void> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const tail = previous.then(() => mine);
  tails.set(key, tail);
  await previous;
  return () => {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  };
}

/** Runs `work` holding the lock of every key; keys are taken in one order, so two holders never wait on each other. */
export async function oneAtATime<T>(db: Db, kind: Database['kind'], keys: string[], work: () => Promise<T>): Promise<T> {
  const ordered = [...new Set(keys)].sort();
  if (kind === 'postgres') {
    return db.transaction(async (tx) => {
      // The two-key form keeps these locks apart from the single-key ones of other features.
      for (const key of ordered) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('starlink_provision'), hashtext(${key}::text))`);
      return work();
    });
  }
  const releases: (() => void)[] = [];
  try {
    for (const key of ordered) releases.push(await acquire(key));
    return await work();
  } finally {
    for (const release of releases.reverse()) release();
  }
}
