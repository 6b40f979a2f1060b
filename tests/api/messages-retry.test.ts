// Order messages through real channels and the job queue (issue 25, docs/jobs.md):
// the SMS leaves through MSG91's Flow API (its local fake), the jobs are run here with a
// clock the test moves past each retry's backoff, instead of waiting for it.
// - The provider answers 500 three times, then 200: one message delivered, three
//   failures recorded, four calls in all.
// - A send cut off midway (the message left `sending` by a process that died) is not
//   sent again by SMS, which could arrive twice; an e-mail is, with the same Message-ID.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runDueJobs } from '@/lib/jobs/drain';
import { enqueueMessage } from '@/lib/notify/messages';
import { startFakeMsg91, type RunningFakeMsg91 } from '@/lib/testing/fake-msg91';
import { startFakeSmtp, type FakeSmtp } from '@/lib/testing/fake-smtp';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { writeTransaction } from '@/lib/db';
import { messageIdOf } from '@/lib/notify/email';
import { addPincodes, cashOrder, plainProducts, readyShopper, type ProductRow } from './session';

let database: TestDatabase;
let msg91: RunningFakeMsg91;
let smtp: FakeSmtp;
let products: ProductRow[];
const HOUR = 60 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 3);
  msg91 = await startFakeMsg91({ authKey: 'retry-test-key' });
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await msg91?.close();
  await smtp?.close();
  await database?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  msg91.clear();
});

function useMsg91(): void {
  vi.stubEnv('MSG91_AUTH_KEY', 'retry-test-key');
  vi.stubEnv('MSG91_API_URL', msg91.url);
  vi.stubEnv('SMS_TEMPLATE_ORDER_PLACED', 'tmpl-order-placed');
}

/** Runs what is due, then moves the clock an hour on (past any backoff but the cap's), `times` times. */
async function runJobsOverHours(times: number): Promise<void> {
  let clock = Date.now();
  for (let i = 0; i < times; i++) {
    await runDueJobs(database, { now: () => new Date(clock) });
    clock += HOUR;
  }
}

describe('an order message through MSG91', () => {
  it('the provider answers 500 three times, then 200: one message delivered, three failures recorded', async () => {
    const shopper = await readyShopper(database, [[products[0]!, 1]]);
    useMsg91();
    msg91.failNext(3, 500);
    const placed = await cashOrder(database, shopper);
    expect(placed.status).toBe(200);
    const orderString = placed.body.payload.order_string as string;
    const order = await database.db.selectFrom('orders').select(['id', 'delivered_contact']).where('order_string', '=', orderString).executeTakeFirstOrThrow();
    const mobile = order.delivered_contact;
    const sms = () =>
      database.db.selectFrom('messages').selectAll().where('order_id', '=', Number(order.id)).where('event', '=', 'orderPlaced').where('channel', '=', 'sms').executeTakeFirstOrThrow();
    expect((await sms()).state).toBe('queued'); // enqueued with the order, not sent yet

    await runJobsOverHours(6);

    const calls = msg91.requests.filter((r) => r.body?.recipients?.[0]?.VAR1 === orderString);
    expect(calls.map((r) => r.status)).toEqual([500, 500, 500, 200]);
    // The same template and variables each time.
    for (const call of calls) expect(call.body).toMatchObject({ template_id: 'tmpl-order-placed', recipients: [{ mobiles: `91${mobile}`, VAR1: orderString }] });
    const delivered = msg91.messages().filter((m) => m.values[0] === orderString);
    expect(delivered).toHaveLength(1);

    const message = await sms();
    expect(message.state).toBe('sent');
    expect(message.failures).toBe(3);
    expect(message.provider_message_id).toBe(calls[3]!.requestId);
    expect(message.last_error).toBeNull();
    const job = await database.db.selectFrom('jobs').select(['state', 'attempts', 'last_error']).where('unique_key', '=', `message:${message.unique_key}`).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'done', attempts: 4, last_error: null });
  });
});

describe('a send cut off midway (the process died while the provider was asked)', () => {
  async function cutOff(channel: 'sms' | 'email', recipient: string, key: string) {
    const id = await writeTransaction(database, (tx) =>
      enqueueMessage(tx, { orderId: null, event: channel === 'sms' ? 'orderPlaced' : 'sellerNewOrder', channel, recipient, key, vars: { order: 'OB-CUT', total: '₹1,000', mode: 'cash on delivery', city: 'Delhi' } }),
    );
    // As the job leaves it just before it calls the provider.
    await database.db.updateTable('messages').set({ state: 'sending' }).where('id', '=', id!).execute();
    return id!;
  }

  it('an SMS is not sent again: it could arrive twice; it is marked failed with the reason', async () => {
    useMsg91();
    const id = await cutOff('sms', '9811111111', 'cut-off:sms');
    await runJobsOverHours(1);
    expect(msg91.requests.filter((r) => r.body?.recipients?.[0]?.mobiles === '919811111111')).toHaveLength(0);
    const message = await database.db.selectFrom('messages').select(['state', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(message.state).toBe('failed');
    expect(message.last_error).toMatch(/not sent again/);
  });

  it('an e-mail is sent again with the same Message-ID, which mail clients show once', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const id = await cutOff('email', 'seller-cut@example.in', 'cut-off:email');
    await runJobsOverHours(1);
    const mails = smtp.received.filter((mail) => mail.to.some((to) => to.includes('seller-cut@example.in')));
    expect(mails).toHaveLength(1);
    const message = await database.db.selectFrom('messages').select(['state', 'unique_key']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(message.state).toBe('sent');
    expect(mails[0]!.data).toContain(`Message-ID: ${messageIdOf(message.unique_key)}`);
  });
});
