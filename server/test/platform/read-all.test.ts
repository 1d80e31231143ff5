// readAll: reads side by side on the pool, one after the other inside a transaction (one connection
// runs one statement at a time: pg queues the others with a warning and refuses them in pg 9).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../../src/db/read-all.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { createTestApp, type TestApp } from '../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Reads that say how many of them were under way at once (each starts when awaited, as a query does). */
function probes(n: number) {
  let running = 0;
  let most = 0;
  const reads = Array.from({ length: n }, (_, i) => ({
    // biome-ignore lint/suspicious/noThenProperty: a read that starts when awaited, as drizzle's queries do
    then(resolve: (v: number) => void) {
      running++;
      most = Math.max(most, running);
      setTimeout(() => {
        running--;
        resolve(i);
      }, 20);
    },
  }));
  return { reads, most: () => most };
}

describe('readAll', () => {
  it('runs reads side by side on the pool', async () => {
    const { reads, most } = probes(3);
    expect(await readAll(t.database.db, reads)).toEqual([0, 1, 2]);
    expect(most()).toBe(3);
  });

  it('runs them one after the other inside a transaction, in order, with their answers', async () => {
    const { reads, most } = probes(3);
    const answers = await t.database.db.transaction(async (tx) => {
      const probed = await readAll(tx, reads);
      // Queries start when awaited: readAll decides when.
      const [a, b, none] = await readAll(tx, [tx.execute(sql`select 1 as n`), tx.execute(sql`select 2 as n`), []]);
      return { probed, a: rowsOf(a), b: rowsOf(b), none };
    });
    expect(most()).toBe(1);
    expect(answers).toEqual({ probed: [0, 1, 2], a: [{ n: 1 }], b: [{ n: 2 }], none: [] });
  });
});
