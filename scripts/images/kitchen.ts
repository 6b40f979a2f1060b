// Home and kitchen appliances: microwave, mixer grinder, iron, vacuum cleaner, kettle, water
// purifier, chimney, induction cooktop, toaster.
import { type Look, type ProductArt, mirror, move, rotate } from './art';
import {
  Ctx, circ, cyl, darken, depthShift, el, extrude, g, gloss, hshade, lighten, path, poly, quadCell, quadMap, rr, shadow, stroke, vshade,
} from './svg';

const EDGE = 'stroke="#d5dae0" stroke-width="2"';

function microwave(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#c3c9cf' : '#2a2d32';
  const door = alt ? '#25282c' : '#1c1e22';
  const x = 90, y = 205, w = 620, h = 380;
  let s = '';
  if (angle) s += extrude(c, x, y, w, h, 18, 200, darken(body, 0.06), lighten(body, 0.08));
  s += rr(x, y, w, h, 18, vshade(c, body, 0.16, 0.1));
  s += rr(x + 14, y + 14, 440, h - 28, 12, door);
  s += rr(x + 42, y + 42, 384, h - 84, 10, c.rad([[0, '#5a4a36'], [0.55, '#2a2622'], [1, '#121316']], 0.5, 0.7, 0.7));
  s += el(x + 234, y + 292, 150, 16, '#c9b28a', 'opacity="0.28"');
  s += rr(x + 42, y + 42, 384, h - 84, 10, c.pattern(8, 8, `<circle cx="4" cy="4" r="1.6" fill="#000000" opacity="0.35"/>`));
  s += gloss(c, `<rect x="${x + 42}" y="${y + 42}" width="384" height="${h - 84}" rx="10"/>`, x + 42, y + 42, 384, h - 84, 0.14);
  s += rr(x + 428, y + 60, 14, h - 120, 7, cyl(c, '#b9c0c7'));
  // Control panel: display, dial, buttons.
  const px = x + 476;
  s += rr(px, y + 34, 118, 48, 8, '#0d0f11') + [0, 1, 2, 3].map((i) => rr(px + 18 + i * 22 + (i > 1 ? 8 : 0), y + 46, 14, 24, 2, '#59e3a5')).join('') + circ(px + 62, y + 52, 2, '#59e3a5') + circ(px + 62, y + 64, 2, '#59e3a5');
  s += circ(px + 59, y + 156, 42, cyl(c, alt ? '#8f979f' : '#c9d0d7')) + circ(px + 59, y + 156, 30, c.lin([[0, '#f2f4f6'], [1, '#aab2ba']])) + rr(px + 56, y + 128, 6, 22, 3, '#e88219');
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 2; k++) s += rr(px + 4 + k * 60, y + 222 + r * 36, 50, 26, 7, alt ? '#aab1b8' : '#3b3f45');
  s += rr(px + 4, y + h - 48, 110, 30, 8, alt ? '#8f979f' : '#4a4f56');
  s += rr(x + 30, y + h - 2, 44, 12, 4, '#1b1d20') + rr(x + w - 74, y + h - 2, 44, 12, 4, '#1b1d20');
  const [dx, dy] = angle ? depthShift(200) : [0, 0];
  return shadow(c, 400 + (angle ? 40 : 0), 598, 320, 22) + move(s, dx, dy);
}

function mixerGrinder(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#2f3237' : '#f4f6f8';
  const accent = alt ? '#d0392f' : '#6a2c91';
  const jar = (x: number, top: number, bottom: number, wt: number, wb: number, handle: boolean) => {
    const cx = x;
    let s = path(`M${cx - wt / 2} ${top} L${cx + wt / 2} ${top} L${cx + wb / 2} ${bottom} L${cx - wb / 2} ${bottom}Z`, cyl(c, '#c8ced5'));
    s += rr(cx - wt / 2 - 8, top - 28, wt + 16, 32, 10, '#1f2226') + rr(cx - 24, top - 44, 48, 20, 8, '#2d3136');
    s += rr(cx - wb / 2 - 6, bottom - 4, wb + 12, 22, 6, '#1f2226');
    if (handle) s += stroke(`M${cx + wt / 2 - 4} ${top + 20} C${cx + wt / 2 + 60} ${top + 30} ${cx + wb / 2 + 60} ${bottom - 60} ${cx + wb / 2 - 2} ${bottom - 30}`, '#1f2226', 20);
    return s;
  };
  let s = shadow(c, 400, 690, 280, 20);
  // Motor base with knob.
  s += path('M250 470 L420 470 Q436 470 440 486 L470 668 Q472 686 452 686 L218 686 Q198 686 200 668 L230 486 Q234 470 250 470Z', hshade(c, body, 0.2, 0.14), alt ? '' : EDGE);
  s += path('M214 600 L456 600 L462 640 L208 640Z', accent, 'opacity="0.9"');
  s += circ(335, 560, 34, cyl(c, alt ? '#555a61' : '#d9dee3')) + circ(335, 560, 24, alt ? '#3b3f45' : '#eef1f4') + rr(332, 534, 6, 20, 3, accent);
  s += jar(335, 160, 452, 190, 118, true);
  // Two smaller jars beside the base.
  s += jar(560, 470, 670, 130, 96, true) + jar(666, 560, 670, 90, 70, false);
  return angle ? mirror(s) : s;
}

function iron(c: Ctx, { alt, angle }: Look): string {
  const body = '#f5f7fa';
  const accent = alt ? '#7b3fb8' : '#2f7fd1';
  let s = shadow(c, 420, 572, 300, 16);
  s += stroke('M168 470 C120 478 110 540 70 570 C50 585 40 600 44 620', '#2a2d31', 10);
  s += rr(150, 446, 40, 30, 12, '#3a3e44');
  s += path('M150 566 L650 566 Q702 566 716 544 L700 530 Q660 518 580 518 L160 518 Q148 518 148 530 L148 554 Q148 566 160 566Z', c.lin([[0, '#eef1f4'], [0.5, '#b8c0c8'], [1, '#7d8690']]));
  s += path('M166 520 L168 420 Q172 360 250 352 L470 350 Q610 360 700 526 L166 526Z', vshade(c, body, 0.2, 0.06), EDGE);
  s += path('M166 470 Q400 470 660 470 Q690 500 700 526 L166 526Z', vshade(c, accent, 0.1, 0.15));
  s += path('M530 400 Q610 410 660 470 L530 470Z', '#8fd3ff', 'opacity="0.55"');
  s += stroke('M250 372 C250 268 330 236 430 236 L520 240 C590 246 606 300 612 388', accent, 44);
  s += stroke('M268 300 C290 262 340 252 420 252', lighten(accent, 0.4), 6, 'opacity="0.6"');
  s += circ(568, 262, 11, lighten(accent, 0.6)) + circ(598, 290, 9, lighten(accent, 0.6));
  s += el(446, 352, 44, 12, '#d9dee3') + rr(440, 338, 12, 10, 3, accent);
  return angle ? rotate(mirror(s), -8) : s;
}

function vacuum(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#2d6fd6' : '#d63b3b';
  let s = shadow(c, 420, 690, 320, 20);
  // Hose, wand, floor nozzle.
  s += stroke('M450 540 C570 530 620 360 540 280', '#3a3e44', 30) + stroke('M450 540 C570 530 620 360 540 280', '#5a5f66', 30, 'stroke-dasharray="4 9" stroke-linecap="butt"');
  s += stroke('M556 300 L642 610', cyl(c, '#c9d0d7'), 18);
  s += path('M520 246 Q560 230 585 260 L590 320 Q570 332 548 318Z', '#2a2d31');
  s += rr(545, 606, 215, 50, 16, vshade(c, '#33373d', 0.15, 0.1)) + rr(556, 648, 192, 10, 4, '#1a1c1f') + rr(620, 598, 46, 18, 6, '#2a2d31');
  // Canister body with wheel.
  s += path('M100 626 C100 506 190 446 300 446 C410 446 478 520 478 602 C478 662 448 690 398 690 L160 690 C120 690 100 662 100 626Z', vshade(c, body, 0.2, 0.18));
  s += path('M170 470 C220 440 340 430 410 470 C380 520 220 520 170 470Z', '#ffffff', 'opacity="0.18"');
  s += stroke('M220 456 Q290 384 370 452', '#2a2d31', 16);
  s += rr(400, 520, 86, 50, 20, '#2a2d31');
  s += circ(184, 620, 70, '#1f2226') + circ(184, 620, 44, cyl(c, '#b8c0c8')) + circ(184, 620, 14, '#2a2d31');
  s += el(440, 688, 24, 8, '#1f2226');
  const out = move(s, -30, 0);
  return angle ? rotate(mirror(out), 0) : out;
}

function kettle(c: Ctx, { alt, angle }: Look): string {
  const bodyC = alt ? '#2b2e33' : '#c8ced5';
  let s = shadow(c, 400, 690, 210, 18);
  s += rr(244, 640, 312, 46, 18, vshade(c, '#2a2d32', 0.15, 0.1)) + el(400, 642, 150, 10, '#3a3e44') + circ(510, 664, 5, '#4DB092');
  s += path('M305 252 L495 252 Q510 252 512 268 L536 600 Q538 636 500 636 L300 636 Q262 636 264 600 L288 268 Q290 252 305 252Z', cyl(c, bodyC, alt ? 0.7 : 1));
  s += path('M266 580 L534 580 L536 600 Q538 636 500 636 L300 636 Q262 636 264 600Z', '#1f2226');
  s += rr(300, 320, 14, 200, 7, '#9bd4ff', 'opacity="0.55"') + rr(303, 420, 8, 96, 4, '#3aa0ff', 'opacity="0.7"');
  s += path('M296 262 L232 214 Q222 208 226 222 L282 318Z', cyl(c, darken(bodyC, 0.08)));
  s += path('M292 260 Q400 196 508 260Z', '#1f2226') + rr(374, 206, 52, 22, 9, '#2d3136');
  s += stroke('M508 278 C584 276 604 306 604 360 L604 520 C604 570 576 588 528 588', '#1f2226', 38);
  s += stroke('M596 330 L596 520', '#3a3e44', 6);
  return angle ? mirror(s) : s;
}

function waterPurifier(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#f4f6f8' : '#f4f6f8';
  const cap = alt ? '#1e78c8' : '#23272d';
  const x = 250, y = 92, w = 300, h = 528;
  let s = '';
  if (angle) s += extrude(c, x, y, w, h, 44, 120, '#dfe3e8', '#eef1f4');
  s += rr(x, y, w, h, 44, hshade(c, body, 0.2, 0.12), EDGE);
  s += g(rr(x, y, w, 170, 44, vshade(c, cap, 0.15, 0.1)) + rr(x, y + 120, w, 50, 0, vshade(c, cap, 0.05, 0.1)));
  s += rr(x + 50, y + 70, 200, 40, 12, '#0d0f12') + circ(x + 82, y + 90, 7, '#4DB092') + circ(x + 112, y + 90, 7, '#5ad1ff') + circ(x + 142, y + 90, 7, '#5ad1ff', 'opacity="0.5"') + rr(x + 166, y + 84, 56, 12, 6, '#5ad1ff', 'opacity="0.6"');
  // Transparent tank with water.
  const tank = `<rect x="${x + 40}" y="${y + 200}" width="${w - 80}" height="240" rx="26"/>`;
  s += rr(x + 40, y + 200, w - 80, 240, 26, '#e3f1f8');
  s += g(path(`M${x + 40} ${y + 290} C${x + 100} ${y + 276} ${x + 160} ${y + 304} ${x + 260} ${y + 286} L${x + 260} ${y + 440} L${x + 40} ${y + 440}Z`, c.lin([[0, '#79c8f2'], [1, '#1f86c8']])), c.clip(tank));
  s += [[320, 420, 6], [360, 460, 4], [420, 400, 5], [460, 470, 7], [390, 500, 4]].map(([bx, by, br]) => circ(bx!, by!, br!, '#ffffff', 'opacity="0.6"')).join('');
  s += gloss(c, tank, x + 40, y + 200, w - 80, 240, 0.25) + rr(x + 40, y + 200, w - 80, 240, 26, 'none', 'stroke="#c9d3da" stroke-width="3"');
  // Tap and a glass being filled.
  s += rr(368, y + h - 56, 64, 40, 12, '#2a2e33') + rr(390, y + h - 20, 20, 36, 6, cyl(c, '#c9d0d7'));
  s += stroke('M400 640 L400 662', '#7fc9f5', 6, 'opacity="0.8"');
  s += shadow(c, 400, 716, 70, 8) + path('M362 650 L438 650 L430 714 L370 714Z', '#e9f4fa', 'opacity="0.9" stroke="#c2d1da" stroke-width="2"') + path('M366 676 L434 676 L430 714 L370 714Z', '#7fc9f5', 'opacity="0.8"');
  const [dx, dy] = angle ? depthShift(120) : [0, 0];
  return move(s, dx, dy - 8);
}

function chimney(c: Ctx, { alt, angle }: Look): string {
  const glass = alt ? '#c0c7ce' : '#1d2024';
  let s = '';
  s += rr(345, 120, 110, 240, 4, cyl(c, '#c9d0d7'));
  if (angle) s += poly([[470, 360], [710, 560], [740, 540], [500, 346]], darken(glass, 0.25));
  s += path('M330 356 L470 356 L690 568 L110 568Z', c.lin([[0, lighten(glass, 0.12)], [1, glass]]));
  s += gloss(c, '<path d="M330 356 L470 356 L690 568 L110 568Z"/>', 110, 356, 580, 212, alt ? 0.2 : 0.12);
  if (angle) s += poly([[690, 568], [740, 540], [740, 590], [690, 620]], '#222');
  s += rr(104, 566, 592, 56, 10, vshade(c, alt ? '#a9b1b9' : '#2a2d32', 0.12, 0.1));
  s += [0, 1, 2, 3, 4].map((i) => circ(530 + i * 30, 594, 8, alt ? '#6c747c' : '#50565e')).join('') + circ(500, 594, 5, '#4DB092');
  s += el(250, 626, 46, 6, '#fff3c4', 'opacity="0.9"') + el(550, 626, 46, 6, '#fff3c4', 'opacity="0.9"');
  s += path('M204 628 L296 628 L330 700 L170 700Z', '#fff3c4', 'opacity="0.18"') + path('M504 628 L596 628 L630 700 L470 700Z', '#fff3c4', 'opacity="0.18"');
  return move(s, 0, 10);
}

function induction(c: Ctx, { alt, angle }: Look): string {
  const m = quadMap([[215, 300], [585, 300], [700, 520], [100, 520]]);
  let s = shadow(c, 400, 575, 330, 20);
  s += poly([[100, 520], [700, 520], [692, 562], [108, 562]], vshade(c, '#3a3e44', 0.1, 0.2));
  s += poly(quadCell(m, 0, 0, 1, 1), c.lin([[0, '#2c3036'], [1, '#121417']]), 'stroke="#4a4f56" stroke-width="2" stroke-linejoin="round"');
  s += gloss(c, `<polygon points="215,300 585,300 700,520 100,520"/>`, 100, 300, 600, 220, 0.1);
  const zc = alt ? '#e36a4a' : '#8a939c';
  s += el(400, 392, 160, 60, 'none', `stroke="${zc}" stroke-width="3"`) + el(400, 392, 124, 46, 'none', `stroke="${zc}" stroke-width="2" opacity="0.7"`);
  if (alt) s += el(400, 392, 150, 56, c.rad([[0, '#ff5a2a', 0.35], [1, '#ff5a2a', 0]]));
  // Touch panel along the front edge.
  const y0 = 0.86;
  for (let i = 0; i < 7; i++) {
    const [px, py] = m(0.2 + i * 0.08, y0);
    s += el(px, py, 9, 4, i === 0 ? '#e0453a' : '#c9d0d7', `opacity="${i === 0 ? 1 : 0.8}"`);
  }
  const [sx, sy] = m(0.78, y0);
  s += el(sx, sy, 40, 5, '#4DB092', 'opacity="0.8"');
  if (angle) {
    // A steel pot on the cooking zone.
    s += el(400, 392, 138, 46, '#111', 'opacity="0.5"');
    s += path('M272 250 L528 250 L528 380 Q528 416 400 416 Q272 416 272 380Z', cyl(c, '#c9d0d7'));
    s += el(400, 250, 128, 30, '#9aa3ad') + el(400, 250, 116, 24, c.rad([[0, '#6c757e'], [1, '#b8c0c8']]));
    s += stroke('M272 282 L226 274', '#2a2d31', 14) + stroke('M528 282 L574 274', '#2a2d31', 14);
    s += stroke('M360 220 C340 190 380 170 360 130', '#ffffff', 8, 'opacity="0.6"') + stroke('M430 214 C410 180 450 160 430 120', '#ffffff', 8, 'opacity="0.5"');
  }
  return move(s, 0, angle ? 40 : -20);
}

function toast(c: Ctx, x: number, y: number, w: number, h: number): string {
  const d = `M${x} ${y + h} L${x} ${y + 40} C${x - 14} ${y + 8} ${x + 30} ${y - 10} ${x + w * 0.3} ${y + 10} C${x + w * 0.45} ${y - 4} ${x + w * 0.58} ${y - 4} ${x + w * 0.7} ${y + 10} C${x + w - 30} ${y - 10} ${x + w + 14} ${y + 8} ${x + w} ${y + 40} L${x + w} ${y + h}Z`;
  return path(d, c.lin([[0, '#e7b66a'], [1, '#c98a3b']]), 'stroke="#9a5a22" stroke-width="9" stroke-linejoin="round"');
}

function toaster(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#c8322f' : '#c8ced5';
  let s = shadow(c, 400, 662, 250, 20);
  s += rr(206, 300, 388, 80, 36, c.lin([[0, lighten(body, 0.25)], [1, darken(body, 0.05)]]));
  s += rr(250, 318, 300, 10, 5, '#1f2226');
  s += g(toast(c, 272, 186, 256, 200), c.clip('<rect x="200" y="0" width="400" height="324"/>'));
  s += rr(250, 342, 300, 10, 5, '#1f2226');
  s += g(toast(c, 286, 216, 240, 190), c.clip('<rect x="200" y="0" width="400" height="347"/>'));
  s += rr(200, 350, 400, 300, 60, cyl(c, body, alt ? 0.7 : 1));
  s += path('M210 392 Q400 372 590 392', 'none', `stroke="${lighten(body, 0.5)}" stroke-width="4" opacity="0.5"`);
  s += rr(590, 410, 34, 24, 8, '#1f2226');
  s += rr(214, 616, 372, 30, 14, '#2a2d31');
  s += circ(400, 560, 26, '#2a2d31') + circ(400, 560, 18, '#5a5f66') + rr(398, 540, 4, 14, 2, '#e88219');
  s += rr(300, 552, 40, 16, 6, '#2a2d31') + rr(460, 552, 40, 16, 6, '#2a2d31');
  s += rr(236, 646, 40, 12, 4, '#1a1c1f') + rr(524, 646, 40, 12, 4, '#1a1c1f');
  return angle ? rotate(mirror(s), 0) : s;
}

export const kitchenArt: Record<string, ProductArt> = {
  microwave: { draw: microwave, box: [90, 205, 710, 600], detail: [620, 330, 2.1], scene: 'kitchen', mount: 'table' },
  'mixer-grinder': { draw: mixerGrinder, box: [198, 116, 712, 692], detail: [335, 540, 2], scene: 'kitchen', mount: 'table' },
  iron: { draw: iron, box: [40, 236, 716, 620], detail: [560, 300, 2], scene: 'studio', mount: 'podium' },
  'vacuum-cleaner': { draw: vacuum, box: [70, 246, 730, 692], detail: [220, 560, 1.9], scene: 'living', mount: 'floor' },
  kettle: { draw: kettle, box: [222, 196, 624, 690], detail: [420, 300, 2], scene: 'kitchen', mount: 'table' },
  'water-purifier': { draw: waterPurifier, box: [250, 84, 550, 712], detail: [400, 300, 2], scene: 'kitchen', mount: 'wall' },
  chimney: { draw: chimney, box: [104, 130, 696, 710], detail: [560, 600, 2.4], scene: 'kitchen', mount: 'wall' },
  induction: { draw: induction, box: [100, 280, 700, 560], detail: [560, 470, 2], scene: 'kitchen', mount: 'table' },
  toaster: { draw: toaster, box: [200, 180, 624, 662], detail: [400, 330, 2], scene: 'kitchen', mount: 'table' },
};
