// The database handle: Kysely over better-sqlite3 (default, a file under data/) or
// PostgreSQL (DATABASE_URL=postgres://...). One handle per process.
import 'server-only';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import type { Database } from './schema';
import { dialectFor, type DialectName } from './dialect';
import { isConnectionError, noteDatabaseReached, noteDatabaseUnreachable } from './availability';
import { logQuery, noteConnectionWait, type PoolStats } from './observer';
import type { PoolClient } from 'pg';

export type DB = Kysely<Database>;
export type Tx = Transaction<Database>;

export interface OpenedDatabase {
  db: DB;
  dialect: DialectName;
  /** PostgreSQL: the pool's counts now (lib/server/metrics.ts). */
  poolStats?: () => PoolStats;
}

/**
 * Connection settings for a postgres URL. Like psql, a URL without a user name means
 * the operating-system user (node-postgres would otherwise need USER or PGUSER set).
 */
export function pgConnection(url: string): { connectionString: string } {
  const parsed = new URL(url);
  if (parsed.username === '' && !process.env.PGUSER && !process.env.USER) {
    parsed.username = os.userInfo().username;
  }
  return { connectionString: parsed.toString() };
}

const DEFAULT_SQLITE_FILE = path.join(process.cwd(), 'data', 'store.db');

/** Opens a new handle. `url` is a postgres URL, a SQLite file path, or ':memory:'. */
export async function openDatabase(url?: string): Promise<OpenedDatabase> {
  const dialect = dialectFor(url);
  if (dialect === 'postgres') {
    const pg = await import('pg');
    const { Pool, types } = pg.default ?? pg;
    // bigint (money in paise) and numeric come back as strings by default.
    types.setTypeParser(20, (v: string) => Number(v));
    types.setTypeParser(1700, (v: string) => Number(v));
    const pool = new Pool({
      ...pgConnection(url!),
      max: Number(process.env.PG_POOL_MAX ?? 10),
      // An unreachable host must fail a request in seconds (503, lib/api/errors.ts), not hang it.
      connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5_000),
    });
    // Every connection opened or refused tells whether the database answers (lib/db/availability.ts).
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    pool.connect = ((...args: unknown[]) => {
      if (args.length > 0) return connect(...args); // the callback form, which Kysely does not use
      const asked = performance.now();
      return (connect() as Promise<PoolClient>).then(
        (client) => {
          noteConnectionWait(asked);
          noteDatabaseReached();
          return client;
        },
        (error: unknown) => {
          noteConnectionWait(asked);
          if (isConnectionError(error)) noteDatabaseUnreachable();
          throw error;
        },
      );
    }) as typeof pool.connect;
    // A connection PostgreSQL closes (restart, failover, pg_terminate_backend) emits
    // 'error', which would end the whole process if nothing listened. The query in
    // flight fails by itself (its request gets a 500 and PostgreSQL rolls its transaction
    // back); the pool discards the dead connection and opens a new one when needed.
    const lost = (error: Error) => console.error(`[db] PostgreSQL connection lost: ${error.message}`);
    pool.on('error', lost); // an idle connection
    pool.on('connect', (client) => client.on('error', lost)); // one lent to a request
    const poolStats = (): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 });
    // `log`: each query's time goes to the metrics, when they listen (lib/db/observer.ts).
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logQuery }), dialect, poolStats };
  }
  const Sqlite = (await import('better-sqlite3')).default;
  const file = url ? url.replace(/^file:/, '') : DEFAULT_SQLITE_FILE;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new Sqlite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  // Table statistics for the query planner (SQLite's advice for long-lived connections):
  // without them it reads a price-filtered list by price and sorts it, not newest first.
  database.pragma('optimize = 0x10002');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: logQuery }), dialect };
}

const globalKey = Symbol.for('storefront.database');
type Holder = { [globalKey]?: Promise<OpenedDatabase> };

/**
 * The process-wide handle, opened on first use from DATABASE_URL (or the SQLite file).
 * `next build` gets an empty database in memory instead: the build needs no database,
 * and what it renders from one is never served (lib/server/cache-handler.ts).
 */
export function getDatabase(): Promise<OpenedDatabase> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= process.env.NEXT_PHASE === 'phase-production-build' ? openBuildDatabase() : openDatabase(process.env.DATABASE_URL);
  return holder[globalKey]!;
}

async function openBuildDatabase(): Promise<OpenedDatabase> {
  const opened = await openDatabase(':memory:');
  const { migrateToLatest } = await import('./migrate');
  await migrateToLatest(opened.db, opened.dialect);
  return opened;
}

export async function getDb(): Promise<DB> {
  return (await getDatabase()).db;
}

/** Lets tests point the process-wide handle at their own database. */
export function setDatabase(opened: OpenedDatabase): void {
  (globalThis as Holder)[globalKey] = Promise.resolve(opened);
}

/** Work to do once a transaction has committed (never when it rolls back). */
type CommitHook = () => void | Promise<void>;
const commitHooks = new WeakMap<object, CommitHook[]>();

/**
 * Runs `hook` after the transaction `tx` commits, once however often it is asked for
 * (the same function). For what must not happen inside the transaction or after a
 * rollback, such as expiring cached pages. `tx` must come from writeTransaction.
 */
export function afterCommit(tx: Tx, hook: CommitHook): void {
  const hooks = commitHooks.get(tx);
  if (!hooks) throw new Error('afterCommit: not a transaction opened by writeTransaction');
  if (!hooks.includes(hook)) hooks.push(hook);
}

/** Whether `db` is a transaction opened by writeTransaction (one afterCommit can be given). */
export function isWriteTransaction(db: object): boolean {
  return commitHooks.has(db);
}

async function runCommitHooks(hooks: CommitHook[]): Promise<void> {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      // The write is committed: its caller gets its answer, the failure goes to the log.
      console.error('[db] an after-commit step failed:', error);
    }
  }
}

/**
 * A write transaction. On SQLite it starts with BEGIN IMMEDIATE so a transaction that
 * reads before it writes takes the write lock up front instead of failing mid-way.
 * Steps registered with afterCommit run once it has committed.
 */
export async function writeTransaction<T>(
  opened: OpenedDatabase,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const hooks: CommitHook[] = [];
  let result: T;
  if (opened.dialect === 'postgres') {
    result = await opened.db.transaction().execute((tx) => {
      commitHooks.set(tx, hooks);
      return work(tx);
    });
  } else {
    result = await opened.db.connection().execute(async (conn) => {
      await sql`BEGIN IMMEDIATE`.execute(conn);
      // Kysely has no public way to wrap an open connection as a Transaction; the
      // connection-scoped handle behaves the same for queries.
      const tx = conn as unknown as Tx;
      commitHooks.set(tx, hooks);
      try {
        const done = await work(tx);
        await sql`COMMIT`.execute(conn);
        return done;
      } catch (error) {
        await sql`ROLLBACK`.execute(conn);
        throw error;
      }
    });
  }
  await runCommitHooks(hooks);
  return result;
}
