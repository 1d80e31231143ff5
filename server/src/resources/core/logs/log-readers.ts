// An entry of the activity log as its reader may see it (issue 24, decision 0061). An entry shows a
// record of another resource (before and after, and its name), so the rules of that resource decide:
// a reader kept from the whole resource (its `read` gate) sees the entry with every value of before
// and after, and the record's name, replaced by the marker; a reader kept from some fields (its
// `fieldReaders`) sees those keys' values replaced, and the name too when the resource's repr reads one. The entry stays, with its keys: the list's count,
// pages and filters are the same for every reader, and nothing but the select list depends on who asks.
// Written in SQL, so the page is still one statement whose JSON PostgreSQL writes (decision 0012).
import { sql, type SQL } from 'drizzle-orm';
import { REDACTED_JSONB, REDACTED_TEXT, sqlLiteral } from '../../../platform/auth/readers.ts';
import type { ReaderRestrictions } from '../../../platform/registry.ts';

const TYPE = '"logs"."object_type"';
const list = (values: string[]) => values.map(sqlLiteral).join(', ');

/** before or after with the kept values replaced: a key-by-key rewrite of the object, only on the entries concerned. */
function snapshotFor(column: 'before' | 'after', kept: ReaderRestrictions): SQL {
  const value = `"logs"."${column}"`;
  const rewritten = (entry: string) => `coalesce((select jsonb_object_agg(e.key, ${entry}) from jsonb_each(${value}) e), '{}'::jsonb)`;
  const cases: string[] = [];
  if (kept.types.length) cases.push(`when ${TYPE} in (${list(kept.types)}) then ${rewritten(REDACTED_JSONB)}`);
  for (const [type, fields] of Object.entries(kept.fields)) {
    cases.push(`when ${TYPE} = ${sqlLiteral(type)} then ${rewritten(`case when e.key in (${list(fields)}) then ${REDACTED_JSONB} else e.value end`)}`);
  }
  if (cases.length === 0) return sql.raw(value);
  // Most entries are about nothing kept: one test of their type, and the value as it is.
  const concerned = [...kept.types, ...Object.keys(kept.fields)];
  return sql.raw(
    `(case when ${TYPE} not in (${list(concerned)}) or ${value} is null or jsonb_typeof(${value}) <> 'object' then ${value} ${cases.join(' ')} else ${value} end)`,
  );
}

/** The log's fields that show another record, for a reader kept from some records or fields. */
export function shownToReader(kept: ReaderRestrictions): Record<string, SQL> {
  const fields: Record<string, SQL> = { before: snapshotFor('before', kept), after: snapshotFor('after', kept) };
  // The record's name is its data too (a pricing's customer and IMSI, a product's reference): kept with
  // the resource, or with a field its name reads.
  if (kept.names.length) {
    fields.object_repr = sql.raw(`(case when ${TYPE} in (${list(kept.names)}) then ${REDACTED_TEXT} else "logs"."object_repr" end)`);
  }
  return fields;
}
