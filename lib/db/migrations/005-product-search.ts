// Product search in the database itself, so every app instance sees a product the
// moment its transaction commits (lib/catalog/search.ts reads it):
// - product_search: one entry per named product with its name, brand and shelf names
//   (subcategory, category, vertical). SQLite: an FTS5 table (rowid = product id, the
//   store as a token column). PostgreSQL: two tsvectors under GIN indexes, the name's
//   words and all of them (a name-only vector, not weights: weights are checked row by
//   row, and the planner cannot estimate them).
// - search_words: every plain word (3-40 letters a-z) the catalogue has used, where a
//   misspelt word's one-typo variants are looked up. Words are never removed: one no
//   product uses any more only finds nothing.
// Triggers keep both current in the transaction that writes a product or renames a
// brand or shelf, whoever writes it (the app, the seed, a console, psql).
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/** What a product is found by: its name, brand and shelf names. Named products only. */
const source = sql`
  create view product_search_source as
  select p.id, p.store_id, p.brand_id, p.category_id, p.subcategory_id, p.vertical_id,
         p.name, coalesce(b.name, '') as brand,
         coalesce(s.name, '') || ' ' || c.name || ' ' || v.name as shelves
  from products p
  join categories c on c.id = p.category_id
  join verticals v on v.id = p.vertical_id
  left join subcategories s on s.id = p.subcategory_id
  left join brands b on b.id = p.brand_id
  where trim(p.name) <> ''`;

/** Renaming one of these changes what its products are found by. */
const shelves = [
  ['brands', 'brand_id'],
  ['categories', 'category_id'],
  ['subcategories', 'subcategory_id'],
  ['verticals', 'vertical_id'],
] as const;

// ----- SQLite -----

// SQLite has no regular expressions: the words of a text are its lower-cased runs
// between spaces once ASCII punctuation is a space, split with json_each. Only words
// of plain letters are kept, so whatever this misses (other symbols) stays out.
const punctuation = [...`!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`, '\t', '\n', '\r'];
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
function sqliteWordList(text: string): string {
  let spaced = `lower(${text})`;
  for (const mark of punctuation) spaced = `replace(${spaced}, ${literal(mark)}, ' ')`;
  return `'["' || replace(${spaced}, ' ', '","') || '"]'`;
}

/** Statements that (re)index the source rows matching `where` (a condition on `src`). */
function sqliteIndexing(where: string): string[] {
  return [`
    insert into product_search (rowid, name, brand, shelves, store)
      select src.id, src.name, src.brand, src.shelves, 's' || src.store_id from product_search_source src where ${where}`, `
    insert or ignore into search_words (word)
      select w.value from (select ${sqliteWordList("src.name || ' ' || src.brand || ' ' || src.shelves")} as list
                           from product_search_source src where ${where}) words,
        json_each(case when json_valid(words.list) then words.list else '[]' end) w
      where length(w.value) between 3 and 40 and w.value not glob '*[^a-z]*'`];
}
const sqliteIndex = (where: string) => sqliteIndexing(where).map((statement) => `${statement};`).join('');

async function sqliteUp(db: Kysely<any>) {
  // detail=column: no word positions (no phrase search needed), a smaller and faster
  // index; the column filters ({name}, {store}) still work.
  await sql`create virtual table product_search using fts5(
    name, brand, shelves, store,
    tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2 3', detail = column, columnsize = 0)`.execute(db);
  await sql`create table search_words (word text primary key) without rowid`.execute(db);
  await source.execute(db);
  await sql.raw(`
    create trigger products_search_insert after insert on products begin ${sqliteIndex('src.id = new.id')} end`).execute(db);
  await sql.raw(`
    create trigger products_search_update
    after update of name, brand_id, category_id, subcategory_id, vertical_id, store_id on products begin
      delete from product_search where rowid = old.id; ${sqliteIndex('src.id = new.id')} end`).execute(db);
  await sql`create trigger products_search_delete after delete on products begin delete from product_search where rowid = old.id; end`.execute(db);
  for (const [table, column] of shelves) {
    await sql.raw(`
      create trigger ${table}_search_rename after update of name on ${table} begin
        delete from product_search where rowid in (select id from products where ${column} = new.id);
        ${sqliteIndex(`src.${column} = new.id`)} end`).execute(db);
  }
  for (const statement of sqliteIndexing('1 = 1')) await sql.raw(statement).execute(db);
}

async function sqliteDown(db: Kysely<any>) {
  for (const [table] of shelves) await sql.raw(`drop trigger if exists ${table}_search_rename`).execute(db);
  for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists products_search_${op}`).execute(db);
  await sql`drop view if exists product_search_source`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
  await sql`drop table if exists product_search`.execute(db);
}

// ----- PostgreSQL -----

// The same words as SQLite's tokenizer sees: lower-cased runs of letters and digits.
const pgText = (column: string) => `to_tsvector('simple', regexp_replace(lower(${column}), '[^[:alnum:]]+', ' ', 'g'))`;

async function pgUp(db: Kysely<any>) {
  await sql`create table product_search (
    product_id integer primary key references products (id) on delete cascade,
    store_id integer not null,
    brand text not null,
    name_document tsvector not null,
    document tsvector not null)`.execute(db);
  // fastupdate off: a write goes into the index at once rather than into a pending list
  // every search would scan until the next vacuum (catalogue writes are few).
  await sql`create index product_search_name on product_search using gin (name_document) with (fastupdate = off)`.execute(db);
  await sql`create index product_search_document on product_search using gin (document) with (fastupdate = off)`.execute(db);
  await sql`create table search_words (word text primary key)`.execute(db);
  await source.execute(db);
  // Words go in sorted, so two writers adding the same words cannot deadlock.
  await sql.raw(`
    create or replace function product_search_index(ids integer[]) returns void language sql as $$
      delete from product_search where product_id = any (ids);
      insert into product_search (product_id, store_id, brand, name_document, document)
        select id, store_id, brand, ${pgText('name')}, ${pgText("name || ' ' || brand || ' ' || shelves")}
        from product_search_source where id = any (ids);
      insert into search_words (word)
        select distinct w from product_search, unnest(tsvector_to_array(document)) w
        where product_id = any (ids) and w ~ '^[a-z]{3,40}$' order by w
        on conflict do nothing;
    $$`).execute(db);
  // New products: once per statement (the seed inserts thousands in one).
  await sql`
    create or replace function products_search_added() returns trigger language plpgsql as $$
    begin
      perform product_search_index(array(select id from added));
      return null;
    end $$`.execute(db);
  await sql`create trigger products_search_insert after insert on products
    referencing new table as added for each statement execute function products_search_added()`.execute(db);
  await sql`
    create or replace function products_search_changed() returns trigger language plpgsql as $$
    begin
      perform product_search_index(array[new.id]);
      return null;
    end $$`.execute(db);
  // Only these columns: a stock or price change leaves the search entry alone.
  await sql`create trigger products_search_update
    after update of name, brand_id, category_id, subcategory_id, vertical_id, store_id on products
    for each row execute function products_search_changed()`.execute(db);
  for (const [table, column] of shelves) {
    await sql.raw(`
      create or replace function ${table}_search_renamed() returns trigger language plpgsql as $$
      begin
        perform product_search_index(array(select id from products where ${column} = new.id));
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger ${table}_search_rename after update of name on ${table}
      for each row execute function ${table}_search_renamed()`).execute(db);
  }
  await sql`select product_search_index(array(select id from products))`.execute(db);
  await sql`analyze product_search`.execute(db);
}

async function pgDown(db: Kysely<any>) {
  for (const [table] of shelves) {
    await sql.raw(`drop trigger if exists ${table}_search_rename on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${table}_search_renamed()`).execute(db);
  }
  await sql`drop trigger if exists products_search_insert on products`.execute(db);
  await sql`drop trigger if exists products_search_update on products`.execute(db);
  await sql`drop function if exists products_search_added()`.execute(db);
  await sql`drop function if exists products_search_changed()`.execute(db);
  await sql`drop function if exists product_search_index(integer[])`.execute(db);
  await sql`drop view if exists product_search_source`.execute(db);
  await sql`drop table if exists search_words`.execute(db);
  await sql`drop table if exists product_search`.execute(db);
}

export function productSearch(dialect: DialectName) {
  return dialect === 'postgres' ? { up: pgUp, down: pgDown } : { up: sqliteUp, down: sqliteDown };
}
