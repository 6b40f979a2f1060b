// The e-mail sender. In demo mode (no SMTP_URL) mails go to the outbox table, where
// people and tests read them; with SMTP_URL set (smtp://user:pass@host:587 or
// smtps://...) they leave through nodemailer. Both sit behind the outbox's Sender
// interface, so callers never know which one they have.
import 'server-only';
import type { Transporter } from 'nodemailer';
import type { DB } from '@/lib/db';
import { store } from '@/lib/config';
import { outboxSender, type Sender } from './outbox';

/** The From header of store mails: SMTP_FROM, else the business name at the store address. */
export function mailFrom(): string {
  return process.env.SMTP_FROM?.trim() || `"${store.businessName.replace(/"/g, '')}" <${store.email}>`;
}

/** One pooled transport per SMTP URL for the life of the process. */
const transports = new Map<string, Promise<Transporter>>();

function smtpTransport(url: string): Promise<Transporter> {
  let transport = transports.get(url);
  if (!transport) {
    // Loaded on first use so demo mode never loads nodemailer.
    transport = import('nodemailer').then((nodemailer) => (nodemailer.default ?? nodemailer).createTransport(url));
    transports.set(url, transport);
  }
  return transport;
}

/** Sends through an SMTP server; the message body is HTML. */
export function smtpSender(url: string): Sender {
  return {
    // The message's key is its Message-ID: a repeat shows once in the recipient's mail.
    dedupesByKey: true,
    async send(message) {
      if (message.channel !== 'email') throw new Error('The SMTP sender only sends e-mail.');
      const transporter = await smtpTransport(url);
      await transporter.sendMail({
        from: mailFrom(),
        to: message.recipient,
        subject: message.subject ?? store.businessName,
        html: message.body,
        ...(message.key ? { messageId: messageIdOf(message.key) } : {}),
      });
    },
  };
}

export { escapeHtml } from './html';

/** A Message-ID made of the message's key: the same key, the same id. */
export function messageIdOf(key: string): string {
  const domain = mailFrom().match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  return `<${key.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '.')}@${domain}>`;
}

/** The e-mail sender for this process: SMTP when SMTP_URL is set, else the outbox. */
export function emailSender(db: DB): Sender {
  const url = process.env.SMTP_URL?.trim();
  return url ? smtpSender(url) : outboxSender(db);
}
