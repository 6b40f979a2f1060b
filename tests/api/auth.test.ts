// Sign-in, OTPs and sessions (docs/rules/login.md): OTPs random, hashed, 10
// minutes, single use, void after 5 wrong tries, rate-limited per number and per client;
// the OTP in the response only in demo mode; argon2id passwords; a session cookie that
// is httpOnly and SameSite=Lax (Secure in production), stored hashed, rotated at login
// and deleted at logout.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { startFakeMsg91 } from '@/lib/testing/fake-msg91';
import { OTP_LIFETIME_MS } from '@/lib/auth/otp';
import { GET as outboxGet } from '@/app/api/dev/outbox/route';
import { api, freshIp, freshMobile, loginByOtp, sessionCookieOf } from './session';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function sendLoginOtp(mobile: string, ip = freshIp()) {
  return api(database, 'user/sendotp', { otp_type: 'mobile', username: mobile }, { ip });
}

async function verify(otpId: number, otp: unknown, ip = freshIp()) {
  return api(database, 'user/verifyotp', { otp_id: otpId, otp, otp_type: 'mobile', company_id: 191 }, { ip });
}

async function me(cookie?: string) {
  return api(database, 'user/me', {}, { cookie });
}

async function outbox(to: string) {
  const response = await outboxGet(new Request(`http://localhost:3000/api/dev/outbox?to=${encodeURIComponent(to)}`));
  return { status: response.status, body: (await response.json()) as any };
}

/** Another 4-digit code than the right one. */
const wrong = (otp: number) => (otp === 9999 ? 1000 : otp + 1);

describe('OTP login (user/sendotp, user/verifyotp)', () => {
  it('sends a 4-digit OTP by SMS to the outbox and, in demo mode, in the response', async () => {
    const mobile = freshMobile();
    const sent = await sendLoginOtp(mobile);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Otp send successfully.');
    expect(sent.body.payload.otp_id).toEqual(expect.any(Number));
    expect(String(sent.body.payload.otp)).toMatch(/^\d{4}$/);

    const box = await outbox(mobile);
    expect(box.status).toBe(200);
    expect(box.body.data[0].channel).toBe('sms');
    expect(box.body.data[0].body).toContain(String(sent.body.payload.otp));
  });

  it('keeps only a salted hash of the OTP', async () => {
    const sent = await sendLoginOtp(freshMobile());
    const row = await database.db.selectFrom('otp_challenges').selectAll().where('id', '=', sent.body.payload.otp_id).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(String(sent.body.payload.otp));
    expect(row.code_hash).not.toBe(sha256(String(sent.body.payload.otp)));
  });

  it('the outbox answers newest first, and 400 without a recipient', async () => {
    const mobile = freshMobile();
    const first = await sendLoginOtp(mobile);
    const second = await sendLoginOtp(mobile);
    const box = await outbox(mobile);
    expect(box.body.data).toHaveLength(2);
    expect(box.body.data[0].body).toContain(String(second.body.payload.otp));
    expect(box.body.data[1].body).toContain(String(first.body.payload.otp));
    expect((await outbox('')).status).toBe(400);
  });

  it('verifying signs a new number up and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const mobile = freshMobile();
    const sent = await sendLoginOtp(mobile);
    const verified = await verify(sent.body.payload.otp_id, sent.body.payload.otp);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Registration successfully.');
    expect(verified.body.payload).toEqual({ customer_id: expect.any(Number), name: '', contact: mobile, email: '' });

    const header = verified.setCookies.find((c) => c.startsWith('session='))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Max-Age=2592000/);
    expect(header).not.toMatch(/Secure/);

    // The database holds the token's SHA-256, never the token.
    const token = sessionCookieOf(verified.setCookies)!.slice('session='.length);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await database.db.selectFrom('sessions').select('token_hash').where('customer_id', '=', verified.body.payload.customer_id).execute();
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(token)]);

    const who = await me(sessionCookieOf(verified.setCookies));
    expect(who.status).toBe(200);
    expect(who.body.payload.customer_id).toBe(verified.body.payload.customer_id);
  });

  it('logging in again by OTP finds the same customer', async () => {
    const mobile = freshMobile();
    const first = await loginByOtp(database, mobile);
    const second = await loginByOtp(database, mobile);
    expect(second.customerId).toBe(first.customerId);
    const count = await database.db.selectFrom('customers').select((eb) => eb.fn.countAll<number>().as('n')).where('contact', '=', mobile).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('a wrong OTP is refused with its message and signs nobody in', async () => {
    const mobile = freshMobile();
    const sent = await sendLoginOtp(mobile);
    const verified = await verify(sent.body.payload.otp_id, wrong(sent.body.payload.otp));
    expect(verified.status).toBe(400);
    expect(verified.body.message).toBe('Entered OTP is incorrect.');
    expect(sessionCookieOf(verified.setCookies)).toBeUndefined();
    expect(await database.db.selectFrom('customers').select('id').where('contact', '=', mobile).executeTakeFirst()).toBeUndefined();
  });

  it('an OTP sent as a string works as well as a number', async () => {
    const sent = await sendLoginOtp(freshMobile());
    expect((await verify(sent.body.payload.otp_id, String(sent.body.payload.otp))).status).toBe(200);
  });

  it('an OTP works once: the second use is refused', async () => {
    const sent = await sendLoginOtp(freshMobile());
    expect((await verify(sent.body.payload.otp_id, sent.body.payload.otp)).status).toBe(200);
    const again = await verify(sent.body.payload.otp_id, sent.body.payload.otp);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This OTP has expired. Please request a new one.');
    expect(sessionCookieOf(again.setCookies)).toBeUndefined();
  });

  it('two checks of the same OTP at once: exactly one succeeds', async () => {
    const sent = await sendLoginOtp(freshMobile());
    const results = await Promise.all([1, 2, 3].map(() => verify(sent.body.payload.otp_id, sent.body.payload.otp)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('an OTP older than 10 minutes is refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sent = await sendLoginOtp(freshMobile());
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
    const late = await verify(sent.body.payload.otp_id, sent.body.payload.otp);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This OTP has expired. Please request a new one.');
  });

  it('an OTP is still good just before 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sent = await sendLoginOtp(freshMobile());
    vi.setSystemTime(Date.now() + 9 * 60_000 + 50_000);
    expect((await verify(sent.body.payload.otp_id, sent.body.payload.otp)).status).toBe(200);
  });

  it('after 5 wrong tries the OTP is void: the sixth try fails even with the right code', async () => {
    const sent = await sendLoginOtp(freshMobile());
    const { otp_id: id, otp } = sent.body.payload;
    for (let i = 0; i < 5; i++) {
      const attempt = await verify(id, wrong(otp));
      expect(attempt.status).toBe(400);
      expect(attempt.body.message).toBe('Entered OTP is incorrect.');
    }
    const sixth = await verify(id, otp);
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
    expect(sessionCookieOf(sixth.setCookies)).toBeUndefined();
  });

  it('the right code on the fifth try still works', async () => {
    const sent = await sendLoginOtp(freshMobile());
    for (let i = 0; i < 4; i++) await verify(sent.body.payload.otp_id, wrong(sent.body.payload.otp));
    expect((await verify(sent.body.payload.otp_id, sent.body.payload.otp)).status).toBe(200);
  });

  it('nine guesses at once get no more than 5 comparisons', async () => {
    // Nine, and the right code after them: the per-number limit allows 10 checks an hour.
    // From the address that asked for the OTP (others' tries are counted apart, below).
    const from = freshIp();
    const sent = await sendLoginOtp(freshMobile(), from);
    const guesses = Array.from({ length: 10 }, (_, i) => 1000 + i).filter((g) => g !== sent.body.payload.otp).slice(0, 9);
    await Promise.all(guesses.map((g) => verify(sent.body.payload.otp_id, g, from)));
    const row = await database.db.selectFrom('otp_challenges').select(['attempts', 'foreign_attempts']).where('id', '=', sent.body.payload.otp_id).executeTakeFirstOrThrow();
    expect([Number(row.attempts), Number(row.foreign_attempts)]).toEqual([5, 0]);
    expect((await verify(sent.body.payload.otp_id, sent.body.payload.otp, from)).status).toBe(400);
  });

  it("a stranger's wrong guesses at someone's OTP id do not void it for the number that asked for it", async () => {
    // OTP ids are consecutive: anyone can name the next one. Guesses from elsewhere get 5
    // comparisons of their own, and the OTP still works from where it was asked for.
    const from = freshIp();
    const sent = await sendLoginOtp(freshMobile(), from);
    const stranger = freshIp();
    for (let i = 0; i < 5; i++) expect((await verify(sent.body.payload.otp_id, wrong(sent.body.payload.otp), stranger)).body.message).toBe('Entered OTP is incorrect.');
    const sixth = await verify(sent.body.payload.otp_id, sent.body.payload.otp, freshIp());
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
    const own = await verify(sent.body.payload.otp_id, sent.body.payload.otp, from);
    expect(own.status).toBe(200);
    expect(sessionCookieOf(own.setCookies)).toBeDefined();
  });

  it('an empty OTP is asked for without spending a try', async () => {
    const sent = await sendLoginOtp(freshMobile());
    const empty = await verify(sent.body.payload.otp_id, '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter OTP');
    const row = await database.db.selectFrom('otp_challenges').select('attempts').where('id', '=', sent.body.payload.otp_id).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(0);
  });

  it('an unknown otp_id is refused; bad input is a 400 naming the field', async () => {
    expect((await verify(999_999, 1234)).body.message).toBe('Entered OTP is incorrect.');
    const bad = await api(database, 'user/sendotp', { otp_type: 'mobile', username: '12345' }, { ip: freshIp() });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('username');
  });

  it('at most 3 sends per number in 10 minutes, then again after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const mobile = freshMobile();
    for (let i = 0; i < 3; i++) expect((await sendLoginOtp(mobile)).status).toBe(200);
    const fourth = await sendLoginOtp(mobile);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('Too many OTP requests. Please try again in a few minutes.');
    expect(fourth.body.payload).toBeUndefined();
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
    expect((await sendLoginOtp(mobile)).status).toBe(200);
  });

  it('at most 10 sends per client address in 10 minutes, whatever the numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await sendLoginOtp(freshMobile(), ip)).status).toBe(200);
    const eleventh = await sendLoginOtp(freshMobile(), ip);
    expect(eleventh.status).toBe(429);
    expect((await sendLoginOtp(freshMobile(), freshIp())).status).toBe(200);
  });
});

describe('production mode', () => {
  it('the OTP is not in the response, and the session cookie is Secure', async () => {
    vi.stubEnv('STORE_MODE', 'production');
    const mobile = freshMobile();
    const sent = await sendLoginOtp(mobile);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Otp send successfully.');
    expect(sent.body.payload).toEqual({ otp_id: expect.any(Number) });
    expect(JSON.stringify(sent.body)).not.toMatch(/"otp"/);

    // The SMS went out (here, with no gateway configured, to the outbox table).
    const [message] = await database.db.selectFrom('outbox').select('body').where('recipient', '=', mobile).orderBy('id', 'desc').execute();
    const code = message.body.match(/\b(\d{4})\b/)![1];
    const verified = await verify(sent.body.payload.otp_id, code);
    expect(verified.status).toBe(200);
    expect(verified.setCookies.find((c) => c.startsWith('session='))).toMatch(/; Secure/);
  });

  it('the dev outbox does not exist', async () => {
    vi.stubEnv('STORE_MODE', 'production');
    expect((await outbox(freshMobile())).status).toBe(404);
  });
});

describe('SMS through MSG91 (its Flow API, against the local fake)', () => {
  it('with MSG91_AUTH_KEY set, the OTP goes to MSG91 as the registered template with its variables, not to the outbox', async () => {
    const fake = await startFakeMsg91({ authKey: 'msg91-test-key' });
    try {
      vi.stubEnv('MSG91_AUTH_KEY', 'msg91-test-key');
      vi.stubEnv('MSG91_API_URL', fake.url);
      vi.stubEnv('SMS_TEMPLATE_LOGIN_OTP', 'tmpl-login-otp');
      const mobile = freshMobile();
      const sent = await sendLoginOtp(mobile);
      expect(sent.status).toBe(200);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]!.authkey).toBe('msg91-test-key');
      expect(fake.requests[0]!.body).toMatchObject({ template_id: 'tmpl-login-otp' });
      expect(fake.requests[0]!.body.recipients).toEqual([{ mobiles: `91${mobile}`, VAR1: String(sent.body.payload.otp), VAR2: String(OTP_LIFETIME_MS / 60_000) }]);
      expect((await outbox(mobile)).body.data).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('a provider failure answers the send-failure message and leaves no usable OTP', async () => {
    const fake = await startFakeMsg91();
    try {
      vi.stubEnv('MSG91_AUTH_KEY', 'msg91-test-key');
      vi.stubEnv('MSG91_API_URL', fake.url);
      vi.stubEnv('SMS_TEMPLATE_LOGIN_OTP', 'tmpl-login-otp');
      fake.failNext(1, 503);
      const mobile = freshMobile();
      const sent = await sendLoginOtp(mobile);
      expect(sent.status).toBe(502);
      expect(sent.body.message).toBe('Unable to send OTP to your number');
      const left = await database.db.selectFrom('otp_challenges').select('id').where('username', '=', mobile).execute();
      expect(left).toEqual([]);
    } finally {
      await fake.close();
    }
  });
});

describe('registration (user/sendOtpReg, user/verifyOtpReg) and password sign-in (user/signin)', () => {
  async function register(fields: { phone: string; email: string; password?: string; name?: string; by?: 'mobile' | 'email' }) {
    const by = fields.by ?? 'mobile';
    const ip = freshIp();
    const sent = await api(database, 'user/sendOtpReg', { otp_type: by, username: by === 'mobile' ? fields.phone : fields.email }, { ip });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return api(database, 'user/verifyOtpReg', {
      otp_id: sent.body.payload.otp_id, otp: sent.body.payload.otp, otp_type: by, company_id: 191,
      email: fields.email, password: fields.password ?? 'secret77', name: fields.name ?? 'Ravi Kumar', phone: fields.phone,
    }, { ip });
  }

  it('registers by mobile with an argon2id password and signs in', async () => {
    const phone = freshMobile();
    const registered = await register({ phone, email: `ravi.${phone}@example.in` });
    expect(registered.status).toBe(200);
    expect(registered.body.message).toBe('Registration successfully.');
    expect(registered.body.payload).toEqual({ customer_id: expect.any(Number), name: 'Ravi Kumar', contact: phone, email: `ravi.${phone}@example.in` });
    expect(sessionCookieOf(registered.setCookies)).toBeDefined();

    const row = await database.db.selectFrom('customers').select('password_hash').where('contact', '=', phone).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain('secret77');

    for (const [type, username] of [['mobile', phone], ['email', `RAVI.${phone}@example.in`]] as const) {
      const signedIn = await api(database, 'user/signin', { company_id: 191, type, username, password: 'secret77' }, { ip: freshIp() });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.message).toBe('Login successfully.');
      expect(signedIn.body.payload.customer_id).toBe(registered.body.payload.customer_id);
      expect(sessionCookieOf(signedIn.setCookies)).toBeDefined();
    }
  });

  it('registers by e-mail: the OTP goes to that address', async () => {
    const phone = freshMobile();
    const email = `meera.${phone}@example.in`;
    const sent = await api(database, 'user/sendOtpReg', { otp_type: 'email', username: email }, { ip: freshIp() });
    expect(sent.body.message).toBe('Otp send successfully.');
    const box = await outbox(email);
    expect(box.body.data[0].channel).toBe('email');
    expect(box.body.data[0].body).toContain(String(sent.body.payload.otp));
    const done = await api(database, 'user/verifyOtpReg', {
      otp_id: sent.body.payload.otp_id, otp: sent.body.payload.otp, otp_type: 'email', company_id: 191, email, password: 'seven77', name: 'Meera', phone,
    });
    expect(done.status).toBe(200);
  });

  it('wrong password and unknown user get the same message, and no session', async () => {
    const phone = freshMobile();
    await register({ phone, email: `x.${phone}@example.in` });
    for (const username of [phone, freshMobile(), 'nobody@example.in']) {
      const refused = await api(database, 'user/signin', { company_id: 191, type: 'mobile', username, password: 'not-it-at-all' }, { ip: freshIp() });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Username or password is incorret.');
      expect(sessionCookieOf(refused.setCookies)).toBeUndefined();
    }
  });

  it('a customer created by OTP login has no password to sign in with', async () => {
    const shopper = await loginByOtp(database);
    const refused = await api(database, 'user/signin', { type: 'mobile', username: shopper.mobile, password: '' }, { ip: freshIp() });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please enter your password');
    const wrongOne = await api(database, 'user/signin', { type: 'mobile', username: shopper.mobile, password: 'anything1' }, { ip: freshIp() });
    expect(wrongOne.body.message).toBe('Username or password is incorret.');
  });

  it('sign-in checks the identifier as the sign-in form does', async () => {
    const empty = await api(database, 'user/signin', { type: 'mobile', username: ' ', password: 'x' });
    expect(empty.body.message).toBe('Please enter mobile number or E-mail ID.');
    const bad = await api(database, 'user/signin', { type: 'mobile', username: '12345', password: 'x' });
    expect(bad.body.message).toBe('Enter mobile number and email Address is not valid.');
  });

  it('password tries are limited per account and client', async () => {
    const phone = freshMobile();
    await register({ phone, email: `y.${phone}@example.in` });
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await api(database, 'user/signin', { type: 'mobile', username: phone, password: `wrong-${i}` }, { ip })).status).toBe(401);
    }
    const blocked = await api(database, 'user/signin', { type: 'mobile', username: phone, password: 'secret77' }, { ip });
    expect(blocked.status).toBe(429);
    expect(sessionCookieOf(blocked.setCookies)).toBeUndefined();
  });

  it('an already registered number or e-mail is told to log in', async () => {
    const phone = freshMobile();
    const email = `z.${phone}@example.in`;
    await register({ phone, email });
    for (const [otp_type, username] of [['mobile', phone], ['email', email.toUpperCase()]]) {
      const again = await api(database, 'user/sendOtpReg', { otp_type, username }, { ip: freshIp() });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You are already registered. Please login.');
      expect(again.body.payload).toBeUndefined();
    }
    // A number that signed up by OTP login counts as registered too.
    const shopper = await loginByOtp(database);
    expect((await api(database, 'user/sendOtpReg', { otp_type: 'mobile', username: shopper.mobile }, { ip: freshIp() })).status).toBe(409);
  });

  it('the OTP must have been sent to the number being registered', async () => {
    const mine = freshMobile();
    const other = freshMobile();
    const sent = await api(database, 'user/sendOtpReg', { otp_type: 'mobile', username: mine }, { ip: freshIp() });
    const hijack = await api(database, 'user/verifyOtpReg', {
      otp_id: sent.body.payload.otp_id, otp: sent.body.payload.otp, otp_type: 'mobile', company_id: 191,
      email: `h.${other}@example.in`, password: 'secret77', name: 'H', phone: other,
    });
    expect(hijack.status).toBe(400);
    expect(await database.db.selectFrom('customers').select('id').where('contact', '=', other).executeTakeFirst()).toBeUndefined();
  });

  it('a login OTP cannot complete a registration', async () => {
    const phone = freshMobile();
    const sent = await sendLoginOtp(phone);
    const misuse = await api(database, 'user/verifyOtpReg', {
      otp_id: sent.body.payload.otp_id, otp: sent.body.payload.otp, otp_type: 'mobile', company_id: 191,
      email: `m.${phone}@example.in`, password: 'secret77', name: 'M', phone,
    });
    expect(misuse.status).toBe(400);
    expect(misuse.body.message).toBe('Entered OTP is incorrect.');
  });

  it('registration fields are checked with the registration form\'s messages', async () => {
    const phone = freshMobile();
    const base = { otp_id: 1, otp: 1234, otp_type: 'mobile', company_id: 191, email: `v.${phone}@example.in`, password: 'secret77', name: 'V', phone };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phone: '98765' }, 'phone', 'Mobile number is not valid. Enter valid mobile number.'],
      [{ email: 'not-an-email' }, 'email', 'Email address is not valid. Enter valid email address.'],
      [{ name: ' ' }, 'name', 'Please enter your full name.'],
      [{ password: '' }, 'password', 'Please enter your password.'],
      [{ password: 'six666' }, 'password', 'Entered password characters is less than 8 characters.'],
      [{ otp: '' }, 'otp', 'Please enter the OTP.'],
      [{ otp: '12' }, 'otp', 'Please enter the OTP.'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await api(database, 'user/verifyOtpReg', { ...base, ...change });
      expect(refused.status, field).toBe(400);
      expect(refused.body.errors[field], field).toBe(message);
    }
  });

  it('a 7-character password is long enough (the limit is 7, the message says 8)', async () => {
    const phone = freshMobile();
    expect((await register({ phone, email: `p.${phone}@example.in`, password: 'seven77' })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('logging in again rotates the session: the old token stops working', async () => {
    const first = await loginByOtp(database);
    const sent = await sendLoginOtp(first.mobile);
    const again = await api(database, 'user/verifyotp', { otp_id: sent.body.payload.otp_id, otp: sent.body.payload.otp, otp_type: 'mobile', company_id: 191 }, { cookie: first.cookie, ip: freshIp() });
    const second = sessionCookieOf(again.setCookies)!;
    expect(second).not.toBe(first.cookie);
    expect((await me(first.cookie)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('logout deletes the session and clears the cookie', async () => {
    const shopper = await loginByOtp(database);
    const before = await database.db.selectFrom('sessions').select('id').where('customer_id', '=', shopper.customerId).execute();
    expect(before).toHaveLength(1);
    const out = await api(database, 'user/logout', {}, { cookie: shopper.cookie });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logout successfully.');
    expect(out.setCookies.find((c) => c.startsWith('session='))).toMatch(/^session=; .*Max-Age=0/);
    const after = await database.db.selectFrom('sessions').select('id').where('customer_id', '=', shopper.customerId).execute();
    expect(after).toEqual([]);
    expect((await me(shopper.cookie)).status).toBe(401);
  });

  it('logout without a session is harmless', async () => {
    expect((await api(database, 'user/logout', {})).status).toBe(200);
  });

  it('a session ends after 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const shopper = await loginByOtp(database);
    vi.setSystemTime(Date.now() + 29 * 24 * 60 * 60_000);
    expect((await me(shopper.cookie)).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60_000);
    const expired = await me(shopper.cookie);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Please log in to continue.');
  });

  it('a made-up or missing token is not a session', async () => {
    expect((await me()).status).toBe(401);
    expect((await me('session=' + Buffer.alloc(32, 1).toString('base64url'))).status).toBe(401);
    expect((await me('session=')).status).toBe(401);
  });
});
