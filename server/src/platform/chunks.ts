// Long work in bounded chunks (decisions 0072, 0080): re-rating, the billing run and the usage sync
// commit a chunk at a time and give waiting requests a turn between chunks. On the embedded database
// (PGlite: one connection, each statement run synchronously on the event loop, and a transaction holds
// that connection until it ends) every request waits for the whole chunk, so a chunk's size is chosen
// from the time the previous ones took: about `targetMs` of work per transaction, between `min` and
// `max` items. On PostgreSQL requests have their own connections; chunks stay larger there.
import type { Executor } from '../db/client.ts';

/**
 * Requests of this process whose answer is not ready yet (platform/in-flight.ts counts them: from the
 * request's arrival to its answer, or to its client going away).
 */
let waitingRequests = 0;
export const requestArrived = () => {
  waitingRequests += 1;
};
export const requestAnswered = () => {
  waitingRequests = Math.max(0, waitingRequests - 1);
};

/** The longest a chunk loop waits for the requests of its process between two chunks. */
export const PAUSE_MAX_MS = 100;

/**
 * Lets the requests waiting for the event loop or for the database go first. With `untilAnswered`,
 * waits (up to PAUSE_MAX_MS) until the requests that were waiting have their answers: on the embedded
 * database a request runs several statements one after the other, and a loop that started its next
 * chunk at once made it wait for a chunk per statement (a GET's p99 of 0.8-3.6 s during the usage sync,
 * decision 0080). A request then waits for one chunk at most (~20 ms there).
 */
export async function yieldToRequests(opts: { untilAnswered?: boolean } = {}): Promise<void> {
  // Two immediates: one set from work that ran in the loop's poll phase (a request's handler, the
  // answer of a statement) runs in that same turn, before any socket is read again, so the requests
  // waiting on the network were never let in (an export's ids and first rows ran as one block, issue 26).
  await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
  if (!opts.untilAnswered) return;
  const until = performance.now() + PAUSE_MAX_MS;
  while (waitingRequests > 0 && performance.now() < until) await new Promise<void>((resolve) => setTimeout(resolve, 1));
}

/** The pause between two chunks on this database: the embedded one waits for the requests' answers. */
export const yieldBetweenChunks = (db: Executor) => yieldToRequests({ untilAnswered: isEmbedded(db) });

/** The embedded database (PGlite), whose statements run on the event loop. */
export function isEmbedded(db: Executor): boolean {
  const client = (db as unknown as { $client?: { execProtocolRaw?: unknown } }).$client;
  return typeof client?.execProtocolRaw === 'function';
}

export interface ChunkBounds {
  /** Items of the first chunk. */
  first: number;
  min: number;
  max: number;
  /** Work per chunk aimed at, in milliseconds. */
  targetMs: number;
}

/** Chunk bounds per database: the embedded one keeps each transaction near 20 ms (a request waits that long at most). */
export const chunkBounds = (db: Executor, postgres: ChunkBounds, embedded: ChunkBounds): ChunkBounds => (isEmbedded(db) ? embedded : postgres);

/**
 * Sizes chunks from the time the last one took: `size` items next; `took(n, ms)` after a chunk of
 * `n` items took `ms`. Grows at most twofold a chunk, shrinks at once; always within the bounds.
 */
export class ChunkSizer {
  size: number;
  constructor(private readonly bounds: ChunkBounds) {
    this.size = bounds.first;
  }

  took(n: number, ms: number): void {
    if (n <= 0) return;
    const perItem = Math.max(ms, 0.1) / n;
    const ideal = Math.floor(this.bounds.targetMs / perItem);
    // A short last chunk says little about a full one: it only shrinks the size.
    const grown = n < this.size ? this.size : Math.min(ideal, this.size * 2);
    this.size = Math.max(this.bounds.min, Math.min(this.bounds.max, Math.min(grown, ideal)));
  }

  /** Runs `work` on a chunk of the current size and learns from its duration. */
  async run<T>(work: (size: number) => Promise<T>, count: (result: T) => number): Promise<T> {
    const t0 = performance.now();
    const result = await work(this.size);
    this.took(count(result), performance.now() - t0);
    return result;
  }
}
