// The cached-page fast path (lib/server/cached-pages.ts) over real HTTP, with a build's
// manifests written to a temporary folder and a stand-in cache handler: what it answers
// itself, and everything it leaves to Next. That its answer is Next's own, byte for byte,
// and that a stock change shows at once, is checked on the production build:
// e2e/cached-pages.http.e2e.ts.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { cachedPages, cachedRoutes } from './cached-pages';

const productPage = '/product/[name_url]/[product_id]';

function writeBuild(dir: string, routes: Record<string, unknown> = {}) {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify({
    basePath: '',
    redirects: [{ source: '/:path+/', destination: '/:path+', internal: true, statusCode: 308 }],
    headers: [],
    rewrites: { beforeFiles: [{ source: '/search-product/:keyword', has: [{ type: 'query', key: 'sort' }], destination: '/list-filtered/search-product/:keyword' }], afterFiles: [], fallback: [] },
    staticRoutes: [{ page: '/' }, { page: '/checkout' }, { page: '/product' }],
    dynamicRoutes: [
      { page: '/api/[...path]', regex: '^/api/(.+?)(?:/)?$' },
      { page: productPage, regex: '^/product/([^/]+?)/([^/]+?)(?:/)?$' },
      { page: '/search-product/[keyword]', regex: '^/search-product/([^/]+?)(?:/)?$' },
    ],
    ...routes,
  }));
  fs.writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({
    routes: { '/': { initialRevalidateSeconds: 500, srcRoute: '/', dataRoute: '/index.rsc' } },
    dynamicRoutes: {
      [productPage]: { dataRoute: `${productPage}.rsc`, fallback: null },
      '/search-product/[keyword]': { dataRoute: '/search-product/[keyword].rsc', fallback: null },
    },
  }));
  fs.writeFileSync(path.join(dir, 'server', 'app-paths-manifest.json'), JSON.stringify({
    '/(shop)/page': 'app/(shop)/page.js',
    '/(shop)/checkout/page': 'app/(shop)/checkout/page.js',
    '/(shop)/product/page': 'app/(shop)/product/page.js',
    [`/(shop)${productPage}/page`]: 'app/(shop)/product/[name_url]/[product_id]/page.js',
    '/(shop)/search-product/[keyword]/page': 'app/(shop)/search-product/[keyword]/page.js',
  }));
}

const keyOf = (pathname: string, page: string) => getRouteCacheKey(pathname, { kind: 'APP_PAGE', sourceRoute: page === '/' ? '/(shop)/page' : `/(shop)${page}/page` } as Parameters<typeof getRouteCacheKey>[1]);

const html = '<!DOCTYPE html><html><body>₹ 1,499 ★ In stock</body></html>';
function pageEntry(over: { lastModified?: number; status?: number; revalidate?: number; tags?: string } = {}): CacheHandlerValue {
  return {
    lastModified: over.lastModified ?? Date.now(),
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from('rsc'),
      headers: { 'x-nextjs-stale-time': '500', 'x-next-cache-tags': over.tags ?? '_N_T_/layout,catalog,stock' },
      status: over.status,
      postponed: undefined,
      segmentData: new Map(),
    },
    cacheControl: { revalidate: over.revalidate ?? 500, expire: 31536000 },
  } as unknown as CacheHandlerValue;
}

let dir: string;
let server: http.Server;
let origin: string;
const store = new Map<string, CacheHandlerValue>();
let reads: string[] = [];
let slow = false;
let expiredTags = new Set<string>();
let made = true;
let serve: ReturnType<typeof cachedPages>['serve'];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cached-pages-'));
  writeBuild(dir);
  const handler = {
    async get(key: string) {
      reads.push(key);
      if (slow) await new Promise((resolve) => setTimeout(resolve, 200));
      return store.get(key) ?? null;
    },
  } as unknown as CacheHandler;
  ({ serve } = cachedPages({
    distDir: dir,
    handler: () => (made ? handler : null),
    tagsExpired: (tags) => tags.some((tag) => expiredTags.has(tag)),
    readTimeoutMs: 50,
  }));
  server = http.createServer(async (req, res) => {
    if (await serve(req, res)) return;
    res.setHeader('x-answered-by', 'next');
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  store.clear();
  reads = [];
  slow = false;
  expiredTags = new Set();
  made = true;
  store.set(keyOf('/product/lg-tv/42', productPage), pageEntry());
  store.set(keyOf('/', '/'), pageEntry());
  store.set(keyOf('/search-product/split ac', '/search-product/[keyword]'), pageEntry());
});

const byNext = async (response: Response) => response.headers.get('x-answered-by') === 'next';

describe('the cached-page fast path', () => {
  it('answers a fresh cached page as Next answers a HIT: status, headers, body', async () => {
    const response = await fetch(`${origin}/product/lg-tv/42`);
    expect(response.status).toBe(200);
    expect(await byNext(response)).toBe(false);
    expect(response.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(response.headers.get('x-nextjs-prerender')).toBe('1');
    expect(response.headers.get('x-nextjs-stale-time')).toBe('500');
    expect(response.headers.get('x-next-cache-tags')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('s-maxage=500, stale-while-revalidate=31535500');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toBe('rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    expect(await response.text()).toBe(html);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${origin}/product/lg-tv/42`, { method: 'HEAD' });
    expect(await byNext(response)).toBe(false);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    expect(await response.text()).toBe('');
  });

  it('serves the home page and a search keyed by its decoded path', async () => {
    expect(await byNext(await fetch(`${origin}/`))).toBe(false);
    expect(await byNext(await fetch(`${origin}/search-product/split%20ac`))).toBe(false);
    expect(reads).toContain(keyOf('/search-product/split ac', '/search-product/[keyword]'));
  });

  it('reads the entry at every request: a page drawn again is served new at once', async () => {
    await (await fetch(`${origin}/product/lg-tv/42`)).text();
    const changed = pageEntry();
    (changed.value as { html: string }).html = html.replace('In stock', 'Out of stock');
    store.set(keyOf('/product/lg-tv/42', productPage), changed);
    expect(await (await fetch(`${origin}/product/lg-tv/42`)).text()).toContain('Out of stock');
  });

  it.each([
    ['a query', '/product/lg-tv/42?sort=price', {}],
    ['a trailing slash', '/product/lg-tv/42/', {}],
    ['an RSC request', '/product/lg-tv/42', { rsc: '1' }],
    ['a prefetch', '/product/lg-tv/42', { 'next-router-prefetch': '1' }],
    ['a segment prefetch', '/product/lg-tv/42', { 'next-router-segment-prefetch': '/_tree' }],
    ['a server action', '/product/lg-tv/42', { 'next-action': 'abc' }],
    ['an on-demand revalidation', '/product/lg-tv/42', { 'x-prerender-revalidate': 'x' }],
    ['draft mode', '/product/lg-tv/42', { cookie: 'a=1; __prerender_bypass=x' }],
    ['an uncached route', '/checkout', {}],
    ['a static route that is not a page cache', '/product', {}],
    ['an API path', '/api/store/productDetail', {}],
    ['a page not in the cache', '/product/lg-tv/43', {}],
  ])('leaves %s to Next', async (_what, url, headers) => {
    expect(await byNext(await fetch(origin + url, { headers: headers as Record<string, string> }))).toBe(true);
  });

  it('leaves a POST to Next', async () => {
    expect(await byNext(await fetch(`${origin}/product/lg-tv/42`, { method: 'POST', body: 'x' }))).toBe(true);
  });

  it.each([
    ['stale (past its revalidate time)', pageEntry({ lastModified: Date.now() - 501_000 })],
    ['a 404', pageEntry({ status: 404 })],
    ['without a lifetime', { ...pageEntry(), cacheControl: undefined }],
  ])('leaves an entry that is %s to Next', async (_what, entry) => {
    store.set(keyOf('/product/lg-tv/42', productPage), entry as CacheHandlerValue);
    expect(await byNext(await fetch(`${origin}/product/lg-tv/42`))).toBe(true);
  });

  it('leaves an entry under a revalidated tag to Next', async () => {
    expiredTags = new Set(['stock']);
    expect(await byNext(await fetch(`${origin}/product/lg-tv/42`))).toBe(true);
  });

  it('leaves the request to Next when the cache handler is slow (Redis) or not made yet', async () => {
    slow = true;
    expect(await byNext(await fetch(`${origin}/product/lg-tv/42`))).toBe(true);
    slow = false;
    made = false;
    expect(await byNext(await fetch(`${origin}/product/lg-tv/42`))).toBe(true);
  });
});

describe('the cached-page routes of a build', () => {
  it('are off when routing could send a plain path elsewhere (a rewrite without a query condition, headers, redirects)', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'cached-pages-'));
    try {
      writeBuild(other, { rewrites: { beforeFiles: [{ source: '/a', destination: '/b' }], afterFiles: [], fallback: [] } });
      expect(cachedRoutes(other)).toBeNull();
      writeBuild(other, { headers: [{ source: '/(.*)', headers: [] }] });
      expect(cachedRoutes(other)).toBeNull();
      writeBuild(other, { redirects: [{ source: '/old', destination: '/new', statusCode: 308 }] });
      expect(cachedRoutes(other)).toBeNull();
      // A redirect whose paths the manifest gives as a pattern: those paths only go to Next.
      writeBuild(other, { redirects: [{ source: '/Old', destination: '/old', statusCode: 308, regex: '^/Old(?:/)?$' }] });
      expect(cachedRoutes(other)?.redirected.map((r) => r.test('/old'))).toEqual([true]);
      writeBuild(other, { caseSensitive: true, redirects: [{ source: '/Old', destination: '/old', statusCode: 308, regex: '^/Old(?:/)?$' }] });
      expect(cachedRoutes(other)?.redirected.map((r) => [r.test('/Old'), r.test('/old')])).toEqual([[true, false]]);
      writeBuild(other);
      expect(cachedRoutes(other)).not.toBeNull();
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
