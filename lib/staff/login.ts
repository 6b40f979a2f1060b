// Staff login (docs/rules/seller.md#logging-in): e-mail, password and a current TOTP
// code, all three or nothing. A wrong e-mail, password or code gets one and the same
// answer, and an unknown e-mail costs the same argon2 work as a known one. Failures are
// counted per account and per address (lib/staff/login-throttle.ts): an address that
// fails too often is slowed down, then refused; an account that fails too often is
// locked for addresses it never logged in from, so its owner, from an address used
// before, still gets in. Every try is in the audit log.
import 'server-only';
import { writeTransaction } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { enforceLimits } from '@/lib/auth/rate-limit';
import { isKnownAddress, rememberAddress } from '@/lib/auth/known-addresses';
import { verifyAgainstDecoy, verifyPassword } from '@/lib/auth/passwords';
import { nowIso } from '@/lib/auth/tokens';
import { sellerTexts } from '@/lib/texts/seller';
import type { RequestContext } from '@/lib/request-context';
import { normalEmail } from './accounts';
import { recordAudit } from './audit';
import { releaseTry, reserveTry, settleFailure } from './login-throttle';
import { startStaffSession, endStaffSession } from './session';
import { totpStepOf } from './totp';
import type { StaffMember, StaffRole } from './types';

export interface LoginInput {
  email: string;
  password: string;
  totp: string;
}

/** Logs a member in: their session cookie is set; who they are is answered. */
export async function logInStaff(ctx: RequestContext, input: LoginInput): Promise<{ email: string; name: string; role: StaffRole }> {
  await enforceLimits([['staffLoginPerClient', ctx.clientIp]], sellerTexts.loginTooMany);
  const email = normalEmail(input.email);
  const member = await ctx.database.db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', email)
    .where('active', '=', 1)
    .executeTakeFirst();
  const staffId = member ? Number(member.id) : null;
  const known = staffId !== null && (await isKnownAddress(ctx.database.db, `staff:${staffId}`, ctx.clientIp));

  const attempt = await reserveTry(ctx.database, { email, clientIp: ctx.clientIp, known });
  if (!attempt.ok) {
    await recordAudit(ctx.database.db, { staff: { staffId, email }, action: 'staff.login_failed', objectType: 'staff', objectId: staffId ?? undefined, after: { reason: attempt.reason }, clientIp: ctx.clientIp });
    throw attempt.refusal;
  }
  /** Keeps the try as a failure (which may lock the account), then refuses. */
  const refuse = async (reason: string): Promise<never> => {
    const locked = await settleFailure(ctx.database, { email, staffId, clientIp: ctx.clientIp, known, reason });
    throw locked ?? new ShopError('unauthenticated', sellerTexts.loginWrong);
  };

  if (!member || staffId === null) {
    await verifyAgainstDecoy(input.password);
    return refuse('unknown e-mail');
  }
  if (!member.password_hash || !member.totp_secret) {
    await verifyAgainstDecoy(input.password);
    await releaseTry(ctx.database.db, attempt.id);
    throw new ShopError('unauthenticated', sellerTexts.notEnrolled);
  }
  if (!(await verifyPassword(member.password_hash, input.password))) return refuse('password');
  const step = totpStepOf(member.totp_secret, input.totp.trim());
  if (step === null) return refuse('code');
  // The code is spent by this update: the same code cannot log in twice, even at once.
  const taken = await writeTransaction(ctx.database, async (tx) => {
    const spent = await tx
      .updateTable('staff')
      .set({ totp_last_step: step, updated_at: nowIso() })
      .where('id', '=', staffId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await releaseTry(tx, attempt.id);
    await rememberAddress(tx, `staff:${staffId}`, ctx.clientIp);
    await recordAudit(tx, { staff: { staffId, email }, action: 'staff.login', objectType: 'staff', objectId: staffId, clientIp: ctx.clientIp });
    return true;
  });
  if (!taken) return refuse('code already used');
  await startStaffSession(ctx, staffId);
  return { email: member.email, name: member.name, role: member.role };
}

/** Logs the member out (audited) and clears the cookie. */
export async function logOutStaff(ctx: RequestContext, member: StaffMember): Promise<void> {
  await recordAudit(ctx.database.db, { staff: member, action: 'staff.logout', objectType: 'staff', objectId: member.staffId, clientIp: ctx.clientIp });
  await endStaffSession(ctx);
}
