// What every document PDF shares: pdfkit with the bundled DejaVu Sans (it has the rupee
// sign, which the PDF standard fonts lack), read from the repository, never from the
// system's font folders; and a PDF collected into bytes.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

const FONT_DIR = path.join(process.cwd(), 'lib', 'documents', 'fonts');
let fonts: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts() {
  fonts ??= { regular: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')), bold: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')) };
  return fonts;
}

export const REGULAR = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';

/** A new document in the bundled fonts (no standard font is ever loaded). */
export function newPdf(options: { size: [number, number] | string; margin: number; title: string }): Pdf {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({ size: options.size, margin: options.margin, autoFirstPage: false, font: null as unknown as string, info: { Title: options.title, Author: 'Seller console' } });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  doc.font(REGULAR);
  return doc;
}

/** Ends the document and returns its bytes. */
export function pdfBytes(doc: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

/** 25 Nov 2026 from YYYY-MM-DD or an ISO time (read in India). */
export function printedDate(value: string): string {
  const date = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(Date.parse(value) + (5 * 60 + 30) * 60 * 1000);
  return date.toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
