// Satellite addresses (spec 3 §2, §3): the provider's service addresses, mirrored; read-only.
import { starlinkAccounts, starlinkAddresses } from '../../../db/schema/index.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { defineResource } from '../../../platform/registry.ts';
import { STARLINK_GATE } from '../starlink_accounts/starlink_accounts.resource.ts';

export const starlinkAddressesResource = defineResource({
  name: 'starlink_addresses',
  objectType: 'starlink_address',
  table: starlinkAddresses,
  read: STARLINK_GATE,
  write: STARLINK_GATE,
  archivable: false,
  writable: false,
  maintained: { starlink_account: nameOf(starlinkAccounts, 'starlink_account_id', 'account_name') },
  searchable: [starlinkAddresses.formatted_address],
  filters: { starlink_account_id: { type: 'int' }, account_id: { type: 'int', column: starlinkAddresses.starlink_account_id } },
  sortable: ['formatted_address', 'locality', 'postal_code', 'region_code', 'administrative_area', 'starlink_account', 'last_sync_at'],
  repr: (row) => row.formatted_address || row.address_reference_id,
  refs: (row) => ({ starlink_account_id: row.starlink_account_id }),
});
