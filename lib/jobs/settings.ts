// The job queue's settings (docs/jobs.md#settings), read from the environment when asked,
// so a test or a script can set them before it starts a worker.
import { envNumber } from '@/lib/env';

export interface JobSettings {
  /** Whether `npm start` runs a worker in the shop's own process (JOBS_WORKER=0: only `npm run worker` runs jobs). */
  inProcess: boolean;
  /** Jobs one worker runs at once. */
  concurrency: number;
  /** How often an idle worker looks for due jobs (a commit in the same process wakes it at once). */
  pollMs: number;
  /** How long a claimed job is the worker's; a worker that dies gives its jobs back after this. */
  leaseMs: number;
  /** The first retry's wait; each further retry waits twice as long, up to retryCapMs. */
  retryBaseMs: number;
  retryCapMs: number;
  /** Attempts before a job is dead. */
  maxAttempts: number;
  /** Days a finished job is kept before the pruning schedule deletes it. */
  keepDays: number;
}

function positive(name: string, fallback: number): number {
  const value = envNumber(name, fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${process.env[name]}"`);
  return value;
}

export function jobSettings(): JobSettings {
  return {
    inProcess: process.env.JOBS_WORKER !== '0',
    concurrency: Math.floor(positive('JOBS_CONCURRENCY', 4)),
    pollMs: positive('JOBS_POLL_MS', 1_000),
    leaseMs: positive('JOBS_LEASE_MS', 5 * 60_000),
    retryBaseMs: positive('JOBS_RETRY_BASE_MS', 10_000),
    retryCapMs: positive('JOBS_RETRY_CAP_MS', 60 * 60_000),
    maxAttempts: Math.floor(positive('JOBS_MAX_ATTEMPTS', 10)),
    keepDays: positive('JOBS_KEEP_DAYS', 7),
  };
}
