// Helpers for the seller API tests: calls to POST /api/seller/<path> with a staff
// cookie, and staff members of each role made directly in the database (password and
// TOTP secret known, so a test can log in through auth/login too, or skip it with a
// session started as the login would start it).
import { expect } from 'vitest';
import { handleSellerRequest } from '@/lib/api/dispatch';
import type { OpenedDatabase } from '@/lib/db';
import { hashPassword } from '@/lib/auth/passwords';
import { store } from '@/lib/config';
import { startStaffSession, STAFF_COOKIE } from '@/lib/staff/session';
import { newTotpSecret, totpCode } from '@/lib/staff/totp';
import type { StaffRole } from '@/lib/staff/types';
import type { Answer, CallOptions } from './session';

export async function sellerApi<T = any>(database: OpenedDatabase, path: string, body: unknown, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.origin) headers.origin = options.origin;
  const request = new Request(`http://localhost:3000/api/seller/${path}`, { method: 'POST', body: JSON.stringify(body), headers });
  const response = await handleSellerRequest(request, path, { database });
  return { status: response.status, body: (await response.json()) as T, setCookies: response.headers.getSetCookie() };
}

/** The `staff_session=...` pair of a response's Set-Cookie, ready for a Cookie header. */
export function staffCookieOf(setCookies: string[]): string | undefined {
  return setCookies.find((c) => c.startsWith(`${STAFF_COOKIE}=`))?.split(';')[0];
}

export interface TestStaff {
  staffId: number;
  email: string;
  password: string;
  totpSecret: string;
  role: StaffRole;
  /** A staff cookie of a session started for this member. */
  cookie: string;
  /** The member's current TOTP code. */
  code: () => string;
}

let counter = 0;

/** An enrolled, active staff member of this role, with a live session. */
export async function addTestStaff(database: OpenedDatabase, role: StaffRole, email = `${role}${++counter}.${Date.now()}@staff.test`): Promise<TestStaff> {
  const password = `pass-${role}-${counter}-secret`;
  const totpSecret = newTotpSecret();
  const row = await database.db
    .insertInto('staff')
    .values({
      company_id: store.companyId, store_id: store.storeId, email, name: `Test ${role}`, role,
      password_hash: await hashPassword(password), totp_secret: totpSecret, totp_last_step: null,
      enrol_token_hash: null, enrol_expires_at: null, locked_until: null, updated_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ctx = { database, clientIp: '127.0.0.1', setCookies: [] as string[] };
  await startStaffSession(ctx, Number(row.id));
  const cookie = staffCookieOf(ctx.setCookies)!;
  return { staffId: Number(row.id), email, password, totpSecret, role, cookie, code: () => totpCode(totpSecret) };
}

/** Moves an order through the desk's calls, one move after another, each answered 200. */
export async function moveOrder(database: OpenedDatabase, staff: TestStaff, orderId: number, moves: Record<string, string>[]): Promise<void> {
  for (const move of moves) {
    const answer = await sellerApi(database, 'orders/transition', { order_id: orderId, ...move }, { cookie: staff.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
}
