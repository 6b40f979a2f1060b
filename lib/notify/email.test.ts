// The SMTP sender really speaks SMTP: a tiny local server receives what nodemailer sends.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailFrom, smtpSender } from './email';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let server: net.Server;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'MAIL') (current.from = line), socket.write('250 ok\r\n');
        else if (verb === 'RCPT') current.to.push(line), socket.write('250 ok\r\n');
        else if (verb === 'DATA') (inData = true), socket.write('354 go ahead\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

it('sends an HTML mail to the recipient from the store address', async () => {
  const sender = smtpSender(`smtp://127.0.0.1:${port}`);
  await sender.send({ channel: 'email', recipient: 'asha@example.in', subject: 'Hello Asha', body: '<p>Thank you</p>' });
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail.to).toEqual(['RCPT TO:<asha@example.in>']);
  expect(mail.from).toContain(mailFrom().match(/<(.+)>/)![1]);
  expect(mail.data).toMatch(/^Subject: Hello Asha$/m);
  expect(mail.data).toMatch(/Content-Type: text\/html/i);
  expect(mail.data).toContain('<p>Thank you</p>');
});

it('refuses an SMS', async () => {
  const sender = smtpSender(`smtp://127.0.0.1:${port}`);
  await expect(sender.send({ channel: 'sms', recipient: '9876543210', body: 'OTP 1234' })).rejects.toThrow(/only sends e-mail/);
});
