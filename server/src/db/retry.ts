// Transactions that PostgreSQL aborts to break a deadlock (40P01) or a serialization conflict (40001)
// run again (docs/decisions/0013). The aborted attempt left nothing behind, and the transaction that
// won has moved on, so the next attempt usually passes at once. Transactions hold no outside call
// (DESIGN rule 3: side effects go after commit), so running one twice is safe.
import type { Db } from './client.ts';

const RETRYABLE = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 5;

/** A deadlock or serialization failure, as pg raises it or wrapped by drizzle (in `cause`). */
export function isRetryable(err: unknown): boolean {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    if (RETRYABLE.has(String(e.code))) return true;
  }
  return false;
}

/** The same database whose `transaction()` retries the attempts PostgreSQL aborted; everything else is unchanged. */
export function retryingTransactions(db: Db, attempts = TRANSACTION_ATTEMPTS): Db {
  const wrapped = Object.create(db) as Db;
  const transaction = db.transaction.bind(db);
  wrapped.transaction = async function retried(fn, config) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(fn, config);
      } catch (err) {
        if (attempt >= attempts || !isRetryable(err)) throw err;
        // A short random pause, growing with each attempt, so the same two do not collide again.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  } as Db['transaction'];
  return wrapped;
}
