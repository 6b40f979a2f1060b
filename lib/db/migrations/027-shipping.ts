// Shipping through a courier (docs/rules/shipping.md):
// - products: the package's weight and dimensions, which a booking needs (null: not set).
// - shipping_settings: per store, how a courier is chosen (cheapest, fastest or a preferred
//   one), the courier's pickup location and its pincode, and after how long without an
//   event a shipment is asked about.
// - shipments: one parcel at a courier, forward (an order) or return (a return's pickup).
//   `booking_key` ("order:<id>", "return:<id>") makes a booking happen once whatever the
//   retries; `provider` is shiprocket, test (the demo's built-in courier) or manual (typed
//   courier and AWB). The ndr_* columns hold a failed delivery waiting for a decision.
// - shipment_events: each courier event as it arrived (webhook, poll or the test page),
//   stored once by `event_key`; shipment_scans: the courier's scan timeline, once per scan.
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function shipping(dialect: DialectName) {
  const { table, owned, created, money, real } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      for (const column of ['package_weight_kg', 'package_length_cm', 'package_breadth_cm', 'package_height_cm']) {
        await db.schema.alterTable('products').addColumn(column, real).execute();
      }

      await db.schema
        .createTable('shipping_settings')
        .addColumn('store_id', 'integer', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('courier_rule', 'text', (c) => c.notNull().defaultTo('cheapest')) // cheapest | fastest | preferred
        .addColumn('preferred_courier', 'text')
        .addColumn('pickup_location', 'text') // the pickup location's nickname at the courier
        .addColumn('pickup_pincode', 'text')
        .addColumn('poll_after_hours', 'integer', (c) => c.notNull().defaultTo(12))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await created(owned(table(db, 'shipments')))
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull().defaultTo('forward')) // forward | return
        .addColumn('return_id', 'integer')
        .addColumn('booking_key', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull()) // shiprocket | test | manual
        .addColumn('provider_order_id', 'text')
        .addColumn('provider_shipment_id', 'text')
        .addColumn('awb', 'text', (c) => c.unique())
        .addColumn('courier_company_id', 'text')
        .addColumn('courier_name', 'text')
        .addColumn('rate_paise', money)
        .addColumn('cod_charges_paise', money)
        .addColumn('etd', 'text') // the courier's expected delivery date
        .addColumn('label_url', 'text')
        .addColumn('manifest_url', 'text')
        .addColumn('pickup_requested_at', 'text')
        .addColumn('pickup_scheduled_date', 'text')
        // booking | booked | picked_up | in_transit | out_for_delivery | delivered | undelivered
        // | rto_initiated | rto_delivered | cancelled | failed
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('booking'))
        .addColumn('current_status_id', 'integer') // the courier's last status id
        .addColumn('current_status', 'text')
        .addColumn('last_event_at', 'text') // the courier's time of the latest event taken
        .addColumn('last_checked_at', 'text') // the last poll
        .addColumn('ndr_reason', 'text')
        .addColumn('ndr_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ndr_deadline', 'text')
        .addColumn('ndr_action', 'text') // re-attempt | return
        .addColumn('ndr_action_at', 'text')
        .addColumn('ndr_requested_date', 'text') // a re-attempt date the shopper asked for
        .addColumn('booking_error', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shipments_order').on('shipments').columns(['order_id', 'direction']).execute();
      await db.schema.createIndex('shipments_status').on('shipments').columns(['store_id', 'status', 'last_event_at']).execute();

      await created(table(db, 'shipment_events'))
        .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id'))
        .addColumn('event_key', 'text', (c) => c.notNull().unique()) // awb|status id|courier's timestamp
        .addColumn('source', 'text', (c) => c.notNull()) // webhook | poll | test
        .addColumn('status_id', 'integer')
        .addColumn('status', 'text')
        .addColumn('event_at', 'text') // the courier's time (ISO)
        .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0)) // 1: it moved the order
        .addColumn('body', 'text') // JSON as received
        .execute();
      await db.schema.createIndex('shipment_events_shipment').on('shipment_events').columns(['shipment_id', 'event_at']).execute();

      await created(table(db, 'shipment_scans'))
        .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id'))
        .addColumn('scan_at', 'text', (c) => c.notNull())
        .addColumn('activity', 'text', (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('sr_status', 'text')
        .addColumn('sr_status_label', 'text')
        .addUniqueConstraint('shipment_scans_once', ['shipment_id', 'scan_at', 'activity'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('shipment_scans').execute();
      await db.schema.dropTable('shipment_events').execute();
      await db.schema.dropTable('shipments').execute();
      await db.schema.dropTable('shipping_settings').execute();
      for (const column of ['package_weight_kg', 'package_length_cm', 'package_breadth_cm', 'package_height_cm']) {
        await db.schema.alterTable('products').dropColumn(column).execute();
      }
    },
  };
}
