// The generic activity log: snapshot before, write, record the difference in the same transaction.
import type { Executor } from '../db/client.ts';
import { logs } from '../db/schema/index.ts';
import type { ActivityVerb } from '@console/contract';
import type { Ctx } from './context.ts';

/**
 * Fields never copied to the log: timestamps of the change itself, secrets, a stored record
 * (decision 0048: a copy of the other fields, rewritten with any of them), and a user's display
 * preferences (theme, language): a person's own settings, not a change to the business's records
 * (issue 28: every language switch wrote an entry). Only the users table has these columns.
 */
const IGNORED = new Set([
  'created_at',
  'updated_at',
  'password',
  'password_hash',
  'failed_logins',
  'locked_until',
  'last_login_at',
  'record_json',
  'theme',
  'locale',
]);

type Row = Record<string, unknown> | null | undefined;

/** A plain, JSON-safe copy of a row for the log. */
export function snapshot(row: Row, redact: readonly string[] = []): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (IGNORED.has(k) || redact.includes(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the keys that changed, on both sides; null when nothing changed. */
export function diff(before: Row, after: Row): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b = before ?? {};
  const a = after ?? {};
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  let changed = false;
  for (const k of keys) {
    if (same(b[k], a[k])) continue;
    out.before[k] = b[k] ?? null;
    out.after[k] = a[k] ?? null;
    changed = true;
  }
  return changed ? out : null;
}

/** The refs key naming the impersonated account on entries written in an impersonated session. */
export const IMPERSONATED_REF = 'impersonated_user_id';
export const impersonatedAuthor = (staffName: string, userEmail: string) => `${staffName} (as ${userEmail})`;

export interface ChangeInput {
  verb: ActivityVerb;
  objectType: string;
  objectId: string | number;
  repr?: string | null;
  before?: Row;
  after?: Row;
  refs?: Record<string, number | null | undefined>;
  redact?: readonly string[];
  /**
   * Hidden credentials (a server's api_secret, a provider's password) this write set or replaced:
   * named in the entry as `credentials_changed`, their values never.
   */
  credentials?: readonly string[];
}

/** The key of a log entry's `after` that names the credentials a write replaced. */
export const CREDENTIALS_CHANGED = 'credentials_changed';

/** The log row of a change, or null when an update changed nothing. */
function logEntry(ctx: Ctx, change: ChangeInput) {
  let before = snapshot(change.before, change.redact);
  let after = snapshot(change.after, change.redact);
  if (change.credentials?.length) after = { ...after, [CREDENTIALS_CHANGED]: [...change.credentials].sort() };
  if (change.verb === 'update' || change.verb === 'archive') {
    const d = diff(before, after);
    if (!d) return null;
    ({ before, after } = d);
  }
  const refs: Record<string, number> = {};
  for (const [k, v] of Object.entries(change.refs ?? {})) if (typeof v === 'number') refs[k] = v;
  const { actor } = ctx;
  // In an impersonated session the staff member behind it is the author, and the entry names the
  // account they acted as (author name, and refs for a filter), so nothing is pinned on the customer.
  const impersonator = actor?.impersonator ?? null;
  if (impersonator && actor) refs[IMPERSONATED_REF] = actor.id;
  return {
    author_id: impersonator?.id ?? actor?.id ?? null,
    author_name: impersonator ? impersonatedAuthor(impersonator.name, actor!.email) : (actor?.name ?? (ctx.bySystem ? 'system' : null)),
    verb: change.verb,
    object_type: change.objectType,
    object_id: String(change.objectId),
    object_repr: change.repr ?? null,
    before,
    after,
    by_system: Boolean(ctx.bySystem),
    refs,
  };
}

/** Writes one log entry, or none when an update changed nothing. Returns whether it wrote. */
export async function recordChange(tx: Executor, ctx: Ctx, change: ChangeInput): Promise<boolean> {
  const entry = logEntry(ctx, change);
  if (entry) await tx.insert(logs).values(entry);
  return entry !== null;
}

/** The entries of a bulk change, written by one insert per thousand; answers how many were written. */
export async function recordChanges(tx: Executor, ctx: Ctx, changes: ChangeInput[]): Promise<number> {
  const entries = changes.map((c) => logEntry(ctx, c)).filter((e) => e !== null);
  for (let i = 0; i < entries.length; i += 1000) await tx.insert(logs).values(entries.slice(i, i + 1000));
  return entries.length;
}
