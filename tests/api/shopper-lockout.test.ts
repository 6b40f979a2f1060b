// A shopper cannot be locked out of their account by strangers failing on purpose
// (docs/rules/login.md#known-addresses). The per-account budgets (OTP sends, OTP checks,
// password sign-ins) still stop a stranger spread over many addresses; from an address
// the customer logged in from before, the customer draws on a budget of that address's
// own. Messages are spelled as the shopper reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { api, loginByOtp, sessionCookieOf } from './session';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database?.close();
});

let counter = 0;
/** Addresses of TEST-NET-3, apart from the other test files' 10.x ones. */
const address = () => {
  counter++;
  return `203.0.${113 + (counter >> 8)}.${counter & 255}`;
};
let mobiles = 0;
const mobile = () => `8${300_000_000 + ++mobiles}`;

const OTP_SENDS = 'Too many OTP requests. Please try again in a few minutes.';
const OTP_CHECKS = 'Too many OTP attempts. Please wait a few minutes and try again.';
const SIGN_INS = 'Too many attempts. Please try again in a few minutes.';

const sendOtp = (number: string, ip: string) => api(database, 'user/sendotp', { otp_type: 'mobile', username: number }, { ip });
const verifyOtp = (otpId: number, otp: unknown, ip: string) => api(database, 'user/verifyotp', { otp_id: otpId, otp, otp_type: 'mobile', company_id: 191 }, { ip });
const wrong = (otp: number) => (otp === 9999 ? 1000 : otp + 1);

describe('password sign-in', () => {
  it('ten wrong passwords from ten addresses refuse strangers, not the customer at an address they logged in from', async () => {
    const phone = mobile();
    const email = `lockout.${phone}@example.in`;
    const home = address();
    const sent = await api(database, 'user/sendOtpReg', { otp_type: 'mobile', username: phone }, { ip: home });
    const registered = await api(database, 'user/verifyOtpReg', {
      otp_id: sent.body.payload.otp_id, otp: sent.body.payload.otp, otp_type: 'mobile', company_id: 191, email, password: 'secret77', name: 'Asha Rao', phone,
    }, { ip: home });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const signIn = (password: string, ip: string) => api(database, 'user/signin', { type: 'mobile', username: phone, password }, { ip });

    for (let i = 0; i < 10; i++) expect((await signIn(`guess-${i}`, address())).status).toBe(401);
    const stranger = await signIn('secret77', address());
    expect([stranger.status, stranger.body.message, sessionCookieOf(stranger.setCookies)]).toEqual([429, SIGN_INS, undefined]);

    const atHome = await signIn('secret77', home);
    expect(atHome.status, JSON.stringify(atHome.body)).toBe(200);
    expect(sessionCookieOf(atHome.setCookies)).toBeDefined();
  });
});

describe('OTP login', () => {
  it("strangers using up a number's OTP sends do not stop the customer getting one where they logged in before; that address has a budget of its own", async () => {
    const home = address();
    const shopper = await loginByOtp(database, mobile(), home);
    // The first login's OTP was the number's first of 3 in 10 minutes; strangers ask for the other two.
    for (let i = 0; i < 2; i++) expect((await sendOtp(shopper.mobile, address())).status).toBe(200);
    const stranger = await sendOtp(shopper.mobile, address());
    expect([stranger.status, stranger.body.message]).toEqual([429, OTP_SENDS]);

    const atHome = await sendOtp(shopper.mobile, home);
    expect(atHome.status, JSON.stringify(atHome.body)).toBe(200);
    const verified = await verifyOtp(atHome.body.payload.otp_id, atHome.body.payload.otp, home);
    expect(verified.status).toBe(200);
    expect(verified.body.payload.customer_id).toBe(shopper.customerId);
    // From that address, still no more than 3 OTPs in 10 minutes (the one above and two more).
    for (let i = 0; i < 2; i++) expect((await sendOtp(shopper.mobile, home)).status).toBe(200);
    expect((await sendOtp(shopper.mobile, home)).body.message).toBe(OTP_SENDS);
  });

  it("strangers burning a number's OTP checks do not stop the customer logging in where they logged in before", async () => {
    const home = address();
    const shopper = await loginByOtp(database, mobile(), home);
    // The first login's check was the number's first of 10 an hour; strangers ask for two
    // more OTPs and guess wrong 9 times, so even a right code from them is refused now.
    const first = await sendOtp(shopper.mobile, address());
    for (let i = 0; i < 5; i++) expect((await verifyOtp(first.body.payload.otp_id, wrong(first.body.payload.otp), address())).status).toBe(400);
    const second = await sendOtp(shopper.mobile, address());
    for (let i = 0; i < 4; i++) expect((await verifyOtp(second.body.payload.otp_id, wrong(second.body.payload.otp), address())).status).toBe(400);
    const stranger = await verifyOtp(second.body.payload.otp_id, second.body.payload.otp, address());
    expect([stranger.status, stranger.body.message, sessionCookieOf(stranger.setCookies)]).toEqual([429, OTP_CHECKS, undefined]);

    const sent = await sendOtp(shopper.mobile, home);
    const atHome = await verifyOtp(sent.body.payload.otp_id, sent.body.payload.otp, home);
    expect(atHome.status, JSON.stringify(atHome.body)).toBe(200);
    expect(sessionCookieOf(atHome.setCookies)).toBeDefined();
  });

  it('a number never logged in with keeps the per-number limits for everyone', async () => {
    const number = mobile();
    for (let i = 0; i < 3; i++) expect((await sendOtp(number, address())).status).toBe(200);
    expect((await sendOtp(number, address())).body.message).toBe(OTP_SENDS);
  });
});
