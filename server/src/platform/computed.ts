// Building blocks for computed fields. Drizzle renders a column inside a sql template as a bare
// name, which a subquery resolves against its own table; these helpers qualify the outer side and
// alias the inner one, so a lookup is right even when both are the same table (devices.parent_id).
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** "table"."column" of the row being listed. */
export const qualified = (column: AnyPgColumn): SQL => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** A field of the record a foreign key points to, e.g. the customer's name: lookup(customers.name, sites.customer_id). */
export const lookup = (field: AnyPgColumn, foreignKey: AnyPgColumn): SQL =>
  sql.raw(
    `(select t."${field.name}" from "${getTableName(field.table as PgTable)}" t where t."id" = "${getTableName(foreignKey.table)}"."${foreignKey.name}")`,
  );
