// The SMS sender (login and registration OTPs). In demo mode, and whenever no gateway
// is configured, texts go to the outbox (readable at GET /api/dev/outbox). With
// SMS_GATEWAY_URL set they are POSTed to that HTTP gateway as JSON
// { to: "+91XXXXXXXXXX", message } with `Authorization: Bearer $SMS_GATEWAY_TOKEN`
// when a token is set; any answer but 2xx is a failure the caller reports.
import 'server-only';
import { limits } from '@/lib/config';
import type { DB } from '@/lib/db';
import { outboxSender, type Sender } from './outbox';

export const SMS_TIMEOUT_MS = 10_000;

/** A 10-digit Indian mobile number in international form. */
export function internationalNumber(recipient: string): string {
  const digits = recipient.replace(/\D/g, '');
  return digits.length === limits.mobileLength ? `${limits.mobilePrefix}${digits}` : `+${digits}`;
}

export function httpSmsSender(url: string, token?: string): Sender {
  return {
    async send(message) {
      if (message.channel !== 'sms') throw new Error('The SMS gateway only sends SMS.');
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: internationalNumber(message.recipient), message: message.body }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

/** The SMS sender for this process: the HTTP gateway when SMS_GATEWAY_URL is set, else the outbox. */
export function smsSender(db: DB, env: Readonly<Record<string, string | undefined>> = process.env): Sender {
  const url = env.SMS_GATEWAY_URL?.trim();
  return url ? httpSmsSender(url, env.SMS_GATEWAY_TOKEN?.trim() || undefined) : outboxSender(db);
}
