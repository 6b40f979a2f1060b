// Catalogue reads (lib/catalog/data.ts) are kept in Next's data cache for the response
// cache lifetime, keyed by the read's name and arguments, under the tags the read
// declares, so a write can expire them. Outside the Next server (scripts, tests) the
// read runs directly.
// With REDIS_URL that cache, and a tag's expiry, are shared by every instance
// (lib/server/cache-handler.ts).
import { unstable_cache } from 'next/cache';
import { limits } from '@/lib/config';

export const CATALOG_TAG = 'catalog';
/** Answers that show stock (products, cards, lists): expired whenever stock moves. */
export const STOCK_TAG = 'stock';
/** The /offers page's offers (coupons shown there): expired when a coupon is saved. */
export const OFFERS_TAG = 'offers';
/** The informational pages' edited text (lib/content/pages.ts): expired when staff save or reset a page. */
export const PAGES_TAG = 'pages';

/**
 * A read kept in Next's cache under `tags`, keyed by its name and arguments. A read
 * that shows stock must carry STOCK_TAG.
 */
export function cachedRead<A extends unknown[], T>(name: string, tags: string[], read: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let cached: ((...args: A) => Promise<T>) | undefined;
  return (...args: A) => {
    if (!process.env.NEXT_RUNTIME) return read(...args);
    cached ??= unstable_cache(read, ['data', name], { revalidate: Math.round(limits.cacheLifetimeMs / 1000), tags });
    return cached(...args);
  };
}

const EXPIRER = Symbol.for('storefront.expireTags');
type ExpirerHolder = { [EXPIRER]?: (tags: string[]) => Promise<void> };

/**
 * How a job expires tags: a worker runs outside any request of Next's, where
 * revalidateTag has nothing to act on. The shop's server hands the cache handler Next
 * uses (scripts/start.ts); `npm run worker` hands Redis's tag list when REDIS_URL is set.
 */
export function setTagExpirer(expire: ((tags: string[]) => Promise<void>) | undefined): void {
  (globalThis as ExpirerHolder)[EXPIRER] = expire;
}

async function expireOutsideNext(tags: string[]): Promise<void> {
  const expire = (globalThis as ExpirerHolder)[EXPIRER];
  if (!expire) return;
  try {
    await expire(tags);
  } catch (error) {
    console.error(`[cache] could not expire ${tags.join(', ')}:`, error);
  }
}

/**
 * Expires the cached answers under a tag at once (after a write they depend on). Inside
 * a request Next expires it; outside one (a job), the expirer a worker set does; in a
 * script or a test there is no cache to expire.
 */
export async function expireCacheTag(tag: string): Promise<void> {
  if (process.env.NEXT_RUNTIME) {
    const { revalidateTag } = await import('next/cache');
    try {
      revalidateTag(tag, { expire: 0 });
      return;
    } catch (error) {
      // Next's "static generation store missing": no request around this call.
      if (!(globalThis as ExpirerHolder)[EXPIRER]) {
        console.error(`[cache] could not expire ${tag}:`, error);
        return;
      }
    }
  }
  await expireOutsideNext([tag]);
}

/** Expires every cached catalogue answer and every answer that shows stock: after a product changes. */
export async function expireCatalogueCache(): Promise<void> {
  await expireCacheTag(CATALOG_TAG);
  await expireStockCache();
}

/**
 * Expires every cached answer that shows stock. lib/stock/moves.ts calls it once the
 * transaction of every stock move has committed (an order placed, paid late or
 * cancelled, a hold released), so a sold-out product does not stay on sale for 500 s.
 * Menus and banners stay cached: the pages that only use them (account, orders,
 * checkout) are not rebuilt by every order.
 */
export async function expireStockCache(): Promise<void> {
  await expireCacheTag(STOCK_TAG);
}
