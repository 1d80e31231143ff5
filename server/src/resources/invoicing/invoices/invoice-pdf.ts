// The invoice and credit-note PDF (spec 3 §2, §7; decision 0057): a tagged PDF/A-3b file in the customer's
// language (EN, FR, NL) with an embedded TrueType font (DejaVu Sans Condensed, Latin Extended and
// more), the issuer with its VAT number and register mention, bank details, the billing address,
// lines, the VAT breakdown by readable category with the legal wording of every exemption and
// reverse charge, totals, the due date (not on a credit note), the Belgian structured reference and
// a SEPA payment QR code (EPC069-12) on a numbered invoice only. The UBL e-invoice of a numbered
// document is attached as an associated file (AFRelationship Alternative). The number and the
// customer head every continuation page; "Page n / m" foots every page; a draft is watermarked.
// The same document gives the same bytes: dates and file ID come from the document, not the clock.
// Totals come from the contract's invoiceTotals, the same computation as the API's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatCents, invoiceTotals, lineTotalCents } from '@console/contract';
import { CONTENT_WIDTH, MARGIN, PAGE_WIDTH, type Pdf } from '../../../platform/pdf.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { isSpecialVatCode, PDF_TEXTS, type PdfLang, type PdfTexts, pdfLang, ratePercent, vatCategoryName, vatShortLabel } from './invoice-pdf-texts.ts';
import { invoiceUbl, xmlFileName } from './invoice-ubl.ts';

type Line = InvoiceDocument['lines'][number];

// --- Fonts: parsed once per process from the npm package, embedded (subset) in every document. -------
// A parsed fontkit font shared by documents keeps its glyph caches (a one-page invoice in about a fifth
// of the time of a re-parse) and gives the same bytes: each document makes its own subset.
// fontkit caches a glyph with the code points of its first request, and pdfkit writes a document's
// copyable text (ToUnicode) from them. A subset reaches the components of an accented letter without
// code points ('ź' draws 'z' and an accent), so a process whose first 'ź' came before any 'z' wrote
// every later 'z' uncopyable (read as '6'). Every glyph is therefore asked for by its code point, in
// code point order, before any document uses the font.
const REGULAR = 'InvoiceSans';
const BOLD = 'InvoiceSans-Bold';
const require = createRequire(import.meta.url);
const parse = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as fontkit.Font;
let parsed: { regular: fontkit.Font; bold: fontkit.Font; covered: Set<number> } | null = null;
/** The parsed fonts (exported for the test of their glyph caches). */
export const invoiceFonts = () => {
  if (!parsed) {
    const regular = parse('DejaVuSansCondensed.ttf');
    const bold = parse('DejaVuSansCondensed-Bold.ttf');
    // The code points both fonts draw.
    const covered = new Set(regular.characterSet.filter((c) => bold.hasGlyphForCodePoint(c)));
    for (const font of [regular, bold]) for (const c of [...font.characterSet].sort((a, b) => a - b)) font.glyphForCodePoint(c);
    parsed = { regular, bold, covered };
  }
  return parsed;
};
/**
 * Registers the invoice fonts on a document and loads them in a fixed order (regular, then bold), so
 * their resource names and subset tags never depend on what was drawn first. Idempotent: pdfkit
 * keeps a loaded font by name.
 */
export function registerInvoiceFonts(doc: Pdf) {
  // pdfkit takes a parsed fontkit font as a source (its types list only files and bytes).
  doc.registerFont(REGULAR, invoiceFonts().regular as unknown as Buffer);
  doc.registerFont(BOLD, invoiceFonts().bold as unknown as Buffer);
  doc.font(REGULAR);
  doc.font(BOLD);
}

/**
 * The document with every character the font cannot draw written "?": a glyph the font lacks would
 * be drawn as .notdef, which PDF/A forbids (ISO 19005-3 6.2.11.8) and no reader can read anyway.
 * Line feeds are kept, carriage returns dropped. Only the drawing reads this copy; the UBL keeps the text.
 */
function printable(d: InvoiceDocument): InvoiceDocument {
  const set = invoiceFonts().covered;
  const drawable = (s: string) => s.replace(/\r/g, '').replace(/[^\n]/gu, (ch) => (set.has(ch.codePointAt(0) ?? 0) ? ch : '?'));
  const map = (v: unknown): unknown => {
    if (typeof v === 'string') return drawable(v);
    if (Array.isArray(v)) return v.map(map);
    if (v && typeof v === 'object' && !(v instanceof Date)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, map(x)]));
    return v;
  };
  return map(d) as InvoiceDocument;
}

// --- Formatting in the document's language. ----------------------------------------------------------
const decimalIn = (t: PdfTexts, s: string) => (t.decimal === '.' ? s : s.replace('.', t.decimal));
const money = (t: PdfTexts, cents: number, currency: string) => `${decimalIn(t, formatCents(cents))} ${currency}`;
/** A unit price with the decimals it has (2 to 4). */
const price = (t: PdfTexts, v: number) => {
  const [int, frac = ''] = Number(v).toFixed(4).split('.');
  return decimalIn(t, `${int}.${frac.replace(/0{1,2}$/, '')}`);
};
const qty = (t: PdfTexts, v: number) => decimalIn(t, String(Number(Number(v).toFixed(3))));
const ogmDigits = (ref: string | null) => (ref ?? '').replace(/\D/g, '');
const isDraft = (d: InvoiceDocument) => !d.invoice.number;
const isCredit = (d: InvoiceDocument) => d.invoice.invoice_type === 'credit';

/** The document's language and words. */
export function invoiceTexts(d: InvoiceDocument): { lang: PdfLang; t: PdfTexts } {
  const lang = pdfLang(d.customer, d.address?.country);
  return { lang, t: PDF_TEXTS[lang] };
}
const titleOf = (t: PdfTexts, d: InvoiceDocument) => (isCredit(d) ? t.creditNote : t.invoice);

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

/**
 * The SEPA payment QR code of a numbered invoice that can be paid by transfer in euro, else null:
 * never on a draft (not yet owed) nor on a credit note (nothing to pay).
 */
export async function invoiceQr(d: InvoiceDocument): Promise<Buffer | null> {
  const { invoice, company } = d;
  const totals = invoiceTotals(d.lines);
  const iban = invoice.bank_iban ?? company?.bank_iban ?? null;
  const bic = invoice.bank_bic ?? company?.bank_bic ?? null;
  const payable = !isDraft(d) && !isCredit(d) && invoice.currency === 'EUR' && iban && totals.total_cents > 0;
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

/**
 * The document's fixed date (its CreationDate, the XMP CreateDate and the seed of its file ID): the
 * invoiced date at midnight UTC, frozen at numbering; a draft without one takes its creation time.
 * Never the clock: the same document gives the same bytes.
 */
export function invoicePdfDate(d: InvoiceDocument): Date {
  const { invoiced_at, created_at } = d.invoice as { invoiced_at: string | null; created_at?: Date | string | null };
  if (invoiced_at && /^\d{4}-\d{2}-\d{2}$/.test(invoiced_at)) return new Date(`${invoiced_at}T00:00:00Z`);
  const created = created_at ? new Date(created_at) : null;
  return created && !Number.isNaN(created.getTime()) ? created : new Date(0);
}

/** The document's metadata: its title names the document (no party name: it is copied into the XMP unescaped). */
export const invoicePdfInfo = (d: InvoiceDocument) => {
  const { t } = invoiceTexts(d);
  return { Title: `${titleOf(t, d)} ${d.invoice.number ?? t.draftWatermark.toLowerCase()}` };
};

/** One invoice's PDF: PDF/A-3b, fonts embedded, the UBL attached when numbered, reproducible byte for byte. */
export async function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const qr = await invoiceQr(d);
  const { lang, t } = invoiceTexts(d);
  const date = invoicePdfDate(d);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang,
    tagged: true,
    displayTitle: true,
    info: { ...invoicePdfInfo(d), Creator: 'Back-office console', Producer: 'Back-office console', CreationDate: date },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const tags = tagger(doc);
  drawInvoice(doc, d, qr, tags);
  footers(doc, t, tags);
  tags.end();
  if (!isDraft(d)) {
    // The e-invoice, attached as the PDF/A-3 associated file: the same invoice in EN 16931 form.
    (doc.file as (src: Buffer, o: Record<string, unknown>) => Pdf)(Buffer.from(invoiceUbl(d), 'utf8'), {
      name: xmlFileName(d.invoice),
      type: 'application/xml',
      relationship: 'Alternative',
      description: `${titleOf(t, d)} ${d.invoice.number} (UBL, Peppol BIS Billing 3.0)`,
      creationDate: date,
      modifiedDate: date,
    });
  }
  doc.end();
  return done;
}

/** "Page n / m" at the foot of every page. */
function footers(doc: Pdf, t: PdfTexts, tags: Tagger) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const label = t.page(i - range.start + 1, range.count);
    tags.artifact(() => {
      doc.font(REGULAR).fontSize(8).fillColor('black');
      // No width: text without a wrapper never opens a page, even below the bottom margin.
      doc.text(label, (PAGE_WIDTH - doc.widthOfString(label)) / 2, doc.page.height - MARGIN + 15, { lineBreak: false });
    }, 'Pagination');
  }
}

/**
 * The document's structure (a tagged PDF: reading order, headings, tables, the QR code's text) when
 * the document is tagged; else each call only draws (the invoices export shares drawInvoice). Content
 * that is not text of the document (rules, running heads, page numbers, the watermark) is an artifact.
 */
export interface Tagger {
  /** Content drawn by `draw` as one element of the given type (P, H1, TH, TD, Figure...). */
  el(type: string, draw: () => void, options?: { alt?: string }): void;
  /** A grouping element (Table, TR, Sect) whose children `draw` adds. */
  group(type: string, draw: () => void): void;
  artifact(draw: () => void, type?: 'Pagination' | 'Layout'): void;
  end(): void;
}
const UNTAGGED: Tagger = { el: (_type, draw) => draw(), group: (_type, draw) => draw(), artifact: (draw) => draw(), end: () => {} };

export function tagger(doc: Pdf): Tagger {
  if (!(doc as unknown as { options?: { tagged?: boolean } }).options?.tagged) return UNTAGGED;
  const root = doc.struct('Document');
  doc.addStructure(root);
  const stack: PDFKit.PDFStructureElement[] = [root];
  const parent = () => stack[stack.length - 1];
  // An artifact inside an artifact is the same artifact (pdfkit would close the outer one).
  let inArtifact = 0;
  return {
    el(type, draw, options = {}) {
      parent().add(doc.struct(type, options, draw));
    },
    group(type, draw) {
      const element = doc.struct(type);
      parent().add(element);
      stack.push(element);
      try {
        draw();
      } finally {
        stack.pop();
        element.end();
      }
    },
    artifact(draw, type = 'Layout') {
      if (inArtifact) return draw();
      inArtifact++;
      doc.markContent('Artifact', { type });
      try {
        draw();
      } finally {
        doc.endMarkedContent();
        inArtifact--;
      }
    },
    end() {
      root.end();
    },
  };
}

/** The index of the page being drawn. */
const pageIndex = (doc: Pdf) => {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
};

interface Column<T> {
  header: string;
  width: number;
  align?: 'left' | 'right';
  value: (row: T) => string;
}

/**
 * A table with a header row, repeated on each new page (as an artifact: the structure has it once);
 * rows never split across pages.
 */
function table<T>(doc: Pdf, tags: Tagger, columns: Column<T>[], rows: T[]) {
  const right = MARGIN + columns.reduce((s, c) => s + c.width, 0);
  const drawHeader = (cell: (draw: () => void) => void) => {
    const y = doc.y;
    doc.font(BOLD).fontSize(8.5);
    let x = MARGIN;
    const height = Math.max(...columns.map((c) => doc.heightOfString(c.header, { width: c.width - 4 })));
    for (const c of columns) {
      const left = x;
      cell(() =>
        doc
          .font(BOLD)
          .fontSize(8.5)
          .text(c.header, left + 2, y, { width: c.width - 4, align: c.align ?? 'left' }),
      );
      x += c.width;
    }
    doc.y = y + height + 3;
    tags.artifact(() => doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).lineWidth(0.7).stroke());
    doc.y += 4;
  };
  tags.group('Table', () => {
    tags.group('TR', () => drawHeader((draw) => tags.el('TH', draw)));
    for (const row of rows) {
      doc.font(REGULAR).fontSize(8.5);
      const cells = columns.map((c) => c.value(row));
      const height = Math.max(...columns.map((c, i) => doc.heightOfString(cells[i] || ' ', { width: c.width - 4 })));
      if (doc.y + height > doc.page.height - MARGIN - 30) {
        doc.addPage();
        tags.artifact(() => drawHeader((draw) => draw()), 'Pagination');
      }
      const y = doc.y;
      let x = MARGIN;
      tags.group('TR', () => {
        columns.forEach((c, i) => {
          const left = x;
          tags.el('TD', () =>
            doc
              .font(REGULAR)
              .fontSize(8.5)
              .text(cells[i], left + 2, y, { width: c.width - 4, align: c.align ?? 'left' }),
          );
          x += c.width;
        });
      });
      doc.y = y + height + 4;
      tags.artifact(() =>
        doc
          .moveTo(MARGIN, doc.y - 2)
          .lineTo(right, doc.y - 2)
          .lineWidth(0.2)
          .stroke(),
      );
    }
  });
  doc.x = MARGIN;
}

/** A titled block of lines at (x, y) of the given width; answers the y below it. */
function block(doc: Pdf, tags: Tagger, title: string, lines: (string | null | undefined | false)[], x: number, y: number, width: number): number {
  tags.el('H2', () => doc.font(BOLD).fontSize(9.5).text(title, x, y, { width }));
  const shown = lines.filter((l): l is string => typeof l === 'string' && l.trim() !== '');
  if (shown.length)
    tags.el('P', () => {
      doc.font(REGULAR).fontSize(9.5);
      for (const l of shown) doc.text(l, x, doc.y, { width });
    });
  return doc.y;
}

const joined = (...parts: (string | null | undefined | false)[]) => parts.filter((p) => p && String(p).trim()).join(' ');

/** Opens a new page when less than `needed` points are left above the bottom margin. */
const room = (doc: Pdf, needed: number) => {
  if (doc.y + needed > doc.page.height - MARGIN - 20) doc.addPage();
};

/**
 * Lays an invoice out from the current page on (its QR code made beforehand: drawing is synchronous).
 * Used alone (invoicePdf) and as one section of the invoices export: it touches only the pages it adds.
 */
export function drawInvoice(doc: Pdf, source: InvoiceDocument, qr: Buffer | null, tags: Tagger = UNTAGGED) {
  registerInvoiceFonts(doc);
  const d = printable(source);
  const { t } = invoiceTexts(d);
  const { invoice, company, address } = d;
  const first = pageIndex(doc);
  const totals = invoiceTotals(d.lines);
  const cur = invoice.currency;
  const iban = invoice.bank_iban ?? company?.bank_iban ?? null;
  const bic = invoice.bank_bic ?? company?.bank_bic ?? null;
  const title = titleOf(t, d);
  const credit = isCredit(d);
  const date = (iso: string | null | undefined) => (iso ? t.formatDate(iso) : '');
  const lines = (list: (string | null | undefined | false)[]) => list.filter((l): l is string => typeof l === 'string' && l.trim() !== '');
  doc.fillColor('black').strokeColor('black');

  // The document's title and references (right), then the issuer with its VAT number and register mention (left).
  const top = MARGIN;
  const half = CONTENT_WIDTH / 2;
  tags.el('H1', () =>
    doc
      .font(BOLD)
      .fontSize(18)
      .text(title, MARGIN + half, top, { width: half, align: 'right' }),
  );
  const references = lines([
    invoice.number ? `${t.number} ${invoice.number}` : t.draft,
    invoice.invoiced_at && `${t.date} ${date(invoice.invoiced_at)}`,
    !credit && invoice.due_date && `${t.dueDate} ${date(invoice.due_date)}`,
    d.customer?.name && `${t.customer} ${d.customer.name}`,
  ]);
  tags.el('P', () => {
    doc.font(REGULAR).fontSize(10);
    for (const l of references) doc.text(l, MARGIN + half, doc.y, { width: half, align: 'right' });
  });
  const afterTitle = doc.y;
  const register = (company as { register_mention?: string | null } | undefined)?.register_mention;
  tags.el('P', () => {
    doc
      .font(BOLD)
      .fontSize(14)
      .text(company?.name ?? '', MARGIN, top, { width: half });
    doc.font(REGULAR).fontSize(9);
    for (const l of lines([
      company?.street,
      joined(company?.zipcode, company?.city),
      company?.country,
      company?.vat_number && joined(`${t.vatNumber} ${company.vat_number}`, register && `– ${register}`),
      !company?.vat_number && register,
      joined(company?.phone, company?.email),
      company?.website,
    ]))
      doc.text(l, MARGIN, doc.y, { width: half });
  });
  doc.y = Math.max(afterTitle, doc.y) + 20;

  // Bank details and billing address.
  const blockTop = doc.y;
  const blockWidth = half - 10;
  const left = block(
    doc,
    tags,
    t.bankDetails,
    [company?.bank_name, iban && `IBAN ${iban}`, bic && `BIC ${bic}`, invoice.structured_reference && `${t.reference} ${invoice.structured_reference}`],
    MARGIN,
    blockTop,
    blockWidth,
  );
  const right = block(
    doc,
    tags,
    t.invoiceTo,
    [
      address?.name,
      joined(address?.street, address?.number, address?.box && `${t.box} ${address.box}`),
      address?.street_bis,
      joined(address?.zipcode, address?.city),
      address?.country,
      address?.vat && `${t.vatNumber} ${address.vat}`,
    ],
    MARGIN + half + 10,
    blockTop,
    blockWidth,
  );
  doc.y = Math.max(left, right) + 15;
  doc.x = MARGIN;

  const refs = lines([
    d.reversed && t.creditNoteFor(d.reversed.number ?? '', d.reversed.invoiced_at ? date(d.reversed.invoiced_at) : null),
    invoice.purchase_order && `${t.purchaseOrder} ${invoice.purchase_order}`,
    (invoice.forced_so_number || invoice.so_numbers) && `${t.salesOrder} ${invoice.forced_so_number || invoice.so_numbers}`,
  ]);
  if (refs.length) {
    tags.el('P', () => {
      doc.font(REGULAR).fontSize(9);
      for (const r of refs) doc.text(r, MARGIN, doc.y, { width: CONTENT_WIDTH });
    });
    doc.moveDown();
  }

  // Lines.
  table<Line>(
    doc,
    tags,
    [
      { header: t.description, width: 160, value: (l) => [l.product_name, l.description].filter(Boolean).join('\n') || l.type },
      { header: t.period, width: 110, value: (l) => (l.start_date ? `${date(l.start_date)}${l.end_date ? ` – ${date(l.end_date)}` : ''}` : '') },
      { header: t.qty, width: 40, align: 'right', value: (l) => qty(t, l.qty) },
      { header: t.unitPrice, width: 60, align: 'right', value: (l) => price(t, l.unit_price) },
      { header: t.vat, width: 55, align: 'right', value: (l) => vatShortLabel(t, l.vat_code) },
      { header: t.total, width: CONTENT_WIDTH - 425, align: 'right', value: (l) => money(t, lineTotalCents(l), cur) },
    ],
    d.lines,
  );
  doc.moveDown();

  // VAT breakdown by readable category, then the legal wording of each exemption or reverse charge used.
  room(doc, 40 + 16 * totals.vat.length);
  table(
    doc,
    tags,
    [
      { header: t.vatCategory, width: 215, value: (g) => vatCategoryName(t, g.vat_code) },
      { header: t.rate, width: 60, align: 'right', value: (g) => ratePercent(t, g.vat_code) },
      { header: t.base, width: 110, align: 'right', value: (g) => money(t, g.base_cents, cur) },
      { header: t.tax, width: 110, align: 'right', value: (g) => money(t, g.tax_cents, cur) },
    ],
    totals.vat,
  );
  const mentions = [...new Set(totals.vat.map((g) => g.vat_code).flatMap((code) => (isSpecialVatCode(code) ? [t.legal[code]] : [])))];
  if (mentions.length) {
    doc.moveDown(0.5);
    room(doc, 14 * (mentions.length + 1));
    tags.el('H2', () => doc.font(BOLD).fontSize(8.5).text(t.legalMentions, MARGIN, doc.y, { width: CONTENT_WIDTH }));
    tags.el('P', () => {
      doc.font(REGULAR).fontSize(8.5);
      for (const m of mentions) doc.text(m, MARGIN, doc.y, { width: CONTENT_WIDTH });
    });
  }
  doc.moveDown();

  // Totals, the payment date and the QR code (a numbered invoice in euro only).
  room(doc, qr ? 120 : 70);
  const x = MARGIN + CONTENT_WIDTH - 240;
  const row = (label: string, value: string, bold = false) =>
    tags.el('P', () => {
      const y = doc.y;
      doc.font(bold ? BOLD : REGULAR).fontSize(bold ? 11 : 10);
      doc.text(label, x, y, { width: 120 });
      doc.text(value, x + 120, y, { width: 120, align: 'right' });
    });
  const qrTop = doc.y;
  row(t.totalUntaxed, money(t, totals.total_untaxed_cents, cur));
  row(t.totalVat, money(t, totals.total_tax_cents, cur));
  row(t.totalDue, money(t, totals.total_cents, cur), true);
  if (invoice.due_date && !credit && !isDraft(d))
    tags.el('P', () =>
      doc
        .font(REGULAR)
        .fontSize(9)
        .text(t.payBy(date(invoice.due_date ?? '')), x, doc.y + 6, { width: 240, align: 'right' }),
    );
  if (qr) {
    const afterTotals = doc.y;
    tags.el('Figure', () => doc.image(qr, MARGIN, qrTop, { width: 90 }), { alt: `${t.scanToPay}: ${money(t, totals.total_cents, cur)}` });
    tags.el('P', () =>
      doc
        .font(REGULAR)
        .fontSize(7)
        .text(t.scanToPay, MARGIN, qrTop + 92, { width: 90, align: 'center' }),
    );
    doc.y = Math.max(afterTotals, qrTop + 105);
  }
  doc.y += 10;
  doc.x = MARGIN;
  for (const [text, gap] of [
    [invoice.terms, 0],
    [invoice.notes, 4],
  ] as const)
    if (text)
      tags.el('P', () =>
        doc
          .font(REGULAR)
          .fontSize(8)
          .text(text, MARGIN, doc.y + gap, { width: CONTENT_WIDTH }),
      );

  // Every page of this document: the running head on continuation pages, the watermark on a draft.
  const last = pageIndex(doc);
  const head = joined(`${title} ${invoice.number ?? t.draftWatermark.toLowerCase()}`, d.customer?.name && `– ${d.customer.name}`);
  for (let i = first; i <= last; i++) {
    doc.switchToPage(i);
    if (i > first)
      tags.artifact(() => {
        doc.font(REGULAR).fontSize(8).fillColor('black');
        doc.text(head, MARGIN, MARGIN - 24, { lineBreak: false });
        doc
          .moveTo(MARGIN, MARGIN - 10)
          .lineTo(MARGIN + CONTENT_WIDTH, MARGIN - 10)
          .lineWidth(0.3)
          .stroke();
      }, 'Pagination');
    if (isDraft(d)) tags.artifact(() => watermark(doc, t.draftWatermark), 'Pagination');
  }
  doc.switchToPage(last);
  doc.font(REGULAR).fontSize(9).fillColor('black');
}

/** A large pale word across the page (a draft is not an invoice). */
function watermark(doc: Pdf, word: string) {
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-40, { origin: [width / 2, height / 2] });
  doc.font(BOLD).fontSize(96).fillColor('#b00020').fillOpacity(0.12);
  const w = doc.widthOfString(word);
  doc.text(word, (width - w) / 2, height / 2 - 48, { lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor('black');
}
