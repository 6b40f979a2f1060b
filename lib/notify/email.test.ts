// The SMTP sender really speaks SMTP: a tiny local server (lib/testing/fake-smtp.ts)
// receives what nodemailer sends.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '@/lib/testing/fake-smtp';
import { mailFrom, messageIdOf, smtpSender } from './email';

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

it('sends an HTML mail to the recipient from the store address', async () => {
  const sender = smtpSender(smtp.url);
  await sender.send({ channel: 'email', recipient: 'asha@example.in', subject: 'Hello Asha', body: '<p>Thank you</p>' });
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail.to).toEqual(['RCPT TO:<asha@example.in>']);
  expect(mail.from).toContain(mailFrom().match(/<(.+)>/)![1]);
  expect(mail.data).toMatch(/^Subject: Hello Asha$/m);
  expect(mail.data).toMatch(/Content-Type: text\/html/i);
  expect(mail.data).toContain('<p>Thank you</p>');
});

it('makes the message key its Message-ID, so a repeat shows once', async () => {
  const sender = smtpSender(smtp.url);
  expect(sender.dedupesByKey).toBe(true);
  await sender.send({ channel: 'email', recipient: 'ravi@example.in', subject: 'Order', body: '<p>Placed</p>', key: 'order:7:placed:3:email:ravi@example.in' });
  const mail = smtp.received.at(-1)!;
  expect(messageIdOf('order:7:placed:3:email:ravi@example.in')).toMatch(/^<order\.7\.placed\.3\.email\.ravi\.example\.in@[^>@]+>$/);
  expect(mail.data).toContain(`Message-ID: ${messageIdOf('order:7:placed:3:email:ravi@example.in')}`);
});

it('refuses an SMS', async () => {
  const sender = smtpSender(smtp.url);
  await expect(sender.send({ channel: 'sms', recipient: '9876543210', body: 'OTP 1234' })).rejects.toThrow(/only sends e-mail/);
});
