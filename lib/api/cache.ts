// Cached calls (SPEC section 7) are kept in Next's data cache for the response cache
// lifetime, keyed by path plus serialised request, tagged so a write can revalidate
// them. Outside the Next server (scripts, tests) the call runs directly.
import { unstable_cache } from 'next/cache';
import { limits } from '@/lib/config';

export const CATALOG_TAG = 'catalog';

export function cacheTagsFor(path: string): string[] {
  return [CATALOG_TAG, `call:${path}`];
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
  } catch (error) {
    console.error(`[cache] could not expire ${path}:`, error);
  }
}

/**
 * Expires every cached catalogue answer at once. Called after a write that moves stock
 * (an order placed, paid or cancelled, a hold released), because product pages, cards
 * and lists all show stock and a sold-out product must not stay on sale for 500 s.
 */
export async function expireCatalogCache(): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  const { revalidateTag } = await import('next/cache');
  try {
    revalidateTag(CATALOG_TAG, { expire: 0 });
  } catch (error) {
    console.error('[cache] could not expire the catalogue:', error);
  }
}
