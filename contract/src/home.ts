// The home page's counters and the list each one opens (issue 14): the console links every tile to
// its list with exactly this filter, and a server test checks that each counter equals that list's
// total, so "Customers 30" never opens a list of 27. Each tile is the count of its name (COUNTS).
import { COUNTS, type CountName } from './counts.ts';

const homeTile = <K extends CountName>(key: K) => ({ key, ...COUNTS[key] });

export const HOME_TILES = [
  homeTile('customers'),
  homeTile('active_customers'),
  homeTile('sites'),
  homeTile('contacts'),
  homeTile('users'),
  homeTile('staff_users'),
  homeTile('portal_users'),
  homeTile('companies'),
  homeTile('addresses'),
] as const;

export type HomeTileKey = (typeof HOME_TILES)[number]['key'];
