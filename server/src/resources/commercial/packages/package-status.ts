// A confirmed package's status follows its services and package lines (issue 25, decision 0063): the
// rule is the contract's (derivePackageStatus and its tables), turned here into the SQL of a maintained
// field, so a trigger keeps packages.status right on every write path (actions, bulk actions, generic
// updates, the billing run, SQL) in the writing transaction, logs each change on the package, and the
// repair command recomputes it.
import { EMPTY_PACKAGE_STATUS, LINE_STATUSES_ON_THE_WAY, MANUAL_PACKAGE_STATUSES, PACKAGE_STATUS_PRIORITY, PART_STATUS_AS_PACKAGE } from '@console/contract';
import { packageLines, packages, services } from '../../../db/schema/index.ts';
import { aggregateOf } from '../../../platform/maintained.ts';

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const list = (xs: readonly string[]) => xs.map(lit).join(', ');

/** A part's status as the package status it counts as (null when it counts for nothing). */
const asPackage = (column: string) =>
  `(case lower(${column}) ${Object.entries(PART_STATUS_AS_PACKAGE)
    .map(([part, pkg]) => `when ${lit(part)} then ${lit(pkg)}`)
    .join(' ')} end)`;

const liveServices = `select 1 from "services" z where z."package_id" = p.id and z."archived_at" is null`;

/** The status package `id` must hold: derivePackageStatus over its current status and its live parts. */
export const packageStatusSql = (id: string) => `(select case when p."status" in (${list(MANUAL_PACKAGE_STATUSES)}) then p."status" else coalesce(
  (select o.s from unnest(array[${list(PACKAGE_STATUS_PRIORITY)}]::text[]) with ordinality as o(s, n)
    where o.s in (select ${asPackage('x."status"')} from "services" x where x."package_id" = p.id and x."archived_at" is null
                  union all select ${asPackage('y."status"')} from "package_lines" y where y."package_id" = p.id and y."archived_at" is null
                    and (lower(y."status") in (${list(LINE_STATUSES_ON_THE_WAY)}) or not exists (${liveServices})))
    order by o.n limit 1),
  ${lit(EMPTY_PACKAGE_STATUS)}) end from "packages" p where p.id = ${id})`;

/** packages.status, kept from the services, the package lines and the package's own manual status. */
export const packageStatus = aggregateOf(services, 'package_id', packageStatusSql, ['status', 'archived_at'], {
  also: [
    { child: packageLines, fk: 'package_id', deps: ['status', 'archived_at'] },
    // Confirm (draft to provisioning) or a status written by hand: brought back to what the parts say.
    { child: packages, fk: 'id', deps: ['status'] },
  ],
  log: {
    objectType: 'package',
    repr: (r) => `coalesce(nullif(${r}."reference", ''), nullif(${r}."name", ''), 'Package ' || ${r}.id)`,
    refs: ['customer_id', 'site_id'],
  },
});
