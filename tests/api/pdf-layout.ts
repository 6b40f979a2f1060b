// Where a PDF puts its text and its barcode bars, as a reader's software sees them
// (pdfjs-dist), for tests that check a document's layout: that no two pieces of text
// overlap and all stay on the page, and that a Code 128 barcode drawn as rectangles
// decodes (ZXing's reader, on the bars rasterised from the PDF's own drawing operators).
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, GlobalHistogramBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';

export interface TextBox {
  text: string;
  /** PDF points, y up from the page's bottom. */
  left: number;
  right: number;
  bottom: number;
  top: number;
}

export interface LaidOutPage {
  width: number;
  height: number;
  boxes: TextBox[];
  /** Filled rectangles (left, right, top, bottom in points, y down from the page's top, as drawn). */
  rects: { left: number; right: number; top: number; bottom: number }[];
}

const open = (bytes: Uint8Array) => getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;

/** Each page's text boxes and filled rectangles. */
export async function pdfLayout(bytes: Uint8Array): Promise<LaidOutPage[]> {
  const doc = await open(bytes);
  const pages: LaidOutPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const boxes: TextBox[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const [, , , , x, y] = item.transform as number[];
      // The glyphs' box: from below the baseline (descenders) to the cap height.
      boxes.push({ text: item.str, left: x!, right: x! + item.width, bottom: y! - item.height * 0.2, top: y! + item.height * 0.75 });
    }
    const ops = await page.getOperatorList();
    const rects: LaidOutPage['rects'] = [];
    ops.fnArray.forEach((fn, index) => {
      if (fn !== OPS.constructPath) return;
      const [, paths] = ops.argsArray[index] as [number, (ArrayLike<number> | null)[]];
      for (const path of paths ?? []) {
        if (!path) continue;
        // A path of moveTo (0) / lineTo (1) / closePath (4): each subpath's bounds.
        let xs: number[] = [];
        let ys: number[] = [];
        const flush = () => {
          if (xs.length > 0) rects.push({ left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) });
          xs = [];
          ys = [];
        };
        for (let i = 0; i < path.length; ) {
          const op = path[i]!;
          if (op === 0) flush();
          if (op === 0 || op === 1) {
            xs.push(path[i + 1]!);
            ys.push(path[i + 2]!);
            i += 3;
          } else if (op === 4) i += 1;
          else if (op === 2) i += 7; // curveTo: not a rectangle
          else i += 1;
        }
        flush();
      }
    });
    pages.push({ width, height, boxes, rects });
  }
  await doc.destroy();
  return pages;
}

/** Pairs of text boxes on the page that overlap by more than `slack` points both ways. */
export function overlaps(page: LaidOutPage, slack = 0.5): [TextBox, TextBox][] {
  const found: [TextBox, TextBox][] = [];
  page.boxes.forEach((a, i) => {
    for (const b of page.boxes.slice(i + 1)) {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.top, b.top) - Math.max(a.bottom, b.bottom);
      if (x > slack && y > slack) found.push([a, b]);
    }
  });
  return found;
}

/** Text boxes that stick out of the page (or into its margin of `margin` points). */
export function outside(page: LaidOutPage, margin = 0): TextBox[] {
  return page.boxes.filter((b) => b.left < margin - 0.5 || b.right > page.width - margin + 0.5 || b.bottom < margin - 0.5 || b.top > page.height - margin + 0.5);
}

/**
 * Decodes a 1D barcode from bars (x extents in points): rasterised at `scale` pixels a
 * point, black on white with a white margin, as a scanner would see a printed label.
 */
export function decodeBars(bars: { left: number; right: number }[], scale = 8): string {
  const left = Math.min(...bars.map((b) => b.left));
  const right = Math.max(...bars.map((b) => b.right));
  const margin = 20 * scale;
  const width = Math.ceil((right - left) * scale) + 2 * margin;
  const height = 40;
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  for (const bar of bars) {
    const from = Math.round((bar.left - left) * scale) + margin;
    const to = Math.round((bar.right - left) * scale) + margin;
    for (let y = 0; y < height; y++) pixels.fill(0, y * width + from, y * width + to);
  }
  const reader = new MultiFormatReader();
  reader.setHints(new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]], [DecodeHintType.TRY_HARDER, true]]));
  return reader.decode(new BinaryBitmap(new GlobalHistogramBinarizer(new RGBLuminanceSource(pixels, width, height)))).getText();
}
