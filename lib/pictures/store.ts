// Uploaded pictures, for any part of the shop (docs/rules/products.md#pictures,
// docs/rules/content.md#uploaded-pictures): a file is checked, decoded, turned upright,
// fitted into a box and converted to WebP with sharp, then its bytes are stored in the
// database (`product_pictures`, named for its first user), because the shop runs as
// several instances whose only shared state is the database: a picture on one
// instance's disk would be missing on the others. Each is served at /img/p/<hash>.webp
// (the hash of its bytes, so the URL never changes meaning and may be cached for good).
import 'server-only';
import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { store } from '@/lib/config';
import type { DB, Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { sellerTexts } from '@/lib/texts/seller';
import { PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS, type PictureFit } from './limits';

/** What sharp reads that a shop picture may be (no SVG: a script can hide in one; no GIF or TIFF). */
const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'heif'];

/** Where an uploaded picture is served. */
export const PICTURE_PATH_PREFIX = '/img/p/';
export const picturePath = (hash: string) => `${PICTURE_PATH_PREFIX}${hash}.webp`;
const PICTURE_FILE = /^([0-9a-f]{32})\.webp$/;

export interface ConvertedPicture {
  bytes: Buffer;
  width: number;
  height: number;
  hash: string;
}

const refuse = (message: string) => new ShopError('invalid', message, { errors: { data: message } });

/** A picture as the shop stores it: the file checked, decoded, upright, fitted and WebP. Refuses (400, field `data`) anything else. */
export async function convertPicture(file: Buffer, fit: PictureFit): Promise<ConvertedPicture> {
  const p = sellerTexts.pictures;
  // Loaded on first use, as lib/seo/og/assets.ts does: most requests never convert a picture.
  const { default: sharp } = await import('sharp');
  if (file.byteLength > PICTURE_MAX_BYTES) throw refuse(p.tooLarge((file.byteLength / 1024 / 1024).toFixed(1), PICTURE_MAX_BYTES / 1024 / 1024));
  let meta: Metadata;
  try {
    meta = await sharp(file).metadata();
  } catch {
    throw refuse(p.notAPicture);
  }
  if (!meta.format || !ACCEPTED_FORMATS.includes(meta.format)) throw refuse(p.unsupportedType(meta.format ?? 'unknown'));
  // heif is AVIF's container; a HEIC photo (HEVC) is not decodable here.
  if (meta.format === 'heif' && meta.compression !== 'av1') throw refuse(p.unsupportedType('heic'));
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > PICTURE_MAX_PIXELS) throw refuse(p.tooManyPixels(width, height, PICTURE_MAX_PIXELS / 1_000_000));
  try {
    const { data, info } = await sharp(file, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: fit.maxWidth, height: fit.maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, hash: createHash('sha256').update(data).digest('hex').slice(0, 32) };
  } catch {
    throw refuse(p.notAPicture);
  }
}

/** Stores a converted picture (once: the same bytes are the same row) and answers its path. */
export async function savePicture(tx: Tx, picture: ConvertedPicture): Promise<string> {
  await tx
    .insertInto('product_pictures')
    .values({ company_id: store.companyId, store_id: store.storeId, hash: picture.hash, bytes: picture.bytes, width: picture.width, height: picture.height, byte_size: picture.bytes.byteLength })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  return picturePath(picture.hash);
}

/** The hash an uploaded picture's path names, or null when the path is not one. */
export function hashOfPath(path: string): string | null {
  if (!path.startsWith(PICTURE_PATH_PREFIX)) return null;
  return PICTURE_FILE.exec(path.slice(PICTURE_PATH_PREFIX.length))?.[1] ?? null;
}

/** Whether `path` is an uploaded picture stored in the database (/img/p/<hash>.webp that exists). */
export async function isStoredPicture(db: DB | Tx, path: string): Promise<boolean> {
  const hash = hashOfPath(path);
  if (!hash) return false;
  return !!(await db.selectFrom('product_pictures').select('id').where('hash', '=', hash).executeTakeFirst());
}

/** A stored picture's bytes for its file name (`<hash>.webp`), or null. */
export async function pictureBytes(db: DB, file: string): Promise<Buffer | null> {
  const match = PICTURE_FILE.exec(file);
  if (!match) return null;
  const row = await db.selectFrom('product_pictures').select('bytes').where('hash', '=', match[1]!).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
}

/** The answer of GET /img/p/<file>: the WebP, cached for good (its name is its content's hash), or 404. */
export async function pictureResponse(db: DB, file: string): Promise<Response> {
  const bytes = await pictureBytes(db, file);
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' } });
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: { 'content-type': 'image/webp', 'content-length': String(bytes.byteLength), 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
