// Coupons (docs/rules/coupons.md): the codes staff create and each order's use of one.
// A use is one row per order; `used_count` on the coupon is what a concurrent checkout
// takes with a conditional update, so a coupon's last use goes to one order. Cancelling
// the order releases its use. Orders keep the code they used. Runs unchanged on SQLite
// and PostgreSQL.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function coupons(dialect: DialectName) {
  const { money, table, owned, created, now } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await created(owned(table(db, 'coupons')))
        .addColumn('code', 'text', (c) => c.notNull()) // upper case, as typed by nobody in particular
        .addColumn('kind', 'text', (c) => c.notNull()) // flat, percent
        .addColumn('value', money, (c) => c.notNull()) // flat: paise; percent: whole percent
        .addColumn('min_order_paise', money, (c) => c.notNull().defaultTo(0))
        .addColumn('max_discount_paise', money) // percent coupons: the cap
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('total_uses', 'integer') // null: no limit
        .addColumn('uses_per_customer', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('category_ids', 'text') // JSON list; null: every category
        .addColumn('brand_ids', 'text') // JSON list; null: every brand
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used_count >= 0`))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('coupons_store_code', ['store_id', 'code'])
        .execute();
      await created(table(db, 'coupon_uses'))
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('discount_paise', money, (c) => c.notNull())
        .addColumn('released_at', 'text') // the order was cancelled: the use is given back
        .execute();
      await db.schema.createIndex('coupon_uses_coupon_customer').on('coupon_uses').columns(['coupon_id', 'customer_id']).execute();
      await db.schema.alterTable('orders').addColumn('coupon_code', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('orders').dropColumn('coupon_code').execute();
      await db.schema.dropTable('coupon_uses').execute();
      await db.schema.dropTable('coupons').execute();
    },
  };
}
