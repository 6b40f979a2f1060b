// Where a product list page gets its products in the browser: the page call of each
// list route (10 a page, limits.listPageSize) and, once a filter is chosen, the filter call
// of that route (1000 a page), over HTTP (apiCall). The server renders the first page
// from the same catalogue reads those calls' handlers use (lib/catalog/list-pages.ts
// firstProducts, lib/catalog/data.ts), with the filter fields of lib/catalog/list-source.ts.
import 'client-only';
import { limits } from '@/lib/limits';
import type { RequestOf, ResponseOf } from '@/lib/contract';
import type { ClientCallName } from '@/lib/client/call-table';
import { hasFilters, type ListFilters } from '@/lib/catalog/list-params';
import { filterFields, namesUnknownBrand, type FilterChoices, type ListChunk, type ListSource } from '@/lib/catalog/list-source';

/** apiCall's shape (lib/client/http.ts). */
export type Caller = <N extends ClientCallName>(name: N, input: RequestOf<N>) => Promise<ResponseOf<N>>;

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

/** Page n of the filtered list, through the route's filter call (1000 a page). */
export async function fetchFilteredPage(call: Caller, source: ListSource, filters: ListFilters, choices: FilterChoices, page: number): Promise<ListChunk> {
  const { brandNames, ...fields } = filterFields(filters, choices);
  const paging = { page, result_per_page: limits.filteredPageSize };
  if (namesUnknownBrand(source, filters, fields)) return { products: [], total: 0 };
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

