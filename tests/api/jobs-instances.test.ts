// Job workers in several instances on one PostgreSQL database (docs/jobs.md): each a
// separate `npm run worker` process (scripts/worker.ts) on this file's own schema. What
// each instance claims is seen through a trigger this test adds to its own schema's jobs
// table (every claim: the job, the worker, the attempt), so the product carries nothing
// for the test. PostgreSQL only: SQLite is one process's file, and its claim is one
// UPDATE that SQLite runs alone, which the queue's own tests cover.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '@/lib/db';
import { enqueueMessage, SEND_MESSAGE_JOB } from '@/lib/notify/messages';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Started with a pipe on stdin, a worker ends when the pipe closes: when this test's
// process ends, however it ends (scripts/worker.ts has no such switch of its own).
const EXIT_WITH_STDIN = `data:text/javascript,${encodeURIComponent("process.stdin.on('end', () => process.exit(0)); process.stdin.resume();")}`;

interface WorkerProcess {
  child: ChildProcess;
  /** Its worker's id (jobs.locked_by), from its start line. */
  id: string;
  output(): string;
}

const running = new Set<ChildProcess>();

async function startWorkers(database: TestDatabase, count: number, env: Record<string, string>): Promise<WorkerProcess[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', '--import', EXIT_WITH_STDIN, 'scripts/worker.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: database.url!,
          // The demo outbox, whatever this machine has configured.
          SMTP_URL: '',
          REDIS_URL: '',
          ...env,
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      running.add(child);
      child.once('exit', () => running.delete(child));
      let out = '';
      child.stdout!.on('data', (chunk) => (out += chunk));
      child.stderr!.on('data', (chunk) => (out += chunk));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`a worker did not start in 30 s: ${out}`)), 30_000);
        const check = () => {
          if (out.includes('worker started')) {
            clearTimeout(timer);
            child.stdout!.off('data', check);
            resolve();
          }
        };
        child.stdout!.on('data', check);
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`a worker exited (${code}) before it started: ${out}`));
        });
      });
      const id = out.match(/\[jobs\] worker (\S+) running/)?.[1];
      if (!id) throw new Error(`no worker id in the worker's start lines: ${out}`);
      return { child, id, output: () => out };
    }),
  );
}

/** SIGTERM (the worker finishes what it runs), SIGKILL after 5 s. */
async function stopWorkers(workers: Iterable<ChildProcess>): Promise<void> {
  await Promise.all(
    [...workers].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every claim of a job, by whom and as which attempt: a trigger on this schema's jobs table. */
async function logClaims(database: TestDatabase): Promise<void> {
  const schema = new URL(database.url!).searchParams.get('options')!.match(/search_path=(\w+)/)![1]!;
  await sql`create table claim_log (job_id integer not null, worker text not null, attempt integer not null)`.execute(database.db);
  await sql
    .raw(
      `create function ${schema}.log_claim() returns trigger language plpgsql as $$
       begin insert into ${schema}.claim_log (job_id, worker, attempt) values (new.id, new.locked_by, new.attempts); return new; end $$`,
    )
    .execute(database.db);
  await sql
    .raw(
      `create trigger jobs_claimed after update on ${schema}.jobs for each row
       when (new.state = 'running' and new.attempts is distinct from old.attempts) execute function ${schema}.log_claim()`,
    )
    .execute(database.db);
}

interface Claim {
  job_id: number;
  worker: string;
  attempt: number;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('job workers in several instances on PostgreSQL', () => {
  const databases: TestDatabase[] = [];

  beforeAll(() => {
    if (!/^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '')) throw new Error('TEST_DATABASE_URL must be a postgres:// URL for these tests');
  });

  afterAll(async () => {
    await stopWorkers([...running]);
    for (const database of databases) await database.close();
  });

  it('Two instances on PostgreSQL with 1,000 queued jobs run each exactly once (a test counts)', async () => {
    const database = await createTestDatabase({ seed: false });
    databases.push(database);
    await logClaims(database);
    const workers = await startWorkers(database, 2, { JOBS_CONCURRENCY: '8', JOBS_POLL_MS: '50' });
    expect(new Set(workers.map((w) => w.id)).size).toBe(2);

    // 1,000 order e-mails, to 1,000 recipients, committed at once while both instances poll.
    const total = 1_000;
    const recipients = Array.from({ length: total }, (_, i) => `buyer-${String(i).padStart(4, '0')}@example.test`);
    await writeTransaction(database, async (tx) => {
      for (const [i, recipient] of recipients.entries()) {
        const id = await enqueueMessage(tx, { orderId: null, event: 'orderPlaced', channel: 'email', recipient, vars: { order: `OB${100000 + i}`, total: '₹1,299' }, key: `bench-order:${i}:placed` });
        expect(id).toEqual(expect.any(Number));
      }
    });
    const sendJobs = () => database.db.selectFrom('jobs').where('kind', '=', SEND_MESSAGE_JOB);
    const started = performance.now();
    await waitFor(
      async () => Number((await sendJobs().select((eb) => eb.fn.countAll<number>().as('n')).where('state', '=', 'done').executeTakeFirstOrThrow()).n) === total,
      'every message job to be done',
      40_000,
    );
    const seconds = (performance.now() - started) / 1000;

    // The outbox holds each message once.
    const outbox = await database.db.selectFrom('outbox').select(['recipient', 'channel']).execute();
    expect(outbox).toHaveLength(total);
    expect(new Set(outbox.map((o) => o.recipient)).size).toBe(total);
    expect(outbox.map((o) => o.recipient).sort()).toEqual(recipients);
    expect(outbox.every((o) => o.channel === 'email')).toBe(true);

    const jobs = await sendJobs().select(['id', 'state', 'attempts', 'last_error']).execute();
    expect(jobs).toHaveLength(total);
    expect(jobs.filter((j) => j.state !== 'done' || Number(j.attempts) !== 1 || j.last_error !== null)).toEqual([]);
    const messages = await database.db.selectFrom('messages').select(['state', 'sent_at']).execute();
    expect(messages).toHaveLength(total);
    expect(messages.filter((m) => m.state !== 'sent' || !m.sent_at)).toEqual([]);

    // Each job was claimed once, by one of the two instances, and each instance ran some.
    const sendIds = new Set(jobs.map((j) => Number(j.id)));
    const claims = (await sql<Claim>`select job_id, worker, attempt from claim_log`.execute(database.db)).rows.filter((c) => sendIds.has(Number(c.job_id)));
    expect(claims).toHaveLength(total);
    expect(new Set(claims.map((c) => Number(c.job_id))).size).toBe(total);
    expect(claims.every((c) => Number(c.attempt) === 1)).toBe(true);
    const byWorker = new Map(workers.map((w) => [w.id, 0]));
    for (const claim of claims) byWorker.set(claim.worker, (byWorker.get(claim.worker) ?? 0) + 1);
    expect([...byWorker.keys()].sort()).toEqual(workers.map((w) => w.id).sort());
    for (const [id, n] of byWorker) expect(n, `jobs run by ${id}`).toBeGreaterThan(0);
    for (const w of workers) expect(w.output()).not.toMatch(/failed|could not look for jobs/);
    console.log(`1,000 message jobs in ${seconds.toFixed(1)} s by two instances: ${[...byWorker.values()].join(' + ')}`);

    await stopWorkers(workers.map((w) => w.child));
    expect(workers.map((w) => w.child.exitCode)).toEqual([0, 0]);
  });

  it('A scheduled job runs once per interval with three instances up', async () => {
    const database = await createTestDatabase({ seed: false });
    databases.push(database);
    await logClaims(database);
    const day = String(24 * 60 * 60);
    const workers = await startWorkers(database, 3, {
      JOBS_POLL_MS: '100',
      SCHEDULE_JOBS_PRUNE_SECONDS: '1',
      SCHEDULE_PAYMENTS_RECONCILE_SECONDS: day,
      SCHEDULE_REFUNDS_RETRY_SECONDS: day,
      SCHEDULE_COD_OVERDUE_SECONDS: day,
    });
    const allUp = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // the window the schedule runs in: real seconds, as a deployment's
    await stopWorkers(workers.map((w) => w.child));
    const stoppedAt = Date.now();

    const prunes = await database.db.selectFrom('jobs').select(['id', 'unique_key', 'state', 'attempts']).where('kind', '=', 'jobs.prune').execute();
    const slots = prunes.map((p) => Number(p.unique_key!.match(/^schedule:jobs\.prune:(\d+)$/)![1])).sort((a, b) => a - b);
    // One job per 1-second slot, none twice, no slot missed between the first and the last.
    expect(new Set(slots).size).toBe(slots.length);
    const first = slots[0]!;
    const last = slots.at(-1)!;
    expect(slots).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
    expect(first).toBeLessThanOrEqual(Math.floor(allUp / 1000));
    expect(last).toBeGreaterThanOrEqual(Math.floor(stoppedAt / 1000) - 1);
    expect(slots.length).toBeGreaterThanOrEqual(6);
    // Each ran once, at its first attempt; only the last slot's job may have been enqueued
    // just as the instances stopped, and then it waits for the next instance to start.
    const slotOf = (p: (typeof prunes)[number]) => Number(p.unique_key!.split(':').at(-1));
    for (const p of prunes) {
      if (slotOf(p) === last && p.state === 'queued') expect(Number(p.attempts)).toBe(0);
      else expect({ slot: slotOf(p), state: p.state, attempts: Number(p.attempts) }).toEqual({ slot: slotOf(p), state: 'done', attempts: 1 });
    }
    const pruneIds = new Set(prunes.map((p) => Number(p.id)));
    const claims = (await sql<Claim>`select job_id, worker, attempt from claim_log`.execute(database.db)).rows.filter((c) => pruneIds.has(Number(c.job_id)));
    expect(new Set(claims.map((c) => Number(c.job_id))).size).toBe(claims.length);
    const ids = new Set(workers.map((w) => w.id));
    expect(claims.every((c) => ids.has(c.worker))).toBe(true);
    for (const w of workers) expect(w.output()).not.toMatch(/failed|could not look for jobs/);
    console.log(`jobs.prune: ${slots.length} slots in ${((stoppedAt - allUp) / 1000).toFixed(1)} s, run by ${[...ids].map((id) => claims.filter((c) => c.worker === id).length).join(' + ')}`);
  });
});
