// The seller's side (docs/rules/seller.md): staff and their sessions, the append-only
// audit log, each order's history, GST documents and their number series, refunds,
// cash-on-delivery remittances and returns; on products the HSN code and GST rate an
// invoice needs; on orders what shipping adds (courier, AWB, why it failed or was
// cancelled). Runs unchanged on SQLite and PostgreSQL.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function seller(dialect: DialectName) {
  const { money, real, table, owned, created, now } = columnKit(dialect);

  /** Nothing may change or remove a row of `name` once written (the database refuses it, whoever asks). */
  async function appendOnly(db: Kysely<any>, name: string) {
    if (dialect === 'postgres') {
      await sql
        .raw(
          `create or replace function ${name}_is_append_only() returns trigger language plpgsql as $$
           begin raise exception '${name} is append-only'; end $$`,
        )
        .execute(db);
      await sql.raw(`create trigger ${name}_no_update before update or delete on ${name} for each row execute function ${name}_is_append_only()`).execute(db);
    } else {
      for (const event of ['update', 'delete']) {
        await sql.raw(`create trigger ${name}_no_${event} before ${event} on ${name} begin select raise(abort, '${name} is append-only'); end`).execute(db);
      }
    }
  }

  return {
    async up(db: Kysely<any>) {
      // ----- staff -----
      await created(owned(table(db, 'staff')))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull()) // owner, manager, packer
        .addColumn('password_hash', 'text') // null until the member enrols
        .addColumn('totp_secret', 'text') // base32; null until the member enrols
        .addColumn('totp_last_step', 'integer') // the last 30 s step accepted: a code is used once
        .addColumn('enrol_token_hash', 'text') // the one-time enrolment link's token, hashed
        .addColumn('enrol_expires_at', 'text')
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('staff_company_email', ['company_id', 'email'])
        .execute();

      await created(table(db, 'staff_sessions'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull()) // the absolute end
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

      await created(owned(table(db, 'audit_log')))
        .addColumn('staff_id', 'integer') // null for a failed login of an unknown e-mail
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('object_type', 'text')
        .addColumn('object_id', 'text')
        .addColumn('before', 'text') // JSON
        .addColumn('after', 'text') // JSON
        .addColumn('client_ip', 'text')
        .execute();
      await db.schema.createIndex('audit_log_store_time').on('audit_log').columns(['store_id', 'created_at']).execute();
      await db.schema.createIndex('audit_log_object').on('audit_log').columns(['object_type', 'object_id']).execute();
      await appendOnly(db, 'audit_log');

      // ----- orders -----
      await db.schema.alterTable('orders').addColumn('courier', 'text').execute();
      await db.schema.alterTable('orders').addColumn('awb', 'text').execute();
      await db.schema.alterTable('orders').addColumn('status_reason', 'text').execute(); // why it failed or was cancelled
      await db.schema.alterTable('orders').addColumn('shipped_at', 'text').execute();
      await db.schema.alterTable('orders').addColumn('delivered_at', 'text').execute();
      await db.schema.createIndex('orders_store_status').on('orders').columns(['store_id', 'status', 'created_at']).execute();
      await db.schema.createIndex('orders_awb').on('orders').column('awb').execute();

      // Every move of an order's status, by whom (staff, the customer, the system).
      await created(table(db, 'order_events'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('actor', 'text', (c) => c.notNull()) // staff, customer, system
        .addColumn('staff_id', 'integer')
        .addColumn('staff_email', 'text')
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('note', 'text') // JSON: courier, awb, reason
        .execute();
      await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();
      await appendOnly(db, 'order_events');

      // ----- GST documents -----
      await db.schema.alterTable('products').addColumn('hsn_code', 'text').execute();
      await db.schema.alterTable('products').addColumn('gst_rate', real, (c) => c.notNull().defaultTo(18)).execute();

      await created(owned(table(db, 'tax_documents')))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('kind', 'text', (c) => c.notNull()) // invoice, credit_note
        .addColumn('number', 'text', (c) => c.notNull()) // at most 16 characters
        .addColumn('financial_year', 'text', (c) => c.notNull()) // 2026-27
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('cause', 'text', (c) => c.notNull()) // shipped; cancelled, rto, return:<id>
        .addColumn('body', 'text', (c) => c.notNull()) // JSON: everything printed, frozen at issue
        .addUniqueConstraint('tax_documents_number', ['company_id', 'kind', 'number'])
        .addUniqueConstraint('tax_documents_cause', ['order_id', 'kind', 'cause'])
        .execute();
      await appendOnly(db, 'tax_documents');

      await db.schema
        .createTable('document_counters')
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('financial_year', 'text', (c) => c.notNull())
        .addColumn('last_sequence', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('document_counters_pk', ['company_id', 'kind', 'financial_year'])
        .execute();

      // ----- refunds -----
      await created(table(db, 'refunds'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('return_id', 'integer')
        .addColumn('method', 'text', (c) => c.notNull()) // provider, manual
        .addColumn('provider', 'text')
        .addColumn('provider_payment_id', 'text')
        .addColumn('provider_refund_id', 'text')
        .addColumn('amount_paise', money, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull()) // pending, processed, failed
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique()) // one refund per cause and amount
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('reference', 'text') // a manual refund's UPI reference or bank transfer note
        .addColumn('staff_id', 'integer')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();
      await db.schema.createIndex('refunds_provider_refund').on('refunds').column('provider_refund_id').execute();

      // ----- cash on delivery -----
      await created(owned(table(db, 'cod_remittances')))
        .addColumn('courier', 'text', (c) => c.notNull())
        .addColumn('remitted_on', 'text', (c) => c.notNull()) // YYYY-MM-DD
        .addColumn('reference', 'text', (c) => c.notNull()) // UTR or similar
        .addColumn('amount_paise', money, (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('cod_remittance_orders')
        .addColumn('remittance_id', 'integer', (c) => c.notNull().references('cod_remittances.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id')) // remitted once
        .addColumn('amount_paise', money, (c) => c.notNull())
        .execute();

      // ----- returns -----
      await created(table(db, 'return_requests'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id'))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull()) // requested, approved, rejected, received, refunded
        .addColumn('decision_note', 'text')
        .addColumn('outcome', 'text') // restocked, written_off
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('return_requests_order').on('return_requests').column('order_id').execute();
      await db.schema.createIndex('return_requests_status').on('return_requests').columns(['status', 'created_at']).execute();
    },
    async down(db: Kysely<any>) {
      for (const name of ['return_requests', 'cod_remittance_orders', 'cod_remittances', 'refunds', 'document_counters', 'tax_documents', 'order_events', 'audit_log', 'staff_sessions', 'staff']) {
        await db.schema.dropTable(name).execute();
      }
      for (const column of ['hsn_code', 'gst_rate']) await db.schema.alterTable('products').dropColumn(column).execute();
      await db.schema.dropIndex('orders_awb').execute();
      await db.schema.dropIndex('orders_store_status').execute();
      for (const column of ['courier', 'awb', 'status_reason', 'shipped_at', 'delivered_at']) await db.schema.alterTable('orders').dropColumn(column).execute();
    },
  };
}
