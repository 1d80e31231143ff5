// Which workflow actions a record offers (spec 2 §4): the contract's state-machine table, the same
// one the server enforces (409 otherwise). Archived records offer none.
import type { RaRecord } from 'react-admin';
import { checkTransition, type PackageAction, type PackageLineAction, type ServiceAction, type StateMachineResource } from '@console/contract';

export type { PackageAction, PackageLineAction, ServiceAction };

const allows = (resource: StateMachineResource, record: RaRecord | undefined, action: string): boolean =>
  !!record &&
  !record.archived_at &&
  checkTransition(resource, action, { status: String(record.status ?? ''), start_date: record.start_date ?? null, end_date: record.end_date ?? null }) === null;

export const serviceAllows = (record: RaRecord | undefined, action: ServiceAction) => allows('services', record, action);
export const packageLineAllows = (record: RaRecord | undefined, action: PackageLineAction) => allows('package_lines', record, action);
export const packageAllows = (record: RaRecord | undefined, action: PackageAction) => allows('packages', record, action);
