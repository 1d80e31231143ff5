// Exactly once where money moves (rule 17, decision 0060): the `Idempotency-Key` request header of the
// IETF httpapi draft (draft-ietf-httpapi-idempotency-key-header) on the POST money actions.
//
// A key is claimed by inserting (scope, key) into idempotency_keys; the primary key is the constraint:
// a concurrent duplicate's insert waits for the first transaction and then finds the row, and answers
// the first request's stored answer (same status, same body, header `Idempotent-Replayed: true`).
// The scope is the route and the user, so two users or two routes never share a key. A key reused
// with another request (another URL or body) is refused with 422, as the draft says; a duplicate that
// is still being processed after the wait is refused with 409. Keys live 24 hours: an expired key is
// claimed afresh, and every claim deletes a few expired rows (skip locked, so claims never queue on it);
// a key left pending for 5 minutes (its process died mid-action) is claimed afresh too.
//
// Two shapes of action:
// - idempotentTx: the action runs in one transaction, and the claim and the answer are written in the
//   same transaction: the action and its key commit together or not at all.
// - idempotentSteps: the action makes an outside call between transactions (top-up, accounting push):
//   the key is claimed in a short transaction of its own (answer pending), the action runs, and its
//   answer is stored; an error or a `success: false` answer releases the key, so a retry acts again.
//   A duplicate that finds the key pending waits for the answer (polling, bounded).
// An implicit key (a top-up without header) uses the steps shape with a short lifetime: the same
// action by the same user on the same record within that window is answered as the first.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Executor, Tx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { AppError, badRequest } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key answers its first request (the draft leaves it to the resource; a day covers any retry). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** How long a duplicate waits for a pending first request before it is refused with 409. */
const PENDING_WAIT_MS = 15_000;
const POLL_MS = 25;
/** A key left pending this long (its process died mid-action) may be claimed again. */
const STALE_PENDING_SECONDS = 5 * 60;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters (optionally in double quotes).',
  reused: 'This Idempotency-Key was already used with a different request; use a new key for a new request.',
  pending: 'A request with this Idempotency-Key is still being processed; retry later.',
} as const;

interface StoredAnswer {
  fingerprint: string;
  /** null while the first request is running (steps shape only). */
  status: number | null;
  body?: unknown;
}

export interface IdempotencyOptions {
  /** A key to use when the request carries none (top-up without header). */
  implicitKey?: string;
  /** Lifetime of the implicit key, seconds. */
  implicitTtlSeconds?: number;
}

interface Claim {
  scope: string;
  key: string;
  fingerprint: string;
  ttl: number;
}

/** The key of the request: the header's value (a structured-field string: quotes optional), else null. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw == null) return null;
  const value = (Array.isArray(raw) ? raw[0] : raw).trim();
  const key = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalid, { 'Idempotency-Key': IDEMPOTENCY_MESSAGES.invalid });
  return key;
}

/** JSON with sorted keys: the same body in another key order is the same request. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    return Object.fromEntries(
      Object.keys(v as object)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

function claimOf(req: FastifyRequest, opts: IdempotencyOptions): Claim | null {
  const header = idempotencyKeyOf(req);
  if (header == null && opts.implicitKey == null) return null;
  const route = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
  const scope = `${route}#${req.actor?.id ?? 'anonymous'}${header == null ? '#implicit' : ''}`;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ url: req.url, body: canonical(req.body ?? null) }))
    .digest('base64url');
  // An implicit key names the request itself: the same request again is a repeat, another one is new.
  const key = header ?? `${opts.implicitKey}:${fingerprint}`;
  const ttl = header == null ? (opts.implicitTtlSeconds ?? 60) : IDEMPOTENCY_TTL_SECONDS;
  return { scope, key, fingerprint, ttl };
}

/** Claims the key: true when this request owns it (new, or expired and taken over); a duplicate waits here for the first transaction. */
async function insertKey(exec: Executor, c: Claim, answer: StoredAnswer): Promise<boolean> {
  await exec.execute(sql`delete from idempotency_keys where ctid in (
    select ctid from idempotency_keys where created_at < now() - ${IDEMPOTENCY_TTL_SECONDS} * interval '1 second' limit 20 for update skip locked)`);
  const rows = rowsOf(
    await exec.execute(sql`insert into idempotency_keys (scope, key, answer) values (${c.scope}, ${c.key}, ${JSON.stringify(answer)}::jsonb)
      on conflict (scope, key) do update set answer = excluded.answer, created_at = now()
        where idempotency_keys.created_at < now() - ${c.ttl} * interval '1 second'
          or (idempotency_keys.answer->>'status' is null and idempotency_keys.created_at < now() - ${STALE_PENDING_SECONDS} * interval '1 second')
      returning scope`),
  );
  return rows.length > 0;
}

async function storedAnswer(exec: Executor, c: Claim): Promise<StoredAnswer | null> {
  const rows = rowsOf(await exec.execute(sql`select answer from idempotency_keys where scope = ${c.scope} and key = ${c.key}`));
  if (!rows.length) return null;
  const a = rows[0].answer;
  return (typeof a === 'string' ? JSON.parse(a) : a) as StoredAnswer;
}

async function storeAnswer(exec: Executor, c: Claim, answer: StoredAnswer) {
  await exec.execute(sql`update idempotency_keys set answer = ${JSON.stringify(answer)}::jsonb where scope = ${c.scope} and key = ${c.key}`);
}

async function releaseKey(db: Db, c: Claim) {
  await db.execute(sql`delete from idempotency_keys where scope = ${c.scope} and key = ${c.key}`);
}

function replay<T>(reply: FastifyReply, c: Claim, stored: StoredAnswer): T {
  if (stored.fingerprint !== c.fingerprint) throw new AppError(422, IDEMPOTENCY_MESSAGES.reused, 'idempotency_key_reused');
  reply.code(stored.status ?? 200).header('idempotent-replayed', 'true');
  return stored.body as T;
}

const statusOf = (reply: FastifyReply) => (reply.statusCode >= 200 && reply.statusCode < 300 ? reply.statusCode : 200);

/** A one-transaction money action, exactly once per key: the claim, the action and its answer commit together. */
export async function idempotentTx<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  run: (tx: Tx) => Promise<T>,
  opts: IdempotencyOptions = {},
): Promise<T> {
  const c = claimOf(req, opts);
  if (!c) return db.transaction(run);
  return db.transaction(async (tx) => {
    if (!(await insertKey(tx, c, { fingerprint: c.fingerprint, status: null }))) {
      const stored = await storedAnswer(tx, c);
      // Claimed by a request of the steps shape on the same scope cannot happen (scopes are per route).
      if (stored && stored.status != null) return replay<T>(reply, c, stored);
      if (stored && stored.fingerprint !== c.fingerprint) return replay<T>(reply, c, stored);
      throw new AppError(409, IDEMPOTENCY_MESSAGES.pending, 'idempotency_key_pending');
    }
    const body = await run(tx);
    await storeAnswer(tx, c, { fingerprint: c.fingerprint, status: statusOf(reply), body });
    return body;
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A money action with an outside call between its transactions, exactly once per key (explicit, or
 * the implicit key of opts). Only a successful answer is kept: a failure releases the key.
 */
export async function idempotentSteps<T>(db: Db, req: FastifyRequest, reply: FastifyReply, run: () => Promise<T>, opts: IdempotencyOptions = {}): Promise<T> {
  const c = claimOf(req, opts);
  if (!c) return run();
  const started = Date.now();
  for (;;) {
    const owned = await db.transaction((tx) => insertKey(tx, c, { fingerprint: c.fingerprint, status: null }));
    if (owned) break;
    const stored = await storedAnswer(db, c);
    if (stored && (stored.status != null || stored.fingerprint !== c.fingerprint)) return replay<T>(reply, c, stored);
    if (Date.now() - started > PENDING_WAIT_MS) throw new AppError(409, IDEMPOTENCY_MESSAGES.pending, 'idempotency_key_pending');
    // Pending (wait for its answer) or released by a failed first request (claim again).
    await sleep(POLL_MS);
  }
  let body: T;
  try {
    body = await run();
  } catch (err) {
    await releaseKey(db, c);
    throw err;
  }
  if ((body as { success?: unknown } | null)?.success === false) await releaseKey(db, c);
  else await storeAnswer(db, c, { fingerprint: c.fingerprint, status: statusOf(reply), body });
  return body;
}
