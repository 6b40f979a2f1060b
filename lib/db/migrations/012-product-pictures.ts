// Product pictures uploaded from the console (docs/rules/products.md#pictures) and the
// product's condition fields (docs/rules/products.md#condition-warranty-box).
//
// The shop runs as several instances with the database as the only shared state, so an
// uploaded picture's converted WebP bytes live here (blob on SQLite, bytea on
// PostgreSQL), keyed by the hash of those bytes that its URL (/img/p/<hash>.webp) names.
// A product keeps pointing at its pictures through `image` and `gallery_images` as
// before; `picture_alts` holds their alt texts (a JSON object, path -> text).
// Condition grade (a key of lib/products/condition.ts, null = not shown), warranty in
// months (0 = not shown) and what is in the box (a line per item). Runs on SQLite and
// PostgreSQL; moves no data.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function productPictures(dialect: DialectName) {
  const { table, owned, created } = columnKit(dialect);
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<any>) {
      await created(owned(table(db, 'product_pictures')))
        .addColumn('hash', 'text', (c) => c.notNull().unique())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('products').addColumn('picture_alts', 'text').execute();
      await db.schema.alterTable('products').addColumn('condition_grade', 'text').execute();
      await db.schema.alterTable('products').addColumn('warranty_months', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('products').addColumn('box_contents', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('products').dropColumn('box_contents').execute();
      await db.schema.alterTable('products').dropColumn('warranty_months').execute();
      await db.schema.alterTable('products').dropColumn('condition_grade').execute();
      await db.schema.alterTable('products').dropColumn('picture_alts').execute();
      await db.schema.dropTable('product_pictures').execute();
    },
  };
}
