// Large appliances: TVs, refrigerators, washing machines, air care. Each function draws the
// product in an 800x800 frame (see art.ts); `angle` adds side/top faces or a turned pose.
import { type Look, type ProductArt, turn, move } from './art';
import { screen, type ScreenTheme } from './screens';
import {
  Ctx, circ, cyl, darken, depthShift, el, extrude, g, gloss, hshade, lighten, line, path, poly, ring, rr, shadow, stroke, vshade,
} from './svg';

const WHITE = '#f4f6f8';
const EDGE = 'stroke="#d5dae0" stroke-width="2"';

// ---- televisions ---------------------------------------------------------------------

function tvPanel(c: Ctx, x: number, y: number, w: number, h: number, bezel: number, frame: string, theme: ScreenTheme, chin: number): string {
  const shape = `<rect x="${x + bezel}" y="${y + bezel}" width="${w - 2 * bezel}" height="${h - 2 * bezel - chin}" rx="2"/>`;
  return (
    // A darker copy offset up-right reads as the panel's thickness.
    rr(x + 8, y - 3, w, h, 7, darken(frame, 0.35)) +
    rr(x, y, w, h, 7, c.lin([[0, lighten(frame, 0.18)], [1, frame]])) +
    screen(c, theme, x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel - chin, 2) +
    gloss(c, shape, x, y, w, h, 0.1) +
    (chin ? rr(x + w / 2 - 14, y + h - chin / 2 - bezel / 2 - 2, 28, 4, 2, lighten(frame, 0.45), 'opacity="0.7"') : '')
  );
}

function tv(c: Ctx, { alt, angle }: Look): string {
  const frame = alt ? '#8e969f' : '#16181b';
  const panel = tvPanel(c, 100, 165, 600, 345, 9, frame, alt ? 'ocean' : 'sunset', 8);
  const stand =
    rr(381, 500, 38, 78, 6, cyl(c, alt ? '#a7aeb6' : '#2b2e33')) +
    el(400, 584, 132, 17, alt ? '#8d949c' : '#1d1f23') +
    el(400, 579, 128, 13, c.lin([[0, alt ? '#d3d8dd' : '#4a4e55'], [1, alt ? '#9aa1a9' : '#25282c']]));
  const sh = shadow(c, 400, 590, 250, 22, 0.3);
  return sh + stand + (angle ? turn(panel, 400, 500, 1.2) : panel);
}

function tvLarge(c: Ctx, { alt, angle }: Look): string {
  const frame = alt ? '#3a3f47' : '#101113';
  const panel = tvPanel(c, 70, 150, 660, 375, 5, frame, alt ? 'city' : 'aurora', 0);
  const metal = alt ? '#c2c8cf' : '#3b3f45';
  const foot = (fx: number) =>
    stroke(`M${fx} 520 L${fx - 30} 582`, metal, 11) + stroke(`M${fx} 520 L${fx + 26} 582`, metal, 11) + shadow(c, fx, 586, 52, 8, 0.35);
  const feet = foot(150) + foot(650);
  const sh = shadow(c, 400, 588, 330, 20, 0.22);
  return sh + feet + (angle ? turn(panel, 400, 520, 1.2) : panel);
}

// ---- refrigerators ---------------------------------------------------------------------

function flower(cx: number, cy: number, r: number, color: string): string {
  const petals = ring(cx, cy, r * 0.55, 6, 0.3)
    .map(([px, py], i) => el(px, py, r * 0.42, r * 0.22, color, `transform="rotate(${(i * 60 + 17).toFixed(0)} ${px.toFixed(1)} ${py.toFixed(1)})"`))
    .join('');
  return petals + circ(cx, cy, r * 0.2, color);
}

function fridgeSingle(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#a9b0b8' : '#8a1a3b';
  const x = 245, y = 95, w = 310, h = 600;
  let s = '';
  if (angle) s += extrude(c, x, y, w, h, 22, 120, darken(body, 0.08), lighten(body, 0.12));
  s += rr(x, y, w, h, 22, darken(body, 0.3));
  s += rr(x, y, w, 505, 22, hshade(c, body, 0.16, 0.18));
  if (alt) {
    // Brushed steel: faint vertical streaks.
    s += rr(x + 6, y + 6, w - 12, 493, 18, c.pattern(7, 40, `<rect x="0" y="0" width="1.2" height="40" fill="#ffffff" opacity="0.18"/>`));
  } else {
    // The floral door print popular on Indian single-door fridges.
    const fc = lighten(body, 0.35);
    s += g(
      stroke('M270 560 C320 500 300 430 360 380 S420 300 470 330', fc, 4) +
        flower(360, 380, 58, fc) + flower(440, 470, 44, fc) + flower(300, 500, 36, fc) +
        el(415, 335, 26, 10, fc, 'transform="rotate(-30 415 335)"') + el(320, 440, 24, 9, fc, 'transform="rotate(40 320 440)"'),
      'opacity="0.55"',
    );
  }
  s += rr(x + w - 34, y + 150, 14, 200, 7, darken(body, 0.38)) + rr(x + w - 31, y + 156, 3, 188, 1.5, lighten(body, 0.3), 'opacity="0.6"');
  s += rr(x + w / 2 - 26, y + 36, 52, 8, 4, lighten(body, 0.55), 'opacity="0.75"');
  // Base stand with the vegetable drawer.
  s += rr(x + 4, y + 512, w - 8, 80, 14, vshade(c, darken(body, 0.22), 0.1, 0.1));
  s += rr(x + 80, y + 530, w - 160, 12, 6, darken(body, 0.5));
  s += rr(x + 30, y + h - 6, 30, 10, 3, '#222') + rr(x + w - 60, y + h - 6, 30, 10, 3, '#222');
  const [dx, dy] = angle ? depthShift(120) : [0, 0];
  return shadow(c, 400 + (angle ? 30 : 0), 702, 210, 20) + move(s, dx, dy);
}

function fridgeDouble(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#2d3138' : '#bcc3cb';
  const x = 228, y = 85, w = 344, h = 612;
  let s = '';
  if (angle) s += extrude(c, x, y, w, h, 20, 130, darken(body, 0.06), lighten(body, 0.1));
  s += rr(x, y, w, h, 20, darken(body, 0.35));
  const door = hshade(c, body, 0.2, 0.16);
  s += rr(x, y, w, 178, 20, door) + rr(x, y + 182, w, 400, 20, door);
  s += rr(x, y + 170, w, 12, 0, darken(body, 0.4), 'opacity="0.6"');
  const streak = alt
    ? c.pattern(40, 40, `<rect x="0" y="0" width="40" height="40" fill="none"/>`)
    : c.pattern(6, 50, `<rect x="0" y="0" width="1" height="50" fill="#ffffff" opacity="0.22"/>`);
  s += rr(x + 4, y + 4, w - 8, 170, 18, streak) + rr(x + 4, y + 186, w - 8, 392, 18, streak);
  if (alt) {
    // Black glass doors: broad soft reflection.
    s += gloss(c, `<rect x="${x}" y="${y}" width="${w}" height="582" rx="20"/>`, x, y, w, 582, 0.09);
  }
  const handle = alt ? '#8c949d' : '#e9edf1';
  s += rr(x + 22, y + 90, 13, 78, 6, cyl(c, handle)) + rr(x + 22, y + 190, 13, 170, 6, cyl(c, handle));
  // Door display panel.
  s += rr(x + w - 92, y + 210, 66, 34, 8, '#15191e') + circ(x + w - 76, y + 227, 5, '#4DB092') + rr(x + w - 64, y + 223, 28, 8, 3, '#5ad1ff', 'opacity="0.8"');
  s += rr(x + w / 2 - 26, y + 30, 52, 7, 3.5, alt ? '#6e757e' : '#8b939c', 'opacity="0.8"');
  // Kick plate grille.
  s += rr(x + 6, y + 586, w - 12, 22, 6, '#1c1f23') + rr(x + 20, y + 593, w - 40, 8, 4, c.pattern(10, 8, `<rect width="5" height="8" fill="#3a3f45"/>`));
  const [dx, dy] = angle ? depthShift(130) : [0, 0];
  return shadow(c, 400 + (angle ? 34 : 0), 700, 225, 20) + move(s, dx, dy);
}

// ---- washing machines -------------------------------------------------------------------

function washerFront(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#7a818a' : WHITE;
  const x = 165, y = 118, w = 470, h = 578;
  let s = '';
  if (angle) s += extrude(c, x, y, w, h, 24, 130, darken(body, 0.1), lighten(body, 0.05));
  s += rr(x, y, w, h, 24, hshade(c, body, 0.2, 0.1), alt ? '' : EDGE);
  // Control panel band.
  s += rr(x + 2, y + 2, w - 4, 102, 22, vshade(c, alt ? '#8a919a' : '#eceff2', 0.1, 0.05));
  s += rr(x + 2, y + 100, w - 4, 3, 1.5, alt ? '#60666e' : '#d3d8de');
  s += rr(185, 138, 145, 62, 8, lighten(body, 0.3), alt ? '' : 'stroke="#d7dce1" stroke-width="2"') + rr(196, 184, 123, 6, 3, darken(body, 0.2));
  s += rr(366, 146, 96, 46, 9, '#1b2026') + rr(378, 160, 14, 18, 2, '#4ce0c6') + rr(396, 160, 14, 18, 2, '#4ce0c6') + circ(416, 177, 2, '#4ce0c6') + rr(422, 160, 14, 18, 2, '#4ce0c6') + circ(448, 160, 3, '#ffb347');
  s += ring(555, 169, 45, 12).map(([px, py]) => circ(px, py, 2.4, alt ? '#c8ced4' : '#9aa3ad')).join('');
  s += circ(555, 169, 33, cyl(c, '#c9d0d7')) + circ(555, 169, 24, c.lin([[0, '#f5f7f9'], [1, '#c3cad1']])) + rr(553, 148, 4, 16, 2, '#4DB092');
  // Door: chrome ring, dark porthole, drum perforation, reflection.
  const dcx = 400, dcy = 448;
  s += circ(dcx, dcy + 6, 182, darken(body, 0.12), 'opacity="0.5"');
  s += circ(dcx, dcy, 178, c.lin([[0, '#f2f4f6'], [0.45, '#aab2bb'], [1, '#e1e5e9']], 0, 0, 1, 1));
  s += circ(dcx, dcy, 160, '#2b3036');
  s += circ(dcx, dcy, 138, c.rad([[0, '#6f8294'], [0.7, '#324252'], [1, '#1a232c']], 0.45, 0.4, 0.6));
  s += circ(dcx, dcy, 118, c.pattern(18, 18, `<circle cx="9" cy="9" r="3" fill="#c9d6e2" opacity="0.22"/>`));
  s += path(`M${dcx - 150} ${dcy} A150 150 0 0 1 ${dcx} ${dcy - 150}`, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.35"');
  s += path(`M${dcx - 100} ${dcy - 60} Q${dcx - 70} ${dcy - 110} ${dcx - 10} ${dcy - 118} Q${dcx - 80} ${dcy - 80} ${dcx - 95} ${dcy - 20}Z`, '#ffffff', 'opacity="0.28"');
  s += rr(dcx + 165, dcy - 30, 16, 60, 7, c.lin([[0, '#d9dee3'], [1, '#8e969f']]));
  // Filter hatch and feet.
  s += rr(188, 648, 64, 34, 7, darken(body, 0.06), alt ? '' : 'stroke="#d5dae0" stroke-width="2"');
  s += rr(x + 24, y + h - 4, 40, 10, 3, '#2a2d31') + rr(x + w - 64, y + h - 4, 40, 10, 3, '#2a2d31');
  const [dx, dy] = angle ? depthShift(130) : [0, 0];
  return shadow(c, 400 + (angle ? 34 : 0), 700, 270, 22) + move(s, dx, dy);
}

function washerTop(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#a3abb4' : WHITE;
  const lidTint = alt ? '#5a2230' : '#2a3440';
  let s = shadow(c, 400, 702, 230, 20);
  // Front face.
  s += rr(200, 292, 400, 406, 22, hshade(c, body, 0.2, 0.12), alt ? '' : EDGE);
  s += rr(370, 322, 60, 8, 4, darken(body, 0.25));
  s += rr(216, 640, 368, 40, 10, darken(body, 0.05));
  s += rr(224, 690, 40, 12, 3, '#2a2d31') + rr(536, 690, 40, 12, 3, '#2a2d31');
  // Top face in perspective: narrower at the back.
  s += poly([[230, 108], [570, 108], [600, 300], [200, 300]], c.lin([[0, darken(body, 0.06)], [1, lighten(body, 0.3)]]));
  s += poly([[200, 300], [600, 300], [600, 306], [200, 306]], darken(body, 0.12));
  // Control panel at the back edge.
  s += poly([[234, 112], [566, 112], [572, 160], [228, 160]], vshade(c, alt ? '#7d858e' : '#e3e7eb', 0.1, 0.1));
  s += el(500, 137, 30, 15, cyl(c, '#c9d0d7')) + el(500, 135, 20, 9, '#eef1f4');
  s += rr(300, 126, 110, 22, 5, '#1b2026') + rr(312, 132, 40, 10, 2, '#4ce0c6') + circ(395, 137, 3, '#ffb347');
  if (angle) {
    // Lid raised: show the stainless drum through the opening.
    s += poly([[252, 176], [548, 176], [560, 60], [240, 60]], lidTint, 'opacity="0.55"');
    s += poly([[252, 176], [548, 176], [560, 60], [240, 60]], 'none', 'stroke="#c3cad1" stroke-width="6" stroke-linejoin="round"');
    s += el(400, 232, 150, 52, '#cfd5db') + el(400, 236, 134, 44, c.rad([[0, '#59636e'], [1, '#b7bfc7']]));
    s += el(400, 240, 118, 36, c.pattern(14, 10, `<circle cx="7" cy="5" r="2" fill="#eef2f5" opacity="0.5"/>`));
    s += el(400, 246, 42, 14, '#d9dee3');
  } else {
    s += poly([[252, 176], [548, 176], [572, 286], [228, 286]], c.lin([[0, lighten(lidTint, 0.2)], [1, lidTint]]), 'stroke="#c3cad1" stroke-width="5" stroke-linejoin="round"');
    s += gloss(c, `<polygon points="252,176 548,176 572,286 228,286"/>`, 228, 176, 344, 110, 0.18);
    s += rr(370, 276, 60, 8, 4, '#6f7780');
  }
  return s;
}

// ---- air care ------------------------------------------------------------------------------

function airConditioner(c: Ctx, { alt, angle }: Look): string {
  const panel = alt ? '#2a2e34' : '#f6f8fa';
  let indoor = shadow(c, 400, 352, 300, 14, 0.14);
  indoor += rr(90, 140, 620, 200, 42, vshade(c, '#f7f9fb', 0.3, 0.1), EDGE);
  indoor += rr(104, 150, 592, 124, 34, alt ? c.lin([[0, '#3a3f46'], [1, '#1f2227']]) : vshade(c, panel, 0.5, 0.06));
  if (alt) indoor += gloss(c, `<rect x="104" y="150" width="592" height="124" rx="34"/>`, 104, 150, 592, 124, 0.12);
  indoor += rr(120, 290, 560, 36, 16, '#2a2f36');
  const open = angle;
  indoor += open
    ? poly([[128, 300], [672, 300], [690, 334], [110, 334]], '#e9edf1') + rr(128, 300, 544, 6, 3, '#c5ccd3')
    : rr(132, 298, 536, 16, 8, '#e4e8ec');
  indoor += rr(588, 226, 78, 28, 9, alt ? '#111316' : '#20262d') + rr(600, 233, 12, 14, 2, '#5ad1ff') + rr(616, 233, 12, 14, 2, '#5ad1ff') + circ(646, 240, 4, '#4DB092');
  indoor += rr(376, 252, 48, 6, 3, alt ? '#8b939b' : '#c8ced5');
  if (open) {
    // Cool airflow instead of the outdoor unit.
    let air = '';
    for (let i = 0; i < 4; i++)
      air += stroke(`M${190 + i * 130} 360 C${170 + i * 130} 420 ${230 + i * 130} 470 ${200 + i * 130} 540`, '#7fd0ff', 7, `opacity="${0.55 - i * 0.06}"`);
    return move(indoor, 0, 80) + move(air, 0, 60);
  }
  let out = shadow(c, 550, 672, 175, 14);
  out += rr(398, 430, 304, 238, 14, vshade(c, '#e9ebed', 0.3, 0.08), EDGE);
  out += circ(520, 548, 98, '#3a4048') + circ(520, 548, 88, '#23272c');
  out += [0, 120, 240].map((a) => path('M520 548 C560 520 600 530 604 560 C580 580 545 575 520 548Z', '#4b525b', `transform="rotate(${a} 520 548)"`)).join('');
  out += [88, 66, 44].map((r) => circ(520, 548, r, 'none', 'stroke="#aab2bb" stroke-width="2.5"')).join('');
  out += line(432, 548, 608, 548, '#aab2bb', 3) + line(520, 460, 520, 636, '#aab2bb', 3) + circ(520, 548, 14, '#8d959e');
  for (let yy = 462; yy < 640; yy += 14) out += rr(632, yy, 54, 5, 2.5, '#c5cbd1');
  out += rr(410, 664, 60, 10, 3, '#8d949b') + rr(630, 664, 60, 10, 3, '#8d949b');
  let remote = shadow(c, 190, 668, 60, 10);
  remote += g(
    rr(152, 470, 74, 196, 32, vshade(c, '#fbfcfd', 0.2, 0.06), EDGE) +
      rr(166, 494, 46, 30, 6, '#21343f') + rr(174, 502, 12, 14, 2, '#5ad1ff') + rr(190, 502, 12, 14, 2, '#5ad1ff') +
      circ(189, 552, 12, '#4DB092') + [0, 1, 2].map((r) => circ(172, 586 + r * 24, 6, '#c7cdd3') + circ(206, 586 + r * 24, 6, '#c7cdd3')).join(''),
    'transform="rotate(-10 189 568)"',
  );
  return indoor + out + remote;
}

function airCooler(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#3b3f46' : WHITE;
  const accent = alt ? '#c17a3a' : '#2f79c6';
  const x = 270, y = 108, w = 260, h = 552;
  let s = '';
  if (angle) {
    // Side face shows the honeycomb cooling pad.
    s += extrude(c, x, y, w, h, 44, 170, darken(body, 0.1), lighten(body, 0.05));
    const hex = c.pattern(18, 31, `<path d="M0 0 L9 5 L9 15 L0 20 M9 15 L18 20 M9 5 L18 0" fill="none" stroke="#8a5a2b" stroke-width="1.6"/><rect width="18" height="31" fill="#d9a45c" opacity="0.5"/>`);
    s += poly([[x + w + 10, y + 180], [x + w + 90, y + 180 - 46], [x + w + 90, y + 460 - 46], [x + w + 10, y + 460]], hex);
  }
  s += rr(x, y, w, h, 46, hshade(c, body, 0.2, 0.14), alt ? '' : EDGE);
  s += rr(x + 25, y + 26, 210, 46, 16, alt ? '#2b2f34' : '#e6eaee');
  s += circ(x + 60, y + 49, 12, accent) + circ(x + 96, y + 49, 9, '#9aa3ad') + circ(x + 124, y + 49, 9, '#9aa3ad') + rr(x + 150, y + 42, 60, 14, 7, '#1b2026') + rr(x + 158, y + 46, 26, 6, 3, '#5ad1ff');
  s += rr(x + 25, y + 92, 210, 206, 18, '#272b31');
  for (let yy = y + 104; yy < y + 290; yy += 16) s += rr(x + 33, yy, 194, 8, 4, c.lin([[0, '#dfe4e9'], [1, '#a7afb8']]));
  s += rr(x + 25, y + 316, 210, 200, 22, vshade(c, accent, 0.18, 0.12));
  s += circ(x + 130, y + 410, 58, lighten(accent, 0.12), 'opacity="0.6"') + circ(x + 130, y + 410, 40, 'none', `stroke="${lighten(accent, 0.45)}" stroke-width="4" opacity="0.7"`);
  s += rr(x + 205, y + 340, 14, 150, 7, '#dff2ff') + rr(x + 205, y + 420, 14, 70, 7, '#4fb3ff');
  s += rr(x + 10, y + h - 26, w - 20, 26, 12, darken(body, 0.18));
  s += el(x + 34, y + h + 8, 18, 12, '#1f2226') + el(x + w - 34, y + h + 8, 18, 12, '#1f2226');
  const [dx, dy] = angle ? depthShift(170) : [0, 0];
  return shadow(c, 400 + (angle ? 40 : 0), 676, 190, 18) + move(s, dx, dy);
}

function airPurifier(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#3a3f46' : WHITE;
  const ringC = alt ? '#e0a060' : '#4DB092';
  const x = 282, y = 118, w = 236, h = 572;
  let s = '';
  if (angle) s += extrude(c, x, y, w, h, 56, 110, darken(body, 0.1), lighten(body, 0.04));
  s += rr(x, y, w, h, 56, hshade(c, body, 0.22, 0.14), alt ? '' : EDGE);
  s += rr(x + 22, y + 22, w - 44, 46, 23, alt ? '#2a2e33' : '#e4e8ec');
  for (let xx = x + 44; xx < x + w - 40; xx += 12) s += rr(xx, y + 32, 4, 26, 2, alt ? '#15171a' : '#c3cad1');
  s += circ(400, y + 140, 44, c.rad([[0, ringC, 0.0], [0.7, ringC, 0.15], [1, ringC, 0]]));
  s += circ(400, y + 140, 34, 'none', `stroke="${ringC}" stroke-width="7"`) + circ(400, y + 140, 22, alt ? '#23272c' : '#eef3f6') + circ(400, y + 140, 5, ringC);
  s += rr(x + 20, y + 212, w - 40, 318, 40, alt ? '#2c3036' : '#e9edf0');
  s += rr(x + 20, y + 212, w - 40, 318, 40, c.pattern(14, 14, `<circle cx="7" cy="7" r="3.2" fill="${alt ? '#15171a' : '#b3bcc5'}"/>`));
  s += rr(x + 8, y + h - 34, w - 16, 26, 13, darken(body, 0.16));
  const [dx, dy] = angle ? depthShift(110) : [0, 0];
  return shadow(c, 400 + (angle ? 28 : 0), 694, 170, 16) + move(s, dx, dy);
}

/** Ceiling fan seen from slightly below; `tilt` 1 looks straight up at it. */
function ceilingFanAt(c: Ctx, alt: boolean, tilt: number): string {
  const cx = 400, cy = tilt > 0.9 ? 400 : 460;
  const bladeC = alt ? '#8a5a34' : '#f1f3f5';
  const bodyC = alt ? '#b08d57' : '#dfe3e7';
  const angles = [12, 132, 252];
  const proj = (x: number, z: number): [number, number] => [cx + x, cy + z * tilt];
  const blade = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    const pts: [number, number][] = [];
    const edge = (t: number, side: number): [number, number] => {
      const r = 70 + t * 270;
      const hw = (22 + 26 * Math.sin(Math.PI * Math.min(1, t * 1.1))) * (t > 0.95 ? 0.6 : 1);
      const x = Math.cos(a) * r - Math.sin(a) * hw * side;
      const z = Math.sin(a) * r + Math.cos(a) * hw * side;
      return proj(x, z);
    };
    for (let i = 0; i <= 12; i++) pts.push(edge(i / 12, 1));
    for (let i = 12; i >= 0; i--) pts.push(edge(i / 12, -1));
    const tip = proj(Math.cos(a) * 340, Math.sin(a) * 340);
    const base = proj(Math.cos(a) * 70, Math.sin(a) * 70);
    const paint = c.linU([[0, darken(bladeC, 0.12)], [1, lighten(bladeC, 0.1)]], base[0], base[1], tip[0], tip[1]);
    const arm = proj(Math.cos(a) * 120, Math.sin(a) * 120);
    return poly(pts, paint, alt ? '' : 'stroke="#d3d8de" stroke-width="2"') + stroke(`M${base[0]} ${base[1]} L${arm[0]} ${arm[1]}`, '#4a4f56', 12);
  };
  const behind = angles.filter((d) => Math.sin((d * Math.PI) / 180) < 0 || tilt > 0.9).map(blade).join('');
  const front = tilt > 0.9 ? '' : angles.filter((d) => Math.sin((d * Math.PI) / 180) >= 0).map(blade).join('');
  let motor = '';
  if (tilt > 0.9) {
    motor = circ(cx, cy, 100, cyl(c, bodyC)) + circ(cx, cy, 70, c.rad([[0, '#fffbe8'], [1, '#e9e4cf']])) + circ(cx, cy, 70, 'none', 'stroke="#c9ced4" stroke-width="3"');
  } else {
    motor =
      rr(cx - 8, 175, 16, cy - 175, 6, cyl(c, '#c9ced4')) +
      path(`M${cx - 52} 190 Q${cx} 150 ${cx + 52} 190Z`, cyl(c, bodyC)) +
      el(cx, cy - 22, 96, 30, lighten(bodyC, 0.25)) +
      rr(cx - 96, cy - 22, 192, 44, 0, cyl(c, bodyC)) +
      el(cx, cy + 22, 96, 30, cyl(c, darken(bodyC, 0.05))) +
      el(cx, cy + 36, 62, 22, c.rad([[0, '#fffdf2'], [1, '#e6e0c8']]));
  }
  return behind + motor + front;
}
const ceilingFan = (c: Ctx, { alt, angle }: Look) => (angle ? ceilingFanAt(c, alt, 1) : ceilingFanAt(c, alt, 0.42));

function tableFan(c: Ctx, { alt, angle }: Look): string {
  const guard = alt ? '#2b2f35' : '#d4dae0';
  const bladeC = alt ? '#4a4f57' : '#7cc4ec';
  const badge = alt ? '#d64545' : '#2f79c6';
  const cx = 400, cy = 300;
  let head = '';
  head += circ(cx + 20, cy + 8, 74, alt ? '#1c1f23' : '#e2e6ea');
  head += [15, 135, 255]
    .map((a) => path('M0 -20 C-80 -60 -95 -170 -20 -185 C50 -190 80 -100 10 -18Z', bladeC, `opacity="0.88" transform="translate(${cx} ${cy}) rotate(${a})"`))
    .join('');
  head += circ(cx, cy, 205, 'none', `stroke="${guard}" stroke-width="9"`);
  head += [160, 118, 76].map((r) => circ(cx, cy, r, 'none', `stroke="${guard}" stroke-width="3"`)).join('');
  head += ring(cx, cy, 1, 40)
    .map(([ux, uy]) => line(cx + (ux - cx) * 46, cy + (uy - cy) * 46, cx + (ux - cx) * 202, cy + (uy - cy) * 202, guard, 2.2))
    .join('');
  head += circ(cx, cy, 44, vshade(c, badge, 0.2, 0.15)) + circ(cx, cy, 30, 'none', `stroke="${lighten(badge, 0.4)}" stroke-width="3"`);
  const body = alt ? '#2b2f35' : '#f1f3f5';
  let base = shadow(c, 400, 690, 170, 16);
  base += rr(386, 480, 28, 150, 12, cyl(c, body)) + circ(400, 492, 24, vshade(c, body, 0.2, 0.2));
  base += rr(288, 608, 224, 78, 36, vshade(c, body, 0.25, 0.12), alt ? '' : EDGE);
  base += [0, 1, 2].map((i) => rr(346 + i * 40, 626, 30, 16, 5, i === 0 ? badge : alt ? '#50565e' : '#c9d0d7')).join('');
  // In the turned view the head shows its edge: squash it and show the motor behind.
  const turned = `<g transform="translate(${cx} ${cy}) scale(0.62 1) translate(${-cx} ${-cy})">${head}</g>`;
  const motorBack = el(cx + 90, cy + 10, 78, 70, vshade(c, body, 0.2, 0.2));
  return base + (angle ? motorBack + turned : head);
}

export const applianceArt: Record<string, ProductArt> = {
  tv: { draw: tv, box: [100, 160, 700, 600], detail: [540, 420, 2.1], scene: 'living', mount: 'table' },
  'tv-large': { draw: tvLarge, box: [70, 145, 730, 590], detail: [620, 460, 2.2], scene: 'living', mount: 'table' },
  refrigerator: { draw: fridgeSingle, box: [245, 95, 555, 705], detail: [470, 300, 2.2], scene: 'kitchen', mount: 'floor' },
  'refrigerator-double': { draw: fridgeDouble, box: [228, 85, 572, 705], detail: [480, 300, 2.3], scene: 'kitchen', mount: 'floor' },
  'washing-machine-front': { draw: washerFront, box: [165, 118, 635, 705], detail: [470, 230, 2.1], scene: 'laundry', mount: 'floor' },
  'washing-machine-top': { draw: washerTop, box: [200, 108, 600, 705], detail: [420, 180, 2.1], scene: 'laundry', mount: 'floor' },
  'air-conditioner': {
    draw: airConditioner, box: [90, 140, 710, 680], detail: [560, 270, 2.3], scene: 'bedroom', mount: 'wall',
    // Indoor unit with its airflow: the outdoor unit and remote would hang on the bedroom wall.
    staged: { look: { alt: false, angle: true }, box: [90, 220, 710, 600] },
  },
  'air-cooler': { draw: airCooler, box: [270, 108, 530, 690], detail: [400, 300, 2], scene: 'bedroom', mount: 'floor' },
  'air-purifier': { draw: airPurifier, box: [282, 118, 518, 700], detail: [400, 300, 2.2], scene: 'bedroom', mount: 'floor' },
  'ceiling-fan': { draw: ceilingFan, box: [60, 150, 740, 580], detail: [400, 440, 2], scene: 'bedroom', mount: 'ceiling' },
  'table-fan': { draw: tableFan, box: [190, 90, 610, 700], detail: [400, 300, 2], scene: 'bedroom', mount: 'table' },
};
