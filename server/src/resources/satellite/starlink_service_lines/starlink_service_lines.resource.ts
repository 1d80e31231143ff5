// Satellite service lines (spec 3 §2, §3): mirrored from the provider; they change only through the
// actions (opt in/out, pause/resume, deactivate, sync), which ask the provider first.
import { starlinkAccounts, starlinkAddresses, starlinkServiceLines, starlinkTerminals } from '../../../db/schema/index.ts';
import { countOf, nameOf } from '../../../platform/maintained.ts';
import { defineResource } from '../../../platform/registry.ts';
import { STARLINK_GATE } from '../starlink_accounts/starlink_accounts.resource.ts';

export const starlinkServiceLinesResource = defineResource({
  name: 'starlink_service_lines',
  objectType: 'starlink_service_line',
  table: starlinkServiceLines,
  read: STARLINK_GATE,
  write: STARLINK_GATE,
  archivable: false,
  writable: false,
  maintained: {
    starlink_account: nameOf(starlinkAccounts, 'starlink_account_id', 'account_name'),
    starlink_address: nameOf(starlinkAddresses, 'starlink_address_id', 'formatted_address'),
    terminals_count: countOf(starlinkTerminals, 'starlink_service_line_id'),
  },
  searchable: [starlinkServiceLines.service_line_number, starlinkServiceLines.nickname],
  filters: {
    active: { type: 'bool' },
    is_opted_in: { type: 'bool' },
    status: { type: 'text' },
    starlink_account_id: { type: 'int' },
    account_id: { type: 'int', column: starlinkServiceLines.starlink_account_id },
    starlink_address_id: { type: 'int' },
  },
  sortable: [
    'service_line_number',
    'nickname',
    'starlink_account',
    'starlink_address',
    'status',
    'active',
    'is_opted_in',
    'current_usage',
    'last_usage',
    'usage_limit',
    'start_date',
    'end_date',
    'terminals_count',
    'last_sync_at',
  ],
  repr: (row) => (row.nickname ? `${row.service_line_number} (${row.nickname})` : row.service_line_number),
  refs: (row) => ({ starlink_account_id: row.starlink_account_id }),
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'service_line_number', header: 'Service line', width: 26 },
    { key: 'nickname', header: 'Nickname', width: 20 },
    { key: 'starlink_account', header: 'Account', width: 24 },
    { key: 'account_number', header: 'Account number', width: 24 },
    { key: 'starlink_address', header: 'Address', width: 36 },
    { key: 'status', header: 'Status', width: 12 },
    { key: 'active', header: 'Active', width: 8 },
    { key: 'is_opted_in', header: 'Opted in', width: 8 },
    { key: 'product_reference_id', header: 'Product', width: 16 },
    { key: 'current_usage', header: 'Current usage (GB)', width: 14 },
    { key: 'last_usage', header: 'Last usage (GB)', width: 14 },
    { key: 'usage_limit', header: 'Usage limit (GB)', width: 14 },
    { key: 'active_recurring_block_qty', header: 'Recurring blocks', width: 10 },
    { key: 'active_recurring_block_data_amount', header: 'Block size (GB)', width: 10 },
    { key: 'terminals_count', header: 'Terminals', width: 10 },
    { key: 'start_date', header: 'Start date', width: 12 },
    { key: 'end_date', header: 'End date', width: 12 },
    { key: 'last_sync_at', header: 'Last sync', width: 20 },
  ],
});
