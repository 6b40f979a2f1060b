// Sound: soundbar with subwoofer, Bluetooth speaker, headphones, earbuds, party speaker.
import { type Look, type ProductArt, move, rotate, turn } from './art';
import { Ctx, circ, cyl, darken, el, extrude, g, gloss, lighten, path, rr, shadow, stroke, vshade } from './svg';

/** Speaker driver: surround, cone, dust cap. */
function driver(c: Ctx, cx: number, cy: number, r: number, rim = '#3a3f46'): string {
  return (
    circ(cx, cy, r, c.lin([[0, lighten(rim, 0.25)], [1, darken(rim, 0.3)]], 0, 0, 1, 1)) +
    circ(cx, cy, r * 0.9, '#16181b') +
    circ(cx, cy, r * 0.82, c.rad([[0, '#4a4f57'], [0.7, '#202327'], [1, '#2c3035']], 0.45, 0.4, 0.6)) +
    circ(cx, cy, r * 0.3, c.rad([[0, '#6b717a'], [1, '#2a2d32']], 0.4, 0.35, 0.6))
  );
}

const grille = (c: Ctx, base: string) =>
  c.pattern(10, 10, `<rect width="10" height="10" fill="${base}"/><circle cx="5" cy="5" r="2.4" fill="${darken(base, 0.45)}"/>`);

function soundbar(c: Ctx, { alt, angle }: Look): string {
  const body = alt ? '#5b6068' : '#23262b';
  let s = shadow(c, 400, 628, 340, 22);
  // Subwoofer standing behind, to the right.
  const sub = extrude(c, 500, 170, 200, 430, 16, 70, darken(body, 0.05), lighten(body, 0.12)) +
    rr(500, 170, 200, 430, 16, vshade(c, body, 0.14, 0.1)) + driver(c, 600, 370, 84, lighten(body, 0.1)) +
    rr(520, 540, 160, 30, 10, grille(c, darken(body, 0.1)));
  s += angle ? move(sub, -40, 0) : sub;
  // The bar itself in front.
  const bar = rr(84, 520, 560, 94, 40, vshade(c, body, 0.16, 0.14)) +
    rr(96, 530, 536, 74, 34, grille(c, alt ? '#6b7078' : '#2e3238')) +
    rr(84, 520, 560, 16, 8, lighten(body, 0.2), 'opacity="0.35"') +
    rr(344, 592, 40, 6, 3, '#e9eef3', 'opacity="0.7"') + circ(620, 566, 4, '#4DB092');
  s += angle ? turn(bar, 364, 566, 1.3) : bar;
  return move(s, 0, -10);
}

function bluetoothSpeaker(c: Ctx, { alt, angle }: Look): string {
  const fabric = alt ? '#e8562f' : '#1f7f8c';
  const rubber = darken(fabric, 0.55);
  let body = '';
  // Far end cap peeks out behind the body; the near (left) cap faces us and shows its radiator.
  body += el(644, 416, 30, 104, rubber);
  body += rr(160, 312, 484, 208, 36, c.lin([[0, lighten(fabric, 0.25)], [0.35, fabric], [1, darken(fabric, 0.38)]]));
  body += rr(160, 312, 484, 208, 36, c.pattern(6, 6, `<circle cx="3" cy="3" r="1.3" fill="#000000" opacity="0.22"/>`));
  body += rr(160, 330, 484, 10, 5, '#ffffff', 'opacity="0.18"');
  // Rubber control strip along the top with its buttons.
  body += rr(250, 306, 300, 26, 12, rubber) + [300, 350, 400, 450, 500].map((x) => el(x, 318, 12, 5, lighten(fabric, 0.3))).join('');
  body += el(160, 416, 36, 108, rubber) + el(160, 416, 28, 90, darken(fabric, 0.25)) + el(160, 416, 18, 56, c.lin([[0, lighten(fabric, 0.15)], [1, darken(fabric, 0.3)]])) + el(158, 400, 6, 18, '#ffffff', 'opacity="0.25"');
  body += rr(356, 396, 88, 40, 14, lighten(fabric, 0.5), 'opacity="0.85"') + circ(400, 416, 8, darken(fabric, 0.3));
  // Carry strap looped through the far cap.
  body += stroke('M668 380 C716 380 724 456 668 456', rubber, 12);
  const sh = shadow(c, 410, 536, 280, 18);
  if (angle) return shadow(c, 400, 670, 140, 16) + rotate(body, -90, 400, 416);
  return sh + body;
}

function headphones(c: Ctx, { alt, angle }: Look): string {
  const shell = alt ? '#efe8de' : '#24272c';
  const cushion = alt ? '#cfc3b3' : '#121417';
  const metal = alt ? '#b9a58a' : '#9aa3ad';
  let s = shadow(c, 400, 690, 240, 18);
  s += stroke('M210 430 C200 190 300 110 400 110 C500 110 600 190 590 430', metal, 14);
  s += stroke('M232 420 C222 214 310 140 400 140 C490 140 578 214 568 420', cushion, 34);
  s += stroke('M232 420 C222 214 310 140 400 140 C490 140 578 214 568 420', shell, 22);
  const cup = (cx: number, flip: number) =>
    rr(cx - 18, 400, 36, 70, 10, metal) +
    rr(cx - 66 + flip * 14, 440, 132, 236, 62, c.lin([[0, lighten(shell, 0.2)], [1, darken(shell, 0.15)]], 0, 0, 1, 1)) +
    rr(cx - 26 + flip * 58, 452, 52, 212, 26, c.lin([[0, lighten(cushion, 0.12)], [1, cushion]])) +
    el(cx + flip * 14 - flip * 6, 558, 34, 70, lighten(shell, 0.12), 'opacity="0.6"');
  s += cup(230, 1) + cup(570, -1);
  s += circ(186, 620, 6, '#4DB092');
  return angle ? turn(s, 400, 420, 1.4) : s;
}

function bud(c: Ctx, x: number, y: number, col: string, flip: number): string {
  return (
    rr(x - 14, y, 28, 110, 14, c.lin([[0, lighten(col, 0.1)], [1, darken(col, 0.12)]], 0, 0, 1, 0)) +
    circ(x + flip * 6, y - 8, 40, c.rad([[0, lighten(col, 0.15)], [1, darken(col, 0.1)]], 0.4, 0.35, 0.7)) +
    el(x + flip * 26, y - 18, 16, 20, '#1c1f23') +
    rr(x - 6, y + 96, 12, 12, 6, '#9aa3ad')
  );
}

function earbuds(c: Ctx, { alt, angle }: Look): string {
  const col = alt ? '#2a2d32' : '#f6f7f9';
  const edge = alt ? '' : 'stroke="#dde1e5" stroke-width="2"';
  let s = shadow(c, 400, 652, 280, 20);
  if (angle) {
    // Open case: lid tipped back, buds seated in the tray.
    s += rr(250, 250, 300, 190, 90, c.lin([[0, darken(col, 0.08)], [1, darken(col, 0.2)]]), edge);
    s += rr(270, 270, 260, 150, 74, darken(col, 0.3));
    s += rr(240, 420, 320, 230, 110, c.lin([[0, lighten(col, 0.05)], [1, darken(col, 0.14)]], 0, 0, 1, 1), edge);
    s += rr(240, 420, 320, 40, 20, darken(col, 0.22));
    s += gloss(c, '<rect x="240" y="420" width="320" height="230" rx="110"/>', 240, 420, 320, 230, 0.2);
    s += g(bud(c, 0, 0, col, 1), 'transform="translate(345 360) rotate(-6) scale(0.9)"') + g(bud(c, 0, 0, col, -1), 'transform="translate(455 360) rotate(6) scale(0.9)"');
    s += rr(282, 430, 236, 28, 14, darken(col, 0.25)) + circ(400, 540, 6, '#4DB092');
    return s;
  }
  // Closed pebble case with the two buds standing beside it.
  s = shadow(c, 420, 572, 310, 20);
  s += rr(130, 270, 340, 290, 130, c.lin([[0, lighten(col, 0.06)], [1, darken(col, 0.14)]], 0, 0, 1, 1), edge);
  s += path('M136 370 Q300 388 464 370', 'none', `stroke="${darken(col, 0.25)}" stroke-width="4"`);
  s += gloss(c, '<rect x="130" y="270" width="340" height="290" rx="130"/>', 130, 270, 340, 290, 0.22);
  s += circ(300, 440, 7, '#4DB092') + rr(276, 548, 48, 10, 5, darken(col, 0.35));
  s += g(bud(c, 0, 0, col, -1), 'transform="translate(556 426) rotate(-10) scale(1.25)"') + g(bud(c, 0, 0, col, 1), 'transform="translate(684 426) rotate(10) scale(1.25)"');
  return move(s, 0, 40);
}

function partySpeaker(c: Ctx, { alt, angle }: Look): string {
  const led = alt ? ['#2bd9ff', '#7a5cff', '#ff4fd8'] : ['#ff9a2b', '#ff3d6e', '#ffd23f'];
  const x = 250, y = 108, w = 300, h = 560;
  let s = '';
  s += circ(400, 400, 260, c.rad([[0, led[1]!, 0.28], [1, led[1]!, 0]]));
  if (angle) s += extrude(c, x, y, w, h, 26, 120, '#2a2d32', '#3a3e44');
  s += rr(x, y, w, h, 26, vshade(c, '#24272c', 0.12, 0.15));
  s += rr(x + 100, y + 12, 100, 22, 11, '#0f1113');
  s += rr(x + 20, y + 44, w - 40, 54, 12, '#15171a') + [0, 1, 2, 3].map((i) => circ(x + 52 + i * 40, y + 71, 11, cyl(c, '#8d949c'))).join('') + rr(x + 200, y + 60, 60, 22, 5, '#0a2a36') + rr(x + 208, y + 66, 30, 10, 3, '#2bd9ff');
  const ringPaint = c.linU([[0, led[0]!], [0.5, led[1]!], [1, led[2]!]], 260, 200, 540, 640);
  for (const cy of [y + 226, y + 430]) {
    s += circ(400, cy, 112, 'none', `stroke="${ringPaint}" stroke-width="12"`);
    s += circ(400, cy, 126, 'none', `stroke="${led[1]}" stroke-width="10" opacity="0.25"`);
    s += driver(c, 400, cy, 100);
  }
  s += circ(400, y + 328, 20, '#15171a') + circ(400, y + 328, 12, '#5a5f66');
  s += rr(x + 14, y + h - 6, 44, 26, 10, '#111') + rr(x + w - 58, y + h - 6, 44, 26, 10, '#111');
  const [dx, dy] = angle ? [-37, 22] : [0, 0];
  return shadow(c, 400 + (angle ? 30 : 0), 690, 200, 18) + move(s, dx, dy);
}

export const audioArt: Record<string, ProductArt> = {
  soundbar: { draw: soundbar, box: [84, 140, 743, 640], detail: [600, 360, 1.8], scene: 'living', mount: 'table' },
  'bluetooth-speaker': { draw: bluetoothSpeaker, box: [124, 306, 730, 545], detail: [330, 360, 2], scene: 'studio', mount: 'podium' },
  headphones: { draw: headphones, box: [164, 103, 636, 690], detail: [570, 540, 1.9], scene: 'studio', mount: 'podium' },
  earbuds: { draw: earbuds, box: [110, 310, 730, 632], detail: [560, 480, 1.9], scene: 'studio', mount: 'podium' },
  'party-speaker': { draw: partySpeaker, box: [250, 108, 550, 694], detail: [400, 334, 1.9], scene: 'living', mount: 'floor' },
};
