// A task as GET /tasks/{id} and the list send it (spec 3 §3 Line/task): the fields the console reads.
import type { TaskAction, TaskPriority, TaskStatus } from '@console/contract';
import type { ArchiveFields, Day, Timestamps } from '../../common/records.ts';

export type TaskRecord = ArchiveFields &
  Timestamps & {
    id: number;
    sales_order_number: string | null;
    customer_id: number | null;
    customer_name: string | null;
    site_id: number | null;
    site_name: string | null;
    package_id: number | null;
    package_reference: string | null;
    service_id: number | null;
    service_reference: string | null;
    priority: TaskPriority;
    action: TaskAction;
    status: TaskStatus;
    assigned_to_id: number | null;
    assigned_to_name: string | null;
    due_date: Day | null;
    notes: string | null;
    last_updated_by: string | null;
  };
