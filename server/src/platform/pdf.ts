// PDF documents (delivery notes, invoices): pdfkit with its standard fonts, A4, a header naming the
// issuing company, rendered to one Buffer. Documents lay out data; they never query.
import { PassThrough } from 'node:stream';
import PDFDocument from 'pdfkit';

export interface Issuer {
  name: string;
  street?: string | null;
  zipcode?: string | null;
  city?: string | null;
  country?: string | null;
  vat_number?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
}

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;
export const PAGE_WIDTH = 595.28; // A4 in points
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

const line = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && String(p).trim()).join(' ');

/** Renders a document into a Buffer; `info` is the file's metadata (title, subject). */
export async function renderPdf(info: { Title: string; Subject?: string }, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { ...info, Producer: 'Back-office console' }, bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  pageNumbers(doc);
  doc.end();
  return done;
}

/** The issuing company's block, top left, and the document's title, top right. */
export function header(doc: Pdf, issuer: Issuer, title: string, subtitle: string[] = []) {
  const top = MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(issuer.name, MARGIN, top, { width: CONTENT_WIDTH / 2 });
  doc.font('Helvetica').fontSize(9);
  for (const l of [
    issuer.street,
    line(issuer.zipcode, issuer.city),
    issuer.country,
    issuer.vat_number && `VAT ${issuer.vat_number}`,
    line(issuer.phone, issuer.email),
    issuer.website,
  ])
    if (l) doc.text(l, { width: CONTENT_WIDTH / 2 });
  const afterIssuer = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(title, MARGIN + CONTENT_WIDTH / 2, top, { width: CONTENT_WIDTH / 2, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  for (const l of subtitle) doc.text(l, MARGIN + CONTENT_WIDTH / 2, doc.y, { width: CONTENT_WIDTH / 2, align: 'right' });
  doc.y = Math.max(afterIssuer, doc.y) + 20;
  doc.x = MARGIN;
}

/** A titled block of lines at (x, y) of the given width; answers the y below it. */
export function block(doc: Pdf, title: string, lines: (string | null | undefined)[], x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(10).text(title, x, y, { width });
  doc.font('Helvetica').fontSize(10);
  for (const l of lines) if (l?.trim()) doc.text(l, x, doc.y, { width });
  return doc.y;
}

export interface Column<T> {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  value: (row: T) => string;
}

/** A table with a header row, repeated on each new page. */
export function table<T>(doc: Pdf, columns: Column<T>[], rows: T[]) {
  const drawHeader = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9);
    let x = MARGIN;
    for (const c of columns) {
      doc.text(c.header, x + 2, y, { width: c.width - 4, align: c.align ?? 'left' });
      x += c.width;
    }
    doc.y = y + 14;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
      .lineWidth(0.7)
      .stroke();
    doc.y += 4;
  };
  drawHeader();
  doc.font('Helvetica').fontSize(9);
  for (const row of rows) {
    const cells = columns.map((c) => c.value(row));
    const height = Math.max(...columns.map((c, i) => doc.heightOfString(cells[i] || ' ', { width: c.width - 4 })));
    if (doc.y + height > doc.page.height - MARGIN - 40) {
      doc.addPage();
      drawHeader();
      doc.font('Helvetica').fontSize(9);
    }
    const y = doc.y;
    let x = MARGIN;
    columns.forEach((c, i) => {
      doc.text(cells[i], x + 2, y, { width: c.width - 4, align: c.align ?? 'left' });
      x += c.width;
    });
    doc.y = y + height + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + CONTENT_WIDTH, doc.y - 2)
      .lineWidth(0.2)
      .stroke();
  }
  doc.x = MARGIN;
}

/** "Page n of m" at the foot of every page not yet written out, prefixed with the section's name when given. */
function pageNumbers(doc: Pdf, section?: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would open a new page: the footer writes inside a zero margin.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const label = `${section ? `${section} - ` : ''}Page ${i - range.start + 1} of ${range.count}`;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(label, MARGIN, doc.page.height - MARGIN + 10, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** Resolves when the reader has taken what was written, or has gone away. */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });

/**
 * A document of many sections (one per invoice of an export), streamed as it is written: each section
 * starts on a new page, is numbered on its own ("section - Page n of m") and is then written out, so
 * memory holds one section's pages, not the whole document. `sections` yields a name and a drawing
 * function per section; an async generator may read the database between sections.
 */
export function streamPdf(
  info: { Title: string; Subject?: string },
  sections: AsyncIterable<{ name: string; draw: (doc: Pdf) => void }>,
  empty: string,
): PassThrough {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { ...info, Producer: 'Back-office console' }, bufferPages: true, autoFirstPage: false });
  const out = new PassThrough();
  doc.pipe(out);
  const write = async () => {
    let count = 0;
    for await (const section of sections) {
      doc.addPage();
      section.draw(doc);
      pageNumbers(doc, section.name);
      doc.flushPages();
      count++;
      if (out.writableLength >= out.writableHighWaterMark) await drained(out);
      // The client went away: nothing more to read or write.
      if (out.destroyed) return;
    }
    if (count === 0) {
      doc.addPage();
      doc.font('Helvetica').fontSize(12).text(empty, MARGIN, MARGIN, { width: CONTENT_WIDTH });
    }
    doc.end();
  };
  write().catch((err) => out.destroy(err));
  return out;
}
