// Brand and bank logos as SVG wordmarks: the name in text on white, in the brand's colour.
// They stay SVG (the browser sets the text in the system font), so they are sharp at any
// size and cost a few hundred bytes each. These are stand-ins, not the real trademarks.
import { darken, lighten } from './svg';

const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
const W = 240;
const H = 96;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits long multi-word names over two lines so they stay legible in a small logo. */
function lines(name: string): string[] {
  const words = name.split(' ');
  if (name.length <= 11 || words.length < 2) return [name];
  // Break at the space that best balances the two lines.
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) [best, bestDiff] = [i, diff];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** Relative luminance (0 black .. 1 white), close enough to sort light from dark. */
function luminance(hex: string): number {
  const v = parseInt(hex.replace('#', ''), 16);
  return (0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255)) / 255;
}

function hash(s: string): number {
  let h = 11;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** Text block centred at (cx, cy) within maxW, at most `max` px tall per line. */
function wordmark(name: string, cx: number, cy: number, maxW: number, max: number, fill: string, extra = ''): string {
  const ls = lines(name);
  const longest = Math.max(...ls.map((l) => l.length));
  // Bold sans runs about 0.62em per character (wider in DejaVu): 0.68 keeps names inside the box.
  const size = Math.min(max / (ls.length === 1 ? 1 : 1.45), maxW / (longest * 0.68));
  const lead = size * 1.05;
  const top = cy - ((ls.length - 1) * lead) / 2;
  return ls
    .map(
      (l, i) =>
        `<text x="${cx}" y="${(top + i * lead).toFixed(1)}" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="800" fill="${fill}" text-anchor="middle" dominant-baseline="central" ${extra}>${esc(l)}</text>`,
    )
    .join('');
}

const svg = (body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}"><rect width="${W}" height="${H}" fill="#ffffff"/>${body}</svg>`;

/**
 * Brand wordmark. Three simple treatments, picked by name, so a row of brands does not
 * look like one template: plain text, text over an underline, white text on a colour pill.
 */
export function brandLogoSvg(name: string, color: string): string {
  // Light brand colours (yellows) are unreadable as text on white or under white text:
  // those get dark lettering over a bar in the brand colour.
  if (luminance(color) > 0.6) {
    const text = wordmark(name, W / 2, H / 2 - 6, W - 40, 40, darken(color, 0.55));
    return svg(text + `<rect x="${W / 2 - 50}" y="${H - 24}" width="100" height="8" rx="4" fill="${color}"/>`, name);
  }
  const style = hash(name) % 3;
  if (style === 2) {
    const pill = `<rect x="14" y="18" width="${W - 28}" height="${H - 36}" rx="${(H - 36) / 2}" fill="${color}"/>`;
    return svg(pill + wordmark(name, W / 2, H / 2, W - 64, 34, '#ffffff'), name);
  }
  if (style === 1) {
    const text = wordmark(name, W / 2, H / 2 - 6, W - 40, 40, color, 'letter-spacing="0.5"');
    const bar = `<rect x="${W / 2 - 36}" y="${H - 22}" width="72" height="5" rx="2.5" fill="${lighten(color, 0.35)}"/>`;
    return svg(text + bar, name);
  }
  return svg(wordmark(name, W / 2, H / 2, W - 36, 44, color, 'font-style="italic"'), name);
}

/** Bank logo: a coloured emblem square with a white mark, and the bank's name beside it. */
export function bankLogoSvg(name: string, color: string): string {
  const emblem =
    `<rect x="14" y="22" width="52" height="52" rx="10" fill="${color}"/>` +
    `<rect x="28" y="36" width="24" height="24" rx="3" fill="#ffffff"/>` +
    `<rect x="36" y="44" width="8" height="8" rx="1" fill="${darken(color, 0.1)}"/>`;
  return svg(emblem + wordmark(name, 80 + (W - 90) / 2, H / 2, W - 100, 30, color), name);
}
