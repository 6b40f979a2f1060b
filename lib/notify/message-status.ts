// What a provider's status report (WhatsApp's status webhook) does to a message row
// (docs/rules/messages.md#what-becomes-of-a-message). Reports arrive late, twice and out of
// order, so a report only ever moves a message forward: sent, then delivered, then read.
// "failed" sits after "sent" (a late "sent" does not undo it) and before "delivered" (a
// phone that shows the message has the last word). Each move is one conditional UPDATE on
// the states it may leave, so the same report twice, or two at once, change the row once.
import 'server-only';
import { sql } from 'kysely';
import type { DB } from '@/lib/db';
import type { MessageState } from '@/lib/db/schema';

export type ReportedStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusReport {
  /** The provider's id of the message (what its send answered). */
  providerMessageId: string;
  status: ReportedStatus;
  /** The message's unique key when the provider echoes it back (WhatsApp's biz_opaque_callback_data). */
  key?: string;
  /** For "failed": what the provider said. */
  error?: string;
  /** When the provider says it happened. */
  at?: Date;
}

/** How far along each state is. */
const ORDER: Record<MessageState, number> = { queued: 0, sending: 1, sent: 2, failed: 3, delivered: 4, read: 5 };

/** The states a report of `status` moves a message out of: every state before it. */
export function statesBefore(status: ReportedStatus): MessageState[] {
  return (Object.keys(ORDER) as MessageState[]).filter((state) => ORDER[state] < ORDER[status]);
}

/** The state after a report, or null when the report changes nothing. */
export function stateAfter(current: MessageState, reported: ReportedStatus): MessageState | null {
  return ORDER[current] < ORDER[reported] ? reported : null;
}

export type ReportOutcome = 'moved' | 'unchanged' | 'unknown';

/** Applies one report to the message it names (by provider id, else by key); an unknown message is ignored. */
export async function applyStatusReport(db: DB, report: StatusReport, now: Date = new Date()): Promise<ReportOutcome> {
  const from = statesBefore(report.status);
  const at = (report.at ?? now).toISOString();
  const values = {
    state: report.status,
    updated_at: now.toISOString(),
    ...(report.status === 'failed'
      ? { last_error: (report.error || 'The provider reported the message as failed.').slice(0, 2_000) }
      : { sent_at: sql<string>`coalesce(sent_at, ${at})` }),
  };
  const byId = await db
    .updateTable('messages')
    .set(values)
    .where('provider_message_id', '=', report.providerMessageId)
    .where('state', 'in', from)
    .executeTakeFirst();
  if (Number(byId.numUpdatedRows) > 0) return 'moved';
  const known = await db.selectFrom('messages').select('id').where('provider_message_id', '=', report.providerMessageId).executeTakeFirst();
  if (known) return 'unchanged';
  if (!report.key) return 'unknown';
  // The report came before the send's answer was recorded (or the shop stopped before recording it).
  const byKey = await db
    .updateTable('messages')
    .set({ ...values, provider_message_id: report.providerMessageId })
    .where('unique_key', '=', report.key)
    .where('provider_message_id', 'is', null)
    .where('state', 'in', from)
    .executeTakeFirst();
  if (Number(byKey.numUpdatedRows) > 0) return 'moved';
  const keyed = await db.selectFrom('messages').select('id').where('unique_key', '=', report.key).executeTakeFirst();
  return keyed ? 'unchanged' : 'unknown';
}
