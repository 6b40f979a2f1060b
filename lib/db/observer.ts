// What the database handle reports as it works: each query's time (Kysely's log hook) and,
// on PostgreSQL, how long a query waited for a pooled connection. The listener is the
// server's metrics (lib/server/metrics.ts), handed in with observeDatabase: lib/db imports
// no other lib module. It lives on globalThis, as the handle does (lib/db/index.ts): the
// server opens the handle and the app's bundles use it, so either may listen.
import type { LogEvent } from 'kysely';

export type Statement = 'select' | 'insert' | 'update' | 'delete' | 'other';

export interface DatabaseObserver {
  /** A query ran (or failed) in `seconds`, as the driver timed it (waiting for a connection not included). */
  query(statement: Statement, seconds: number, failed: boolean): void;
  /** PostgreSQL: a connection was asked of the pool and given (or refused) after `seconds`. */
  connectionWait(seconds: number): void;
}

/** A PostgreSQL pool's state (pg.Pool's counts); SQLite has no pool. */
export interface PoolStats {
  /** Connections open, lent or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (pg.Pool's waitingCount). */
  waiting: number;
  max: number;
}

const observerKey = Symbol.for('storefront.databaseObserver');
type Holder = { [observerKey]?: DatabaseObserver };

/** Sets (or, with null, removes) the process's listener. */
export function observeDatabase(observer: DatabaseObserver | null): void {
  (globalThis as Holder)[observerKey] = observer ?? undefined;
}

const STATEMENTS: Record<string, Statement> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};

/** Kysely's `log` option: hands each query's time to the listener, if there is one. */
export function logQuery(event: LogEvent): void {
  const observer = (globalThis as Holder)[observerKey];
  if (!observer) return;
  try {
    observer.query(STATEMENTS[event.query.query.kind] ?? 'other', event.queryDurationMillis / 1000, event.level === 'error');
  } catch {
    // A listener's failure is never a query's.
  }
}

/** Times a request for a pooled connection, from the ask to the answer (given or refused). */
export function noteConnectionWait(startedAt: number): void {
  const observer = (globalThis as Holder)[observerKey];
  if (!observer) return;
  try {
    observer.connectionWait((performance.now() - startedAt) / 1000);
  } catch {
    // As above.
  }
}
