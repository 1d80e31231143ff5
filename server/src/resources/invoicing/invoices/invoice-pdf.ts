// The invoice and credit-note PDF (spec 3 §2, §7): issuer with bank details, billing address with
// VAT number, lines, VAT breakdown per rate, totals, due date, the Belgian structured reference and
// a SEPA payment QR code (EPC069-12) a banking app scans. Totals come from the contract's
// invoiceTotals, the same computation as the API's.
import QRCode from 'qrcode';
import { formatCents, invoiceTotals, lineTotalCents, vatLabel } from '@console/contract';
import { block, CONTENT_WIDTH, header, MARGIN, renderPdf, table, type Pdf } from '../../../platform/pdf.ts';
import { documentTitle, type InvoiceDocument } from './invoice-document.ts';

type Line = InvoiceDocument['lines'][number];

const money = (cents: number, currency: string) => `${formatCents(cents)} ${currency}`;
/** A unit price with the decimals it has (2 to 4). */
const price = (v: number) => {
  const [int, frac = ''] = v.toFixed(4).split('.');
  return `${int}.${frac.replace(/0{1,2}$/, '')}`;
};
const qty = (v: number) => String(Number(v.toFixed(3)));
const ogmDigits = (ref: string | null) => (ref ?? '').replace(/\D/g, '');

/**
 * The EPC QR payload (European Payments Council, "SEPA credit transfer" QR, version 002): service
 * tag, version, UTF-8, SCT, BIC, beneficiary, IBAN, amount, purpose, structured reference, text.
 */
export function epcPayload(input: { bic: string | null; name: string; iban: string; amountCents: number; reference: string | null; text: string }): string {
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    (input.bic ?? '').replace(/\s/g, ''),
    input.name.slice(0, 70),
    input.iban.replace(/\s/g, '').toUpperCase(),
    `EUR${formatCents(input.amountCents)}`,
    '',
    input.reference ?? '',
    input.reference ? '' : input.text.slice(0, 140),
  ].join('\n');
}

/** The SEPA payment QR code of an invoice that can be paid by transfer in euro, else null. */
export async function invoiceQr(d: InvoiceDocument): Promise<Buffer | null> {
  const { invoice, company } = d;
  const totals = invoiceTotals(d.lines);
  const iban = invoice.bank_iban ?? company?.bank_iban ?? null;
  const bic = invoice.bank_bic ?? company?.bank_bic ?? null;
  const payable = invoice.currency === 'EUR' && iban && totals.total_cents > 0 && invoice.invoice_type !== 'credit';
  if (!payable) return null;
  return QRCode.toBuffer(
    epcPayload({
      bic,
      name: company?.name ?? '',
      iban: iban!,
      amountCents: totals.total_cents,
      reference: ogmDigits(invoice.structured_reference) || null,
      text: invoice.number ?? '',
    }),
    { errorCorrectionLevel: 'M', margin: 1, width: 200 },
  );
}

/** The document's metadata: its title names the invoice. */
export const invoicePdfInfo = (d: InvoiceDocument) => ({ Title: `${documentTitle(d)} ${d.invoice.number ?? 'draft'}`, Subject: d.address?.name ?? '' });

/** One invoice's PDF. */
export async function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const qr = await invoiceQr(d);
  return renderPdf(invoicePdfInfo(d), (doc) => drawInvoice(doc, d, qr));
}

/** Lays an invoice out from the current page on (its QR code made beforehand: drawing is synchronous). */
export function drawInvoice(doc: Pdf, d: InvoiceDocument, qr: Buffer | null) {
  const { invoice, company, address } = d;
  const totals = invoiceTotals(d.lines);
  const cur = invoice.currency;
  const iban = invoice.bank_iban ?? company?.bank_iban ?? null;
  const bic = invoice.bank_bic ?? company?.bank_bic ?? null;
  const title = documentTitle(d);
  header(
    doc,
    company ?? { name: 'Back-office' },
    title,
    [
      invoice.number ? `Number ${invoice.number}` : 'Draft (no number yet)',
      invoice.invoiced_at ? `Date ${invoice.invoiced_at}` : '',
      invoice.due_date ? `Due date ${invoice.due_date}` : '',
    ].filter(Boolean),
  );
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const left = block(
    doc,
    'Bank details',
    [company?.bank_name, iban && `IBAN ${iban}`, bic && `BIC ${bic}`, invoice.structured_reference && `Reference ${invoice.structured_reference}`],
    MARGIN,
    top,
    half,
  );
  const right = block(
    doc,
    'Invoice to',
    [
      address?.name,
      [address?.street, address?.number, address?.box && `box ${address.box}`].filter(Boolean).join(' '),
      address?.street_bis,
      [address?.zipcode, address?.city].filter(Boolean).join(' '),
      address?.country,
      address?.vat && `VAT ${address.vat}`,
    ],
    MARGIN + half + 20,
    top,
    half,
  );
  doc.y = Math.max(left, right) + 15;
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(9);
  const refs = [
    d.reversed && `Credit note for invoice ${d.reversed.number ?? ''}${d.reversed.invoiced_at ? ` of ${d.reversed.invoiced_at}` : ''}`,
    invoice.purchase_order && `Purchase order ${invoice.purchase_order}`,
    (invoice.forced_so_number || invoice.so_numbers) && `Sales order ${invoice.forced_so_number || invoice.so_numbers}`,
  ].filter(Boolean) as string[];
  for (const r of refs) doc.text(r, MARGIN, doc.y, { width: CONTENT_WIDTH });
  if (refs.length) doc.moveDown();
  table<Line>(
    doc,
    [
      { header: 'Description', width: 190, value: (l) => [l.product_name, l.description].filter(Boolean).join('\n') || l.type },
      { header: 'Period', width: 95, value: (l) => (l.start_date ? `${l.start_date}${l.end_date ? ` - ${l.end_date}` : ''}` : '') },
      { header: 'Qty', width: 40, align: 'right', value: (l) => qty(l.qty) },
      { header: 'Unit price', width: 60, align: 'right', value: (l) => price(l.unit_price) },
      { header: 'VAT', width: 35, align: 'right', value: (l) => vatLabel(l.vat_code) },
      { header: 'Total', width: CONTENT_WIDTH - 420, align: 'right', value: (l) => money(lineTotalCents(l), cur) },
    ],
    d.lines,
  );
  doc.moveDown();
  if (doc.y > doc.page.height - MARGIN - 200) doc.addPage();
  table(
    doc,
    [
      { header: 'VAT', width: 80, value: (g) => `${g.label} (${g.vat_code})` },
      { header: 'Base', width: 100, align: 'right', value: (g) => money(g.base_cents, cur) },
      { header: 'Tax', width: 100, align: 'right', value: (g) => money(g.tax_cents, cur) },
    ],
    totals.vat,
  );
  doc.moveDown();
  const x = MARGIN + CONTENT_WIDTH - 220;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    doc.text(label, x, y, { width: 110 });
    doc.text(value, x + 110, y, { width: 110, align: 'right' });
  };
  const qrTop = doc.y;
  row('Total untaxed', money(totals.total_untaxed_cents, cur));
  row('VAT', money(totals.total_tax_cents, cur));
  row('Total', money(totals.total_cents, cur), true);
  doc.font('Helvetica').fontSize(9);
  if (invoice.due_date && invoice.invoice_type !== 'credit') doc.text(`To be paid by ${invoice.due_date}`, x, doc.y + 6, { width: 220, align: 'right' });
  if (qr) {
    doc.image(qr, MARGIN, qrTop, { width: 90 });
    doc
      .font('Helvetica')
      .fontSize(7)
      .text('Scan to pay (SEPA)', MARGIN, qrTop + 92, { width: 90, align: 'center' });
  }
  doc.y = Math.max(doc.y, qr ? qrTop + 105 : doc.y) + 10;
  doc.x = MARGIN;
  if (invoice.terms) doc.font('Helvetica').fontSize(8).text(invoice.terms, MARGIN, doc.y, { width: CONTENT_WIDTH });
  if (invoice.notes)
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(invoice.notes, MARGIN, doc.y + 4, { width: CONTENT_WIDTH });
}
