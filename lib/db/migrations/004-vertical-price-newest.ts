// A vertical's list filtered by a price band, at catalogue scale. With a (store,
// vertical, price) index SQLite reads the band by price and sorts it: every product of
// a wide band fetched and sorted for a page of 20. One index on (store, vertical, newest
// first, price) serves both: the page walks the vertical newest first and checks the
// price inside the index, stopping after the page; the count reads the vertical's
// entries without the table. It replaces both older indexes (the newest one is its
// prefix).
import type { Kysely } from 'kysely';

export const verticalPriceNewest = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('products_vertical_newest_price').on('products')
      .columns(['store_id', 'vertical_id', 'created_at', 'id', 'selling_price_paise']).execute();
    await db.schema.dropIndex('products_vertical_price').execute();
    await db.schema.dropIndex('products_vertical_id_newest').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.createIndex('products_vertical_id_newest').on('products').columns(['store_id', 'vertical_id', 'created_at', 'id']).execute();
    await db.schema.createIndex('products_vertical_price').on('products').columns(['store_id', 'vertical_id', 'selling_price_paise']).execute();
    await db.schema.dropIndex('products_vertical_newest_price').execute();
  },
};
