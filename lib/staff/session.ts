// Staff sessions (docs/rules/seller.md#staff-sessions): server-side, apart from the
// shopper's. A random token in its own httpOnly, SameSite=Strict cookie (Secure in
// production), kept only as its SHA-256 hash; 30 minutes idle and 12 hours at most
// (lib/config.ts `seller`); replaced at every login, deleted at logout. Every seller
// call asks requireStaff() who is asking and whether the role may.
import 'server-only';
import { seller } from '@/lib/config';
import { writeTransaction } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { sessionCookie } from '@/lib/auth/session-cookie';
import { isoAfter, nowIso, randomToken, sha256Hex } from '@/lib/auth/tokens';
import { sellerTexts } from '@/lib/texts/seller';
import type { RequestContext } from '@/lib/request-context';
import type { StaffMember, StaffRole } from './types';

export const STAFF_COOKIE = 'staff_session';
/** last_seen_at is written at most this often (a read need not write on every call). */
const TOUCH_EVERY_MS = 60 * 1000;

const cookie = sessionCookie({ name: STAFF_COOKIE, sameSite: 'Strict', lifetimeMs: seller.staffSessionAbsoluteMs });

/** The staff token the request carries, if any. */
export function staffTokenOf(request: Request | undefined): string | undefined {
  return cookie.tokenOf(request);
}

/** The staff member of a live session token (not idle too long, not past its end), or null. */
export async function staffOfToken(ctx: RequestContext, token: string | undefined): Promise<StaffMember | null> {
  if (!token || token.length > 200) return null;
  const now = Date.now();
  const row = await ctx.database.db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.id as session_id', 'staff_sessions.last_seen_at', 'staff.id', 'staff.email', 'staff.name', 'staff.role'])
    .where('staff_sessions.token_hash', '=', sha256Hex(token))
    .where('staff_sessions.expires_at', '>', nowIso(new Date(now)))
    .where('staff_sessions.last_seen_at', '>', nowIso(new Date(now - seller.staffSessionIdleMs)))
    .where('staff.active', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  if (Date.parse(row.last_seen_at) < now - TOUCH_EVERY_MS) {
    await ctx.database.db.updateTable('staff_sessions').set({ last_seen_at: nowIso(new Date(now)) }).where('id', '=', row.session_id).execute();
  }
  return { staffId: Number(row.id), email: row.email, name: row.name, role: row.role, sessionId: Number(row.session_id) };
}

export async function currentStaff(ctx: RequestContext): Promise<StaffMember | null> {
  return staffOfToken(ctx, staffTokenOf(ctx.request));
}

/**
 * The session's staff member, or a 401 (a shopper's session counts for nothing here);
 * a 403 when `roles` is given and the member's role is not among them.
 */
export async function requireStaff(ctx: RequestContext, roles?: readonly StaffRole[]): Promise<StaffMember> {
  const member = await currentStaff(ctx);
  if (!member) throw new ShopError('unauthenticated', sellerTexts.loginRequired);
  if (roles && !roles.includes(member.role)) throw new ShopError('forbidden', sellerTexts.roleRefused);
  return member;
}

/** Logs a staff member in: the request's old staff session goes, a new token is issued and its cookie set. */
export async function startStaffSession(ctx: RequestContext, staffId: number): Promise<void> {
  const previous = staffTokenOf(ctx.request);
  const token = randomToken(32);
  await writeTransaction(ctx.database, async (tx) => {
    if (previous) await tx.deleteFrom('staff_sessions').where('token_hash', '=', sha256Hex(previous)).execute();
    await tx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).where('expires_at', '<=', nowIso()).execute();
    await tx
      .insertInto('staff_sessions')
      .values({ token_hash: sha256Hex(token), staff_id: staffId, last_seen_at: nowIso(), expires_at: isoAfter(seller.staffSessionAbsoluteMs) })
      .execute();
  });
  ctx.setCookies.push(cookie.set(token));
}

/** Logs out: the session row is deleted and the cookie cleared (also when there was none). */
export async function endStaffSession(ctx: RequestContext): Promise<void> {
  const token = staffTokenOf(ctx.request);
  if (token) await ctx.database.db.deleteFrom('staff_sessions').where('token_hash', '=', sha256Hex(token)).execute();
  ctx.setCookies.push(cookie.clear());
}
