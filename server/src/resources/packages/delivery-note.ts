// The delivery note (spec 2 §7, GET /packages/delivery_notes/{tracking_code}.pdf): what left the
// warehouse under one tracking code, for the customer to sign on receipt.
import { block, CONTENT_WIDTH, header, MARGIN, renderPdf, table, type Issuer } from '../../platform/pdf.ts';

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
    header(doc, note.issuer, 'Delivery note', [`Tracking code ${note.tracking_code}`, note.shipping_date ? `Shipped on ${note.shipping_date}` : null].filter(Boolean) as string[]);
    const top = doc.y;
    const half = CONTENT_WIDTH / 2 - 10;
    const left = block(doc, 'Customer', [note.customer.name, note.customer.vat && `VAT ${note.customer.vat}`], MARGIN, top, half);
    const right = block(doc, 'Ship to', [...(note.shipping_address ?? '').split(/\r?\n/), note.shipping_contact && `Contact: ${note.shipping_contact}`], MARGIN + half + 20, top, half);
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
    doc.font('Helvetica-Bold').fontSize(10).text('Received in good order', MARGIN + 10, y + 8);
    doc.font('Helvetica').fontSize(9);
    doc.text('Name:', MARGIN + 10, y + 30);
    doc.text('Date:', MARGIN + 10, y + 50);
    doc.text('Signature:', MARGIN + CONTENT_WIDTH / 2, y + 30);
  });
}
