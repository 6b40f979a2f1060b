// The AWB as a Code 128 barcode for the 4 × 6 label (docs/rules/shipping.md#labels-and-slips):
// bwip-js (Barcode Writer in Pure PostScript) encodes it, choosing code sets and the check
// character as the standard asks; we only lay its bars out, so the PDF draws them as
// vector rectangles that stay sharp on any thermal printer's resolution.
import bwipjs from 'bwip-js/node';
import { ShopError } from '@/lib/errors';
import { sellerTexts } from '@/lib/texts/seller';

/** Bars in modules (the narrowest bar's width), left to right, without the quiet zones. */
export interface Code128 {
  text: string;
  /** The symbol's width in modules. */
  modules: number;
  bars: { x: number; width: number }[];
}

/** Quiet zone each side, in modules: ISO/IEC 15417 asks for at least 10. */
export const QUIET_ZONE = 10;

/** The Code 128 symbol of this text (printable ASCII), or a 409 naming it. */
export function code128(text: string): Code128 {
  if (!/^[\x20-\x7e]{1,48}$/.test(text)) throw new ShopError('conflict', sellerTexts.labels.awbNotPrintable(text));
  const [symbol] = bwipjs.raw('code128', text, {}) as { sbs: number[] }[];
  if (!symbol?.sbs) throw new ShopError('conflict', sellerTexts.labels.awbNotPrintable(text));
  const bars: Code128['bars'] = [];
  let x = 0;
  // sbs alternates bar, space, bar… widths in modules, starting with a bar.
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { text, modules: x, bars };
}
