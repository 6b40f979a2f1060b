// The one product list builder. Every list, filter, carousel and search page of the
// store selects its products through `matchingProducts`, so a filter means the same
// thing everywhere, and cards always carry the same columns.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ProductCard, ProductPage } from './types';
import type { DB } from '@/lib/db';
import type { Database, ProductTable } from '@/lib/db/schema';
import { paiseFromRupees } from './money';
import { cardColumns, toProductCard } from './product-card';

/** What a shopper (or a page) narrows a product list by. Empty lists mean "any". */
export interface ProductFilter {
  verticalId?: number;
  categoryIds?: number[];
  subcategoryId?: number;
  brandIds?: number[];
  /** Brand names as the search page sends them, compared ignoring case. */
  brandNames?: string[];
  ageGroupId?: number;
  /** Age groups by name ('3-5 Years') or slug ('3-5-years'), ignoring case. */
  ageGroups?: string[];
  /** Gender values ('Men', 'Women', 'Unisex'), ignoring case. */
  genders?: string[];
  /** Selling price band in rupees, both ends included. */
  priceFrom?: number;
  priceTo?: number;
  dealTypeId?: number;
  featuredOnly?: boolean;
  ids?: number[];
  excludeIds?: number[];
}

/** Newest first, or (for deals) whatever is in stock before what is sold out. */
export type ProductOrder = 'newest' | 'inStockFirst';

type ProductScope = ExpressionBuilder<Database & { p: ProductTable }, 'p'>;

const lowered = (values: string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()))];
const nothing = sql<SqlBool>`1 = 0`;

function equalsOrIn(eb: ProductScope, column: 'p.category_id' | 'p.brand_id' | 'p.id', values: number[]): Expression<SqlBool> {
  if (values.length === 0) return nothing;
  // A single value stays an equality so SQLite can walk the (store, column, created_at) index in order.
  return values.length === 1 ? eb(column, '=', values[0]!) : eb(column, 'in', values);
}

function conditions(eb: ProductScope, storeId: number, filter: ProductFilter): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [eb('p.store_id', '=', storeId)];
  if (filter.verticalId !== undefined) where.push(eb('p.vertical_id', '=', filter.verticalId));
  if (filter.categoryIds) where.push(equalsOrIn(eb, 'p.category_id', filter.categoryIds));
  if (filter.subcategoryId !== undefined) where.push(eb('p.subcategory_id', '=', filter.subcategoryId));
  if (filter.brandIds?.length) where.push(equalsOrIn(eb, 'p.brand_id', filter.brandIds));
  if (filter.brandNames?.length) {
    const names = lowered(filter.brandNames);
    where.push(
      eb(
        'p.brand_id',
        'in',
        eb
          .selectFrom('brands')
          .select('brands.id')
          .where('brands.store_id', '=', storeId)
          .where((brand) => brand(brand.fn('lower', ['brands.name']), 'in', names)),
      ),
    );
  }
  if (filter.ageGroupId !== undefined) where.push(eb('p.age_group_id', '=', filter.ageGroupId));
  if (filter.ageGroups?.length) {
    const names = lowered(filter.ageGroups);
    where.push(
      eb(
        'p.age_group_id',
        'in',
        eb
          .selectFrom('age_groups')
          .select('age_groups.id')
          .where('age_groups.store_id', '=', storeId)
          .where((age) => age.or([age(age.fn('lower', ['age_groups.name']), 'in', names), age(age.fn('lower', ['age_groups.name_url']), 'in', names)])),
      ),
    );
  }
  if (filter.genders?.length) where.push(eb(eb.fn('lower', ['p.gender']), 'in', lowered(filter.genders)));
  if (filter.priceFrom !== undefined) where.push(eb('p.selling_price_paise', '>=', paiseFromRupees(filter.priceFrom)));
  if (filter.priceTo !== undefined) where.push(eb('p.selling_price_paise', '<=', paiseFromRupees(filter.priceTo)));
  if (filter.dealTypeId !== undefined) where.push(eb('p.deal_type_id', '=', filter.dealTypeId));
  if (filter.featuredOnly) where.push(eb('p.is_featured', '=', 1));
  if (filter.ids) where.push(equalsOrIn(eb, 'p.id', filter.ids));
  if (filter.excludeIds?.length) where.push(eb('p.id', 'not in', filter.excludeIds));
  return where;
}

/** The store's products that match a filter: the base of every list, count and search query. */
export function matchingProducts(db: DB, storeId: number, filter: ProductFilter = {}) {
  return db.selectFrom('products as p').where((eb) => eb.and(conditions(eb, storeId, filter)));
}

/** How many products match (all pages). */
export async function countProducts(db: DB, storeId: number, filter: ProductFilter): Promise<number> {
  const row = await matchingProducts(db, storeId, filter)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst();
  // PostgreSQL's count is a bigint and may arrive as a string.
  return Number(row?.total ?? 0);
}

export interface ListOptions {
  limit: number;
  offset?: number;
  order?: ProductOrder;
}

/** Cards of the matching products, in the list order. */
export async function listProductCards(db: DB, storeId: number, filter: ProductFilter, options: ListOptions): Promise<ProductCard[]> {
  let query = matchingProducts(db, storeId, filter)
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(cardColumns);
  if (options.order === 'inStockFirst') query = query.orderBy(sql`case when p.stock > 0 then 0 else 1 end`);
  const rows = await query
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map(toProductCard);
}

export interface PageRequest {
  page: number;
  result_per_page: number;
}

/** One page of a list, with the count of every match. */
export async function listProductPage(db: DB, storeId: number, filter: ProductFilter, request: PageRequest, order: ProductOrder = 'newest'): Promise<ProductPage> {
  const offset = (request.page - 1) * request.result_per_page;
  const products = await listProductCards(db, storeId, filter, { limit: request.result_per_page, offset, order });
  // A page that is not full tells the total by itself; only a full (or empty, later) page needs the count.
  const pageTellsTotal = products.length < request.result_per_page && (products.length > 0 || offset === 0);
  const total = pageTellsTotal ? offset + products.length : await countProducts(db, storeId, filter);
  return { products, total, page: request.page, result_per_page: request.result_per_page };
}
