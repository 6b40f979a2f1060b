// Indexes for the list filters within a vertical at catalogue scale: a brand or a gender
// chosen in the filter panel. Without them a vertical's list and count read every product
// of the vertical (10,000 at 100,000 products) to keep the few that match. The gender
// index is on lower(gender), written as lib/catalog/product-queries.ts compares it.
import { sql, type Kysely } from 'kysely';

export const filterIndexes = {
  async up(db: Kysely<any>) {
    await db.schema.createIndex('products_vertical_brand').on('products').columns(['store_id', 'vertical_id', 'brand_id', 'created_at', 'id']).execute();
    await sql`create index products_vertical_gender on products (store_id, vertical_id, (lower(gender)), created_at, id)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('products_vertical_gender').execute();
    await db.schema.dropIndex('products_vertical_brand').execute();
  },
};
