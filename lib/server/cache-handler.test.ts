// The in-process cache handler (lib/server/cache-handler.ts, without REDIS_URL): search
// pages stay in Next's memory LRU, never on disk, and what Next remembers per search path
// is bounded. (The Redis handler: tests/api/cache-handler.redis.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SharedCacheControls } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { isSearchPageKey, LocalCacheHandler, MAX_REMEMBERED_SEARCHES } from './cache-handler';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const handler = () => new LocalCacheHandler({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, maxMemoryCacheSize: 10 * 1024 * 1024, revalidatedTags: [] } as never);
const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': 'catalog,stock' }, status: 200, postponed: undefined, segmentData: new Map() }) as never;
const context = { cacheControl: { revalidate: 500, expire: 31536000 } } as never;
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;
const keyFor = (pathname: string) => `/route-cache/APP_PAGE/0123abcd/$${pathname}`;
const filesUnder = (folder: string): string[] => (fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String) : []);

describe('the in-process cache handler', () => {
  it('tells a search page key from the others', () => {
    expect(isSearchPageKey(keyFor('/search-product/split ac'))).toBe(true);
    expect(isSearchPageKey(keyFor('/product/lg-tv/42'))).toBe(false);
    expect(isSearchPageKey(keyFor('/store-product/search-product'))).toBe(false);
  });

  it('keeps a search page in memory only, and another page on disk too', async () => {
    await handler().set(keyFor('/search-product/split ac'), page('<p>search</p>'), context);
    await handler().set(keyFor('/product/lg-tv/42'), page('<p>product</p>'), context);
    expect((await handler().get(keyFor('/search-product/split ac'), pageContext))?.value).toMatchObject({ html: '<p>search</p>' });
    const files = filesUnder(path.join(dir, 'route-cache'));
    expect(files.some((file) => file.includes('search-product'))).toBe(false);
    expect(files.some((file) => file.includes('lg-tv'))).toBe(true);
    // The handler still writes to disk after a search page (the switch is per set).
    await handler().set(keyFor('/product/lg-tv/43'), page('<p>product</p>'), context);
    expect(filesUnder(path.join(dir, 'route-cache')).some((file) => file.includes('43'))).toBe(true);
  });

  it('lets Next remember the lifetimes of the newest search paths only', async () => {
    const remembered = (SharedCacheControls as unknown as { cacheControls: Map<string, unknown> }).cacheControls;
    remembered.set(keyFor('/product/lg-tv/42'), { revalidate: 500 });
    for (let i = 0; i <= MAX_REMEMBERED_SEARCHES + 200; i++) remembered.set(keyFor(`/search-product/k${i}`), { revalidate: 500 });
    for (let i = 0; i < 100; i++) await handler().set(keyFor(`/search-product/new${i}`), page('<p/>'), context);
    const searches = [...remembered.keys()].filter(isSearchPageKey);
    expect(searches.length).toBeLessThanOrEqual(MAX_REMEMBERED_SEARCHES);
    expect(remembered.has(keyFor('/search-product/k0'))).toBe(false);
    expect(remembered.has(keyFor(`/search-product/k${MAX_REMEMBERED_SEARCHES + 200}`))).toBe(true);
    expect(remembered.has(keyFor('/product/lg-tv/42'))).toBe(true);
  });
});
