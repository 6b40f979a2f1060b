// The store's brands (docs/rules/products.md#brands): owner and manager add one and change
// its name and logo from the console. Its URL name (/brand/<name_url>, and the catalogue
// file's brand column) is made from the name when it is added and kept after, so a link
// or a file that names it keeps working. A save is one transaction with its audit line;
// once it commits the cached catalogue expires, so the brand's page, the lists' brand
// filters, product pages and search (the search index follows a rename by itself,
// migration 005) show it at once.
import 'server-only';
import { sql } from 'kysely';
import { store } from '@/lib/config';
import { afterCommit, writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { expireCatalogueCache } from '@/lib/cache';
import { slugify, uniqueSlug } from '@/lib/catalog/slugs';
import type { PictureFit } from '@/lib/pictures/limits';
import { convertPicture, savePicture } from '@/lib/pictures/store';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import type { BrandRow } from './types';

export type { BrandRow };

/** A logo is drawn at most 120 × 48 px on a brand's page; four times that is plenty for any screen. */
export const LOGO_FIT: PictureFit = { maxWidth: 480, maxHeight: 240 };

export interface BrandInput {
  brandId?: number;
  name: string;
  /** A new logo file; null removes the logo; left out, it stays. */
  logo?: Buffer | null;
}

/** Every brand of the store, by name, with how many products on sale it has. */
export async function listBrands(db: DB | Tx): Promise<BrandRow[]> {
  const rows = await db
    .selectFrom('brands as b')
    .leftJoin('products as p', (join) => join.onRef('p.brand_id', '=', 'b.id').on('p.store_id', '=', store.storeId))
    .select(['b.id', 'b.name', 'b.name_url', 'b.logo', (eb) => eb.fn.count<number>('p.id').as('products')])
    .where('b.store_id', '=', store.storeId)
    .groupBy(['b.id', 'b.name', 'b.name_url', 'b.logo'])
    .orderBy(sql`lower(b.name)`)
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ brand_id: Number(r.id), name: r.name, name_url: r.name_url, logo: r.logo, products: Number(r.products) }));
}

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

/** Adds a brand, or changes one (brandId given); the brand as saved, and every brand. */
export async function saveBrand(database: OpenedDatabase, staff: StaffMember, input: BrandInput, clientIp: string): Promise<{ brand: BrandRow; brands: BrandRow[] }> {
  // Converted before the transaction: the work is slow and needs no lock. A bad file is a 400 on `logo_data`.
  const logo = input.logo
    ? await convertPicture(input.logo, LOGO_FIT).catch((error: unknown) => {
        if (error instanceof ShopError && error.kind === 'invalid') throw invalid('logo_data', error.message);
        throw error;
      })
    : input.logo;
  return writeTransaction(database, async (tx) => {
    const brandOf = (id: number) => tx.selectFrom('brands').select(['id', 'name', 'name_url', 'logo']).where('store_id', '=', store.storeId).where('id', '=', id).executeTakeFirst();
    const before = input.brandId ? await brandOf(input.brandId) : undefined;
    if (input.brandId && !before) throw new ShopError('not_found', sellerTexts.brands.notFound);
    const twin = await tx
      .selectFrom('brands')
      .select('id')
      .where('store_id', '=', store.storeId)
      .where(sql<string>`lower(name)`, '=', input.name.toLowerCase())
      .$if(!!before, (q) => q.where('id', '!=', Number(before!.id)))
      .executeTakeFirst();
    if (twin) throw invalid('name', sellerTexts.brands.nameTaken);
    const logoPath = logo ? await savePicture(tx, logo) : logo === null ? null : (before?.logo ?? null);
    let brandId: number;
    if (before) {
      brandId = Number(before.id);
      await tx.updateTable('brands').set({ name: input.name, logo: logoPath }).where('id', '=', brandId).execute();
    } else {
      const base = slugify(input.name) || 'brand';
      const taken = await tx.selectFrom('brands').select('name_url').where('store_id', '=', store.storeId).where('name_url', 'like', `${base}%`).execute();
      const inserted = await tx
        .insertInto('brands')
        .values({ company_id: store.companyId, store_id: store.storeId, name: input.name, name_url: uniqueSlug(base, new Set(taken.map((t) => t.name_url))), logo: logoPath })
        .returning('id')
        .executeTakeFirstOrThrow();
      brandId = Number(inserted.id);
    }
    const after = (await brandOf(brandId))!;
    const shown = (b: typeof after) => ({ name: b.name, name_url: b.name_url, logo: b.logo });
    await recordAudit(tx, {
      staff, action: before ? 'brand.update' : 'brand.create', objectType: 'brand', objectId: brandId,
      before: before ? shown(before) : undefined, after: shown(after), clientIp,
    });
    // Its page, the lists' brand filters, product pages and search name it.
    afterCommit(tx, expireCatalogueCache);
    const brands = await listBrands(tx);
    return { brand: brands.find((b) => b.brand_id === brandId)!, brands };
  });
}
