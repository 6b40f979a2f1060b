// A banner's validity window (docs/rules/content.md): shown from `starts_at`, until (not
// at) `ends_at`; either may be empty. Runs unchanged on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';

export const bannerDates = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('banners').addColumn('starts_at', 'text').execute();
    await db.schema.alterTable('banners').addColumn('ends_at', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('banners').dropColumn('ends_at').execute();
    await db.schema.alterTable('banners').dropColumn('starts_at').execute();
  },
};
