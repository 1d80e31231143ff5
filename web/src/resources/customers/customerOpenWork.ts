// What the archive confirmation of customers names as still open (issue 28, decision 0085): the
// server counts each kind through its list (page size 1, its total), filtered as below; nothing is
// counted in the browser (DESIGN rule 12).
import { LIVE_SERVICE_STATUSES, OPEN_PACKAGE_STATUSES } from '@console/contract';
import type { Identifier } from 'react-admin';

export const OPEN_WORK_KINDS = ['packages', 'devices', 'services'] as const;
export type OpenWorkKind = (typeof OPEN_WORK_KINDS)[number];

/** The list filter of each kind for these customers: open orders, deployed devices, live services. */
export function openWorkFilter(kind: OpenWorkKind, customerIds: Identifier[]): Record<string, unknown> {
  const base = { customer_id: customerIds, archived: false };
  if (kind === 'packages') return { ...base, status: [...OPEN_PACKAGE_STATUSES] };
  if (kind === 'devices') return { ...base, in_stock: false };
  return { ...base, status: [...LIVE_SERVICE_STATUSES] };
}

/** The i18n key naming a count of each kind ("2 open orders"). */
export const OPEN_WORK_KEYS: Record<OpenWorkKind, string> = {
  packages: 'resources.customers.archive_open.packages',
  devices: 'resources.customers.archive_open.devices',
  services: 'resources.customers.archive_open.services',
};

/** The kinds to name, with their counts: those with something open, in a fixed order. */
export const openWorkLines = (totals: Partial<Record<OpenWorkKind, number | undefined>>) =>
  OPEN_WORK_KINDS.filter((kind) => (totals[kind] ?? 0) > 0).map((kind) => ({ kind, key: OPEN_WORK_KEYS[kind], count: totals[kind] as number }));
