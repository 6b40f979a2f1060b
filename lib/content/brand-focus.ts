// The home page's "brand in focus" section as staff edit it (docs/rules/content.md#brand-focus):
// which brands, each with its offer line, in their order. The console sends the whole
// list; it replaces the old one, saved as every content edit is (./save.ts) under the
// catalogue's tag, so the home page shows it at once.
import 'server-only';
import { store } from '@/lib/config';
import type { DB, OpenedDatabase, Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { CATALOG_TAG } from '@/lib/cache';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import type { BrandFocusView, EditableBrandOffer } from './content-types';
import { saveContent } from './save';

async function offersOf(db: DB | Tx): Promise<EditableBrandOffer[]> {
  const rows = await db
    .selectFrom('brand_offers as o')
    .innerJoin('brands as b', 'b.id', 'o.brand_id')
    .select(['o.brand_id', 'b.name', 'o.brand_icon', 'o.brand_offer'])
    .where('o.company_id', '=', store.companyId)
    .orderBy('o.sort_order')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({ brand_id: Number(r.brand_id), brand_name: r.name, brand_icon: r.brand_icon, brand_offer: r.brand_offer }));
}

/** The brands in focus in their order, and the brands with a logo that may be added. */
export async function editableBrandOffers(db: DB): Promise<BrandFocusView> {
  const brands = await db.selectFrom('brands').select(['id', 'name']).where('store_id', '=', store.storeId).where('logo', 'is not', null).orderBy('name').execute();
  return { offers: await offersOf(db), brands: brands.map((b) => ({ id: Number(b.id), name: b.name })) };
}

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

/** Replaces the brands in focus with `offers`, in that order. */
export async function saveBrandOffers(
  database: OpenedDatabase,
  staff: StaffMember,
  offers: { brandId: number; offer: string }[],
  clientIp: string,
): Promise<EditableBrandOffer[]> {
  return saveContent(database, staff, { action: 'content.brand_focus_update', objectType: 'brand_focus', tags: [CATALOG_TAG], clientIp }, async (tx) => {
    const brands = await tx.selectFrom('brands').select(['id', 'logo']).where('store_id', '=', store.storeId).execute();
    const logos = new Map(brands.map((b) => [Number(b.id), b.logo]));
    const seen = new Set<number>();
    offers.forEach((o, i) => {
      if (!logos.has(o.brandId)) throw invalid(`offers.${i}.brand_id`, sellerTexts.contentEditors.noSuchBrand);
      if (!logos.get(o.brandId)) throw invalid(`offers.${i}.brand_id`, sellerTexts.contentEditors.brandWithoutLogo);
      if (seen.has(o.brandId)) throw invalid(`offers.${i}.brand_id`, sellerTexts.contentEditors.listedTwice);
      seen.add(o.brandId);
    });
    const before = await offersOf(tx);
    await tx.deleteFrom('brand_offers').where('company_id', '=', store.companyId).execute();
    if (offers.length > 0) {
      await tx
        .insertInto('brand_offers')
        .values(offers.map((o, i) => ({
          company_id: store.companyId, store_id: store.storeId, brand_id: o.brandId, sort_order: i + 1, brand_offer: o.offer,
          // A brand kept in focus keeps its icon; one added shows its logo.
          brand_icon: before.find((b) => b.brand_id === o.brandId)?.brand_icon ?? logos.get(o.brandId)!,
        })))
        .execute();
    }
    const after = await offersOf(tx);
    return { before, after, answer: after };
  });
}
