// The demo store: everything a fresh clone needs to be a working shop. Inserted into a
// migrated, empty database in one transaction, from a fixed random seed, so ids,
// slugs and prices are the same on every run and on SQLite and PostgreSQL alike.
import type { Insertable } from 'kysely';
import { store } from '@/lib/config';
import { writeTransaction, type OpenedDatabase, type Tx } from '@/lib/db';
import type { ProductTable } from '@/lib/db/schema';
import { inChunks } from './batches';
import { bannerProductModels, bannerSeeds, type BannerSeed, brandsInFocus, homeCategorySlugs, offerSeeds } from './banners';
import { ageGroupNames, brandNames, verticalNames } from './catalog-names';
import { ageGroupBanner, ageGroupImage, bannerImage, bannerMobileImage, brandLogo, verticalImage } from './image-kinds';
import { buildDemoProducts, type DemoProduct } from './product-rows';
import { importPincodes } from './pincodes';
import { seededRandom } from './random';
import { applyRatings, buildDemoReviews, type DemoReview } from './reviews';
import { deliveryCharge, paymentFees, serviceabilitySeeds } from './rules';
import { storeRows } from './stores';
import { emiPlanSeeds } from './emi-plans';
import { courierSeeds } from './couriers';
import { categoryImage, taxonomy } from './taxonomy';
import { insertDemoUnits } from './units';

export { importPincodes } from './pincodes';
export { seedSyntheticCatalog } from './synthetic';

/** Changing the seed changes the whole demo catalogue (prices, stock, deals). */
export const DEMO_SEED = 191_139;

/** True when this store has no shelves and no products yet (a fresh database). */
export async function isCatalogEmpty(opened: OpenedDatabase): Promise<boolean> {
  const vertical = await opened.db.selectFrom('verticals').select('id').where('store_id', '=', store.storeId).limit(1).executeTakeFirst();
  if (vertical) return false;
  const product = await opened.db.selectFrom('products').select('id').where('store_id', '=', store.storeId).limit(1).executeTakeFirst();
  return !product;
}

/** slug -> id, from rows returned by an insert. */
function idsBySlug(rows: { id: number; name_url: string }[]): Map<string, number> {
  return new Map(rows.map((r) => [r.name_url, Number(r.id)]));
}

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} "${String(key)}"`);
  return value;
}

/** The best discount among some products, rounded down to a multiple of 5: "Up to 55% off" stays true. */
function discountUpTo(products: DemoProduct[], matches: (p: DemoProduct) => boolean): number {
  const discounts = products.filter(matches).map((p) => 100 - (p.fields.selling_price_paise / p.fields.mrp_paise) * 100);
  if (discounts.length === 0) throw new Error('seed: a discount claim has no products behind it');
  return Math.floor(Math.max(...discounts) / 5) * 5;
}

/** Fills in `{upto}` from the products of the banner's category (or vertical). */
function bannerText(text: string, banner: BannerSeed, products: DemoProduct[]): string {
  if (!text.includes('{upto}')) return text;
  const upto = discountUpTo(products, (p) => (banner.category ? p.category === banner.category : p.vertical === banner.vertical));
  return text.replace('{upto}', String(upto));
}

type Owner = { company_id: number; store_id: number };

/** Ids of the shelves, brands and age groups, by slug. */
interface ShelfIds {
  verticals: Map<string, number>;
  categories: Map<string, number>;
  subcategories: Map<string, number>;
  brands: Map<string, number>;
  ageGroups: Map<string, number>;
}

async function insertShelves(tx: Tx, owner: Owner): Promise<ShelfIds> {
  const verticals = idsBySlug(
    await tx
      .insertInto('verticals')
      .values(verticalNames.map((v, i) => ({ ...owner, name: v.name, name_url: v.slug, image: verticalImage(v.slug), sort_order: i + 1 })))
      .returning(['id', 'name_url'])
      .execute(),
  );
  const categoryRows = taxonomy.flatMap((vertical) =>
    vertical.categories.map((c, i) => ({
      ...owner, vertical_id: need(verticals, vertical.slug, 'vertical'), name: c.name, name_url: c.slug, image: categoryImage(c), sort_order: i + 1,
    })),
  );
  const categories = idsBySlug(await tx.insertInto('categories').values(categoryRows).returning(['id', 'name_url']).execute());
  const subcategoryRows = taxonomy.flatMap((vertical) =>
    vertical.categories.flatMap((c) =>
      c.subcategories.map((s, i) => ({ ...owner, category_id: need(categories, c.slug, 'category'), name: s.name, name_url: s.slug, sort_order: i + 1 })),
    ),
  );
  const subcategories = idsBySlug(await tx.insertInto('subcategories').values(subcategoryRows).returning(['id', 'name_url']).execute());
  const brands = idsBySlug(
    await tx
      .insertInto('brands')
      .values(brandNames.map((b) => ({ ...owner, name: b.name, name_url: b.slug, logo: brandLogo(b.slug) })))
      .returning(['id', 'name_url'])
      .execute(),
  );
  const ageGroups = idsBySlug(
    await tx
      .insertInto('age_groups')
      .values(
        ageGroupNames.map((a, i) => ({
          ...owner, name: a.name, name_url: a.slug, image: ageGroupImage(a.slug), banner_image: ageGroupBanner(a.slug), sort_order: i + 1,
        })),
      )
      .returning(['id', 'name_url'])
      .execute(),
  );
  return { verticals, categories, subcategories, brands, ageGroups };
}

/** Inserts the products in their fixed order; returns their ids, by position in `products`. */
async function insertProducts(tx: Tx, owner: Owner, ids: ShelfIds, products: DemoProduct[]): Promise<number[]> {
  const rows: Insertable<ProductTable>[] = products.map((p) => ({
    ...owner,
    vertical_id: need(ids.verticals, p.vertical, 'vertical'),
    category_id: need(ids.categories, p.category, 'category'),
    subcategory_id: p.subcategory ? need(ids.subcategories, p.subcategory, 'subcategory') : null,
    brand_id: need(ids.brands, p.brand, 'brand'),
    age_group_id: p.ageGroup ? need(ids.ageGroups, p.ageGroup, 'age group') : null,
    ...p.fields,
  }));
  const idOfSlug = new Map<string, number>();
  for (const chunk of inChunks(rows)) {
    for (const row of await tx.insertInto('products').values(chunk).returning(['id', 'name_url']).execute()) idOfSlug.set(row.name_url, Number(row.id));
  }
  return products.map((p) => need(idOfSlug, p.fields.name_url, 'product'));
}

async function insertReviews(tx: Tx, owner: Owner, reviews: DemoReview[], productIds: number[]): Promise<void> {
  const rows = reviews.map((r) => ({
    ...owner, product_id: productIds[r.productIndex]!, customer_id: null, name: r.name, rating: r.rating, review: r.review, created_at: r.created_at,
  }));
  for (const chunk of inChunks(rows)) await tx.insertInto('reviews').values(chunk).execute();
}

/** Banners, brands in focus, home carousels, store locations and cart offers. */
async function insertMerchandising(tx: Tx, owner: Owner, ids: ShelfIds, products: DemoProduct[], productIds: number[]): Promise<void> {
  const productOfModel = (model: string) => {
    const index = products.findIndex((p) => p.model === model);
    if (index < 0) throw new Error(`seed: a banner points at unknown model "${model}"`);
    return productIds[index]!;
  };
  await tx
    .insertInto('banners')
    .values(
      bannerSeeds.map((b, i) => ({
        ...owner,
        kind: b.kind,
        name: bannerText(b.name, b, products),
        subtitle: bannerText(b.subtitle, b, products),
        image: bannerImage(b.image),
        mobile_image: bannerMobileImage(b.image),
        site_link: b.siteLink ?? null,
        vertical_id: b.vertical ? need(ids.verticals, b.vertical, 'vertical') : null,
        category_id: b.category ? need(ids.categories, b.category, 'category') : null,
        subcategory_id: b.subcategory ? need(ids.subcategories, b.subcategory, 'subcategory') : null,
        product_id: b.productModel ? productOfModel(b.productModel) : null,
        sort_order: i + 1,
      })),
    )
    .execute();
  await tx
    .insertInto('brand_offers')
    .values(
      brandsInFocus.map((slug, i) => ({
        ...owner,
        brand_id: need(ids.brands, slug, 'brand'),
        brand_icon: brandLogo(slug),
        brand_offer: `Up to ${discountUpTo(products, (p) => p.brand === slug)}% off`,
        sort_order: i + 1,
      })),
    )
    .execute();
  await tx
    .insertInto('home_categories')
    .values(homeCategorySlugs.map((slug, i) => ({ ...owner, category_id: need(ids.categories, slug, 'category'), sort_order: i + 1 })))
    .execute();
  // Store e-mail addresses use the seller's own domain (from the configured support address).
  const emailDomain = store.email.split('@')[1] ?? 'example.in';
  await tx.insertInto('store_locations').values(storeRows(owner.company_id, owner.store_id, emailDomain)).execute();
  await tx
    .insertInto('coupons')
    .values(
      offerSeeds.map((o) => ({
        ...owner, code: o.code, kind: 'percent' as const, value: o.percent, min_order_paise: o.minCart * 100, max_discount_paise: o.maxDiscount * 100,
        first_order_only: o.firstOrderOnly ? 1 : 0, title: o.title, description: o.description, on_offers_page: 1, updated_at: new Date().toISOString(),
      })),
    )
    .execute();
}

/** Payment fees, the delivery charge, where we deliver and the EMI plans. */
async function insertRules(tx: Tx, owner: Owner): Promise<void> {
  // One row per company: a second store of the same seller keeps the existing fees.
  await tx
    .insertInto('payment_fees')
    .values({ company_id: owner.company_id, ...paymentFees })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute();
  await tx
    .insertInto('delivery_charge_rules')
    .values({ ...owner, upto_paise: deliveryCharge.uptoRupees * 100, charge_paise: deliveryCharge.chargeRupees * 100 })
    .execute();
  await tx
    .insertInto('serviceability_rules')
    .values(
      serviceabilitySeeds.map((r) => ({
        ...owner, pincode_prefix: r.prefix, serviceable: r.serviceable ? 1 : 0, min_days: r.minDays, max_days: r.maxDays,
      })),
    )
    .execute();
  await tx
    .insertInto('emi_plans')
    .values(emiPlanSeeds.map((p) => ({
      ...owner, bank: p.bank, tenure_months: p.tenure_months, annual_rate: p.annual_rate, no_cost: p.no_cost ? 1 : 0, min_order_paise: p.min_order * 100, updated_at: new Date().toISOString(),
    })))
    .execute();
  await tx
    .insertInto('couriers')
    .values(courierSeeds.map((c) => ({ ...owner, ...c, name_key: c.name.toLowerCase(), active: 1, updated_at: new Date().toISOString() })))
    .onConflict((oc) => oc.columns(['store_id', 'name_key']).doNothing())
    .execute();
}

/**
 * Inserts the demo store of the configured seller into a migrated, empty database, in
 * one transaction. With `pincodes`, also fills the pincode table (its own transaction).
 */
export async function seedDemoStore(opened: OpenedDatabase, options: { pincodes?: boolean } = {}): Promise<void> {
  const now = new Date();
  const random = seededRandom(DEMO_SEED);
  const products = buildDemoProducts(random, now, bannerProductModels);
  const reviews = buildDemoReviews(random, products, now);
  applyRatings(products, reviews);
  const owner: Owner = { company_id: store.companyId, store_id: store.storeId };

  await writeTransaction(opened, async (tx) => {
    const ids = await insertShelves(tx, owner);
    const productIds = await insertProducts(tx, owner, ids, products);
    await insertReviews(tx, owner, reviews, productIds);
    await insertMerchandising(tx, owner, ids, products, productIds);
    await insertRules(tx, owner);
    await insertDemoUnits(tx, (model) => productIds[products.findIndex((p) => p.model === model)]!, now);
  });

  if (options.pincodes) await importPincodes(opened);
}
