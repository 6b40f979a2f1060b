// One change of a content editor (docs/rules/content.md): a transaction that reads what
// was there, writes, and appends the audit line (before and after) in that same
// transaction, so a change cannot land without its line; the cache tags the shop reads
// the content under expire only once it commits (never after a rollback), so the shop
// shows the change at once and never one that did not happen.
import 'server-only';
import { expireCacheTag } from '@/lib/cache';
import { afterCommit, writeTransaction, type OpenedDatabase, type Tx } from '@/lib/db';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';

/** What the audit line names, and what expires. */
export interface ContentEdit {
  action: string;
  objectType: string;
  objectId?: string | number;
  /** The cache tags the shop reads this content under. */
  tags: readonly string[];
  clientIp: string;
}

/** What a change did: the audit line's before and after, and the editor's answer. */
export interface ContentChange<Answer> {
  before?: unknown;
  after?: unknown;
  answer: Answer;
  /** Where only the write knows it: a new row's id. */
  objectId?: string | number;
  /** Nothing was there to change (a page reset without an edit): no audit line, nothing expires. */
  unchanged?: boolean;
}

export async function saveContent<Answer>(
  database: OpenedDatabase,
  staff: StaffMember,
  edit: ContentEdit,
  change: (tx: Tx) => Promise<ContentChange<Answer>>,
): Promise<Answer> {
  return writeTransaction(database, async (tx) => {
    const done = await change(tx);
    if (done.unchanged) return done.answer;
    await recordAudit(tx, {
      staff, action: edit.action, objectType: edit.objectType, objectId: done.objectId ?? edit.objectId,
      before: done.before, after: done.after, clientIp: edit.clientIp,
    });
    for (const tag of edit.tags) afterCommit(tx, () => expireCacheTag(tag));
    return done.answer;
  });
}
