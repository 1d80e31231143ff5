// Ids drawn before the insert, so a record's default reference (PKG-000042) can carry its own id in
// the one insert instead of an insert followed by an update.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** The id a new row of the table will get, drawn from the table's sequence. */
export async function nextId(exec: Executor, table: string): Promise<number> {
  const { rows } = (await exec.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`)) as unknown as { rows: { id: number }[] };
  return rows[0].id;
}

export const defaultReference = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;
