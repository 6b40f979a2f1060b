// Sign-in and registration (docs/rules/login.md) with the rules of docs/rules/security.md#who-may-do-what.
// Decisions:
// - OTP login doubles as sign-up by mobile: verifying an OTP sent to a number we do not
//   know creates that customer (no name, no password yet) and logs them in.
// - Registration (user/sendOtpReg, user/verifyOtpReg) is for new customers only: a
//   mobile number or e-mail already on file is refused with 'You are already
//   registered. Please login.' (a customer created by OTP login keeps logging in by OTP).
// - The OTP goes out through the SMS sender (or e-mail) and is in the response only in
//   demo mode, where it also lands in the outbox.
import 'server-only';
import { ShopError } from '@/lib/errors';
import { store } from '@/lib/config';
import type { Sender } from '@/lib/notify/outbox';
import { emailSender } from '@/lib/notify/email';
import { smsSender } from '@/lib/notify/sms';
import { texts } from '@/lib/texts';
import { findCustomer, findOrCreateByMobile, isEmail, isMobile, normalizeEmail, toUser } from './customers';
import type { RequestContext } from '@/lib/request-context';
import type { User } from './types';
import { isDemoMode } from './mode';
import { challengeUsername, createChallenge, OTP_LIFETIME_MS, verifyChallenge, type OtpChannel, type OtpPurpose } from './otp';
import { hashPassword, passwordLongEnough, verifyAgainstDecoy, verifyPassword } from './passwords';
import { enforceLimits } from './rate-limit';
import { startSession } from './session';

// ---------- password sign-in ----------

export async function signIn(ctx: RequestContext, input: { company_id: number; username: string; password: string }): Promise<User> {
  const username = input.username.trim();
  if (username === '') throw new ShopError('invalid', texts.loginIdentifierRequired, { errors: { username: texts.loginIdentifierRequired } });
  const byMobile = isMobile(username);
  if (!byMobile && !isEmail(username)) throw new ShopError('invalid', texts.loginIdentifierInvalid, { errors: { username: texts.loginIdentifierInvalid } });
  if (input.password === '') throw new ShopError('invalid', texts.loginPasswordRequired, { errors: { password: texts.loginPasswordRequired } });

  await enforceLimits([['signInPerClient', ctx.clientIp]], texts.signInTooManyTries);
  const customer = await findCustomer(ctx.database.db, input.company_id, byMobile ? { contact: username } : { email: username });
  // A customer's tries count together whether they name their number or their e-mail address.
  const account = customer ? `customer:${customer.id}` : `${input.company_id}:${byMobile ? username : normalizeEmail(username)}`;
  await enforceLimits([['signInPerAccount', account]], texts.signInTooManyTries);

  const ok = customer?.password_hash
    ? await verifyPassword(customer.password_hash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!customer || !ok) throw new ShopError('unauthenticated', texts.wrongCredentials);
  await startSession(ctx, Number(customer.id));
  return toUser(customer);
}

// ---------- sending OTPs ----------

function otpText(code: string): string {
  const minutes = OTP_LIFETIME_MS / 60_000;
  return `${code} is your OTP for ${store.businessName}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}

function senderFor(ctx: RequestContext, channel: OtpChannel): Sender {
  // Each sender is the outbox in demo mode, SMTP or the SMS gateway when configured.
  return channel === 'mobile' ? smsSender(ctx.database.db) : emailSender(ctx.database.db);
}

async function checkSendLimits(ctx: RequestContext, username: string): Promise<void> {
  await enforceLimits([['otpSendPerClient', ctx.clientIp], ['otpSendPerAccount', username]], texts.otpTooManyRequests);
}

export interface SentOtp {
  otp_id: number;
  /** Demo mode only. */
  otp?: number;
}

async function sendOtp(ctx: RequestContext, purpose: OtpPurpose, channel: OtpChannel, username: string): Promise<SentOtp> {
  await checkSendLimits(ctx, username);
  const db = ctx.database.db;
  const challenge = await createChallenge(db, { purpose, channel, username, clientIp: ctx.clientIp });
  try {
    await senderFor(ctx, channel).send(
      channel === 'mobile'
        ? { channel: 'sms', recipient: username, body: otpText(challenge.code) }
        : { channel: 'email', recipient: username, subject: `Your ${store.businessName} OTP`, body: `<p>${otpText(challenge.code)}</p>` },
    );
  } catch (error) {
    console.error('[otp] sending failed', error);
    await db.deleteFrom('otp_challenges').where('id', '=', challenge.id).execute();
    throw new ShopError('upstream_failed', texts.otpSendFailed);
  }
  return isDemoMode() ? { otp_id: challenge.id, otp: Number(challenge.code) } : { otp_id: challenge.id };
}

/** user/sendotp: an OTP to log in by mobile (any number; a new one signs up on verify). */
export async function sendLoginOtp(ctx: RequestContext, mobile: string): Promise<SentOtp> {
  return sendOtp(ctx, 'login', 'mobile', mobile.trim());
}

/** user/sendOtpReg: an OTP to register a new mobile number or e-mail address. */
export async function sendRegistrationOtp(ctx: RequestContext, input: { otp_type: OtpChannel; username: string }): Promise<SentOtp> {
  const companyId = store.companyId;
  const username = input.otp_type === 'email' ? normalizeEmail(input.username) : input.username.trim();
  if (input.otp_type === 'mobile' && !isMobile(username)) throw new ShopError('invalid', texts.registerMobileInvalid, { errors: { username: texts.registerMobileInvalid } });
  if (input.otp_type === 'email' && !isEmail(username)) throw new ShopError('invalid', texts.registerEmailInvalid, { errors: { username: texts.registerEmailInvalid } });
  const existing = await findCustomer(ctx.database.db, companyId, input.otp_type === 'mobile' ? { contact: username } : { email: username });
  if (existing) throw new ShopError('conflict', texts.alreadyRegistered);
  return sendOtp(ctx, 'register', input.otp_type, username);
}

// ---------- verifying OTPs ----------

/**
 * Counts an OTP check per client address and per number or e-mail address the OTP went
 * to (an unknown otp_id has no account; its check is refused anyway).
 */
async function checkVerifyLimits(ctx: RequestContext, otpId: number): Promise<void> {
  const username = await challengeUsername(ctx.database.db, otpId);
  const checks: Parameters<typeof enforceLimits>[0] = [['otpVerifyPerClient', ctx.clientIp]];
  if (username !== undefined) checks.push(['otpVerifyPerAccount', username]);
  await enforceLimits(checks, texts.otpVerifyTooManyTries);
}

/** user/verifyotp: logs in (creating the customer for a new number) and starts a session. */
const isBlank = (otp: unknown) => otp === null || otp === undefined || String(otp).trim() === '';

export async function verifyLoginOtp(ctx: RequestContext, input: { otp_id: number; otp: unknown; company_id: number }): Promise<User> {
  if (isBlank(input.otp)) throw new ShopError('invalid', texts.otpEmpty, { errors: { otp: texts.otpEmpty } });
  await checkVerifyLimits(ctx, input.otp_id);
  const verified = await verifyChallenge(ctx.database.db, input.otp_id, input.otp, 'login');
  const customer = await findOrCreateByMobile(ctx.database.db, input.company_id, verified.username);
  await startSession(ctx, Number(customer.id));
  return toUser(customer);
}

export interface Registration {
  otp_id: number;
  otp: unknown;
  company_id: number;
  email: string;
  password: string;
  name: string;
  phone: string;
}

/** user/verifyOtpReg: the OTP went to the phone or e-mail being registered; creates the customer. */
export async function verifyRegistration(ctx: RequestContext, input: Registration): Promise<User> {
  // docs/rules/login.md#otp: an empty or too short OTP first (without spending a try).
  if (isBlank(input.otp) || String(input.otp).trim().length < 3) throw new ShopError('invalid', texts.registerOtpRequired, { errors: { otp: texts.registerOtpRequired } });
  if (!passwordLongEnough(input.password)) throw new ShopError('invalid', texts.registerPasswordShort, { errors: { password: texts.registerPasswordShort } });
  const db = ctx.database.db;
  const email = normalizeEmail(input.email);
  const phone = input.phone.trim();
  await checkVerifyLimits(ctx, input.otp_id);
  const verified = await verifyChallenge(db, input.otp_id, input.otp, 'register');
  // The OTP proves the identifier it was sent to, which must be the one registered.
  const proven = verified.channel === 'email' ? email : phone;
  if (verified.username !== proven) throw new ShopError('invalid', texts.otpWrong);

  const taken =
    (await findCustomer(db, input.company_id, { contact: phone })) ?? (await findCustomer(db, input.company_id, { email }));
  if (taken) throw new ShopError('conflict', texts.alreadyRegistered);
  const passwordHash = await hashPassword(input.password);
  const created = await db
    .insertInto('customers')
    .values({ company_id: input.company_id, name: input.name.trim(), contact: phone, email, password_hash: passwordHash })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'name', 'contact', 'email'])
    .executeTakeFirst();
  if (!created) throw new ShopError('conflict', texts.alreadyRegistered); // lost a race with the same number or e-mail
  await startSession(ctx, Number(created.id));
  return toUser(created);
}
