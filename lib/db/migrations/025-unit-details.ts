// Each unit as it is (docs/rules/units.md): what the seller records per unit of a product
// sold by unit (its grade on the store's scale, battery health, its own photos, cosmetic
// notes, what is in its box, its warranty and who gives it, the date of its IMEI check,
// and its own price, else the product's), and the shopper's choice carried from the cart
// to the order item: one unit (`unit_id`) or any unit of a grade (`unit_grade`). An
// in-stock unit whose `order_item_id` is set is reserved for that item. All nullable:
// units, cart lines and items without them are as before. Runs unchanged on SQLite and
// PostgreSQL; moves no data.
import type { Kysely } from 'kysely';

const UNIT_COLUMNS: [string, 'integer' | 'text'][] = [
  ['battery_health', 'integer'],
  ['photos', 'text'], // JSON list of picture paths (/img/p/<hash>.webp)
  ['cosmetic_notes', 'text'],
  ['in_box', 'text'],
  ['warranty_months', 'integer'],
  ['warranty_by', 'text'], // 'brand' | 'seller'
  ['imei_checked_on', 'text'], // YYYY-MM-DD
  ['price_paise', 'integer'],
];

export const unitDetails = {
  async up(db: Kysely<any>) {
    for (const [name, type] of UNIT_COLUMNS) await db.schema.alterTable('product_units').addColumn(name, type).execute();
    await db.schema.alterTable('cart_lines').addColumn('unit_id', 'integer').execute();
    await db.schema.alterTable('cart_lines').addColumn('unit_grade', 'text').execute();
    await db.schema.alterTable('order_items').addColumn('unit_id', 'integer').execute();
    await db.schema.alterTable('order_items').addColumn('unit_grade', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('order_items').dropColumn('unit_grade').execute();
    await db.schema.alterTable('order_items').dropColumn('unit_id').execute();
    await db.schema.alterTable('cart_lines').dropColumn('unit_grade').execute();
    await db.schema.alterTable('cart_lines').dropColumn('unit_id').execute();
    for (const [name] of [...UNIT_COLUMNS].reverse()) await db.schema.alterTable('product_units').dropColumn(name).execute();
  },
};
