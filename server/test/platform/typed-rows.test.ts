// A record read through the store carries its table's column types (issue 30, decision 0051): an
// action's `service.site_id` is a number or null to the compiler, not `any`. The type assertions are
// checked by `npm run typecheck` (part of `npm test`); the run itself reads a real service.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RowOf } from '../../src/platform/resource-types.ts';
import { getRow } from '../../src/platform/store.ts';
import { customers, type services } from '../../src/db/schema/index.ts';
import type { servicesResource } from '../../src/resources/commercial/services/services.resource.ts';
import { customersResource } from '../../src/resources/crm/customers/customers.resource.ts';
import { createTestApp } from '../support/helpers.ts';

type Service = RowOf<typeof services>;

describe('typed rows', () => {
  it('types the columns of a resource read through the store, and leaves computed fields unknown', async () => {
    expectTypeOf<Service['site_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<Service['id']>().toEqualTypeOf<number>();
    expectTypeOf<Service['status']>().toEqualTypeOf<string>();
    expectTypeOf<Service['no_such_column']>().toEqualTypeOf<unknown>();
    // A declaration's hooks, repr and refs read the same typed record.
    type Hooks = NonNullable<typeof servicesResource.hooks>;
    expectTypeOf<Parameters<NonNullable<Hooks['beforeUpdate']>>[2]>().toEqualTypeOf<Service>();
    expectTypeOf<Parameters<typeof servicesResource.repr>[0]>().toEqualTypeOf<Service>();
    // @ts-expect-error a nullable site id is not a number until it is checked
    const mustCheck: number = ({} as Service).site_id;
    void mustCheck;

    const t = await createTestApp();
    try {
      const [inserted] = await t.database.db.insert(customers).values({ name: 'Typed rows' }).returning({ id: customers.id });
      const customer = await getRow(t.database.db, customersResource, inserted!.id);
      expectTypeOf(customer).toEqualTypeOf<RowOf<typeof customers>>();
      expectTypeOf(customer.name).toEqualTypeOf<string>();
      expect(customer.name).toBe('Typed rows');
      expect(customer.created_at).toBeInstanceOf(Date);
    } finally {
      await t.close();
    }
  });
});
