// What each product list route shows (docs/rules/catalogue.md#list-pages), found from its URL alone (the
// original app passed ids and banners as navigation state; a shared link or a reload
// has none): heading, breadcrumbs, SEO texts, banner, shelf links, the filter panel's
// choices and the first products. Server only: reads the catalogue through data.ts
// (cached there).
import { cache } from 'react';
import { limits, store } from '@/lib/config';
import type { Brand, FilterOptions, ProductCard, Vertical } from './types';
import { getDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import {
  getAgeGroupProductList, getAgeGroupProducts, getBrandProductList, getBrandProducts, getBrands, getCategoryBrands, getCategoryProductList,
  getCategoryProducts, getFilterOptions, getProductList, getSubcategoryProductsBySlug, getVerticalProducts, getVerticals, searchCatalog,
} from './data';
import { hasFilters, type ListFilters, type ListQuery } from './list-params';
import type { ProductFilter } from './product-queries';
import { searchSummary } from './search';
import { filterFields, namesUnknownBrand, type FilterChoices, type ListChunk, type ListSource } from './list-source';

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
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ShopError && (error.kind === 'not_found' || error.kind === 'invalid')) return null;
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

/** Filter options, or none when the read fails (a failed filter read is silent: docs/rules/catalogue.md#filters). */
async function filterOptions(scope: ProductFilter): Promise<FilterOptions> {
  return getFilterOptions(store.storeId, scope).catch(() => ({ gender: [], age_group: [], brand: [] }));
}

/** Page 1 of a shelf's list, 10 products. */
const firstPaging = { page: 1, result_per_page: limits.listPageSize };

const home: Crumb = { name: texts.breadcrumbHome, path: routes.home };
const pitch = `Original products, QC passed, 7-day free returns and home delivery from ${store.businessName}.`;
const buyTitle = (name: string, what = name) => `${name} - Buy Open-Box ${what} Online`;

const verticals = cache(async (): Promise<Vertical[]> => getVerticals(store.storeId).catch(() => []));

// ----- /store/{verticalSlug} -----
export const verticalPage = cache(async (verticalSlug: string): Promise<ListPageData | null> => {
  const found = await orNull(getVerticalProducts(store.storeId, verticalSlug, firstPaging));
  if (!found) return null;
  const { vertical, products, total } = found;
  const options = await filterOptions({ verticalId: vertical.vertical_id });
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
  const found = await orNull(getCategoryProducts(store.storeId, categorySlug, verticalSlug, firstPaging));
  if (!found) return null;
  const { category, vertical, products, total } = found;
  const [options, brands] = await Promise.all([
    filterOptions({ verticalId: vertical.vertical_id, categoryIds: [category.category_id] }),
    // A failed brand filter falls back to the options without brands.
    getCategoryBrands(store.storeId, category.category_id).catch((): Brand[] => []),
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
  const found = await orNull(getSubcategoryProductsBySlug(store.storeId, subCategorySlug, firstPaging));
  if (!found) return null;
  const { subCategory, products, total } = found;
  const tree = await verticals();
  const vertical = tree.find((v) => v.catList.some((c) => c.name_url === subCategory.category_url));
  const options = await filterOptions({ subcategoryId: subCategory.subcategory_id });
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
  const found = await orNull(getBrandProducts(store.storeId, key, firstPaging));
  if (!found) return null;
  const { brand, products, total } = found;
  const options = await filterOptions({ brandIds: [brand.brand_id] });
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
  const found = await orNull(getAgeGroupProducts(store.storeId, ageSlug, firstPaging));
  if (!found) return null;
  const { age_group: group, products, total } = found;
  const options = await filterOptions({ ageGroupId: group.age_group_id });
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
    getBrands(store.storeId).catch((): Brand[] => []),
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

/** Page 1 of a list without filters (10 products), read as the route's page call reads it. */
async function unfilteredFirstPage(source: ListSource): Promise<ListChunk> {
  const storeId = store.storeId;
  switch (source.kind) {
    case 'vertical':
      return getVerticalProducts(storeId, source.verticalSlug, firstPaging);
    case 'category':
      return getCategoryProducts(storeId, source.categorySlug, source.verticalSlug, firstPaging);
    case 'subcategory':
      return getSubcategoryProductsBySlug(storeId, source.subCategorySlug, firstPaging);
    case 'brand':
      return getBrandProducts(storeId, source.brandId, firstPaging);
    case 'age':
      return getAgeGroupProducts(storeId, source.ageSlug, firstPaging);
    case 'search':
      return searchCatalog(storeId, source.keyword, { genders: [], ageGroups: [], brandNames: [] }, firstPaging);
  }
}

/**
 * Page 1 of a filtered list (1000 products), read as the route's filter call reads it
 * (list-source.ts fetchFilteredPage in the browser, lib/api/handlers/catalog.ts), so a
 * reload shows what the browser showed.
 */
async function filteredFirstPage(source: ListSource, filters: ListFilters, choices: FilterChoices): Promise<ListChunk> {
  const { brandNames, ...fields } = filterFields(filters, choices);
  if (namesUnknownBrand(source, filters, fields)) return { products: [], total: 0 };
  const storeId = store.storeId;
  const paging = { page: 1, result_per_page: limits.filteredPageSize };
  const filter: ProductFilter = { priceFrom: fields.from_price, priceTo: fields.to_price, brandIds: fields.brand_id, genders: fields.gender, ageGroups: fields.age };
  switch (source.kind) {
    case 'vertical':
      return getProductList(storeId, { ...filter, verticalId: source.verticalId }, paging);
    case 'category':
      return getCategoryProductList(storeId, source.categorySlug, source.verticalId, filter, paging);
    case 'subcategory':
      return getProductList(storeId, { ...filter, subcategoryId: source.subcategoryId }, paging);
    case 'brand':
      return getBrandProductList(storeId, source.brandId, filter, paging);
    case 'age':
      return getAgeGroupProductList(storeId, source.ageSlug, filter, paging);
    case 'search':
      return searchCatalog(storeId, source.keyword, { priceFrom: fields.from_price, priceTo: fields.to_price, genders: fields.gender, ageGroups: fields.age, brandNames }, paging);
  }
}

/** The first products of a list for a URL state: page 1, or the filter call's results. */
export async function firstProducts(page: ListPageData, query: ListQuery): Promise<ListChunk> {
  if (!hasFilters(query.filters) && page.firstPage) return page.firstPage;
  try {
    const { products, total } = hasFilters(query.filters)
      ? await filteredFirstPage(page.source, query.filters, page.choices)
      : await unfilteredFirstPage(page.source);
    return { products, total };
  } catch (error) {
    // List and filter failures are ignored; a filter value no product can have shows an empty list.
    if (error instanceof ShopError && error.isRefusal) return { products: [], total: 0 };
    throw error;
  }
}
