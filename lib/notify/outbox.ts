// Messages to people (OTP texts, contact mails) leave through a sender. In demo mode
// every sender is the outbox: a table people and end-to-end tests can read at
// GET /api/dev/outbox. Production senders (SMTP, an SMS
// gateway) implement the same interface and are chosen in lib/notify/index.ts.
import 'server-only';
import type { Selectable } from 'kysely';
import type { DB } from '@/lib/db';
import type { OutboxTable } from '@/lib/db/schema';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  /** Plain text for SMS; HTML for e-mail. */
  body: string;
}

export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Keeps the message in the outbox table, marked as sent now. */
export function outboxSender(db: DB): Sender {
  return {
    async send(message) {
      await db
        .insertInto('outbox')
        .values({
          channel: message.channel,
          recipient: message.recipient.trim().toLowerCase(),
          subject: message.subject ?? null,
          body: message.body,
          sent_at: new Date().toISOString(),
        })
        .execute();
    },
  };
}

export type OutboxEntry = Pick<Selectable<OutboxTable>, 'id' | 'channel' | 'recipient' | 'subject' | 'body' | 'created_at'>;

/** The newest messages to one recipient (a mobile number or an e-mail address). */
export async function readOutbox(db: DB, recipient: string, limit = 20): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('recipient', '=', recipient.trim().toLowerCase())
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
