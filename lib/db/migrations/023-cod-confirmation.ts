// Cash on delivery confirmed before dispatch (docs/rules/orders.md#cash-on-delivery-confirmation):
// - cod_confirmation_settings: per store, whether a new COD order waits for the shopper's
//   confirmation (on for every order, or only from an order value), how long it waits,
//   and the discount offered for paying online instead (percent or paise; 0 = no offer).
//   No row = the defaults (on for every COD order, 24 hours, no offer).
// - cod_confirmations: one per order that waits; only the SHA-256 of its link's token is
//   kept. state: pending -> confirmed | cancelled | expired | prepaid. prepay_quote is the
//   prepaid totals offered once (JSON), so every payment attempt asks for the same amount.
// - orders.prepay_discount_paise: the part of digital_discount_paise that is the prepay
//   offer, shown as its own line.
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function codConfirmation(dialect: DialectName) {
  const { table, created, money } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('cod_confirmation_settings')
        .addColumn('store_id', 'integer', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('min_order_paise', money, (c) => c.notNull().defaultTo(0))
        .addColumn('window_hours', 'integer', (c) => c.notNull().defaultTo(24))
        .addColumn('prepay_discount_kind', 'text', (c) => c.notNull().defaultTo('percent'))
        .addColumn('prepay_discount_value', money, (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await created(table(db, 'cod_confirmations'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('prepay_quote', 'text')
        .addColumn('decided_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('orders').addColumn('prepay_discount_paise', money, (c) => c.notNull().defaultTo(0)).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('orders').dropColumn('prepay_discount_paise').execute();
      await db.schema.dropTable('cod_confirmations').execute();
      await db.schema.dropTable('cod_confirmation_settings').execute();
    },
  };
}
