// Jobs as the owner's console shows them (lib/jobs/admin.ts); no server code, so the
// seller contract and the console's screens can name them.
import type { JobState } from '@/lib/db/schema';
import type { MessageChannel, MessageState } from '@/lib/db/schema';

export type { JobState };

/** Every state a job can be in, in the order the console's tabs show them. */
export const JOB_STATES = ['queued', 'running', 'failed', 'dead', 'done', 'cancelled'] as const satisfies readonly JobState[];

/** The states of a job not finished yet: the list without a state tab. */
export const UNFINISHED_JOB_STATES = ['queued', 'running', 'failed', 'dead'] as const satisfies readonly JobState[];

/** States a job may be retried from, and cancelled from (a running job is neither). */
export const RETRYABLE_JOB_STATES = ['failed', 'dead', 'cancelled'] as const satisfies readonly JobState[];
export const CANCELLABLE_JOB_STATES = ['queued', 'failed', 'dead'] as const satisfies readonly JobState[];

export const JOBS_PAGE_SIZE = 25;

/** A job as the console lists it. */
export interface JobRow {
  job_id: number;
  kind: string;
  state: JobState;
  /** What the job is about, in the shop's words (lib/jobs/admin.ts). */
  about: string;
  /** The order it is about, when there is one. */
  order: { order_id: number; order_string: string } | null;
  /** A message job's message, as it stands. */
  message: { message_id: number; event: string; channel: MessageChannel; recipient: string; state: MessageState } | null;
  attempts: number;
  max_attempts: number;
  /** When it runs (next): its due time while queued or failed. */
  run_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface JobsPage {
  jobs: JobRow[];
  total: number;
  page: number;
  page_size: number;
  /** Jobs in each state, and in `unfinished` those not finished yet (the tabs' counts). */
  counts: Record<JobState | 'unfinished', number>;
}
