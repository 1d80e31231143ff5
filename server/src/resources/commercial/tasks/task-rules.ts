// What a write to a task must respect (spec 3 §3 Line/task, §5): its status moves by the contract's
// machine (409 naming the status otherwise), a closed task changes only to be reopened, its site,
// package and service belong to its customer, its assignee is staff, and every change names its writer.
import { eq } from 'drizzle-orm';
import {
  TASK_CLOSED_EDITABLE,
  TASK_CLOSED_STATUSES,
  TASK_INITIAL_STATUS,
  TASK_MACHINE,
  TASK_MUST_START_NEW,
  refusalOf,
  type TaskStatus,
} from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { packages, services } from '../../../db/schema/index.ts';
import type { Ctx } from '../../../platform/context.ts';
import { appError, badRequest, refused as refusedError } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { requireCustomer, requireStaffUsers } from '../../crm/customers/customer-refs.ts';
import { changed, valueAfter } from '../../../platform/write-values.ts';
import { requireSiteOf } from '../../crm/sites/site-refs.ts';
import { stampWriter } from '../../inventory/lines/line-rules.ts';

export const TASK_MESSAGES = {
  packageNotFound: 'Package not found.',
  serviceNotFound: 'Service not found.',
  packageOfOtherCustomer: "The package does not belong to the task's customer.",
  serviceOfOtherPackage: "The service does not belong to the task's package.",
  serviceOfOtherCustomer: "The service does not belong to the task's customer.",
} as const;

/** Fields of the form that are not stored: so_number is the create form's name of sales_order_number. */
function normalise(input: Row): Row {
  const { so_number, ...data } = input;
  if (so_number !== undefined && data.sales_order_number === undefined) data.sales_order_number = so_number;
  return data;
}

/** A package or service named by the task fills in the customer (and package) it belongs to, or must match them. */
async function checkCommercialRefs(tx: Executor, before: Row | null, data: Row): Promise<void> {
  if (changed(before, data, 'service_id') && data.service_id != null) {
    const [s] = await tx.select({ package_id: services.package_id, customer_id: services.customer_id }).from(services).where(eq(services.id, data.service_id));
    if (!s) throw badRequest(TASK_MESSAGES.serviceNotFound, { service_id: 'No service with this id.' });
    const pkg = valueAfter(before, data, 'package_id');
    if (pkg == null) data.package_id = s.package_id;
    else if (s.package_id != null && s.package_id !== pkg)
      throw badRequest(TASK_MESSAGES.serviceOfOtherPackage, { service_id: TASK_MESSAGES.serviceOfOtherPackage });
    const customer = valueAfter(before, data, 'customer_id');
    if (customer == null) data.customer_id = s.customer_id;
    else if (s.customer_id != null && s.customer_id !== customer)
      throw badRequest(TASK_MESSAGES.serviceOfOtherCustomer, { service_id: TASK_MESSAGES.serviceOfOtherCustomer });
  }
  if ((changed(before, data, 'package_id') || changed(before, data, 'customer_id')) && valueAfter(before, data, 'package_id') != null) {
    const [p] = await tx
      .select({ customer_id: packages.customer_id })
      .from(packages)
      .where(eq(packages.id, valueAfter(before, data, 'package_id')));
    if (!p) throw badRequest(TASK_MESSAGES.packageNotFound, { package_id: 'No package with this id.' });
    const customer = valueAfter(before, data, 'customer_id');
    if (customer == null) data.customer_id = p.customer_id;
    else if (p.customer_id !== customer) throw badRequest(TASK_MESSAGES.packageOfOtherCustomer, { package_id: TASK_MESSAGES.packageOfOtherCustomer });
  }
}

/**
 * The state machine: a move the table does not allow, or any change but notes to a closed task, is a
 * 409. The store's update has locked `before`, so the machine is checked here rather than by
 * beginAction, which is for actions that find their own row.
 */
function checkStatus(before: Row, data: Row): void {
  const from = before.status as TaskStatus;
  const to = valueAfter(before, data, 'status') as string;
  const refused = refusalOf(TASK_MACHINE, to, before);
  if (refused) throw refusedError(refused);
  if (TASK_CLOSED_STATUSES.includes(from) && to === from) {
    const others = Object.keys(data).filter((k) => k !== 'status' && !(TASK_CLOSED_EDITABLE as readonly string[]).includes(k) && changed(before, data, k));
    if (others.length) throw appError('task_closed', { status: from });
  }
}

export async function checkTaskWrite(tx: Executor, ctx: Ctx, before: Row | null, input: Row): Promise<Row> {
  const data = normalise(input);
  if (before) checkStatus(before, data);
  else if (data.status != null && data.status !== TASK_INITIAL_STATUS) throw badRequest(TASK_MUST_START_NEW, { status: TASK_MUST_START_NEW });
  if (changed(before, data, 'assigned_to_id')) await requireStaffUsers(tx, data, ['assigned_to_id']);
  if (changed(before, data, 'customer_id')) await requireCustomer(tx, data.customer_id);
  await checkCommercialRefs(tx, before, data);
  if (changed(before, data, 'site_id') || changed(before, data, 'customer_id'))
    await requireSiteOf(tx, valueAfter(before, data, 'site_id'), valueAfter(before, data, 'customer_id'));
  return stampWriter(ctx, before, data);
}
