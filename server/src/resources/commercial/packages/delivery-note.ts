// The delivery note (spec 2 §7, GET /packages/delivery_notes/{tracking_code}.pdf): what left the
// warehouse under one tracking code, for the customer to sign on receipt.
import { eq, sql } from 'drizzle-orm';
import { trackingUrl } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { addresses, companies, customers, sites } from '../../../db/schema/index.ts';
import { block, CONTENT_WIDTH, header, MARGIN, renderPdf, table, type Issuer } from '../../../platform/pdf.ts';

export interface DeliveryNoteItem {
  /** Package reference the item belongs to. */
  package_reference: string | null;
  description: string;
  serials: string[];
  qty: number;
}

export interface DeliveryNote {
  tracking_code: string;
  tracking_url: string | null;
  shipping_date: string | null;
  issuer: Issuer;
  customer: { name: string; vat?: string | null };
  shipping_address: string | null;
  shipping_contact: string | null;
  items: DeliveryNoteItem[];
}

export function deliveryNotePdf(note: DeliveryNote): Promise<Buffer> {
  return renderPdf({ Title: `Delivery note ${note.tracking_code}`, Subject: note.customer.name }, (doc) => {
    header(
      doc,
      note.issuer,
      'Delivery note',
      [`Tracking code ${note.tracking_code}`, note.shipping_date ? `Shipped on ${note.shipping_date}` : null].filter(Boolean) as string[],
    );
    const top = doc.y;
    const half = CONTENT_WIDTH / 2 - 10;
    const left = block(doc, 'Customer', [note.customer.name, note.customer.vat && `VAT ${note.customer.vat}`], MARGIN, top, half);
    const right = block(
      doc,
      'Ship to',
      [...(note.shipping_address ?? '').split(/\r?\n/), note.shipping_contact && `Contact: ${note.shipping_contact}`],
      MARGIN + half + 20,
      top,
      half,
    );
    doc.y = Math.max(left, right) + 20;
    if (note.tracking_url) {
      doc.font('Helvetica').fontSize(9).text(`Follow the parcel: ${note.tracking_url}`, MARGIN, doc.y, { width: CONTENT_WIDTH, link: note.tracking_url });
      doc.moveDown();
    }
    table(
      doc,
      [
        { header: 'Package', width: 90, value: (i) => i.package_reference ?? '' },
        { header: 'Item', width: 195, value: (i) => i.description },
        { header: 'Serial numbers', width: 170, value: (i) => i.serials.join(', ') },
        { header: 'Qty', width: CONTENT_WIDTH - 455, align: 'right', value: (i) => String(i.qty) },
      ],
      note.items,
    );
    doc.moveDown(2);
    if (doc.y > doc.page.height - MARGIN - 130) doc.addPage();
    const y = doc.y;
    doc.rect(MARGIN, y, CONTENT_WIDTH, 90).lineWidth(0.7).stroke();
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text('Received in good order', MARGIN + 10, y + 8);
    doc.font('Helvetica').fontSize(9);
    doc.text('Name:', MARGIN + 10, y + 30);
    doc.text('Date:', MARGIN + 10, y + 50);
    doc.text('Signature:', MARGIN + CONTENT_WIDTH / 2, y + 30);
  });
}

/** A site as the lines of a "Ship to" block: its name, street and number, zipcode and city, country. */
export function siteShipTo(site: {
  name: string;
  street?: string | null;
  number?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: string | null;
  address?: string | null;
}): string {
  const line = (...xs: (string | null | undefined)[]) =>
    xs
      .map((x) => x?.trim())
      .filter(Boolean)
      .join(' ');
  const parts = [line(site.street, site.number), line(site.zipcode, site.city), line(site.country)].filter(Boolean);
  // A site written as one free line (no parts) ships to that line.
  return [site.name, ...(parts.length ? parts : [site.address?.trim()])].filter(Boolean).join('\n');
}

/**
 * What left under one tracking code: the package lines (hardware with their serials) and the services
 * shipped with it, and the package's customer (VAT number of its billing address), billing company and
 * shipping details (the site's address when neither line nor package has one). Null when no live item
 * carries that code.
 */
export async function loadDeliveryNote(exec: Executor, trackingCode: string): Promise<DeliveryNote | null> {
  const items = rowsOf(
    await exec.execute(sql`
      select i.*, p.reference as package_reference, p.customer_id, p.billing_company_id, p.invoicing_address_id,
             coalesce(i.item_site_id, p.site_id) as site_id,
             p.shipping_address as package_shipping_address, p.shipping_contact as package_shipping_contact
      from (
        select 0 as kind, s.id, s.package_id, coalesce(s.product_name, s.name, upper(s.type)) as description,
               case when coalesce(s.serial, s.device_serial) is null then '{}'::text[] else array[coalesce(s.serial, s.device_serial)] end as serials,
               s.qty, s.shipping_date::text as shipping_date, null::text as shipping_address, null::text as shipping_contact, s.site_id as item_site_id
        from services s where s.shipping_tracking_code = ${trackingCode} and s.archived_at is null
        union all
        select 1, l.id, l.package_id, coalesce(l.device_product_name, 'Hardware'), l.serials, l.qty, l.shipping_date::text, l.shipping_address, l.shipping_contact, l.site_id
        from package_lines l where l.shipping_tracking_code = ${trackingCode} and l.archived_at is null
      ) i left join packages p on p.id = i.package_id
      order by i.kind desc, i.package_id, i.id`),
  );
  if (items.length === 0) return null;
  const first = items[0];
  const [company] = first.billing_company_id ? await exec.select().from(companies).where(eq(companies.id, first.billing_company_id)) : [];
  const [customer] = first.customer_id ? await exec.select({ name: customers.name }).from(customers).where(eq(customers.id, first.customer_id)) : [];
  // The customer's VAT number is the billing address's, as on its invoices (the customer record's may differ).
  const [billing] = first.invoicing_address_id
    ? await exec.select({ vat: addresses.vat }).from(addresses).where(eq(addresses.id, first.invoicing_address_id))
    : [];
  const pick = (key: string) => items.map((i) => i[key]).find((v) => v != null && String(v).trim() !== '') ?? null;
  // Ship to: the address written on the line or its package, else the site the items were shipped for.
  const siteId = pick('site_id');
  const [site] =
    siteId != null && !pick('shipping_address') && !pick('package_shipping_address') ? await exec.select().from(sites).where(eq(sites.id, siteId)) : [];
  return {
    tracking_code: trackingCode,
    tracking_url: trackingUrl(trackingCode),
    shipping_date: pick('shipping_date'),
    issuer: company ?? { name: 'Back-office' },
    customer: { name: customer?.name ?? '', vat: billing?.vat?.trim() || null },
    shipping_address: pick('shipping_address') ?? pick('package_shipping_address') ?? (site ? siteShipTo(site) : null),
    shipping_contact: pick('shipping_contact') ?? pick('package_shipping_contact'),
    items: items.map((i) => ({
      package_reference: i.package_reference ?? null,
      description: String(i.description),
      serials: (i.serials ?? []) as string[],
      qty: Number(i.qty ?? 1),
    })),
  };
}
