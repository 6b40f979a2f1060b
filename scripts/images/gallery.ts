// The four gallery views of a product (hero, other angle/finish, close-up, lifestyle) and the
// room scenes the lifestyle view stages products in.
import type { ProductImageKind } from '../../lib/seed/image-kinds';
import type { Box, Mount, Scene } from './art';
import { productArt } from './products';
import { Ctx, circ, darken, doc, el, lighten, line, path, poly, rr, stroke, vshade } from './svg';

export const PRODUCT_SIZE = 800;

/** Anything with a bounding box: a ProductArt, or the result of `staged`. */
interface Boxed {
  box: Box;
}

/** Places a drawing so its bounding box fits (w, h), centred on x, with its bottom at `bottom`. */
export function placeOn(art: Boxed, body: string, x: number, bottom: number, w: number, h: number): string {
  const [x0, y0, x1, y1] = art.box;
  const s = Math.min(w / (x1 - x0), h / (y1 - y0));
  const tx = x - s * ((x0 + x1) / 2);
  const ty = bottom - s * y1;
  return `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${s.toFixed(4)})">${body}</g>`;
}

/** Places a drawing centred in the box (cx, cy, w, h). */
export function placeIn(art: Boxed, body: string, cx: number, cy: number, w: number, h: number): string {
  const [x0, y0, x1, y1] = art.box;
  const s = Math.min(w / (x1 - x0), h / (y1 - y0));
  const tx = cx - s * ((x0 + x1) / 2);
  const ty = cy - s * ((y0 + y1) / 2);
  return `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${s.toFixed(4)})">${body}</g>`;
}

/** The drawing of a kind as it appears in rooms and banners (its staged pose when it has one). */
export function staged(kind: ProductImageKind, c: Ctx): { box: Box; body: string } {
  const art = productArt(kind);
  if (art.staged) return { box: art.staged.box, body: art.draw(c, art.staged.look) };
  return { box: art.box, body: art.draw(c, { alt: false, angle: false }) };
}

// Soft pastel backdrops for studio shots, picked per kind so neighbouring products differ.
const STUDIO_TINTS = ['#f9e3d6', '#dff1ea', '#e6e2f7', '#dcecf9', '#f7ecd2', '#f6dde6'];

function hashStr(s: string): number {
  let h = 7;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function plant(c: Ctx, x: number, y: number, k = 1): string {
  const leaf = (a: number, len: number, col: string) =>
    path(`M0 0 C${-18 * k} ${-len * 0.4} ${-12 * k} ${-len * 0.8} 0 ${-len} C${12 * k} ${-len * 0.8} ${18 * k} ${-len * 0.4} 0 0Z`, col, `transform="translate(${x} ${y - 60 * k}) rotate(${a})"`);
  return (
    leaf(-40, 150 * k, '#3f8f5a') + leaf(-15, 190 * k, '#4fa66a') + leaf(10, 170 * k, '#3a8552') + leaf(35, 140 * k, '#5bb477') + leaf(-62, 110 * k, '#468f5e') + leaf(58, 110 * k, '#3f8f5a') +
    path(`M${x - 46 * k} ${y - 66 * k} L${x + 46 * k} ${y - 66 * k} L${x + 36 * k} ${y} L${x - 36 * k} ${y}Z`, c.lin([[0, '#e9e1d6'], [1, '#cbbfae']], 0, 0, 1, 0))
  );
}

interface Stage {
  back: string;
  front?: string;
  /** Placement of the product: on a surface (bottom) or centred in a box. */
  at: { x: number; y: number; w: number; h: number; anchor: 'bottom' | 'centre' | 'top' };
}

function livingRoom(c: Ctx, mount: Mount): Stage {
  let b = rr(0, 0, 800, 800, 0, c.lin([[0, '#e9efe8'], [1, '#dfe7df']]));
  b += rr(0, 660, 800, 140, 0, c.lin([[0, '#c79f76'], [1, '#b0855c']]));
  for (let x = -40; x < 800; x += 120) b += line(x, 660, x - 60, 800, '#a67b53', 2, 'opacity="0.5"');
  b += rr(0, 652, 800, 10, 0, '#f4f1ea');
  if (mount === 'table') {
    b += rr(96, 560, 608, 100, 10, vshade(c, '#8a5d3f', 0.1, 0.1)) + rr(96, 556, 608, 12, 6, '#9c6c4b');
    b += line(300, 576, 300, 648, '#6f4a31', 3) + line(500, 576, 500, 648, '#6f4a31', 3) + rr(190, 602, 40, 6, 3, '#d9c09a') + rr(380, 602, 40, 6, 3, '#d9c09a') + rr(570, 602, 40, 6, 3, '#d9c09a');
    b += plant(c, 60, 660, 0.9);
    return { back: b, at: { x: 400, y: 560, w: 560, h: 420, anchor: 'bottom' } };
  }
  b += rr(470, 90, 190, 140, 6, '#ffffff') + rr(482, 102, 166, 116, 3, c.lin([[0, '#f4b183'], [1, '#e88219']])) + circ(600, 140, 20, '#fff2d6') + path('M482 218 L540 160 L590 200 L648 150 L648 218Z', '#4DB092');
  b += plant(c, 690, 700, 1.1);
  return { back: b, at: { x: 360, y: 712, w: 480, h: 560, anchor: 'bottom' } };
}

function kitchen(c: Ctx, mount: Mount, kind: string): Stage {
  let b = rr(0, 0, 800, 800, 0, '#f5efe6');
  const tiles = c.pattern(64, 32, `<rect width="64" height="32" fill="#f7f3ec"/><path d="M0 0.5H64M0.5 0V16M32.5 16V32M0 16.5H64" stroke="#e2d9cc" stroke-width="1.5"/>`);
  if (mount === 'floor') {
    // Fridge standing beside a run of counter.
    b += rr(0, 0, 800, 720, 0, c.lin([[0, '#f5efe6'], [1, '#ece4d8']]));
    b += rr(500, 300, 300, 240, 0, tiles);
    b += rr(500, 530, 300, 22, 4, '#f1f0ed') + rr(510, 552, 290, 170, 0, vshade(c, '#6f8f88', 0.1, 0.1)) + line(650, 560, 650, 716, '#5b7771', 3) + rr(630, 590, 8, 40, 4, '#d9dee3') + rr(662, 590, 8, 40, 4, '#d9dee3');
    b += rr(520, 60, 280, 170, 6, vshade(c, '#6f8f88', 0.08, 0.08)) + line(660, 66, 660, 224, '#5b7771', 3);
    b += rr(0, 716, 800, 84, 0, c.lin([[0, '#d8cdbd'], [1, '#c7b9a6']]));
    return { back: b, at: { x: 290, y: 722, w: 420, h: 640, anchor: 'bottom' } };
  }
  // Counter with backsplash and upper cabinets.
  b += rr(0, 140, 800, 420, 0, tiles);
  b += rr(0, 0, 800, 140, 0, vshade(c, '#6f8f88', 0.08, 0.1)) + [200, 400, 600].map((x) => line(x, 0, x, 132, '#5b7771', 3)).join('') + rr(0, 132, 800, 10, 0, '#5b7771', 'opacity="0.5"');
  b += rr(0, 548, 800, 26, 4, c.lin([[0, '#fbfbfa'], [1, '#e6e4df']])) + rr(0, 574, 800, 226, 0, vshade(c, '#6f8f88', 0.1, 0.12));
  b += [200, 400, 600].map((x) => line(x, 590, x, 800, '#5b7771', 3)).join('') + [100, 300, 500, 700].map((x) => rr(x - 24, 610, 48, 7, 3.5, '#d9dee3')).join('');
  if (mount === 'wall') {
    if (kind === 'chimney') {
      // Hob under the hood.
      b += poly([[250, 548], [550, 548], [560, 540], [240, 540]], '#1d2024') + el(330, 544, 36, 4, '#4a4f56') + el(470, 544, 36, 4, '#4a4f56');
      return { back: b, at: { x: 400, y: 20, w: 560, h: 500, anchor: 'top' } };
    }
    return { back: b, at: { x: 400, y: 552, w: 300, h: 470, anchor: 'bottom' } };
  }
  b += plant(c, 80, 552, 0.55) + rr(650, 470, 70, 80, 8, '#e3d6c3') + stroke('M664 470 L656 420 M684 470 L690 414 M704 470 L716 426', '#8a5a34', 6);
  return { back: b, at: { x: 400, y: 556, w: 480, h: 390, anchor: 'bottom' } };
}

function laundry(c: Ctx): Stage {
  let b = rr(0, 0, 800, 800, 0, '#e6eef3');
  b += rr(0, 0, 800, 716, 0, c.pattern(80, 80, `<rect width="80" height="80" fill="#e8f0f4"/><path d="M0 0.5H80M0.5 0V80" stroke="#d3dee6" stroke-width="2"/>`));
  b += rr(0, 716, 800, 84, 0, c.lin([[0, '#c9d4db'], [1, '#b7c3cb']]));
  // Shelf with folded towels, basket of laundry.
  b += rr(560, 170, 220, 12, 4, '#b98a5e');
  const towels = ['#4DB092', '#f3c77a', '#e88219', '#9fc7e8'];
  towels.forEach((t, i) => (b += rr(580 + (i % 2) * 96, 110 - Math.floor(i / 2) * 28 + 32, 88, 28, 10, t)));
  b += path('M600 600 L760 600 L740 716 L620 716Z', '#c9a070') + rr(596, 590, 168, 18, 9, '#b08654');
  for (let x = 616; x < 750; x += 18) b += line(x, 610, x - 4, 712, '#a97f52', 2);
  b += el(650, 588, 40, 16, '#f6f6f6') + el(708, 584, 34, 18, '#7fb8e6');
  return { back: b, at: { x: 320, y: 724, w: 430, h: 570, anchor: 'bottom' } };
}

function bedroom(c: Ctx, mount: Mount): Stage {
  let b = rr(0, 0, 800, 800, 0, c.lin([[0, '#e2ecf5'], [1, '#d8e4ee']]));
  b += rr(0, 720, 800, 80, 0, c.lin([[0, '#cdb394'], [1, '#b99d7c']]));
  // Bed: headboard, pillows, blanket.
  const bed = (x: number) =>
    rr(x, 470, 360, 200, 24, '#8aa4b8') + rr(x + 20, 560, 340, 120, 16, '#f7f7f4') + rr(x + 40, 530, 110, 50, 22, '#ffffff') + rr(x + 170, 530, 110, 50, 22, '#ffffff') +
    rr(x + 10, 610, 360, 110, 18, c.lin([[0, '#4DB092'], [1, '#3c8f76']])) + rr(x + 10, 610, 360, 14, 7, '#6cc4a9');
  if (mount === 'wall') {
    b += bed(220) + rr(90, 540, 90, 150, 8, '#b98a5e') + circ(135, 510, 26, '#fff1c2');
    return { back: b, at: { x: 400, y: 200, w: 560, h: 300, anchor: 'centre' } };
  }
  if (mount === 'ceiling') {
    b += rr(0, 0, 800, 36, 0, '#f4f7fa') + bed(220);
    return { back: b, at: { x: 400, y: 36, w: 600, h: 360, anchor: 'top' } };
  }
  if (mount === 'table') {
    b += bed(40) + rr(470, 560, 220, 160, 10, vshade(c, '#b98a5e', 0.1, 0.1)) + rr(470, 552, 220, 14, 6, '#c99a6e') + rr(560, 620, 40, 6, 3, '#f1e3cf');
    b += rr(560, 120, 180, 220, 8, '#ffffff') + rr(572, 132, 156, 196, 4, c.lin([[0, '#9fd3f5'], [1, '#e8f6ff']]));
    return { back: b, at: { x: 580, y: 556, w: 240, h: 360, anchor: 'bottom' } };
  }
  b += bed(400) + rr(80, 110, 200, 260, 8, '#ffffff') + rr(92, 122, 176, 236, 4, c.lin([[0, '#9fd3f5'], [1, '#e8f6ff']]));
  return { back: b, at: { x: 250, y: 724, w: 300, h: 520, anchor: 'bottom' } };
}

function studio(c: Ctx, kind: string): Stage {
  const tint = STUDIO_TINTS[hashStr(kind) % STUDIO_TINTS.length]!;
  let b = rr(0, 0, 800, 800, 0, c.lin([[0, lighten(tint, 0.3)], [1, tint]]));
  b += path('M190 620 L190 260 A210 210 0 0 1 610 260 L610 620Z', lighten(tint, 0.45));
  b += circ(110, 170, 60, darken(tint, 0.06), 'opacity="0.7"') + circ(700, 520, 34, darken(tint, 0.08), 'opacity="0.7"');
  b += plant(c, 700, 640, 0.8);
  b += rr(0, 640, 800, 160, 0, darken(tint, 0.05));
  b += rr(170, 620, 460, 180, 0, c.lin([[0, darken(tint, 0.02)], [0.5, lighten(tint, 0.3)], [1, darken(tint, 0.12)]], 0, 0, 1, 0)) + el(400, 800, 230, 34, darken(tint, 0.12), 'opacity="0.5"');
  b += el(400, 620, 230, 36, lighten(tint, 0.4));
  return { back: b, at: { x: 400, y: 630, w: 400, h: 440, anchor: 'bottom' } };
}

function desk(c: Ctx): Stage {
  let b = rr(0, 0, 800, 800, 0, c.lin([[0, '#efe9e1'], [1, '#e6ddd1']]));
  b += rr(60, 80, 220, 150, 6, '#ffffff') + rr(72, 92, 196, 126, 3, c.lin([[0, '#b9e0d4'], [1, '#4DB092']])) + circ(200, 130, 18, '#fff6d8');
  b += rr(0, 560, 800, 240, 0, c.lin([[0, '#caa27a'], [1, '#a97c55']])) + rr(0, 556, 800, 10, 0, '#d9b48c');
  b += plant(c, 100, 590, 0.6);
  b += rr(660, 520, 70, 74, 14, '#ffffff') + stroke('M730 536 C760 536 760 576 730 576', '#ffffff', 10) + el(695, 522, 35, 8, '#6b4a2b');
  return { back: b, at: { x: 400, y: 640, w: 500, h: 460, anchor: 'bottom' } };
}

function playroom(c: Ctx): Stage {
  let b = rr(0, 0, 800, 800, 0, '#fff3d6');
  b += rr(0, 0, 800, 660, 0, c.pattern(60, 60, `<rect width="60" height="60" fill="#fff3d6"/><circle cx="15" cy="15" r="5" fill="#ffd98a"/><circle cx="45" cy="45" r="5" fill="#ffc7c7"/>`));
  const flags = ['#e0453a', '#4DB092', '#f5c518', '#2f7fd1', '#e88219', '#b57bd6'];
  b += stroke('M-10 60 Q400 170 810 60', '#8a5a34', 3);
  for (let i = 0; i < 9; i++) {
    const x = 30 + i * 90;
    const t = x / 800;
    const y = 60 + 4 * 110 * t * (1 - t) * 0.98;
    b += poly([[x - 26, y], [x + 26, y + 2], [x, y + 52]], flags[i % flags.length]!);
  }
  b += rr(0, 660, 800, 140, 0, c.lin([[0, '#f2c99a'], [1, '#e2b27f']]));
  b += el(400, 700, 350, 76, '#8fd0c0') + el(400, 700, 300, 60, 'none', 'stroke="#ffffff" stroke-width="6" stroke-dasharray="14 10" opacity="0.8"');
  return { back: b, at: { x: 400, y: 700, w: 540, h: 470, anchor: 'bottom' } };
}

function stage(c: Ctx, scene: Scene, mount: Mount, kind: string): Stage {
  switch (scene) {
    case 'living': return livingRoom(c, mount);
    case 'kitchen': return kitchen(c, mount, kind);
    case 'laundry': return laundry(c);
    case 'bedroom': return bedroom(c, mount);
    case 'desk': return desk(c);
    case 'playroom': return playroom(c);
    case 'studio':
    default: return studio(c, kind);
  }
}

/** Full SVG for gallery view 1..4 of a kind. */
export function productView(kind: ProductImageKind, view: number): string {
  const art = productArt(kind);
  const c = new Ctx('v');
  const S = PRODUCT_SIZE;
  switch (view) {
    case 1:
      return doc(c, S, S, rr(0, 0, S, S, 0, c.lin([[0, '#ffffff'], [1, '#f3f4f6']])) + art.draw(c, { alt: false, angle: false }));
    case 2:
      return doc(c, S, S, rr(0, 0, S, S, 0, c.rad([[0, '#ffffff'], [1, '#eef0f3']], 0.5, 0.45, 0.75)) + art.draw(c, { alt: true, angle: true }));
    case 3: {
      // Close-up: the same drawing magnified around a characteristic detail.
      const [fx, fy, z] = art.detail;
      const body = art.draw(c, { alt: false, angle: false });
      return doc(c, S, S, rr(0, 0, S, S, 0, c.lin([[0, '#f7f8fa'], [1, '#eceef1']])) + `<g transform="translate(400 400) scale(${z}) translate(${-fx} ${-fy})">${body}</g>`);
    }
    default: {
      const st = stage(c, art.scene, art.mount, kind);
      const { box, body } = staged(kind, c);
      const { x, y, w, h, anchor } = st.at;
      let placed: string;
      if (anchor === 'bottom') placed = placeOn({ box }, body, x, y, w, h);
      else if (anchor === 'centre') placed = placeIn({ box }, body, x, y, w, h);
      else {
        const [x0, y0, x1, y1] = box;
        const s = Math.min(w / (x1 - x0), h / (y1 - y0));
        placed = `<g transform="translate(${(x - s * ((x0 + x1) / 2)).toFixed(1)} ${(y - s * y0).toFixed(1)}) scale(${s.toFixed(4)})">${body}</g>`;
      }
      return doc(c, S, S, st.back + placed + (st.front ?? ''));
    }
  }
}

