// Demo data suppliers: the suppliers the demo's SIM providers name (the providers demo writes its rows
// directly, without the providers' hooks that keep this list).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export async function seedDataSuppliersDemo(tx: Executor): Promise<Record<string, number>> {
  const result = await tx.execute(sql`
    insert into data_suppliers (name)
    select distinct on (lower(trim(supplier_name))) trim(supplier_name) from providers where coalesce(trim(supplier_name), '') <> ''
    on conflict (lower(name)) do nothing returning id`);
  return { data_suppliers: rowsOf(result).length };
}
