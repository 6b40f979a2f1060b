// What each product list route of SPEC section 2 shows, found from its URL alone (the
// original app passed ids and banners as navigation state; a shared link or a reload
// has none): heading, breadcrumbs, SEO texts, banner, shelf links, the filter panel's
// choices and the first products. Server only: reads through serverCall (cached).
import { cache } from 'react';
import { store } from '@/lib/config';
import type { Brand, CallName, FilterOptions, ProductCard, RequestOf, ResponseOf, Vertical } from '@/lib/contract';
import { getDatabase } from '@/lib/db';
import { ApiError, serverCall } from '@/lib/server/api';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { hasFilters, type ListQuery } from './list-params';
import { searchSummary } from './search';
import { fetchFirstPage, type FilterChoices, type ListChunk, type ListSource } from './list-source';

export interface Crumb {
  name: string;
  path: string;
}

export interface ListPageData {
  /** The page's h1. */
  heading: string;
  /** SEO title and description (cut by pageMetadata). */
  title: string;
  description: string;
  /** Canonical path, without filters. */
  path: string;
  noindex?: boolean;
  /** Home first, this page last. */
  breadcrumbs: Crumb[];
  source: ListSource;
  choices: FilterChoices;
  emptyText: string;
  banner?: { src: string; alt: string };
  logo?: { src: string; alt: string };
  /** Links to the shelves below this one (categories of a vertical, subcategories of a category). */
  shelves?: Crumb[];
  /** Page 1 without filters, when the page call that found the shelf already returned it. */
  firstPage?: ListChunk;
}

/** A 404 (unknown slug) or 400 (a slug no row can have) means "no such page". */
async function orNull<N extends CallName>(name: N, input: RequestOf<N>): Promise<ResponseOf<N> | null> {
  try {
    return await serverCall(name, input);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

function brandChoices(brands: Pick<Brand, 'brand_id' | 'name' | 'name_url'>[]): FilterChoices['brands'] {
  return brands.map((b) => ({ id: b.brand_id, name: b.name, slug: b.name_url })).sort(byName);
}

function choicesFrom(options: Omit<FilterOptions, 'brand'> & { brand?: Brand[] }, drop: { brands?: boolean; ages?: boolean } = {}): FilterChoices {
  return {
    brands: drop.brands ? [] : brandChoices(options.brand ?? []),
    genders: options.gender.map((g) => g.name),
    ages: drop.ages ? [] : options.age_group.map((a) => ({ slug: a.name_url, name: a.name })),
  };
}

/** Filter options, or none when the call fails (SPEC: filter failures are silent). */
async function filterOptions(input: RequestOf<'filterOption'>): Promise<FilterOptions> {
  return serverCall('filterOption', input)
    .then((r) => r.payload_filterOption)
    .catch(() => ({ gender: [], age_group: [], brand: [] }));
}

const home: Crumb = { name: texts.breadcrumbHome, path: routes.home };
const pitch = `Original products, QC passed, 7-day free returns and home delivery from ${store.businessName}.`;
const buyTitle = (name: string, what = name) => `${name} - Buy Open-Box ${what} Online`;

const verticals = cache(async (): Promise<Vertical[]> =>
  serverCall('verticalWithCatList', {}).then((r) => r.payload_verticalWithCatList.vertical).catch(() => []),
);

// ----- /store/{verticalSlug} -----
export const verticalPage = cache(async (verticalSlug: string): Promise<ListPageData | null> => {
  const found = await orNull('verticalByProduct', { vertical_slug: verticalSlug, page: 1, result_per_page: 10 });
  if (!found) return null;
  const { vertical, products, total } = found.payload_VerticalByProduct;
  const options = await filterOptions({ vertical_id: vertical.vertical_id });
  const categoryNames = vertical.catList.map((c) => c.name).join(', ');
  return {
    heading: vertical.name,
    title: buyTitle(vertical.name),
    description: `Shop open-box ${vertical.name}${categoryNames ? ` (${categoryNames})` : ''} at up to 80% off MRP. ${pitch}`,
    path: routes.vertical(vertical.name_url),
    breadcrumbs: [home, { name: vertical.name, path: routes.vertical(vertical.name_url) }],
    source: { kind: 'vertical', verticalSlug: vertical.name_url, verticalId: vertical.vertical_id },
    choices: choicesFrom(options),
    emptyText: texts.noProducts,
    shelves: vertical.catList.map((c) => ({ name: c.name, path: routes.verticalCategory(vertical.name_url, c.name_url) })),
    firstPage: { products, total },
  };
});

// ----- /store-product/{category} and /store-product/vertical/{v}/category/{c} -----
export const categoryPage = cache(async (categorySlug: string, verticalSlug?: string): Promise<ListPageData | null> => {
  const found = await orNull('categoryByProduct', { category_slug: categorySlug, vertical_slug: verticalSlug, page: 1, result_per_page: 10 });
  if (!found) return null;
  const { category, vertical, products, total } = found.payload_CategoryByProduct;
  const [options, brands] = await Promise.all([
    filterOptions({ vertical_id: vertical.vertical_id, category_id: category.category_id }),
    // SPEC: a failed brand filter falls back to the options without brands.
    serverCall('categoryByBrand', { category_id: category.category_id }).then((r) => r.payload_categoryByBrand).catch(() => []),
  ]);
  const path = verticalSlug ? routes.verticalCategory(vertical.name_url, category.name_url) : routes.category(category.name_url);
  const subNames = category.subcatList.map((s) => s.name).join(', ');
  return {
    heading: category.name,
    title: buyTitle(category.name),
    description: `Buy open-box ${category.name}${subNames ? ` (${subNames})` : ''} at up to 80% off MRP. ${pitch}`,
    path,
    breadcrumbs: [home, { name: vertical.name, path: routes.vertical(vertical.name_url) }, { name: category.name, path }],
    source: { kind: 'category', categorySlug: category.name_url, categoryId: category.category_id, verticalId: vertical.vertical_id, verticalSlug },
    choices: { ...choicesFrom(options, { brands: true }), brands: brandChoices(brands) },
    emptyText: texts.noProducts,
    shelves: category.subcatList.map((s) => ({ name: s.name, path: routes.subcategory(category.name_url, s.name_url) })),
    firstPage: { products, total },
  };
});

// ----- /category/{categorySlug}/sub-category/{subCategorySlug} -----
export interface SubcategoryPageData extends ListPageData {
  /** The category the subcategory really belongs to (the URL may name another). */
  categorySlug: string;
}

export const subcategoryPage = cache(async (subCategorySlug: string): Promise<SubcategoryPageData | null> => {
  const found = await orNull('subCategoryByProductBySlug', { subCategorySlug, page: 1, result_per_page: 10 });
  if (!found) return null;
  const { subCategory, products, total } = found.payload_SubCategoryByProductBySlug;
  const tree = await verticals();
  const vertical = tree.find((v) => v.catList.some((c) => c.name_url === subCategory.category_url));
  const options = await filterOptions({ subcategory_id: subCategory.subcategory_id });
  const path = routes.subcategory(subCategory.category_url, subCategory.name_url);
  const label = `${subCategory.name} ${subCategory.category_name}`;
  return {
    heading: subCategory.name,
    title: buyTitle(label),
    description: `Buy open-box ${label} at up to 80% off MRP. ${pitch}`,
    path,
    breadcrumbs: [
      home,
      ...(vertical ? [{ name: vertical.name, path: routes.vertical(vertical.name_url) }] : []),
      { name: subCategory.category_name, path: routes.category(subCategory.category_url) },
      { name: subCategory.name, path },
    ],
    source: { kind: 'subcategory', subCategorySlug: subCategory.name_url, subcategoryId: subCategory.subcategory_id },
    choices: choicesFrom(options),
    emptyText: texts.noProductsSubcategory,
    categorySlug: subCategory.category_url,
    firstPage: { products, total },
  };
});

// ----- /store-product/brand/{brandId} (an id; a brand's URL name is accepted too) -----
export const brandPage = cache(async (brandParam: string): Promise<ListPageData | null> => {
  const key = /^\d{1,10}$/.test(brandParam) ? Number(brandParam) : brandParam.toLowerCase();
  const found = await orNull('brandByProduct', { brand_id: key, page: 1, result_per_page: 10 });
  if (!found) return null;
  const { brand, products, total } = found.payload_BrandByProduct;
  const options = await filterOptions({ brand_id: brand.brand_id });
  const path = routes.brand(brand.brand_id);
  return {
    heading: brand.name,
    title: buyTitle(brand.name, `${brand.name} Products`),
    description: `Shop open-box ${brand.name} products at up to 80% off MRP. ${pitch}`,
    path,
    breadcrumbs: [home, { name: brand.name, path }],
    source: { kind: 'brand', brandId: brand.brand_id },
    // One brand: no brand choice to offer.
    choices: choicesFrom(options, { brands: true }),
    emptyText: texts.noProducts,
    logo: brand.logo ? { src: brand.logo, alt: `${brand.name} logo` } : undefined,
    firstPage: { products, total },
  };
});

// ----- /store/age/{ageId} (the age group's URL name) -----
export const ageGroupPage = cache(async (ageSlug: string): Promise<ListPageData | null> => {
  const found = await orNull('ageGroupByProduct', { age_group_slug: ageSlug, page: 1, result_per_page: 10 });
  if (!found) return null;
  const { age_group: group, products, total } = found.payload_ageGroupByProduct;
  const options = await filterOptions({ age_group_id: group.age_group_id });
  const path = routes.ageGroup(group.name_url);
  const banner = group.age_group_banner ?? group.banner_image;
  return {
    heading: group.name,
    title: `Toys for ${group.name} - Buy Open-Box Toys Online`,
    description: `Toys, games and gifts for ${group.name} at up to 80% off MRP. ${pitch}`,
    path,
    breadcrumbs: [home, { name: group.name, path }],
    source: { kind: 'age', ageSlug: group.name_url, ageGroupId: group.age_group_id },
    choices: choicesFrom(options, { ages: true }),
    emptyText: texts.noProducts,
    banner: banner ? { src: banner, alt: `Toys for ${group.name}` } : undefined,
    firstPage: { products, total },
  };
});

// ----- /search-product/{keyword} -----
export const searchPage = cache(async (keyword: string): Promise<ListPageData> => {
  const [options, found, brands] = await Promise.all([
    filterOptions({}),
    // Brands worth offering are the brands among the results: read from the search
    // index's hits, rather than loading up to 1000 product cards only for their brands.
    getDatabase().then((database) => searchSummary(database.db, store.storeId, keyword)).catch(() => ({ hits: 0, brands: [] as string[] })),
    serverCall('getAllBrands', {}).then((r) => r.payload_getAllBrands).catch((): Brand[] => []),
  ]);
  const resultBrands = new Set(found.brands.map((name) => name.toLowerCase()));
  const path = routes.search(keyword);
  return {
    heading: keyword,
    title: `Search results for ${keyword}`,
    description: `Open-box ${keyword} at up to 80% off MRP. ${pitch}`,
    path,
    // A search with results is a useful landing page; one without is a thin page (a soft 404).
    noindex: found.hits === 0,
    breadcrumbs: [home, { name: texts.searchCrumb(keyword), path }],
    source: { kind: 'search', keyword },
    choices: { ...choicesFrom(options, { brands: true }), brands: brandChoices(brands.filter((b) => resultBrands.has(b.name.toLowerCase()))) },
    emptyText: texts.noProducts,
  };
});

/** The first products of a list for a URL state: page 1, or the filter call's results. */
export async function firstProducts(page: ListPageData, query: ListQuery): Promise<ListChunk> {
  if (!hasFilters(query.filters) && page.firstPage) return page.firstPage;
  try {
    return await fetchFirstPage(serverCall, page.source, query.filters, page.choices);
  } catch (error) {
    // SPEC: list and filter failures are ignored; a filter value no product can have shows an empty list.
    if (error instanceof ApiError && error.status < 500) return { products: [], total: 0 };
    throw error;
  }
}
