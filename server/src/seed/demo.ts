// The demo data set: a Benelux/French reseller with its staff, ~30 customers, their contacts, ~80 sites,
// two billing companies, billing addresses and a few portal users. Deterministic (a fixed-seed
// generator, fixed dates), inserted set-based in one transaction, and not written to the activity
// log: nobody made these changes.
import { seedDemoHistory } from './demo-history.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import { addresses, companies, contacts, customers, sites, users } from '../db/schema/index.ts';
import { locate } from '../integrations/geocoding/simulator.ts';
import { placeNamed, type Place } from '../integrations/geocoding/places.ts';
import { hashPassword } from '../platform/auth/secrets.ts';
import { formatSiteAddress } from '../resources/crm/sites/site-address.ts';
import { seedControllerDemo } from './demo-controller.ts';
import { seedDevicesDemo } from './demo-devices.ts';
import { seedLinesIpsItemsDemo } from './demo-lines-ips-items.ts';
import { seedCommercialDemo } from './demo-commercial.ts';
import { seedInvoicingDemo } from './demo-invoicing.ts';
import { seedSimsDemo } from './demo-sims.ts';
import { seedSatelliteDemo } from './demo-satellite.ts';
import { seedBillingDemo } from './demo-billing.ts';
import { seedTasksDemo } from './demo-tasks.ts';
import { seedDataSuppliersDemo } from './demo-data-suppliers.ts';
import {
  CONTACT_ROLES,
  DEMO_COMPANIES,
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  FIRST_NAMES,
  LAST_NAMES,
  SITE_KINDS,
  type DemoCustomer,
  type NameRegion,
} from './demo-data.ts';
import { staffRoleFlags } from '../resources/core/users/staff-roles.ts';

/** mulberry32: a small generator with a fixed seed, so every demo database is the same. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  return { int, pick, digits };
}

const DAY = 86_400_000;
const EPOCH = Date.UTC(2021, 0, 11, 9, 30);
const at = (days: number) => new Date(EPOCH + days * DAY);

const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const slug = (s: string) =>
  ascii(s)
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/\b(sa|nv|bv|sprl|sas|vzw)\b/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);
const mailbox = (first: string, last: string) =>
  ascii(`${first}.${last}`)
    .toLowerCase()
    .replace(/[^a-z.]+/g, '');

/** French is the language of Brussels and Wallonia; Dutch of Flanders and the Netherlands. */
const FRENCH_SPEAKING = new Set(['Bruxelles', 'Liège', 'Charleroi', 'Namur', 'Mons', 'Wavre']);
const langOf = (p: Place) => (p.country === 'FR' || FRENCH_SPEAKING.has(p.name) ? 'fr' : 'nl');
const regionOf = (p: Place): NameRegion => (p.country === 'BE' ? `BE-${langOf(p)}` : p.country);
/** Telephone area codes of the demo cities (the number after the country code). */
const AREA_CODES: Record<string, string> = {
  Bruxelles: '2',
  Antwerpen: '3',
  Gent: '9',
  Liège: '4',
  Charleroi: '71',
  Namur: '81',
  Leuven: '16',
  Mechelen: '15',
  Brugge: '50',
  Mons: '65',
  Hasselt: '11',
  Kortrijk: '56',
  Wavre: '10',
  Zaventem: '2',
  Paris: '1',
  Lille: '3',
  Roubaix: '3',
  Valenciennes: '3',
  Reims: '3',
  Strasbourg: '3',
  Lyon: '4',
  Marseille: '4',
  Toulouse: '5',
  Bordeaux: '5',
  Nantes: '2',
  Amsterdam: '20',
  Rotterdam: '10',
  'Den Haag': '70',
  Utrecht: '30',
  Eindhoven: '40',
  Maastricht: '43',
  Breda: '76',
  Groningen: '50',
};
const TIMEZONES = { BE: 'Europe/Brussels', FR: 'Europe/Paris', NL: 'Europe/Amsterdam' } as const;
const PAYMENT_TERMS_CYCLE = ['30D', '30D', '45D', '60D', '30D', '10D', '00D'] as const;
const DATA_LIMIT_BY_SUPPORT = { advanced: 50, intermediate: 20, basic: 10, no: 10 } as const;

type Rng = ReturnType<typeof generator>;

/** VAT numbers that pass each country's check digits. */
function vatNumber(rng: Rng, country: Place['country']): string {
  if (country === 'BE') {
    const base = Number(`0${rng.int(2, 9)}${rng.digits(6)}`);
    return `BE${String(base).padStart(8, '0')}${String(97 - (base % 97)).padStart(2, '0')}`;
  }
  if (country === 'FR') {
    const siren = `${rng.int(3, 9)}${rng.digits(8)}`;
    const key = (12 + 3 * (Number(siren) % 97)) % 97;
    return `FR${String(key).padStart(2, '0')}${siren}`;
  }
  // The Netherlands: the ninth digit makes the weighted sum (9..2, -1) a multiple of 11 (a draw
  // whose check would be 10 moves its eighth digit up until it is not).
  const d = [...`${rng.int(1, 9)}${rng.digits(8)}`.slice(0, 8)].map(Number);
  const sum = () => d.reduce((acc, x, i) => acc + x * (9 - i), 0);
  while (sum() % 11 === 10) d[7] = (d[7] + 1) % 10;
  return `NL${d.join('')}${sum() % 11}B01`;
}

/** The Swiss billing entity of a demo customer: a buyer outside the EU (exports, category G). */
const SWISS_ENTITY = {
  customer: 'Caves Girard',
  street: 'Rue du Rhône',
  number: '30',
  zipcode: '1204',
  city: 'Genève',
  country: 'CH',
  vat: 'CHE274591316MWST',
} as const;
/** Customers that receive their invoices over Peppol (only, or beside e-mail); the others by e-mail. */
export const DEMO_PEPPOL_CUSTOMERS: Record<string, 'peppol' | 'both'> = { 'Brouwerij De Vos': 'peppol', 'Cinémas Lumière': 'both' };

function phone(rng: Rng, place: Place, mobile: boolean): string {
  const area = AREA_CODES[place.name];
  const pairs = (n: number) => Array.from({ length: n }, () => rng.digits(2)).join(' ');
  switch (place.country) {
    case 'BE':
      if (mobile) return `+32 47${rng.int(0, 9)} ${pairs(3)}`;
      return area.length === 1 ? `+32 ${area} ${rng.digits(3)} ${pairs(2)}` : `+32 ${area} ${pairs(3)}`;
    case 'FR':
      return `+33 ${mobile ? rng.pick(['6', '7']) : area} ${pairs(4)}`;
    case 'NL':
      return mobile ? `+31 6 ${rng.digits(4)} ${rng.digits(4)}` : `+31 ${area} ${rng.digits(3)} ${rng.digits(4)}`;
  }
}

function siteAddress(rng: Rng, place: Place, streetIndex: number) {
  const parts = {
    street: place.streets[streetIndex % place.streets.length],
    number: String(rng.int(1, 220)),
    zipcode: place.zipcode,
    city: place.name,
    country: place.country,
  };
  const address = formatSiteAddress(parts)!;
  // Drawn where the (simulated) geocoder puts the address, so the map and a re-geocode agree.
  const spot = locate(address) ?? { lat: place.lat, lng: place.lng };
  return { ...parts, address, lat: spot.lat, lng: spot.lng };
}

interface Counts {
  staff: number;
  customers: number;
  contacts: number;
  sites: number;
  companies: number;
  addresses: number;
  portal_users: number;
}

async function insertDemo(tx: Executor, passwordHash: string): Promise<Counts> {
  const rng = generator(20240611);

  const staffRows = await tx
    .insert(users)
    .values(
      DEMO_STAFF.map((s, i) => ({
        email: s.email,
        firstname: s.firstname,
        lastname: s.lastname,
        password_hash: passwordHash,
        is_staff: true,
        is_manager: s.is_manager ?? false,
        can_manage_users: s.can_manage_users ?? false,
        ...staffRoleFlags(s.role, s.is_manager),
        can_impersonate: s.can_impersonate ?? false,
        work_role: s.role,
        created_at: at(i * 3),
        updated_at: at(i * 3),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const staffId = new Map(staffRows.map((r) => [r.email, r.id]));
  const idsOfRole = (role: string) => DEMO_STAFF.filter((s) => s.role === role).map((s) => staffId.get(s.email)!);
  const sales = idsOfRole('sales');
  const presales = idsOfRole('presales');

  const profile = DEMO_CUSTOMERS.map((c, i) => {
    const place = placeNamed(c.city);
    const domain = `${slug(c.short_name)}.example`;
    return { c, i, place, domain, terms: PAYMENT_TERMS_CYCLE[i % PAYMENT_TERMS_CYCLE.length], since: i * 41 };
  });

  const customerRows = await tx
    .insert(customers)
    .values(
      profile.map(({ c, i, place, domain, terms, since }) => {
        const hq = siteAddress(rng, place, i);
        const archivedAt = c.archived ? at(since + 700) : null;
        return {
          name: c.name,
          short_name: c.short_name,
          nightswatch: c.nightswatch ?? false,
          support_level: c.support_level,
          support_email: c.support_level === 'no' ? null : `it@${domain}`,
          default_data_limit_contacts: c.support_level === 'advanced' || c.support_level === 'intermediate' ? `noc@${domain};it@${domain}` : null,
          description: c.description ?? null,
          account_manager_id: sales[c.manager % sales.length],
          presale_id: c.presale === undefined ? null : presales[c.presale % presales.length],
          primary_color: c.colors?.[0] ?? null,
          secondary_color: c.colors?.[1] ?? null,
          accounting_code: `C${String(1001 + i)}`,
          street: hq.street,
          number: hq.number,
          zipcode: hq.zipcode,
          city: hq.city,
          country: place.country,
          vat: vatNumber(rng, place.country),
          invoice_channel: DEMO_PEPPOL_CUSTOMERS[c.name] ?? 'email',
          // Belgian customers get documents in their region's language; French and Dutch ones by their country.
          invoice_lang: place.country === 'BE' ? langOf(place) : null,
          email: `info@${domain}`,
          phone: phone(rng, place, false),
          payment_terms: terms,
          active: !c.inactive && !c.archived,
          contract_data_source: c.contract_data_source ?? null,
          archived_at: archivedAt,
          archived_reason: c.archived ?? null,
          archived_date: archivedAt?.toISOString().slice(0, 10) ?? null,
          created_at: at(since),
          updated_at: archivedAt ?? at(since),
        };
      }),
    )
    .returning({ id: customers.id, name: customers.name });
  const customerId = new Map(customerRows.map((r) => [r.name, r.id]));
  const idOf = (c: DemoCustomer) => customerId.get(c.name)!;

  const contactRows = profile.flatMap(({ c, i, place, domain, since }) => {
    const count = 2 + (i % 3);
    const used = new Set<string>();
    return Array.from({ length: count }, (_, k) => {
      let first: string;
      let last: string;
      do {
        first = rng.pick(FIRST_NAMES[regionOf(place)]);
        last = rng.pick(LAST_NAMES[regionOf(place)]);
      } while (used.has(first + last));
      used.add(first + last);
      const role = CONTACT_ROLES[(i + k * 2) % CONTACT_ROLES.length];
      return {
        customer_id: idOf(c),
        name: `${first} ${last}`,
        job_title: role.job_title,
        email: `${mailbox(first, last)}@${domain}`,
        phone: phone(rng, place, k % 2 === 0),
        contact_type: role.contact_type,
        department: role.department,
        lang: langOf(place),
        timezone: TIMEZONES[place.country],
        archived_at: c.archived ? at(since + 700) : null,
        created_at: at(since + k * 5),
        updated_at: at(since + k * 5),
      };
    });
  });
  await tx.insert(contacts).values(contactRows);

  const siteRows = profile.flatMap(({ c, i, since }) =>
    [c.city, ...c.branches].map((city, k) => {
      const place = placeNamed(city);
      const kind = k === 0 ? 'HQ' : SITE_KINDS[1 + ((i + k) % (SITE_KINDS.length - 1))];
      const archivedAt = c.archived ? at(since + 700) : null;
      return {
        name: `${c.short_name} ${kind} ${place.name}`,
        customer_id: idOf(c),
        ...siteAddress(rng, place, i + k),
        description: k === 0 ? 'Head office' : null,
        contract_data_source: c.contract_data_source ?? 'INCONTROL',
        data_limit: DATA_LIMIT_BY_SUPPORT[c.support_level],
        data_limit_contacts: c.support_level === 'advanced' || c.support_level === 'intermediate' ? `noc@${slug(c.short_name)}.example` : null,
        archived_at: archivedAt,
        archived_reason: archivedAt ? 'END OF SITE' : null,
        archived_date: archivedAt?.toISOString().slice(0, 10) ?? null,
        created_at: at(since + 2 + k * 13),
        updated_at: at(since + 2 + k * 13),
      };
    }),
  );
  await tx.insert(sites).values(siteRows);

  await tx.insert(companies).values(DEMO_COMPANIES.map((co, i) => ({ ...co, created_at: at(i), updated_at: at(i) })));

  // Most live customers are billed at their head office; the larger ones also at a second entity.
  const addressRows: (typeof addresses.$inferInsert)[] = profile
    .filter(({ c, i }) => !c.archived && i % 7 !== 6)
    .flatMap(({ c, i, place, domain, terms, since }) => {
      const rows = [{ city: c.city, suffix: '' }];
      if (c.branches.length >= 3) rows.push({ city: c.branches[0], suffix: ` — ${placeNamed(c.branches[0]).name}` });
      return rows.map(({ city, suffix }, k) => {
        const p = placeNamed(city);
        // Drawn as before (the stream stays the same); an entity in another country has that country's number.
        const drawn = vatNumber(rng, place.country);
        const vat = p.country === place.country ? drawn : vatNumber(generator(7000 + i * 10 + k), p.country);
        return {
          customer_id: idOf(c),
          accounting_code: `C${String(1001 + i)}${k ? `-${k + 1}` : ''}`,
          name: `${c.name}${suffix}`,
          street: p.streets[(i + k) % p.streets.length],
          number: String(10 + ((i * 7 + k * 3) % 90)),
          zipcode: p.zipcode,
          city: p.name,
          country: p.country,
          vat,
          // The Peppol customers' head office is reached by its enterprise number (scheme 0208).
          peppol_id: DEMO_PEPPOL_CUSTOMERS[c.name] && k === 0 && p.country === 'BE' ? `0208:${vat.slice(2)}` : null,
          email: `invoices@${domain}`,
          phone: phone(rng, place, false),
          payment_method: i % 4 === 1 ? 'direct_debit' : 'bank_transfer',
          payment_terms: terms,
          created_at: at(since + 1),
          updated_at: at(since + 1),
        };
      });
    });
  // One buyer outside the EU: the Swiss entity of a customer, billed with exports (G).
  const swiss = profile.find(({ c }) => c.name === SWISS_ENTITY.customer);
  if (swiss) {
    const { customer: _, ...where } = SWISS_ENTITY;
    addressRows.push({
      ...addressRows[0],
      ...where,
      customer_id: idOf(swiss.c),
      accounting_code: `C${String(1001 + swiss.i)}-CH`,
      name: `${swiss.c.name} Suisse SA`,
      peppol_id: null,
      email: `factures@${swiss.domain}`,
      phone: '+41 22 555 01 30',
      payment_method: 'bank_transfer',
      payment_terms: '30D',
      created_at: at(swiss.since + 400),
      updated_at: at(swiss.since + 400),
    });
  }
  await tx.insert(addresses).values(addressRows);

  // The first contact of each supported live customer has a portal account.
  const portalRows = profile
    .filter(({ c }) => !c.archived && !c.inactive && (c.support_level === 'advanced' || c.support_level === 'intermediate'))
    .map(({ c, i, since }) => {
      const contact = contactRows.find((r) => r.customer_id === idOf(c))!;
      const [firstname, ...rest] = contact.name.split(' ');
      return {
        email: contact.email,
        firstname,
        lastname: rest.join(' '),
        phone: contact.phone,
        password_hash: passwordHash,
        customer_id: idOf(c),
        can_view_invoices: true,
        can_view_packages: true,
        can_view_starlinks: i % 3 === 0,
        can_view_data_pools: c.support_level === 'advanced',
        created_at: at(since + 30),
        updated_at: at(since + 30),
      };
    });
  await tx.insert(users).values(portalRows);

  return {
    staff: staffRows.length,
    customers: customerRows.length,
    contacts: contactRows.length,
    sites: siteRows.length,
    companies: DEMO_COMPANIES.length,
    addresses: addressRows.length,
    portal_users: portalRows.length,
  };
}

export async function seedDemo(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Promise<Record<string, number>> {
  // argon2 is slow on purpose: one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // One transaction: a start interrupted half-way leaves an empty database that the next start seeds again.
  const counts = await db.transaction(async (tx) => ({
    ...(await insertDemo(tx, passwordHash)),
    // Inventory, in dependency order: devices stand at the CRM sites, the controller demo reads
    // the devices, SIMs fill the devices' ports, lines, IPs and items attach to devices and sites.
    ...(await seedDevicesDemo(tx)),
    ...(await seedControllerDemo(tx)),
    ...(await seedSimsDemo(tx)),
    ...(await seedDataSuppliersDemo(tx)),
    ...(await seedLinesIpsItemsDemo(tx)),
    // The order book: packages, services and lines on the customers, devices and lines above.
    ...(await seedCommercialDemo(tx)),
    // Follow-up tasks on that order book's services and on the lines, in every status.
    ...(await seedTasksDemo(tx)),
    // A year of invoices and credit notes for the customers of that order book.
    ...(await seedInvoicingDemo(tx)),
    // Satellite: mirrored from the simulator, terminals on the sites above, a month of usage and telemetry.
    ...(await seedSatelliteDemo(tx)),
    // The order book billed up to last month, and this month's billing run ready to launch.
    ...(await seedBillingDemo(tx)),
    // Last: everyday edits by the demo staff through the real write path, so records have a history.
    ...(await seedDemoHistory(tx)),
  }));
  log.info(counts, `demo data loaded (every demo account signs in with "${DEMO_PASSWORD}")`);
  return counts;
}
