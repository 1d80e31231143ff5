// The invoice PDF as an accountant expects it (issue 24, decision 0057): the customer's language,
// an embedded font that prints "Łódź", PDF/A-3b identification with the UBL attached, readable VAT
// categories with the legal wording of each exemption and reverse charge, no pay QR on drafts or
// credit notes, no due date on credit notes, number and customer on every page, the seller's
// register mention, and the same bytes for the same document. Documents are built by hand (the PDF
// is a pure function of the document); the route is exercised in invoices.test.ts.
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VAT_CODES } from '@console/contract';
import type { InvoiceDocument } from '../../src/resources/invoicing/invoices/invoice-document.ts';
import { drawInvoice, invoicePdf, invoiceQr } from '../../src/resources/invoicing/invoices/invoice-pdf.ts';
import { PDF_LANGS, PDF_TEXTS, pdfLang, SPECIAL_VAT_CODES, vatCategoryName } from '../../src/resources/invoicing/invoices/invoice-pdf-texts.ts';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';

const company = {
  id: 1,
  name: 'Reseller SA',
  country: 'BE',
  street: 'Rue Haute 1',
  zipcode: '1000',
  city: 'Brussels',
  vat_number: 'BE0123456749',
  bank_name: 'KBC',
  bank_bic: 'KREDBEBB',
  bank_iban: 'BE71096123456769',
  email: 'billing@reseller.test',
  website: null,
  phone: null,
  register_mention: 'RPR Bruxelles',
  invoice_prefix: 1,
};
const address = {
  id: 7,
  customer_id: 3,
  name: 'Fabryka Łódź sp. z o.o.',
  street: 'ulica Piotrkowska',
  street_bis: null,
  number: '12',
  box: null,
  zipcode: '90-001',
  city: 'Łódź',
  country: 'PL',
  vat: 'PL5260250274',
  email: 'faktury@fabryka.test',
  phone: null,
  payment_method: 'bank_transfer',
  payment_terms: '30D',
  peppol_id: null,
  accounting_code: null,
};
const line = (over: Record<string, unknown> = {}) => ({
  id: 1,
  invoice_id: 11,
  type: 'custom',
  product_name: 'SD-WAN monthly',
  product_reference: null,
  package_reference: null,
  reference: null,
  customer_reference: null,
  description: null,
  qty: 2,
  unit_price: 50,
  vat_code: 'vat_intra_services_0',
  tax_rate: 0,
  total: 100,
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  archived_at: null,
  ...over,
});

function document(
  over: {
    invoice?: Record<string, unknown>;
    customer?: Record<string, unknown> | null;
    address?: Record<string, unknown>;
    lines?: Record<string, unknown>[];
    reversed?: unknown;
  } = {},
) {
  return {
    invoice: {
      id: 11,
      number: 'F1-2026-00042',
      status: 'sent',
      invoice_type: 'invoice',
      billing_company_id: 1,
      customer_id: 3,
      invoicing_address_id: 7,
      reversed_invoice_id: null,
      invoiced_at: '2026-03-31',
      due_date: '2026-04-30',
      purchase_order: 'PO-77',
      forced_so_number: null,
      so_numbers: null,
      terms: null,
      notes: null,
      currency: 'EUR',
      bank_iban: null,
      bank_bic: null,
      structured_reference: '+++090/9337/55493+++',
      sent_at: new Date('2026-04-01T08:00:00Z'),
      created_at: new Date('2026-03-30T10:00:00Z'),
      ...over.invoice,
    },
    company,
    address: { ...address, ...over.address },
    customer: over.customer === undefined ? { name: 'Fabryka Łódź', invoice_lang: 'en', invoice_channel: 'email' } : over.customer,
    lines: (over.lines ?? [{}]).map((l, i) => line({ id: i + 1, ...l })),
    reversed: over.reversed ?? null,
  } as unknown as InvoiceDocument;
}

/** The bytes as Latin-1 text, with every Flate stream inflated: what a structural check reads. */
function pdfSource(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = raw;
  for (const m of raw.matchAll(/\/FlateDecode[\s\S]*?stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('\nendstream', start);
    out += inflateSync(pdf.subarray(start, end)).toString('latin1');
  }
  return out;
}

// The first document this process draws: the reproducibility test compares a later one with it.
let firstRender: Buffer;
beforeAll(async () => {
  firstRender = await invoicePdf(document());
});

describe('language', () => {
  it('follows the customer, else the billing country (FR fr, NL nl, else en)', () => {
    expect(pdfLang({ invoice_lang: 'nl' }, 'FR')).toBe('nl');
    expect(pdfLang({ invoice_lang: null }, 'FR')).toBe('fr');
    expect(pdfLang(null, 'lu')).toBe('fr');
    expect(pdfLang({ invoice_lang: '' }, 'NL')).toBe('nl');
    expect(pdfLang({ invoice_lang: 'de' }, 'BE')).toBe('en');
    expect(pdfLang(null, null)).toBe('en');
  });

  it('has a readable category name and the legal wording of every VAT code in every language', () => {
    for (const lang of PDF_LANGS) {
      const t = PDF_TEXTS[lang];
      for (const code of VAT_CODES) expect(vatCategoryName(t, code)).not.toMatch(/vat_|_0\b/);
      for (const code of SPECIAL_VAT_CODES) {
        expect(t.category[code].length, `${lang} ${code}`).toBeGreaterThan(3);
        expect(t.legal[code].length, `${lang} ${code}`).toBeGreaterThan(10);
      }
      // Directive 2006/112/EC: the articles of the intra-EU supply, reverse charge, export and sea-going vessels.
      expect(t.legal.vat_intra_goods_0).toContain('138');
      expect(t.legal.vat_intra_services_0).toContain('196');
      expect(t.legal.vat_eu_0).toContain('196');
      expect(t.legal.vat_export_goods_0).toContain('146');
      expect(t.legal.vat_seagoing).toContain('148');
    }
  });

  it('writes the invoice in English, French or Dutch, with the reverse-charge wording of each', async () => {
    const expected = {
      en: [
        'Invoice',
        'Due date 2026-04-30',
        'Reverse charge',
        'art. 196 Directive 2006/112/EC',
        'Intra-EU services, reverse charge',
        '100.00 EUR',
        'Page 1 / 1',
      ],
      fr: [
        'Facture',
        "Date d'échéance 30/04/2026",
        'Autoliquidation',
        'art. 196 de la directive 2006/112/CE',
        'Services intra-UE, autoliquidation',
        '100,00 EUR',
        'Page 1 / 1',
      ],
      nl: ['Factuur', 'Vervaldatum 30-04-2026', 'Verlegging', 'art. 196 Richtlijn 2006/112/EG', 'Intra-EU-diensten, verlegging', '100,00 EUR', 'Pagina 1 / 1'],
    };
    for (const lang of PDF_LANGS) {
      const { text, title } = await pdfText(await invoicePdf(document({ customer: { name: 'Fabryka Łódź', invoice_lang: lang, invoice_channel: 'email' } })));
      for (const s of expected[lang]) expect(text, lang).toContain(s);
      expect(title).toBe(`${PDF_TEXTS[lang].invoice} F1-2026-00042`);
      // The internal code never shows.
      expect(text).not.toMatch(/vat_|_0\b/);
    }
    // Positive control of the fallback: no language chosen, a French address gives French.
    const french = await pdfText(
      await invoicePdf(document({ customer: { name: 'Client', invoice_lang: null }, address: { country: 'FR', vat: 'FR40303265045' } })),
    );
    expect(french.text).toContain('Facture');
  });

  it('names every exemption with its article under the VAT table', async () => {
    const { text } = await pdfText(
      await invoicePdf(
        document({
          lines: [
            { vat_code: 'vat_intra_goods_0', product_name: 'Router' },
            { vat_code: 'vat_export_goods_0', product_name: 'Antenna' },
            { vat_code: 'vat_seagoing', product_name: 'Ship kit' },
            { vat_code: 'vat_21', product_name: 'Local work' },
          ],
        }),
      ),
    );
    for (const s of [
      'Exempt intra-Community supply of goods, art. 138 Directive 2006/112/EC.',
      'Exempt export of goods outside the EU, art. 146 Directive 2006/112/EC.',
      'Exempt supply for sea-going vessels, art. 148 Directive 2006/112/EC.',
      'Intra-Community supply of goods',
      'VAT 21 %',
    ])
      expect(text).toContain(s);
    // Positive control: a document with only rated lines carries no VAT mention.
    const rated = await pdfText(await invoicePdf(document({ lines: [{ vat_code: 'vat_21' }] })));
    expect(rated.text).not.toContain('VAT mentions');
    expect(text).toContain('VAT mentions');
  });
});

describe('font and PDF/A', () => {
  it('embeds its font: "Łódź" reads back, and no standard-14 font is named in the file', async () => {
    const pdf = await invoicePdf(document());
    const { text } = await pdfText(pdf);
    expect(text).toContain('Łódź');
    expect(text).toContain('Fabryka Łódź sp. z o.o.');
    const source = pdfSource(pdf);
    expect(source).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed/);
    expect(source).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
    expect(source).not.toContain('WinAnsiEncoding');
  });

  it("keeps copyable letters whose glyph a subset reached first as an accent's base (a fresh process drawing ź before any z)", async () => {
    vi.resetModules();
    const fresh = await import('../../src/resources/invoicing/invoices/invoice-pdf.ts');
    const { regular } = fresh.invoiceFonts();
    // As a document drawing only 'ź' would: its subset takes 'z' as a component of the composite glyph.
    const subset = regular.createSubset();
    subset.includeGlyph(regular.glyphForCodePoint('ź'.codePointAt(0) ?? 0));
    subset.encode();
    expect(regular.glyphForCodePoint(0x7a).codePoints).toEqual([0x7a]);
    const { text } = await pdfText(await fresh.invoicePdf(document()));
    expect(text).toContain('Fabryka Łódź sp. z o.o.');
  });

  it('reads back right after many other documents in the same process (no font state shared between documents)', async () => {
    const names = ['Zürich Zoo AG', 'Škoda Žilina s.r.o.', 'Ørsted 6 Æble ApS', 'Ĳzerhandel Ŭ', 'Ζήτα Ωμέγα ΑΕ', 'Źdźbło 66 z o.o.'];
    for (let i = 0; i < 60; i++) {
      await invoicePdf(document({ address: { name: `${names[i % names.length]} ${i}`, city: names[(i + 1) % names.length] } }));
    }
    const { text } = await pdfText(await invoicePdf(document()));
    expect(text).toContain('Fabryka Łódź sp. z o.o.');
  }, 120_000);

  it('identifies itself as PDF/A-3b (XMP), has an sRGB output intent and attaches the UBL as an associated file', async () => {
    const pdf = await invoicePdf(document());
    const { xmp, attachments } = await pdfText(pdf);
    expect(pdf.subarray(0, 8).toString()).toBe('%PDF-1.7');
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    const source = pdfSource(pdf);
    expect(source).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
    expect(source).toContain('/S /GTS_PDFA1');
    expect(source).toMatch(/\/Lang \(en\)/);
    // The associated file: declared in the catalog's AF, related as an alternative form, typed.
    expect(source).toMatch(/\/AF \[\d+ 0 R\]/);
    expect(source).toContain('/AFRelationship /Alternative');
    expect(source).toContain('/Subtype /application#2Fxml');
    const ubl = Buffer.from(attachments['invoice_F1-2026-00042.xml']).toString('utf8');
    expect(ubl).toContain('<cbc:ID>F1-2026-00042</cbc:ID>');
    expect(ubl).toContain('Łódź');
    // No clock in the file: creation date from the invoiced date.
    expect(source).toContain('/CreationDate (D:20260331000000Z)');
    expect(xmp).toContain('<xmp:CreateDate>2026-03-31T00:00:00Z</xmp:CreateDate>');
  });

  it('writes "?" for a character the font lacks (never the .notdef glyph), and the UBL keeps it', async () => {
    const pdf = await invoicePdf(document({ lines: [{ product_name: 'Tokyo 東京 router', description: 'bell\u0007 here\r\nnext line' }] }));
    const { text, attachments } = await pdfText(pdf);
    expect(text).toContain('Tokyo ?? router');
    expect(text).toContain('bell? here');
    expect(text).toContain('next line');
    expect(text).toContain('Łódź');
    expect(Buffer.from(attachments['invoice_F1-2026-00042.xml']).toString('utf8')).toContain('Tokyo 東京 router');
  });

  it('repeats its information dictionary in the XMP (title with accents, creator, producer), as PDF/A requires', async () => {
    const credit = document({ invoice: { number: 'C1-2026-00003', invoice_type: 'credit' }, customer: { name: 'X', invoice_lang: 'fr' } });
    const pdf = await invoicePdf(credit);
    const { title, xmp } = await pdfText(pdf);
    expect(title).toBe('Note de crédit C1-2026-00003');
    expect(xmp).toContain(`<rdf:li xml:lang="x-default">${title}</rdf:li>`);
    expect(xmp).toContain('<xmp:CreatorTool>Back-office console</xmp:CreatorTool>');
    expect(xmp).toContain('<pdf:Producer>Back-office console</pdf:Producer>');
    const source = pdfSource(pdf);
    expect(source).toContain('(Back-office console)');
    // No party name in the metadata: it is copied into the XMP unescaped.
    expect(xmp).not.toContain('Fabryka');
  });

  it('is tagged: a structure tree with heading, tables and figure, and no painting outside marked content', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ product_name: `Line ${i + 1}`, vat_code: i % 2 ? 'vat_21' : 'vat_intra_goods_0' }));
    const long = await invoicePdf(document({ lines, invoice: { terms: 'Payable within 30 days.\n'.repeat(40) } }));
    const read = await pdfText(long);
    expect(read.pages.length).toBeGreaterThan(2);
    expect(read.unmarked).toBe(0);
    for (const role of ['Document', 'H1', 'H2', 'P', 'Table', 'TR', 'TH', 'TD', 'Figure']) expect(read.roles).toContain(role);
    expect(pdfSource(long)).toMatch(/\/MarkInfo \d+ 0 R/);
    // A draft's watermark and the running heads are artifacts too.
    const draft = await pdfText(await invoicePdf(document({ invoice: { number: null }, lines })));
    expect(draft.unmarked).toBe(0);
    expect(read.roles.filter((r) => r === 'TR').length).toBeGreaterThan(60);
    // Positive control: the same drawing in an untagged document (as the invoices export draws it).
    const plain = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true });
    const chunks: Buffer[] = [];
    plain.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => plain.on('end', resolve));
    drawInvoice(plain, document({ lines }), null);
    plain.end();
    await ended;
    const untagged = await pdfText(Buffer.concat(chunks));
    expect(untagged.roles).toEqual([]);
    expect(untagged.unmarked).toBeGreaterThan(100);
  });

  it('attaches no e-invoice to a draft (not an invoice yet)', async () => {
    const { attachments } = await pdfText(await invoicePdf(document({ invoice: { number: null, status: 'draft' } })));
    expect(Object.keys(attachments)).toEqual([]);
  });
});

describe('drafts and credit notes', () => {
  it('puts no pay QR on a draft, watermarks it, and keeps the QR on the numbered invoice (positive control)', async () => {
    const sent = document({ lines: [{ vat_code: 'vat_21' }] });
    expect(await invoiceQr(sent)).toBeInstanceOf(Buffer);
    const sentRead = await pdfText(await invoicePdf(sent));
    expect(sentRead.text).toContain('Scan to pay');
    expect(sentRead.text).not.toContain('DRAFT');
    const draft = document({ invoice: { number: null, status: 'draft' }, lines: [{ vat_code: 'vat_21' }] });
    expect(await invoiceQr(draft)).toBeNull();
    const draftPdf = await invoicePdf(draft);
    const { text } = await pdfText(draftPdf);
    expect(text).not.toContain('Scan to pay');
    expect(text).toContain('DRAFT');
    expect(text).toContain('Draft (no number yet)');
    expect(pdfSource(draftPdf)).not.toContain('/Subtype /Image');
    for (const [lang, word] of [
      ['fr', 'BROUILLON'],
      ['nl', 'CONCEPT'],
    ])
      expect((await pdfText(await invoicePdf(document({ invoice: { number: null }, customer: { name: 'X', invoice_lang: lang } })))).text).toContain(word);
  });

  it('shows a credit note with its invoice, no due date and no pay QR', async () => {
    const credit = document({
      invoice: { number: 'C1-2026-00003', invoice_type: 'credit', due_date: '2026-04-30' },
      lines: [{ vat_code: 'vat_21' }],
      reversed: { number: 'F1-2026-00042', invoiced_at: '2026-03-31' },
    });
    expect(await invoiceQr(credit)).toBeNull();
    const { text, title } = await pdfText(await invoicePdf(credit));
    expect(title).toBe('Credit note C1-2026-00003');
    expect(text).toContain('Credit note for invoice F1-2026-00042 of 2026-03-31');
    expect(text).not.toContain('Due date');
    expect(text).not.toContain('To be paid by');
    expect(text).not.toContain('2026-04-30');
    expect(text).not.toContain('Scan to pay');
    const fr = await pdfText(await invoicePdf({ ...credit, customer: { name: 'X', invoice_lang: 'fr', invoice_channel: 'email' } }));
    expect(fr.text).toContain('Note de crédit pour la facture F1-2026-00042 du 31/03/2026');
    expect(fr.text).not.toContain("Date d'échéance");
  });
});

describe('pages and seller', () => {
  it('heads every continuation page with the number and the customer, and numbers the pages', async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({ product_name: `Line ${i + 1}`, vat_code: 'vat_21' }));
    const { pages } = await pdfText(await invoicePdf(document({ lines })));
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) {
      expect(page, `page ${i + 1}`).toContain('F1-2026-00042');
      expect(page, `page ${i + 1}`).toContain('Fabryka Łódź');
      expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} / ${pages.length}`);
    }
    expect(pages[1]).toContain('Invoice F1-2026-00042 – Fabryka Łódź');
    // The table header is repeated on the continuation page.
    expect(pages[1]).toContain('Description');
  });

  it("prints the seller's VAT number with its register mention", async () => {
    const { text } = await pdfText(await invoicePdf(document()));
    expect(text).toContain('VAT BE0123456749 – RPR Bruxelles');
    const without = await pdfText(await invoicePdf({ ...document(), company: { ...company, register_mention: null } } as unknown as InvoiceDocument));
    expect(without.text).toContain('VAT BE0123456749');
    expect(without.text).not.toContain('RPR');
  });
});

describe('reproducible', () => {
  it('gives the same bytes for the same document, and other bytes for another', async () => {
    const a = await invoicePdf(document());
    await new Promise((r) => setTimeout(r, 1100));
    const b = await invoicePdf(document());
    expect(b.equals(a)).toBe(true);
    // The first document drawn in this process (fonts loaded for the first time) is the same too.
    expect(firstRender.equals(a)).toBe(true);
    const c = await invoicePdf(document({ invoice: { invoiced_at: '2026-04-01' } }));
    expect(c.equals(a)).toBe(false);
    // The file ID is fixed by the document, not random.
    const id = /\/ID \[<([0-9a-f]+)> <\1>\]/.exec(a.toString('latin1'));
    expect(id).not.toBeNull();
  });
});

describe('through the API', () => {
  let c: Commercial;
  beforeAll(async () => {
    c = await commercialSetup();
    await c.t.database.query(
      `update companies set country = 'BE', vat_number = 'BE0123456749', register_mention = 'RPM Bruxelles', bank_iban = 'BE71096123456769', bank_bic = 'KREDBEBB', street = 'Rue Haute 1', zipcode = '1000', city = 'Bruxelles' where id = $1`,
      [c.companyId],
    );
    await c.t.database.query(`update customers set invoice_lang = 'fr' where id = $1`, [c.customerId]);
  }, 120_000);
  afterAll(() => c?.t.close());

  it('serves the numbered invoice in the customer language, PDF/A-3 with the UBL it serves attached, the same bytes each time', async () => {
    const address = await c.post('/addresses/', {
      name: 'Théâtre de Liège',
      customer_id: c.customerId,
      vat: 'BE0999999922',
      street: 'Place Saint-Lambert',
      number: '1',
      zipcode: '4000',
      city: 'Liège',
      country: 'BE',
    });
    expect(address.statusCode, address.body).toBe(201);
    const year = new Date().getUTCFullYear();
    const created = await c.post('/invoices/', {
      invoicing_address_id: address.json().id,
      invoiced_at: `${year}-01-02`,
      lines: [{ product_name: 'Connectivité mensuelle', qty: 1, unit_price: 100, vat_code: 'vat_21' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const draftPdf = await c.staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_draft.pdf` });
    expect(draftPdf.statusCode).toBe(200);
    const draftText = await pdfText(draftPdf.rawPayload);
    expect(draftText.text).toContain('BROUILLON');
    expect(draftText.text).not.toContain('Scanner pour payer');
    const sent = await c.post(`/invoices/${id}/send`, { sent_to: 'compta@theatre.test' });
    expect(sent.json(), sent.body).toMatchObject({ success: true });
    const number = sent.json().number as string;
    const url = `/api/v1/invoices/${id}/invoice_${number}`;
    const first = await c.staff({ method: 'GET', url: `${url}.pdf` });
    const second = await c.staff({ method: 'GET', url: `${url}.pdf` });
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    const { text, xmp, attachments } = await pdfText(first.rawPayload);
    for (const s of [
      'Facture',
      `Numéro ${number}`,
      'TVA BE0123456749 – RPM Bruxelles',
      'Liège',
      'TVA 21 %',
      '121,00 EUR',
      'Scanner pour payer (SEPA)',
      'Page 1 / 1',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('BROUILLON');
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    const xml = await c.staff({ method: 'GET', url: `${url}.xml` });
    expect(xml.statusCode).toBe(200);
    expect(Buffer.from(attachments[`invoice_${number}.xml`]).toString('utf8')).toBe(xml.body);
  });
});
