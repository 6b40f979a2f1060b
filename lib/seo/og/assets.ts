// Fonts and pictures for the generated sharing images (next/og). Satori needs a font
// file and cannot decode WebP, and the network is closed: fonts come from the system
// (DejaVu Sans, Debian's fonts-dejavu-core; it has the rupee sign), pictures from
// public/ (or, for a picture uploaded in the console, the database) converted to JPEG
// data URLs with sharp.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDb } from '@/lib/db';
import { PICTURE_PATH_PREFIX, pictureBytes } from '@/lib/pictures/store';
import { PLACEHOLDER_IMAGE } from '@/lib/seed/image-kinds';

type FontWeight = 400 | 700;
export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: FontWeight;
  style: 'normal';
}

export const OG_FONT_FAMILY = 'DejaVu Sans';

/** Where the fonts are looked for, first match wins (OG_FONT_DIR overrides). */
function fontDirs(): string[] {
  return [process.env.OG_FONT_DIR, '/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF'].filter(
    (d): d is string => !!d,
  );
}

async function readFirst(file: string): Promise<ArrayBuffer | null> {
  for (const dir of fontDirs()) {
    try {
      const buffer = await readFile(path.join(dir, file));
      return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
    } catch {
      // try the next folder
    }
  }
  return null;
}

let fontsLoading: Promise<OgFont[]> | null = null;

/**
 * DejaVu Sans regular and bold, read once per process. An empty list when the
 * fonts are not installed: next/og then falls back to its bundled font, which has no
 * rupee sign, so `money` writes 'Rs.' instead.
 */
export function ogFonts(): Promise<OgFont[]> {
  fontsLoading ??= Promise.all([readFirst('DejaVuSans.ttf'), readFirst('DejaVuSans-Bold.ttf')]).then(([regular, bold]) => {
    if (!regular || !bold) {
      console.warn('og: DejaVu Sans not found (apt-get install fonts-dejavu-core); sharing images use the bundled font');
      return [];
    }
    return [
      { name: OG_FONT_FAMILY, data: regular, weight: 400, style: 'normal' },
      { name: OG_FONT_FAMILY, data: bold, weight: 700, style: 'normal' },
    ];
  });
  return fontsLoading;
}

/**
 * Text the bundled fallback font can draw: without DejaVu, characters outside Latin-1
 * would make satori fetch a font from the network, which is closed.
 */
export function drawable(text: string, haveFonts: boolean): string {
  if (haveFonts) return text;
  return text
    .replace(/₹\s?/g, 'Rs. ')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\u0020-\u00ff]/g, '');
}

const publicDir = path.join(process.cwd(), 'public');

/** The file under public/ for a site path like /img/products/tv-1.webp, or null if outside it. */
function publicFile(sitePath: string): string | null {
  const clean = sitePath.split(/[?#]/)[0]!;
  const file = path.normalize(path.join(publicDir, decodeURIComponent(clean)));
  return file.startsWith(publicDir + path.sep) ? file : null;
}

async function readPicture(source: string): Promise<Buffer | null> {
  try {
    if (/^https?:\/\//.test(source)) {
      const response = await fetch(source, { signal: AbortSignal.timeout(3000) });
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    }
    // An uploaded picture lives in the database (docs/rules/products.md#pictures).
    if (source.startsWith(PICTURE_PATH_PREFIX)) return await pictureBytes(await getDb(), source.slice(PICTURE_PATH_PREFIX.length).split(/[?#]/)[0]!);
    const file = publicFile(source.startsWith('/') ? source : `/${source}`);
    return file ? await readFile(file) : null;
  } catch {
    return null;
  }
}

export interface PictureOptions {
  width: number;
  height: number;
  /** contain (whole picture on white) or cover (fills the box). */
  fit?: 'contain' | 'cover';
  background?: string;
}

/**
 * A picture as a JPEG data URL of the given size, or the placeholder picture when it
 * cannot be read; null only when neither can (the caller draws without it).
 */
export async function pictureDataUrl(source: string | null | undefined, options: PictureOptions): Promise<string | null> {
  const { default: sharp } = await import('sharp');
  const candidates = [source, PLACEHOLDER_IMAGE].filter((s): s is string => !!s);
  for (const candidate of candidates) {
    const input = await readPicture(candidate);
    if (!input) continue;
    try {
      const jpeg = await sharp(input)
        .resize(options.width, options.height, { fit: options.fit ?? 'contain', background: options.background ?? '#ffffff' })
        .flatten({ background: options.background ?? '#ffffff' })
        .jpeg({ quality: 84 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch {
      // not a picture sharp can read: try the next one
    }
  }
  return null;
}
