// Reads a PDF back as text, page by page (pdf.js, as browsers do): what a test asserts a document says.
// Also answers its XMP metadata, its embedded files (name -> bytes) and, for a tagged PDF, the roles of
// its structure tree and how many painting operators lie outside any marked content.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const PAINTING = new Set<number>([
  OPS.showText,
  OPS.showSpacedText,
  OPS.paintImageXObject,
  OPS.paintImageMaskXObject,
  OPS.stroke,
  OPS.closeStroke,
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
]);

export interface PdfRead {
  pages: string[];
  text: string;
  title?: string;
  /** The XMP metadata packet as text, when the file has one. */
  xmp?: string;
  /** Embedded files by name. */
  attachments: Record<string, Uint8Array>;
  /** The roles of the structure tree's elements, depth first (empty for an untagged file). */
  roles: string[];
  /** Painting operators (text, image, stroke, fill) outside any marked content: untagged content. */
  unmarked: number;
}

type StructNode = { role?: string; children?: StructNode[] };
const rolesOf = (node: StructNode | null | undefined, out: string[]) => {
  if (!node) return out;
  if (node.role) out.push(node.role);
  for (const child of node.children ?? []) rolesOf(child, out);
  return out;
};

export async function pdfText(data: Buffer | Uint8Array): Promise<PdfRead> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const roles: string[] = [];
  let unmarked = 0;
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    rolesOf((await page.getStructTree()) as StructNode, roles);
    const ops = await page.getOperatorList();
    let depth = 0;
    for (const fn of ops.fnArray) {
      if (fn === OPS.beginMarkedContent || fn === OPS.beginMarkedContentProps) depth++;
      else if (fn === OPS.endMarkedContent) depth--;
      else if (depth <= 0 && PAINTING.has(fn)) unmarked++;
    }
    const content = await page.getTextContent();
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
  return { pages, text: pages.join('\n'), title: (meta.info as { Title?: string })?.Title, xmp, attachments, roles, unmarked };
}
