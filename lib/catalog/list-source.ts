// Where a product list page gets its products: the page call of each list route (10 a
// page, SPEC section 9) and, once a filter is chosen, the filter call of that route
// (1000 a page). The same functions run on the server (in-process serverCall) and in
// the browser (apiCall over HTTP), so a reloaded filtered URL shows exactly what the
// shopper saw before.
import { limits } from '@/lib/config';
import type { CallName, ProductCard, RequestOf, ResponseOf } from '@/lib/contract';
import { hasFilters, priceBandOf, type ListFilters } from './list-params';

/** What a list page lists; plain data, handed from the server page to the client list. */
export type ListSource =
  | { kind: 'vertical'; verticalSlug: string; verticalId: number }
  | { kind: 'category'; categorySlug: string; categoryId: number; verticalId: number; verticalSlug?: string }
  | { kind: 'subcategory'; subCategorySlug: string; subcategoryId: number }
  | { kind: 'brand'; brandId: number }
  | { kind: 'age'; ageSlug: string; ageGroupId: number }
  | { kind: 'search'; keyword: string };

/** The choices of a list's filter panel. */
export interface FilterChoices {
  brands: { id: number; name: string; slug: string }[];
  genders: string[];
  ages: { slug: string; name: string }[];
}

export const noChoices: FilterChoices = { brands: [], genders: [], ages: [] };

/** serverCall and apiCall share this shape. */
export type Caller = <N extends CallName>(name: N, input: RequestOf<N>) => Promise<ResponseOf<N>>;

export interface ListChunk {
  products: ProductCard[];
  /** Every match of the call, not just this page. */
  total: number;
}

/** Page n (from 1) of the unfiltered list, 10 products a page. */
export async function fetchListPage(call: Caller, source: ListSource, page: number): Promise<ListChunk> {
  const paging = { page, result_per_page: limits.listPageSize };
  switch (source.kind) {
    case 'vertical': {
      const r = await call('verticalByProduct', { vertical_slug: source.verticalSlug, ...paging });
      return r.payload_VerticalByProduct;
    }
    case 'category': {
      const r = await call('categoryByProduct', { category_slug: source.categorySlug, vertical_slug: source.verticalSlug, ...paging });
      return r.payload_CategoryByProduct;
    }
    case 'subcategory': {
      const r = await call('subCategoryByProductBySlug', { subCategorySlug: source.subCategorySlug, ...paging });
      return r.payload_SubCategoryByProductBySlug;
    }
    case 'brand': {
      const r = await call('brandByProduct', { brand_id: source.brandId, ...paging });
      return r.payload_BrandByProduct;
    }
    case 'age': {
      const r = await call('ageGroupByProduct', { age_group_slug: source.ageSlug, ...paging });
      return r.payload_ageGroupByProduct;
    }
    case 'search': {
      const r = await call('storeSearch', { keyword: source.keyword, ...paging });
      return { products: r.payload_searchAI, total: r.total };
    }
  }
}

/** The filter fields of the filter calls, from the URL's filters and the panel's choices. */
export function filterFields(filters: ListFilters, choices: FilterChoices) {
  const band = priceBandOf(filters.price);
  const brands = choices.brands.filter((b) => filters.brands.includes(b.slug));
  return {
    from_price: band?.from,
    to_price: band?.to,
    brand_id: brands.map((b) => b.id),
    brandNames: brands.map((b) => b.name),
    gender: filters.genders,
    age: filters.ages,
  };
}

/** Page n of the filtered list, through the route's filter call (1000 a page). */
export async function fetchFilteredPage(call: Caller, source: ListSource, filters: ListFilters, choices: FilterChoices, page: number): Promise<ListChunk> {
  const { brandNames, ...fields } = filterFields(filters, choices);
  const paging = { page, result_per_page: limits.filteredPageSize };
  // A brand in the URL that the panel does not offer matches nothing, rather than being ignored.
  const unknownBrand = filters.brands.length > 0 && fields.brand_id.length === 0 && source.kind !== 'brand';
  if (unknownBrand) return { products: [], total: 0 };
  switch (source.kind) {
    case 'vertical': {
      const r = await call('filterByProductNew', { vertical_id: source.verticalId, ...fields, ...paging });
      return r.payload_FilterByProductNew;
    }
    case 'category': {
      const r = await call('filterByProductCategory', { category_name_url: source.categorySlug, vertical_id: source.verticalId, ...fields, ...paging });
      return r.payload_FilterByProductCategory;
    }
    case 'subcategory': {
      const r = await call('filterByProduct', { subcategory_id: source.subcategoryId, ...fields, ...paging });
      return r.payload_FilterByProduct;
    }
    case 'brand': {
      const r = await call('filterByProductBrand', { brand: source.brandId, ...fields, brand_id: [], ...paging });
      return r.payload_FilterByProducBrand;
    }
    case 'age': {
      const r = await call('filterByProductAge', { age_group_slug: source.ageSlug, ...fields, ...paging });
      return r.payload_FilterByProductAge;
    }
    case 'search': {
      const r = await call('storeSearch', {
        keyword: source.keyword,
        price_from: fields.from_price,
        price_to: fields.to_price,
        gender: fields.gender,
        age: fields.age,
        brand: brandNames,
        ...paging,
      });
      return { products: r.payload_searchAI, total: r.total };
    }
  }
}

/** The first load of a list: the filter call when the URL carries filters, else page 1. */
export function fetchFirstPage(call: Caller, source: ListSource, filters: ListFilters, choices: FilterChoices): Promise<ListChunk> {
  return hasFilters(filters) ? fetchFilteredPage(call, source, filters, choices, 1) : fetchListPage(call, source, 1);
}

/** Page size of the calls behind a list: 10 unfiltered, 1000 filtered. */
export const pageSizeFor = (filters: ListFilters) => (hasFilters(filters) ? limits.filteredPageSize : limits.listPageSize);
