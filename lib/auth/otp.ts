// One-time passwords (docs/rules/login.md#otp): 4 random digits, kept only as a salted
// hash, valid 10 minutes, good for one successful check, void after 5 wrong tries.
// Every check first spends a try with a conditional update, so parallel guesses cannot
// get more than 5 comparisons out of one OTP. Tries from other addresses than the one
// that asked for the OTP are counted apart (5 more at most): OTP ids are consecutive
// numbers, and a stranger guessing at someone else's id must not void their OTP.
import 'server-only';
import { randomInt } from 'node:crypto';
import { ShopError } from '@/lib/errors';
import { limits } from '@/lib/config';
import type { DB } from '@/lib/db';
import { texts } from '@/lib/texts';
import { addressKey } from './known-addresses';
import { isoAfter, nowIso, randomToken, safeEqual, sha256Hex } from './tokens';

export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_TRIES = 5;

export type OtpPurpose = 'login' | 'register';
export type OtpChannel = 'mobile' | 'email';

/** 4 digits without a leading zero, so a client that sends the OTP as a number loses nothing. */
export function newOtpCode(): string {
  const low = 10 ** (limits.otpLength - 1);
  return String(randomInt(low, low * 10));
}

function hashCode(code: string, salt = randomToken(12)): string {
  return `${salt}:${sha256Hex(`${salt}:${code}`)}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  return safeEqual(stored, hashCode(code, salt));
}

/** The OTP as the client sent it (a number or text), as 4 digits, or null. */
export function normalizeOtp(otp: unknown): string | null {
  const text = typeof otp === 'number' && Number.isInteger(otp) && otp >= 0 ? String(otp).padStart(limits.otpLength, '0') : typeof otp === 'string' ? otp.trim() : '';
  return new RegExp(`^\\d{${limits.otpLength}}$`).test(text) ? text : null;
}

export interface NewChallenge {
  id: number;
  code: string;
}

export async function createChallenge(
  db: DB,
  challenge: { purpose: OtpPurpose; channel: OtpChannel; username: string; clientIp: string },
): Promise<NewChallenge> {
  const code = newOtpCode();
  const row = await db
    .insertInto('otp_challenges')
    .values({
      otp_type: challenge.channel,
      username: challenge.username,
      purpose: challenge.purpose,
      code_hash: hashCode(code),
      attempts: 0,
      expires_at: isoAfter(OTP_LIFETIME_MS),
      used_at: null,
      client_ip: challenge.clientIp.slice(0, 100),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), code };
}

export interface VerifiedChallenge {
  username: string;
  channel: OtpChannel;
}

const otpError = (message: string) => new ShopError('invalid', message);

/** Whom a challenge was sent to (its number or e-mail address), for the per-account limits. */
export async function challengeUsername(db: DB, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('otp_challenges').select('username').where('id', '=', id).executeTakeFirst();
  return row?.username;
}

/**
 * Checks an OTP against its challenge and uses it up. Refused (400) when the challenge
 * is unknown, of another purpose, expired, already used, out of tries, or the code is
 * wrong. `clientIp` is who checks: the asker's tries and everyone else's are counted apart.
 */
export async function verifyChallenge(db: DB, id: number, otp: unknown, purpose: OtpPurpose, clientIp: string): Promise<VerifiedChallenge> {
  const now = nowIso();
  const asker = await db.selectFrom('otp_challenges').select('client_ip').where('id', '=', id).executeTakeFirst();
  const tries = asker?.client_ip != null && addressKey(asker.client_ip) === addressKey(clientIp) ? 'attempts' : 'foreign_attempts';
  // Spend a try first; only a live challenge with tries left gets a comparison.
  const spent = await db
    .updateTable('otp_challenges')
    .set((eb) => (tries === 'attempts' ? { attempts: eb('attempts', '+', 1) } : { foreign_attempts: eb('foreign_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where(tries, '<', OTP_MAX_TRIES)
    .executeTakeFirst();
  const row = await db
    .selectFrom('otp_challenges')
    .select(['username', 'otp_type', 'code_hash', 'attempts', 'used_at', 'expires_at', 'purpose'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.purpose !== purpose) throw otpError(texts.otpWrong);
  if (Number(spent.numUpdatedRows) !== 1) {
    if (row.used_at !== null || row.expires_at <= now) throw otpError(texts.otpExpired);
    throw otpError(texts.otpTooManyTries);
  }
  const code = normalizeOtp(otp);
  if (code === null || !codeMatches(row.code_hash, code)) throw otpError(texts.otpWrong);
  // Single use, also when two correct checks race: only one update finds it unused.
  const used = await db
    .updateTable('otp_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw otpError(texts.otpExpired);
  return { username: row.username, channel: row.otp_type === 'email' ? 'email' : 'mobile' };
}
