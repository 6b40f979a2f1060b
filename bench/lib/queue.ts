// The job queue's figures (issue 25; lib/jobs): ONE worker, started in this process as
// each instance starts its own (startWorker, the shop's settings: JOBS_CONCURRENCY jobs
// at once), on a database prepared as the shop's (migrated, the demo store).
// - Throughput: `jobs` jobs queued first, then the worker started; jobs per second from
//   its start to the last one recorded done. Two kinds: 'message.send', the shop's real
//   handler (an order e-mail, rendered at enqueue, written to the demo outbox; the message
//   marked sending, then sent), and a job that does nothing (the queue's own cost: the
//   claim and the finish).
// - Commit to send: `messages` order e-mails, each enqueued in its own transaction while
//   the worker is idle (its poll is the shop's, JOBS_POLL_MS; the commit wakes it), one at
//   a time; from the commit (stamped by an after-commit step of that transaction) to the
//   message marked sent (the handler returned).
import { afterCommit, openDatabase, writeTransaction, type OpenedDatabase } from '@/lib/db';
import { enqueue, jobCounts } from '@/lib/jobs/queue';
import { jobSettings } from '@/lib/jobs/settings';
import { startWorker, type JobHandler } from '@/lib/jobs/worker';
import { enqueueMessage, sendMessageJob, SEND_MESSAGE_JOB } from '@/lib/notify/messages';
import { prepareDatabase } from './servers';
import { percentile, round, seeded } from './stats';

export interface QueueResult {
  database: 'sqlite' | 'postgres';
  /** The worker's JOBS_CONCURRENCY and JOBS_POLL_MS. */
  concurrency: number;
  pollMs: number;
  throughput: { kind: string; jobs: number; ms: number; jobsPerSecond: number }[];
  commitToSend: { messages: number; p50Ms: number; p95Ms: number; maxMs: number };
}

export interface QueueOptions {
  jobs: number;
  messages: number;
}

const NOOP_JOB = 'bench.noop';
const BATCH = 500;

function orderMail(run: string, i: number) {
  return {
    orderId: null,
    event: 'orderPlaced' as const,
    channel: 'email' as const,
    recipient: `bench-${run}-${i}@example.test`,
    vars: { order: `OB${String(100000 + i)}`, total: '₹12,499' },
    key: `bench-${run}:order:${i}:placed`,
  };
}

/** Resolves when `condition` holds, looking every millisecond (in-process counters only); throws after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

async function throughputOf(opened: OpenedDatabase, kind: string, jobs: number, say: (line: string) => void): Promise<QueueResult['throughput'][number]> {
  for (let from = 0; from < jobs; from += BATCH) {
    await writeTransaction(opened, async (tx) => {
      for (let i = from; i < Math.min(jobs, from + BATCH); i++) {
        if (kind === SEND_MESSAGE_JOB) await enqueueMessage(tx, orderMail('throughput', i));
        else await enqueue(tx, { kind, payload: { i } });
      }
    });
  }
  const before = await jobCounts(opened.db);
  let handled = 0;
  const counted = (handler: JobHandler): JobHandler => async (payload, context) => {
    await handler(payload, context);
    handled++;
  };
  const lines: string[] = [];
  const started = performance.now();
  const worker = startWorker(opened, {
    id: `bench:${kind}`,
    handlers: { [SEND_MESSAGE_JOB]: counted(sendMessageJob), [NOOP_JOB]: counted(async () => {}) },
    log: (line) => lines.push(line),
  });
  try {
    // Done: every handler returned and the worker holds nothing (each finish is recorded).
    await until(() => handled === jobs && worker.running === 0, `${jobs} ${kind} jobs`, 300_000);
  } finally {
    await worker.stop();
  }
  const ms = performance.now() - started;
  const after = await jobCounts(opened.db);
  if (after.done - before.done !== jobs || after.queued + after.running + after.failed + after.dead > 0) {
    throw new Error(`${kind}: ${after.done - before.done} of ${jobs} jobs done (${JSON.stringify(after)}); worker said: ${lines.slice(0, 3).join('; ')}`);
  }
  const jobsPerSecond = round((jobs / ms) * 1000, 0);
  say(`queue ${opened.dialect}: ${jobs} ${kind} jobs in ${Math.round(ms)} ms, ${jobsPerSecond} jobs/s`);
  return { kind, jobs, ms: Math.round(ms), jobsPerSecond };
}

async function commitToSend(opened: OpenedDatabase, messages: number, say: (line: string) => void): Promise<QueueResult['commitToSend']> {
  const sentAt = new Map<number, number>();
  const lines: string[] = [];
  const worker = startWorker(opened, {
    id: 'bench:commit-to-send',
    handlers: {
      [SEND_MESSAGE_JOB]: async (payload: { messageId: number }, context) => {
        await sendMessageJob(payload, context);
        sentAt.set(Number(payload.messageId), performance.now());
      },
    },
    log: (line) => lines.push(line),
  });
  const random = seeded(25);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < messages; i++) {
      // A pause of 5-25 ms: the worker is back to waiting for its poll when the next commit comes.
      await new Promise((resolve) => setTimeout(resolve, random.int(5, 25)));
      let committed = 0;
      const id = await writeTransaction(opened, async (tx) => {
        const messageId = await enqueueMessage(tx, orderMail('latency', i));
        afterCommit(tx, () => {
          committed = performance.now();
        });
        return messageId;
      });
      if (id === null) throw new Error(`message ${i} was enqueued before`);
      await until(() => sentAt.has(id), `message ${id} to be sent`, 30_000);
      latencies.push(sentAt.get(id)! - committed);
    }
  } finally {
    await worker.stop();
  }
  if (lines.length > 0) throw new Error(`the worker reported failures: ${lines.slice(0, 3).join('; ')}`);
  const sent = await opened.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('recipient', 'like', 'bench-latency-%').executeTakeFirstOrThrow();
  if (Number(sent.n) !== messages) throw new Error(`${sent.n} latency messages in the outbox, ${messages} sent`);
  const result = { messages, p50Ms: round(percentile(latencies, 0.5), 1), p95Ms: round(percentile(latencies, 0.95), 1), maxMs: round(Math.max(...latencies), 1) };
  say(`queue ${opened.dialect}: commit to send over ${messages} messages: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms`);
  return result;
}

export async function queueOn(kind: 'sqlite' | 'postgres', options: QueueOptions, say: (line: string) => void): Promise<QueueResult> {
  // The demo outbox, never a configured SMTP server.
  const smtp = process.env.SMTP_URL;
  delete process.env.SMTP_URL;
  const url = await prepareDatabase(kind, kind === 'sqlite' ? 'bench-queue' : 'bench_queue');
  const opened = await openDatabase(url);
  try {
    const settings = jobSettings();
    const throughput = [await throughputOf(opened, NOOP_JOB, options.jobs, say), await throughputOf(opened, SEND_MESSAGE_JOB, options.jobs, say)];
    const latency = await commitToSend(opened, options.messages, say);
    return { database: kind, concurrency: settings.concurrency, pollMs: settings.pollMs, throughput, commitToSend: latency };
  } finally {
    await opened.db.destroy();
    if (smtp !== undefined) process.env.SMTP_URL = smtp;
  }
}
