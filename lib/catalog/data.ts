// The catalogue as server pages and the API read it: one typed function per read, each
// kept in Next's cache (lib/cache.ts) under the tags declared here. Pages call these
// directly; the catalogue handlers (lib/api/handlers/catalog.ts) call the same ones and
// put the result in the contract's response shape, so a page and an HTTP call share one
// cached answer. Server side only: every read opens the database.
import type { AgeGroup, Brand, Category, FilterOptions, ProductCard, ProductDetail, ProductPage, ProductVariant, Subcategory, Vertical } from './types';
import type { Banner, BrandOffer, HomeCategory, Offer, StoreLocation } from '@/lib/home/types';
import { CATALOG_TAG, OFFERS_TAG, STOCK_TAG, cachedRead } from '@/lib/cache';
import { getDb, type DB } from '@/lib/db';
import { notFound } from '@/lib/errors';
import { texts } from '@/lib/texts';
import { filterOptions } from './filter-options';
import { findAgeGroup, findBrand, findCategory, findSubcategory, findVertical, type IdOrSlug } from './lookups';
import {
  activeOffers, ageGroups, allBrands, applicableOffer, bannerGroups, bannersOf, brandOffers, brandsOfCategory, homeCategories,
  storeLocations, toAgeGroup, toBrand,
} from './merchandising';
import { categoriesOf, subcategoriesOf, verticalTree } from './navigation';
import { productDetail, type ProductKey } from './product-detail';
import { listProductCards, listProductPage, type PageRequest, type ProductFilter } from './product-queries';
import { searchProducts, type SearchPage } from './search';

/** Cards per home section (deals, hot deals, new arrivals) and per related-products carousel. */
export const SECTION_SIZE = 12;

/**
 * Answers with no stock in them (menus, banners, brands, stores, filter choices): kept
 * when stock moves. Every other read carries STOCK_TAG and is expired whenever stock
 * moves (expireStockCache): stale stock is the worse mistake.
 */
const STOCK_FREE = [CATALOG_TAG];
const WITH_STOCK = [CATALOG_TAG, STOCK_TAG];
/** The product page's answer; a new review expires it (its ratings and average). */
export const PRODUCT_TAG = 'product';

const db = getDb;

async function verticalOf(db: DB, storeId: number, verticalId: number): Promise<Vertical> {
  const [vertical] = await verticalTree(db, storeId, verticalId);
  if (!vertical) throw notFound('Vertical not found.');
  return vertical;
}

// ----- shelves and menus -----

/** Every vertical with its categories and their subcategories (the menus). */
export const getVerticals = cachedRead('catalog:verticals', STOCK_FREE, async (storeId: number): Promise<Vertical[]> =>
  verticalTree(await db(), storeId),
);

/** The categories of a vertical, found by id or URL name. */
export const getVerticalCategories = cachedRead('catalog:vertical-categories', STOCK_FREE, async (storeId: number, key: IdOrSlug): Promise<Category[]> => {
  const database = await db();
  const vertical = await findVertical(database, storeId, key);
  return categoriesOf(database, storeId, { verticalId: Number(vertical.id) });
});

/** The subcategories of a category, found by id or URL name. */
export const getSubcategories = cachedRead('catalog:subcategories', STOCK_FREE, async (storeId: number, key: IdOrSlug): Promise<Subcategory[]> => {
  const database = await db();
  const category = await findCategory(database, storeId, key);
  const subcategories = await subcategoriesOf(database, storeId, { categoryId: Number(category.id) });
  return subcategories.map(({ subcategory_id, name, name_url }) => ({ subcategory_id, name, name_url }));
});

export const getBrands = cachedRead('catalog:brands', STOCK_FREE, async (storeId: number): Promise<Brand[]> => allBrands(await db(), storeId));

/** The brands with products in a category (404 for an unknown category). */
export const getCategoryBrands = cachedRead('catalog:category-brands', STOCK_FREE, async (storeId: number, categoryId: number): Promise<Brand[]> => {
  const database = await db();
  await findCategory(database, storeId, { id: categoryId });
  return brandsOfCategory(database, storeId, categoryId);
});

export const getAgeGroups = cachedRead('catalog:age-groups', STOCK_FREE, async (storeId: number): Promise<AgeGroup[]> => ageGroups(await db(), storeId));

export const getStores = cachedRead('catalog:stores', STOCK_FREE, async (companyId: number): Promise<StoreLocation[]> => storeLocations(await db(), companyId));

// ----- home sections -----

export const getBanners = cachedRead('catalog:banners', STOCK_FREE, async (storeId: number) => bannerGroups(await db(), storeId));

export const getPromoBanners = cachedRead('catalog:promo-banners', STOCK_FREE, async (storeId: number): Promise<Banner[]> => {
  const banners = await bannersOf(await db(), storeId, 'promobanner');
  return banners.map(({ kind: _kind, ...banner }) => banner);
});

export const getBrandOffers = cachedRead('catalog:brand-offers', STOCK_FREE, async (companyId: number): Promise<BrandOffer[]> => brandOffers(await db(), companyId));

/** Deal of the day (normal) or hot deals, in-stock first. */
export const getDeals = cachedRead('catalog:deals', WITH_STOCK, async (storeId: number, kind: 'normal' | 'hot'): Promise<ProductCard[]> =>
  listProductCards(await db(), storeId, { dealTypeId: kind === 'normal' ? 1 : 2 }, { limit: SECTION_SIZE, order: 'inStockFirst' }),
);

/** The newest products, sorted by stock, highest first (the home page's new arrivals). */
export const getNewArrivals = cachedRead('catalog:new-arrivals', WITH_STOCK, async (storeId: number): Promise<ProductCard[]> => {
  const newest = await listProductCards(await db(), storeId, {}, { limit: SECTION_SIZE, order: 'newest' });
  return newest.sort((a, b) => b.stock - a.stock);
});

export const getHomeCategories = cachedRead('catalog:home-categories', WITH_STOCK, async (companyId: number, storeId: number): Promise<HomeCategory[]> =>
  homeCategories(await db(), companyId, storeId),
);

export const getOffers = cachedRead('catalog:offers', [...WITH_STOCK, OFFERS_TAG], async (storeId: number): Promise<Offer[]> => activeOffers(await db(), storeId));

export const getApplicableOffer = cachedRead('catalog:applicable-offer', [...WITH_STOCK, OFFERS_TAG], async (storeId: number, cartAmount: number): Promise<Offer | null> =>
  applicableOffer(await db(), storeId, cartAmount),
);

/** Products of the categories of the cart's products, the cart's own left out. */
export const getCartSimilarProducts = cachedRead('catalog:cart-similar', WITH_STOCK, async (storeId: number, productIds: number[]): Promise<ProductCard[]> => {
  if (productIds.length === 0) return [];
  const database = await db();
  const inCart = await database
    .selectFrom('products')
    .select('category_id')
    .distinct()
    .where('store_id', '=', storeId)
    .where('id', 'in', productIds)
    .execute();
  const categoryIds = inCart.map((r) => Number(r.category_id));
  return categoryIds.length
    ? listProductCards(database, storeId, { categoryIds, excludeIds: productIds }, { limit: SECTION_SIZE, order: 'inStockFirst' })
    : [];
});

// ----- the product page -----

/** A product's page by id or URL name (404 when the store has no such product). */
export const getProduct = cachedRead('catalog:product', [...WITH_STOCK, PRODUCT_TAG], async (companyId: number, storeId: number, key: ProductKey): Promise<ProductDetail> => {
  const product = await productDetail(await db(), companyId, storeId, key);
  if (!product) throw notFound(texts.productNotFound);
  return product;
});

/** The colour variants of a product (itself alone when it has none). */
export const getProductVariants = cachedRead('catalog:variants', WITH_STOCK, async (storeId: number, productId: number): Promise<ProductVariant[]> => {
  const database = await db();
  const product = await database
    .selectFrom('products')
    .select(['id', 'variant_group'])
    .where('id', '=', productId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!product) throw notFound(texts.productNotFound);
  let query = database.selectFrom('products').select(['id', 'name_url', 'color_id', 'color', 'image']).where('store_id', '=', storeId);
  query = product.variant_group === null ? query.where('id', '=', productId) : query.where('variant_group', '=', product.variant_group);
  const rows = await query.orderBy('color_id').orderBy('id').execute();
  return rows.map((r) => ({
    product_id: Number(r.id), name_url: r.name_url, color_id: r.color_id === null ? null : Number(r.color_id), color: r.color, image: r.image,
  }));
});

// ----- product lists: a shelf found by its URL name, and a page of its products -----

export const getVerticalProducts = cachedRead('catalog:vertical-products', WITH_STOCK, async (storeId: number, verticalSlug: string, paging: PageRequest): Promise<ProductPage & { vertical: Vertical }> => {
  const database = await db();
  const found = await findVertical(database, storeId, { slug: verticalSlug });
  const [list, vertical] = await Promise.all([
    listProductPage(database, storeId, { verticalId: Number(found.id) }, paging),
    verticalOf(database, storeId, Number(found.id)),
  ]);
  return { ...list, vertical };
});

/** A category's products; with a vertical's URL name, the category must belong to it. */
export const getCategoryProducts = cachedRead('catalog:category-products', WITH_STOCK, async (
  storeId: number, categorySlug: string, verticalSlug: string | undefined, paging: PageRequest,
): Promise<ProductPage & { category: Category; vertical: Vertical; brands: { id: number; name: string }[] }> => {
  const database = await db();
  const category = await findCategory(database, storeId, { slug: categorySlug });
  // /store-product/vertical/{v}/category/{c}: the category must belong to that vertical.
  if (verticalSlug !== undefined) {
    const vertical = await findVertical(database, storeId, { slug: verticalSlug });
    if (Number(vertical.id) !== Number(category.vertical_id)) throw notFound('Category not found.');
  }
  const categoryId = Number(category.id);
  const [list, [categoryWithSubs], vertical, brands] = await Promise.all([
    listProductPage(database, storeId, { categoryIds: [categoryId] }, paging),
    categoriesOf(database, storeId, { categoryId }),
    verticalOf(database, storeId, Number(category.vertical_id)),
    brandsOfCategory(database, storeId, categoryId),
  ]);
  return { ...list, category: categoryWithSubs!, vertical, brands: brands.map((b) => ({ id: b.id, name: b.name })) };
});

export const getSubcategoryProducts = cachedRead('catalog:subcategory-products', WITH_STOCK, async (storeId: number, subcategoryId: number, paging: PageRequest): Promise<ProductPage & { subCategory: Subcategory }> => {
  const database = await db();
  const sub = await findSubcategory(database, storeId, { id: subcategoryId });
  const list = await listProductPage(database, storeId, { subcategoryId: Number(sub.id) }, paging);
  return { ...list, subCategory: { subcategory_id: Number(sub.id), name: sub.name, name_url: sub.name_url } };
});

export const getSubcategoryProductsBySlug = cachedRead('catalog:subcategory-products-by-slug', WITH_STOCK, async (
  storeId: number, subcategorySlug: string, paging: PageRequest,
): Promise<ProductPage & { subCategory: Subcategory & { category_name: string; category_url: string } }> => {
  const database = await db();
  const sub = await findSubcategory(database, storeId, { slug: subcategorySlug });
  const [list, category] = await Promise.all([
    listProductPage(database, storeId, { subcategoryId: Number(sub.id) }, paging),
    findCategory(database, storeId, { id: Number(sub.category_id) }),
  ]);
  return {
    ...list,
    subCategory: { subcategory_id: Number(sub.id), name: sub.name, name_url: sub.name_url, category_name: category.name, category_url: category.name_url },
  };
});

/** A brand's products; the brand by id or URL name. */
export const getBrandProducts = cachedRead('catalog:brand-products', WITH_STOCK, async (storeId: number, brand: number | string, paging: PageRequest): Promise<ProductPage & { brand: Brand }> => {
  const database = await db();
  const found = await findBrand(database, storeId, brand);
  const list = await listProductPage(database, storeId, { brandIds: [Number(found.id)] }, paging);
  return { ...list, brand: toBrand(found) };
});

export const getAgeGroupProducts = cachedRead('catalog:age-group-products', WITH_STOCK, async (storeId: number, ageSlug: string, paging: PageRequest): Promise<ProductPage & { age_group: AgeGroup }> => {
  const database = await db();
  const group = await findAgeGroup(database, storeId, { slug: ageSlug });
  const list = await listProductPage(database, storeId, { ageGroupId: Number(group.id) }, paging);
  return { ...list, age_group: toAgeGroup(group) };
});

// ----- filtered lists -----

/** A page of the products matching a filter (ids of the shelf already known). */
export const getProductList = cachedRead('catalog:product-list', WITH_STOCK, async (storeId: number, filter: ProductFilter, paging: PageRequest): Promise<ProductPage> =>
  listProductPage(await db(), storeId, filter, paging),
);

/** The filtered list of an age group found by its URL name. */
export const getAgeGroupProductList = cachedRead('catalog:age-group-list', WITH_STOCK, async (storeId: number, ageSlug: string, filter: ProductFilter, paging: PageRequest): Promise<ProductPage> => {
  const database = await db();
  const group = await findAgeGroup(database, storeId, { slug: ageSlug });
  return listProductPage(database, storeId, { ...filter, ageGroupId: Number(group.id) }, paging);
});

/** The filtered list of a category found by its URL name; with a vertical id, the category must belong to it. */
export const getCategoryProductList = cachedRead('catalog:category-list', WITH_STOCK, async (
  storeId: number, categorySlug: string, verticalId: number | undefined, filter: ProductFilter, paging: PageRequest,
): Promise<ProductPage> => {
  const database = await db();
  const category = await findCategory(database, storeId, { slug: categorySlug });
  if (verticalId !== undefined && verticalId !== Number(category.vertical_id)) throw notFound('Category not found.');
  return listProductPage(database, storeId, { ...filter, categoryIds: [Number(category.id)] }, paging);
});

/** The filtered list of a brand (by id or URL name): its own products only, whatever brands the filter names. */
export const getBrandProductList = cachedRead('catalog:brand-list', WITH_STOCK, async (storeId: number, brand: number | string, filter: ProductFilter, paging: PageRequest): Promise<ProductPage> => {
  const database = await db();
  const found = await findBrand(database, storeId, brand);
  return listProductPage(database, storeId, { ...filter, brandIds: [Number(found.id)] }, paging);
});

/** The choices of a list's filter panel within a scope (a shelf, a brand, an age group). */
export const getFilterOptions = cachedRead('catalog:filter-options', STOCK_FREE, async (storeId: number, scope: ProductFilter): Promise<FilterOptions> =>
  filterOptions(await db(), storeId, scope),
);

/** A vertical's gender and age choices, the vertical by URL name. */
export const getVerticalFilterOptions = cachedRead('catalog:vertical-filter-options', STOCK_FREE, async (storeId: number, verticalSlug: string): Promise<Omit<FilterOptions, 'brand'>> => {
  const database = await db();
  const vertical = await findVertical(database, storeId, { slug: verticalSlug });
  const { gender, age_group } = await filterOptions(database, storeId, { verticalId: Number(vertical.id) });
  return { gender, age_group };
});

// ----- search -----

/** A page of search results, in relevance order, narrowed by the list filters. */
export const searchCatalog = cachedRead('catalog:search', WITH_STOCK, async (storeId: number, keyword: string, filter: Omit<ProductFilter, 'ids'>, paging: PageRequest): Promise<SearchPage> =>
  searchProducts(await db(), storeId, keyword, filter, paging),
);
