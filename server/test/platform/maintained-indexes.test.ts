// Every key a maintained field follows is indexed: a rename propagates to the rows pointing at the
// renamed record, a count's repair counts them, and neither may scan a table of millions.
import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { maintainedFields } from '../../src/platform/maintained.ts';
import { allResources } from '../../src/platform/registry.ts';
import { createTestApp, type TestApp } from '../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('the key of every maintained field leads an index of its table', async () => {
  const { rows } = await t.database.query(
    `select c.relname as table_name, a.attname as first_column
       from pg_index i join pg_class c on c.oid = i.indrelid join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
      where c.relnamespace = 'public'::regnamespace`,
  );
  const indexed = new Set(rows.map((r) => `${r.table_name}.${r.first_column}`));
  const keys = maintainedFields(allResources()).flatMap((f) =>
    f.spec.kind === 'record' ? [] : [f.spec.kind === 'lookup' ? `${f.table}.${f.spec.fk}` : `${getTableName(f.spec.child)}.${f.spec.fk}`],
  );
  expect([...new Set(keys.filter((k) => !indexed.has(k)))].sort()).toEqual([]);
});
