// What a product item must respect (spec 2 §2 Product items and stock, §3, §4): a live product, a
// serial used once per product, a live site whose customer the item takes, stock follows stock sites.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { deviceProducts, productItems, sites } from '../../../db/schema/index.ts';
import { appError, badRequest } from '../../../platform/errors.ts';
import type { Row } from '../../../platform/registry.ts';
import { requireCustomer } from '../../crm/customers/customer-refs.ts';

export const ITEM_MESSAGES = {
  productArchived: 'The product is archived.',
  productNotFound: 'Device product not found.',
  productManaged: 'Choose a device product that is not managed and not archived: managed products are devices.',
  duplicate: (serial: string) => `A product item with serial ${serial} already exists for this product.`,
  siteNotFound: 'Site not found.',
  siteArchived: 'The site is archived.',
  siteOfOtherCustomer: "The site does not belong to the item's customer.",
  notStockSite: 'Choose a stock site.',
  archived: 'The product item is archived.',
  alreadyInStock: 'The product item is already in stock.',
  alreadyReserved: 'The product item is already reserved.',
  notReserved: 'The product item is not reserved.',
  reserveInStock: 'Only product items in stock can be reserved.',
} as const;

export interface ProductRow {
  id: number;
  managed: boolean;
  archived_at: Date | null;
}

export async function requireLiveProduct(exec: Executor, productId: number, opts: { unmanaged?: boolean } = {}): Promise<ProductRow> {
  const [product] = await exec
    .select({ id: deviceProducts.id, managed: deviceProducts.managed, archived_at: deviceProducts.archived_at })
    .from(deviceProducts)
    .where(eq(deviceProducts.id, productId));
  if (!product) throw badRequest(ITEM_MESSAGES.productNotFound, { product_id: 'No device product with this id.' });
  if (opts.unmanaged && (product.managed || product.archived_at)) throw badRequest(ITEM_MESSAGES.productManaged, { product_id: ITEM_MESSAGES.productManaged });
  if (product.archived_at) throw badRequest(ITEM_MESSAGES.productArchived, { product_id: ITEM_MESSAGES.productArchived });
  return product;
}

export interface SiteRow {
  id: number;
  customer_id: number | null;
  is_stock: boolean;
  archived_at: Date | null;
}

export async function findSite(exec: Executor, siteId: number): Promise<SiteRow | undefined> {
  const [site] = await exec
    .select({ id: sites.id, customer_id: sites.customer_id, is_stock: sites.is_stock, archived_at: sites.archived_at })
    .from(sites)
    .where(eq(sites.id, siteId));
  return site;
}

/** A live site for the item; a refusal is a 400 on the site field. */
export async function requireLiveSite(exec: Executor, siteId: number): Promise<SiteRow> {
  const site = await findSite(exec, siteId);
  if (!site) throw badRequest(ITEM_MESSAGES.siteNotFound, { site_id: 'No site with this id.' });
  if (site.archived_at) throw badRequest(ITEM_MESSAGES.siteArchived, { site_id: ITEM_MESSAGES.siteArchived });
  return site;
}

export async function refuseDuplicateSerial(exec: Executor, productId: number, serial: string, exceptId?: number) {
  const same = and(eq(productItems.product_id, productId), eq(productItems.serial, serial));
  const [row] = await exec
    .select({ id: productItems.id })
    .from(productItems)
    .where(exceptId ? and(same, ne(productItems.id, exceptId)) : same);
  if (row) throw appError('product_item_duplicate', { serial });
}

/** Serials of the list that items of the product already carry (archived ones included). */
export async function existingSerials(exec: Executor, productId: number, serials: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < serials.length; i += 500) {
    const rows = await exec
      .select({ serial: productItems.serial })
      .from(productItems)
      .where(and(eq(productItems.product_id, productId), inArray(productItems.serial, serials.slice(i, i + 500))));
    for (const r of rows) found.add(r.serial);
  }
  return found;
}

const given = (data: Row, key: string) => data[key] !== undefined;

/**
 * Create and edit: the product is live, the serial free, and the site live; an item placed at a site
 * takes the site's customer unless one is named, a named one must match, and the item is in stock
 * exactly when its site is a stock site (unless the form says otherwise).
 */
export async function checkItemWrite(tx: Executor, before: Row | null, input: Row): Promise<Row> {
  const data = { ...input };
  const productId = data.product_id ?? before?.product_id;
  if (given(data, 'product_id') && data.product_id !== before?.product_id) await requireLiveProduct(tx, data.product_id);
  if ((given(data, 'serial') && data.serial !== before?.serial) || (given(data, 'product_id') && data.product_id !== before?.product_id)) {
    await refuseDuplicateSerial(tx, productId, data.serial ?? before?.serial, before?.id);
  }
  const siteChanged = given(data, 'site_id') && data.site_id !== (before?.site_id ?? null);
  const customerChanged = given(data, 'customer_id') && data.customer_id !== (before?.customer_id ?? null);
  if (customerChanged) await requireCustomer(tx, data.customer_id);
  const siteId = given(data, 'site_id') ? data.site_id : before?.site_id;
  if (siteId != null && (siteChanged || customerChanged)) {
    const site = siteChanged ? await requireLiveSite(tx, siteId) : await findSite(tx, siteId);
    if (site) {
      const customerId = given(data, 'customer_id') ? data.customer_id : siteChanged ? null : before?.customer_id;
      if (customerId == null && !given(data, 'customer_id')) data.customer_id = site.customer_id;
      else if (customerId != null && site.customer_id != null && customerId !== site.customer_id) {
        throw badRequest(ITEM_MESSAGES.siteOfOtherCustomer, { site_id: ITEM_MESSAGES.siteOfOtherCustomer });
      }
      if (siteChanged && !given(data, 'in_stock')) data.in_stock = site.is_stock;
    }
  }
  return data;
}
