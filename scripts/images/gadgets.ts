// Lifestyle goods and personal electronics: watch, backpack, sunglasses, trolley bag, shoes,
// smartphone, laptop, tablet, smartwatch.
import { type Look, type ProductArt, move, rotate, scaleAt, turn } from './art';
import { screen } from './screens';
import {
  Ctx, circ, cyl, darken, el, extrude, g, gloss, hshade, lighten, line, path, poly, quadCell, quadMap, rr, shadow, stroke, vshade,
} from './svg';

function watch(c: Ctx, { alt, angle }: Look): string {
  const strap = alt ? '#b9c0c7' : '#7a4a2a';
  const caseC = alt ? '#d5dade' : '#d9b46a';
  const dial = alt ? '#1d3a6b' : '#f7f2e6';
  const mark = alt ? '#e9eef3' : '#3a3128';
  let s = shadow(c, 400, 712, 140, 14, 0.22);
  // Straps: bracelet links for steel, stitched leather otherwise.
  const strapPaint = alt ? cyl(c, strap, 0.8) : hshade(c, strap, 0.12, 0.18);
  s += path('M338 296 L344 110 Q346 92 364 92 L436 92 Q454 92 456 110 L462 296Z', strapPaint);
  s += path('M338 504 L344 690 Q346 708 364 708 L436 708 Q454 708 456 690 L462 504Z', strapPaint);
  if (alt) {
    for (let y = 110; y < 290; y += 26) s += line(344, y, 456, y, darken(strap, 0.25), 2);
    for (let y = 520; y < 700; y += 26) s += line(344, y, 456, y, darken(strap, 0.25), 2);
    s += line(375, 96, 375, 700, darken(strap, 0.15), 2) + line(425, 96, 425, 700, darken(strap, 0.15), 2);
  } else {
    const st = `stroke="${lighten(strap, 0.45)}" stroke-width="2.5" stroke-dasharray="8 6"`;
    s += path('M352 290 L357 112 L443 112 L448 290', 'none', st) + path('M352 510 L357 690 L443 690 L448 510', 'none', st);
    for (const y of [590, 620, 650]) s += el(400, y, 7, 5, darken(strap, 0.45));
    s += rr(354, 560, 92, 14, 5, '#c9a55a');
  }
  // Case, bezel, dial.
  s += rr(548, 382, 26, 36, 6, cyl(c, caseC)) + circ(400, 400, 152, c.lin([[0, lighten(caseC, 0.35)], [0.5, caseC], [1, darken(caseC, 0.3)]], 0, 0, 1, 1));
  s += circ(400, 400, 134, c.lin([[0, darken(caseC, 0.25)], [1, lighten(caseC, 0.2)]], 0, 0, 1, 1));
  s += circ(400, 400, 124, c.rad([[0, lighten(dial, 0.08)], [1, darken(dial, 0.12)]]));
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const big = i % 5 === 0;
    const r1 = big ? 96 : 108;
    s += line(400 + Math.cos(a) * r1, 400 + Math.sin(a) * r1, 400 + Math.cos(a) * 116, 400 + Math.sin(a) * 116, mark, big ? 6 : 1.5, `opacity="${big ? 1 : 0.6}"`);
  }
  s += rr(380, 446, 40, 22, 4, darken(dial, 0.1), `stroke="${mark}" stroke-width="1.5" opacity="0.8"`);
  const hand = (deg: number, len: number, w: number, col: string) =>
    `<g transform="rotate(${deg} 400 400)">${rr(400 - w / 2, 400 - len, w, len + 14, w / 2, col)}</g>`;
  s += hand(-60, 66, 9, mark) + hand(52, 98, 7, mark) + hand(160, 108, 2.5, '#e0453a') + circ(400, 400, 9, caseC) + circ(400, 400, 3, mark);
  s += gloss(c, '<circle cx="400" cy="400" r="124"/>', 276, 276, 248, 248, 0.12);
  return angle ? rotate(s, -24, 400, 400) : s;
}

function backpack(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#1f8a8a' : '#243a63';
  const trim = alt ? '#e88219' : '#e0453a';
  let s = shadow(c, 400, 690, 210, 20);
  s += stroke('M268 230 C210 300 214 520 246 640', darken(body, 0.35), 30) + stroke('M532 230 C590 300 586 520 554 640', darken(body, 0.35), 30);
  s += stroke('M360 168 C360 110 440 110 440 168', darken(body, 0.3), 16);
  s += path('M240 260 C240 180 300 150 400 150 C500 150 560 180 560 260 L566 640 Q566 684 522 684 L278 684 Q234 684 234 640Z', hshade(c, body, 0.18, 0.2));
  s += path('M262 250 C280 200 330 182 400 182 C470 182 520 200 538 250', 'none', `stroke="${lighten(body, 0.3)}" stroke-width="4" stroke-dasharray="7 5"`);
  s += rr(392, 174, 16, 30, 5, trim);
  s += path('M270 440 Q270 410 300 410 L500 410 Q530 410 530 440 L530 626 Q530 660 496 660 L304 660 Q270 660 270 626Z', vshade(c, lighten(body, 0.08), 0.12, 0.12));
  s += path('M282 430 Q400 420 518 430', 'none', `stroke="${lighten(body, 0.35)}" stroke-width="4" stroke-dasharray="7 5"`);
  s += rr(478, 422, 14, 34, 5, trim);
  s += rr(360, 300, 80, 60, 10, darken(body, 0.15)) + rr(374, 318, 52, 8, 4, lighten(body, 0.4)) + rr(384, 334, 32, 6, 3, lighten(body, 0.4));
  s += rr(228, 500, 26, 150, 12, c.pattern(8, 8, `<rect width="8" height="8" fill="${darken(body, 0.25)}"/><circle cx="4" cy="4" r="2" fill="${lighten(body, 0.15)}"/>`));
  s += rr(546, 500, 26, 150, 12, c.pattern(8, 8, `<rect width="8" height="8" fill="${darken(body, 0.25)}"/><circle cx="4" cy="4" r="2" fill="${lighten(body, 0.15)}"/>`));
  s += rr(300, 586, 200, 12, 6, trim, 'opacity="0.9"');
  return angle ? turn(s, 400, 420, 1.4) : s;
}

function sunglasses(c: Ctx, { alt, angle }: Look): string {
  const frame = alt ? '#7a4a2a' : '#c9a55a';
  const lens = alt ? c.lin([[0, '#0f3a4a'], [1, '#3b8f9a']]) : c.lin([[0, '#1f2a36'], [0.6, '#3c4b5c'], [1, '#7c8a99']]);
  const lensPath = (cx: number, flip: number) =>
    `M${cx - 120 * flip} 330 C${cx - 130 * flip} 300 ${cx + 40 * flip} 286 ${cx + 110 * flip} 306 C${cx + 130 * flip} 314 ${cx + 122 * flip} 380 ${cx + 96 * flip} 430 C${cx + 70 * flip} 480 ${cx - 10 * flip} 492 ${cx - 70 * flip} 470 C${cx - 120 * flip} 450 ${cx - 124 * flip} 370 ${cx - 120 * flip} 330Z`;
  let s = shadow(c, 400, 540, 300, 18, 0.2);
  // Temples fold back behind the lenses.
  s += stroke('M112 322 L70 360 L96 470', frame, 10) + stroke('M688 322 L730 360 L704 470', frame, 10);
  const L = lensPath(268, -1);
  const R = lensPath(532, 1);
  s += path(L, lens, `stroke="${frame}" stroke-width="10"`) + path(R, lens, `stroke="${frame}" stroke-width="10"`);
  s += gloss(c, `<path d="${L}"/>`, 140, 290, 260, 210, 0.22) + gloss(c, `<path d="${R}"/>`, 400, 290, 260, 210, 0.22);
  s += stroke('M380 318 Q400 300 420 318', frame, 10) + stroke('M300 300 Q400 284 500 300', frame, 7);
  s += el(372, 372, 8, 12, '#e9eef3', 'opacity="0.8"') + el(428, 372, 8, 12, '#e9eef3', 'opacity="0.8"');
  return angle ? scaleAt(turn(s, 400, 400, 1.6), 1, 400, 400) : s;
}

function trolleyBag(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#d9534f' : '#1f8a8a';
  let s = shadow(c, 400 + (angle ? 20 : 0), 706, 190, 16);
  s += rr(318, 92, 14, 140, 5, cyl(c, '#c9d0d7')) + rr(468, 92, 14, 140, 5, cyl(c, '#c9d0d7')) + rr(304, 78, 192, 30, 12, '#2a2d31');
  if (angle) s += extrude(c, 250, 216, 300, 460, 44, 110, darken(body, 0.1), lighten(body, 0.1)) + stroke('M586 200 L590 630', '#2a2d31', 4, 'stroke-dasharray="3 3"') + rr(596, 370, 12, 90, 5, '#2a2d31');
  s += rr(250, 216, 300, 460, 44, hshade(c, body, 0.18, 0.2));
  for (let i = 1; i < 5; i++) s += rr(250 + i * 60 - 6, 250, 12, 392, 6, darken(body, 0.12)) + rr(250 + i * 60 - 6, 250, 4, 392, 2, lighten(body, 0.2), 'opacity="0.6"');
  s += rr(250, 216, 300, 460, 44, 'none', `stroke="${darken(body, 0.25)}" stroke-width="6"`);
  s += rr(360, 200, 80, 22, 8, '#2a2d31');
  s += rr(262, 320, 10, 24, 3, '#2a2d31') + rr(262, 560, 10, 24, 3, '#2a2d31');
  for (const wx of [272, 330, 470, 528]) s += rr(wx - 12, 672, 24, 18, 5, '#2a2d31') + circ(wx, 694, 13, '#1a1c1f') + circ(wx, 694, 5, '#6b7178');
  return s;
}

function shoe(c: Ctx, upper: string, accent: string): string {
  const st = `stroke="${lighten(upper, 0.35)}" stroke-width="2" stroke-dasharray="6 5" opacity="0.8"`;
  let s = '';
  // Upper: heel counter, collar opening, tongue, lace line sloping to a rounded toe.
  s += path('M152 556 L148 446 Q148 398 194 396 Q246 398 300 424 L322 364 Q332 336 362 340 L394 350 Q470 398 560 440 Q664 478 688 524 Q698 552 668 556Z', vshade(c, upper, 0.14, 0.14));
  s += path('M194 396 Q246 398 300 424 L292 444 Q240 420 196 420Z', darken(upper, 0.45));
  s += path('M322 364 Q332 336 362 340 L394 350 L372 398 L320 392Z', lighten(upper, 0.12));
  s += path('M596 464 Q668 486 688 524 Q698 552 668 556 L596 556 Q580 506 596 464Z', lighten(upper, 0.16));
  s += path('M196 548 C250 470 380 430 560 470 C430 476 330 506 276 552Z', accent);
  s += path('M200 470 C300 470 420 470 520 452', 'none', st) + path('M168 430 Q168 416 188 414', 'none', st);
  // Laces crossing the lace line.
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    const x = 372 + t * 150, y = 372 + t * 70;
    s += circ(x - 12, y + 16, 4, darken(upper, 0.4)) + circ(x + 16, y - 8, 4, darken(upper, 0.4));
    s += line(x - 12, y + 16, x + 16, y - 8, '#ffffff', 7) + line(x - 10, y - 6, x + 14, y + 14, '#f1f3f5', 5, 'opacity="0.85"');
  }
  s += rr(150, 412, 16, 60, 7, accent);
  // Sole: white midsole with toe spring, grey outsole.
  s += path('M132 590 Q128 548 160 546 L600 540 Q668 538 690 566 Q702 596 672 606 L162 618 Q134 618 132 590Z', '#f7f8f9', 'stroke="#d9dde1" stroke-width="2"');
  s += path('M136 604 L694 588 Q690 602 672 606 L162 618 Q142 618 136 604Z', '#cfd5db');
  s += line(170, 574, 660, 566, '#e1e5e9', 3);
  return s;
}

function shoes(c: Ctx, { alt, angle }: Look): string {
  const upper = alt ? '#26292e' : '#4DB092';
  const accent = alt ? '#e88219' : '#ffffff';
  const one = shoe(c, upper, accent);
  // Shoe spans y 340..618; centre it and fill the frame.
  if (angle) return shadow(c, 410, 650, 330, 22) + move(one, 70, -120, 0.95) + move(one, -30, 20, 0.95);
  return shadow(c, 412, 560, 320, 20) + move(scaleAt(one, 1.12, 410, 480), 0, -80);
}

function phone(c: Ctx, x: number, y: number, w: number, h: number, back: string, front: boolean, theme: 'blobs' | 'sunset' | 'ocean'): string {
  let s = rr(x - 3, y - 3, w + 6, h + 6, 38, c.lin([[0, lighten(back, 0.3)], [1, darken(back, 0.3)]], 0, 0, 1, 1));
  if (front) {
    s += rr(x, y, w, h, 36, '#0c0d10');
    s += screen(c, theme, x + 9, y + 9, w - 18, h - 18, 28);
    s += circ(x + w / 2, y + 30, 7, '#0c0d10');
    s += gloss(c, `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36"/>`, x, y, w, h, 0.1);
  } else {
    s += rr(x, y, w, h, 36, c.lin([[0, lighten(back, 0.18)], [1, darken(back, 0.1)]], 0, 0, 1, 1));
    s += gloss(c, `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36"/>`, x, y, w, h, 0.12);
    // Camera bump with three lenses and a flash.
    const bx = x + 20, by = y + 20;
    s += rr(bx + 4, by + 6, 120, 150, 28, darken(back, 0.35), 'opacity="0.4"');
    s += rr(bx, by, 120, 150, 28, c.lin([[0, lighten(back, 0.25)], [1, darken(back, 0.15)]], 0, 0, 1, 1), `stroke="${lighten(back, 0.35)}" stroke-width="2"`);
    for (const [lx, ly] of [[bx + 36, by + 40], [bx + 36, by + 108], [bx + 88, by + 74]] as const) {
      s += circ(lx, ly, 25, '#2b2e33') + circ(lx, ly, 18, c.rad([[0, '#3b5b8a'], [0.5, '#101820'], [1, '#05080b']], 0.4, 0.35, 0.6)) + circ(lx - 5, ly - 6, 4, '#ffffff', 'opacity="0.55"');
    }
    s += circ(bx + 92, by + 126, 8, '#fff3d0');
    s += rr(x + w / 2 - 22, y + h - 70, 44, 8, 4, lighten(back, 0.35), 'opacity="0.7"');
  }
  return s;
}

function smartphone(c: Ctx, { alt, angle }: Look): string {
  const back = alt ? '#b57bd6' : '#2f6f8f';
  if (angle) {
    const p = phone(c, 290, 110, 250, 540, back, false, 'blobs');
    return shadow(c, 420, 690, 170, 16) + rr(540, 190, 10, 60, 4, darken(back, 0.3)) + rr(540, 270, 10, 100, 4, darken(back, 0.3)) + rotate(p, 8, 415, 380);
  }
  let s = shadow(c, 420, 700, 260, 18);
  s += rotate(phone(c, 190, 130, 250, 540, back, false, 'blobs'), -9, 315, 400);
  s += rotate(phone(c, 380, 150, 250, 540, back, true, alt ? 'sunset' : 'blobs'), 5, 505, 420);
  return s;
}

function laptop(c: Ctx, { alt, angle }: Look): string {
  const shell = alt ? '#4a4f57' : '#c6ccd2';
  let s = shadow(c, 400, 664, 350, 22);
  // Lid: slightly trapezoidal since it leans back.
  s += poly([[176, 120], [624, 120], [650, 470], [150, 470]], c.lin([[0, lighten(shell, 0.1)], [1, darken(shell, 0.2)]]));
  s += poly([[184, 128], [616, 128], [640, 462], [160, 462]], '#0c0d10');
  const scr = '<polygon points="196,140 604,140 626,450 174,450"/>';
  s += screen(c, alt ? 'city' : 'meadow', 174, 140, 452, 310, 0, scr);
  s += gloss(c, scr, 174, 140, 452, 310, 0.1);
  // Base with keyboard and trackpad in perspective.
  const base = quadMap([[150, 470], [650, 470], [730, 640], [70, 640]]);
  s += poly([[70, 640], [730, 640], [724, 660], [76, 660]], darken(shell, 0.3));
  s += poly(quadCell(base, 0, 0, 1, 1), c.lin([[0, darken(shell, 0.08)], [1, lighten(shell, 0.12)]]));
  s += poly(quadCell(base, 0.06, 0.06, 0.94, 0.6), darken(shell, 0.22));
  const cols = 14, rows = 5;
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      const u0 = 0.075 + (k / cols) * 0.85, u1 = u0 + 0.85 / cols - 0.008;
      const v0 = 0.08 + (r / rows) * 0.5, v1 = v0 + 0.5 / rows - 0.02;
      if (r === rows - 1 && k > 3 && k < 10) {
        if (k === 4) s += poly(quadCell(base, u0, v0, 0.075 + (10 / cols) * 0.85 - 0.008, v1), alt ? '#2a2d31' : '#f4f6f8');
        continue;
      }
      s += poly(quadCell(base, u0, v0, u1, v1), alt ? '#2a2d31' : '#f4f6f8');
    }
  s += poly(quadCell(base, 0.34, 0.66, 0.66, 0.95), lighten(shell, 0.06), `stroke="${darken(shell, 0.15)}" stroke-width="1.5"`);
  const out = move(s, 0, 20);
  return angle ? turn(out, 400, 420, 1.3) : out;
}

function tablet(c: Ctx, { alt, angle }: Look): string {
  const shell = alt ? '#d6c3b0' : '#3a3f46';
  let s = shadow(c, 400, 640, 320, 18);
  if (angle) {
    s += rr(120, 190, 560, 390, 34, c.lin([[0, lighten(shell, 0.2)], [1, darken(shell, 0.1)]], 0, 0, 1, 1));
    s += rr(150, 220, 120, 120, 26, darken(shell, 0.15)) + circ(186, 256, 22, '#1b1e22') + circ(186, 256, 14, '#2b4566') + circ(236, 306, 22, '#1b1e22') + circ(236, 306, 14, '#2b4566');
    s += rr(370, 370, 60, 60, 14, lighten(shell, 0.3), 'opacity="0.5"');
    return move(turn(s, 400, 385, 1.2), 0, 0);
  }
  s += rr(120, 190, 560, 390, 34, c.lin([[0, lighten(shell, 0.25)], [1, darken(shell, 0.1)]], 0, 0, 1, 1));
  s += rr(126, 196, 548, 378, 30, '#0c0d10');
  s += screen(c, alt ? 'ocean' : 'aurora', 146, 216, 508, 338, 14);
  s += gloss(c, '<rect x="146" y="216" width="508" height="338" rx="14"/>', 146, 216, 508, 338, 0.12);
  // Stylus resting in front.
  s += g(rr(200, 612, 420, 16, 8, c.lin([[0, '#fafbfc'], [1, '#c9d0d7']])) + path('M620 612 L650 620 L620 628Z', '#8d949c'), 'transform="rotate(-4 410 620)"');
  return s;
}

function smartwatch(c: Ctx, { alt, angle }: Look): string {
  const band = alt ? '#f08a5d' : '#2b2f35';
  const caseC = alt ? '#e9d7c4' : '#3a3f46';
  let s = shadow(c, 400, 716, 130, 12, 0.2);
  s += path('M318 300 L326 120 Q328 92 356 92 L444 92 Q472 92 474 120 L482 300Z', vshade(c, band, 0.1, 0.1));
  s += path('M318 500 L326 680 Q328 708 356 708 L444 708 Q472 708 474 680 L482 500Z', vshade(c, band, 0.05, 0.15));
  for (const y of [580, 612, 644]) s += circ(400, y, 6, darken(band, 0.35));
  s += rr(516, 352, 18, 50, 8, cyl(c, caseC)) + rr(520, 430, 12, 40, 5, darken(caseC, 0.2));
  s += rr(272, 264, 256, 272, 70, c.lin([[0, lighten(caseC, 0.35)], [1, darken(caseC, 0.2)]], 0, 0, 1, 1));
  s += rr(286, 278, 228, 244, 58, '#07080a');
  // Activity rings.
  const arc = (r: number, frac: number, col: string) => {
    const a = -Math.PI / 2 + frac * Math.PI * 2;
    const x1 = 400, y1 = 400 - r;
    const x2 = 400 + Math.cos(a) * r, y2 = 400 + Math.sin(a) * r;
    return circ(400, 400, r, 'none', `stroke="${col}" stroke-width="16" opacity="0.25"`) +
      path(`M${x1} ${y1} A${r} ${r} 0 ${frac > 0.5 ? 1 : 0} 1 ${x2.toFixed(1)} ${y2.toFixed(1)}`, 'none', `stroke="${col}" stroke-width="16" stroke-linecap="round"`);
  };
  s += arc(84, 0.78, '#ff2d55') + arc(64, 0.62, '#a6ff00') + arc(44, 0.9, '#19d3ff');
  s += gloss(c, '<rect x="286" y="278" width="228" height="244" rx="58"/>', 286, 278, 228, 244, 0.1);
  return angle ? rotate(s, 20, 400, 400) : s;
}

export const gadgetArt: Record<string, ProductArt> = {
  watch: { draw: watch, box: [248, 92, 574, 712], detail: [400, 400, 1.9], scene: 'studio', mount: 'podium' },
  backpack: { draw: backpack, box: [196, 110, 604, 690], detail: [400, 470, 2], scene: 'studio', mount: 'podium' },
  sunglasses: { draw: sunglasses, box: [64, 284, 736, 540], detail: [532, 390, 2], scene: 'studio', mount: 'podium' },
  'trolley-bag': { draw: trolleyBag, box: [250, 78, 550, 708], detail: [400, 160, 2.2], scene: 'studio', mount: 'podium' },
  shoes: { draw: shoes, box: [96, 243, 722, 580], detail: [450, 330, 2], scene: 'studio', mount: 'podium' },
  smartphone: { draw: smartphone, box: [170, 100, 650, 700], detail: [300, 250, 2.2], scene: 'desk', mount: 'table' },
  laptop: { draw: laptop, box: [70, 140, 730, 680], detail: [400, 560, 2], scene: 'desk', mount: 'table' },
  tablet: { draw: tablet, box: [120, 190, 680, 640], detail: [300, 330, 2], scene: 'desk', mount: 'table' },
  smartwatch: { draw: smartwatch, box: [272, 92, 534, 716], detail: [400, 400, 1.8], scene: 'studio', mount: 'podium' },
};
