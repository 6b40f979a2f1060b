// Runs every job that is due now, to the end, in this process: for tests and the bench,
// which act and then look at what the work after the answer did, without a worker's timing.
import 'server-only';
import type { OpenedDatabase } from '@/lib/db';
import { claimJobs, failJob, finishJob } from './queue';
import { jobHandlers } from './kinds';
import { JobCannotSucceed, type JobHandlers } from './worker';

const DRAIN_WORKER = 'drain';

/** Claims and runs due jobs one at a time until none is due at `now`; answers how many ran. Failures are recorded as a worker records them. */
export async function runDueJobs(database: OpenedDatabase, options: { now?: () => Date; handlers?: JobHandlers; limit?: number } = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  const handlers = options.handlers ?? jobHandlers;
  let ran = 0;
  for (;;) {
    if (ran >= (options.limit ?? 10_000)) return ran;
    const [job] = await claimJobs(database, DRAIN_WORKER, 1, now());
    if (!job) return ran;
    ran++;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new JobCannotSucceed(`no handler for jobs of kind "${job.kind}"`);
      await handler(job.payload, { database, job, now: now() });
      await finishJob(database.db, job, DRAIN_WORKER, now());
    } catch (error) {
      await failJob(database.db, error instanceof JobCannotSucceed ? { ...job, attempt: job.maxAttempts } : job, DRAIN_WORKER, error, now());
    }
  }
}
