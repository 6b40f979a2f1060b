// Product search (/store/searchAI): relevance ranking over name, brand and shelves,
// prefix matching ("sams" finds Samsung) and typo tolerance ("refrigerater"), from
// an in-memory MiniSearch index per database and store. Filters are applied in SQL
// to the matching ids, so they mean what they mean on every other list.
import MiniSearch from 'minisearch';
import type { ProductCard } from '@/lib/contract';
import type { DB } from '@/lib/db';
import { listProductCards, matchingProducts, type ProductFilter } from './product-queries';

/** An index older than this is rebuilt on the next search (prices and names change rarely). */
export const SEARCH_INDEX_TTL_MS = 5 * 60 * 1000;
/** Beyond this many hits, the tail of the ranking is too weak to be worth filtering. */
export const MAX_SEARCH_HITS = 5000;

interface SearchDocument {
  id: number;
  name: string;
  brand: string;
  category: string;
  subcategory: string;
  vertical: string;
}

interface BuiltIndex {
  index: MiniSearch<SearchDocument>;
  builtAt: number;
}

// Keyed by the Kysely instance: each database (and each test's database) has its own index.
// Kept on globalThis: Next bundles this module once for the API route and once for pages,
// and each copy would otherwise build its own index (seconds at 100,000 products).
const globalKey = Symbol.for('storefront.searchIndexes');
type Holder = { [globalKey]?: WeakMap<DB, Map<number, Promise<BuiltIndex>>> };
const indexes = ((globalThis as Holder)[globalKey] ??= new WeakMap());

async function buildIndex(db: DB, storeId: number): Promise<BuiltIndex> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .innerJoin('verticals as v', 'v.id', 'p.vertical_id')
    .leftJoin('subcategories as s', 's.id', 'p.subcategory_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.name', 'b.name as brand', 'c.name as category', 's.name as subcategory', 'v.name as vertical'])
    .where('p.store_id', '=', storeId)
    .execute();
  const index = new MiniSearch<SearchDocument>({
    fields: ['name', 'brand', 'category', 'subcategory', 'vertical'],
    // Kept with each hit so a result page can list its brands without loading the products.
    storeFields: ['brand'],
    searchOptions: {
      boost: { name: 3, brand: 2, subcategory: 1.5, category: 1.5 },
      prefix: true,
      // One typo in words of 4+ letters; two from 6, since swapped letters ("samsnug") count as two edits.
      fuzzy: (term) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : false),
    },
  });
  index.addAll(
    rows
      .filter((r) => r.name.trim() !== '')
      .map((r) => ({
        id: Number(r.id),
        name: r.name,
        brand: r.brand ?? '',
        category: r.category,
        subcategory: r.subcategory ?? '',
        vertical: r.vertical,
      })),
  );
  return { index, builtAt: Date.now() };
}

async function indexFor(db: DB, storeId: number): Promise<MiniSearch<SearchDocument>> {
  let byStore = indexes.get(db);
  if (!byStore) indexes.set(db, (byStore = new Map()));
  const existing = byStore.get(storeId);
  if (existing) {
    const built = await existing.catch(() => undefined);
    if (built && Date.now() - built.builtAt < SEARCH_INDEX_TTL_MS) return built.index;
  }
  // Concurrent searches share one build.
  const building = buildIndex(db, storeId);
  byStore.set(storeId, building);
  building.catch(() => byStore.delete(storeId));
  return (await building).index;
}

/** Drops the index so the next search sees catalogue changes at once (called after catalogue writes). */
export function forgetSearchIndex(db: DB): void {
  indexes.delete(db);
}

/** Product ids for a keyword, best first. All words must match; if none do, any word may. */
export async function rankedProductIds(db: DB, storeId: number, keyword: string): Promise<number[]> {
  const index = await indexFor(db, storeId);
  let results = index.search(keyword, { combineWith: 'AND' });
  if (results.length === 0) results = index.search(keyword, { combineWith: 'OR' });
  return results.slice(0, MAX_SEARCH_HITS).map((r) => Number(r.id));
}

/** How many hits a keyword has, and the brand names among them (what the search
 *  page's brand filter offers), from the index alone. */
export async function searchSummary(db: DB, storeId: number, keyword: string): Promise<{ hits: number; brands: string[] }> {
  const index = await indexFor(db, storeId);
  let results = index.search(keyword, { combineWith: 'AND' });
  if (results.length === 0) results = index.search(keyword, { combineWith: 'OR' });
  const hits = results.slice(0, MAX_SEARCH_HITS);
  const brands = new Set<string>();
  for (const hit of hits) {
    if (typeof hit.brand === 'string' && hit.brand !== '') brands.add(hit.brand);
  }
  return { hits: hits.length, brands: [...brands] };
}

export interface SearchPage {
  products: ProductCard[];
  total: number;
}

/** One page of search results, in relevance order, narrowed by the list filters. */
export async function searchProducts(
  db: DB,
  storeId: number,
  keyword: string,
  filter: Omit<ProductFilter, 'ids'>,
  page: { page: number; result_per_page: number },
): Promise<SearchPage> {
  const ranked = await rankedProductIds(db, storeId, keyword);
  if (ranked.length === 0) return { products: [], total: 0 };

  const filtered = Object.values(filter).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));
  let ids = ranked;
  if (filtered) {
    const kept = new Set(
      (await matchingProducts(db, storeId, { ...filter, ids: ranked }).select('p.id').execute()).map((r) => Number(r.id)),
    );
    ids = ranked.filter((id) => kept.has(id));
  }
  const offset = (page.page - 1) * page.result_per_page;
  const pageIds = ids.slice(offset, offset + page.result_per_page);
  if (pageIds.length === 0) return { products: [], total: ids.length };
  const cards = await listProductCards(db, storeId, { ids: pageIds }, { limit: pageIds.length });
  const byId = new Map(cards.map((c) => [c.product_id, c]));
  return { products: pageIds.flatMap((id) => byId.get(id) ?? []), total: ids.length };
}
