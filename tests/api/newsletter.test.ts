// The footer's newsletter (docs/rules/newsletter.md): signing up keeps the address and
// its consent time and mails it an unsubscribe link; the link's token unsubscribes it;
// signing up again renews both; staff export the list (a CSV Excel reads as UTF-8);
// sign-ups are rate-limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSubscribersExport } from '@/lib/api/staff-csv';
import { readOutbox } from '@/lib/notify/outbox';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { texts } from '@/lib/texts';
import { addTestStaff } from './seller-session';
import { api, freshIp } from './session';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});

const signUp = (email: string, ip = freshIp()) => api(database, 'newsletter/subscribe', { email }, { ip });
const tokenIn = async (email: string) => {
  const [mail] = await readOutbox(database.db, email);
  return mail?.body.match(/unsubscribe\?token=([0-9a-f]{48})/)?.[1];
};

describe('newsletter', () => {
  it('signs up with the consent time, mails the unsubscribe link, and the link unsubscribes', async () => {
    const before = new Date().toISOString();
    const answer = await signUp('Meera.Iyer@Example.in');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Subscribed successfully.');
    const row = await database.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', 'meera.iyer@example.in').executeTakeFirstOrThrow();
    expect(row.consent_at >= before).toBe(true);
    expect(row).toMatchObject({ source: 'footer', unsubscribed_at: null });
    const token = await tokenIn('meera.iyer@example.in');
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(row.unsubscribe_token_hash).not.toContain(token!);

    const left = await api(database, 'newsletter/unsubscribe', { token });
    expect(left.status).toBe(200);
    expect((await database.db.selectFrom('newsletter_subscribers').select('unsubscribed_at').where('email', '=', 'meera.iyer@example.in').executeTakeFirstOrThrow()).unsubscribed_at).not.toBeNull();
    const unknown = await api(database, 'newsletter/unsubscribe', { token: 'f'.repeat(48) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(texts.newsletter.unknownLink);
    expect((await api(database, 'newsletter/unsubscribe', { token: 'not-a-token' })).status).toBe(400);

    // Signing up again: subscribed again, with a new link.
    expect((await signUp('meera.iyer@example.in')).status).toBe(200);
    const again = await database.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', 'meera.iyer@example.in').executeTakeFirstOrThrow();
    expect(again.unsubscribed_at).toBeNull();
    expect(await tokenIn('meera.iyer@example.in')).not.toBe(token);
  });

  it('refuses a bad address, and too many sign-ups of one address', async () => {
    expect((await signUp('not-an-address')).status).toBe(400);
    expect((await signUp('ravi@example.in')).status).toBe(200);
    expect((await signUp('ravi@example.in')).status).toBe(200);
    const third = await signUp('ravi@example.in');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(texts.newsletter.tooMany);
  });

  it('owner and manager download the list, byte-order mark first; a packer may not', async () => {
    const manager = await addTestStaff(database, 'manager');
    const download = (cookie: string) => serveSubscribersExport(new Request('http://localhost:3000/seller/newsletter/subscribers.csv', { headers: { cookie } }), { database });
    const csv = await download(manager.cookie);
    expect(csv.status).toBe(200);
    // A UTF-8 byte-order mark first, so Excel reads the file as UTF-8 (lib/csv/export.ts).
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text.split(/\r?\n/)[0]).toBe('email,consent_at,source,unsubscribed_at');
    expect(text).toContain('meera.iyer@example.in');
    const packer = await addTestStaff(database, 'packer');
    expect((await download(packer.cookie)).status).toBe(403);
  });
});
