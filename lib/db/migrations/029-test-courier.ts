// The demo's built-in courier (lib/shipping/test-courier.ts; docs/rules/shipping.md#booking):
// its own record of each booking, as a courier's account would hold it, so a booking
// retried after a lost answer finds the earlier one, and its test page moves a shipment
// along. Not the shop's shipments (027): this is the courier's side.
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function testCourier(dialect: DialectName) {
  const { table, created } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await created(table(db, 'test_courier_shipments'))
        .addColumn('channel_order_id', 'text', (c) => c.notNull()) // our order number (a return's: <number>-R<return id>)
        .addColumn('order_id', 'integer') // our order, for the label's link
        .addColumn('is_return', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('request', 'text', (c) => c.notNull()) // the booking as sent (JSON)
        .addColumn('awb', 'text', (c) => c.unique())
        .addColumn('courier_company_id', 'text')
        .addColumn('courier_name', 'text')
        .addColumn('awb_assigned_at', 'text')
        .addColumn('pickup_scheduled_date', 'text')
        .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('etd', 'text')
        .addColumn('scans', 'text', (c) => c.notNull().defaultTo('[]')) // Shiprocket's scans[], oldest first (JSON)
        .addColumn('ndr_actions', 'text', (c) => c.notNull().defaultTo('[]')) // the seller's NDR decisions (JSON)
        .addColumn('cancelled_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('test_courier_shipments_order').on('test_courier_shipments').column('channel_order_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('test_courier_shipments').execute();
    },
  };
}
