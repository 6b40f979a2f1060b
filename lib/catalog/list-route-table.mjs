// @ts-check
// The product list routes, each declared once: its kind (the name of its URL builder,
// routes.<kind> in lib/routes.ts) and its URL pattern, where `:name` is a parameter named
// as the app/ folder that serves it ([name]). From this table come the URL builders and
// matchListPath (list-urls.ts), the page data of each route (list-routes.ts) and the
// rewrites below. Plain JavaScript because next.config.mjs imports it; the TypeScript
// side reads the patterns' literal types from here (tsconfig allowJs).
//
// Filtered list URLs (?brand=..&price=..&gender=..&age=..&sort=..) are rendered per
// request from their query, while the same routes without a filter stay cached pages
// (ISR). A page that reads its query can only be rendered per request, so next.config
// rewrites a list URL that carries a filter key to the per-request twin under
// /list-filtered (the address bar keeps the shopper's URL).

export const listRouteTable = /** @type {const} */ ({
  /** A vertical's products. */
  vertical: '/store/:verticalSlug',
  /** An age group's products (ageId is the group's URL name). */
  ageGroup: '/store/age/:ageId',
  /** A category's products, found by its URL name alone. */
  category: '/store-product/:category',
  /** A category within its vertical (no such page when the category is in another). */
  verticalCategory: '/store-product/vertical/:verticalSlug/category/:categorySlug',
  /** A subcategory's products; a URL naming the wrong category moves to the right one. */
  subcategory: '/category/:categorySlug/sub-category/:subCategorySlug',
  /** A brand's products (a brand's URL name is accepted in place of its id). */
  brand: '/store-product/brand/:brandId',
  /** A search's results ('Showing N Results for keyword'); an empty keyword has no page. */
  search: '/search-product/:keyword',
});

/** The query keys that make a list URL "filtered" (list-params.ts: filterQueryKeys + sortQueryKey). */
export const listStateKeys = ['brand', 'price', 'gender', 'age', 'sort'];

/** Where the per-request twins of the list routes live. */
export const filteredListPrefix = '/list-filtered';

/** beforeFiles rewrites: one per route and key (a `has` list means all of them, so one key each). */
export function listRewrites() {
  return Object.values(listRouteTable).flatMap((source) =>
    listStateKeys.map((key) => ({ source, has: [{ type: /** @type {const} */ ('query'), key }], destination: `${filteredListPrefix}${source}` })),
  );
}
