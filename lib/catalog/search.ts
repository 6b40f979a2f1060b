// Product search (/store/searchAI and the search page) on the database's own full-text
// index (product_search, kept current by triggers: lib/db/migrations/005-product-search.ts),
// so every app instance finds a product as soon as it is saved.
//
// Each word matches itself, any longer word it begins ("sams" finds Samsung) and, from 4
// letters, the catalogue's words one typo away ("refrigerater", "samsnug"). All words
// must match; when no product has them all, any word may. Ranks, best first: every word
// in the name as typed; in the name; anywhere (brand and shelf names too). Within a
// rank, the newest listing first. Filters are applied in SQL, so they mean what they
// mean on every other list.
import { sql, type RawBuilder } from 'kysely';
import type { ProductCard } from './types';
import type { DB } from '@/lib/db';
import type { DialectName } from '@/lib/db/dialect';
import { listProductCards, matchingProducts, type ProductFilter } from './product-queries';
import { oneTypoAway, searchWords, TYPO_MIN_LENGTH } from './search-words';

/** Beyond this many hits, the tail of the ranking is too weak to be worth counting or paging. */
export const MAX_SEARCH_HITS = 5000;
/** A word that begins more catalogue words than this is matched as a prefix by the index itself. */
const MAX_LISTED_COMPLETIONS = 40;

interface Word {
  text: string;
  /** Catalogue words one typo away from it. */
  typos: string[];
  /** Catalogue words it begins, when listed (SQLite); otherwise the index matches the prefix. */
  completions?: string[];
}

/** Where a rank looks for the words, and how loosely. */
interface Rank {
  fields: 'name' | 'anywhere';
  /** Prefixes and typos too, not only the word as typed. */
  loose: boolean;
  /** Any word rather than every word. */
  anyWord: boolean;
}

// Each rank holds every product of the ranks before it.
const everyWord: Rank[] = [
  { fields: 'name', loose: false, anyWord: false },
  { fields: 'name', loose: true, anyWord: false },
  { fields: 'anywhere', loose: true, anyWord: false },
];
const anyWord: Rank[] = [
  { fields: 'name', loose: true, anyWord: true },
  { fields: 'anywhere', loose: true, anyWord: true },
];

// The dialect is read off the handle (PostgreSQL numbers its parameters), so callers
// pass the Kysely handle as they do to every other catalogue query.
const dialects = new WeakMap<DB, DialectName>();
function dialectOf(db: DB): DialectName {
  let dialect = dialects.get(db);
  if (!dialect) {
    dialect = db.selectNoFrom(sql<number>`${1}`.as('probe')).compile().sql.includes('$1') ? 'postgres' : 'sqlite';
    dialects.set(db, dialect);
  }
  return dialect;
}

// ----- each database's query language -----

/** An FTS5 query (SQLite): columns name, brand, shelves, store. */
function ftsRank(words: Word[], rank: Rank): string {
  const columns = rank.fields === 'name' ? '{name}' : '{name brand shelves}';
  const quote = (t: string) => `"${t}"`;
  const groups = words.map((w) => {
    if (!rank.loose) return quote(w.text);
    // A long prefix the index has no prefix list for is slow in FTS5 (it merges every
    // word's list in full); the listed completions are read lazily instead.
    const prefix = w.completions ? [w.text, ...w.completions].map(quote) : [`${quote(w.text)}*`];
    return `(${[...prefix, ...w.typos.map(quote)].join(' OR ')})`;
  });
  return `${columns}: (${groups.join(rank.anyWord ? ' OR ' : ' AND ')})`;
}

/** A tsquery (PostgreSQL), on name_document (the name) or document (every field). */
function tsRank(words: Word[], rank: Rank): string {
  const groups = words.map((w) => (rank.loose ? `(${[`'${w.text}':*`, ...w.typos.map((t) => `'${t}'`)].join(' | ')})` : `'${w.text}'`));
  return `(${groups.join(rank.anyWord ? ' | ' : ' & ')})`;
}

interface Search {
  db: DB;
  dialect: DialectName;
  storeId: number;
  /** Other stores' products are in the index too, so the store is checked. */
  otherStores: boolean;
  words: Word[];
  ranks: Rank[];
  /** List filters, or undefined when there are none. */
  filter?: Omit<ProductFilter, 'ids'>;
}

/** Products of rank `i`; with `butNotBetter`, only those no better rank holds. */
function matchOf(search: Search, i: number, butNotBetter: boolean): RawBuilder<boolean> {
  const { words, ranks, dialect } = search;
  const current = ranks[i]!;
  const better = butNotBetter && i > 0 ? ranks[i - 1] : undefined;
  if (dialect === 'postgres') {
    const vector = (rank: Rank) => sql.ref(rank.fields === 'name' ? 's.name_document' : 's.document');
    const matches = sql<boolean>`${vector(current)} @@ ${tsRank(words, current)}::tsquery`;
    return better ? sql<boolean>`${matches} and not ${vector(better)} @@ ${tsRank(words, better)}::tsquery` : matches;
  }
  const match = better ? `(${ftsRank(words, current)}) NOT (${ftsRank(words, better)})` : ftsRank(words, current);
  const scoped = search.otherStores && !search.filter ? `{store}: "s${search.storeId}" AND (${match})` : match;
  return sql<boolean>`s.product_search match ${scoped}`;
}

/** Unfiltered, straight from the index: the matching products' ids (or brands), newest listing first. */
function indexed(search: Search, match: RawBuilder<boolean>, column: 'id' | 'brand', ordered = true): RawBuilder<{ id: number; brand: string }> {
  if (search.dialect === 'postgres') {
    const selected = column === 'id' ? sql`s.product_id as id` : sql`s.brand`;
    const store = search.otherStores ? sql`s.store_id = ${search.storeId} and` : sql``;
    return sql`select ${selected} from product_search s where ${store} ${match} ${ordered ? sql`order by s.product_id desc` : sql``}`;
  }
  const selected = column === 'id' ? sql`s.rowid as id` : sql`s.brand`;
  return sql`select ${selected} from product_search s where ${match} ${ordered ? sql`order by s.rowid desc` : sql``}`;
}

/** The matching products that pass the list filters, newest listing first. The index is
 *  read first and each hit's product row checked, stopping at the limit. */
function filtered(search: Search, match: RawBuilder<boolean>, filter: Omit<ProductFilter, 'ids'>) {
  const products = matchingProducts(search.db, search.storeId, filter);
  if (search.dialect === 'postgres') {
    return products
      .innerJoin(sql<{ product_id: number }>`product_search`.as('s'), (join) => join.onRef('s.product_id', '=', 'p.id'))
      .where(match)
      .select('p.id')
      .orderBy('p.id', 'desc');
  }
  return products
    .innerJoin(sql<{ rowid: number }>`product_search`.as('s'), (join) => join.onRef('s.rowid', '=', 'p.id'))
    .where(match)
    .select('p.id')
    .orderBy('s.rowid', 'desc');
}

async function readIds(search: Search, match: RawBuilder<boolean>, limit: number, offset: number): Promise<number[]> {
  const rows = search.filter
    ? await filtered(search, match, search.filter).limit(limit).offset(offset).execute()
    : (await sql<{ id: number }>`${indexed(search, match, 'id')} limit ${limit} offset ${offset}`.execute(search.db)).rows;
  return rows.map((r) => Number(r.id));
}

/** How many products match, counting no further than `cap`. */
async function count(search: Search, match: RawBuilder<boolean>, cap: number): Promise<number> {
  let found;
  if (search.filter) found = sql`select count(*) as n from ${filtered(search, match, search.filter).clearOrderBy().limit(cap)} as found`;
  // PostgreSQL counts the index's bitmap without reading rows (when there is no store to check).
  else if (search.dialect === 'postgres') found = sql`select count(*) as n from (${indexed(search, match, 'id', false)}) as found`;
  else found = sql`select count(*) as n from (${indexed(search, match, 'id', false)} limit ${cap}) as found`;
  const { rows } = await sql<{ n: number }>`${found}`.execute(search.db);
  return Math.min(cap, Number(rows[0]?.n ?? 0));
}

// ----- words -----

/** The words of a keyword with their catalogue typos (and, on SQLite, completions). */
async function readWords(db: DB, dialect: DialectName, keyword: string): Promise<Word[]> {
  const texts = searchWords(keyword);
  const variants = texts.map(oneTypoAway);
  const all = [...new Set(variants.flat())];
  let known = new Set<string>();
  if (all.length > 0) {
    const found =
      dialect === 'postgres'
        ? sql<{ word: string }>`select word from search_words where word = any (${all}::text[])`
        : sql<{ word: string }>`select word from search_words where word in (select value from json_each(${JSON.stringify(all)}))`;
    known = new Set((await found.execute(db)).rows.map((r) => r.word));
  }
  return Promise.all(
    texts.map(async (text, i) => {
      const word: Word = { text, typos: variants[i]!.filter((v) => known.has(v)) };
      // Short words have the index's own prefix lists (prefix = '1 2 3'); words with
      // digits (model numbers) are not in search_words and are rare enough to merge.
      if (dialect === 'sqlite' && text.length >= TYPO_MIN_LENGTH && /^[a-z]+$/.test(text)) {
        const { rows } = await sql<{ word: string }>`select word from search_words
          where word > ${text} and word < ${`${text}{`} order by word limit ${MAX_LISTED_COMPLETIONS + 1}`.execute(db);
        if (rows.length <= MAX_LISTED_COMPLETIONS) word.completions = rows.map((r) => r.word);
      }
      return word;
    }),
  );
}

/** Whether other stores' products are in the index too (usually it holds one store's): only
 *  then is the store checked, which costs reading each hit. Archived products (a negative
 *  store id, lib/products/archive.ts) are not in the index. */
async function hasOtherStores(db: DB, storeId: number): Promise<boolean> {
  const { rows } = await sql<{ low: number | null; high: number | null }>`
    select (select min(store_id) from products where store_id > 0) as low, (select max(store_id) from products) as high`.execute(db);
  const { low, high } = rows[0] ?? { low: null, high: null };
  return low !== null && (Number(low) !== storeId || Number(high) !== storeId);
}

/** Sets up a search and counts its hits (at most MAX_SEARCH_HITS); null when nothing matches. */
async function prepare(
  db: DB,
  storeId: number,
  keyword: string,
  filter?: Omit<ProductFilter, 'ids'>,
): Promise<{ search: Search; total: number } | null> {
  const dialect = dialectOf(db);
  const [words, otherStores] = await Promise.all([
    readWords(db, dialect, keyword),
    filter ? false : hasOtherStores(db, storeId),
  ]);
  if (words.length === 0) return null;
  for (const ranks of words.length > 1 ? [everyWord, anyWord] : [everyWord]) {
    const search: Search = { db, dialect, storeId, otherStores, words, ranks, filter };
    // The loosest rank holds every hit.
    const total = await count(search, matchOf(search, ranks.length - 1, false), MAX_SEARCH_HITS);
    if (total > 0) return { search, total };
  }
  return null;
}

/** `limit` hit ids from `offset` on, best rank first. */
async function rankedIds(search: Search, total: number, offset: number, limit: number): Promise<number[]> {
  const wanted = Math.min(limit, total - offset);
  const out: number[] = [];
  if (offset === 0) {
    // From the top: read each rank in turn, skipping what a better rank gave. A rank read
    // short was read whole, so everything the next rank repeats is already in `out`.
    const seen = new Set<number>();
    for (let i = 0; i < search.ranks.length && out.length < wanted; i++) {
      const asked = wanted + seen.size;
      const rows = await readIds(search, matchOf(search, i, false), asked, 0);
      for (const id of rows) {
        if (out.length < wanted && !seen.has(id)) out.push(id);
      }
      for (const id of rows) seen.add(id);
    }
    return out;
  }
  // A later page: count the ranks it passes, then read where it starts.
  let skip = offset;
  for (let i = 0; i < search.ranks.length && out.length < wanted; i++) {
    const match = matchOf(search, i, true);
    if (skip > 0) {
      const held = await count(search, match, skip);
      if (held < skip) {
        skip -= held;
        continue;
      }
    }
    out.push(...(await readIds(search, match, wanted - out.length, skip)));
    skip = 0;
  }
  return out;
}

/** Product ids for a keyword, best first (at most MAX_SEARCH_HITS). */
export async function rankedProductIds(db: DB, storeId: number, keyword: string): Promise<number[]> {
  const prepared = await prepare(db, storeId, keyword);
  return prepared ? rankedIds(prepared.search, prepared.total, 0, prepared.total) : [];
}

/** How many hits a keyword has, and the brand names among them (what the search
 *  page's brand filter offers), without loading the products. */
export async function searchSummary(db: DB, storeId: number, keyword: string): Promise<{ hits: number; brands: string[] }> {
  const prepared = await prepare(db, storeId, keyword);
  if (!prepared) return { hits: 0, brands: [] };
  const { search, total } = prepared;
  let brands: string[];
  if (total < MAX_SEARCH_HITS) {
    // Every hit counts: the brands of the loosest rank, in any order.
    const match = matchOf(search, search.ranks.length - 1, false);
    brands = (await indexed(search, match, 'brand').execute(db)).rows.map((r) => r.brand);
  } else {
    // The hits are the best MAX_SEARCH_HITS: read in rank order, rank by rank.
    brands = [];
    let left = total;
    for (let i = 0; i < search.ranks.length && left > 0; i++) {
      const match = matchOf(search, i, true);
      const { rows } = await sql<{ brand: string }>`${indexed(search, match, 'brand')} limit ${left}`.execute(db);
      brands.push(...rows.map((r) => r.brand));
      left -= rows.length;
    }
  }
  return { hits: total, brands: [...new Set(brands.filter((b) => b !== ''))] };
}

export interface SearchPage {
  products: ProductCard[];
  total: number;
}

/** One page of search results, in rank order, narrowed by the list filters. */
export async function searchProducts(
  db: DB,
  storeId: number,
  keyword: string,
  filter: Omit<ProductFilter, 'ids'>,
  page: { page: number; result_per_page: number },
): Promise<SearchPage> {
  const filterGiven = Object.values(filter).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined));
  const prepared = await prepare(db, storeId, keyword, filterGiven ? filter : undefined);
  if (!prepared) return { products: [], total: 0 };
  const { search, total } = prepared;
  const offset = (page.page - 1) * page.result_per_page;
  if (offset >= total) return { products: [], total };
  const pageIds = await rankedIds(search, total, offset, page.result_per_page);
  if (pageIds.length === 0) return { products: [], total };
  const cards = await listProductCards(db, storeId, { ids: pageIds }, { limit: pageIds.length });
  const byId = new Map(cards.map((c) => [c.product_id, c]));
  return { products: pageIds.flatMap((id) => byId.get(id) ?? []), total };
}
