// The contact form's call (sendContactUsEmail at send-mail). The server keeps the
// message, sends the admin mail only to the store's own address and an acknowledgement
// to the customer, both rendered server-side with every field escaped, and rate-limits
// each client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { store } from '@/lib/config';
import { post } from './request';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database?.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function outbox() {
  return database.db.selectFrom('outbox').selectAll().orderBy('id').execute();
}
async function messages() {
  return database.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
}

describe('send-mail', () => {
  it('stores the message and sends two server-rendered mails, the admin one only to the store', async () => {
    const mailsBefore = (await outbox()).length;
    const { status, body } = await post(
      database,
      'send-mail',
      {
        name: 'Asha <b>Verma</b>',
        userEmail: 'asha.verma@example.in',
        phone: '+91 98111 22334',
        message: 'My TV remote is missing. <script>alert("x")</script>\nPlease help & advise.',
        // The original client may send these; the server must ignore every one of them.
        adminEmail: 'attacker@evil.example',
        subjectAdmin: 'Free money',
        subjectUser: 'Click here',
        adminHtmlTemplate: '<h1>PHISHING-ADMIN</h1>',
        userHtmlTemplate: '<h1>PHISHING-USER</h1>',
      },
      from('198.51.100.1'),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Otp send successfully.' });

    const stored = (await messages()).at(-1)!;
    expect(stored).toMatchObject({
      company_id: 191,
      store_id: 139,
      name: 'Asha <b>Verma</b>',
      email: 'asha.verma@example.in',
      phone: '+91 98111 22334',
    });
    expect(stored.message).toContain('<script>alert("x")</script>');

    const mails = (await outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.recipient).sort()).toEqual([store.email.toLowerCase(), 'asha.verma@example.in'].sort());
    for (const mail of mails) {
      expect(mail.channel).toBe('email');
      expect(mail.recipient).not.toContain('evil');
      expect(mail.body).not.toContain('PHISHING');
      expect(mail.subject).not.toMatch(/Free money|Click here/);
      // Escaped, never live markup.
      expect(mail.body).not.toContain('<script>');
      expect(mail.body).not.toContain('<b>Verma</b>');
      expect(mail.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.body).toContain('Please help &amp; advise.');
    }

    const admin = mails.find((m) => m.recipient === store.email.toLowerCase())!;
    expect(admin.body).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(admin.body).toContain('asha.verma@example.in');
    expect(admin.body).toContain('+91 98111 22334');
    const today = new Date().toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long' });
    expect(admin.body).toContain(today);

    const customer = mails.find((m) => m.recipient === 'asha.verma@example.in')!;
    expect(customer.body).toContain('Dear Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(customer.subject).toContain(store.businessName);
  });

  it('takes the address as email as well as userEmail', async () => {
    const mailsBefore = (await outbox()).length;
    const { status, body } = await post(
      database,
      'send-mail',
      { name: 'Ravi Kumar', email: 'Ravi.Kumar@Example.in', phone: '9876501234', message: 'Is the Bengaluru store open on Sunday?' },
      from('198.51.100.2'),
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Otp send successfully.');
    const mails = (await outbox()).slice(mailsBefore);
    expect(mails.map((m) => m.recipient).sort()).toEqual(['ravi.kumar@example.in', store.email.toLowerCase()].sort());
  });

  it('names every missing or blank field in a 400, and sends nothing', async () => {
    const mailsBefore = (await outbox()).length;
    const rowsBefore = (await messages()).length;

    const empty = await post(database, 'send-mail', {}, from('198.51.100.3'));
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(empty.body.message).toMatch(/name/);
    expect(empty.body.message).toMatch(/phone/);

    const blank = await post(
      database,
      'send-mail',
      { name: '   ', userEmail: 'not-an-address', phone: 'call me', message: '' },
      from('198.51.100.3'),
    );
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({
      name: 'is required',
      userEmail: 'must be a valid e-mail address',
      phone: 'must be a phone number',
      message: 'is required',
    });

    expect((await outbox()).length).toBe(mailsBefore);
    expect((await messages()).length).toBe(rowsBefore);
  });

  it('answers 429 with a readable message after 5 messages from one address in 10 minutes', async () => {
    // Each from another e-mail address: the per-address limit of one client is what is tested here.
    const ok = (i: number) => ({ name: 'Meena', userEmail: `meena.${i}@example.in`, phone: '9812345678', message: 'Hello' });
    for (let i = 0; i < 5; i++) {
      const { status } = await post(database, 'send-mail', ok(i), from('203.0.113.7'));
      expect(status, `message ${i + 1}`).toBe(200);
    }
    const mailsBefore = (await outbox()).length;
    const rowsBefore = (await messages()).length;
    const limited = await post(database, 'send-mail', ok(5), from('203.0.113.7'));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/try again/i);
    expect((await outbox()).length).toBe(mailsBefore);
    expect((await messages()).length).toBe(rowsBefore);

    // Another address is not affected.
    const other = await post(database, 'send-mail', ok(5), from('203.0.113.8'));
    expect(other.status).toBe(200);
  });
});
