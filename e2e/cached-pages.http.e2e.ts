// The cached-page fast path (lib/server/cached-pages.ts) answers exactly as Next does:
// a plain GET of a cached page (served by the fast path) against the same page with a
// query (which the fast path leaves to Next, and Next answers from the same cache entry),
// for the home page, a product page and a search page, plain and gzip. That it shows a
// stock move at once: e2e/stock-refresh.http.e2e.ts (product page and search page).
import { expect, test, type APIRequestContext } from '@playwright/test';

/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

async function answer(request: APIRequestContext, url: string, encoding: string) {
  const response = await request.get(url, { headers: { 'accept-encoding': encoding } });
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !PER_ANSWER.has(name)));
  return { status: response.status(), headers, body: await response.text() };
}

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const list = await request.post('/api/store/VerticalByProduct', { data: { vertical_slug: 'televisions', result_per_page: 5 } });
  const [product] = (await list.json()).payload_VerticalByProduct.products as { product_id: number; name_url: string }[];
  return `/product/${product!.name_url}/${product!.product_id}`;
}

/**
 * A plain GET (the fast path) and the same page with a query (Next), both answered from the
 * cache. A stock move anywhere (another test's order, on another worker) expires every page
 * that shows stock, and the page is drawn again: such a pair is asked for again. A page the
 * fast path never answers from the cache fails the HIT check below.
 */
async function pairFromCache(request: APIRequestContext, path: string, encoding: string) {
  let pair: { fast: Awaited<ReturnType<typeof answer>>; next: Awaited<ReturnType<typeof answer>> } | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    await answer(request, path, encoding); // drawn and cached, if it was not yet
    pair = { fast: await answer(request, path, encoding), next: await answer(request, `${path}?via=next`, encoding) };
    if (pair.fast.headers['x-nextjs-cache'] === 'HIT' && pair.next.headers['x-nextjs-cache'] === 'HIT') break;
  }
  return pair!;
}

for (const encoding of ['identity', 'gzip']) {
  test(`a cached page is answered as Next answers it (${encoding})`, async ({ request }) => {
    for (const path of ['/', await firstProductPath(request), '/search-product/split%20ac']) {
      const { fast, next } = await pairFromCache(request, path, encoding);
      expect(fast.status, path).toBe(200);
      expect(fast.headers['x-nextjs-cache'], path).toBe('HIT');
      expect(fast.headers, path).toEqual(next.headers);
      expect(fast.body === next.body, `${path}: the same document`).toBe(true);
    }
  });
}

test('an RSC request of a cached page is still Next\'s (the flight data, not the document)', async ({ request }) => {
  const path = await firstProductPath(request);
  await request.get(path);
  const rsc = await request.get(path, { headers: { rsc: '1' } });
  expect(rsc.status()).toBe(200);
  expect(rsc.headers()['content-type']).toContain('text/x-component');
});
