// A low-stock threshold per product (docs/rules/products.md#low-stock-threshold): null
// means the store's default (STORE_LOW_STOCK_AT). The index serves the dashboard's query,
// stock <= coalesce(low_stock_at, default), in its two branches: products without their
// own threshold by stock, products with one by their threshold. Runs unchanged on SQLite
// and PostgreSQL; moves no data.
import type { Kysely } from 'kysely';

export const productDetails = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('products').addColumn('low_stock_at', 'integer').execute();
    await db.schema.createIndex('products_low_stock').on('products').columns(['store_id', 'low_stock_at', 'stock']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('products_low_stock').execute();
    await db.schema.alterTable('products').dropColumn('low_stock_at').execute();
  },
};
