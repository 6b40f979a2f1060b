// The shop's shelves for menus and list pages: verticals with their categories
// (catList) and each category's subcategories (subcatList), all in sort order.
// Three queries whatever the size of the tree.
import type { Category, Subcategory, Vertical } from './types';
import type { DB } from '@/lib/db';

export interface ShelfScope {
  verticalId?: number;
  categoryId?: number;
}

export async function subcategoriesOf(db: DB, storeId: number, scope: ShelfScope = {}): Promise<(Subcategory & { category_id: number })[]> {
  let query = db
    .selectFrom('subcategories as s')
    .innerJoin('categories as c', 'c.id', 's.category_id')
    .select(['s.id', 's.category_id', 's.name', 's.name_url'])
    .where('s.store_id', '=', storeId);
  if (scope.verticalId !== undefined) query = query.where('c.vertical_id', '=', scope.verticalId);
  if (scope.categoryId !== undefined) query = query.where('s.category_id', '=', scope.categoryId);
  const rows = await query.orderBy('s.sort_order').orderBy('s.id').execute();
  return rows.map((s) => ({ subcategory_id: Number(s.id), category_id: Number(s.category_id), name: s.name, name_url: s.name_url }));
}

export async function categoriesOf(db: DB, storeId: number, scope: ShelfScope = {}): Promise<Category[]> {
  let query = db.selectFrom('categories').select(['id', 'vertical_id', 'name', 'name_url', 'image']).where('store_id', '=', storeId);
  if (scope.verticalId !== undefined) query = query.where('vertical_id', '=', scope.verticalId);
  if (scope.categoryId !== undefined) query = query.where('id', '=', scope.categoryId);
  const [rows, subcategories] = await Promise.all([query.orderBy('sort_order').orderBy('id').execute(), subcategoriesOf(db, storeId, scope)]);
  return rows.map((c) => ({
    category_id: Number(c.id),
    vertical_id: Number(c.vertical_id),
    name: c.name,
    name_url: c.name_url,
    image: c.image,
    subcatList: subcategories
      .filter((s) => s.category_id === Number(c.id))
      .map(({ subcategory_id, name, name_url }) => ({ subcategory_id, name, name_url })),
  }));
}

/** Every vertical of the store (or just one) with its categories and subcategories. */
export async function verticalTree(db: DB, storeId: number, verticalId?: number): Promise<Vertical[]> {
  let query = db.selectFrom('verticals').select(['id', 'name', 'name_url', 'image']).where('store_id', '=', storeId);
  if (verticalId !== undefined) query = query.where('id', '=', verticalId);
  const [rows, categories] = await Promise.all([query.orderBy('sort_order').orderBy('id').execute(), categoriesOf(db, storeId, { verticalId })]);
  return rows.map((v) => ({
    vertical_id: Number(v.id),
    name: v.name,
    name_url: v.name_url,
    image: v.image,
    catList: categories.filter((c) => c.vertical_id === Number(v.id)),
  }));
}
