// Alerts and EMI (docs/rules/alerts.md):
// - product_alerts: a logged-in shopper's wish to be told when a product is back in stock
//   or its price falls to a target; one per shopper, product and kind (a second request
//   updates it). `status` is live until its message is enqueued (sent) or the shopper
//   stops it (cancelled); `round` counts its armings, so each arming's message has its own
//   key; `token` is the unguessable key of the message's one-tap unsubscribe link.
// - emi_plans: the seller's EMI plans (bank, months, yearly rate, no-cost, the least order
//   value); the product page and the cart show the lowest instalment over those that apply.
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function alertsEmi(dialect: DialectName) {
  const { table, owned, created, money, real } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await created(owned(table(db, 'product_alerts')))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull()) // back_in_stock | price_below
        .addColumn('target_paise', money) // price_below only
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('live')) // live | sent | cancelled
        .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('sent_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('product_alerts_one', ['customer_id', 'product_id', 'kind'])
        .execute();
      await db.schema.createIndex('product_alerts_product').on('product_alerts').columns(['product_id', 'status']).execute();

      await created(owned(table(db, 'emi_plans')))
        .addColumn('bank', 'text', (c) => c.notNull())
        .addColumn('tenure_months', 'integer', (c) => c.notNull())
        .addColumn('annual_rate', real, (c) => c.notNull()) // percent a year, e.g. 15
        .addColumn('no_cost', 'integer', (c) => c.notNull().defaultTo(0)) // 1: the seller pays the interest
        .addColumn('min_order_paise', money, (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('emi_plans_store').on('emi_plans').columns(['store_id', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('emi_plans').execute();
      await db.schema.dropTable('product_alerts').execute();
    },
  };
}
