// Work after the answer (docs/jobs.md) and the messages it sends (docs/rules/messages.md):
// - jobs: the durable queue. A job is enqueued in the transaction of the change that
//   causes it; workers claim it with a lease (locked_until), so a worker that dies gives
//   it back when the lease ends. unique_key (NULLs apart) keeps a message, a booking or a
//   schedule's run from being enqueued twice. state: queued, running, failed (waiting
//   for its retry at run_at), done, dead (out of attempts, kept and shown), cancelled.
// - messages: every order message to a shopper or the seller, one row per event,
//   channel and recipient (unique_key), with what was sent and what became of it
//   (queued, sending, sent, delivered, read, failed); the provider's message id lets a
//   status webhook find it.
// - customers.whatsapp_opt_in_at: when the shopper agreed to order updates on WhatsApp
//   (null: not agreed, or withdrawn).
// Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function jobsAndMessages(dialect: DialectName) {
  const { table, created, now } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await created(table(db, 'jobs'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull()) // JSON
        .addColumn('unique_key', 'text', (c) => c.unique())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('run_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('finished_at', 'text')
        .execute();
      // What a worker asks for: jobs due by time, and leases that ended.
      await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
      await db.schema.createIndex('jobs_lease').on('jobs').columns(['state', 'locked_until']).execute();

      await created(table(db, 'messages'))
        .addColumn('order_id', 'integer')
        .addColumn('event', 'text', (c) => c.notNull()) // the message kind (lib/notify/templates.ts)
        .addColumn('audience', 'text', (c) => c.notNull()) // shopper | seller
        .addColumn('channel', 'text', (c) => c.notNull()) // sms | whatsapp | email
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('variables', 'text', (c) => c.notNull()) // JSON: the template's variables, in order
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (c) => c.notNull()) // the text as the shopper reads it
        .addColumn('unique_key', 'text', (c) => c.notNull().unique())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('provider_message_id', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('messages_order').on('messages').columns(['order_id', 'id']).execute();
      await db.schema.createIndex('messages_provider_id').on('messages').column('provider_message_id').execute();

      await db.schema.alterTable('customers').addColumn('whatsapp_opt_in_at', 'text').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('customers').dropColumn('whatsapp_opt_in_at').execute();
      await db.schema.dropTable('messages').execute();
      await db.schema.dropTable('jobs').execute();
    },
  };
}
