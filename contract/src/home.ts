// The home page's counters and the list each one opens (issue 14): the console links every tile to
// its list with exactly this filter, and a server test checks that each counter equals that list's
// total, so "Customers 30" never opens a list of 27.
export const HOME_TILES = [
  { key: 'customers', resource: 'customers', filter: { archived: false, active: 'all' } },
  { key: 'active_customers', resource: 'customers', filter: { archived: false, active: 'true' } },
  { key: 'sites', resource: 'sites', filter: { archived: false } },
  { key: 'contacts', resource: 'contacts', filter: { archived: false } },
  { key: 'users', resource: 'users', filter: { active: 'true' } },
  { key: 'staff_users', resource: 'users', filter: { active: 'true', is_staff: 'true' } },
  { key: 'portal_users', resource: 'users', filter: { active: 'true', is_staff: 'false' } },
  { key: 'companies', resource: 'companies', filter: { archived: false } },
  { key: 'addresses', resource: 'addresses', filter: { archived: false } },
] as const;

export type HomeTileKey = (typeof HOME_TILES)[number]['key'];
