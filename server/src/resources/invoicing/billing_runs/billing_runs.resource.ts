// Month-end billing runs (decision 0031): read through the generic list and show (staff), prepared
// and launched by admins through billing_runs.routes.ts; the worker (billing-run.ts) writes progress.
import { billingRuns } from '../../../db/schema/index.ts';
import { defineResource } from '../../../platform/registry.ts';

export const billingRunsResource = defineResource({
  name: 'billing_runs',
  objectType: 'billing_run',
  table: billingRuns,
  archivable: false,
  writable: false,
  read: 'staff',
  write: 'admin',
  // A handful of rows (one a month): q reads the status and the error without an index.
  searchable: [billingRuns.status, billingRuns.error],
  filters: { status: { type: 'text' }, period: { type: 'date', range: true } },
  sortable: ['period', 'status', 'created_at', 'finished_at'],
  repr: (row) => `Billing run ${String(row.period).slice(0, 7)}`,
  valueFields: ['status'],
});
