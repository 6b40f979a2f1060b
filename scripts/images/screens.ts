// Pictures shown on device screens. A lit screen with a vivid image is what makes a TV or a
// laptop read as a product photo rather than a grey box.
import { Ctx, circ, g, path, rr, el } from './svg';

export type ScreenTheme = 'sunset' | 'aurora' | 'ocean' | 'city' | 'blobs' | 'meadow';

/**
 * Draws a theme into the rectangle (x, y, w, h), scaled to cover it (like CSS
 * object-fit: cover) and clipped to `clipShape` (defaults to a rounded rect).
 */
export function screen(c: Ctx, theme: ScreenTheme, x: number, y: number, w: number, h: number, r = 4, clipShape?: string): string {
  const portrait = h > w;
  const [bw, bh] = portrait ? [600, 1000] : [1000, 600];
  const s = Math.max(w / bw, h / bh);
  const tx = x + (w - bw * s) / 2;
  const ty = y + (h - bh * s) / 2;
  const art = portrait ? portraitArt(c, theme) : landscapeArt(c, theme);
  const clip = c.clip(clipShape ?? `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`);
  return g(g(art, `transform="translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${s.toFixed(4)})"`), clip);
}

function landscapeArt(c: Ctx, theme: ScreenTheme): string {
  switch (theme) {
    case 'sunset':
      return (
        rr(0, 0, 1000, 600, 0, c.lin([[0, '#2b1d5c'], [0.45, '#c2417a'], [0.75, '#f79a4a'], [1, '#ffd27a']])) +
        circ(640, 330, 95, c.rad([[0, '#fff6d5'], [0.6, '#ffd67a'], [1, '#ffb85c', 0.9]])) +
        circ(640, 330, 190, c.rad([[0, '#ffd27a', 0.45], [1, '#ffd27a', 0]])) +
        path('M0 420 L150 300 L260 380 L400 250 L560 400 L700 310 L860 420 L1000 330 L1000 600 L0 600Z', '#5a2f6b') +
        path('M0 470 L120 400 L300 470 L460 380 L640 480 L820 410 L1000 470 L1000 600 L0 600Z', '#3a1f4d') +
        rr(0, 505, 1000, 95, 0, c.lin([[0, '#f28a5c'], [1, '#2a1640']])) +
        rr(560, 515, 160, 6, 3, '#ffe3a1', 'opacity="0.7"') + rr(590, 535, 100, 5, 2.5, '#ffe3a1', 'opacity="0.5"') +
        rr(610, 552, 60, 4, 2, '#ffe3a1', 'opacity="0.4"')
      );
    case 'aurora':
      return (
        rr(0, 0, 1000, 600, 0, c.lin([[0, '#06122b'], [0.6, '#0f2f4d'], [1, '#12505a']])) +
        path('M-20 260 C180 120 320 300 520 170 S860 90 1020 200 L1020 280 C860 180 700 260 520 250 S180 230 -20 330Z', c.lin([[0, '#3cf0a8', 0.8], [1, '#4dd0ff', 0.1]])) +
        path('M-20 180 C200 60 380 190 560 90 S880 40 1020 110 L1020 150 C860 100 700 160 560 150 S200 150 -20 230Z', c.lin([[0, '#a56cff', 0.1], [1, '#ff7ad9', 0.55]], 0, 0, 1, 0)) +
        stars(60) +
        path('M0 470 L180 330 L300 420 L450 290 L620 450 L760 360 L1000 480 L1000 600 L0 600Z', '#0b1e33') +
        path('M450 290 L500 336 L470 330 L440 350 L420 318Z', '#e8f3ff', 'opacity="0.9"') +
        path('M180 330 L220 362 L196 360 L170 372 L160 346Z', '#e8f3ff', 'opacity="0.8"') +
        path('M0 520 C200 500 420 540 600 515 S900 500 1000 520 L1000 600 L0 600Z', '#061527')
      );
    case 'ocean':
      return (
        rr(0, 0, 1000, 600, 0, c.lin([[0, '#5fc8f0'], [0.55, '#bfeaf8'], [0.56, '#1f9cc9'], [1, '#0d5f8a']])) +
        circ(820, 120, 60, '#fffbe8') +
        el(260, 110, 120, 26, '#ffffff', 'opacity="0.85"') + el(330, 95, 80, 24, '#ffffff', 'opacity="0.85"') +
        el(640, 170, 90, 18, '#ffffff', 'opacity="0.7"') +
        path('M0 400 C120 380 220 420 340 395 S560 380 680 400 S900 420 1000 392 L1000 600 L0 600Z', '#188fbc', 'opacity="0.8"') +
        path('M0 470 C150 450 260 490 400 465 S650 450 780 472 S950 480 1000 462 L1000 600 L0 600Z', '#0f7aa6') +
        path('M560 600 C600 520 700 470 820 460 C900 455 960 470 1000 480 L1000 600Z', '#f3d7a0') +
        path('M760 470 L780 300 L792 300 L790 470Z', '#6b4a2b') +
        path('M786 300 C740 280 700 300 680 330 C720 300 760 300 786 305Z M786 300 C820 270 870 280 890 310 C850 290 815 295 786 305Z M786 300 C770 260 780 230 800 215 C790 250 792 275 790 302Z', '#2f8a4a')
      );
    case 'city':
      return (
        rr(0, 0, 1000, 600, 0, c.lin([[0, '#1a1446'], [0.55, '#6a2c8c'], [1, '#f2734b']])) +
        circ(260, 170, 70, c.rad([[0, '#ffe9b0'], [1, '#ffb86b']])) +
        cityRow(330, '#3b2466', 60, 1) + cityRow(400, '#241640', 90, 2) +
        rr(0, 520, 1000, 80, 0, '#150d2a') +
        rr(0, 520, 1000, 4, 0, '#ff9d6b', 'opacity="0.6"')
      );
    case 'meadow':
      return (
        rr(0, 0, 1000, 600, 0, c.lin([[0, '#7cc7f5'], [1, '#dff3ff']])) +
        el(220, 120, 110, 30, '#ffffff') + el(300, 100, 70, 30, '#ffffff') + el(760, 150, 90, 24, '#ffffff') +
        path('M0 360 C200 280 360 300 520 340 S860 300 1000 330 L1000 600 L0 600Z', '#7dc36b') +
        path('M0 430 C220 380 420 420 620 400 S880 380 1000 410 L1000 600 L0 600Z', '#4fa653') +
        path('M0 520 C240 480 520 520 1000 480 L1000 600 L0 600Z', '#2f8a45') +
        flowers(40)
      );
    case 'blobs':
    default:
      return (
        rr(0, 0, 1000, 600, 0, c.lin([[0, '#3b1fd1'], [1, '#0fb5a6']], 0, 0, 1, 1)) +
        circ(250, 150, 260, '#ff7ab6', 'opacity="0.75"') +
        circ(800, 480, 300, '#ffc15e', 'opacity="0.7"') +
        circ(620, 160, 180, '#55e6ff', 'opacity="0.55"')
      );
  }
}

function portraitArt(c: Ctx, theme: ScreenTheme): string {
  // Phone wallpapers: soft abstract shapes read well at small sizes.
  const pal: Record<string, [string, string, string, string]> = {
    blobs: ['#2a1b8f', '#11b3a6', '#ff7ab6', '#ffc15e'],
    sunset: ['#3a1d6e', '#f08a5d', '#ffd27a', '#c2417a'],
    ocean: ['#0b4f8a', '#39c6e6', '#bff3ff', '#1f7fbf'],
    aurora: ['#071a33', '#29d6a0', '#a56cff', '#4dd0ff'],
    city: ['#1a1446', '#f2734b', '#ffb86b', '#6a2c8c'],
    meadow: ['#1f7a4d', '#9be37b', '#fff3a6', '#4cc1a0'],
  };
  const [a, b, cc, d] = pal[theme] ?? pal.blobs!;
  return (
    rr(0, 0, 600, 1000, 0, c.lin([[0, a], [1, b]], 0, 0, 1, 1)) +
    circ(120, 260, 260, cc, 'opacity="0.75"') +
    circ(520, 700, 300, d, 'opacity="0.7"') +
    path('M-20 640 C160 520 380 760 620 600 L620 1020 L-20 1020Z', b, 'opacity="0.65"')
  );
}

function stars(count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = (i * 397) % 1000;
    const y = (i * 173) % 320;
    s += circ(x, y, 1.5 + (i % 3), '#ffffff', `opacity="${0.35 + (i % 4) * 0.15}"`);
  }
  return s;
}

function flowers(count: number): string {
  let s = '';
  const cols = ['#ffd23f', '#ff6b8b', '#ffffff', '#c58bff'];
  for (let i = 0; i < count; i++) s += circ((i * 263) % 1000, 470 + ((i * 89) % 120), 6, cols[i % 4]!);
  return s;
}

function cityRow(base: number, color: string, step: number, seed: number): string {
  let s = '';
  let x = -20;
  let i = seed;
  while (x < 1000) {
    const w = step * (0.6 + ((i * 37) % 10) / 14);
    const h = 90 + ((i * 53) % 9) * 28;
    s += rr(x, base - h + 200, w - 6, h + 200, 2, color);
    // Lit windows: a sparse grid of warm dots.
    for (let wy = base - h + 215; wy < base + 180; wy += 26)
      for (let wx = x + 8; wx < x + w - 16; wx += 18)
        if ((Math.floor(wx) * 7 + Math.floor(wy) * 13 + i) % 5 === 0) s += rr(wx, wy, 8, 12, 1, '#ffd48a', 'opacity="0.8"');
    x += w;
    i++;
  }
  return s;
}
