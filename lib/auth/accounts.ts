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
import { addressKey, isKnownAddress, rememberAddress } from './known-addresses';
import { enforceLimits, type LimitName } from './rate-limit';
import { startSession } from './session';

// ---------- who may draw on an account's budget ----------

/**
 * The per-account limit a request counts against: the account's own (shared by every
 * address), or, from an address the customer logged in from before, that address's own
 * budget for the account, so strangers failing on purpose cannot lock the customer out
 * (docs/rules/login.md#known-addresses).
 */
async function accountLimit(ctx: RequestContext, customerId: number | undefined, shared: LimitName, own: LimitName, account: string): Promise<[LimitName, string]> {
  const known = customerId !== undefined && (await isKnownAddress(ctx.database.db, `customer:${customerId}`, ctx.clientIp));
  return known ? [own, `${account}@${addressKey(ctx.clientIp)}`] : [shared, account];
}

/** Starts the customer's session and remembers the address they logged in from. */
async function loggedIn(ctx: RequestContext, customerId: number): Promise<void> {
  await startSession(ctx, customerId);
  await rememberAddress(ctx.database.db, `customer:${customerId}`, ctx.clientIp);
}

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
  await enforceLimits([await accountLimit(ctx, customer ? Number(customer.id) : undefined, 'signInPerAccount', 'signInPerKnownAddress', account)], texts.signInTooManyTries);

  const ok = customer?.password_hash
    ? await verifyPassword(customer.password_hash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!customer || !ok) throw new ShopError('unauthenticated', texts.wrongCredentials);
  await loggedIn(ctx, Number(customer.id));
  return toUser(customer);
}

// ---------- sending OTPs ----------

function otpText(code: string): string {
  const minutes = OTP_LIFETIME_MS / 60_000;
  return `${code} is your OTP for ${store.businessName}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
}

function senderFor(ctx: RequestContext, channel: OtpChannel): Sender {
  // Each sender is the outbox in demo mode, SMTP or MSG91 when configured.
  return channel === 'mobile' ? smsSender(ctx.database.db) : emailSender(ctx.database.db);
}

/** Sends per client address, then per number or e-mail address (a login OTP to a customer's number from an address they used: per that address). */
async function checkSendLimits(ctx: RequestContext, purpose: OtpPurpose, username: string): Promise<void> {
  await enforceLimits([['otpSendPerClient', ctx.clientIp]], texts.otpTooManyRequests);
  const customer = purpose === 'login' ? await findCustomer(ctx.database.db, store.companyId, { contact: username }) : undefined;
  await enforceLimits([await accountLimit(ctx, customer ? Number(customer.id) : undefined, 'otpSendPerAccount', 'otpSendPerKnownAddress', username)], texts.otpTooManyRequests);
}

export interface SentOtp {
  otp_id: number;
  /** Demo mode only. */
  otp?: number;
}

async function sendOtp(ctx: RequestContext, purpose: OtpPurpose, channel: OtpChannel, username: string): Promise<SentOtp> {
  await checkSendLimits(ctx, purpose, username);
  const db = ctx.database.db;
  const challenge = await createChallenge(db, { purpose, channel, username, clientIp: ctx.clientIp });
  try {
    await senderFor(ctx, channel).send(
      channel === 'mobile'
        ? { channel: 'sms', recipient: username, body: otpText(challenge.code), template: { event: 'loginOtp', vars: { otp: challenge.code, minutes: String(OTP_LIFETIME_MS / 60_000) } } }
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
 * to (an unknown otp_id has no account; its check is refused anyway). A login OTP of a
 * customer's number checked from an address they logged in from counts per that address.
 */
async function checkVerifyLimits(ctx: RequestContext, otpId: number, purpose: OtpPurpose): Promise<void> {
  await enforceLimits([['otpVerifyPerClient', ctx.clientIp]], texts.otpVerifyTooManyTries);
  const username = await challengeUsername(ctx.database.db, otpId);
  if (username === undefined) return;
  const customer = purpose === 'login' ? await findCustomer(ctx.database.db, store.companyId, { contact: username }) : undefined;
  await enforceLimits([await accountLimit(ctx, customer ? Number(customer.id) : undefined, 'otpVerifyPerAccount', 'otpVerifyPerKnownAddress', username)], texts.otpVerifyTooManyTries);
}

/** user/verifyotp: logs in (creating the customer for a new number) and starts a session. */
const isBlank = (otp: unknown) => otp === null || otp === undefined || String(otp).trim() === '';

export async function verifyLoginOtp(ctx: RequestContext, input: { otp_id: number; otp: unknown; company_id: number }): Promise<User> {
  if (isBlank(input.otp)) throw new ShopError('invalid', texts.otpEmpty, { errors: { otp: texts.otpEmpty } });
  await checkVerifyLimits(ctx, input.otp_id, 'login');
  const verified = await verifyChallenge(ctx.database.db, input.otp_id, input.otp, 'login', ctx.clientIp);
  const customer = await findOrCreateByMobile(ctx.database.db, input.company_id, verified.username);
  await loggedIn(ctx, Number(customer.id));
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
  await checkVerifyLimits(ctx, input.otp_id, 'register');
  const verified = await verifyChallenge(db, input.otp_id, input.otp, 'register', ctx.clientIp);
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
  await loggedIn(ctx, Number(created.id));
  return toUser(created);
}
