// A fresh database for one test file: an in-memory SQLite database by default (a temp
// file with `file: true`, for tests that start a server process on it), or a new
// schema in PostgreSQL when TEST_DATABASE_URL is a postgres URL. Migrated, and seeded
// with the demo store unless asked not to.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import type { OpenedDatabase } from '@/lib/db';
import { openDatabase, pgConnection, setDatabase } from '@/lib/db';

export interface TestDatabase extends OpenedDatabase {
  /** A DATABASE_URL with which another process opens this same database (null for in-memory SQLite). */
  url: string | null;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  seed?: boolean;
  pincodes?: boolean;
  /** SQLite only: a temp file (WAL, as the shop opens it) instead of memory. */
  file?: boolean;
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
    const shared = new URL(url);
    shared.searchParams.set('options', `-c search_path=${schema}`);
    opened = {
      db,
      dialect: 'postgres',
      url: shared.toString(),
      async close() {
        await db.destroy();
        const cleanup = new pg.Client(pgConnection(url));
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
        await cleanup.end();
      },
    };
  } else if (options.file) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
    const file = path.join(dir, 'store.db');
    const fileDb = await openDatabase(file);
    opened = {
      ...fileDb,
      url: file,
      async close() {
        await fileDb.db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } else {
    const Sqlite = (await import('better-sqlite3')).default;
    const database = new Sqlite(':memory:');
    database.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    opened = { db, dialect: 'sqlite', url: null, close: () => db.destroy() };
  }
  await migrateToLatest(opened.db, opened.dialect);
  if (options.seed !== false) {
    const { seedDemoStore } = await import('@/lib/seed');
    await seedDemoStore(opened, { pincodes: options.pincodes ?? false });
  }
  setDatabase(opened);
  return opened;
}
