// Which sender carries each channel in this process, from the environment
// (README "Messages"): e-mail through SMTP (SMTP_URL) or the outbox; SMS through the
// DLT provider (lib/notify/sms.ts) or the outbox; WhatsApp through the Cloud API when
// configured, otherwise not at all (a shopper's opt-in changes nothing then).
import 'server-only';
import type { DB } from '@/lib/db';
import type { MessageChannel } from '@/lib/db/schema';
import { emailSender } from './email';
import type { Sender } from './outbox';
import { smsSender } from './sms';

/** The sender of `channel`, or null when the channel is not configured (WhatsApp only). */
export function senderFor(db: DB, channel: MessageChannel, env: Readonly<Record<string, string | undefined>> = process.env): Sender | null {
  if (channel === 'email') return emailSender(db);
  if (channel === 'sms') return smsSender(db, env);
  return whatsappConfigured(env) ? null : null;
}

/** Whether WhatsApp messages are sent at all. */
export function whatsappConfigured(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return Boolean(env.WHATSAPP_PHONE_NUMBER_ID?.trim() && env.WHATSAPP_ACCESS_TOKEN?.trim());
}
