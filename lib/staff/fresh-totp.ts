// Sensitive staff actions (refunds, adding staff, changing a role) ask for a fresh TOTP
// code besides the session (docs/rules/seller.md#fresh-code): the dispatcher checks it
// for calls the seller contract marks `freshTotp`. A code is used once, as at login.
import 'server-only';
import { ShopError } from '@/lib/errors';
import { sellerTexts } from '@/lib/texts/seller';
import type { RequestContext } from '@/lib/request-context';
import { totpStepOf } from './totp';
import type { StaffMember } from './types';

/** Accepts a current, unused code of this member's second factor, or refuses (403, nothing changed). */
export async function confirmFreshTotp(ctx: RequestContext, member: StaffMember, code: unknown): Promise<void> {
  if (typeof code !== 'string' || code.trim() === '') {
    throw new ShopError('forbidden', sellerTexts.freshCodeRequired, { errors: { totp: sellerTexts.freshCodeRequired } });
  }
  const row = await ctx.database.db.selectFrom('staff').select(['totp_secret', 'totp_last_step']).where('id', '=', member.staffId).executeTakeFirst();
  const step = row?.totp_secret ? totpStepOf(row.totp_secret, code.trim()) : null;
  if (step === null) throw new ShopError('forbidden', sellerTexts.freshCodeWrong, { errors: { totp: sellerTexts.freshCodeWrong } });
  // Conditional on the last step, so the same code cannot confirm two actions, even at once.
  const taken = await ctx.database.db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', member.staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new ShopError('forbidden', sellerTexts.freshCodeWrong, { errors: { totp: sellerTexts.freshCodeWrong } });
}
