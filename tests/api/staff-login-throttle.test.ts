// Staff login throttling that strangers cannot turn against the owner
// (docs/rules/seller.md#logging-in, lib/staff/login-throttle.ts): failures counted per
// account and per address, a lock that holds back new addresses only, the owners told
// by e-mail, and `npm run staff -- unlock`. Through the seller API's dispatcher, as the
// login page calls it; on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleSellerRequest } from '@/lib/api/dispatch';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { totpCode } from '@/lib/staff/totp';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, staffCookieOf, type TestStaff } from './seller-session';
import { messagesTo } from './session';

const run = promisify(execFile);

let database: TestDatabase;
beforeAll(async () => {
  // A file (on SQLite), so the unlock command, another process, opens the same database.
  database = await createTestDatabase({ seed: false, file: true });
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
/** A fresh client address (TEST-NET-2), so each test starts with clean per-address counts. */
const address = () => {
  counter++;
  return `198.51.${100 + (counter >> 8)}.${counter & 255}`;
};

/** A TOTP code of the step `ahead` steps from now, so it is not one an earlier login spent. */
const codeOf = (member: TestStaff, ahead = 0) => totpCode(member.totpSecret, Date.now() + ahead * 30_000);

interface LoginAnswer {
  status: number;
  message: string;
  cookie: string | undefined;
  retryAfter: string | null;
}

/** POST /api/seller/auth/login from `ip`, as the console's login page sends it. */
async function logIn(email: string, password: string, totp: string, ip: string): Promise<LoginAnswer> {
  const request = new Request('http://localhost:3000/api/seller/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password, totp }),
    headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': ip },
  });
  const response = await handleSellerRequest(request, 'auth/login', { database });
  const body = (await response.json()) as { message: string };
  return { status: response.status, message: body.message, cookie: staffCookieOf(response.headers.getSetCookie()), retryAfter: response.headers.get('retry-after') };
}

async function auditOf(email: string) {
  const rows = await database.db.selectFrom('audit_log').select(['action', 'after', 'client_ip']).where('staff_email', '=', email).orderBy('id').execute();
  return rows.map((r) => ({ action: r.action, reason: (r.after ? JSON.parse(r.after) : {}).reason as string | undefined, ip: r.client_ip }));
}

describe('an account attacked from many addresses', () => {
  it('50 wrong logins for the owner from 50 addresses: the owner still logs in from their usual address, and the owners are mailed once', async () => {
    const owner = await addTestStaff(database, 'owner');
    const partner = await addTestStaff(database, 'owner');
    const usual = address();
    const before = await logIn(owner.email, owner.password, codeOf(owner), usual);
    expect(before.status).toBe(200);

    const attack: LoginAnswer[] = [];
    for (let i = 0; i < 50; i++) attack.push(await logIn(owner.email, `guess-${i}-password`, '123456', address()));
    // Four are refused as wrong; the fifth locks the account for new networks, and so is
    // every try after it, without its password being checked.
    expect(attack.slice(0, 4).map((a) => [a.status, a.message])).toEqual(Array(4).fill([401, sellerTexts.loginWrong]));
    for (const answer of attack.slice(4)) {
      expect(answer.status).toBe(429);
      expect(answer.message).toBe(sellerTexts.loginLocked(15));
      expect(Number(answer.retryAfter)).toBeGreaterThan(14 * 60);
      expect(answer.cookie).toBeUndefined();
    }

    // The right password and code from an address the owner never used: refused, with the lock's message.
    const elsewhere = await logIn(owner.email, owner.password, codeOf(owner, 1), address());
    expect([elsewhere.status, elsewhere.message, elsewhere.cookie]).toEqual([429, sellerTexts.loginLocked(15), undefined]);

    // From the usual address: in.
    const home = await logIn(owner.email, owner.password, codeOf(owner, 1), usual);
    expect(home.status, home.message).toBe(200);
    expect(home.cookie).toBeDefined();
    expect((await sellerApi(database, 'auth/me', {}, { cookie: home.cookie })).body.payload.staff.email).toBe(owner.email);

    // Each owner is told once, not once per try.
    for (const member of [owner, partner]) {
      const mails = (await messagesTo(database, member.email)).filter((m) => m.subject === sellerTexts.attackAlertSubject(owner.email));
      expect(mails, member.email).toHaveLength(1);
      expect(mails[0]!.body).toContain('5 failed logins for');
      expect(mails[0]!.body).toContain('from 5 addresses');
      expect(mails[0]!.body).toContain(`npm run staff -- unlock --email ${owner.email}`);
    }
    // The console's staff list shows the lock.
    const list = await sellerApi(database, 'staff/list', {}, { cookie: partner.cookie });
    expect(list.body.payload.staff.find((m: { email: string }) => m.email === owner.email).locked_until).not.toBeNull();

    const audit = await auditOf(owner.email);
    expect(audit.filter((l) => l.action === 'staff.locked')).toHaveLength(1);
    expect(audit.filter((l) => l.action === 'staff.login_failed' && l.reason === 'password')).toHaveLength(5);
    expect(audit.filter((l) => l.action === 'staff.login_failed' && l.reason === 'locked')).toHaveLength(46);
    expect(audit.at(-1)).toMatchObject({ action: 'staff.login', ip: usual });
  });

  it('twenty wrong logins at once from twenty addresses get no more than five password checks', async () => {
    const member = await addTestStaff(database, 'manager');
    // Each try is counted before its password is checked: the sixth finds five counted.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => logIn(member.email, `burst-${i}-password`, '123456', address())));
    expect(answers.every((a) => (a.status === 401 && a.message === sellerTexts.loginWrong) || (a.status === 429 && a.message === sellerTexts.loginLocked(15)))).toBe(true);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(15);
    const audit = await auditOf(member.email);
    expect(audit.filter((l) => l.reason === 'password')).toHaveLength(5);
    expect(audit.filter((l) => l.reason === 'locked')).toHaveLength(15);
  });

  it('an unknown e-mail locks the same way, so the answers tell no account apart', async () => {
    const answers: LoginAnswer[] = [];
    for (let i = 0; i < 6; i++) answers.push(await logIn('nobody.here@staff.test', `guess-${i}-password`, '123456', address()));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(answers[5]!.message).toBe(sellerTexts.loginLocked(15));
  });
});

describe('one address failing too often', () => {
  it('is slowed down after five failures, then refused at ten, even with the right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = await addTestStaff(database, 'manager');
    const from = address();
    // An attacker trying many accounts from one address (so no account locks).
    const guess = (n: number) => logIn(`guess${n}.${counter}@staff.test`, 'a-guessed-password', '123456', from);
    for (let i = 0; i < 5; i++) expect((await guess(i)).status).toBe(401);
    let wait = 2;
    for (let failures = 5; failures < 10; failures++) {
      // Too soon: refused at once, nothing checked, the wait named.
      const early = await guess(100 + failures);
      expect([early.status, early.message, early.retryAfter]).toEqual([429, sellerTexts.loginSlowDown(wait), String(wait)]);
      vi.setSystemTime(Date.now() + wait * 1000);
      expect((await guess(failures)).status).toBe(401);
      wait *= 2;
    }
    // Ten failures in 15 minutes: refused, even the right password and code, until the first is 15 minutes old.
    vi.setSystemTime(Date.now() + 120_000);
    const right = await logIn(member.email, member.password, codeOf(member), from);
    const elapsedMs = (2 + 4 + 8 + 16 + 32) * 1000 + 120_000;
    const minutesLeft = Math.ceil((15 * 60_000 - elapsedMs) / 60_000);
    expect([right.status, right.message, right.cookie]).toEqual([429, sellerTexts.loginAddressRefused(minutesLeft), undefined]);
    expect(Number(right.retryAfter)).toBe((15 * 60_000 - elapsedMs) / 1000);

    // Another address is not held back by this one's failures.
    expect((await logIn(member.email, member.password, codeOf(member), address())).status).toBe(200);
    // Once the first failures are 15 minutes old, this address may try again.
    vi.setSystemTime(Date.now() + minutesLeft * 60_000);
    expect((await logIn(member.email, member.password, codeOf(member, 1), from)).status).toBe(200);
  });

  it('the address limit holds at an address the member logged in from, too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const member = await addTestStaff(database, 'packer');
    const usual = address();
    expect((await logIn(member.email, member.password, codeOf(member), usual)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await logIn(member.email, `typo-${i}-password`, '123456', usual)).status, `try ${i + 1}`).toBe(401);
      vi.setSystemTime(Date.now() + 60_000);
    }
    const right = await logIn(member.email, member.password, codeOf(member, 1), usual);
    expect(right.status).toBe(429);
    expect(right.message).toMatch(/^Too many failed logins from your network\. Try again in \d+ minutes?\.$/);
  });
});

describe('npm run staff -- unlock', () => {
  const unlock = (email: string) =>
    run('npm', ['run', '--silent', 'staff', '--', 'unlock', '--email', email], { env: { ...process.env, DATABASE_URL: database.url! }, timeout: 60_000 });

  it('clears a lock, so the right login from a new address works again; the unlock is audited', async () => {
    const member = await addTestStaff(database, 'packer');
    for (let i = 0; i < 5; i++) await logIn(member.email, `wrong-${i}-password`, '123456', address());
    const locked = await logIn(member.email, member.password, codeOf(member), address());
    expect([locked.status, locked.message]).toEqual([429, sellerTexts.loginLocked(15)]);

    const { stdout } = await unlock(`  ${member.email.toUpperCase()} `);
    expect(stdout).toMatch(new RegExp(`Unlocked ${member.email.replace(/\./g, '\\.')} \\(it was locked until .+; 5 failed logins forgotten\\)\\.`));

    const after = await logIn(member.email, member.password, codeOf(member), address());
    expect(after.status, after.message).toBe(200);
    const line = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'staff.unlock').where('object_id', '=', String(member.staffId)).executeTakeFirstOrThrow();
    expect(line.staff_email).toBe('command line');
    expect(JSON.parse(line.before!)).toMatchObject({ email: member.email, failures: 5 });
    expect(JSON.parse(line.before!).locked_until).not.toBeNull();
    expect(JSON.parse(line.after!)).toEqual({ email: member.email, locked_until: null, failures: 0 });
  });

  it('names an unknown e-mail and exits non-zero, changing nothing', async () => {
    const lines = async () => Number((await database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'staff.unlock').executeTakeFirstOrThrow()).n);
    const before = await lines();
    const failed = await unlock('nobody@staff.test').then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('staff: no staff member has the e-mail nobody@staff.test');
    expect(await lines()).toBe(before);
  });
});
