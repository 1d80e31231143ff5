// The checks shared by device create, edit, bulk create and move: serials, the product a device is
// built from, and the site it stands at (which also gives its customer and its place on the map).
import { type Coded, codeOf } from '../../../platform/refusals.ts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client.ts';
import { deviceProducts, devices, sites } from '../../../db/schema/index.ts';
import { AppError, badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { defaultPortNames } from '../simcards/sim-ports.ts';

export const DUPLICATE_SERIAL = 'A device with this serial already exists.';
export const PRODUCT_NOT_MANAGED = 'Choose a managed device product that is not archived.';
export const SITE_REQUIRED = 'Choose a site: a device always stands at a site (site 1 is the stock).';
export const SITE_ARCHIVED = 'The site is archived.';
export const SITE_OF_OTHER_CUSTOMER = 'The site belongs to another customer.';

/** Peplink-style serials (1234-5678-ABCD) and other vendors' ones; no spaces, so one per line is unambiguous. */
export const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,63}$/;
export const SERIAL_MESSAGE = 'A serial is 1 to 64 letters, digits, dots, dashes, underscores, colons or slashes.';
export const serialField = z
  .string({ error: 'Serial is required.' })
  .trim()
  .min(1, 'Serial is required.')
  .max(64, SERIAL_MESSAGE)
  .regex(SERIAL_PATTERN, SERIAL_MESSAGE);

export async function serialTaken(exec: Executor, serial: string, exceptId?: number): Promise<boolean> {
  const [row] = await exec
    .select({ id: devices.id })
    .from(devices)
    .where(exceptId ? and(eq(devices.serial, serial), ne(devices.id, exceptId)) : eq(devices.serial, serial));
  return Boolean(row);
}

/** The serials of the list that some device (archived ones included) already carries. */
export async function existingSerials(exec: Executor, serials: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < serials.length; i += 500) {
    const rows = await exec
      .select({ serial: devices.serial })
      .from(devices)
      .where(inArray(devices.serial, serials.slice(i, i + 500)));
    for (const r of rows) found.add(r.serial);
  }
  return found;
}

export async function refuseDuplicateSerial(exec: Executor, serial: string, exceptId?: number): Promise<void> {
  if (await serialTaken(exec, serial, exceptId)) throw badRequest(DUPLICATE_SERIAL, { serial: DUPLICATE_SERIAL });
}

export interface DeviceProduct {
  id: number;
  ports_count: number;
  virtual: boolean;
}

/** Device forms offer managed, non-archived products only (spec 1 §5); the server holds the same line. */
export async function requireManagedProduct(exec: Executor, productId: unknown, field = 'product_id'): Promise<DeviceProduct> {
  if (typeof productId !== 'number') throw badRequest(PRODUCT_NOT_MANAGED, { [field]: 'Choose a device product.' });
  const [product] = await exec
    .select({
      id: deviceProducts.id,
      ports_count: deviceProducts.ports_count,
      virtual: deviceProducts.virtual,
      managed: deviceProducts.managed,
      archived_at: deviceProducts.archived_at,
    })
    .from(deviceProducts)
    .where(eq(deviceProducts.id, productId));
  if (!product?.managed || product.archived_at) throw badRequest(PRODUCT_NOT_MANAGED, { [field]: PRODUCT_NOT_MANAGED });
  return product;
}

/** An empty ports map with the product's port names (two SIM slots per cellular modem). */
export const emptyPortsMap = (modems: number): Record<string, number | null> => Object.fromEntries(defaultPortNames(modems).map((name) => [name, null]));

export type SiteRow = Pick<typeof sites.$inferSelect, 'id' | 'customer_id' | 'is_stock' | 'lat' | 'lng' | 'address' | 'archived_at'>;

export async function findSite(exec: Executor, siteId: number): Promise<SiteRow | undefined> {
  const [site] = await exec
    .select({
      id: sites.id,
      customer_id: sites.customer_id,
      is_stock: sites.is_stock,
      lat: sites.lat,
      lng: sites.lng,
      address: sites.address,
      archived_at: sites.archived_at,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  return site;
}

/** A live site to put a device at; `status` 400 for forms, the same words for bulk answers. */
export async function requireLiveSite(exec: Executor, siteId: unknown): Promise<SiteRow> {
  if (typeof siteId !== 'number') throw badRequest(SITE_REQUIRED, { site_id: 'Choose a site.' });
  const site = await findSite(exec, siteId);
  if (!site) throw badRequest('Site not found.', { site_id: 'No site with this id.' });
  if (site.archived_at) throw badRequest(SITE_ARCHIVED, { site_id: SITE_ARCHIVED });
  return site;
}

/**
 * The customer a device at this site belongs to: the site's own customer. A stock site has none, so
 * a device kept there for a customer keeps the customer it was given.
 */
export function customerAt(site: SiteRow, requested: number | null | undefined): number | null {
  if (site.customer_id == null) return requested ?? null;
  if (requested != null && requested !== site.customer_id) throw badRequest(SITE_OF_OTHER_CUSTOMER, { site_id: SITE_OF_OTHER_CUSTOMER });
  return site.customer_id;
}

/** Where a device standing at the site is drawn, unless the form places it itself. */
export const placeAt = (site: SiteRow, data: Row) => ({
  lat: data.lat ?? site.lat,
  lng: data.lng ?? site.lng,
  address: data.address ?? site.address,
});

/** A refusal of an action route as the spec's {success: false, reason} answer, with the error's code and params (decision 0076). */
export const refusalOf = (err: unknown): { success: false; reason: string } & Coded => {
  if (err instanceof AppError && err.statusCode < 500) return { success: false, reason: err.message, ...codeOf(err) };
  throw err;
};

/** A list of serials as typed (one per line) or sent as an array: blank lines skipped, repeats kept once. */
export function parseSerialList(input: string | string[]): { serials: string[]; invalid: string[] } {
  const raw = (Array.isArray(input) ? input : input.split(/\r\n|\r|\n/)).map((s) => s.trim()).filter((s) => s !== '');
  const serials = [...new Set(raw)];
  return { serials: serials.filter((s) => SERIAL_PATTERN.test(s)), invalid: serials.filter((s) => !SERIAL_PATTERN.test(s)) };
}

/** A 400 naming the refused serials (the first few: a pasted file could hold thousands). */
export function invalidSerials(field: string, invalid: string[]): AppError {
  const shown = invalid.slice(0, 10).map((s) => (s.length > 70 ? `${s.slice(0, 67)}...` : s));
  const more = invalid.length > shown.length ? ` and ${invalid.length - shown.length} more` : '';
  const message = `Invalid serials: ${shown.join(', ')}${more}. ${SERIAL_MESSAGE}`;
  return badRequest(message, { [field]: message });
}
