// Units (docs/rules/products.md#units): a product sold by serial or IMEI number has a
// row per piece in product_units; its stock is then the count of its units in stock less
// the pieces ordered and not yet picked. The packer's pick is kept on the order item
// (unit_picks, JSON [{ serial, kind }]) so the order page and the invoice show it for
// good, and on the unit (order_item_id) while the unit is with that order. A serial is
// unique per store. Runs unchanged on SQLite and PostgreSQL; moves no data.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function productUnits(dialect: DialectName) {
  const { table, owned, created } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('products').addColumn('sold_by_unit', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('order_items').addColumn('unit_picks', 'text').execute();
      await created(
        owned(table(db, 'product_units'))
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
          .addColumn('serial', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('grade', 'text')
          .addColumn('note', 'text')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('in_stock'))
          .addColumn('order_item_id', 'integer', (c) => c.references('order_items.id')),
      )
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('product_units_serial').on('product_units').columns(['store_id', 'serial']).unique().execute();
      await db.schema.createIndex('product_units_product').on('product_units').columns(['product_id', 'status']).execute();
      await db.schema.createIndex('product_units_order_item').on('product_units').column('order_item_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('product_units').execute();
      await db.schema.alterTable('order_items').dropColumn('unit_picks').execute();
      await db.schema.alterTable('products').dropColumn('sold_by_unit').execute();
    },
  };
}
