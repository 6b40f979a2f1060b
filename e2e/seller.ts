// The seller console in browser tests: logging in through the login page with a
// password and the current code of the member's TOTP secret, computed here as an
// authenticator app would.
// - The demo staff (docs/rules/seller.md#demo-staff) prove the documented accounts work;
//   each is used by one test only, since a code is spent by a login and two workers
//   logging one account in within the same 30 s would refuse each other.
// - Every other test makes a staff member of its own (newStaffMember), written into the
//   test server's database as `npm run staff` plus enrolment would leave it.
import { inE2eDatabase } from './test-database';
import { hash } from '@node-rs/argon2';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { sellerTexts } from '../lib/texts/seller';

export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_STAFF = {
  owner: { email: 'owner@demo.shop', password: 'open-box-owner' },
  manager: { email: 'manager@demo.shop', password: 'open-box-manager' },
  packer: { email: 'packer@demo.shop', password: 'open-box-packer' },
} as const;

export interface StaffLogin {
  email: string;
  password: string;
  secret: string;
}

const lastStep: Record<string, number> = {};

/** A code of a 30 s step this account has not used yet in this process (one step ahead is accepted). */
export function freshCode(login: StaffLogin): string {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStep[login.email] ?? now - 1) + 1);
  lastStep[login.email] = step;
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(login.secret) }).generate({ timestamp: step * 30_000 });
}

/**
 * A fresh code as freshCode gives, waiting first for the next 30 s step when this
 * account has already used the current one and the one after (the server accepts a
 * code one step ahead at most): for a test's third confirmation in a row.
 */
export async function nextFreshCode(login: StaffLogin): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const next = (lastStep[login.email] ?? now - 1) + 1;
  const waitMs = (next - 1) * 30_000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 250));
  return freshCode(login);
}

let counter = 0;

/** An enrolled staff member of this role that no other test uses. */
export async function newStaffMember(role: 'owner' | 'manager' | 'packer'): Promise<StaffLogin> {
  const login = {
    email: `${role}.${process.pid}.${Date.now()}.${++counter}@staff.test`,
    password: `e2e-${role}-password-${counter}`,
    secret: new Secret({ size: 20 }).base32,
  };
  const passwordHash = await hash(login.password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  inE2eDatabase((db) =>
    db.prepare(
      `insert into staff (company_id, store_id, email, name, role, password_hash, totp_secret, updated_at)
       values (191, 139, ?, ?, ?, ?, ?, ?)`,
    ).run(login.email, `E2E ${role}`, role, passwordHash, login.secret, new Date().toISOString()),
  );
  return login;
}

/** Logs in through /seller/login: a demo role's account, or a member of the test's own. */
export async function logInAsStaff(page: Page, who: keyof typeof DEMO_STAFF | StaffLogin): Promise<StaffLogin> {
  const login = typeof who === 'string' ? { ...DEMO_STAFF[who], secret: DEMO_TOTP_SECRET } : who;
  const t = sellerTexts.console;
  // Each login comes from an address of its own (as a proxy would say, shopper.ts does the
  // same): the suite logs staff in more often than the per-address limit allows from one.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  await page.goto('/seller/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel(t.email).fill(login.email);
  await page.getByLabel(t.password, { exact: true }).fill(login.password);
  await page.getByLabel(t.code).fill(freshCode(login));
  await page.getByRole('button', { name: t.logIn }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByRole('heading', { name: sellerTexts.dashboard.title })).toBeVisible();
  return login;
}
