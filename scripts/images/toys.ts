// Toys: toy car, building blocks, teddy bear, jigsaw puzzle, ride-on jeep, Ludo board game.
import { type Look, type ProductArt, mirror, move, rotate, turn } from './art';
import {
  Ctx, circ, cyl, darken, el, g, gloss, lighten, line, path, poly, quadCell, quadMap, ring, rr, shadow, stroke, vshade, type Pt,
} from './svg';

function wheel(c: Ctx, cx: number, cy: number, r: number, rim: string): string {
  return (
    circ(cx, cy, r, '#1d1f22') +
    circ(cx, cy, r * 0.92, 'none', `stroke="#2e3135" stroke-width="${r * 0.12}" stroke-dasharray="${r * 0.16} ${r * 0.1}"`) +
    circ(cx, cy, r * 0.62, cyl(c, rim)) +
    ring(cx, cy, r * 0.36, 5, -Math.PI / 2).map(([x, y]) => circ(x, y, r * 0.1, darken(rim, 0.35))).join('') +
    circ(cx, cy, r * 0.14, darken(rim, 0.3))
  );
}

function toyCar(c: Ctx, { alt, angle }: Look): string {
  const paint = alt ? '#1f6fd6' : '#e0312b';
  let s = shadow(c, 405, 582, 310, 20);
  s += path('M150 398 L196 392 L200 378 L130 384 Q124 385 126 392Z', darken(paint, 0.35));
  s += path('M118 500 L118 450 Q120 420 160 412 L268 398 Q310 340 386 330 L470 330 Q526 334 566 382 L650 402 Q690 414 692 452 L692 496 Q692 516 670 516 L140 516 Q118 516 118 500Z', vshade(c, paint, 0.2, 0.22));
  s += path('M128 446 Q400 430 690 450 L690 470 Q400 452 124 466Z', lighten(paint, 0.35), 'opacity="0.5"');
  if (alt) s += path('M268 398 Q310 340 386 330 L400 330 Q330 350 296 398Z', '#ffffff', 'opacity="0.8"') + rr(130, 474, 550, 10, 5, '#ffffff', 'opacity="0.85"');
  const win = 'M292 400 Q324 352 388 346 L462 346 Q502 350 538 394Z';
  s += path(win, c.lin([[0, '#3c4d63'], [1, '#151c26']])) + gloss(c, `<path d="${win}"/>`, 292, 346, 246, 54, 0.25);
  s += rr(408, 346, 8, 52, 2, darken(paint, 0.3));
  s += path('M404 404 L410 500', 'none', `stroke="${darken(paint, 0.3)}" stroke-width="3"`) + rr(428, 418, 34, 8, 4, darken(paint, 0.35));
  s += path('M660 424 Q688 428 690 446 L664 446Z', '#fff4c8') + path('M120 430 L140 428 L140 448 L120 450Z', '#ff4a4a');
  s += circ(220, 512, 66, darken(paint, 0.5)) + circ(590, 512, 66, darken(paint, 0.5));
  s += wheel(c, 220, 516, 56, '#d9dee3') + wheel(c, 590, 516, 56, '#d9dee3');
  return angle ? turn(mirror(s), 400, 450, 1.2) : s;
}

/** One isometric toy brick. X/Y/Z in stud units; `size` px per stud. */
function brick(c: Ctx, ox: number, oy: number, size: number, X: number, Y: number, Z: number, w: number, d: number, h: number, col: string): string {
  const P = (x: number, y: number, z: number): Pt => [ox + (x - y) * 0.866 * size, oy + (x + y) * 0.5 * size - z * size];
  const X1 = X + w, Y1 = Y + d, Z1 = Z + h;
  let s = poly([P(X, Y1, Z), P(X1, Y1, Z), P(X1, Y1, Z1), P(X, Y1, Z1)], col);
  s += poly([P(X1, Y, Z), P(X1, Y1, Z), P(X1, Y1, Z1), P(X1, Y, Z1)], darken(col, 0.22));
  s += poly([P(X, Y, Z1), P(X1, Y, Z1), P(X1, Y1, Z1), P(X, Y1, Z1)], lighten(col, 0.18));
  const rx = 0.3 * 1.2247 * size, ry = 0.3 * 0.707 * size, sh = 0.22 * size;
  for (let i = 0; i < w; i++)
    for (let j = 0; j < d; j++) {
      const [cx, cy] = P(X + i + 0.5, Y + j + 0.5, Z1);
      s += el(cx, cy, rx, ry, darken(col, 0.15)) + rr(cx - rx, cy - sh, rx * 2, sh, 0, c.lin([[0, col], [0.4, lighten(col, 0.1)], [1, darken(col, 0.25)]], 0, 0, 1, 0)) + el(cx, cy - sh, rx, ry, lighten(col, 0.28));
    }
  return s;
}

function buildingBlocks(c: Ctx, { alt, angle }: Look): string {
  const pal = alt ? ['#7b4fd6', '#2bb3a3', '#ff8a3d', '#ff5c8a', '#ffd23f', '#3d8bfd'] : ['#d01012', '#0057a8', '#f7c600', '#2a9d4b', '#ff7a00', '#00a3e0'];
  const size = 56;
  // [X, Y, Z, w, d, h, colour]; listed back-to-front, bottom-to-top so painting order is right.
  const bricks: [number, number, number, number, number, number, number][] = [
    [0, 0, 0, 4, 2, 1.2, 1],
    [0, 2, 0, 2, 2, 1.2, 2],
    [2, 2, 0, 2, 2, 1.2, 0],
    [1, 0, 1.2, 2, 4, 1.2, 3],
    [3, 2, 1.2, 1, 2, 1.2, 4],
    [1, 1, 2.4, 2, 2, 1.2, 0],
    [4.6, 1, 0, 2, 1, 1.2, 5],
    [0, 4.4, 0, 2, 2, 0.5, 4],
  ];
  let s = shadow(c, 400, 612, 320, 26);
  const ox = 420, oy = 372;
  for (const [X, Y, Z, w, d, h, k] of bricks) s += brick(c, ox, oy, size, X, Y, Z, w, d, h, pal[k]!);
  return angle ? mirror(s) : s;
}

function teddyBear(c: Ctx, { alt, angle }: Look): string {
  const fur = alt ? '#e6cfa6' : '#b0733f';
  const light = lighten(fur, 0.45);
  const bow = alt ? '#2bb3a3' : '#d63b3b';
  const furPaint = (k = 0) => c.rad([[0, lighten(fur, 0.18 + k)], [1, darken(fur, 0.18)]], 0.4, 0.35, 0.75);
  let s = shadow(c, 400, 690, 250, 22);
  // Legs sticking forward with paw pads.
  s += el(300, 620, 86, 66, furPaint()) + el(500, 620, 86, 66, furPaint());
  s += el(296, 636, 46, 38, light) + el(504, 636, 46, 38, light);
  s += [[-24, -20], [0, -30], [24, -20]].map(([dx, dy]) => circ(296 + dx!, 636 + dy!, 9, darken(light, 0.12)) + circ(504 + dx!, 636 + dy!, 9, darken(light, 0.12))).join('');
  s += el(400, 500, 150, 160, furPaint());
  s += el(400, 530, 92, 106, light, 'opacity="0.85"');
  s += el(254, 470, 52, 96, furPaint(), 'transform="rotate(28 254 470)"') + el(546, 470, 52, 96, furPaint(), 'transform="rotate(-28 546 470)"');
  s += circ(228, 528, 30, light, 'opacity="0.8"') + circ(572, 528, 30, light, 'opacity="0.8"');
  // Head.
  s += circ(282, 160, 56, furPaint()) + circ(518, 160, 56, furPaint()) + circ(282, 164, 32, light) + circ(518, 164, 32, light);
  s += circ(400, 250, 132, furPaint(0.05));
  s += el(400, 298, 62, 48, lighten(fur, 0.55));
  s += path('M378 278 Q400 266 422 278 Q422 296 400 302 Q378 296 378 278Z', '#3a2416');
  s += stroke('M400 302 L400 318 M380 322 Q400 336 420 322', '#3a2416', 4);
  s += circ(350, 232, 13, '#1e1410') + circ(450, 232, 13, '#1e1410') + circ(354, 227, 4, '#ffffff') + circ(454, 227, 4, '#ffffff');
  s += el(320, 280, 18, 10, '#ff8f8f', 'opacity="0.35"') + el(480, 280, 18, 10, '#ff8f8f', 'opacity="0.35"');
  // Bow tie.
  s += path('M400 380 L330 350 Q318 380 330 412Z', bow) + path('M400 380 L470 350 Q482 380 470 412Z', bow) + circ(400, 381, 18, darken(bow, 0.15));
  return angle ? rotate(s, -8, 400, 420) : s;
}

/** One jigsaw edge from A to B; t = 1 tab out, -1 blank in, 0 flat. */
function edge(A: Pt, B: Pt, t: number): string {
  if (!t) return `L${B[0].toFixed(1)} ${B[1].toFixed(1)}`;
  const L = Math.hypot(B[0] - A[0], B[1] - A[1]);
  const u = [(B[0] - A[0]) / L, (B[1] - A[1]) / L];
  const nrm = [u[1]!, -u[0]!];
  const P = (a: number, b: number) => `${(A[0] + u[0]! * a * L + nrm[0]! * b * L * t).toFixed(1)} ${(A[1] + u[1]! * a * L + nrm[1]! * b * L * t).toFixed(1)}`;
  return `L${P(0.36, 0)} C${P(0.4, 0)} ${P(0.41, 0.06)} ${P(0.38, 0.12)} C${P(0.33, 0.22)} ${P(0.4, 0.3)} ${P(0.5, 0.3)} C${P(0.6, 0.3)} ${P(0.67, 0.22)} ${P(0.62, 0.12)} C${P(0.59, 0.06)} ${P(0.6, 0)} ${P(0.64, 0)} L${B[0].toFixed(1)} ${B[1].toFixed(1)}`;
}

function puzzle(c: Ctx, { alt, angle }: Look): string {
  const N = 3, S = 140, x0 = 140, y0 = 230;
  // Horizontal/vertical interior edge signs, fixed so the pieces interlock.
  const hs = [[1, -1, 1], [-1, 1, -1]];
  const vs = [[-1, 1], [1, -1], [-1, 1]];
  const piece = (i: number, j: number, ox = 0, oy = 0) => {
    const x = x0 + i * S + ox, y = y0 + j * S + oy;
    const top = j === 0 ? 0 : -hs[j - 1]![i]!;
    const bottom = j === N - 1 ? 0 : hs[j]![i]!;
    const left = i === 0 ? 0 : -vs[j]![i - 1]!;
    const right = i === N - 1 ? 0 : vs[j]![i]!;
    return `M${x} ${y} ${edge([x, y], [x + S, y], top)} ${edge([x + S, y], [x + S, y + S], right)} ${edge([x + S, y + S], [x, y + S], bottom)} ${edge([x, y + S], [x, y], left)}Z`;
  };
  // The printed picture: hot-air balloon over hills (a summer sky for the alternate box).
  const pic = (ox: number, oy: number) =>
    g(
      rr(x0 - 60, y0 - 60, S * N + 120, S * N + 120, 0, c.lin(alt ? [[0, '#ff9a8b'], [1, '#ffe29f']] : [[0, '#5ec8f2'], [1, '#d8f3ff']])) +
        circ(x0 + 340, y0 + 90, 44, '#fff2b3') +
        path(`M${x0 - 60} ${y0 + 300} C${x0 + 80} ${y0 + 230} ${x0 + 220} ${y0 + 280} ${x0 + 480} ${y0 + 250} L${x0 + 480} ${y0 + 480} L${x0 - 60} ${y0 + 480}Z`, '#7ccf6b') +
        path(`M${x0 - 60} ${y0 + 360} C${x0 + 120} ${y0 + 320} ${x0 + 300} ${y0 + 380} ${x0 + 480} ${y0 + 340} L${x0 + 480} ${y0 + 480} L${x0 - 60} ${y0 + 480}Z`, '#3f9d4f') +
        path(`M${x0 + 120} ${y0 + 80} C${x0 + 60} ${y0 + 80} ${x0 + 50} ${y0 + 170} ${x0 + 100} ${y0 + 210} L${x0 + 140} ${y0 + 210} C${x0 + 190} ${y0 + 170} ${x0 + 180} ${y0 + 80} ${x0 + 120} ${y0 + 80}Z`, '#e0453a') +
        path(`M${x0 + 120} ${y0 + 80} C${x0 + 100} ${y0 + 100} ${x0 + 100} ${y0 + 180} ${x0 + 114} ${y0 + 210} L${x0 + 126} ${y0 + 210} C${x0 + 140} ${y0 + 180} ${x0 + 140} ${y0 + 100} ${x0 + 120} ${y0 + 80}Z`, '#ffd23f') +
        rr(x0 + 106, y0 + 222, 28, 20, 4, '#8a5a2b') + line(x0 + 102, y0 + 208, x0 + 108, y0 + 222, '#6b4a2b', 2) + line(x0 + 138, y0 + 208, x0 + 132, y0 + 222, '#6b4a2b', 2) +
        el(x0 + 290, y0 + 170, 50, 14, '#ffffff', 'opacity="0.9"') + el(x0 + 320, y0 + 160, 34, 14, '#ffffff', 'opacity="0.9"'),
      `transform="translate(${ox} ${oy})"`,
    );
  const missing = angle ? [1, 1] : [2, 0];
  let s = shadow(c, 380, 680, 290, 22);
  s += rr(x0 - 16, y0 - 16, S * N + 32, S * N + 32, 18, '#2f3a4a');
  s += rr(x0 - 16, y0 - 16, S * N + 32, S * N + 32, 18, c.pattern(16, 16, `<rect width="16" height="16" fill="#2f3a4a"/><circle cx="8" cy="8" r="1.5" fill="#4a586b"/>`));
  for (let j = 0; j < N; j++)
    for (let i = 0; i < N; i++) {
      if (i === missing[0] && j === missing[1]) continue;
      const d = piece(i, j);
      s += path(d, '#1f2733', 'transform="translate(3 5)"') + g(pic(0, 0), c.clip(`<path d="${d}"/>`)) + path(d, 'none', 'stroke="#ffffff" stroke-width="2.5" opacity="0.65"');
    }
  // The lifted piece floats above its slot, turned, with its own shadow.
  const [mi, mj] = missing as [number, number];
  const d = piece(mi, mj);
  const cx = x0 + mi * S + S / 2, cy = y0 + mj * S + S / 2;
  const tx = angle ? 260 : 90, ty = angle ? -20 : -120;
  s += shadow(c, cx + tx * 0.6, cy + ty * 0.4 + 60, 90, 22, 0.25);
  s += g(path(d, '#1f2733', 'transform="translate(4 7)"') + g(pic(0, 0), c.clip(`<path d="${d}"/>`)) + path(d, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.8"'), `transform="translate(${tx} ${ty}) rotate(${angle ? 18 : -14} ${cx} ${cy})"`);
  return move(s, 0, angle ? -20 : 20);
}

function rideOn(c: Ctx, { alt, angle }: Look): string {
  const paint = alt ? '#ffc531' : '#ff5fa2';
  let s = shadow(c, 410, 632, 300, 22);
  // Windscreen frame and steering wheel behind the body.
  s += stroke('M470 420 L446 260 L530 260 L560 420', darken(paint, 0.35), 12);
  s += poly([[458, 404], [452, 272], [524, 272], [546, 404]], '#bfe6ff', 'opacity="0.45"');
  s += stroke('M420 430 L398 340', '#2a2d31', 12) + el(392, 326, 16, 42, '#2a2d31', 'transform="rotate(-20 392 326)"') + el(392, 326, 8, 30, paint, 'transform="rotate(-20 392 326)"');
  s += path('M236 420 L250 300 Q254 280 276 284 L310 290 Q326 294 322 314 L312 420Z', '#2a2d31');
  s += path('M130 520 L134 440 Q138 412 170 410 L560 404 Q600 404 640 430 L676 452 Q694 464 692 490 L688 548 Q686 568 664 568 L150 568 Q130 568 130 548Z', vshade(c, paint, 0.18, 0.2));
  s += path('M150 426 L560 420 Q596 420 632 442', 'none', `stroke="${lighten(paint, 0.45)}" stroke-width="8" opacity="0.7"`);
  s += poly(ring(360, 486, 34, 10, -Math.PI / 2).map(([x, y], i) => (i % 2 ? [360 + (x - 360) * 0.45, 486 + (y - 486) * 0.45] : [x, y]) as Pt), '#ffffff', 'opacity="0.9"');
  s += rr(664, 470, 24, 30, 8, '#fff4c8') + rr(118, 530, 40, 22, 8, '#2a2d31') + rr(666, 530, 36, 22, 8, '#2a2d31');
  s += circ(240, 566, 84, darken(paint, 0.45)) + circ(570, 566, 84, darken(paint, 0.45));
  s += wheel(c, 240, 570, 74, '#f4f6f8') + wheel(c, 570, 570, 74, '#f4f6f8');
  const out = move(s, 0, -30);
  return angle ? turn(mirror(out), 400, 450, 1.1) : out;
}

function pawn(c: Ctx, x: number, y: number, col: string, k = 1): string {
  return (
    el(x, y, 20 * k, 8 * k, darken(col, 0.3)) +
    path(`M${x - 18 * k} ${y} Q${x - 14 * k} ${y - 30 * k} ${x - 6 * k} ${y - 44 * k} L${x + 6 * k} ${y - 44 * k} Q${x + 14 * k} ${y - 30 * k} ${x + 18 * k} ${y}Z`, c.lin([[0, lighten(col, 0.2)], [1, darken(col, 0.2)]], 0, 0, 1, 0)) +
    circ(x, y - 52 * k, 13 * k, c.rad([[0, lighten(col, 0.4)], [1, col]], 0.35, 0.3, 0.7))
  );
}

function dice(c: Ctx, x: number, y: number, s: number): string {
  const P = (a: number, b: number, z: number): Pt => [x + (a - b) * 0.866 * s, y + (a + b) * 0.5 * s - z * s];
  let o = poly([P(0, 1, 0), P(1, 1, 0), P(1, 1, 1), P(0, 1, 1)], '#f1f3f5');
  o += poly([P(1, 0, 0), P(1, 1, 0), P(1, 1, 1), P(1, 0, 1)], '#d5dae0');
  o += poly([P(0, 0, 1), P(1, 0, 1), P(1, 1, 1), P(0, 1, 1)], '#ffffff');
  const pip = (p: Pt, col = '#1f2226') => el(p[0], p[1], s * 0.09, s * 0.06, col);
  o += pip(P(0.5, 0.5, 1), '#e0453a');
  o += pip(P(0.25, 1, 0.75)) + pip(P(0.75, 1, 0.25)) + pip(P(0.5, 1, 0.5));
  o += pip(P(1, 0.25, 0.75)) + pip(P(1, 0.75, 0.25)) + pip(P(1, 0.25, 0.25)) + pip(P(1, 0.75, 0.75));
  return o;
}

function boardGame(c: Ctx, { alt, angle }: Look): string {
  const red = '#e0453a', green = '#2fa85a', yellow = '#f5c518', blue = '#2f7fd1';
  const q: [Pt, Pt, Pt, Pt] = angle ? [[160, 250], [560, 210], [720, 500], [120, 560]] : [[190, 240], [610, 240], [700, 560], [100, 560]];
  const m = quadMap(q);
  const cell = (i0: number, j0: number, i1: number, j1: number) => quadCell(m, i0 / 15, j0 / 15, i1 / 15, j1 / 15);
  let s = shadow(c, 400, 600, 340, 24);
  s += poly([q[3], q[2], [q[2][0] - 6, q[2][1] + 30], [q[3][0] + 6, q[3][1] + 30]], alt ? '#5a3a22' : '#8a5a34');
  s += poly([q[0], q[1], q[2], q[3]], alt ? '#fdf6e8' : '#ffffff', 'stroke="#8a5a34" stroke-width="6" stroke-linejoin="round"');
  const homes: [number, number, string][] = [[0, 0, red], [9, 0, green], [9, 9, yellow], [0, 9, blue]];
  for (const [i, j, col] of homes) {
    s += poly(cell(i, j, i + 6, j + 6), col) + poly(cell(i + 1, j + 1, i + 5, j + 5), '#ffffff');
    for (const [a, b] of [[2, 2], [4, 2], [2, 4], [4, 4]] as const) {
      const [cx, cy] = m((i + a) / 15, (j + b) / 15);
      s += el(cx, cy, 14, 9, col);
    }
  }
  // Home stretches and start squares.
  for (let k = 1; k < 6; k++) {
    s += poly(cell(7, k, 8, k + 1), green) + poly(cell(14 - k, 7, 15 - k, 8), yellow) + poly(cell(7, 14 - k, 8, 15 - k), blue) + poly(cell(k, 7, k + 1, 8), red);
  }
  s += poly(cell(1, 6, 2, 7), red) + poly(cell(8, 1, 9, 2), green) + poly(cell(13, 8, 14, 9), yellow) + poly(cell(6, 13, 7, 14), blue);
  // Grid lines on the arms.
  let grid = '';
  for (let k = 0; k <= 15; k++) {
    if (k <= 6 || k >= 9) {
      const a = m(6 / 15, k / 15), b = m(9 / 15, k / 15), cc = m(k / 15, 6 / 15), d = m(k / 15, 9 / 15);
      grid += line(a[0], a[1], b[0], b[1], '#9aa3ad', 1.5) + line(cc[0], cc[1], d[0], d[1], '#9aa3ad', 1.5);
    }
  }
  for (const k of [6, 7, 8, 9]) {
    const a = m(k / 15, 0), b = m(k / 15, 6 / 15), a2 = m(k / 15, 9 / 15), b2 = m(k / 15, 1);
    const h1 = m(0, k / 15), h2 = m(6 / 15, k / 15), h3 = m(9 / 15, k / 15), h4 = m(1, k / 15);
    grid += line(a[0], a[1], b[0], b[1], '#9aa3ad', 1.5) + line(a2[0], a2[1], b2[0], b2[1], '#9aa3ad', 1.5) + line(h1[0], h1[1], h2[0], h2[1], '#9aa3ad', 1.5) + line(h3[0], h3[1], h4[0], h4[1], '#9aa3ad', 1.5);
  }
  s += grid;
  // Centre triangles.
  const C = m(0.5, 0.5);
  const [tl, tr, br, bl] = [m(6 / 15, 6 / 15), m(9 / 15, 6 / 15), m(9 / 15, 9 / 15), m(6 / 15, 9 / 15)];
  s += poly([tl, tr, C], green) + poly([tr, br, C], yellow) + poly([br, bl, C], blue) + poly([bl, tl, C], red);
  // Pieces and dice.
  const put = (u: number, v: number, col: string) => {
    const [x, y] = m(u, v);
    return pawn(c, x, y + 4, col, 0.8 + v * 0.4);
  };
  s += put(2 / 15, 2 / 15, red) + put(4 / 15, 4 / 15, red) + put(7.5 / 15, 3.5 / 15, green) + put(11 / 15, 2 / 15, green) + put(12.5 / 15, 7.5 / 15, yellow) + put(6.5 / 15, 11.5 / 15, blue) + put(4 / 15, 11 / 15, blue);
  s += dice(c, 610, 560, 58) + dice(c, 680, 470, 46);
  return move(s, -20, -10);
}

export const toyArt: Record<string, ProductArt> = {
  'toy-car': { draw: toyCar, box: [118, 330, 692, 590], detail: [590, 470, 2], scene: 'playroom', mount: 'floor' },
  'building-blocks': { draw: buildingBlocks, box: [130, 232, 712, 624], detail: [420, 330, 2], scene: 'playroom', mount: 'floor' },
  'teddy-bear': { draw: teddyBear, box: [150, 104, 650, 700], detail: [400, 260, 2], scene: 'playroom', mount: 'floor' },
  puzzle: { draw: puzzle, box: [124, 130, 640, 700], detail: [330, 420, 1.8], scene: 'playroom', mount: 'floor' },
  'ride-on': { draw: rideOn, box: [118, 230, 702, 630], detail: [400, 330, 2], scene: 'playroom', mount: 'floor' },
  'board-game': { draw: boardGame, box: [80, 180, 720, 610], detail: [300, 330, 2], scene: 'playroom', mount: 'floor' },
};
