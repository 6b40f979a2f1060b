// Indexes for the product lists at catalogue scale (100,000 products): every list is
// "the store's products of one vertical / category / brand / ..., newest first", so each
// index holds the shelf column and then the list order, and a page of 10 is read in
// order without sorting the shelf. The deal and home-category carousels put what is in
// stock first: their indexes lead with that expression (written exactly as
// lib/catalog/product-queries.ts orders by it, so both databases use them). The vertical's
// price index answers the count of a price-filtered vertical. The older (store, column) indexes
// are prefixes of these and go.
import { sql, type Kysely } from 'kysely';

const inStockFirst = sql`(case when stock > 0 then 0 else 1 end)`;

const newest = ['vertical_id', 'category_id', 'subcategory_id', 'brand_id', 'age_group_id', 'is_featured'] as const;
// selling_price_paise: a price band alone is better read newest first and filtered than
// read by price and sorted (SQLite chose it over the shelf indexes, then sorted thousands).
const replaced = ['vertical_id', 'category_id', 'subcategory_id', 'brand_id', 'age_group_id', 'deal_type_id', 'selling_price_paise'] as const;

export const listIndexes = {
  async up(db: Kysely<any>) {
    for (const column of newest) {
      await db.schema.createIndex(`products_${column}_newest`).on('products').columns(['store_id', column, 'created_at', 'id']).execute();
    }
    for (const column of ['category_id', 'deal_type_id'] as const) {
      await sql`create index ${sql.id(`products_${column}_in_stock_newest`)} on products (store_id, ${sql.id(column)}, ${inStockFirst}, created_at desc, id desc)`.execute(db);
    }
    await db.schema.createIndex('products_vertical_price').on('products').columns(['store_id', 'vertical_id', 'selling_price_paise']).execute();
    for (const column of replaced) await db.schema.dropIndex(`products_${column}`).execute();
  },
  async down(db: Kysely<any>) {
    for (const column of replaced) await db.schema.createIndex(`products_${column}`).on('products').columns(['store_id', column]).execute();
    await db.schema.dropIndex('products_vertical_price').execute();
    for (const column of ['category_id', 'deal_type_id']) await db.schema.dropIndex(`products_${column}_in_stock_newest`).execute();
    for (const column of newest) await db.schema.dropIndex(`products_${column}_newest`).execute();
  },
};
