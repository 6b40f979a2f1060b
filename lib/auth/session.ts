// Server-side sessions (docs/rules/login.md#sessions): a random 32-byte token in an
// httpOnly, SameSite=Lax cookie (Secure in production), kept in the database only as
// its SHA-256 hash, replaced at every login and deleted at logout. Every call that
// answers for a customer asks requireCustomer() who that is; a customer_id in the
// request body is never trusted on its own.
import 'server-only';
import { unauthenticated } from '@/lib/errors';
import { writeTransaction, type DB } from '@/lib/db';
import { texts } from '@/lib/texts';
import { isoAfter, nowIso, randomToken, sha256Hex } from './tokens';
import { toUser } from './customers';
import { sessionCookie } from './session-cookie';
import type { RequestContext } from '@/lib/request-context';
import type { User } from './types';

export const SESSION_COOKIE = 'session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const cookie = sessionCookie({ name: SESSION_COOKIE, sameSite: 'Lax', lifetimeMs: SESSION_LIFETIME_MS });

/** The session token the request carries, if any. */
export function sessionTokenOf(request: Request | undefined): string | undefined {
  return cookie.tokenOf(request);
}

export interface SessionCustomer extends User {
  sessionId: number;
}

/** The customer of a live session token, or null. */
export async function customerOfToken(db: DB, token: string | undefined): Promise<SessionCustomer | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .select(['sessions.id as session_id', 'customers.id', 'customers.name', 'customers.contact', 'customers.email'])
    .where('sessions.token_hash', '=', sha256Hex(token))
    .where('sessions.expires_at', '>', nowIso())
    .executeTakeFirst();
  return row ? { ...toUser(row), sessionId: Number(row.session_id) } : null;
}

export async function currentCustomer(ctx: RequestContext): Promise<SessionCustomer | null> {
  return customerOfToken(ctx.database.db, sessionTokenOf(ctx.request));
}

/**
 * The session's customer, or a 401. When the request names a customer_id it must be
 * the session's own: a mismatch is the same 401 and nothing is read or changed.
 */
export async function requireCustomer(ctx: RequestContext, claimedCustomerId?: number): Promise<SessionCustomer> {
  const customer = await currentCustomer(ctx);
  if (!customer) throw unauthenticated(texts.loginRequired);
  if (claimedCustomerId !== undefined && claimedCustomerId !== customer.customer_id) throw unauthenticated(texts.loginRequired);
  return customer;
}

/**
 * Logs a customer in: the session the request came with (if any) is deleted, a new
 * token is issued and its cookie set. Expired sessions of the customer go too.
 */
export async function startSession(ctx: RequestContext, customerId: number): Promise<void> {
  const previous = sessionTokenOf(ctx.request);
  const token = randomToken(32);
  await writeTransaction(ctx.database, async (tx) => {
    if (previous) await tx.deleteFrom('sessions').where('token_hash', '=', sha256Hex(previous)).execute();
    await tx.deleteFrom('sessions').where('customer_id', '=', customerId).where('expires_at', '<=', nowIso()).execute();
    await tx
      .insertInto('sessions')
      .values({ token_hash: sha256Hex(token), customer_id: customerId, expires_at: isoAfter(SESSION_LIFETIME_MS) })
      .execute();
  });
  ctx.setCookies.push(cookie.set(token));
}

/** Logs out: the session row is deleted and the cookie cleared (also when there was none). */
export async function endSession(ctx: RequestContext): Promise<void> {
  const token = sessionTokenOf(ctx.request);
  if (token) await ctx.database.db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(token)).execute();
  ctx.setCookies.push(cookie.clear());
}
