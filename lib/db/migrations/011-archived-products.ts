// Archived products (docs/rules/products.md#archiving) leave the store: their store_id
// becomes the store's archive, the negative of its id (lib/products/archive.ts), so
// every storefront read, which asks for the store's own id, leaves them out with no
// extra condition and the list indexes serve as before. The search index is fed from
// product_search_source; it now leaves archived products out too (the update trigger
// already re-indexes a product whose store_id changes). Runs on SQLite and PostgreSQL.
import { sql, type Kysely } from 'kysely';

const sourceView = (archivedToo: boolean) => sql.raw(`
  create view product_search_source as
  select p.id, p.store_id, p.brand_id, p.category_id, p.subcategory_id, p.vertical_id,
         p.name, coalesce(b.name, '') as brand,
         coalesce(s.name, '') || ' ' || c.name || ' ' || v.name as shelves
  from products p
  join categories c on c.id = p.category_id
  join verticals v on v.id = p.vertical_id
  left join subcategories s on s.id = p.subcategory_id
  left join brands b on b.id = p.brand_id
  where trim(p.name) <> ''${archivedToo ? '' : ' and p.store_id > 0'}`);

export const archivedProducts = {
  async up(db: Kysely<any>) {
    await sql`drop view product_search_source`.execute(db);
    await sourceView(false).execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop view product_search_source`.execute(db);
    await sourceView(true).execute(db);
  },
};
