// The informational pages' edited text (docs/rules/content.md#pages): per page, a body
// that staff wrote in the console and that replaces the built-in text. No row means the
// built-in text shows, so a shop that never edits a page shows what it always did.
import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import { columnKit } from './columns';

export function contentPages(dialect: DialectName) {
  const { table, owned, created, now } = columnKit(dialect);
  return {
    async up(db: Kysely<any>) {
      await created(owned(table(db, 'content_pages')))
        .addColumn('page', 'text', (c) => c.notNull()) // contact, faq, shipping, ... (lib/content/page-kinds.ts)
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull()) // staff e-mail
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('content_pages_store_page', ['store_id', 'page'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('content_pages').execute();
    },
  };
}
