// The page data of each product list route (list-route-table.mjs), for its cached page
// and for the per-request twin under /list-filtered alike: which list a route names,
// and where a URL naming a shelf under the wrong parent moves to.
import { ageGroupPage, brandPage, categoryPage, searchPage, subcategoryPage, verticalPage, type ListPageData } from './list-pages';
import type { ListKind, ListRoute } from './list-urls';

export interface FoundList {
  data: ListPageData;
  /** Set when the URL names the shelf under the wrong parent: the route to move to, permanently. */
  movedTo?: ListRoute;
}

const found = (data: ListPageData | null): FoundList | null => (data ? { data } : null);

const pageOf: { [K in ListKind]: (route: ListRoute<K>) => Promise<FoundList | null> } = {
  vertical: async (r) => found(await verticalPage(r.verticalSlug)),
  ageGroup: async (r) => found(await ageGroupPage(r.ageId)),
  category: async (r) => found(await categoryPage(r.category)),
  verticalCategory: async (r) => found(await categoryPage(r.categorySlug, r.verticalSlug)),
  subcategory: async (r) => {
    const data = await subcategoryPage(r.subCategorySlug);
    if (!data) return null;
    // A subcategory is found by its own name; the category in the URL must be its own.
    return data.categorySlug === r.categorySlug ? { data } : { data, movedTo: { ...r, categorySlug: data.categorySlug } };
  },
  brand: async (r) => found(await brandPage(r.brandId)),
  search: async (r) => {
    const keyword = searchKeyword(r.keyword);
    return keyword ? found(await searchPage(keyword)) : null;
  },
};

/** A search's keyword as its page shows it: runs of white space as one space, trimmed ('' has no page). */
export function searchKeyword(segment: string): string {
  return segment.replace(/\s+/g, ' ').trim();
}

/** The page data of a list route, or null when its shelf does not exist. */
export function listPageFor(route: ListRoute): Promise<FoundList | null> {
  return (pageOf[route.kind] as (route: ListRoute) => Promise<FoundList | null>)(route);
}
