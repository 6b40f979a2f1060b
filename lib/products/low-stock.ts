// What "low on stock" means, once (docs/rules/products.md#low-stock-threshold): a product
// whose stock is at or below its own threshold, else at or below the store's default. The
// dashboard's card and the product list's low-stock filter both ask this.
import 'server-only';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '@/lib/db/schema';

/**
 * stock <= coalesce(low_stock_at, threshold), written as its two branches so each can use
 * the index products_low_stock (store_id, low_stock_at, stock) on SQLite and PostgreSQL
 * alike, instead of reading every product (migration 016).
 */
export const lowOnStock = (threshold: number) => (eb: ExpressionBuilder<Database, 'products'>) =>
  eb.or([
    eb.and([eb('low_stock_at', 'is', null), eb('stock', '<=', threshold)]),
    eb.and([eb('low_stock_at', 'is not', null), eb('stock', '<=', eb.ref('low_stock_at'))]),
  ]);
