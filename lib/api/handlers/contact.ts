// The contact form (sendContactUsEmail at send-mail). The original client chooses the
// admin address and sends its own HTML templates; we do not let it
// (docs/rules/security.md#money-is-computed-on-the-server): the contract drops those fields, the admin mail goes only to the store's
// configured address, and both mails are rendered here with every field escaped.
import type { Handler, HandlerTable } from '../handler';
import { ShopError } from '@/lib/errors';
import { store } from '@/lib/config';
import { enforceLimits } from '@/lib/auth/rate-limit';
import { pageTexts } from '@/lib/texts/pages';
import { emailSender, escapeHtml } from '@/lib/notify/email';
import type { OutgoingMessage } from '@/lib/notify/outbox';

/** Escaped, with line breaks kept. */
const paragraph = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  sentAt: Date;
}

const when = (date: Date) =>
  date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short' }) + ' IST';

function layout(title: string, inner: string): string {
  const business = escapeHtml(store.businessName);
  return `<!doctype html><html lang="en"><body style="margin:0;background:#f4f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1b1b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${escapeHtml(store.colors.primary)};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">${business}</td></tr>
<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>${inner}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#5f6368;border-top:1px solid #eeeeee">${business} · ${escapeHtml(store.address)}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The notification to the store: who wrote, how to reach them, what they said, when. */
export function adminMail(m: ContactMessage): OutgoingMessage {
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:6px 12px 6px 0;vertical-align:top;color:#5f6368;font-weight:normal">${label}</th><td style="padding:6px 0">${value}</td></tr>`;
  const inner = `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">
${row('Name', escapeHtml(m.name))}
${row('Email', `<a href="mailto:${escapeHtml(m.email)}">${escapeHtml(m.email)}</a>`)}
${row('Phone', escapeHtml(m.phone))}
${row('Date', escapeHtml(when(m.sentAt)))}
</table>
<h2 style="margin:20px 0 8px;font-size:15px">Message</h2>
<p style="margin:0;font-size:14px;line-height:1.6;white-space:normal">${paragraph(m.message)}</p>`;
  return {
    channel: 'email',
    recipient: store.email,
    subject: `New contact message from ${m.name}`.slice(0, 200),
    body: layout('New message from the Contact Us form', inner),
  };
}

/** The acknowledgement to the customer, with a copy of their message. */
export function customerMail(m: ContactMessage): OutgoingMessage {
  const inner = `<p style="margin:0 0 12px;font-size:14px;line-height:1.6">Dear ${escapeHtml(m.name)},</p>
<p style="margin:0 0 12px;font-size:14px;line-height:1.6">Thank you for contacting ${escapeHtml(store.businessName)}. We have received your message and our support team will get back to you within 1 to 2 business days.</p>
<p style="margin:0 0 8px;font-size:14px;color:#5f6368">Your message:</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f4f5f4;border-left:3px solid ${escapeHtml(store.colors.primary)};font-size:14px;line-height:1.6">${paragraph(m.message)}</blockquote>
<p style="margin:0 0 4px;font-size:14px;line-height:1.6">Need us sooner? Call ${escapeHtml(store.phone)} (${escapeHtml(store.hours.footer)}) or write to <a href="mailto:${escapeHtml(store.email)}">${escapeHtml(store.email)}</a>.</p>
<p style="margin:16px 0 0;font-size:14px">Team ${escapeHtml(store.businessName)}</p>`;
  return {
    channel: 'email',
    recipient: m.email,
    subject: `We have received your message - ${store.businessName}`,
    body: layout('Thank you for contacting us', inner),
  };
}

const sendContactUsEmail: Handler<'sendContactUsEmail'> = async ({ name, email, phone, message }, { database, clientIp }) => {
  // Per address, and per e-mail address the acknowledgement goes to.
  await enforceLimits([['contactPerClient', clientIp], ['contactPerAccount', email.toLowerCase()]], pageTexts.contactTooManyMessages);
  const sentAt = new Date();
  await database.db
    .insertInto('contact_messages')
    .values({ company_id: store.companyId, store_id: store.storeId, name, email, phone, message })
    .execute();
  const contact = { name, email, phone, message, sentAt };
  const sender = emailSender(database.db);
  try {
    await sender.send(adminMail(contact));
    await sender.send(customerMail(contact));
  } catch (error) {
    // The message is kept in contact_messages, so the store can still answer it.
    console.error('[contact] sending mail failed', error);
    throw new ShopError('upstream_failed', 'We could not send your message right now. Please try again later.');
  }
  return {};
};

export const contactHandlers: HandlerTable = { sendContactUsEmail };
