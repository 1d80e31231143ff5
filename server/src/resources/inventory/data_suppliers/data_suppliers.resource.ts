// Data suppliers (spec 1 §2.2 "registered with no screens", §7.5 reference lists): the companies
// supplying SIM data. Read by pickers through the generic routes; a provider naming a new supplier
// adds it (ensureDataSupplier), staff may also add, rename or archive one.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { dataSuppliers } from '../../../db/schema/index.ts';
import { requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';

export const dataSuppliersResource = defineResource({
  name: 'data_suppliers',
  objectType: 'data_supplier',
  table: dataSuppliers,
  searchable: [dataSuppliers.name],
  filters: { name: { type: 'text' } },
  sortable: ['name', 'created_at', 'updated_at'],
  defaultSort: { field: 'name', order: 'ASC' },
  createSchema: z.object({ name: requiredText(200), notes: text(5000) }),
  repr: (row) => row.name,
});

/**
 * The supplier named by a SIM provider, added when new (a name differing only in case is the same
 * supplier). Not logged: it follows from the provider's own logged write.
 */
export async function ensureDataSupplier(tx: Executor, name: string | null | undefined): Promise<void> {
  const trimmed = name?.trim();
  if (!trimmed) return;
  await tx.execute(sql`insert into data_suppliers (name) values (${trimmed}) on conflict (lower(name)) do nothing`);
}
