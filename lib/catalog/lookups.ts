// Finding the vertical, category, subcategory, brand or age group a list page is
// about, by id or by URL name. An unknown one is a 404 with a message a person can
// read (docs/rules/security.md#who-may-do-what), never an empty page.
import type { Selectable } from 'kysely';
import type { DB } from '@/lib/db';
import type { AgeGroupTable, BrandTable, CategoryTable, SubcategoryTable, VerticalTable } from '@/lib/db/schema';
import { notFound } from '@/lib/errors';

export const notFoundMessages = {
  vertical: 'Vertical not found.',
  category: 'Category not found.',
  subcategory: 'Sub category not found.',
  brand: 'Brand not found.',
  ageGroup: 'Age group not found.',
} as const;

/** By id, by URL name, or both (then both must name the same row). */
export interface IdOrSlug {
  id?: number;
  slug?: string;
}

type ShelfTable = 'verticals' | 'categories' | 'subcategories' | 'brands' | 'age_groups';

async function findShelf(db: DB, table: ShelfTable, storeId: number, key: IdOrSlug, message: string) {
  if (key.id === undefined && key.slug === undefined) throw notFound(message);
  let query = db.selectFrom(table).selectAll().where('store_id', '=', storeId);
  if (key.id !== undefined) query = query.where('id', '=', key.id);
  if (key.slug !== undefined) query = query.where('name_url', '=', key.slug);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(message);
  return row;
}

export const findVertical = (db: DB, storeId: number, key: IdOrSlug) =>
  findShelf(db, 'verticals', storeId, key, notFoundMessages.vertical) as Promise<Selectable<VerticalTable>>;

export const findCategory = (db: DB, storeId: number, key: IdOrSlug) =>
  findShelf(db, 'categories', storeId, key, notFoundMessages.category) as Promise<Selectable<CategoryTable>>;

export const findSubcategory = (db: DB, storeId: number, key: IdOrSlug) =>
  findShelf(db, 'subcategories', storeId, key, notFoundMessages.subcategory) as Promise<Selectable<SubcategoryTable>>;

export const findAgeGroup = (db: DB, storeId: number, key: IdOrSlug) =>
  findShelf(db, 'age_groups', storeId, key, notFoundMessages.ageGroup) as Promise<Selectable<AgeGroupTable>>;

/** Brand pages name their brand by id (/store-product/brand/{brandId}) or, from links, by slug. */
export const findBrand = (db: DB, storeId: number, idOrSlug: number | string) =>
  findShelf(db, 'brands', storeId, typeof idOrSlug === 'number' ? { id: idOrSlug } : { slug: idOrSlug }, notFoundMessages.brand) as Promise<
    Selectable<BrandTable>
  >;
