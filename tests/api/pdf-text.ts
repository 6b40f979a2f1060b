// The text of a PDF as a reader's software extracts it (pdfjs-dist), page by page: what
// a test checks to know a document says what it should (and that its rupee signs are
// real text, not missing glyphs).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPages(bytes: Uint8Array | ArrayBuffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await doc.destroy();
  return pages;
}
