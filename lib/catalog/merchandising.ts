// What the home page and the menus show besides product lists: banners with their
// click targets, brands in focus, age groups, the home category carousels, store
// locations and cart offers.
import type { AgeGroup, Brand } from './types';
import type { Banner, BrandOffer, HomeCategory, Offer, StoreLocation } from '@/lib/home/types';
import type { DB } from '@/lib/db';
import type { BannerTable } from '@/lib/db/schema';
import { rupeesFromPaise } from './money';
import { listProductCards } from './product-queries';

/** Products per home category carousel. */
export const HOME_CATEGORY_PRODUCTS = 10;

/**
 * Banners of one kind (or all) shown now (their validity window, docs/rules/content.md),
 * with the URL names of what they point at. Read through the catalogue cache: a window
 * that opens or closes shows within the cache lifetime; an edit shows at once.
 */
export async function bannersOf(db: DB, storeId: number, kind?: BannerTable['kind'], now: Date = new Date()): Promise<(Banner & { kind: BannerTable['kind'] })[]> {
  const at = now.toISOString();
  let query = db
    .selectFrom('banners as bn')
    .leftJoin('verticals as v', 'v.id', 'bn.vertical_id')
    .leftJoin('categories as c', 'c.id', 'bn.category_id')
    .leftJoin('subcategories as s', 's.id', 'bn.subcategory_id')
    .leftJoin('products as p', 'p.id', 'bn.product_id')
    .select([
      'bn.id', 'bn.kind', 'bn.name', 'bn.subtitle', 'bn.image', 'bn.mobile_image', 'bn.site_link',
      'bn.vertical_id', 'bn.category_id', 'bn.subcategory_id', 'bn.product_id',
      'v.name_url as vertical_name_url', 'c.name_url as category_name_url', 's.name_url as subcategory_name_url', 'p.name_url as product_name_url',
    ])
    .where('bn.store_id', '=', storeId)
    .where((eb) => eb.or([eb('bn.starts_at', 'is', null), eb('bn.starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('bn.ends_at', 'is', null), eb('bn.ends_at', '>', at)]));
  if (kind) query = query.where('bn.kind', '=', kind);
  const rows = await query.orderBy('bn.sort_order').orderBy('bn.id').execute();
  const id = (value: number | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    subtitle: row.subtitle,
    image: row.image,
    mobile_image: row.mobile_image,
    site_link: row.site_link,
    vertical_id: id(row.vertical_id),
    category_id: id(row.category_id),
    subcategory_id: id(row.subcategory_id),
    product_id: id(row.product_id),
    vertical_name_url: row.vertical_name_url,
    category_name_url: row.category_name_url,
    subcategory_name_url: row.subcategory_name_url,
    product_name_url: row.product_name_url,
  }));
}

/** The banner response: the three kinds (banner, promobanner, sectionbanner) grouped. */
export async function bannerGroups(db: DB, storeId: number) {
  const all = await bannersOf(db, storeId);
  const of = (kind: BannerTable['kind']): Banner[] => all.filter((b) => b.kind === kind).map(({ kind: _kind, ...banner }) => banner);
  return { banner: of('banner'), promobanner: of('promobanner'), sectionbanner: of('sectionbanner') };
}

export function toBrand(row: { id: number; name: string; name_url: string; logo: string | null }): Brand {
  const id = Number(row.id);
  return { brand_id: id, id, brand_name: row.name, name: row.name, name_url: row.name_url, logo: row.logo };
}

/** Sorted by name ignoring case, as the brand filter lists them (docs/rules/catalogue.md#filters). */
export function byBrandName(a: Brand, b: Brand): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

export async function allBrands(db: DB, storeId: number): Promise<Brand[]> {
  const rows = await db.selectFrom('brands').select(['id', 'name', 'name_url', 'logo']).where('store_id', '=', storeId).execute();
  return rows.map(toBrand).sort(byBrandName);
}

/** Brands that have products in a category. */
export async function brandsOfCategory(db: DB, storeId: number, categoryId: number): Promise<Brand[]> {
  const rows = await db
    .selectFrom('brands as b')
    .select(['b.id', 'b.name', 'b.name_url', 'b.logo'])
    .where('b.store_id', '=', storeId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('products as p')
          .select('p.id')
          .whereRef('p.brand_id', '=', 'b.id')
          .where('p.store_id', '=', storeId)
          .where('p.category_id', '=', categoryId),
      ),
    )
    .execute();
  return rows.map(toBrand).sort(byBrandName);
}

export async function brandOffers(db: DB, companyId: number): Promise<BrandOffer[]> {
  const rows = await db
    .selectFrom('brand_offers as o')
    .innerJoin('brands as b', 'b.id', 'o.brand_id')
    .select(['o.brand_id', 'b.name', 'o.brand_icon', 'o.brand_offer'])
    .where('o.company_id', '=', companyId)
    .orderBy('o.sort_order')
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({ brand_id: Number(r.brand_id), brand_name: r.name, brand_icon: r.brand_icon, brand_offer: r.brand_offer }));
}

export function toAgeGroup(row: { id: number; name: string; name_url: string; image: string | null; banner_image: string | null }): AgeGroup {
  // The original API named the banner both ways: age_group_banner on the group, banner_image in lists.
  return {
    age_group_id: Number(row.id),
    name: row.name,
    name_url: row.name_url,
    image: row.image,
    age_group_banner: row.banner_image,
    banner_image: row.banner_image,
  };
}

export async function ageGroups(db: DB, storeId: number): Promise<AgeGroup[]> {
  const rows = await db
    .selectFrom('age_groups')
    .select(['id', 'name', 'name_url', 'image', 'banner_image'])
    .where('store_id', '=', storeId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toAgeGroup);
}

/** Each home category with its newest products (in stock first). */
export async function homeCategories(db: DB, companyId: number, storeId: number): Promise<HomeCategory[]> {
  const rows = await db
    .selectFrom('home_categories as h')
    .innerJoin('categories as c', 'c.id', 'h.category_id')
    .select(['c.id', 'c.name', 'c.name_url'])
    .where('h.store_id', '=', storeId)
    .where('h.company_id', '=', companyId)
    .orderBy('h.sort_order')
    .orderBy('h.id')
    .execute();
  return Promise.all(
    rows.map(async (c) => ({
      category_id: Number(c.id),
      cname: c.name,
      cname_url: c.name_url,
      products: await listProductCards(db, storeId, { categoryIds: [Number(c.id)] }, { limit: HOME_CATEGORY_PRODUCTS, order: 'inStockFirst' }),
    })),
  );
}

/** Every store of the seller, by city then name (the locator builds its city tabs from them). */
export async function storeLocations(db: DB, companyId: number): Promise<StoreLocation[]> {
  const rows = await db
    .selectFrom('store_locations')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('city')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    // The original storefront shows the city through city_id.
    city_id: r.city,
    city: r.city,
    name: r.name,
    address: r.address,
    contact: r.contact,
    email: r.email,
    photo: r.photo,
    map_link: r.map_link,
  }));
}

/** The coupons the /offers page lists that can be used now: shown, active, in their window, uses left. */
export async function activeOffers(db: DB, storeId: number, now: Date = new Date()): Promise<Offer[]> {
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('on_offers_page', '=', 1)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('total_uses', 'is', null), eb('used_count', '<', eb.ref('total_uses'))]))
    .orderBy('min_order_paise')
    .orderBy('id')
    .execute();
  const at = now.getTime();
  return rows
    .filter((c) => (!c.starts_at || Date.parse(c.starts_at) <= at) && (!c.ends_at || at < Date.parse(c.ends_at)))
    .map((c) => ({
      offer_id: Number(c.id),
      couponcode: c.code,
      title: c.title ?? c.code,
      description: c.description ?? '',
      min_cart_amount: rupeesFromPaise(c.min_order_paise),
      discount_percent: c.kind === 'percent' ? Number(c.value) : 0,
      max_discount: c.kind === 'flat' ? rupeesFromPaise(c.value) : c.max_discount_paise === null ? null : rupeesFromPaise(c.max_discount_paise),
      first_order_only: Number(c.first_order_only) === 1,
      uses_per_customer: Number(c.uses_per_customer),
      limited: c.category_ids !== null || c.brand_ids !== null,
      ends_at: c.ends_at,
    }));
}

/** What an offer takes off a cart of this amount (rupees), were the cart to qualify. */
export function offerWorth(offer: Offer, cartAmount: number): number {
  const raw = offer.discount_percent > 0 ? (cartAmount * offer.discount_percent) / 100 : (offer.max_discount ?? 0);
  return Math.min(raw, offer.max_discount ?? Infinity, cartAmount);
}

/**
 * The offer worth most for a cart of this amount, or null when none applies. Offers
 * limited to some categories or brands are left out: an amount alone cannot say.
 */
export async function applicableOffer(db: DB, storeId: number, cartAmount: number): Promise<Offer | null> {
  const eligible = (await activeOffers(db, storeId)).filter((o) => !o.limited && cartAmount > 0 && cartAmount >= o.min_cart_amount);
  if (eligible.length === 0) return null;
  return eligible.reduce((best, o) => (offerWorth(o, cartAmount) > offerWorth(best, cartAmount) ? o : best));
}
