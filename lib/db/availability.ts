// Whether the database answers, as this process last saw it. The PostgreSQL pool notes
// every connection it opens or fails to open (lib/db/index.ts); the API edge then answers
// 503 with Retry-After instead of 500 (lib/api/errors.ts), and the server answers a page
// that failed meanwhile with the "back in a moment" page (lib/server/http-server.ts).
// State lives on globalThis: the server and the app's bundles share it.

/** Network failures and PostgreSQL's "cannot serve you now" codes (class 08: connection exception). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
]);
/** node-postgres says these in words, with no code. */
const CONNECTION_MESSAGES = /connection terminated|timeout exceeded when trying to connect|connection timeout|the database system is (starting up|shutting down)/i;

/** Whether `error` (or what caused it) says the database could not be reached, as opposed to a refused query. */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors); // AggregateError (one per address tried)
  }
  return false;
}

const globalKey = Symbol.for('storefront.databaseAvailability');
type Holder = { [globalKey]?: { unreachableSince: number | null } };

function state() {
  const holder = globalThis as Holder;
  return (holder[globalKey] ??= { unreachableSince: null });
}

export function noteDatabaseReached(): void {
  state().unreachableSince = null;
}

export function noteDatabaseUnreachable(): void {
  state().unreachableSince ??= Date.now();
}

/** True from a failed connection until the next one that succeeds. */
export function databaseUnreachable(): boolean {
  return state().unreachableSince !== null;
}

/** Seconds a caller is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
