// Filtered list URLs (?brand=..&price=..&gender=..&age=..&sort=..) are rendered per
// request from their query, while the same routes without a filter stay cached pages
// (ISR). A page that reads its query can only be rendered per request, so next.config
// rewrites a list URL that carries a filter key to the per-request twin under
// /list-filtered (the address bar keeps the shopper's URL). Plain JavaScript because
// next.config.mjs imports it; list-params.test.ts checks the keys match list-params.ts.

/** The query keys that make a list URL "filtered" (list-params.ts: filterQueryKeys + sortQueryKey). */
export const listStateKeys = ['brand', 'price', 'gender', 'age', 'sort'];

/** Where the per-request twins of the list routes live. */
export const filteredListPrefix = '/list-filtered';

/** The list routes of SPEC's route table that take filters (search reads its query itself). */
export const filterableListRoutes = [
  '/store/:verticalSlug',
  '/store/age/:ageId',
  '/store-product/:category',
  '/store-product/vertical/:verticalSlug/category/:categorySlug',
  '/category/:categorySlug/sub-category/:subCategorySlug',
  '/store-product/brand/:brandId',
];

/** beforeFiles rewrites: one per route and key (a `has` list means all of them, so one key each). */
export function listRewrites() {
  return filterableListRoutes.flatMap((source) =>
    listStateKeys.map((key) => ({ source, has: [{ type: 'query', key }], destination: `${filteredListPrefix}${source}` })),
  );
}
