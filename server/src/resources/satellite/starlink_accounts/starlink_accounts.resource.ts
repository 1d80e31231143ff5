// Satellite accounts (spec 3 §2, §3): the provider's accounts, mirrored by the sync. Staff set only
// data_included (the data their contract includes); the rest is the provider's.
import { z } from 'zod';
import { starlinkAccounts, starlinkServiceLines, starlinkTerminals } from '../../../db/schema/index.ts';
import { gigabytes } from '../../../platform/fields.ts';
import { countOf } from '../../../platform/maintained.ts';
import { defineResource } from '../../../platform/registry.ts';

export const STARLINK_GATE = 'can_view_starlinks' as const;

export const starlinkAccountsResource = defineResource({
  name: 'starlink_accounts',
  objectType: 'starlink_account',
  table: starlinkAccounts,
  read: STARLINK_GATE,
  write: STARLINK_GATE,
  archivable: false,
  creatable: false,
  maintained: {
    terminals_count: countOf(starlinkTerminals, 'starlink_account_id'),
    service_lines_count: countOf(starlinkServiceLines, 'starlink_account_id', null),
  },
  searchable: [starlinkAccounts.account_name, starlinkAccounts.account_number],
  filters: { region_code: { type: 'text' } },
  sortable: [
    'account_name',
    'account_number',
    'region_code',
    'current_usage',
    'last_usage',
    'accumulated_usage',
    'data_included',
    'terminals_count',
    'service_lines_count',
    'last_sync_at',
  ],
  defaultSort: { field: 'account_name', order: 'ASC' },
  createSchema: z.object({ data_included: gigabytes() }),
  updateSchema: z.object({ data_included: gigabytes() }),
  repr: (row) => row.account_name || row.account_number,
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'account_name', header: 'Account name', width: 28 },
    { key: 'account_number', header: 'Account number', width: 24 },
    { key: 'region_code', header: 'Region', width: 8 },
    { key: 'current_usage', header: 'Current usage (GB)', width: 14 },
    { key: 'last_usage', header: 'Last usage (GB)', width: 14 },
    { key: 'accumulated_usage', header: 'Accumulated usage (GB)', width: 16 },
    { key: 'data_included', header: 'Data included (GB)', width: 14 },
    { key: 'service_lines_count', header: 'Service lines', width: 10 },
    { key: 'terminals_count', header: 'Terminals', width: 10 },
    { key: 'last_sync_at', header: 'Last sync', width: 20 },
  ],
});
