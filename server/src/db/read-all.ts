// Several reads for one answer. On the pool they run side by side, each on a connection of its own;
// inside a transaction they run one after the other: a transaction is one connection, which runs one
// statement at a time (pg queues the others with a deprecation warning today and refuses them in pg 9).
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * `Promise.all` for reads on an executor. The items are drizzle queries, which start when awaited (so
 * a transaction's run them in turn), or plain values (a read that was not needed).
 */
export async function readAll<T extends readonly unknown[]>(exec: Executor, reads: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  if (!(exec instanceof PgTransaction)) return Promise.all(reads) as Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }>;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read);
  return out as { -readonly [K in keyof T]: Awaited<T[K]> };
}
