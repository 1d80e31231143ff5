// Which workflow actions a record offers (spec 2 §4): the contract's state machines and their one
// checker, the same the server enforces (409 otherwise). Archived records offer none.
import type { RaRecord } from 'react-admin';
import {
  PACKAGE_LINE_MACHINE,
  PACKAGE_MACHINE,
  type PackageAction,
  type PackageLineAction,
  refusal,
  SERVICE_MACHINE,
  type ServiceAction,
} from '@console/contract';

export type { PackageAction, PackageLineAction, ServiceAction };

type CommercialMachine = typeof SERVICE_MACHINE | typeof PACKAGE_LINE_MACHINE | typeof PACKAGE_MACHINE;

const allows = (machine: CommercialMachine, record: RaRecord | undefined, action: string): boolean =>
  !!record &&
  !record.archived_at &&
  refusal(machine, action, { status: String(record.status ?? ''), start_date: record.start_date ?? null, end_date: record.end_date ?? null }) === null;

export const serviceAllows = (record: RaRecord | undefined, action: ServiceAction) => allows(SERVICE_MACHINE, record, action);
export const packageLineAllows = (record: RaRecord | undefined, action: PackageLineAction) => allows(PACKAGE_LINE_MACHINE, record, action);
export const packageAllows = (record: RaRecord | undefined, action: PackageAction) => allows(PACKAGE_MACHINE, record, action);
