// What sitemap.xml lists: the home and static pages, every shelf (vertical, category,
// category within its vertical, subcategory, brand, age group) and every product, on
// the configured site origin. Search engines take at most 50,000 URLs per sitemap, so
// the list is cut into numbered chunks (/sitemap/{n}.xml) behind an index at
// /sitemap.xml. Products are read a page at a time by id (only id, URL name and
// updated_at), so a chunk never needs the whole catalogue in memory.
import { unstable_cache } from 'next/cache';
import type { DB } from '@/lib/db';
import { limits } from '@/lib/config';
import { routes } from '@/lib/routes';
import { CATALOG_TAG } from '@/lib/cache';

/** Search engines read at most this many URLs from one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Products read per query (and per cache entry: well under the data cache's 2 MB). */
export const SITEMAP_PRODUCT_PAGE = 5_000;

export interface SitemapEntry {
  /** Path on the site origin, e.g. /store/televisions. */
  path: string;
  /** ISO time of the last change, when known. */
  lastModified?: string;
}

export interface SitemapProduct {
  id: number;
  name_url: string;
  updated_at: string;
}

/** The informational pages (docs/rules/catalogue.md#routes), after the home page. */
export const staticPagePaths: readonly string[] = [
  routes.aboutUs,
  routes.contactUs,
  routes.faq,
  routes.privacyPolicy,
  routes.terms,
  routes.returnPolicy,
  '/payments', // not in lib/routes.ts yet (the static pages add it)
  routes.cancellationPolicy,
  routes.shippingPolicy,
  routes.offers,
];

const maxOf = (a: string | undefined, b: string | null | undefined) => (b && (!a || b > a) ? b : a);

/**
 * Home, static pages and shelves, in that order. A shelf's lastmod is the newest
 * updated_at of its products; brands are listed only when they have products (an
 * empty brand page is thin content).
 */
export async function shelfEntries(db: DB, storeId: number): Promise<SitemapEntry[]> {
  const newest = (column: 'vertical_id' | 'category_id' | 'subcategory_id' | 'brand_id' | 'age_group_id') =>
    db
      .selectFrom('products')
      .select([column, (eb) => eb.fn.max('updated_at').as('lastmod')])
      .where('store_id', '=', storeId)
      .where(column, 'is not', null)
      .groupBy(column)
      .execute()
      .then((rows) => new Map(rows.map((r) => [Number(r[column]), r.lastmod as string | null])));

  const [verticals, categories, subcategories, brands, ageGroups, catalogue, byVertical, byCategory, bySubcategory, byBrand, byAge] =
    await Promise.all([
      db.selectFrom('verticals').select(['id', 'name_url']).where('store_id', '=', storeId).orderBy('sort_order').orderBy('id').execute(),
      db
        .selectFrom('categories as c')
        .innerJoin('verticals as v', 'v.id', 'c.vertical_id')
        .select(['c.id', 'c.name_url', 'v.name_url as vertical_url'])
        .where('c.store_id', '=', storeId)
        .orderBy('v.sort_order')
        .orderBy('c.sort_order')
        .orderBy('c.id')
        .execute(),
      db
        .selectFrom('subcategories as s')
        .innerJoin('categories as c', 'c.id', 's.category_id')
        .select(['s.id', 's.name_url', 'c.name_url as category_url'])
        .where('s.store_id', '=', storeId)
        .orderBy('c.sort_order')
        .orderBy('s.sort_order')
        .orderBy('s.id')
        .execute(),
      db
        .selectFrom('brands as b')
        .select(['b.id'])
        .where('b.store_id', '=', storeId)
        .where((eb) => eb.exists(eb.selectFrom('products as p').select('p.id').whereRef('p.brand_id', '=', 'b.id')))
        .orderBy('b.id')
        .execute(),
      db.selectFrom('age_groups').select(['id', 'name_url']).where('store_id', '=', storeId).orderBy('sort_order').orderBy('id').execute(),
      db
        .selectFrom('products')
        .select((eb) => eb.fn.max('updated_at').as('lastmod'))
        .where('store_id', '=', storeId)
        .executeTakeFirst(),
      newest('vertical_id'),
      newest('category_id'),
      newest('subcategory_id'),
      newest('brand_id'),
      newest('age_group_id'),
    ]);

  const catalogueLastmod = (catalogue?.lastmod as string | null | undefined) ?? undefined;
  const entries: SitemapEntry[] = [{ path: routes.home, lastModified: catalogueLastmod }];
  for (const path of staticPagePaths) entries.push({ path });
  const at = (map: Map<number, string | null>, id: number) => map.get(Number(id)) ?? undefined;
  for (const v of verticals) entries.push({ path: routes.vertical(v.name_url), lastModified: at(byVertical, v.id) });
  for (const c of categories) entries.push({ path: routes.category(c.name_url), lastModified: at(byCategory, c.id) });
  for (const c of categories) {
    entries.push({ path: routes.verticalCategory(c.vertical_url, c.name_url), lastModified: at(byCategory, c.id) });
  }
  for (const s of subcategories) {
    entries.push({ path: routes.subcategory(s.category_url, s.name_url), lastModified: at(bySubcategory, s.id) });
  }
  for (const b of brands) entries.push({ path: routes.brand(Number(b.id)), lastModified: at(byBrand, b.id) });
  for (const a of ageGroups) entries.push({ path: routes.ageGroup(a.name_url), lastModified: at(byAge, a.id) });
  return entries;
}

export async function productCount(db: DB, storeId: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The id of the product at a 0-based position in id order, or null past the end. */
export async function productIdAt(db: DB, storeId: number, position: number): Promise<number | null> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('store_id', '=', storeId)
    .orderBy('id')
    .limit(1)
    .offset(position)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** Up to `limit` products with an id above `afterId`, in id order: only what a URL needs. */
export async function productsAfter(db: DB, storeId: number, afterId: number, limit: number): Promise<SitemapProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name_url', 'updated_at'])
    .where('store_id', '=', storeId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name_url: r.name_url, updated_at: r.updated_at }));
}

/** Newest updated_at of the products with ids in [fromId, toId]. */
export async function newestBetween(db: DB, storeId: number, fromId: number, toId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('updated_at').as('lastmod'))
    .where('store_id', '=', storeId)
    .where('id', '>=', fromId)
    .where('id', '<=', toId)
    .executeTakeFirst();
  return (row?.lastmod as string | null | undefined) ?? undefined;
}

// ---------- the data, cached ----------

/**
 * Where the sitemap reads from. `sitemapSource` reads the database directly (tests,
 * scripts); inside the Next server every read is kept in the data cache for the
 * response cache lifetime and tagged with the catalogue tag, so a catalogue write that
 * revalidates the tag refreshes the sitemap too.
 */
export interface SitemapSource {
  shelves(): Promise<SitemapEntry[]>;
  productCount(): Promise<number>;
  productIdAt(position: number): Promise<number | null>;
  productsAfter(afterId: number, limit: number): Promise<SitemapProduct[]>;
  newestBetween(fromId: number, toId: number): Promise<string | undefined>;
}

export const SITEMAP_TAG = 'sitemap';

function cached<A extends unknown[], R>(name: string, storeId: number, compute: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  if (!process.env.NEXT_RUNTIME) return compute;
  return (...args: A) =>
    unstable_cache(() => compute(...args), ['sitemap', name, String(storeId), JSON.stringify(args)], {
      revalidate: Math.round(limits.cacheLifetimeMs / 1000),
      tags: [CATALOG_TAG, SITEMAP_TAG],
    })();
}

export function sitemapSource(getDb: () => Promise<DB>, storeId: number): SitemapSource {
  return {
    shelves: cached('shelves', storeId, async () => shelfEntries(await getDb(), storeId)),
    productCount: cached('count', storeId, async () => productCount(await getDb(), storeId)),
    productIdAt: cached('idAt', storeId, async (position: number) => productIdAt(await getDb(), storeId, position)),
    productsAfter: cached('after', storeId, async (afterId: number, limit: number) => productsAfter(await getDb(), storeId, afterId, limit)),
    newestBetween: cached('newest', storeId, async (fromId: number, toId: number) => newestBetween(await getDb(), storeId, fromId, toId)),
  };
}

// ---------- chunks ----------

export interface ChunkOptions {
  /** URLs per sitemap file (50,000; smaller in tests). */
  maxUrls?: number;
  /** Products per query. */
  pageSize?: number;
}

/** How many sitemap files the URLs fill (at least one, for the home page). */
export function chunkCountFor(totalUrls: number, maxUrls = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(totalUrls / maxUrls));
}

export interface SitemapIndexEntry {
  chunk: number;
  lastModified?: string;
}

/**
 * The chunks of the sitemap. Positions run over the shelf entries first, then the
 * products in id order; chunk n holds positions [n * maxUrls, (n + 1) * maxUrls).
 */
export async function sitemapChunks(source: SitemapSource, options: ChunkOptions = {}): Promise<SitemapIndexEntry[]> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const [shelves, products] = await Promise.all([source.shelves(), source.productCount()]);
  const count = chunkCountFor(shelves.length + products, maxUrls);
  const catalogueLastmod = shelves[0]?.lastModified;
  return Promise.all(
    Array.from({ length: count }, async (_, chunk) => {
      const first = Math.max(0, chunk * maxUrls - shelves.length);
      const last = Math.min(products, (chunk + 1) * maxUrls - shelves.length) - 1;
      if (last < first) return { chunk, lastModified: catalogueLastmod };
      const [fromId, toId] = await Promise.all([source.productIdAt(first), source.productIdAt(last)]);
      if (fromId === null || toId === null) return { chunk, lastModified: catalogueLastmod };
      const newest = await source.newestBetween(fromId, toId);
      // The first chunk also carries the home page, whose lastmod is the catalogue's.
      return { chunk, lastModified: chunk === 0 ? maxOf(newest, catalogueLastmod) : newest };
    }),
  );
}

/** The entries of one chunk, produced a page of products at a time. */
export async function* sitemapChunkEntries(source: SitemapSource, chunk: number, options: ChunkOptions = {}): AsyncGenerator<SitemapEntry> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const pageSize = options.pageSize ?? SITEMAP_PRODUCT_PAGE;
  const shelves = await source.shelves();
  const start = chunk * maxUrls;
  const end = start + maxUrls;
  for (let i = start; i < Math.min(end, shelves.length); i++) yield shelves[i]!;

  const firstProduct = Math.max(0, start - shelves.length);
  let remaining = end - shelves.length - firstProduct;
  if (remaining <= 0) return;
  let afterId = 0;
  if (firstProduct > 0) {
    const before = await source.productIdAt(firstProduct - 1);
    if (before === null) return;
    afterId = before;
  }
  while (remaining > 0) {
    const page = await source.productsAfter(afterId, Math.min(pageSize, remaining));
    for (const p of page) yield { path: routes.product(p.name_url, p.id), lastModified: p.updated_at };
    if (page.length === 0) return;
    remaining -= page.length;
    afterId = page[page.length - 1]!.id;
  }
}

/** Whether chunk n exists (the routes answer 404 past the last one). */
export async function chunkExists(source: SitemapSource, chunk: number, options: ChunkOptions = {}): Promise<boolean> {
  if (!Number.isInteger(chunk) || chunk < 0) return false;
  const [shelves, products] = await Promise.all([source.shelves(), source.productCount()]);
  return chunk < chunkCountFor(shelves.length + products, options.maxUrls ?? SITEMAP_MAX_URLS);
}

// ---------- XML ----------

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A W3C datetime for <lastmod>, or nothing when the stored value is not a date. */
export function lastmodOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlElement(siteUrl: string, entry: SitemapEntry): string {
  const lastmod = lastmodOf(entry.lastModified);
  return `<url><loc>${escapeXml(siteUrl + entry.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
}

/** A <urlset> as a stream of text pieces, so a 50,000-URL file is never one big string. */
export async function* urlsetXml(siteUrl: string, entries: AsyncIterable<SitemapEntry>): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  let batch = '';
  let n = 0;
  for await (const entry of entries) {
    batch += urlElement(siteUrl, entry);
    if (++n % 1000 === 0) {
      yield batch;
      batch = '';
    }
  }
  yield `${batch}</urlset>\n`;
}

export const sitemapChunkPath = (chunk: number) => `/sitemap/${chunk}.xml`;

export function sitemapIndexXml(siteUrl: string, chunks: SitemapIndexEntry[]): string {
  const items = chunks
    .map(({ chunk, lastModified }) => {
      const lastmod = lastmodOf(lastModified);
      return `<sitemap><loc>${escapeXml(siteUrl + sitemapChunkPath(chunk))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`;
    })
    .join('');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/** A streamed XML response (pieces from an async generator). */
export function xmlStream(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await pieces.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
