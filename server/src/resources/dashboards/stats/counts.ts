// The named counts of every dashboard and tile (issue 25, decision 0066). What each count means is
// written once, in contract COUNTS: a list and its filter. Here each one is counted with that list's
// own WHERE (parseListQuery, the list route's parser), so a count always equals the total of the list
// its tile opens, and two screens showing the same quantity read the same count. Counts of packages
// by status read the packages' status column (the list's status filter), never a re-derivation.
//
// An endpoint asks for the counts it shows in one statement: the counts of one table are aggregated
// in one scan (count(*) filter (where ...)), the tables joined as one-row subqueries; extra columns
// (a chart's rows) ride in the same statement. The composed SQL is kept per list of names (parsing
// depends on nothing but the filter: no clock, no user; current_date is evaluated by the database).
import { COUNTS, type CountName } from '@console/contract';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { parseListQuery } from '../../../platform/list-query.ts';
import { getResource } from '../../../platform/registry.ts';

/** The list query's raw form of a count's filter (what the console's URL filter sends). */
export const countFilter = (name: CountName): Record<string, string> => Object.fromEntries(Object.entries(COUNTS[name].filter).map(([k, v]) => [k, String(v)]));

const resourceOf = (name: CountName) => {
  const def = getResource(COUNTS[name].resource);
  if (!def) throw new Error(`count ${name}: no resource ${COUNTS[name].resource}`);
  return def;
};

/** The WHERE of the list a count opens, exactly as the list route builds it. */
export const countWhere = (name: CountName): SQL => parseListQuery(resourceOf(name), countFilter(name)).where ?? sql`true`;

/** Table names a set of counts reads (the dashboard snapshot's size check). */
export const countTables = (names: readonly CountName[]): string[] => [...new Set(names.map((n) => getTableName(resourceOf(n).table)))];

const statements = new Map<string, SQL>();

function countStatement(names: readonly CountName[], extras: Record<string, SQL>): SQL {
  const byTable = new Map<string, CountName[]>();
  for (const name of names) {
    const table = getTableName(resourceOf(name).table);
    byTable.set(table, [...(byTable.get(table) ?? []), name]);
  }
  const parts = [...byTable].map(
    ([table, group], i) =>
      sql`(select ${sql.join(
        group.map((n) => sql`count(*) filter (where ${countWhere(n)})::int as ${sql.identifier(n)}`),
        sql`, `,
      )} from ${sql.identifier(table)}) ${sql.identifier(`c${i}`)}`,
  );
  const extraColumns = Object.entries(extras).map(([k, v]) => sql`(${v}) as ${sql.identifier(k)}`);
  const select = extraColumns.length ? sql`select *, ${sql.join(extraColumns, sql`, `)}` : sql`select *`;
  return parts.length ? sql`${select} from ${sql.join(parts, sql` cross join `)}` : select;
}

/**
 * The named counts, in one statement; `extras` are further columns of that statement (charts), read
 * as they come. A statement without extras is kept per list of names.
 */
export async function readCounts<N extends CountName>(
  exec: Executor,
  names: readonly N[],
  extras: Record<string, SQL> = {},
): Promise<Record<N, number> & Record<string, unknown>> {
  let statement: SQL;
  if (Object.keys(extras).length) statement = countStatement(names, extras);
  else {
    const key = names.join(',');
    statement = statements.get(key) ?? countStatement(names, {});
    statements.set(key, statement);
  }
  const [row] = rowsOf(await exec.execute(statement));
  const out: Record<string, unknown> = { ...row };
  for (const n of names) out[n] = Number(row?.[n] ?? 0);
  return out as Record<N, number> & Record<string, unknown>;
}
