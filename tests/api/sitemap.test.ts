// sitemap.xml as a search engine reads it: the index at /sitemap.xml, then every chunk
// it links to. Every seeded product and shelf URL is listed once on the site origin,
// with its lastmod; past 50,000 URLs the list is split. Runs on SQLite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { seedSyntheticCatalog } from '@/lib/seed';
import { store } from '@/lib/config';
import { GET as getIndex } from '@/app/sitemap.xml/route';
import { GET as getChunk } from '@/app/sitemap/[file]/route';
import { SITEMAP_MAX_URLS, sitemapChunkEntries, sitemapChunks, sitemapSource, type SitemapEntry } from '@/lib/seo/sitemap';
import { post } from './request';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database?.close();
});

const site = store.siteUrl;
const locs = (xml: string, tag: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]*)</loc>(?:<lastmod>([^<]*)</lastmod>)?</${tag}>`, 'g'))].map((m) => ({
    loc: m[1]!.replace(/&amp;/g, '&'),
    lastmod: m[2],
  }));

async function readIndex() {
  const response = await getIndex();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  return locs(xml, 'sitemap');
}

async function readChunk(loc: string) {
  const file = loc.slice(`${site}/sitemap/`.length);
  const response = await getChunk(new Request(loc), { params: Promise.resolve({ file }) });
  expect(response.status, loc).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  return locs(xml, 'url');
}

async function readWholeSitemap() {
  const index = await readIndex();
  const chunks = [];
  for (const { loc } of index) chunks.push(await readChunk(loc));
  return { index, chunks, urls: chunks.flat() };
}

describe('sitemap of the demo store', () => {
  it('lists every product once, with its updated_at as lastmod', async () => {
    const { index, urls } = await readWholeSitemap();
    expect(index.map((i) => i.loc)).toEqual([`${site}/sitemap/0.xml`]);
    const products = await database.db.selectFrom('products').select(['id', 'name_url', 'updated_at']).where('store_id', '=', store.storeId).execute();
    expect(products.length).toBeGreaterThan(300);
    const byLoc = new Map(urls.map((u) => [u.loc, u.lastmod]));
    expect(byLoc.size).toBe(urls.length); // no URL twice
    for (const p of products) {
      const loc = `${site}/product/${encodeURIComponent(p.name_url)}/${p.id}`;
      expect(byLoc.has(loc), loc).toBe(true);
      expect(byLoc.get(loc)).toBe(new Date(p.updated_at).toISOString());
    }
    expect(urls.filter((u) => u.loc.startsWith(`${site}/product/`))).toHaveLength(products.length);
  });

  it('lists a product the API shows as a new arrival', async () => {
    const { body } = await post(database, 'store/newarrivalRandom', { store_id: store.storeId });
    const product = body.payload_newarrivalRandom[0] as { product_id: number; name_url: string };
    const { urls } = await readWholeSitemap();
    expect(urls.map((u) => u.loc)).toContain(`${site}/product/${encodeURIComponent(product.name_url)}/${product.product_id}`);
  });

  it('lists home, the static pages and every vertical, category, subcategory, brand and age group', async () => {
    const { urls } = await readWholeSitemap();
    const listed = new Set(urls.map((u) => u.loc));
    for (const path of ['', '/about-us', '/contact-us', '/faq', '/privacy-policy', '/terms', '/return-policy', '/payments', '/cancellation-policy', '/shipping-information-policy', '/offers']) {
      expect(listed.has(`${site}${path || '/'}`), path || '/').toBe(true);
    }
    const [verticals, categories, subcategories, brands, ageGroups] = await Promise.all([
      post(database, 'store/verticalWithCatList', { store_id: store.storeId }).then((r) => r.body.payload_verticalWithCatList.vertical),
      database.db.selectFrom('categories as c').innerJoin('verticals as v', 'v.id', 'c.vertical_id').select(['c.name_url', 'v.name_url as vertical_url']).execute(),
      database.db.selectFrom('subcategories as s').innerJoin('categories as c', 'c.id', 's.category_id').select(['s.name_url', 'c.name_url as category_url']).execute(),
      database.db.selectFrom('products').select('brand_id').distinct().where('brand_id', 'is not', null).execute(),
      post(database, 'store/ageGroupList', { store_id: store.storeId }).then((r) => r.body.payload_ageGroupList.age_group),
    ]);
    expect(verticals.length).toBeGreaterThanOrEqual(8);
    for (const v of verticals) expect(listed.has(`${site}/store/${v.name_url}`), v.name_url).toBe(true);
    expect(categories.length).toBeGreaterThan(0);
    for (const c of categories) {
      expect(listed.has(`${site}/store-product/${c.name_url}`), c.name_url).toBe(true);
      expect(listed.has(`${site}/store-product/vertical/${c.vertical_url}/category/${c.name_url}`), c.name_url).toBe(true);
    }
    expect(subcategories.length).toBeGreaterThan(0);
    for (const s of subcategories) expect(listed.has(`${site}/category/${s.category_url}/sub-category/${s.name_url}`), s.name_url).toBe(true);
    expect(brands.length).toBeGreaterThanOrEqual(25);
    for (const b of brands) expect(listed.has(`${site}/store-product/brand/${b.brand_id}`), String(b.brand_id)).toBe(true);
    expect(ageGroups.length).toBeGreaterThan(0);
    for (const a of ageGroups) expect(listed.has(`${site}/store/age/${a.name_url}`), a.name_url).toBe(true);
  });

  it('gives a shelf the lastmod of its newest product', async () => {
    const { urls } = await readWholeSitemap();
    const tv = await database.db
      .selectFrom('products as p')
      .innerJoin('verticals as v', 'v.id', 'p.vertical_id')
      .select((eb) => eb.fn.max('p.updated_at').as('newest'))
      .where('v.name_url', '=', 'televisions')
      .executeTakeFirstOrThrow();
    expect(urls.find((u) => u.loc === `${site}/store/televisions`)?.lastmod).toBe(new Date(tv.newest as string).toISOString());
  });

  it('answers 404 for a chunk past the last one or a name that is not a chunk', async () => {
    for (const file of ['1.xml', 'abc.xml', '0.txt', '-1.xml']) {
      const response = await getChunk(new Request(`${site}/sitemap/${file}`), { params: Promise.resolve({ file }) });
      expect(response.status, file).toBe(404);
    }
  });

  it('pages through products by id: small pages and small chunks give the same URLs in order', async () => {
    const source = sitemapSource(async () => database.db, store.storeId);
    const collect = async (maxUrls: number, pageSize: number) => {
      const chunks = await sitemapChunks(source, { maxUrls });
      const all: SitemapEntry[][] = [];
      for (const { chunk } of chunks) {
        const entries: SitemapEntry[] = [];
        for await (const entry of sitemapChunkEntries(source, chunk, { maxUrls, pageSize })) entries.push(entry);
        all.push(entries);
      }
      return all;
    };
    const [whole] = await collect(SITEMAP_MAX_URLS, 5000);
    const split = await collect(37, 7);
    expect(split.length).toBe(Math.ceil(whole!.length / 37));
    for (const chunk of split.slice(0, -1)) expect(chunk).toHaveLength(37);
    expect(split.flat()).toEqual(whole);
  });
});

describe('a catalogue past 50,000 URLs', () => {
  it('is split into sitemaps of at most 50,000 URLs that together list every product once', async () => {
    const before = await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const { urls: small } = await readWholeSitemap();
    // Enough generated products to fill the first sitemap and spill into a second.
    const add = SITEMAP_MAX_URLS - small.length + 500;
    await seedSyntheticCatalog(database, add, () => undefined);

    const { index, chunks, urls } = await readWholeSitemap();
    expect(index.map((i) => i.loc)).toEqual([`${site}/sitemap/0.xml`, `${site}/sitemap/1.xml`]);
    for (const entry of index) expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(chunks[0]).toHaveLength(SITEMAP_MAX_URLS);
    expect(chunks[1]).toHaveLength(500);
    expect(urls.length).toBe(small.length + add);

    const products = await database.db.selectFrom('products').select(['id', 'name_url']).where('store_id', '=', store.storeId).execute();
    expect(products.length).toBe(Number(before.n) + add);
    const listed = new Set(urls.map((u) => u.loc));
    expect(listed.size).toBe(urls.length);
    for (const p of products) expect(listed.has(`${site}/product/${encodeURIComponent(p.name_url)}/${p.id}`)).toBe(true);
  }, 300_000);
});
