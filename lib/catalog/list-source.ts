// What a product list page lists (its source, filter choices and chunks of products),
// shared by the server page (list-pages.ts firstProducts) and the browser, which fetches
// further pages over HTTP (lib/client/catalog/list-fetch.ts): the filter fields a call
// sends are built here once, so a reloaded filtered URL shows exactly what the shopper saw.
import { limits } from '@/lib/limits';
import type { ProductCard } from './types';
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

export interface ListChunk {
  products: ProductCard[];
  /** Every match of the call, not just this page. */
  total: number;
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

/** A brand in the URL that the panel does not offer matches nothing, rather than being ignored. */
export function namesUnknownBrand(source: ListSource, filters: ListFilters, fields: { brand_id: number[] }): boolean {
  return filters.brands.length > 0 && fields.brand_id.length === 0 && source.kind !== 'brand';
}

/** Page size of the calls behind a list: 10 unfiltered, 1000 filtered. */
export const pageSizeFor = (filters: ListFilters) => (hasFilters(filters) ? limits.filteredPageSize : limits.listPageSize);
