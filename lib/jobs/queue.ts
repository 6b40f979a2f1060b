// The durable job queue (docs/jobs.md): work that happens after an answer (a message, a
// hold's expiry, a refund retry) is a row of `jobs`, written in the transaction of the
// change that causes it, so both commit or neither does. Workers (./worker.ts) claim due
// jobs with a lease: on PostgreSQL with FOR UPDATE SKIP LOCKED, so two instances never
// take the same job; on SQLite the claim is one UPDATE, which SQLite runs alone. A worker
// that dies holds its jobs until their lease ends, then any worker takes them again.
// A failed job waits for its retry with an exponential backoff up to a cap; out of
// attempts it is dead, kept and shown in the console (/seller/jobs), never dropped.
import 'server-only';
import { sql } from 'kysely';
import { isWriteTransaction, afterCommit, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import type { JobState } from '@/lib/db/schema';
import { jobSettings } from './settings';

export type { JobState };

export interface NewJob {
  /** The handler's name (./kinds.ts). */
  kind: string;
  payload?: unknown;
  /** At most one job per key, ever (until the finished job is pruned): a repeat is ignored. */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  uniqueKey: string | null;
  /** This run's attempt, from 1. */
  attempt: number;
  maxAttempts: number;
}

const WAKE = Symbol.for('storefront.jobs.wake');
type WakeHolder = { [WAKE]?: Set<() => void> };

/**
 * The workers of this process, woken when a transaction that enqueued work commits, so a
 * message leaves at once instead of at the next poll. Kept on globalThis: the server's
 * own bundle (where the worker runs) and Next's bundles (where requests enqueue) each
 * have their copy of this module.
 */
export function wakeListeners(): Set<() => void> {
  const holder = globalThis as WakeHolder;
  return (holder[WAKE] ??= new Set());
}

/** Wakes this process's workers (after a commit that made jobs due). */
export function wakeWorkers(): void {
  for (const wake of wakeListeners()) wake();
}

/**
 * Enqueues a job in `db`, which should be the transaction of the change that causes it.
 * Answers the job's id, or null when a job with the same key already exists.
 */
export async function enqueue(db: DB | Tx, job: NewJob, now: Date = new Date()): Promise<number | null> {
  const at = now.toISOString();
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      unique_key: job.key ?? null,
      state: 'queued',
      run_at: (job.runAt ?? now).toISOString(),
      max_attempts: job.maxAttempts ?? jobSettings().maxAttempts,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  if (isWriteTransaction(db)) afterCommit(db as Tx, wakeWorkers);
  else wakeWorkers();
  return Number(row.id);
}

/**
 * Takes up to `limit` due jobs for `workerId` until `now + leaseMs`: queued or failed jobs
 * whose time has come, and running jobs whose lease has ended (their worker died). Each
 * claim counts as an attempt.
 */
export async function claimJobs(
  database: OpenedDatabase,
  workerId: string,
  limit: number,
  now: Date = new Date(),
  leaseMs: number = jobSettings().leaseMs,
): Promise<ClaimedJob[]> {
  if (limit <= 0) return [];
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  // A job whose worker died during its last attempt is dead when that lease ends: retried
  // forever, it would never be shown to the owner.
  await database.db
    .updateTable('jobs')
    .set({ state: 'dead', locked_by: null, locked_until: null, updated_at: at, finished_at: at, last_error: sql<string>`coalesce(last_error || ' / ', '') || ${LOST_LAST_ATTEMPT}` })
    .where('state', '=', 'running')
    .where('locked_until', '<', at)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .execute();
  const due = (db: DB) =>
    db
      .selectFrom('jobs')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', 'in', ['queued', 'failed']), eb('run_at', '<=', at)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<', at), eb('attempts', '<', eb.ref('max_attempts'))]),
        ]),
      )
      .orderBy('run_at')
      .orderBy('id')
      .limit(limit);
  const picked = database.dialect === 'postgres' ? due(database.db).forUpdate().skipLocked() : due(database.db);
  const rows = await database.db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: workerId,
      locked_until: until,
      updated_at: at,
    }))
    .where('id', 'in', picked)
    .returning(['id', 'kind', 'payload', 'unique_key', 'attempts', 'max_attempts'])
    .execute();
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: parsePayload(r.payload),
      uniqueKey: r.unique_key,
      attempt: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

const LOST_LAST_ATTEMPT = 'its worker stopped during the last attempt (the lease ended)';

/** Keeps a running job this worker's for `leaseMs` more; false when it is no longer its. */
export async function extendLease(db: DB, job: ClaimedJob, workerId: string, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Marks a job this worker holds done. False when the job is no longer this worker's (its lease ended and another took it). */
export async function finishJob(db: DB, job: ClaimedJob, workerId: string, now: Date = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('jobs')
    .set({ state: 'done', locked_by: null, locked_until: null, updated_at: at, finished_at: at, last_error: null })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How long a job waits before its attempt `attempt + 1`: base doubled per attempt, capped, with up to a fifth more at random so failed jobs spread out. */
export function retryDelayMs(attempt: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  const plain = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.min(capMs, Math.round(plain * (1 + random() / 5)));
}

/** Records a failed attempt: the job waits for its retry, or is dead when out of attempts. */
export async function failJob(
  db: DB,
  job: ClaimedJob,
  workerId: string,
  error: unknown,
  now: Date = new Date(),
): Promise<'failed' | 'dead' | 'lost'> {
  const settings = jobSettings();
  const dead = job.attempt >= job.maxAttempts;
  const message = errorText(error);
  const at = now.toISOString();
  const result = await db
    .updateTable('jobs')
    .set({
      state: dead ? 'dead' : 'failed',
      run_at: dead ? at : new Date(now.getTime() + retryDelayMs(job.attempt, settings.retryBaseMs, settings.retryCapMs)).toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: message,
      updated_at: at,
      finished_at: dead ? at : null,
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return 'lost';
  return dead ? 'dead' : 'failed';
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 2_000);
}

/** Finished jobs (done or cancelled) older than `before` are deleted; dead ones stay until someone acts on them. */
export async function pruneJobs(db: DB, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'cancelled'])
    .where('finished_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Counts by state (the console's tabs, the metrics, the bench). */
export async function jobCounts(db: DB): Promise<Record<JobState, number>> {
  const rows = await db.selectFrom('jobs').select(['state', sql<number>`count(*)`.as('n')]).groupBy('state').execute();
  const counts: Record<JobState, number> = { queued: 0, running: 0, failed: 0, done: 0, dead: 0, cancelled: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}
