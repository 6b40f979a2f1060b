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
import { store } from '@/lib/config';
import { afterCommit, writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { expireCatalogueCache } from '@/lib/cache';
import { parseJsonList, parseJsonObject } from '@/lib/catalog/json-column';
import { convertPicture as convertAny, savePicture, type ConvertedPicture } from '@/lib/pictures/store';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { texts } from '@/lib/texts';
import { sellerTexts } from '@/lib/texts/seller';
import { MAX_PICTURES, PICTURE_SIZE } from './picture-limits';
import type { ProductPicture } from './types';

export type { ProductPicture };

// The conversion and storage are shared with the content's pictures (lib/pictures/store.ts).
export { PICTURE_PATH_PREFIX, pictureBytes, pictureResponse } from '@/lib/pictures/store';

const refuse = (message: string) => new ShopError('invalid', message, { errors: { data: message } });

/** A product picture as the shop stores it: upright, fitted into PICTURE_SIZE square, WebP. Refuses (400) anything else. */
export function convertPicture(file: Buffer): Promise<ConvertedPicture> {
  return convertAny(file, { maxWidth: PICTURE_SIZE, maxHeight: PICTURE_SIZE });
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
  if (!row) throw new ShopError('not_found', sellerTexts.products.notFound);
  return row;
}

/** The product's pictures, for the console. */
export async function productPictures(db: DB, productId: number): Promise<ProductPicture[]> {
  return picturesOf(await pictureRow(db, productId));
}

async function writePictures(tx: Tx, staff: StaffMember, productId: number, before: ProductPicture[], after: ProductPicture[], clientIp: string): Promise<void> {
  await tx.updateTable('products').set({ ...columnsOf(after), updated_at: new Date().toISOString() }).where('id', '=', productId).execute();
  await recordAudit(tx, {
    staff, action: 'product.pictures', objectType: 'product', objectId: productId,
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
    if (before.length >= MAX_PICTURES) throw refuse(sellerTexts.pictures.tooMany(MAX_PICTURES));
    const added = { src: await savePicture(tx, picture), alt };
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
      if (!known.has(p.src)) throw new ShopError('invalid', `Picture ${i + 1} ${sellerTexts.pictures.unknownPicture}.`, { errors: { [field]: sellerTexts.pictures.unknownPicture } });
      if (seen.has(p.src)) throw new ShopError('invalid', `Picture ${i + 1} ${sellerTexts.pictures.twice}.`, { errors: { [field]: sellerTexts.pictures.twice } });
      seen.add(p.src);
    });
    const after = pictures.map((p) => ({ src: p.src, alt: p.alt.trim() }));
    await writePictures(tx, staff, productId, before, after, clientIp);
    return { pictures: after };
  });
}
