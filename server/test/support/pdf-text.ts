// Reads a PDF back as text, page by page (pdf.js, as browsers do): what a test asserts a document says.
// Also answers the document's language, its XMP metadata and its embedded files (name -> bytes).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfRead {
  pages: string[];
  text: string;
  title?: string;
  /** The XMP metadata packet as text, when the file has one. */
  xmp?: string;
  /** Embedded files by name. */
  attachments: Record<string, Uint8Array>;
}

export async function pdfText(data: Buffer | Uint8Array): Promise<PdfRead> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((it) => ('str' in it ? it.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  const meta = await doc.getMetadata();
  const files = ((await doc.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
  const attachments: Record<string, Uint8Array> = {};
  for (const f of Object.values(files)) attachments[f.filename] = f.content;
  const xmp = (meta.metadata as { getRaw?: () => string } | null)?.getRaw?.();
  await doc.destroy();
  return { pages, text: pages.join('\n'), title: (meta.info as { Title?: string })?.Title, xmp, attachments };
}
