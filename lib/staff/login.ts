// Staff login (docs/rules/seller.md#logging-in): e-mail, password and a current TOTP
// code, all three or nothing. A wrong e-mail, password or code gets one and the same
// answer, and an unknown e-mail costs the same argon2 work as a known one. Five
// failures in a row lock the account for 15 minutes (lib/config.ts `seller`); each
// client address has its own budget too. Every try is in the audit log.
import 'server-only';
import { seller } from '@/lib/config';
import { writeTransaction } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { enforceLimits } from '@/lib/auth/rate-limit';
import { verifyAgainstDecoy, verifyPassword } from '@/lib/auth/passwords';
import { nowIso } from '@/lib/auth/tokens';
import { sellerTexts } from '@/lib/texts/seller';
import type { RequestContext } from '@/lib/request-context';
import { normalEmail } from './accounts';
import { recordAudit } from './audit';
import { startStaffSession, endStaffSession } from './session';
import { totpStepOf } from './totp';
import type { StaffMember, StaffRole } from './types';

export interface LoginInput {
  email: string;
  password: string;
  totp: string;
}

const wrong = () => new ShopError('unauthenticated', sellerTexts.loginWrong);

/** Counts a failure (locking the account at the limit) and audits it; then refuses. */
async function refuse(ctx: RequestContext, email: string, staffId: number | null, reason: string): Promise<never> {
  let locked = false;
  await writeTransaction(ctx.database, async (tx) => {
    if (staffId !== null) {
      const row = await tx.selectFrom('staff').select('failed_logins').where('id', '=', staffId).executeTakeFirstOrThrow();
      const failures = Number(row.failed_logins) + 1;
      locked = failures >= seller.staffMaxFailedLogins;
      await tx
        .updateTable('staff')
        .set({
          failed_logins: locked ? 0 : failures,
          ...(locked ? { locked_until: new Date(Date.now() + seller.staffLockMs).toISOString() } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', staffId)
        .execute();
    }
    await recordAudit(tx, { staff: { staffId, email }, action: 'staff.login_failed', objectType: 'staff', objectId: staffId ?? undefined, after: { reason }, clientIp: ctx.clientIp });
    if (locked) await recordAudit(tx, { staff: { staffId, email }, action: 'staff.locked', objectType: 'staff', objectId: staffId ?? undefined, after: { minutes: seller.staffLockMs / 60_000 }, clientIp: ctx.clientIp });
  });
  if (locked) throw new ShopError('rate_limited', sellerTexts.loginLocked(seller.staffLockMs / 60_000), {}, seller.staffLockMs / 1000);
  throw wrong();
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
  if (!member) {
    await verifyAgainstDecoy(input.password);
    return refuse(ctx, email, null, 'unknown e-mail');
  }
  const staffId = Number(member.id);
  if (member.locked_until && Date.parse(member.locked_until) > Date.now()) {
    const minutes = Math.ceil((Date.parse(member.locked_until) - Date.now()) / 60_000);
    await recordAudit(ctx.database.db, { staff: { staffId, email }, action: 'staff.login_failed', objectType: 'staff', objectId: staffId, after: { reason: 'locked' }, clientIp: ctx.clientIp });
    throw new ShopError('rate_limited', sellerTexts.loginLocked(minutes), {}, minutes * 60);
  }
  if (!member.password_hash || !member.totp_secret) {
    await verifyAgainstDecoy(input.password);
    throw new ShopError('unauthenticated', sellerTexts.notEnrolled);
  }
  if (!(await verifyPassword(member.password_hash, input.password))) return refuse(ctx, email, staffId, 'password');
  const step = totpStepOf(member.totp_secret, input.totp.trim());
  if (step === null) return refuse(ctx, email, staffId, 'code');
  // The code is spent by this update: the same code cannot log in twice, even at once.
  const taken = await writeTransaction(ctx.database, async (tx) => {
    const spent = await tx
      .updateTable('staff')
      .set({ totp_last_step: step, failed_logins: 0, locked_until: null, updated_at: nowIso() })
      .where('id', '=', staffId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await recordAudit(tx, { staff: { staffId, email }, action: 'staff.login', objectType: 'staff', objectId: staffId, clientIp: ctx.clientIp });
    return true;
  });
  if (!taken) return refuse(ctx, email, staffId, 'code already used');
  await startStaffSession(ctx, staffId);
  return { email: member.email, name: member.name, role: member.role };
}

/** Logs the member out (audited) and clears the cookie. */
export async function logOutStaff(ctx: RequestContext, member: StaffMember): Promise<void> {
  await recordAudit(ctx.database.db, { staff: member, action: 'staff.logout', objectType: 'staff', objectId: member.staffId, clientIp: ctx.clientIp });
  await endStaffSession(ctx);
}
