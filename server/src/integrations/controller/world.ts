// The organizations and groups the controller simulator serves per server. The demo data writes the
// same catalogue into the database (servers venus, earth and mercure, spec 1 §9), so demo devices
// point at organizations and groups the simulator knows.

export interface WorldOrganization {
  id: string;
  name: string;
  groups: { id: number; name: string }[];
}

/** The group a prepared device waits in, and the one a returned device goes back to (docs/decisions). */
export const TO_DEPLOY_GROUP = 'To deploy';
export const RETURNED_GROUP = 'Returned';

const standardGroups = (base: number, names: string[]) => [TO_DEPLOY_GROUP, RETURNED_GROUP, ...names].map((name, i) => ({ id: base + i, name }));

const KNOWN: Record<string, WorldOrganization[]> = {
  venus: [
    { id: 'a1Ven', name: 'Fleet Benelux', groups: standardGroups(101, ['Retail', 'Logistics', 'Events']) },
    { id: 'b2Ven', name: 'Public Sector', groups: standardGroups(111, ['Municipalities', 'Schools']) },
  ],
  earth: [
    { id: 'c3Ear', name: 'Enterprise France', groups: standardGroups(201, ['Construction', 'Healthcare']) },
    { id: 'd4Ear', name: 'Maritime', groups: standardGroups(211, ['Vessels']) },
    { id: 'e5Ear', name: 'Lab', groups: standardGroups(221, ['Test bench']) },
  ],
  mercure: [{ id: 'f6Mer', name: 'Transport NL', groups: standardGroups(301, ['Buses', 'Trains']) }],
};

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The known demo worlds by server name; any other server gets one organization derived from its name. */
export function worldOf(serverName: string): WorldOrganization[] {
  const known = KNOWN[serverName.trim().toLowerCase()];
  if (known) return known;
  const h = hash(serverName);
  const base = 1000 + (h % 9000) * 10;
  return [{ id: `o${h.toString(36)}`, name: `${serverName} organization`, groups: standardGroups(base, ['Customers']) }];
}

export { hash as stableHash };
