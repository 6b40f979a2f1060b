// Square tiles for verticals and age groups, the age-group page banners, and the
// "image not available" placeholder.
import type { ProductImageKind } from '../../lib/seed/image-kinds';
import { placeIn, placeOn, staged } from './gallery';
import { Ctx, circ, darken, doc, el, g, lighten, path, rr, shadow, stroke } from './svg';

export const TILE_SIZE = 400;
export const AGE_BANNER_SIZE = { w: 1600, h: 400 };

// Pastel tints in the store's family (green, orange, warm neutrals), chosen by position so
// neighbouring tiles in a carousel differ.
const TILE_TINTS = ['#dff1ea', '#fbe6d2', '#e3ecf6', '#f4ead6', '#e6f4ef', '#f7e1e4', '#e9e5f6', '#fdf0d5', '#dcefe9'];

/** A product on a soft disc: used for the vertical tiles. */
export function verticalTileSvg(kind: ProductImageKind, index: number): string {
  const S = TILE_SIZE;
  const tint = TILE_TINTS[index % TILE_TINTS.length]!;
  const c = new Ctx('t');
  let s = rr(0, 0, S, S, 0, c.lin([[0, lighten(tint, 0.45)], [1, tint]]));
  s += circ(S / 2, S / 2 + 6, 150, lighten(tint, 0.55)) + circ(S / 2, S / 2 + 6, 150, 'none', `stroke="${darken(tint, 0.06)}" stroke-width="2"`);
  s += circ(62, 74, 18, darken(tint, 0.05)) + circ(344, 326, 12, darken(tint, 0.07));
  const { box, body } = staged(kind, c);
  s += placeIn({ box }, body, S / 2, S / 2 + 6, 280, 270);
  return doc(c, S, S, s);
}

// One bright colour per age group, youngest softest.
const AGE_COLOURS = ['#ffd9c7', '#ffe7a3', '#c6ebdf', '#cfe0ff', '#e4d4ff'];

/** Confetti dots and stars sprinkled deterministically over a region. */
function confetti(x0: number, y0: number, w: number, h: number, count: number, seed: number): string {
  const cols = ['#e0453a', '#4DB092', '#f5c518', '#2f7fd1', '#E88219', '#b57bd6'];
  let s = '';
  // A fixed low-discrepancy walk rather than random numbers: same picture every run.
  for (let i = 0; i < count; i++) {
    const u = (i * 0.618034 + seed * 0.137) % 1;
    const v = (i * 0.414214 + seed * 0.271) % 1;
    const x = x0 + u * w;
    const y = y0 + v * h;
    const col = cols[(i + seed) % cols.length]!;
    s += i % 3 === 0 ? star(x, y, 7 + (i % 4) * 2, col) : i % 3 === 1 ? circ(x, y, 4 + (i % 3) * 2, col, 'opacity="0.8"') : rr(x, y, 12, 5, 2.5, col, `transform="rotate(${(i * 37) % 180} ${x} ${y})" opacity="0.8"`);
  }
  return s;
}

function star(x: number, y: number, r: number, col: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr2 = i % 2 ? r * 0.45 : r;
    pts.push(`${(x + Math.cos(a) * rr2).toFixed(1)},${(y + Math.sin(a) * rr2).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${col}" opacity="0.85"/>`;
}

/** Age-group tile: the group's toy on a playful background. */
export function ageTileSvg(kind: ProductImageKind, index: number): string {
  const S = TILE_SIZE;
  const col = AGE_COLOURS[index % AGE_COLOURS.length]!;
  const c = new Ctx('a');
  let s = rr(0, 0, S, S, 0, c.rad([[0, lighten(col, 0.5)], [1, col]], 0.5, 0.45, 0.7));
  s += confetti(10, 10, S - 20, 120, 9, index) + confetti(10, 320, S - 20, 70, 5, index + 3);
  s += el(S / 2, 330, 150, 26, darken(col, 0.08));
  const { box, body } = staged(kind, c);
  s += placeOn({ box }, body, S / 2, 338, 290, 250);
  return doc(c, S, S, s);
}

/** Balloon with string, for the age banners. */
function balloon(x: number, y: number, r: number, col: string): string {
  return (
    stroke(`M${x} ${y + r * 1.2} Q${x - r * 0.3} ${y + r * 2.2} ${x + r * 0.1} ${y + r * 3.4}`, '#ffffff', 2, 'opacity="0.7"') +
    el(x, y, r, r * 1.2, col) + el(x - r * 0.35, y - r * 0.4, r * 0.22, r * 0.32, '#ffffff', 'opacity="0.35"') +
    path(`M${x - r * 0.18} ${y + r * 1.28} L${x + r * 0.18} ${y + r * 1.28} L${x} ${y + r * 1.08}Z`, col)
  );
}

/**
 * Age-group banner (1600x400): headline goes on the left in HTML, so the left half is a
 * calm gradient; the group's toy stands on a play mat on the right with two companions.
 */
export function ageBannerSvg(kind: ProductImageKind, index: number, companions: ProductImageKind[]): string {
  const { w, h } = AGE_BANNER_SIZE;
  const col = AGE_COLOURS[index % AGE_COLOURS.length]!;
  const c = new Ctx('ab');
  const deep = ['#6b2f16', '#7a4a05', '#1f5e4c', '#233f7a', '#4a2c7a'][index % 5]!;
  let s = rr(0, 0, w, h, 0, c.lin([[0, deep], [0.45, darken(col, 0.35)], [1, col]], 0, 0.3, 1, 0.7));
  s += rr(0, 0, w, h, 0, c.rad([[0, '#ffffff', 0.35], [1, '#ffffff', 0]], 0.75, 0.55, 0.45));
  s += confetti(900, 20, 680, 120, 14, index);
  s += balloon(940, 120, 34, '#e0453a') + balloon(1010, 90, 28, '#4DB092') + balloon(1530, 110, 32, '#2f7fd1');
  s += el(1230, 360, 330, 34, lighten(col, 0.3)) + el(1230, 360, 290, 26, 'none', 'stroke="#ffffff" stroke-width="4" stroke-dasharray="12 9" opacity="0.8"');
  s += shadow(c, 1230, 366, 320, 20, 0.2);
  const place = (k: ProductImageKind, x: number, bw: number, bh: number) => {
    const { box, body } = staged(k, c);
    return placeOn({ box }, body, x, 370, bw, bh);
  };
  s += place(companions[0]!, 1030, 190, 150) + place(companions[1]!, 1440, 190, 150) + place(kind, 1235, 330, 290);
  // Scrim under the headline.
  s += rr(0, 0, w * 0.5, h, 0, c.lin([[0, '#000000', 0.25], [1, '#000000', 0]], 0, 0, 1, 0));
  return doc(c, w, h, s);
}

/** Neutral "image not available": a soft grey frame with a picture glyph, no text. */
export function placeholderSvg(): string {
  const S = 800;
  const c = new Ctx('p');
  let s = rr(0, 0, S, S, 0, c.lin([[0, '#f6f7f8'], [1, '#eceef1']]));
  const icon =
    rr(250, 270, 300, 240, 28, 'none', 'stroke="#c3c9d0" stroke-width="16"') +
    circ(470, 340, 26, '#c3c9d0') +
    path('M266 494 L360 380 L420 450 L460 410 L534 494Z', '#c3c9d0');
  s += g(icon);
  return doc(c, S, S, s);
}
