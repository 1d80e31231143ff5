// Who reads what (issue 24, decision 0061): a declaration's `read` gate and its `fieldReaders` gates,
// checked by the one gate check (allows), decide what a reader sees on every path that shows records:
// a resource's list, show and export, the activity log (its entries are about every resource), and the
// global search. A field a reader may not read is shown as REDACTED; the answer keeps its shape.
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../context.ts';
import { allResources } from '../registry.ts';
import type { ReaderRestrictions, ResourceDef } from '../resource-types.ts';
import { allows } from './guard.ts';

/** What a reader is shown in the place of a value they may not read. */
export const REDACTED = '[restricted]';

/** A string as an SQL literal (declaration names only: object types, field names, the marker). */
export const sqlLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The marker as an SQL text value and as a jsonb value. */
export const REDACTED_TEXT = sqlLiteral(REDACTED);
export const REDACTED_JSONB = `${sqlLiteral(JSON.stringify(REDACTED))}::jsonb`;

const NONE: ReaderRestrictions = { types: [], fields: {}, names: [] };

/**
 * The fields a declaration's `repr` reads, found once by handing it a record that notes what is read
 * (every field an empty text). A repr that fails on such a record is taken to read every field.
 */
const reprReads = new WeakMap<ResourceDef, string[] | 'all'>();
function fieldsOfRepr(def: ResourceDef): string[] | 'all' {
  let read = reprReads.get(def);
  if (read === undefined) {
    const seen = new Set<string>();
    const probe = new Proxy({} as Record<string, unknown>, {
      get: (_target, key) => {
        if (typeof key !== 'string') return undefined;
        seen.add(key);
        return '';
      },
    });
    try {
      def.repr(probe as never);
      read = [...seen];
    } catch {
      read = 'all';
    }
    reprReads.set(def, read);
  }
  return read;
}

/** The fields of one declaration the reader may not read (the resource itself is readable). */
export function keptFields(def: Pick<ResourceDef, 'fieldReaders'>, actor: Actor | null): string[] {
  if (!def.fieldReaders || actor?.is_admin) return [];
  return Object.entries(def.fieldReaders)
    .filter(([, gate]) => !allows(gate, actor))
    .map(([field]) => field);
}

/**
 * What the reader may not read across all declarations. Computed per request from the registry (a
 * few dozen gate checks): nothing to keep in step when a user's permissions change.
 */
export function restrictionsOf(actor: Actor | null): ReaderRestrictions {
  if (actor?.is_admin) return NONE;
  const types = new Set<string>();
  const names = new Set<string>();
  const fields: Record<string, string[]> = {};
  for (const def of allResources()) {
    if (!allows(def.read, actor)) {
      types.add(def.objectType);
      continue;
    }
    const kept = keptFields(def, actor);
    if (kept.length === 0) continue;
    fields[def.objectType] = [...new Set([...(fields[def.objectType] ?? []), ...kept])].sort();
    // The record's name is text that may embed a kept value (a product's reference).
    const read = fieldsOfRepr(def);
    if (read === 'all' || read.some((f) => kept.includes(f))) names.add(def.objectType);
  }
  // Two declarations of one object type: the narrower rule wins.
  for (const type of types) delete fields[type];
  return { types: [...types].sort(), fields, names: [...new Set([...types, ...names])].sort() };
}

/** The declaration as this reader sees it, one object per distinct set of restrictions (its statements are prepared per object). */
const views = new WeakMap<ResourceDef, Map<string, ResourceDef>>();

/**
 * The declaration a list, show or export reads for this reader: the declaration itself when nothing
 * is kept from them (admins, and every reader of most resources), otherwise a copy whose kept fields
 * are computed as the marker in SQL, in the page's one statement (no per-row query, no parse of the
 * JSON the database writes). A copy reads its fields computed, never the stored record (decision 0048),
 * which holds the values.
 */
export function viewFor(def: ResourceDef, actor: Actor | null): ResourceDef {
  if (actor?.is_admin) return def;
  if (!actor) return viewOf(def, actor);
  // Remembered per actor: a session's actor is one object, kept by the session cache (decision 0012),
  // and its permissions never change; a changed user is a new actor.
  let byDef = actorViews.get(actor);
  if (!byDef) actorViews.set(actor, (byDef = new Map()));
  let view = byDef.get(def);
  if (!view) byDef.set(def, (view = viewOf(def, actor)));
  return view;
}

const actorViews = new WeakMap<Actor, Map<ResourceDef, ResourceDef>>();

function viewOf(def: ResourceDef, actor: Actor | null): ResourceDef {
  const own = keptFields(def, actor);
  const kept = def.shownTo ? restrictionsOf(actor) : NONE;
  if (own.length === 0 && kept.types.length === 0 && Object.keys(kept.fields).length === 0) return def;
  const key = JSON.stringify([own, kept]);
  let byKey = views.get(def);
  if (!byKey) views.set(def, (byKey = new Map()));
  let view = byKey.get(key);
  if (!view) {
    const computed: Record<string, SQL> = { ...def.computed, ...def.shownTo?.(kept) };
    for (const field of own) computed[field] = sql.raw(REDACTED_TEXT);
    view = { ...def, computed, storedRecord: false };
    byKey.set(key, view);
  }
  return view;
}
