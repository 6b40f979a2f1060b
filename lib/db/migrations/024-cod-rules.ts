// Cash-on-delivery rules, partial COD, holds for a call and the refusals the rules made
// (docs/rules/cod.md).
// - cod_rules: one row per store, every rule null (off) until the seller sets it: the
//   order values COD is taken between, the open COD orders a customer may have, the RTOs
//   after which a customer pays online, the pincode RTO threshold over its last N
//   finished orders, the part paid online upfront (fixed paise or a percent, optionally
//   only from an order value), and the freight estimate the RTO view prices returns with.
// - cod_rule_refusals: one row per COD order a rule refused, so the RTO view can say what
//   the rules saved.
// - orders: the upfront part of a partial-COD order (0 for the rest) and the hold for a
//   call (flag, note, who, when).
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function codRules(dialect: DialectName) {
  const { table, owned, created, money, real } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await owned(table(db, 'cod_rules'))
        .addColumn('min_order_paise', money)
        .addColumn('max_order_paise', money)
        .addColumn('max_open_orders', 'integer')
        .addColumn('max_customer_rtos', 'integer')
        .addColumn('pincode_window', 'integer')
        .addColumn('pincode_rto_percent', real)
        .addColumn('upfront_kind', 'text') // 'fixed' | 'percent' | null
        .addColumn('upfront_value', real) // paise when fixed, percent when percent
        .addColumn('upfront_above_paise', money)
        .addColumn('freight_paise', money)
        .addColumn('rules_on_since', 'text') // when a refusing rule was first turned on (null while none is)
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('cod_rules_store', ['store_id'])
        .execute();
      await created(owned(table(db, 'cod_rule_refusals')))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('pincode', 'text', (c) => c.notNull())
        .addColumn('rule', 'text', (c) => c.notNull())
        .addColumn('order_paise', money, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cod_rule_refusals_store').on('cod_rule_refusals').columns(['store_id', 'created_at']).execute();
      await db.schema.alterTable('orders').addColumn('cod_upfront_paise', money, (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('orders').addColumn('cod_on_hold', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('orders').addColumn('cod_hold_note', 'text').execute();
      await db.schema.alterTable('orders').addColumn('cod_hold_by', 'text').execute();
      await db.schema.alterTable('orders').addColumn('cod_hold_at', 'text').execute();
      // The risk panel and the rules count a customer's and a pincode's orders.
      await db.schema.createIndex('orders_cod_customer_status').on('orders').columns(['customer_id', 'status']).execute();
      await db.schema.createIndex('orders_cod_pincode_status').on('orders').columns(['store_id', 'delivered_pincode', 'status', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('orders_cod_pincode_status').execute();
      await db.schema.dropIndex('orders_cod_customer_status').execute();
      for (const column of ['cod_hold_at', 'cod_hold_by', 'cod_hold_note', 'cod_on_hold', 'cod_upfront_paise']) await db.schema.alterTable('orders').dropColumn(column).execute();
      await db.schema.dropTable('cod_rule_refusals').execute();
      await db.schema.dropTable('cod_rules').execute();
    },
  };
}
