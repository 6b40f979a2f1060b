// The owner's view of the job queue (/seller/jobs): jobs by state with what each is about
// and its last error, and the two things the owner can do about one. Retrying a failed,
// dead or cancelled job queues it to run now with its attempts counted from 0 (its last
// error stays until it runs again); a message job's failed message goes back to queued
// with it, or the job would find nothing to send. Cancelling a queued, failed or dead job
// sets it aside for good (a running one is its worker's until it ends). Each action is
// one transaction with its audit line, and moves the job by a conditional update on the
// state it was read in, so a worker claiming it at that moment gives a 409, not two runs.
import 'server-only';
import type { Updateable } from 'kysely';
import { afterCommit, writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import type { JobTable } from '@/lib/db/schema';
import { ShopError } from '@/lib/errors';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { SEND_MESSAGE_JOB } from '@/lib/notify/messages';
import { rupees } from '@/lib/pricing';
import { ATTEMPT_REFUND_JOB } from '@/lib/refunds/refunds';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { jobCounts, wakeWorkers } from './queue';
import {
  CANCELLABLE_JOB_STATES, JOBS_PAGE_SIZE, RETRYABLE_JOB_STATES, UNFINISHED_JOB_STATES,
  type JobRow, type JobsPage, type JobState,
} from './types';

export { JOBS_PAGE_SIZE };

const t = sellerTexts.jobsPage;
const stateWord = (state: string) => (t.states[state] ?? state).toLowerCase();

function payloadOf(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A message job's message id, or null (another kind, or a payload without one). */
function messageIdOf(kind: string, payload: string): number | null {
  if (kind !== SEND_MESSAGE_JOB) return null;
  const id = Number(payloadOf(payload).messageId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function refundIdOf(kind: string, payload: string): number | null {
  if (kind !== ATTEMPT_REFUND_JOB) return null;
  const id = Number(payloadOf(payload).refundId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const jobColumns = ['id', 'kind', 'payload', 'state', 'attempts', 'max_attempts', 'run_at', 'last_error', 'created_at', 'updated_at', 'finished_at'] as const;
type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;
const baseQuery = (db: DB | Tx) => db.selectFrom('jobs').select(jobColumns);

/** Each job with what it is about, reading its messages and refunds in one query each (not per job). */
async function toRows(db: DB | Tx, rows: BaseRow[]): Promise<JobRow[]> {
  const messageIds = [...new Set(rows.flatMap((r) => messageIdOf(r.kind, r.payload) ?? []))];
  const refundIds = [...new Set(rows.flatMap((r) => refundIdOf(r.kind, r.payload) ?? []))];
  const [messages, refunds] = await Promise.all([
    messageIds.length
      ? db
          .selectFrom('messages as m')
          .leftJoin('orders as o', 'o.id', 'm.order_id')
          .select(['m.id', 'm.event', 'm.channel', 'm.recipient', 'm.state', 'm.order_id', 'o.order_string'])
          .where('m.id', 'in', messageIds)
          .execute()
      : [],
    refundIds.length
      ? db
          .selectFrom('refunds as f')
          .innerJoin('orders as o', 'o.id', 'f.order_id')
          .select(['f.id', 'f.amount_paise', 'f.order_id', 'o.order_string'])
          .where('f.id', 'in', refundIds)
          .execute()
      : [],
  ]);
  const messageById = new Map(messages.map((m) => [Number(m.id), m]));
  const refundById = new Map(refunds.map((f) => [Number(f.id), f]));
  return rows.map((r) => {
    const base = {
      job_id: Number(r.id), kind: r.kind, state: r.state, attempts: Number(r.attempts), max_attempts: Number(r.max_attempts),
      run_at: r.run_at, last_error: r.last_error, created_at: String(r.created_at), updated_at: r.updated_at, finished_at: r.finished_at,
    };
    const messageId = messageIdOf(r.kind, r.payload);
    if (messageId !== null) {
      const m = messageById.get(messageId);
      if (!m) return { ...base, about: t.messageGone(String(messageId)), order: null, message: null };
      return {
        ...base,
        about: t.messageAbout(sellerTexts.console.messageEvents[m.event] ?? m.event, t.channels[m.channel] ?? m.channel, m.recipient),
        order: m.order_id !== null && m.order_string !== null ? { order_id: Number(m.order_id), order_string: m.order_string } : null,
        message: { message_id: messageId, event: m.event, channel: m.channel, recipient: m.recipient, state: m.state },
      };
    }
    const refund = refundById.get(refundIdOf(r.kind, r.payload) ?? 0);
    if (refund) {
      return {
        ...base,
        about: t.refundAbout(Number(refund.id), rupees(rupeesFromPaise(Number(refund.amount_paise)))),
        order: { order_id: Number(refund.order_id), order_string: refund.order_string },
        message: null,
      };
    }
    const payload = r.payload === '{}' ? '' : r.payload.slice(0, 200);
    return { ...base, about: t.otherAbout(t.kinds[r.kind] ?? r.kind, payload), order: null, message: null };
  });
}

/** Jobs in each state, and those not finished yet. */
async function countsOf(db: DB | Tx): Promise<JobsPage['counts']> {
  const counts = await jobCounts(db);
  return { ...counts, unfinished: UNFINISHED_JOB_STATES.reduce((sum, state) => sum + counts[state], 0) };
}

/** The jobs screen: newest first, of one state or (without one) every job not finished yet. */
export async function listJobs(db: DB, filter: { state?: JobState; page: number }): Promise<JobsPage> {
  const states: readonly JobState[] = filter.state ? [filter.state] : UNFINISHED_JOB_STATES;
  const [rows, total, counts] = await Promise.all([
    baseQuery(db).where('state', 'in', states).orderBy('id', 'desc').limit(JOBS_PAGE_SIZE).offset((filter.page - 1) * JOBS_PAGE_SIZE).execute(),
    db.selectFrom('jobs').where('state', 'in', states).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    countsOf(db),
  ]);
  return { jobs: await toRows(db, rows), total: Number(total.n), page: filter.page, page_size: JOBS_PAGE_SIZE, counts };
}

/** A failed message queued to be sent again (its job is being retried). False when it is not failed. */
export async function requeueFailedMessage(tx: Tx, messageId: number, now: Date = new Date()): Promise<boolean> {
  const result = await tx.updateTable('messages').set({ state: 'queued', updated_at: now.toISOString() }).where('id', '=', messageId).where('state', '=', 'failed').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A message still waiting, marked failed: its job was cancelled, so it will not be sent. */
async function failUnsentMessage(tx: Tx, messageId: number, now: Date): Promise<boolean> {
  const result = await tx
    .updateTable('messages')
    .set({ state: 'failed', last_error: t.messageCancelled, updated_at: now.toISOString() })
    .where('id', '=', messageId)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The job read for a change, or 404; 409 (with `refusal`) unless it is in one of `from`. */
async function jobToMove(tx: Tx, jobId: number, from: readonly JobState[], refusal: (state: JobState) => string): Promise<BaseRow> {
  const job = await baseQuery(tx).where('id', '=', jobId).executeTakeFirst();
  if (!job) throw new ShopError('not_found', t.notFound);
  if (!from.includes(job.state)) throw new ShopError('conflict', refusal(job.state));
  return job;
}

/** Applies `changes` if the job is still in the state it was read in; 409 saying where it stands otherwise. */
async function moveJob(tx: Tx, job: BaseRow, changes: Updateable<JobTable>, refusal: (state: JobState) => string): Promise<void> {
  const moved = await tx.updateTable('jobs').set(changes).where('id', '=', job.id).where('state', '=', job.state).executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) {
    const current = await tx.selectFrom('jobs').select('state').where('id', '=', job.id).executeTakeFirstOrThrow();
    throw new ShopError('conflict', refusal(current.state));
  }
}

const retryRefusal = (state: JobState) => t.cannotRetry(stateWord(state));
const cancelRefusal = (state: JobState) => (state === 'running' ? t.runningCannotCancel : t.cannotCancel(stateWord(state)));

/** Queues a failed, dead or cancelled job to run now, attempts from 0; answers it as it now stands and the counts. */
export async function retryJob(
  database: OpenedDatabase,
  staff: StaffMember,
  jobId: number,
  clientIp: string,
  now: Date = new Date(),
): Promise<{ job: JobRow; counts: JobsPage['counts'] }> {
  return writeTransaction(database, async (tx) => {
    const job = await jobToMove(tx, jobId, RETRYABLE_JOB_STATES, retryRefusal);
    const at = now.toISOString();
    await moveJob(tx, job, { state: 'queued', run_at: at, attempts: 0, locked_by: null, locked_until: null, finished_at: null, updated_at: at }, retryRefusal);
    const messageId = messageIdOf(job.kind, job.payload);
    const requeued = messageId !== null && (await requeueFailedMessage(tx, messageId, now));
    await recordAudit(tx, {
      staff, action: 'job.retry', objectType: 'job', objectId: jobId,
      before: { state: job.state, attempts: Number(job.attempts), last_error: job.last_error },
      after: { state: 'queued', kind: job.kind, ...(messageId !== null ? { message_id: messageId, message_requeued: requeued } : {}) },
      clientIp,
    });
    afterCommit(tx, wakeWorkers);
    const [row] = await toRows(tx, [await baseQuery(tx).where('id', '=', jobId).executeTakeFirstOrThrow()]);
    return { job: row!, counts: await countsOf(tx) };
  });
}

/**
 * Cancels a queued, failed or dead job (a dead one is so set aside, and pruned with the
 * finished jobs); a running job cannot be. A message job's unsent message is marked
 * failed, so the order's page does not say it is still coming.
 */
export async function cancelJob(
  database: OpenedDatabase,
  staff: StaffMember,
  jobId: number,
  clientIp: string,
  now: Date = new Date(),
): Promise<{ job: JobRow; counts: JobsPage['counts'] }> {
  return writeTransaction(database, async (tx) => {
    const job = await jobToMove(tx, jobId, CANCELLABLE_JOB_STATES, cancelRefusal);
    const at = now.toISOString();
    await moveJob(tx, job, { state: 'cancelled', locked_by: null, locked_until: null, finished_at: at, updated_at: at }, cancelRefusal);
    const messageId = messageIdOf(job.kind, job.payload);
    const failed = messageId !== null && (await failUnsentMessage(tx, messageId, now));
    await recordAudit(tx, {
      staff, action: 'job.cancel', objectType: 'job', objectId: jobId,
      before: { state: job.state, attempts: Number(job.attempts) },
      after: { state: 'cancelled', kind: job.kind, ...(messageId !== null ? { message_id: messageId, message_failed: failed } : {}) },
      clientIp,
    });
    const [row] = await toRows(tx, [await baseQuery(tx).where('id', '=', jobId).executeTakeFirstOrThrow()]);
    return { job: row!, counts: await countsOf(tx) };
  });
}
