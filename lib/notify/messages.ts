// Messages about orders, through the job queue (docs/rules/messages.md): each message is
// a row of `messages` (event, channel, recipient, the template's variables, the text)
// and a job that sends it, both written in the transaction of the change they tell of,
// so an order move and its messages commit or roll back together. The message's
// unique_key (event, its order event, channel, recipient) makes a second enqueue of the
// same message a no-op; the job's key is the message's.
//
// At most once: the job marks the message `sending` before it calls the provider and
// `sent` after. A send that failed (the provider said no, or could not be reached) goes
// back to `queued` and the job retries it. A job that finds its message still `sending`
// ran before and was cut off mid-call (the process died): the provider may have taken it,
// so it is sent again only through a sender that cannot deliver a repeat twice (e-mail,
// whose Message-ID is the key); otherwise it is marked failed, never sent twice.
import 'server-only';
import type { DB, Tx } from '@/lib/db';
import type { MessageChannel, MessageState } from '@/lib/db/schema';
import { enqueue } from '@/lib/jobs/queue';
import { JobCannotSucceed, type JobContext } from '@/lib/jobs/worker';
import { senderFor } from './senders';
import { render, templateOf, type MessageEvent } from './templates';

export const SEND_MESSAGE_JOB = 'message.send';

/** Attempts a message gets (JOBS_RETRY_BASE_MS doubling each time: about 3 hours at the defaults). */
export const MESSAGE_ATTEMPTS = 12;

export interface NewMessage {
  orderId: number | null;
  event: MessageEvent;
  channel: MessageChannel;
  recipient: string;
  vars: Record<string, string>;
  /** What makes this message unique besides its channel and recipient: the event and what it is about. */
  key: string;
}

/** The message's state; the webhook's reports only move it forward (lib/notify/message-status.ts). */
export const MESSAGE_STATES: readonly MessageState[] = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'];

/** Writes the message and its job in `tx`. Answers the message's id, or null when it was enqueued before. */
export async function enqueueMessage(tx: Tx | DB, message: NewMessage, now: Date = new Date()): Promise<number | null> {
  const template = templateOf(message.event);
  if (!template.channels.includes(message.channel)) throw new Error(`message ${message.event} is not sent by ${message.channel}`);
  const recipient = message.recipient.trim().toLowerCase();
  const uniqueKey = `${message.key}:${message.channel}:${recipient}`;
  const rendered = render(message.event, message.channel, message.vars);
  const at = now.toISOString();
  const row = await tx
    .insertInto('messages')
    .values({
      order_id: message.orderId,
      event: message.event,
      audience: template.audience,
      channel: message.channel,
      recipient,
      variables: JSON.stringify(message.vars),
      subject: rendered.subject ?? null,
      body: rendered.body,
      unique_key: uniqueKey,
      state: 'queued',
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  const messageId = Number(row.id);
  await enqueue(tx, { kind: SEND_MESSAGE_JOB, payload: { messageId }, key: `message:${uniqueKey}`, maxAttempts: MESSAGE_ATTEMPTS }, now);
  return messageId;
}

async function setState(db: DB, id: number, from: MessageState[], values: Partial<{ state: MessageState; failures: number; last_error: string | null; provider_message_id: string | null; sent_at: string | null }>, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ ...values, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The job: sends one message, at most once (see the header). */
export async function sendMessageJob(payload: { messageId: number }, { database, job }: JobContext): Promise<void> {
  const db = database.db;
  const message = await db.selectFrom('messages').selectAll().where('id', '=', Number(payload.messageId)).executeTakeFirst();
  if (!message) throw new JobCannotSucceed(`message ${payload.messageId} does not exist`);
  if (message.state !== 'queued' && message.state !== 'sending') return; // sent (or given up) already
  const id = Number(message.id);
  const sender = senderFor(db, message.channel);
  if (!sender) {
    await setState(db, id, ['queued', 'sending'], { state: 'failed', last_error: `${message.channel} is not configured` }, new Date());
    return;
  }
  if (message.state === 'sending' && !sender.dedupesByKey) {
    await setState(db, id, ['sending'], { state: 'failed', last_error: 'The shop stopped while sending this message; it is not sent again, so it cannot arrive twice.' }, new Date());
    return;
  }
  await setState(db, id, ['queued', 'sending'], { state: 'sending' }, new Date());
  const vars = JSON.parse(message.variables) as Record<string, string>;
  try {
    const result = await sender.send({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? undefined,
      body: message.body,
      template: { event: message.event as MessageEvent, vars },
      key: message.unique_key,
    });
    await setState(db, id, ['sending'], { state: 'sent', sent_at: new Date().toISOString(), last_error: null, provider_message_id: result?.providerMessageId ?? null }, new Date());
  } catch (error) {
    const last = job.attempt >= job.maxAttempts;
    const text = error instanceof Error ? error.message : String(error);
    await setState(db, id, ['sending'], { state: last ? 'failed' : 'queued', failures: Number(message.failures) + 1, last_error: text.slice(0, 2_000) }, new Date());
    throw error;
  }
}

export interface MessageLine {
  id: number;
  event: string;
  channel: MessageChannel;
  recipient: string;
  state: MessageState;
  created_at: string;
  sent_at: string | null;
  updated_at: string;
}

/** The messages about one order, oldest first (the order pages show them). */
export async function messagesOfOrder(db: DB, orderId: number, audience?: 'shopper' | 'seller'): Promise<MessageLine[]> {
  let query = db
    .selectFrom('messages')
    .select(['id', 'event', 'channel', 'recipient', 'state', 'created_at', 'sent_at', 'updated_at'])
    .where('order_id', '=', orderId);
  if (audience) query = query.where('audience', '=', audience);
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
