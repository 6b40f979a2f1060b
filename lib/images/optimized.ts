// Picture URLs as next/image builds them (/_next/image?url=…&w=…&q=…), for plain <img>
// elements: a client component that imports next/image ships its client code to every
// page. The optimizer and its widths (sizes.mjs) are next/image's own.
import { deviceSizes, imageQuality, imageSizes } from './sizes.mjs';

/** Every width the optimizer makes, smallest first. */
export const imageWidths: readonly number[] = [...imageSizes, ...deviceSizes].sort((a, b) => a - b);

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Pictures the optimizer leaves alone (as next/image does): SVG, and anything not served by this site. */
function optimizable(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//') && !/\.svg(?:$|[?#])/i.test(src);
}

export function optimizedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${imageQuality}`;
}

const atLeast = (width: number) => imageWidths.find((w) => w >= width) ?? imageWidths[imageWidths.length - 1]!;

/** A picture drawn `width` CSS px wide: the 1x and 2x files (next/image's rule for a fixed width). */
export function fixedWidthSources(src: string, width: number): PictureSources {
  if (!optimizable(src)) return { src };
  const widths = [...new Set([atLeast(width), atLeast(width * 2)])];
  return { src: optimizedUrl(src, widths[widths.length - 1]!), srcSet: widths.map((w, i) => `${optimizedUrl(src, w)} ${i + 1}x`).join(', ') };
}

/**
 * A picture whose drawn width `sizes` describes: next/image's rule, every width from the
 * smallest share of the screen `sizes` names (50vw: from half the narrowest screen).
 */
export function responsiveSources(src: string, sizes: string): PictureSources {
  if (!optimizable(src)) return { src };
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
  const widths = shares.length > 0 ? imageWidths.filter((w) => w >= deviceSizes[0]! * (Math.min(...shares) / 100)) : [...imageWidths];
  return { src: optimizedUrl(src, widths[widths.length - 1]!), srcSet: widths.map((w) => `${optimizedUrl(src, w)} ${w}w`).join(', '), sizes };
}
