// A fresh database for one test file: an in-memory SQLite database by default, or a
// new schema in PostgreSQL when TEST_DATABASE_URL is a postgres URL. Migrated, and
// seeded with the demo store unless asked not to.
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import type { OpenedDatabase } from '@/lib/db';
import { pgConnection, setDatabase } from '@/lib/db';

export interface TestDatabase extends OpenedDatabase {
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  seed?: boolean;
  pincodes?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  let opened: TestDatabase;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pg = (await import('pg')).default;
    pg.types.setTypeParser(20, (v: string) => Number(v));
    pg.types.setTypeParser(1700, (v: string) => Number(v));
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client(pgConnection(url));
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const pool = new pg.Pool({ ...pgConnection(url), max: 10, options: `-c search_path=${schema}` });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    opened = {
      db,
      dialect: 'postgres',
      async close() {
        await db.destroy();
        const cleanup = new pg.Client(pgConnection(url));
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
        await cleanup.end();
      },
    };
  } else {
    const Sqlite = (await import('better-sqlite3')).default;
    const database = new Sqlite(':memory:');
    database.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    opened = { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  await migrateToLatest(opened.db, opened.dialect);
  if (options.seed !== false) {
    const { seedDemoStore } = await import('@/lib/seed');
    await seedDemoStore(opened, { pincodes: options.pincodes ?? false });
  }
  setDatabase(opened);
  return opened;
}
