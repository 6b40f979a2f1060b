// Messages that survive what a shop meets (issue 25, docs/jobs.md): the API server
// (lib/testing/api-server.ts, with its job worker, as `npm start` runs one) is a child
// process on this file's database, called over real HTTP.
// - A cash order is placed while the mail server is down; the shop is killed with
//   SIGKILL; the mail server comes up and the shop starts again: the seller's new-order
//   e-mail arrives exactly once.
// - On a fresh install, an online order left unpaid gives its stock back once its hold
//   is over, by the shop's own schedule: no cron, no call to /api/payments/reconcile.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyCashOnDelivery, logIn, post } from '@/lib/testing/http-shopper';
import { startFakeSmtp, type FakeSmtp } from '@/lib/testing/fake-smtp';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addPincodes, plainProducts, stockOf } from './session';
import { ApiProcess } from './server-process';

const postgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');
// Ports of this suite (its SQLite and PostgreSQL runs may overlap in time).
const BASE_PORT = Number(process.env.MESSAGES_TEST_PORT ?? 3290) + (postgres ? 10 : 0);

let database: TestDatabase;
let server: ApiProcess | undefined;
let smtp: FakeSmtp | undefined;

/** Polls `read` until `done` holds of its answer (20 s at most); answers the last answer. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after 20 s${server ? `\n${server.errors}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true, file: true });
  await addPincodes(database);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await database?.close();
});

describe('messages through the job queue', () => {
  it('an order placed while the mail server is down: after a SIGKILL and a restart with the mail server up, the seller gets its e-mail exactly once', async () => {
    const smtpPort = BASE_PORT + 1;
    server = new ApiProcess(BASE_PORT, {
      DATABASE_URL: database.url!,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: `"Test shop" <shop@${randomBytes(3).toString('hex')}.example.in>`,
      JOBS_POLL_MS: '100',
      JOBS_RETRY_BASE_MS: '300',
      JOBS_RETRY_CAP_MS: '1000',
      // A kill in the middle of a try leaves the job leased: a short lease has the restarted
      // server take it up within the test's wait (the shop's default is 5 minutes).
      JOBS_LEASE_MS: '3000',
    });
    await server.start();
    const [product] = await plainProducts(database, 1);
    const shopper = await logIn(server.origin);
    const order = await buyCashOnDelivery(server.origin, shopper, product!.id);
    const orderString = order.body.payload.order_string as string;
    expect(orderString).toMatch(/^OB/);

    // The order is placed; its e-mail to the seller is enqueued and fails while nothing listens on the SMTP port.
    const sellerMessage = () =>
      database.db.selectFrom('messages').select(['id', 'state', 'failures', 'last_error']).where('event', '=', 'sellerNewOrder').where('audience', '=', 'seller').executeTakeFirst();
    const failed = await until(sellerMessage, (m) => (m?.failures ?? 0) >= 1, 'the seller e-mail failing');
    expect(failed!.state).toBe('queued');
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);

    await server.kill();
    smtp = await startFakeSmtp(smtpPort);
    await server.start();

    const subject = sellerTexts.newOrderSubject(orderString);
    const toSeller = () => smtp!.received.filter((mail) => mail.data.includes(`Subject: ${subject}`));
    await until(async () => toSeller().length, (n) => n >= 1, 'the seller e-mail arriving');
    // Every message of the order has left (nothing more is waiting), and the seller's arrived once.
    await until(
      () => database.db.selectFrom('messages').select('state').where('state', 'not in', ['sent', 'delivered', 'read']).execute(),
      (rows) => rows.length === 0,
      'messages still waiting',
    );
    expect(toSeller()).toHaveLength(1);
    expect((await sellerMessage())!.state).toBe('sent');
    const job = await database.db.selectFrom('jobs').select(['state', 'attempts']).where('unique_key', 'like', 'message:%').where('payload', '=', JSON.stringify({ messageId: Number(failed!.id) })).executeTakeFirstOrThrow();
    expect(job.state).toBe('done');
    expect(job.attempts).toBeGreaterThanOrEqual(2);
  });

  it('an online order left unpaid gives its stock back after the hold, with no cron and no manual call', async () => {
    await server?.stop();
    server = new ApiProcess(BASE_PORT + 2, {
      DATABASE_URL: database.url!,
      PAYMENT_HOLD_MINUTES: '0.05', // 3 s
      SCHEDULE_PAYMENTS_RECONCILE_SECONDS: '1',
      JOBS_POLL_MS: '200',
    });
    await server.start();
    const [, product] = await plainProducts(database, 2);
    const before = await stockOf(database, product!.id);
    const shopper = await logIn(server.origin);
    const headers = { cookie: shopper.cookie };
    const address = await post(server.origin, 'store/addToaddress', {
      name: 'Asha Verma', contact: '9876543210', email: 'asha@example.in', pincode: '110001', house_no: 'B-14', street: 'Janpath Road', address_type: 'Home',
    }, headers);
    expect(address.status, address.text).toBe(200);
    expect((await post(server.origin, 'store/addTocart', { product_id: product!.id, quantity: 1 }, headers)).status).toBe(200);
    const started = await post(server.origin, 'store/onlinePaymentProcess', { company_id: 191, store_id: 139, address_id: address.body.payload.address_id, paymentmode: 'online' }, headers);
    expect(started.status, started.text).toBe(200);
    const providerOrderId = started.body.payload_onlinePaymentProcess.order_id as string;
    expect(await stockOf(database, product!.id)).toBe(before - 1);
    const order = () =>
      database.db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select(['orders.status', 'orders.created_at', 'orders.updated_at']).where('payments.provider_order_id', '=', providerOrderId).executeTakeFirstOrThrow();
    expect((await order()).status).toBe('pending_payment');

    const released = await until(order, (o) => o.status !== 'pending_payment', 'the unpaid order');
    expect(released.status).toBe('payment_failed');
    expect(await stockOf(database, product!.id)).toBe(before);
    // Not before its hold was over.
    expect(new Date(released.updated_at).getTime() - new Date(released.created_at).getTime()).toBeGreaterThanOrEqual(3_000);
  });
});
