// A package given to another customer takes its services and lines along, run by the package's own
// afterWrite hook. It lives apart from packages.actions.ts because that file reads the package
// declaration, which reads this: kept there, the declaration and the actions imported each other.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { packageLines, services } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import type { Row } from '../../../platform/registry.ts';
import { updateRow } from '../../../platform/store.ts';
import { packageLinesResource } from '../package_lines/package_lines.resource.ts';
import { servicesResource } from '../services/services.resource.ts';

/** A package given to another customer: its services and lines follow (their customer filter). */
export async function followPackageCustomer(tx: Executor, ctx: Ctx, pkg: Row): Promise<void> {
  const ids = (await tx.select({ id: services.id }).from(services).where(eq(services.package_id, pkg.id)).orderBy(asc(services.id))).map((r) => r.id);
  for (const id of ids) await updateRow(tx, ctx, servicesResource, id, { customer_id: pkg.customer_id }, { hooks: false });
  const lineIds = (await tx.select({ id: packageLines.id }).from(packageLines).where(eq(packageLines.package_id, pkg.id)).orderBy(asc(packageLines.id))).map(
    (r) => r.id,
  );
  for (const id of lineIds) await updateRow(tx, ctx, packageLinesResource, id, { customer_id: pkg.customer_id }, { hooks: false });
}
