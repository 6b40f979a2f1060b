// Cached calls (SPEC section 7) are kept in Next's data cache for the response cache
// lifetime, keyed by path plus serialised request, tagged so a write can revalidate
// them. Outside the Next server (scripts, tests) the call runs directly.
import { unstable_cache } from 'next/cache';
import { limits } from '@/lib/config';
import { purgeMicroCache } from '@/lib/server/micro-cache';

export const CATALOG_TAG = 'catalog';
/** Answers that show stock (products, cards, lists): expired whenever stock moves. */
export const STOCK_TAG = 'stock';

/**
 * Cached calls whose answers carry no stock (menus, banners, brands, stores, filter
 * options). Every other cached call is tagged STOCK_TAG, so a new call is expired on
 * stock moves unless it is listed here: stale stock is the worse mistake.
 */
const STOCK_FREE_CALLS = new Set([
  'store/banner', 'store/promobanner', 'store/get-all-stores', 'store/verticalWithCatList', 'store/verticaldesign',
  'store/verticalList', 'store/verticalByCategory', 'store/categoryBySubCategory', 'store/getAllBrands',
  'store/brandOffer', 'store/categoryByBrand', 'store/ageGroupList', 'store/filterOption', 'store/filterOptionVerticalSlug',
]);

export function cacheTagsFor(path: string): string[] {
  return STOCK_FREE_CALLS.has(path) ? [CATALOG_TAG, `call:${path}`] : [CATALOG_TAG, STOCK_TAG, `call:${path}`];
}

export async function withCallCache<T>(path: string, input: unknown, compute: () => Promise<T>): Promise<T> {
  if (!process.env.NEXT_RUNTIME) return compute();
  const cached = unstable_cache(compute, ['api', path, JSON.stringify(input)], {
    revalidate: Math.round(limits.cacheLifetimeMs / 1000),
    tags: cacheTagsFor(path),
  });
  return cached();
}

/** Expires the cached answers of a call at once (after a write they depend on). No-op outside Next. */
export async function expireCallCache(path: string): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  const { revalidateTag } = await import('next/cache');
  try {
    revalidateTag(`call:${path}`, { expire: 0 });
    purgeMicroCache(); // whole pages kept in front of Next (scripts/serve.ts) go too
  } catch (error) {
    console.error(`[cache] could not expire ${path}:`, error);
  }
}

/**
 * Expires every cached answer that shows stock. Called after a write that moves stock
 * (an order placed, paid or cancelled, a hold released), so a sold-out product does not
 * stay on sale for 500 s. Menus and banners stay cached: the pages that only use them
 * (account, orders, checkout) are not rebuilt by every order.
 */
export async function expireStockCache(): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  const { revalidateTag } = await import('next/cache');
  try {
    revalidateTag(STOCK_TAG, { expire: 0 });
    purgeMicroCache();
  } catch (error) {
    console.error('[cache] could not expire the stock answers:', error);
  }
}
