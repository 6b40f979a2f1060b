// The database's part of GET /api/metrics (lib/server/metrics.ts, lib/db/observer.ts), on
// a handle opened as the shop opens it (openDatabase: SQLite here, PostgreSQL with
// TEST_DATABASE_URL): every query's time by statement and outcome; on PostgreSQL the
// pool's clients (busy, idle, waiting) and how long getting a connection took, seen while
// a query waits for the only connection of a pool of one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgConnection, setDatabase, type OpenedDatabase } from '@/lib/db';
import { dialectFor } from '@/lib/db/dialect';
import { exposition, shopMetrics } from '@/lib/server/metrics';
import { parsePrometheusText, sampleValue } from '@/lib/testing/prometheus-text';

const url = process.env.TEST_DATABASE_URL;
const postgres = dialectFor(url) === 'postgres';
const schema = `metrics_${randomBytes(5).toString('hex')}`;
let opened: OpenedDatabase;
let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let tmpDir: string | undefined;

/** The database's metrics alone: a whole scrape also counts the jobs (a query of its own, which these counts must not see). */
async function scrape() {
  const { registry } = shopMetrics();
  const names = ['db_query_duration_seconds', 'db_pool_acquire_seconds', 'db_pool_clients'];
  const texts = await Promise.all(names.map((name) => registry.getSingleMetricAsString(name)));
  return parsePrometheusText(exposition(texts.map((text) => `${text.trimEnd()}\n`).join('')));
}

beforeAll(async () => {
  shopMetrics(); // listens to the database from here on, as the server does from its start
  if (postgres) {
    const admin = new pg.Client(pgConnection(url!));
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const own = new URL(url!);
    own.searchParams.set('options', `-c search_path=${schema}`);
    // A pool of one connection, so a second query has to wait (openDatabase reads PG_POOL_MAX).
    const before = process.env.PG_POOL_MAX;
    process.env.PG_POOL_MAX = '1';
    opened = await openDatabase(own.toString());
    if (before === undefined) delete process.env.PG_POOL_MAX;
    else process.env.PG_POOL_MAX = before;
  } else {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-db-'));
    opened = await openDatabase(path.join(tmpDir, 'store.db'));
  }
  setDatabase(opened);
  db = opened.db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  await db.schema.createTable('probe').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('label', 'text').execute();
});

afterAll(async () => {
  await opened?.db.destroy();
  if (postgres) {
    const admin = new pg.Client(pgConnection(url!));
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});

describe('database metrics', () => {
  it('times every query by statement and outcome', async () => {
    const count = (f: Awaited<ReturnType<typeof scrape>>, statement: string, outcome = 'ok') =>
      sampleValue(f, 'db_query_duration_seconds_count', { statement, outcome });
    const before = await scrape();

    await db.insertInto('probe').values({ id: 1, label: 'one' }).execute();
    await db.insertInto('probe').values({ id: 2, label: 'two' }).execute();
    expect(await db.selectFrom('probe').select('label').orderBy('id').execute()).toEqual([{ label: 'one' }, { label: 'two' }]);
    await db.updateTable('probe').set({ label: 'uno' }).where('id', '=', 1).execute();
    await db.deleteFrom('probe').where('id', '=', 2).execute();
    await expect(db.selectFrom('no_such_table').selectAll().execute()).rejects.toThrow();
    await sql`select 1`.execute(db);

    const after = await scrape();
    expect(count(after, 'insert') - count(before, 'insert')).toBe(2);
    expect(count(after, 'select') - count(before, 'select')).toBe(1);
    expect(count(after, 'update') - count(before, 'update')).toBe(1);
    expect(count(after, 'delete') - count(before, 'delete')).toBe(1);
    expect(count(after, 'select', 'error') - count(before, 'select', 'error')).toBe(1);
    expect(count(after, 'other') - count(before, 'other')).toBe(1);
    const sum = (f: typeof before) => sampleValue(f, 'db_query_duration_seconds_sum', { statement: 'insert', outcome: 'ok' });
    expect(sum(after)).toBeGreaterThan(sum(before));
  });

  it.runIf(postgres)('PostgreSQL: a query waiting for the pool shows in the pool clients and the acquire time', async () => {
    const before = await scrape();
    const holding = sql`select pg_sleep(0.6)`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 150)); // the only connection is lent
    const waiting = sql`select 1 as one`.execute(db);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const during = await scrape();
    expect(sampleValue(during, 'db_pool_clients', { state: 'waiting' })).toBe(1);
    expect(sampleValue(during, 'db_pool_clients', { state: 'busy' })).toBe(1);
    expect(sampleValue(during, 'db_pool_clients', { state: 'max' })).toBe(1);

    await holding;
    expect((await waiting).rows).toEqual([{ one: 1 }]);
    const after = await scrape();
    expect(sampleValue(after, 'db_pool_clients', { state: 'waiting' })).toBe(0);
    const acquired = (f: typeof before, le?: string) =>
      sampleValue(f, le ? 'db_pool_acquire_seconds_bucket' : 'db_pool_acquire_seconds_count', le ? { le } : {});
    expect(acquired(after) - acquired(before)).toBe(2);
    // One of the two waited for the other's query: longer than a quarter second.
    expect(acquired(after, '0.25') - acquired(before, '0.25')).toBe(1);
  });

  it.runIf(!postgres)('SQLite: no pool, so no pool series', async () => {
    await sql`select 1`.execute(db);
    const families = await scrape();
    expect(families.get('db_pool_clients')?.samples).toEqual([]);
    expect(sampleValue(families, 'db_pool_acquire_seconds_count')).toBe(0);
  });
});
