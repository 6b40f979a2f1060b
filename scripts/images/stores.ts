// Store photos: shop fronts with the store's green awning and appliances in the windows.
// Each photo varies the street (facade, sky, neighbours, window display) so the store
// list does not show four identical pictures.
import type { ProductImageKind } from '../../lib/seed/image-kinds';
import { placeIn, placeOn, plant, staged } from './gallery';
import { Ctx, circ, darken, doc, el, g, gloss, lighten, line, path, rr } from './svg';

export const STORE_SIZE = { w: 800, h: 500 };

interface Street {
  facade: string;
  neighbours: [string, string];
  sky: [string, string];
  /** Dusk: lit windows, darker sky. */
  dusk: boolean;
  left: ProductImageKind[];
  right: ProductImageKind[];
  /** Something on the wall above the display windows, seen through the glass. */
  high: ProductImageKind;
  stripes: boolean;
}

const streets: Street[] = [
  { facade: '#f1e6d3', neighbours: ['#d7b8a0', '#c9d6de'], sky: ['#8fcbf2', '#e3f3fd'], dusk: false, left: ['tv-large', 'soundbar'], right: ['refrigerator-double', 'washing-machine-front'], high: 'air-conditioner', stripes: true },
  { facade: '#e3e8ec', neighbours: ['#e9d7b5', '#b9cfc4'], sky: ['#a6d8f5', '#f0f9ff'], dusk: false, left: ['washing-machine-front', 'washing-machine-top'], right: ['tv', 'party-speaker'], high: 'ceiling-fan', stripes: false },
  { facade: '#f4dccb', neighbours: ['#c4cfd8', '#ead9a8'], sky: ['#f6b77c', '#fde6c8'], dusk: false, left: ['refrigerator', 'microwave'], right: ['air-cooler', 'tv'], high: 'air-conditioner', stripes: true },
  { facade: '#dfe4dc', neighbours: ['#9aa7b3', '#c9b79a'], sky: ['#1f2f52', '#5a6f9c'], dusk: true, left: ['tv-large', 'washing-machine-front'], right: ['refrigerator-double', 'air-purifier'], high: 'ceiling-fan', stripes: true },
];

const GREEN = '#4DB092';

/** Scalloped awning across (x0..x1) from y to y + h. */
function awning(c: Ctx, x0: number, x1: number, y: number, h: number, stripes: boolean): string {
  const w = x1 - x0;
  const n = Math.round(w / 50);
  const step = w / n;
  let s = path(`M${x0 - 10} ${y + h} L${x0 + 14} ${y} L${x1 - 14} ${y} L${x1 + 10} ${y + h}Z`, GREEN);
  if (stripes) for (let i = 0; i < n; i += 2) {
    const a = x0 + i * step, b = a + step;
    const t = (x: number) => x0 + 14 + ((x - x0) / w) * (w - 28);
    const btm = (x: number) => x0 - 10 + ((x - x0) / w) * (w + 20);
    s += path(`M${t(a)} ${y} L${t(b)} ${y} L${btm(b)} ${y + h} L${btm(a)} ${y + h}Z`, '#ffffff', 'opacity="0.9"');
  }
  // Scalloped valance with a shadow under it.
  let scallops = '';
  for (let i = 0; i < n; i++) {
    const a = x0 - 10 + i * ((w + 20) / n);
    const b = a + (w + 20) / n;
    const col = stripes && i % 2 === 0 ? '#f4f7f6' : darken(GREEN, 0.08);
    scallops += path(`M${a.toFixed(1)} ${y + h - 1} L${b.toFixed(1)} ${y + h - 1} Q${((a + b) / 2).toFixed(1)} ${y + h + 30} ${a.toFixed(1)} ${y + h - 1}Z`, col);
  }
  s += rr(x0 - 10, y + h - 2, w + 20, 24, 0, '#000000', 'opacity="0.12"') + scallops + rr(x0 + 14, y, w - 28, 6, 0, darken(GREEN, 0.25));
  return s;
}

/** A display window (x, y, w, h) with a bright interior and products on a low plinth. */
function displayWindow(c: Ctx, x: number, y: number, w: number, h: number, kinds: ProductImageKind[], high: ProductImageKind, dusk: boolean): string {
  const inside = dusk ? c.lin([[0, '#fff1cf'], [1, '#f6d79c']]) : c.lin([[0, '#f4f7f6'], [1, '#dde6e2']]);
  let s = rr(x - 8, y - 8, w + 16, h + 16, 4, '#2b2f33');
  let room = rr(x, y, w, h, 0, inside);
  room += rr(x, y + h - 30, w, 30, 0, dusk ? '#d9b27a' : '#c9d2ce');
  // Downlights along the ceiling.
  for (let i = 1; i < 4; i++) room += el(x + (w * i) / 4, y + 6, 14, 4, '#ffffff') + path(`M${x + (w * i) / 4 - 12} ${y + 8} L${x + (w * i) / 4 + 12} ${y + 8} L${x + (w * i) / 4 + 34} ${y + 90} L${x + (w * i) / 4 - 34} ${y + 90}Z`, '#ffffff', 'opacity="0.18"');
  const hi = staged(high, c);
  room += placeIn(hi, hi.body, x + w / 2, y + 30, w * 0.4, 36);
  const slot = w / kinds.length;
  kinds.forEach((k, i) => {
    const { box, body } = staged(k, c);
    room += placeOn({ box }, body, x + slot * (i + 0.5), y + h - 14, slot * 0.86, h - 64);
  });
  s += g(room, c.clip(`<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`));
  // Glass: reflection sheen and a thin mullion.
  s += gloss(c, `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`, x, y, w, h, dusk ? 0.08 : 0.22);
  return s;
}

function cloud(x: number, y: number, k: number, col: string): string {
  return el(x, y, 46 * k, 18 * k, col) + circ(x - 16 * k, y - 10 * k, 20 * k, col) + circ(x + 12 * k, y - 14 * k, 26 * k, col);
}

export function storeSvg(n: number): string {
  const st = streets[(n - 1) % streets.length]!;
  const { w: W, h: H } = STORE_SIZE;
  const c = new Ctx('s');
  let s = rr(0, 0, W, H, 0, c.lin([[0, st.sky[0]], [1, st.sky[1]]]));
  if (st.dusk) s += [[80, 40], [240, 20], [520, 30], [700, 56], [400, 14]].map(([x, y]) => circ(x!, y!, 1.6, '#ffffff', 'opacity="0.8"')).join('');
  else s += cloud(150 + n * 40, 40, 0.9, '#ffffff') + cloud(620 - n * 30, 30, 0.7, '#ffffff');
  // Neighbouring buildings at the edges of the frame.
  s += rr(-20, 70, 90, 390, 0, st.neighbours[0]) + rr(730, 50, 100, 410, 0, st.neighbours[1]);
  for (let y = 100; y < 360; y += 70) s += rr(8, y, 40, 40, 2, st.dusk ? '#ffd98a' : '#9fb6c6', 'opacity="0.9"') + rr(748, y - 20, 40, 40, 2, st.dusk ? '#f6c56a' : '#a9c0cf', 'opacity="0.9"');
  // Facade with a parapet and the upper floor's windows.
  s += rr(60, 50, 680, 400, 0, c.lin([[0, lighten(st.facade, 0.2)], [1, darken(st.facade, 0.08)]]));
  s += rr(50, 40, 700, 18, 3, darken(st.facade, 0.18));
  for (let i = 0; i < 4; i++) {
    const x = 110 + i * 160;
    s += rr(x - 6, 70, 92, 62, 3, darken(st.facade, 0.25)) + rr(x, 76, 80, 50, 2, st.dusk ? c.lin([[0, '#ffe6a8'], [1, '#f2bf63']]) : c.lin([[0, '#cfe3f0'], [1, '#9fbfd3']]));
    s += line(x + 40, 76, x + 40, 126, darken(st.facade, 0.25), 3) + rr(x - 10, 130, 100, 7, 2, lighten(st.facade, 0.3));
  }
  // Sign board: green fascia with a white storefront glyph (the name is not baked in).
  s += rr(90, 148, 620, 54, 8, c.lin([[0, lighten(GREEN, 0.08)], [1, darken(GREEN, 0.12)]]));
  s += rr(96, 154, 608, 42, 6, 'none', 'stroke="#ffffff" stroke-width="2" opacity="0.5"');
  s += g(
    rr(-20, -6, 40, 28, 4, '#ffffff') + path('M-24 -6 L-16 -20 L16 -20 L24 -6Z', '#ffffff') + rr(-6, 6, 12, 16, 2, GREEN),
    'transform="translate(400 177) scale(0.9)"',
  );
  s += rr(88, 202, 624, 6, 0, '#000000', 'opacity="0.15"');
  // Shopfront: two display windows and a glass door, under the awning.
  s += rr(72, 240, 656, 210, 0, darken(st.facade, 0.3));
  s += displayWindow(c, 92, 262, 246, 182, st.left, st.high, st.dusk);
  s += displayWindow(c, 462, 262, 246, 182, st.right, st.high, st.dusk);
  s += rr(352, 282, 96, 168, 2, '#2b2f33') + rr(358, 288, 40, 162, 0, st.dusk ? '#f8dca0' : '#cfe0e6') + rr(402, 288, 40, 162, 0, st.dusk ? '#f8dca0' : '#cfe0e6');
  s += gloss(c, '<rect x="358" y="288" width="84" height="162"/>', 358, 288, 84, 162, 0.25) + rr(392, 350, 4, 34, 2, '#9aa3ad') + rr(404, 350, 4, 34, 2, '#9aa3ad');
  s += awning(c, 80, 720, 208, 40, st.stripes);
  // Pavement, kerb and potted plants by the door.
  s += rr(0, 450, W, 50, 0, c.lin([[0, '#c9c4bb'], [1, '#b3ada3']]));
  for (let x = -20; x < W; x += 64) s += line(x, 450, x - 20, 500, '#a39d93', 1.5);
  s += rr(0, 486, W, 14, 0, '#8f8a82');
  s += plant(c, 336, 456, 0.32) + plant(c, 464, 456, 0.32);
  if (st.dusk) s += rr(0, 0, W, H, 0, c.lin([[0, '#0b1230', 0.18], [1, '#0b1230', 0]]));
  return doc(c, W, H, s);
}
