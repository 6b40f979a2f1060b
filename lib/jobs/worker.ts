// A worker (docs/jobs.md): claims due jobs (./queue.ts) and runs each with its kind's
// handler, up to `concurrency` at once; looks again when one ends, when a commit in this
// process enqueued work, and every `pollMs` otherwise. It also enqueues the shop's
// schedules (./schedules.ts): each schedule's run for an interval has the key
// "schedule:<name>:<interval number>", so with any number of instances up, one run per
// interval is enqueued and run once. `npm start` runs one in the shop's process;
// `npm run worker` runs one alone.
import 'server-only';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { OpenedDatabase } from '@/lib/db';
import { claimJobs, enqueue, errorText, extendLease, failJob, finishJob, wakeListeners, type ClaimedJob } from './queue';
import { jobSettings, type JobSettings } from './settings';

export interface JobContext {
  database: OpenedDatabase;
  job: ClaimedJob;
  /** The worker's clock at the claim. */
  now: Date;
}

export type JobHandler = (payload: any, context: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface Schedule {
  name: string;
  everyMs: number;
  kind: string;
  payload?: unknown;
}

/** Thrown by a handler whose job can never succeed (what it was for is gone): the job is dead at once, not retried. */
export class JobCannotSucceed extends Error {}

export interface WorkerOptions {
  handlers: JobHandlers;
  schedules?: Schedule[];
  /** Shown in jobs.locked_by; default host:pid:random. */
  id?: string;
  clock?: () => Date;
  settings?: Partial<JobSettings>;
  log?: (line: string) => void;
  /** Let the worker's timer hold the process open (a worker alone, `npm run worker`); inside the shop's server it must not. */
  keepAlive?: boolean;
}

export interface Worker {
  readonly id: string;
  /** Looks for work now. */
  wake(): void;
  /** Stops claiming, waits (up to `waitMs`) for the jobs it runs; one still running is taken again by another worker when its lease ends. */
  stop(waitMs?: number): Promise<void>;
  /** Jobs running now. */
  readonly running: number;
}

export function startWorker(database: OpenedDatabase, options: WorkerOptions): Worker {
  const settings = { ...jobSettings(), ...options.settings };
  const id = options.id ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(`[jobs] ${line}`));
  const schedules = options.schedules ?? [];
  const lastSlot = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let ticking: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const later = (ms: number) => {
    if (stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void tick();
    }, ms);
    if (!options.keepAlive) timer.unref?.();
  };

  async function enqueueSchedules(now: Date): Promise<void> {
    for (const schedule of schedules) {
      const slot = Math.floor(now.getTime() / schedule.everyMs);
      if (lastSlot.get(schedule.name) === slot) continue;
      await enqueue(database.db, { kind: schedule.kind, payload: schedule.payload, key: `schedule:${schedule.name}:${slot}` }, now);
      lastSlot.set(schedule.name, slot);
    }
  }

  async function run(job: ClaimedJob, now: Date): Promise<void> {
    const handler = options.handlers[job.kind];
    // The job stays this worker's while its handler runs, however long: a lease that ended
    // under a running handler would let another worker run the job at the same time.
    const started = Date.now();
    let warned = false;
    const heartbeat = setInterval(() => {
      if (!warned && Date.now() - started > settings.leaseMs) {
        warned = true;
        log(`job ${job.id} (${job.kind}) ran longer than ${settings.leaseMs} ms; it keeps its lease while it runs`);
      }
      void extendLease(database.db, job, id, clock(), settings.leaseMs).catch((error: unknown) => log(`job ${job.id}: its lease could not be kept: ${errorText(error)}`));
    }, Math.max(10, settings.leaseMs / 3));
    heartbeat.unref?.();
    try {
      if (!handler) throw new JobCannotSucceed(`no handler for jobs of kind "${job.kind}"`);
      await handler(job.payload, { database, job, now });
      clearInterval(heartbeat);
      await finishJob(database.db, job, id, clock());
    } catch (error) {
      clearInterval(heartbeat);
      const final = error instanceof JobCannotSucceed ? { ...job, attempt: job.maxAttempts } : job;
      const outcome = await failJob(database.db, final, id, error, clock()).catch((e: unknown) => `unrecorded (${errorText(e)})`);
      log(`job ${job.id} (${job.kind}) attempt ${job.attempt}/${job.maxAttempts} failed, now ${outcome}: ${errorText(error)}`);
    }
  }

  function tick(): Promise<void> {
    if (stopping) return Promise.resolve();
    if (ticking) {
      again = true;
      return ticking;
    }
    ticking = look().finally(() => {
      ticking = null;
    });
    return ticking;
  }

  async function look(): Promise<void> {
    let next = settings.pollMs;
    try {
      const now = clock();
      await enqueueSchedules(now);
      if (stopping) return; // stop() came during this look: take nothing more
      const room = settings.concurrency - inFlight.size;
      const jobs = await claimJobs(database, id, room, now, settings.leaseMs);
      for (const job of jobs) {
        const done: Promise<void> = run(job, now).finally(() => {
          inFlight.delete(done);
          soon();
        });
        inFlight.add(done);
      }
      // A full claim may have left more behind; a partial one took all that was due.
      if (room > 0 && jobs.length === room) next = 0;
    } catch (error) {
      log(`could not look for jobs: ${errorText(error)}`);
    }
    if (again) {
      again = false;
      next = 0;
    }
    later(next);
  }

  /** Looks again at once: after this look if one is running (its end would set the poll timer over ours). */
  function soon(): void {
    if (ticking) again = true;
    else later(0);
  }

  const wake = soon;
  wakeListeners().add(wake);
  later(0);

  return {
    id,
    wake,
    get running() {
      return inFlight.size;
    },
    async stop(waitMs = 10_000) {
      stopping = true;
      wakeListeners().delete(wake);
      if (timer) clearTimeout(timer);
      // A look in progress may still start the jobs it claimed: they are waited for too.
      await ticking;
      if (inFlight.size === 0) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...inFlight]),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timeout);
    },
  };
}
