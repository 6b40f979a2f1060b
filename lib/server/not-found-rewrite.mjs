// @ts-check
// The home screen as a page's 404 (docs/rules/catalogue.md#unknown-pages), without the page's
// route carrying the home's code: a request the shop's server marks with NOT_FOUND_HOME_HEADER
// is rewritten by Next (next.config.mjs) to a path no route matches, so Next answers it with
// app/not-found.tsx as an unmatched path's page: the home, status 404, noindex. The address bar
// keeps the shopper's URL. lib/server/not-found-home.ts decides when to mark a request. Plain
// JavaScript because next.config.mjs imports it.

/** Set by the shop's server only (a caller's own is dropped on arrival). */
export const NOT_FOUND_HOME_HEADER = 'x-shop-not-found-home';

/** A path no route of app/ matches. */
export const NOT_FOUND_HOME_PATH = '/_shop/not-found-home';

/** The beforeFiles rewrite of a marked request. */
export function notFoundHomeRewrite() {
  return {
    source: '/:path*',
    has: [{ type: /** @type {const} */ ('header'), key: NOT_FOUND_HOME_HEADER }],
    destination: NOT_FOUND_HOME_PATH,
  };
}
