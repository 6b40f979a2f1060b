// When the database cannot be reached, the API says so plainly: 503, a Retry-After, a
// message a person can read, and no driver text; and every 429 says when to come back.
// The unreachable database is a PostgreSQL URL on a port where nothing listens (no
// server needed, so this runs on either test database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from '@/lib/api/dispatch';
import { openDatabase, setDatabase, type OpenedDatabase } from '@/lib/db';
import { databaseUnreachable, isConnectionError, noteDatabaseReached } from '@/lib/db/availability';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { freshIp, freshMobile } from './session';

async function call(database: OpenedDatabase, path: string, body: unknown, ip = freshIp()) {
  const request = new Request(`http://localhost:3000/api/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': ip },
  });
  const response = await handleApiRequest(request, path, { database });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { message: string } };
}

describe('database unreachable', () => {
  let away: OpenedDatabase;
  beforeAll(async () => {
    away = await openDatabase('postgres://127.0.0.1:1/nowhere');
    // The shop's database, as the catalogue reads (lib/catalog/data.ts) open it too.
    setDatabase(away);
  });
  afterAll(async () => {
    await away?.db.destroy();
    noteDatabaseReached();
  });

  it('a read answers 503 with Retry-After and a readable message', async () => {
    const answer = await call(away, 'store/verticalWithCatList', {});
    expect(answer.status).toBe(503);
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(answer.body.message).toBe('The shop cannot be reached right now. Please try again in a moment.');
    expect(JSON.stringify(answer.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    expect(databaseUnreachable()).toBe(true);
  });

  it('a write (an OTP send) answers the same', async () => {
    const answer = await call(away, 'user/sendotp', { otp_type: 'mobile', username: freshMobile() });
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).not.toBeNull();
  });

  it('connection failures are told apart from refused queries', () => {
    expect(isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('SQLITE_CONSTRAINT'))).toBe(false);
  });
});

describe('rate limited', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('a 429 carries Retry-After: the limit window', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    // 3 sends per number in 10 minutes (otpSendPerAccount)
    for (let i = 0; i < 3; i++) expect((await call(database, 'user/sendotp', { otp_type: 'mobile', username: mobile }, ip)).status).toBe(200);
    const refused = await call(database, 'user/sendotp', { otp_type: 'mobile', username: mobile }, ip);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('600');
  });
});
