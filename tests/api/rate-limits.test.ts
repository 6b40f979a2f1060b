// Abuse limits (lib/auth/rate-limit RATE_LIMITS), through the API as a client meets them:
// OTP sends, OTP checks, password sign-ins, contact mails and review posts are limited
// per client address and per account. For each limit: the call over it is a 429 with a
// message a shopper can read, it changes nothing, another address or account is not
// affected, and the window passing frees it (the clock is moved, never slept).
// Counters live in this process's memory here; tests/api/rate-limits.redis.test.ts runs
// them through Redis.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { api, freshIp, freshMobile, loginByOtp, sessionCookieOf } from './session';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock past a window (only Date is faked: database and timers run as usual). */
function pass(minutes: number) {
  vi.setSystemTime(Date.now() + minutes * 60_000 + 1_000);
}

async function count(table: 'otp_challenges' | 'sessions' | 'outbox' | 'contact_messages' | 'reviews' | 'customers'): Promise<number> {
  const row = await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows of the tables a refused call must not touch. */
async function snapshot() {
  return {
    otp_challenges: await count('otp_challenges'),
    sessions: await count('sessions'),
    outbox: await count('outbox'),
    contact_messages: await count('contact_messages'),
    reviews: await count('reviews'),
    customers: await count('customers'),
  };
}

const sendOtp = (mobile: string, ip: string) => api(database, 'user/sendotp', { otp_type: 'mobile', username: mobile }, { ip });
const verifyOtp = (otpId: number, otp: unknown, ip: string) => api(database, 'user/verifyotp', { otp_id: otpId, otp, otp_type: 'mobile', company_id: 191 }, { ip });
const wrong = (otp: number) => (otp === 9999 ? 1000 : otp + 1);

const OTP_SENDS = 'Too many OTP requests. Please try again in a few minutes.';
const OTP_CHECKS = 'Too many OTP attempts. Please wait a few minutes and try again.';
const SIGN_INS = 'Too many attempts. Please try again in a few minutes.';
const CONTACT = 'You have sent several messages in a short time. Please wait a few minutes and try again.';
const REVIEWS = 'You have posted several reviews in a short time. Please wait a few minutes and try again.';

describe('OTP sends (user/sendotp, user/sendOtpReg)', () => {
  it('10 per client address in 10 minutes, whatever the numbers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await sendOtp(freshMobile(), ip)).status, `send ${i + 1}`).toBe(200);
    const before = await snapshot();
    const mobile = freshMobile();
    const refused = await sendOtp(mobile, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: OTP_SENDS });
    expect(await snapshot()).toEqual(before);
    // Registration OTPs draw on the same budget.
    const registration = await api(database, 'user/sendOtpReg', { otp_type: 'email', username: `new.${mobile}@example.in` }, { ip });
    expect(registration.status).toBe(429);

    expect((await sendOtp(mobile, freshIp())).status).toBe(200);
    pass(10);
    expect((await sendOtp(freshMobile(), ip)).status).toBe(200);
  });

  it('3 per number or e-mail address in 10 minutes, from whatever addresses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const mobile = freshMobile();
    for (let i = 0; i < 3; i++) expect((await sendOtp(mobile, freshIp())).status).toBe(200);
    const before = await snapshot();
    const refused = await sendOtp(mobile, freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: OTP_SENDS });
    expect(await snapshot()).toEqual(before);
    expect((await sendOtp(freshMobile(), freshIp())).status).toBe(200);

    const email = `limit.${mobile}@example.in`;
    const register = (username: string) => api(database, 'user/sendOtpReg', { otp_type: 'email', username }, { ip: freshIp() });
    for (let i = 0; i < 3; i++) expect((await register(email)).status).toBe(200);
    // The same address in capitals is the same account.
    expect((await register(email.toUpperCase())).status).toBe(429);

    pass(10);
    expect((await sendOtp(mobile, freshIp())).status).toBe(200);
    expect((await register(email)).status).toBe(200);
  });
});

describe('OTP checks (user/verifyotp, user/verifyOtpReg)', () => {
  it('30 per client address in 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = freshIp();
    // Unknown OTP ids: each check is refused, and counted against the address.
    for (let i = 0; i < 30; i++) expect((await verifyOtp(900_000 + i, 1234, ip)).status, `check ${i + 1}`).toBe(400);
    const mobile = freshMobile();
    const sent = await sendOtp(mobile, freshIp());
    const before = await snapshot();
    const refused = await verifyOtp(sent.body.payload.otp_id, sent.body.payload.otp, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: OTP_CHECKS });
    expect(sessionCookieOf(refused.setCookies)).toBeUndefined();
    expect(await snapshot()).toEqual(before);
    // The refused check spent none of the OTP's 5 tries and did not use it up.
    const row = await database.db.selectFrom('otp_challenges').select(['attempts', 'used_at']).where('id', '=', sent.body.payload.otp_id).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(0);
    expect(row.used_at).toBeNull();

    const other = await verifyOtp(sent.body.payload.otp_id, sent.body.payload.otp, freshIp());
    expect(other.status).toBe(200);
    pass(10);
    const again = await sendOtp(freshMobile(), freshIp());
    expect((await verifyOtp(again.body.payload.otp_id, again.body.payload.otp, ip)).status).toBe(200);
  });

  it('10 an hour per number, across OTPs and addresses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const mobile = freshMobile();
    // Two OTPs, each guessed wrong 5 times (then void): 10 checks.
    for (let round = 0; round < 2; round++) {
      const sent = await sendOtp(mobile, freshIp());
      for (let i = 0; i < 5; i++) expect((await verifyOtp(sent.body.payload.otp_id, wrong(sent.body.payload.otp), freshIp())).status).toBe(400);
    }
    const third = await sendOtp(mobile, freshIp());
    expect(third.status).toBe(200);
    const before = await snapshot();
    const refused = await verifyOtp(third.body.payload.otp_id, third.body.payload.otp, freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: OTP_CHECKS });
    expect(sessionCookieOf(refused.setCookies)).toBeUndefined();
    expect(await snapshot()).toEqual(before);
    const row = await database.db.selectFrom('otp_challenges').select('attempts').where('id', '=', third.body.payload.otp_id).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(0);

    // Another number logs in as usual.
    await loginByOtp(database);
    pass(60);
    const fresh = await sendOtp(mobile, freshIp());
    const verified = await verifyOtp(fresh.body.payload.otp_id, fresh.body.payload.otp, freshIp());
    expect(verified.status).toBe(200);
    expect(sessionCookieOf(verified.setCookies)).toBeDefined();
  });

  it('registration checks count per number too', async () => {
    const phone = freshMobile();
    const email = `reg.${phone}@example.in`;
    const registration = (otpId: number, otp: unknown) =>
      api(database, 'user/verifyOtpReg', { otp_id: otpId, otp, otp_type: 'mobile', company_id: 191, email, password: 'secret77', name: 'Ravi Kumar', phone }, { ip: freshIp() });
    for (let round = 0; round < 2; round++) {
      const sent = await api(database, 'user/sendOtpReg', { otp_type: 'mobile', username: phone }, { ip: freshIp() });
      for (let i = 0; i < 5; i++) expect((await registration(sent.body.payload.otp_id, wrong(sent.body.payload.otp))).status).toBe(400);
    }
    const third = await api(database, 'user/sendOtpReg', { otp_type: 'mobile', username: phone }, { ip: freshIp() });
    const customers = await count('customers');
    const refused = await registration(third.body.payload.otp_id, third.body.payload.otp);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: OTP_CHECKS });
    expect(await count('customers')).toBe(customers);
  });
});

describe('password sign-ins (user/signin)', () => {
  async function registered() {
    const phone = freshMobile();
    const email = `pw.${phone}@example.in`;
    const ip = freshIp();
    const sent = await api(database, 'user/sendOtpReg', { otp_type: 'mobile', username: phone }, { ip });
    const done = await api(database, 'user/verifyOtpReg', {
      otp_id: sent.body.payload.otp_id, otp: sent.body.payload.otp, otp_type: 'mobile', company_id: 191,
      email, password: 'secret77', name: 'Ravi Kumar', phone,
    }, { ip });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return { phone, email, password: 'secret77' };
  }
  const signIn = (username: string, password: string, ip: string) => api(database, 'user/signin', { type: 'mobile', username, password }, { ip });

  it('30 per client address in 10 minutes, whatever the accounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await registered();
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await signIn(freshMobile(), 'guess-123', ip)).status, `try ${i + 1}`).toBe(401);
    const before = await snapshot();
    const refused = await signIn(account.phone, account.password, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: SIGN_INS });
    expect(sessionCookieOf(refused.setCookies)).toBeUndefined();
    expect(await snapshot()).toEqual(before);

    expect((await signIn(account.phone, account.password, freshIp())).status).toBe(200);
    pass(10);
    expect((await signIn(account.phone, account.password, ip)).status).toBe(200);
  });

  it('10 per account in 10 minutes, by number and e-mail together, from whatever addresses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = await registered();
    for (let i = 0; i < 5; i++) expect((await signIn(account.phone, `wrong-${i}`, freshIp())).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await signIn(account.email, `wrong-${i}`, freshIp())).status).toBe(401);
    const before = await snapshot();
    for (const username of [account.phone, account.email.toUpperCase()]) {
      const refused = await signIn(username, account.password, freshIp());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: SIGN_INS });
      expect(sessionCookieOf(refused.setCookies)).toBeUndefined();
    }
    expect(await snapshot()).toEqual(before);

    const other = await registered();
    expect((await signIn(other.phone, other.password, freshIp())).status).toBe(200);
    pass(10);
    const freed = await signIn(account.phone, account.password, freshIp());
    expect(freed.status).toBe(200);
    expect(sessionCookieOf(freed.setCookies)).toBeDefined();
  });
});

describe('contact mails (send-mail)', () => {
  const message = (email: string) => ({ name: 'Meena', userEmail: email, phone: '9812345678', message: 'Is the Pune store open today?' });
  const send = (email: string, ip: string) => api(database, 'send-mail', message(email), { ip });

  it('5 per client address in 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(`c${i}.${ip}@example.in`, ip)).status).toBe(200);
    const before = await snapshot();
    const refused = await send(`c5.${ip}@example.in`, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: CONTACT });
    expect(await snapshot()).toEqual(before);

    expect((await send(`c5.${ip}@example.in`, freshIp())).status).toBe(200);
    pass(10);
    expect((await send(`c6.${ip}@example.in`, ip)).status).toBe(200);
  });

  it('3 an hour per e-mail address the acknowledgement goes to', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = `victim.${freshMobile()}@example.in`;
    for (let i = 0; i < 3; i++) expect((await send(email, freshIp())).status).toBe(200);
    const before = await snapshot();
    const refused = await send(email.toUpperCase(), freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: CONTACT });
    expect(await snapshot()).toEqual(before);

    expect((await send(`other.${email}`, freshIp())).status).toBe(200);
    pass(60);
    expect((await send(email, freshIp())).status).toBe(200);
  });
});

describe('review posts (store/reviews/add)', () => {
  let productIds: number[];
  beforeAll(async () => {
    const rows = await database.db.selectFrom('products').select('id').where('store_id', '=', 139).orderBy('id').limit(8).execute();
    productIds = rows.map((r) => Number(r.id));
  });
  const post = (cookie: string, productId: number, ip: string) =>
    api(database, 'store/reviews/add', { product_id: productId, rating: 4, review: 'Works as described.' }, { cookie, ip });
  const reviewCount = async (productId: number) =>
    Number((await database.db.selectFrom('products').select('review_count').where('id', '=', productId).executeTakeFirstOrThrow()).review_count);

  it('5 per customer in 10 minutes, from whatever addresses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const shopper = await loginByOtp(database);
    for (let i = 0; i < 5; i++) expect((await post(shopper.cookie, productIds[i]!, freshIp())).status).toBe(200);
    const before = await snapshot();
    const countBefore = await reviewCount(productIds[5]!);
    const refused = await post(shopper.cookie, productIds[5]!, freshIp());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: REVIEWS });
    expect(await snapshot()).toEqual(before);
    expect(await reviewCount(productIds[5]!)).toBe(countBefore);

    const other = await loginByOtp(database);
    expect((await post(other.cookie, productIds[5]!, freshIp())).status).toBe(200);
    pass(10);
    expect((await post(shopper.cookie, productIds[5]!, freshIp())).status).toBe(200);
  });

  it('20 per client address in 10 minutes, whatever the customers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = freshIp();
    for (let s = 0; s < 4; s++) {
      const shopper = await loginByOtp(database);
      for (let i = 0; i < 5; i++) expect((await post(shopper.cookie, productIds[i]!, ip)).status).toBe(200);
    }
    const fifth = await loginByOtp(database);
    const before = await snapshot();
    const refused = await post(fifth.cookie, productIds[0]!, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: REVIEWS });
    expect(await snapshot()).toEqual(before);

    expect((await post(fifth.cookie, productIds[0]!, freshIp())).status).toBe(200);
    pass(10);
    expect((await post(fifth.cookie, productIds[1]!, ip)).status).toBe(200);
  });

  it('a post without a session is a 401, not counted against anyone', async () => {
    const ip = freshIp();
    for (let i = 0; i < 25; i++) expect((await api(database, 'store/reviews/add', { product_id: productIds[0], rating: 4, review: 'x' }, { ip })).status).toBe(401);
    const shopper = await loginByOtp(database);
    expect((await post(shopper.cookie, productIds[7]!, ip)).status).toBe(200);
  });
});
