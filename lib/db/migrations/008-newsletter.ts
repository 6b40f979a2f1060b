// The footer's newsletter list (docs/rules/newsletter.md): each address with when it
// consented and where, and the hash of the token its unsubscribe link carries.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function newsletter(dialect: DialectName) {
  const { table, owned, created, now } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await created(owned(table(db, 'newsletter_subscribers')))
        .addColumn('email', 'text', (c) => c.notNull()) // lower case
        .addColumn('consent_at', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull()) // footer
        .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('unsubscribed_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('newsletter_store_email', ['store_id', 'email'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('newsletter_subscribers').execute();
    },
  };
}
