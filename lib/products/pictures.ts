// A product's pictures (docs/rules/products.md#pictures): uploaded from the console,
// converted with sharp (decoded, turned upright, fitted into 1200 px, WebP) and stored in
// the database, because the shop runs as several instances whose only shared state is
// the database: a picture on one instance's disk would be missing on the others. Each
// is served at /img/p/<hash>.webp (the hash of its bytes, so the URL never changes
// meaning and may be cached for good). The product points at its pictures through
// `image` (the first) and `gallery_images` (all of them, in order), which every
// storefront reader already uses; their alt texts are in `picture_alts`. Each change is
// one transaction with its audit line (product.pictures, before and after), then the
// cached catalogue expires so the product's page and lists show it at once.
import 'server-only';
import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { store } from '@/lib/config';
import { afterCommit, writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { expireCatalogueCache } from '@/lib/cache';
import { parseJsonList, parseJsonObject } from '@/lib/catalog/json-column';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { texts } from '@/lib/texts';
import { MAX_PICTURES, PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS, PICTURE_SIZE } from './picture-limits';

/** What sharp reads that a shop picture may be (no SVG: a script can hide in one; no GIF or TIFF). */
const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'heif'];

/** Where an uploaded picture is served. */
export const PICTURE_PATH_PREFIX = '/img/p/';
const picturePath = (hash: string) => `${PICTURE_PATH_PREFIX}${hash}.webp`;
const PICTURE_FILE = /^([0-9a-f]{32})\.webp$/;

export interface ProductPicture {
  src: string;
  alt: string;
}

const refuse = (message: string) => new ShopError('invalid', message, { errors: { data: message } });

/** A picture as the shop stores it: the file checked, decoded, upright, fitted and WebP. Refuses (400) anything else. */
export async function convertPicture(file: Buffer): Promise<{ bytes: Buffer; width: number; height: number; hash: string }> {
  const p = texts.seller.pictures;
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
      .resize({ width: PICTURE_SIZE, height: PICTURE_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, hash: createHash('sha256').update(data).digest('hex').slice(0, 32) };
  } catch {
    throw refuse(p.notAPicture);
  }
}

/** The product's pictures in order (its main image first), each with its alt text ('' when none). */
export function picturesOf(row: { image: string; gallery_images: string; picture_alts: string | null }): ProductPicture[] {
  const gallery = parseJsonList(row.gallery_images).filter((s): s is string => typeof s === 'string' && s !== '');
  const srcs = [...new Set([row.image, ...gallery].filter((s) => s !== ''))];
  const alts = parseJsonObject<Record<string, unknown>>(row.picture_alts) ?? {};
  return srcs.map((src) => ({ src, alt: typeof alts[src] === 'string' ? (alts[src] as string) : '' }));
}

/** The stored columns of a list of pictures: the first is `image`, all are the gallery. */
function columnsOf(pictures: ProductPicture[]) {
  const alts = Object.fromEntries(pictures.filter((p) => p.alt !== '').map((p) => [p.src, p.alt]));
  return {
    image: pictures[0]?.src ?? '',
    gallery_images: JSON.stringify(pictures.map((p) => p.src)),
    picture_alts: Object.keys(alts).length ? JSON.stringify(alts) : null,
  };
}

async function pictureRow(db: DB | Tx, productId: number) {
  const row = await db.selectFrom('products').select(['id', 'image', 'gallery_images', 'picture_alts']).where('store_id', '=', store.storeId).where('id', '=', productId).executeTakeFirst();
  if (!row) throw new ShopError('not_found', texts.seller.products.notFound);
  return row;
}

/** The product's pictures, for the console. */
export async function productPictures(db: DB, productId: number): Promise<ProductPicture[]> {
  return picturesOf(await pictureRow(db, productId));
}

async function writePictures(tx: Tx, staff: StaffMember, productId: number, before: ProductPicture[], after: ProductPicture[], clientIp: string): Promise<void> {
  await tx.updateTable('products').set({ ...columnsOf(after), updated_at: new Date().toISOString() }).where('id', '=', productId).execute();
  await recordAudit(tx, {
    staff: { staffId: staff.staffId, email: staff.email }, action: 'product.pictures', objectType: 'product', objectId: productId,
    before: { pictures: before }, after: { pictures: after }, clientIp,
  });
  // The product's page, its lists and search show the pictures at once.
  afterCommit(tx, expireCatalogueCache);
}

/** Adds a picture (the file's bytes) after the product's others; its pictures after. Nothing is stored when the file is refused. */
export async function uploadPicture(database: OpenedDatabase, staff: StaffMember, productId: number, file: Buffer, alt: string, clientIp: string): Promise<{ pictures: ProductPicture[]; picture: ProductPicture }> {
  await pictureRow(database.db, productId); // an unknown product is refused before any work
  const picture = await convertPicture(file);
  return writeTransaction(database, async (tx) => {
    const before = picturesOf(await pictureRow(tx, productId));
    if (before.length >= MAX_PICTURES) throw refuse(texts.seller.pictures.tooMany(MAX_PICTURES));
    await tx
      .insertInto('product_pictures')
      .values({ company_id: store.companyId, store_id: store.storeId, hash: picture.hash, bytes: picture.bytes, width: picture.width, height: picture.height, byte_size: picture.bytes.byteLength })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    const added = { src: picturePath(picture.hash), alt };
    // The same picture twice stays once, in its first place.
    const after = before.some((p) => p.src === added.src) ? before : [...before, added];
    await writePictures(tx, staff, productId, before, after, clientIp);
    return { pictures: after, picture: added };
  });
}

/**
 * Sets the product's pictures to `pictures`, in that order: a reorder, a removal, alt
 * texts. Each must be one of its current pictures (a new one comes by upload).
 */
export async function savePictures(database: OpenedDatabase, staff: StaffMember, productId: number, pictures: ProductPicture[], clientIp: string): Promise<{ pictures: ProductPicture[] }> {
  return writeTransaction(database, async (tx) => {
    const before = picturesOf(await pictureRow(tx, productId));
    const known = new Set(before.map((p) => p.src));
    const seen = new Set<string>();
    pictures.forEach((p, i) => {
      const field = `pictures.${i}.src`;
      if (!known.has(p.src)) throw new ShopError('invalid', `Picture ${i + 1} ${texts.seller.pictures.unknownPicture}.`, { errors: { [field]: texts.seller.pictures.unknownPicture } });
      if (seen.has(p.src)) throw new ShopError('invalid', `Picture ${i + 1} ${texts.seller.pictures.twice}.`, { errors: { [field]: texts.seller.pictures.twice } });
      seen.add(p.src);
    });
    const after = pictures.map((p) => ({ src: p.src, alt: p.alt.trim() }));
    await writePictures(tx, staff, productId, before, after, clientIp);
    return { pictures: after };
  });
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
