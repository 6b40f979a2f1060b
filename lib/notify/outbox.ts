// Messages to people (OTP texts, contact mails) leave through a sender. In demo mode
// every sender is the outbox: a table people and end-to-end tests can read at
// GET /api/dev/outbox. Production senders (SMTP, an SMS
// gateway) implement the same interface and are chosen in lib/notify/index.ts.
import 'server-only';
import type { Selectable } from 'kysely';
import type { DB } from '@/lib/db';
import type { MessageChannel, OutboxTable } from '@/lib/db/schema';
import type { MessageEvent } from './templates';

export interface OutgoingMessage {
  channel: MessageChannel;
  recipient: string;
  subject?: string;
  /** Plain text for SMS and WhatsApp; HTML for e-mail. */
  body: string;
  /**
   * The registered template and its variables by name (lib/notify/templates.ts). SMS
   * through a DLT provider and WhatsApp send only these; the outbox and e-mail send the body.
   */
  template?: { event: MessageEvent; vars: Record<string, string> };
  /** The message's own key (lib/notify/messages.ts), given to the provider where it takes one. */
  key?: string;
}

export interface SendResult {
  /** The provider's id for the message, which its status reports name. */
  providerMessageId?: string;
}

export interface Sender {
  /**
   * True when sending the same `key` twice cannot reach the recipient twice (e-mail: the
   * key is the Message-ID, which mail clients show once). A message whose send was cut off
   * midway is sent again only through such a sender (lib/notify/messages.ts).
   */
  readonly dedupesByKey?: boolean;
  send(message: OutgoingMessage): Promise<SendResult | void>;
}

/** Keeps the message in the outbox table, marked as sent now. */
export function outboxSender(db: DB): Sender {
  return {
    // A repeat lands as a second row, which is how a second send would look: no dedupe.
    dedupesByKey: false,
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
