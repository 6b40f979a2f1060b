// The owner's jobs screen (lib/jobs/admin.ts): jobs by state with what each is about and
// its last error; retrying a failed, dead or cancelled job (a message job's failed
// message goes back to queued with it, and is sent when the job runs); cancelling a
// queued, failed or dead one, never a running one. Owner only; each action is one
// transaction with its audit line. The owner's dashboard counts the dead jobs. A message
// job dies here as it would in production: MSG91 is configured without the template id
// its SMS needs, and its one attempt fails.
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobTable } from '@/lib/db/schema';
import { runDueJobs } from '@/lib/jobs/drain';
import { readOutbox } from '@/lib/notify/outbox';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addPincodes, cashOrder, plainProducts, readyShopper, type ProductRow } from './session';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

// The audit log can be made to fail, to show an action and its line commit together or not at all.
const auditFault = vi.hoisted(() => ({ fail: false }));
vi.mock('@/lib/staff/audit', async (original) => {
  const real = await original<typeof import('@/lib/staff/audit')>();
  return {
    ...real,
    recordAudit: async (...args: Parameters<typeof real.recordAudit>) => {
      if (auditFault.fail) throw new Error('the audit log is not writable');
      return real.recordAudit(...args);
    },
  };
});

const t = sellerTexts.jobsPage;

let database: TestDatabase;
let products: ProductRow[];
let owner: TestStaff;
let manager: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 20, 1);
  owner = await addTestStaff(database, 'owner');
  manager = await addTestStaff(database, 'manager');
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});

const call = (path: string, body: unknown, staff: TestStaff = owner) => sellerApi(database, `jobs/${path}`, body, { cookie: staff.cookie });
const list = async (body: Record<string, unknown> = {}) => {
  const answer = await call('list', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.payload;
};
const jobOf = (id: number) => database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (id: number) =>
  database.db.selectFrom('audit_log').select(['action', 'staff_email', 'before', 'after']).where('object_type', '=', 'job').where('object_id', '=', String(id)).orderBy('id').execute();

/** A job written as the queue would have left it. */
async function addJob(values: Partial<Insertable<JobTable>> & { kind: string }): Promise<number> {
  const at = new Date().toISOString();
  const row = await database.db
    .insertInto('jobs')
    .values({ payload: '{}', state: 'queued', run_at: at, max_attempts: 5, created_at: at, updated_at: at, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Runs due jobs with MSG91 configured but no SMS template id: every SMS attempt fails. */
async function runWithSmsBroken(): Promise<void> {
  process.env.MSG91_AUTH_KEY = 'test-key-without-templates';
  try {
    await runDueJobs(database);
  } finally {
    delete process.env.MSG91_AUTH_KEY;
  }
}

/** A cash order whose "order placed" SMS job died on its one attempt: the job, its message, the order and the phone. */
async function deadMessageJob() {
  const shopper = await readyShopper(database, [[products[0]!, 1]]);
  // Placed at once (COD confirmation off for it), so its only jobs are the placed messages'.
  await database.db.insertInto('cod_confirmation_settings').values({ store_id: 139, company_id: 191, enabled: 0, updated_at: new Date().toISOString() }).execute();
  const placed = await cashOrder(database, shopper);
  await database.db.deleteFrom('cod_confirmation_settings').where('store_id', '=', 139).execute();
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.payload.order_id as number;
  const order = await database.db.selectFrom('orders').select(['order_string', 'delivered_contact']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const message = await database.db.selectFrom('messages').select(['id', 'unique_key']).where('order_id', '=', orderId).where('event', '=', 'orderPlaced').where('channel', '=', 'sms').executeTakeFirstOrThrow();
  const job = await database.db.selectFrom('jobs').select('id').where('unique_key', '=', `message:${message.unique_key}`).executeTakeFirstOrThrow();
  await database.db.updateTable('jobs').set({ max_attempts: 1 }).where('id', '=', job.id).execute();
  await runWithSmsBroken();
  return { jobId: Number(job.id), messageId: Number(message.id), orderId, orderString: order.order_string, phone: order.delivered_contact };
}
const messageOf = (id: number) => database.db.selectFrom('messages').select(['state', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
const smsAbout = async (phone: string, orderString: string) => (await readOutbox(database.db, phone)).filter((m) => m.channel === 'sms' && m.body.includes(orderString));

describe('the list', () => {
  it('shows the owner jobs by state, newest first, with what each is about, its attempts and last error, and the counts', async () => {
    const dead = await deadMessageJob();
    expect(await jobOf(dead.jobId)).toMatchObject({ state: 'dead', attempts: 1 });
    const unknown = await addJob({ kind: 'e2e.unknown', payload: JSON.stringify({ sku: 'X1' }), state: 'dead', attempts: 3, max_attempts: 3, last_error: 'no handler for jobs of kind "e2e.unknown"' });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const failed = await addJob({ kind: 'payments.reconcile', state: 'failed', attempts: 2, run_at: later, last_error: 'the reconciler met 1 errors: timeout' });
    const queued = await addJob({ kind: 'jobs.prune', run_at: later });

    const deadTab = await list({ state: 'dead' });
    expect(deadTab.jobs.map((j: { job_id: number }) => j.job_id)).toEqual([unknown, dead.jobId]);
    expect(deadTab.jobs[1]).toMatchObject({
      kind: 'message.send', state: 'dead', attempts: 1, max_attempts: 1,
      about: t.messageAbout('Order placed', 'SMS', dead.phone),
      order: { order_id: dead.orderId, order_string: dead.orderString },
      message: { message_id: dead.messageId, event: 'orderPlaced', channel: 'sms', state: 'failed' },
    });
    expect(deadTab.jobs[1].last_error).toContain('SMS_TEMPLATE_ORDER_PLACED is not set');
    expect(deadTab.jobs[0]).toMatchObject({ about: 'e2e.unknown: {"sku":"X1"}', last_error: 'no handler for jobs of kind "e2e.unknown"', order: null, message: null });
    expect(deadTab.counts).toMatchObject({ dead: 2, failed: 1 });
    expect(deadTab.counts.unfinished).toBe(deadTab.counts.queued + deadTab.counts.running + deadTab.counts.failed + deadTab.counts.dead);

    const failedTab = await list({ state: 'failed' });
    expect(failedTab.jobs).toEqual([expect.objectContaining({ job_id: failed, about: t.kinds['payments.reconcile'], run_at: later, last_error: 'the reconciler met 1 errors: timeout' })]);

    // Without a state: every job not finished yet, none that is done.
    const open = await list();
    const ids = open.jobs.map((j: { job_id: number }) => j.job_id);
    expect(ids).toEqual(expect.arrayContaining([queued, failed, unknown, dead.jobId]));
    expect(open.jobs.every((j: { state: string }) => ['queued', 'running', 'failed', 'dead'].includes(j.state))).toBe(true);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(open.total).toBe(open.counts.unfinished);
    expect((await list({ state: 'done' })).jobs.length).toBeGreaterThan(0); // the order's other messages

    // Cancelled to keep the next tests' lists to their own jobs.
    for (const id of [unknown, failed, queued]) expect((await call('cancel', { job_id: id })).status).toBe(200);
  });

  it('pages 25 at a time', async () => {
    const at = new Date().toISOString();
    await database.db.insertInto('jobs').values(Array.from({ length: 30 }, (_, i) => ({
      kind: 'jobs.prune', payload: '{}', state: 'cancelled' as const, run_at: at, max_attempts: 5, created_at: at, updated_at: at, finished_at: at, unique_key: `paging:${i}`,
    }))).execute();
    const first = await list({ state: 'cancelled' });
    const total = first.total as number;
    expect(total).toBeGreaterThanOrEqual(30);
    expect(first).toMatchObject({ page: 1, page_size: 25 });
    expect(first.jobs).toHaveLength(25);
    const second = await list({ state: 'cancelled', page: 2 });
    expect(second.jobs).toHaveLength(total - 25);
    expect(second.jobs[0].job_id).toBeLessThan(first.jobs[24].job_id);
    expect((await call('list', { state: 'stuck' })).status).toBe(400);
  });
});

describe('the dashboard', () => {
  it('shows the owner how many jobs are dead, and no one else', async () => {
    const jobId = await addJob({ kind: 'e2e.unknown', state: 'dead', last_error: 'gone' });
    const dead = Number((await database.db.selectFrom('jobs').where('state', '=', 'dead').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const board = async (staff: TestStaff) => (await sellerApi(database, 'dashboard', {}, { cookie: staff.cookie })).body.payload;
    expect((await board(owner)).dead_jobs).toBe(dead);
    expect((await board(manager)).dead_jobs).toBeNull();
    expect((await board(packer)).dead_jobs).toBeNull();
    await call('cancel', { job_id: jobId });
    expect((await board(owner)).dead_jobs).toBe(dead - 1);
  });
});

describe('who may', () => {
  it('is the owner only: a manager and a packer get 403 on every call, and nothing changes', async () => {
    const jobId = await addJob({ kind: 'e2e.unknown', state: 'dead', last_error: 'gone' });
    for (const staff of [manager, packer]) {
      expect((await call('list', {}, staff)).status).toBe(403);
      expect((await call('retry', { job_id: jobId }, staff)).status).toBe(403);
      expect((await call('cancel', { job_id: jobId }, staff)).status).toBe(403);
    }
    expect((await sellerApi(database, 'jobs/list', {})).status).toBe(401);
    expect((await jobOf(jobId)).state).toBe('dead');
    expect(await auditOf(jobId)).toEqual([]);
    await call('cancel', { job_id: jobId });
  });
});

describe('retrying', () => {
  it('queues a dead job to run now with its attempts from 0 and its last error kept; once it runs it is done; audited', async () => {
    const jobId = await addJob({ kind: 'jobs.prune', state: 'dead', attempts: 5, max_attempts: 5, last_error: 'the database was away', finished_at: new Date().toISOString() });
    const before = Date.now();
    const answer = await call('retry', { job_id: jobId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Job queued to run again');
    expect(answer.body.payload.job).toMatchObject({ job_id: jobId, state: 'queued', attempts: 0, max_attempts: 5, last_error: 'the database was away', finished_at: null });
    expect(Date.parse(answer.body.payload.job.run_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(answer.body.payload.counts.queued).toBeGreaterThanOrEqual(1);
    expect(await auditOf(jobId)).toEqual([{
      action: 'job.retry', staff_email: owner.email,
      before: JSON.stringify({ state: 'dead', attempts: 5, last_error: 'the database was away' }),
      after: JSON.stringify({ state: 'queued', kind: 'jobs.prune' }),
    }]);

    await runDueJobs(database);
    expect(await jobOf(jobId)).toMatchObject({ state: 'done', attempts: 1, last_error: null });
    expect((await list({ state: 'dead' })).jobs.some((j: { job_id: number }) => j.job_id === jobId)).toBe(false);
  });

  it('of a dead message job sends the message again: the message is queued with it, then sent', async () => {
    const dead = await deadMessageJob();
    expect(await messageOf(dead.messageId)).toMatchObject({ state: 'failed' });
    expect(await smsAbout(dead.phone, dead.orderString)).toEqual([]);

    const answer = await call('retry', { job_id: dead.jobId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.payload.job).toMatchObject({ state: 'queued', attempts: 0, message: { message_id: dead.messageId, state: 'queued' } });
    expect(await messageOf(dead.messageId)).toMatchObject({ state: 'queued' });
    const [line] = await auditOf(dead.jobId);
    expect(line).toMatchObject({ action: 'job.retry', staff_email: owner.email });
    expect(JSON.parse(line!.after!)).toEqual({ state: 'queued', kind: 'message.send', message_id: dead.messageId, message_requeued: true });

    await runDueJobs(database);
    expect(await jobOf(dead.jobId)).toMatchObject({ state: 'done', attempts: 1 });
    expect(await messageOf(dead.messageId)).toMatchObject({ state: 'sent', last_error: null });
    expect(await smsAbout(dead.phone, dead.orderString)).toHaveLength(1);
  });

  it('refuses a job that is queued, running or done (409), and an unknown id (404)', async () => {
    const queued = await addJob({ kind: 'jobs.prune', run_at: new Date(Date.now() + 3_600_000).toISOString() });
    const refused = await call('retry', { job_id: queued });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(t.cannotRetry('queued'));
    const done = await addJob({ kind: 'jobs.prune', state: 'done', finished_at: new Date().toISOString() });
    expect((await call('retry', { job_id: done })).body.message).toBe(t.cannotRetry('done'));
    const missing = await call('retry', { job_id: 987_654 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(t.notFound);
    expect((await call('retry', { job_id: 'x' })).status).toBe(400);
    expect(await auditOf(queued)).toEqual([]);
    await call('cancel', { job_id: queued });
  });
});

describe('cancelling', () => {
  it('sets a queued job aside for good: it does not run; audited', async () => {
    const jobId = await addJob({ kind: 'jobs.prune' });
    const answer = await call('cancel', { job_id: jobId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Job cancelled');
    expect(answer.body.payload.job).toMatchObject({ job_id: jobId, state: 'cancelled' });
    expect(answer.body.payload.job.finished_at).not.toBeNull();
    expect(await auditOf(jobId)).toEqual([{
      action: 'job.cancel', staff_email: owner.email,
      before: JSON.stringify({ state: 'queued', attempts: 0 }),
      after: JSON.stringify({ state: 'cancelled', kind: 'jobs.prune' }),
    }]);
    await runDueJobs(database);
    expect(await jobOf(jobId)).toMatchObject({ state: 'cancelled', attempts: 0 });
    // A cancelled job can be retried.
    expect((await call('retry', { job_id: jobId })).body.payload.job.state).toBe('queued');
    await runDueJobs(database);
    expect((await jobOf(jobId)).state).toBe('done');
  });

  it('of a queued message job marks its message not sent, so the order does not promise it', async () => {
    const shopper = await readyShopper(database, [[products[0]!, 1]]);
    const placed = await cashOrder(database, shopper);
    const orderId = placed.body.payload.order_id as number;
    const message = await database.db.selectFrom('messages').select(['id', 'unique_key']).where('order_id', '=', orderId).where('channel', '=', 'sms').executeTakeFirstOrThrow();
    const job = await database.db.selectFrom('jobs').select('id').where('unique_key', '=', `message:${message.unique_key}`).executeTakeFirstOrThrow();
    const answer = await call('cancel', { job_id: Number(job.id) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await messageOf(Number(message.id))).toEqual({ state: 'failed', last_error: t.messageCancelled });
    await runDueJobs(database);
    expect((await jobOf(Number(job.id))).state).toBe('cancelled');
  });

  it('refuses a running job (409, it stays its worker\'s), a done one (409) and an unknown id (404)', async () => {
    const running = await addJob({ kind: 'jobs.prune', state: 'running', attempts: 1, locked_by: 'worker-a', locked_until: new Date(Date.now() + 60_000).toISOString() });
    const refused = await call('cancel', { job_id: running });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(t.runningCannotCancel);
    expect(await jobOf(running)).toMatchObject({ state: 'running', locked_by: 'worker-a' });
    expect((await call('retry', { job_id: running })).status).toBe(409);
    const done = await addJob({ kind: 'jobs.prune', state: 'done', finished_at: new Date().toISOString() });
    const doneRefused = await call('cancel', { job_id: done });
    expect(doneRefused.status).toBe(409);
    expect(doneRefused.body.message).toBe(t.cannotCancel('done'));
    expect((await call('cancel', { job_id: 987_654 })).status).toBe(404);
    expect(await auditOf(running)).toEqual([]);
    await database.db.updateTable('jobs').set({ state: 'cancelled', locked_by: null, locked_until: null }).where('id', '=', running).execute();
  });
});

describe('one transaction', () => {
  it('without its audit line nothing changes: not the job, not its message', async () => {
    const dead = await deadMessageJob();
    auditFault.fail = true;
    try {
      expect((await call('retry', { job_id: dead.jobId })).status).toBe(500);
      expect((await call('cancel', { job_id: dead.jobId })).status).toBe(500);
    } finally {
      auditFault.fail = false;
    }
    expect(await jobOf(dead.jobId)).toMatchObject({ state: 'dead', attempts: 1 });
    expect(await messageOf(dead.messageId)).toMatchObject({ state: 'failed' });
    expect(await auditOf(dead.jobId)).toEqual([]);

    // A dead job can also be set aside without running it again.
    const cancelled = await call('cancel', { job_id: dead.jobId });
    expect(cancelled.body.payload.job.state).toBe('cancelled');
    expect(await messageOf(dead.messageId)).toMatchObject({ state: 'failed' });
  });
});
