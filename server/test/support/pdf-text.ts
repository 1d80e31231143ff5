// Reads a PDF back as text, page by page (pdf.js, as browsers do): what a test asserts a document says.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(data: Buffer | Uint8Array): Promise<{ pages: string[]; text: string; title?: string }> {
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
  await doc.destroy();
  return { pages, text: pages.join('\n'), title: (meta.info as { Title?: string })?.Title };
}
