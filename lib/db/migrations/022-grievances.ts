// The grievance desk (docs/rules/grievances.md; Consumer Protection (E-Commerce) Rules,
// 2020): a shopper's complaint is a ticket with a number (GRV-YYYYMMDD-XXXX) given at
// once, acknowledged by staff within 48 hours and resolved within one month.
// - grievances: who complained (the customer when logged in, always a name, phone and
//   e-mail to answer), the order it is about (optional, the shopper's own), what about,
//   and its state: open, acknowledged, resolved (with the resolution), closed.
// - grievance_messages: the staff's replies (each also e-mailed to the shopper).
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function grievances(dialect: DialectName) {
  const { table, owned, created } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await created(owned(table(db, 'grievances')))
        .addColumn('ticket', 'text', (c) => c.notNull().unique())
        .addColumn('customer_id', 'integer')
        .addColumn('order_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull()) // 10 digits
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('acknowledged_at', 'text')
        .addColumn('resolved_at', 'text')
        .addColumn('closed_at', 'text')
        .addColumn('resolution', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('grievances_state').on('grievances').columns(['store_id', 'state', 'id']).execute();
      await db.schema.createIndex('grievances_customer').on('grievances').columns(['customer_id', 'id']).execute();

      await created(table(db, 'grievance_messages'))
        .addColumn('grievance_id', 'integer', (c) => c.notNull().references('grievances.id'))
        .addColumn('staff_id', 'integer')
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('grievance_messages_grievance').on('grievance_messages').columns(['grievance_id', 'id']).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('grievance_messages').execute();
      await db.schema.dropTable('grievances').execute();
    },
  };
}
