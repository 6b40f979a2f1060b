// Which sender carries each channel in this process, from the environment
// (README "Messages"): e-mail through SMTP (SMTP_URL) or the outbox; SMS through MSG91
// (MSG91_AUTH_KEY, lib/notify/sms.ts) or the outbox; WhatsApp through the Cloud API when
// configured (lib/notify/whatsapp.ts), otherwise not at all (a shopper's opt-in changes
// nothing then).
import 'server-only';
import type { DB } from '@/lib/db';
import type { MessageChannel } from '@/lib/db/schema';
import { emailSender } from './email';
import type { Sender } from './outbox';
import { smsSender } from './sms';
import { whatsappSender, whatsappSettings } from './whatsapp';

/** The sender of `channel`, or null when the channel is not configured (WhatsApp only). */
export function senderFor(db: DB, channel: MessageChannel, env: Readonly<Record<string, string | undefined>> = process.env): Sender | null {
  if (channel === 'email') return emailSender(db);
  if (channel === 'sms') return smsSender(db, env);
  const settings = whatsappSettings(env);
  return settings ? whatsappSender(settings) : null;
}

/** Whether WhatsApp messages are sent at all. */
export function whatsappConfigured(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return whatsappSettings(env) !== null;
}
