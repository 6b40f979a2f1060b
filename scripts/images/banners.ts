// Banner backgrounds for the home page. The headline is HTML laid over the left side, so the
// left ~45% (top ~45% on mobile) stays a calm dark gradient for white text, and the products
// stand on the right in a small "set" (podiums, a console, a counter) over a glow.
import type { BannerImageName, ProductImageKind } from '../../lib/seed/image-kinds';
import { placeIn, placeOn, plant, staged } from './gallery';
import { Ctx, circ, darken, doc, el, g, lighten, line, path, rr, stroke, vshade } from './svg';

export const BANNER_SIZE = { w: 1600, h: 500 };
export const BANNER_MOBILE_SIZE = { w: 800, h: 600 };

/**
 * Everything on the right is drawn in one 800x400 "set" frame (floor at y 360), which is
 * mapped into the right of the desktop banner and the bottom of the mobile one, so both
 * formats show the same composition.
 */
const FLOOR = 360;

/** A product in the set frame: centred on x, standing at `bottom` (or centred on y), fitting w x h. */
interface Item {
  kind: ProductImageKind;
  x: number;
  y: number;
  w: number;
  h: number;
  centre?: boolean;
}

interface BannerDesign {
  /** Gradient from the dark text side to the lit product side. */
  bg: [string, string, string];
  /** Glow behind the products. */
  glow: string;
  /** Props drawn behind the products (and optionally in front of them). */
  set?: (c: Ctx) => string;
  front?: (c: Ctx) => string;
  items: Item[];
}

const on = (kind: ProductImageKind, x: number, bottom: number, w: number, h: number): Item => ({ kind, x, y: bottom, w, h });
const at = (kind: ProductImageKind, x: number, cy: number, w: number, h: number): Item => ({ kind, x, y: cy, w, h, centre: true });

/** Round display podium whose top surface is centred at (x, top). */
function podium(c: Ctx, x: number, top: number, rx: number, tone: string): string {
  const ry = rx * 0.2;
  const bottom = FLOOR + 6;
  return (
    el(x, bottom, rx * 1.05, ry * 1.1, '#000000', 'opacity="0.18"') +
    rr(x - rx, top, rx * 2, bottom - top, 0, c.lin([[0, darken(tone, 0.12)], [0.35, lighten(tone, 0.18)], [1, darken(tone, 0.2)]], 0, 0, 1, 0)) +
    el(x, bottom, rx, ry, darken(tone, 0.15)) +
    el(x, top, rx, ry, lighten(tone, 0.28))
  );
}

/** Floor lamp with a lit shade (living-room sets). */
function lamp(x: number, warm: string): string {
  return (
    circ(x, 118, 70, warm, 'opacity="0.16"') +
    line(x, 140, x, FLOOR - 4, '#2b2b2b', 5) + el(x, FLOOR - 2, 30, 7, '#2b2b2b') +
    path(`M${x - 34} 140 L${x + 34} 140 L${x + 24} 90 L${x - 24} 90Z`, lighten(warm, 0.45))
  );
}

/** Wooden TV console standing on the floor, top surface at `top`. */
function consoleTable(c: Ctx, x0: number, x1: number, top: number): string {
  const w = x1 - x0;
  return (
    el((x0 + x1) / 2, FLOOR + 2, w * 0.52, 10, '#000000', 'opacity="0.2"') +
    rr(x0, top, w, FLOOR - 14 - top, 8, vshade(c, '#8a5d3f', 0.12, 0.12)) + rr(x0 - 6, top - 6, w + 12, 12, 5, '#a5754f') +
    line(x0 + w / 3, top + 14, x0 + w / 3, FLOOR - 24, '#6f4a31', 3) + line(x0 + (2 * w) / 3, top + 14, x0 + (2 * w) / 3, FLOOR - 24, '#6f4a31', 3) +
    rr(x0 + 14, FLOOR - 14, 10, 14, 2, '#4a3020') + rr(x1 - 24, FLOOR - 14, 10, 14, 2, '#4a3020')
  );
}

/** Kitchen counter: white top at `top` with sage cabinets below. */
function counter(c: Ctx, top: number): string {
  return (
    rr(-40, top + 16, 880, FLOOR - top - 10, 0, vshade(c, '#4f7a70', 0.12, 0.14)) +
    [160, 360, 560].map((x) => line(x, top + 30, x, FLOOR, '#3f645c', 3)).join('') +
    [60, 260, 460, 660].map((x) => rr(x, top + 44, 44, 6, 3, '#d9dee3')).join('') +
    rr(-40, top, 880, 18, 4, c.lin([[0, '#fbfbfa'], [1, '#dcdad4']]))
  );
}

/** Laundry basket with folded clothes. */
function basket(x: number): string {
  let s = el(x, FLOOR + 2, 70, 8, '#000000', 'opacity="0.2"') + path(`M${x - 70} ${FLOOR - 110} L${x + 70} ${FLOOR - 110} L${x + 56} ${FLOOR} L${x - 56} ${FLOOR}Z`, '#c9a070');
  for (let i = -56; i <= 56; i += 16) s += line(x + i, FLOOR - 104, x + i * 0.82, FLOOR - 4, '#a97f52', 2);
  s += el(x - 24, FLOOR - 112, 34, 14, '#f6f6f6') + el(x + 26, FLOOR - 116, 32, 16, '#7fb8e6') + rr(x - 74, FLOOR - 118, 148, 14, 7, '#b08654');
  return s;
}

/** Bunting and balloons for the toy sets. */
function party(): string {
  const cols = ['#e0453a', '#4DB092', '#f5c518', '#2f7fd1', '#ffffff', '#b57bd6'];
  let s = stroke('M40 20 Q400 110 790 20', '#ffffff', 2, 'opacity="0.7"');
  for (let i = 0; i < 10; i++) {
    const x = 70 + i * 76;
    const t = (x - 40) / 750;
    const y = 20 + 4 * 90 * t * (1 - t) * 0.5;
    s += path(`M${x - 18} ${y} L${x + 18} ${y + 2} L${x} ${y + 36}Z`, cols[i % cols.length]!);
  }
  return s;
}

function balloon(x: number, y: number, col: string): string {
  return stroke(`M${x} ${y + 46} Q${x - 10} ${y + 90} ${x + 4} ${y + 130}`, '#ffffff', 2, 'opacity="0.6"') + el(x, y, 34, 42, col) + el(x - 12, y - 14, 8, 12, '#ffffff', 'opacity="0.35"') + path(`M${x - 6} ${y + 44} L${x + 6} ${y + 44} L${x} ${y + 36}Z`, col);
}

const designs: Record<BannerImageName, BannerDesign> = {
  'hero-tv': {
    bg: ['#101c19', '#1d463b', '#3f9c80'],
    glow: '#f0a04b',
    set: (c) =>
      // A framed wall panel turns the set into a living room.
      rr(120, -10, 620, 300, 26, c.lin([[0, '#2f6e5d'], [1, '#245749']]), 'opacity="0.9"') +
      lamp(760, '#ffcf8a') + consoleTable(c, 180, 640, 270) + plant(c, 96, FLOOR, 0.75),
    items: [on('tv-large', 410, 268, 540, 270)],
  },
  'hero-kitchen': {
    bg: ['#241307', '#7c3d0c', '#e88219'],
    glow: '#ffd08a',
    set: (c) =>
      // A rounded cut-out of a kitchen wall, so the set ends softly instead of at a hard edge.
      g(
        rr(0, 0, 900, 400, 0, c.pattern(64, 32, `<rect width="64" height="32" fill="#f4ece0"/><path d="M0 0.5H64M0.5 0V16M32.5 16V32M0 16.5H64" stroke="#e0d4c2" stroke-width="1.5"/>`)) +
          counter(c, 290),
        c.clip('<rect x="10" y="30" width="900" height="336" rx="30"/>'),
      ) + plant(c, 50, 292, 0.4),
    items: [on('microwave', 220, 294, 280, 190), on('mixer-grinder', 470, 294, 200, 230), on('kettle', 640, 294, 130, 150), on('toaster', 750, 294, 120, 130)],
  },
  'hero-cooling': {
    bg: ['#0c1f2b', '#145a72', '#56bfcc'],
    glow: '#d8fbff',
    set: (c) => podium(c, 250, 300, 110, '#7fd3dc') + podium(c, 560, 320, 120, '#7fd3dc') + snow(),
    items: [at('air-conditioner', 460, 70, 480, 150), on('table-fan', 250, 302, 180, 230), on('air-cooler', 560, 322, 160, 250), on('air-purifier', 720, FLOOR, 100, 210)],
  },
  'hero-audio': {
    bg: ['#120f16', '#35193f', '#b54b2a'],
    glow: '#ff9a3d',
    set: (c) => soundWaves('#ffb46b') + podium(c, 330, 290, 230, '#4a2d55') + podium(c, 680, 330, 100, '#4a2d55'),
    items: [on('soundbar', 330, 292, 420, 220), on('party-speaker', 680, 332, 140, 300), on('headphones', 120, FLOOR, 130, 150)],
  },
  'hero-mobiles': {
    bg: ['#151515', '#1d3b34', '#4DB092'],
    glow: '#c9ffe9',
    set: (c) =>
      rr(40, 300, 780, 70, 10, vshade(c, '#caa27a', 0.1, 0.2)) + rr(30, 292, 800, 14, 6, '#d9b48c') + plant(c, 60, 298, 0.45) +
      circ(620, 140, 150, 'none', 'stroke="#ffffff" stroke-width="2" opacity="0.15"') + circ(620, 140, 200, 'none', 'stroke="#ffffff" stroke-width="2" opacity="0.08"'),
    items: [on('laptop', 330, 300, 400, 300), on('smartphone', 620, 300, 220, 270), on('smartwatch', 760, 300, 70, 150)],
  },
  'promo-laundry': {
    bg: ['#0d2a33', '#1f6e7d', '#8fd6d2'],
    glow: '#ffffff',
    set: (c) =>
      rr(120, 0, 660, 372, 28, c.pattern(60, 60, `<rect width="60" height="60" fill="#e8f3f4"/><path d="M0 0.5H60M0.5 0V60" stroke="#cfe1e4" stroke-width="2"/>`), 'opacity="0.9"') +
      rr(100, FLOOR - 6, 680, 14, 0, '#b7c9cf') + rr(560, 70, 190, 10, 4, '#b98a5e') +
      ['#4DB092', '#f3c77a', '#e88219'].map((t, i) => rr(574 + i * 58, 44, 52, 26, 8, t)).join('') + basket(700),
    items: [on('washing-machine-front', 290, FLOOR, 260, 320), on('washing-machine-top', 520, FLOOR, 220, 300)],
  },
  'promo-toys': {
    bg: ['#2e1405', '#a34d0d', '#f5b942'],
    glow: '#fff3c4',
    set: () => party() + balloon(110, 130, '#e0453a') + balloon(170, 100, '#4DB092') + balloon(760, 120, '#2f7fd1') + el(430, FLOOR - 4, 380, 40, '#8fd0c0') + el(430, FLOOR - 4, 330, 30, 'none', 'stroke="#ffffff" stroke-width="4" stroke-dasharray="12 9" opacity="0.8"'),
    items: [on('teddy-bear', 280, FLOOR, 230, 270), on('building-blocks', 500, FLOOR - 4, 230, 170), on('toy-car', 680, FLOOR + 10, 200, 100)],
  },
  'promo-lifestyle': {
    bg: ['#171514', '#4d2c12', '#d7781c'],
    glow: '#ffe0b8',
    set: (c) => podium(c, 190, 270, 90, '#e9d8c4') + podium(c, 430, 300, 120, '#e9d8c4') + podium(c, 670, 320, 120, '#e9d8c4') + plant(c, 800, FLOOR, 0.6),
    items: [on('watch', 190, 272, 110, 230), on('backpack', 430, 302, 200, 260), on('shoes', 670, 322, 230, 120)],
  },
  'section-refrigerator': {
    bg: ['#10211b', '#2a6353', '#7cc9ae'],
    glow: '#e6fff6',
    set: (c) =>
      rr(560, 60, 240, 120, 8, vshade(c, '#5f8c80', 0.08, 0.08)) + line(680, 66, 680, 174, '#4b7369', 3) +
      rr(560, 240, 280, 18, 4, '#f1f0ed') + rr(570, 258, 270, FLOOR - 258, 0, vshade(c, '#5f8c80', 0.1, 0.1)),
    items: [on('refrigerator-double', 280, FLOOR, 240, 340), on('refrigerator', 470, FLOOR, 200, 300), on('kettle', 640, 244, 80, 90)],
  },
  'section-air-care': {
    bg: ['#0f2424', '#256e68', '#9bdccb'],
    glow: '#ffffff',
    set: (c) => podium(c, 260, 320, 120, '#bfe8de') + podium(c, 600, 300, 120, '#bfe8de') + plant(c, 760, FLOOR, 0.7) + leaves(),
    items: [on('air-purifier', 260, 322, 150, 260), on('air-cooler', 430, FLOOR, 150, 300), on('table-fan', 600, 302, 180, 240)],
  },
  'section-sound': {
    bg: ['#141414', '#24312e', '#3f9c80'],
    glow: '#b6ffe3',
    set: (c) => soundWaves('#8ff0cb') + podium(c, 230, 300, 120, '#3a4a46') + podium(c, 470, 320, 110, '#3a4a46') + podium(c, 680, 290, 90, '#3a4a46'),
    items: [on('headphones', 230, 302, 170, 220), on('bluetooth-speaker', 470, 322, 200, 120), on('earbuds', 680, 292, 140, 90)],
  },
};

/** Light snowflakes for the cooling set. */
function snow(): string {
  let s = '';
  const flakes: [number, number, number][] = [[90, 60, 12], [200, 200, 8], [760, 160, 10], [700, 40, 7], [380, 190, 6], [40, 240, 9]];
  for (const [x, y, r] of flakes) s += stroke(`M${x - r} ${y}H${x + r}M${x} ${y - r}V${y + r}M${x - r * 0.7} ${y - r * 0.7}L${x + r * 0.7} ${y + r * 0.7}M${x - r * 0.7} ${y + r * 0.7}L${x + r * 0.7} ${y - r * 0.7}`, '#ffffff', 2, 'opacity="0.55"');
  return s;
}

/** Concentric arcs radiating from behind the speakers. */
function soundWaves(col: string): string {
  let s = '';
  for (let i = 0; i < 5; i++) s += circ(480, 200, 120 + i * 60, 'none', `stroke="${col}" stroke-width="3" opacity="${(0.28 - i * 0.05).toFixed(2)}"`);
  return s;
}

/** Drifting leaves: fresh air. */
function leaves(): string {
  const leaf = (x: number, y: number, a: number, col: string) => path('M0 0 C12 -14 30 -14 40 0 C30 14 12 14 0 0Z', col, `transform="translate(${x} ${y}) rotate(${a})" opacity="0.8"`);
  return leaf(90, 80, -20, '#c9f2e4') + leaf(700, 60, 30, '#e6fff6') + leaf(420, 40, 10, '#c9f2e4') + leaf(560, 150, -40, '#ffffff') + leaf(160, 190, 50, '#e6fff6');
}

/** Draws the set frame (props and products). */
function setFrame(c: Ctx, d: BannerDesign): string {
  let s = d.set ? d.set(c) : '';
  for (const it of d.items) {
    const { box, body } = staged(it.kind, c);
    s += it.centre ? placeIn({ box }, body, it.x, it.y, it.w, it.h) : placeOn({ box }, body, it.x, it.y, it.w, it.h);
  }
  return s + (d.front ? d.front(c) : '');
}

/** Background: gradient, a glow where the products stand, a few soft decorative circles. */
function backdrop(c: Ctx, d: BannerDesign, w: number, h: number, mobile: boolean): string {
  const [a, b, e] = d.bg;
  // Desktop runs dark-left to lit-right; mobile dark-top to lit-bottom.
  const grad = mobile ? c.lin([[0, a], [0.45, b], [1, e]], 0.2, 0, 0.5, 1) : c.lin([[0, a], [0.42, b], [1, e]], 0, 0.2, 1, 0.6);
  const [gx, gy] = mobile ? [0.55, 0.75] : [0.72, 0.5];
  let s = rr(0, 0, w, h, 0, grad);
  s += rr(0, 0, w, h, 0, c.rad([[0, d.glow, 0.45], [0.5, d.glow, 0.12], [1, d.glow, 0]], gx, gy, 0.5));
  // Decorative rings kept to the lit side, away from the text.
  const [rx, ry] = mobile ? [w * 0.85, h * 0.55] : [w * 0.88, h * 0.2];
  s += circ(rx, ry, h * 0.35, '#ffffff', 'opacity="0.06"') + circ(rx - (mobile ? w * 0.7 : w * 0.3), mobile ? h * 0.95 : h * 0.95, h * 0.22, '#ffffff', 'opacity="0.05"');
  // A soft floor band under the set, fading out towards the text side.
  const floorY = mobile ? 236 + FLOOR * 0.9 : 60 + FLOOR;
  s += rr(0, floorY, w, h - floorY, 0, c.lin(mobile ? [[0, '#000000', 0.2], [1, '#000000', 0.35]] : [[0, '#000000', 0], [0.45, '#000000', 0.08], [1, '#000000', 0.3]], 0, 0, mobile ? 0 : 1, mobile ? 1 : 0));
  // Dark scrim under the text so white headlines stay readable over any palette.
  s += mobile
    ? rr(0, 0, w, h * 0.5, 0, c.lin([[0, '#000000', 0.3], [1, '#000000', 0]]))
    : rr(0, 0, w * 0.55, h, 0, c.lin([[0, '#000000', 0.3], [1, '#000000', 0]], 0, 0, 1, 0));
  return s;
}

export function bannerSvg(name: BannerImageName, mobile: boolean): string {
  const d = designs[name];
  const { w, h } = mobile ? BANNER_MOBILE_SIZE : BANNER_SIZE;
  const c = new Ctx(mobile ? 'm' : 'b');
  const bg = backdrop(c, d, w, h, mobile);
  const frame = setFrame(c, d);
  // Desktop: the set fills x 740..1540 (the text owns 0..~720); mobile: scaled to 720 wide under the text area.
  const placed = mobile ? g(frame, 'transform="translate(40 236) scale(0.9)"') : g(frame, 'transform="translate(740 60)"');
  return doc(c, w, h, bg + placed);
}
