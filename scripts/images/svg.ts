// Small SVG-building helpers shared by every drawing. Drawings are plain strings: cheap to
// build, and librsvg (inside sharp) rasterises them without fonts or a browser.

export type Stop = [offset: number, color: string, opacity?: number];

/**
 * Collects <defs> (gradients, clip paths, patterns) for one SVG document. Every id carries
 * the context prefix plus a counter, so several product drawings can share a banner without
 * their gradient ids colliding.
 */
export class Ctx {
  private n = 0;
  private readonly list: string[] = [];
  constructor(readonly prefix = 'g') {}

  id(): string {
    return `${this.prefix}${(this.n++).toString(36)}`;
  }

  /** Adds a definition built around a fresh id; returns the id. */
  def(build: (id: string) => string): string {
    const id = this.id();
    this.list.push(build(id));
    return id;
  }

  /** Linear gradient in bounding-box units (0..1); returns a paint `url(#id)`. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.def((i) => `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Linear gradient in user-space coordinates (for strokes and shapes spanning a group). */
  linU(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.def(
      (i) => `<linearGradient id="${i}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units. */
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.def((i) => `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopTags(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Clip path from raw markup; returns the `clip-path` attribute. */
  clip(markup: string): string {
    const id = this.def((i) => `<clipPath id="${i}">${markup}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }

  /** Tiled pattern in user space; returns a paint `url(#id)`. */
  pattern(w: number, h: number, markup: string, transform = ''): string {
    const t = transform ? ` patternTransform="${transform}"` : '';
    const id = this.def((i) => `<pattern id="${i}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${t}>${markup}</pattern>`);
    return `url(#${id})`;
  }

  defs(): string {
    return this.list.length ? `<defs>${this.list.join('')}</defs>` : '';
  }
}

function stopTags(stops: Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

/** Wraps body markup into a complete SVG document of the given pixel size. */
export function doc(c: Ctx, w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${c.defs()}${body}</svg>`;
}

// ---- colour -------------------------------------------------------------------------

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const f = h.length === 3 ? h.split('').map((x) => x + x).join('') : h;
  return [parseInt(f.slice(0, 2), 16), parseInt(f.slice(2, 4), 16), parseInt(f.slice(4, 6), 16)];
}

export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  return `#${pa
    .map((v, i) => Math.round(v + (pb[i]! - v) * t).toString(16).padStart(2, '0'))
    .join('')}`;
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

// ---- shapes ---------------------------------------------------------------------------

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export const rr = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}" ${extra}/>`;
export const el = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
export const circ = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 2, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" ${extra}/>`;
export const poly = (pts: Pt[], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
export const g = (body: string, extra = '') => `<g ${extra}>${body}</g>`;
export const stroke = (d: string, color: string, w: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}"${extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'} stroke-linejoin="round" ${extra}/>`;

export type Pt = [number, number];

/** Soft contact shadow: an ellipse fading out radially (cheaper than a blur filter). */
export function shadow(c: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  return el(cx, cy, rx, ry, c.rad([[0, '#1c2430', opacity], [0.55, '#1c2430', opacity * 0.45], [1, '#1c2430', 0]]));
}

/** Vertical shading of a base colour: light on top, darker at the bottom. */
export const vshade = (c: Ctx, base: string, a = 0.18, b = 0.12) =>
  c.lin([[0, lighten(base, a)], [1, darken(base, b)]]);
/** Horizontal shading: lit from the left, darker right edge (gives boxes volume). */
export const hshade = (c: Ctx, base: string, a = 0.14, b = 0.14) =>
  c.lin([[0, lighten(base, a)], [0.55, base], [1, darken(base, b)]], 0, 0, 1, 0);
/** Cylinder / brushed metal: dark edges, bright highlight left of centre. */
export const cyl = (c: Ctx, base: string, k = 1) =>
  c.lin(
    [
      [0, darken(base, 0.28 * k)],
      [0.22, lighten(base, 0.35 * k)],
      [0.42, lighten(base, 0.1 * k)],
      [0.8, darken(base, 0.12 * k)],
      [1, darken(base, 0.32 * k)],
    ],
    0, 0, 1, 0,
  );

/** Translucent diagonal sheen for glass and screens, clipped to the given shape markup. */
export function gloss(c: Ctx, shape: string, x: number, y: number, w: number, h: number, opacity = 0.16): string {
  const clip = c.clip(shape);
  return g(poly([[x + w * 0.45, y], [x + w * 0.75, y], [x + w * 0.4, y + h], [x + w * 0.1, y + h]], '#ffffff', `opacity="${opacity}"`), clip);
}

/** Bilinear map of (u, v) in 0..1 onto a quadrilateral (tl, tr, br, bl): fakes perspective. */
export function quadMap(q: [Pt, Pt, Pt, Pt]) {
  const [tl, tr, br, bl] = q;
  return (u: number, v: number): Pt => {
    const top: Pt = [tl[0] + (tr[0] - tl[0]) * u, tl[1] + (tr[1] - tl[1]) * u];
    const bot: Pt = [bl[0] + (br[0] - bl[0]) * u, bl[1] + (br[1] - bl[1]) * u];
    return [top[0] + (bot[0] - top[0]) * v, top[1] + (bot[1] - top[1]) * v];
  };
}
export function quadCell(m: (u: number, v: number) => Pt, u0: number, v0: number, u1: number, v1: number): Pt[] {
  return [m(u0, v0), m(u1, v0), m(u1, v1), m(u0, v1)];
}

/**
 * Side and top faces of a rounded box seen from front-right-above: drawn behind the front
 * face, they turn a flat front into the "other angle" gallery shot of boxy appliances.
 * Returns the markup and the (dx, dy) offset of the back face.
 */
export function extrude(c: Ctx, x: number, y: number, w: number, h: number, r: number, depth: number, side: string, top: string): string {
  const dx = depth * 0.62;
  const dy = depth * 0.36;
  const k = Math.min(r, 0.3 * w);
  return (
    rr(x + dx, y - dy, w, h, r, darken(side, 0.12)) +
    poly([[x + w - 1, y + k], [x + w - 1 + dx, y + k - dy], [x + w + dx, y + h - k - dy], [x + w, y + h - k * 0.6]], c.lin([[0, darken(side, 0.02)], [1, darken(side, 0.18)]], 0, 0, 1, 0)) +
    poly([[x + k * 0.5, y + 1], [x + k * 0.5 + dx, y - dy + 1], [x + w - k + dx, y - dy], [x + w - k, y]], c.lin([[0, lighten(top, 0.04)], [1, darken(top, 0.04)]]))
  );
}
export const depthShift = (depth: number): Pt => [-depth * 0.31, depth * 0.18];

/** Points of a regular star/flower helper: `count` points on a circle. */
export function ring(cx: number, cy: number, r: number, count: number, phase = 0): Pt[] {
  return Array.from({ length: count }, (_, i) => {
    const a = phase + (i / count) * Math.PI * 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as Pt;
  });
}

/** Deterministic pseudo-random numbers so every run draws identical pixels. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}
