// Reliability under faults (issue 6): the API server (lib/testing/api-server.ts, the
// same route modules, dispatcher and database as `next start`) runs as a child process
// on this file's database and is called over real HTTP while shoppers check out.
//
// - Killed with SIGKILL at random moments and started again, several times: every
//   order a shopper was told about exists, complete, in the right payment state; an
//   order committed just before a kill (its answer lost) is complete too; stock is the
//   seeded stock minus what the existing orders hold; no order without items, no cart
//   emptied without its order, no order whose cart was left full.
// - PostgreSQL only: the server's database connections are terminated
//   (pg_terminate_backend) again and again. The server must keep answering: a request
//   that lost its connection gets a clear JSON 5xx, the next ones succeed, and nothing
//   is half-written. (SQLite is a file opened in-process: there is no connection to drop,
//   so on SQLite this test does not apply and is not declared.)
// - A payment captured by the provider while the server died in the middle of writing
//   its confirmation is found and settled by the reconciler, once.
//
// Online payments go through Razorpay's flow against a local fake of its HTTP API (as
// in payments.test.ts), so the provider's record survives the server's deaths.
import pg from 'pg';
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { pgConnection } from '@/lib/db';
import { reconcilePayments } from '@/lib/payments/reconcile';
import { addAddress, addPincodes, loginByOtp, plainProducts, type ProductRow, type ReadyShopper } from './session';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import { ApiProcess, type Reply } from './server-process';

const postgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');
// Ports of this suite (its SQLite and PostgreSQL runs may overlap in time): the API server and the fake Razorpay.
const BASE_PORT = Number(process.env.FAULTS_PORT ?? 3210) + (postgres ? 20 : 0);
const KEY_ID = 'rzp_test_FaultsKey01';
const KEY_SECRET = 'faults-key-secret';
const APP_NAME = `faults-api-${randomBytes(4).toString('hex')}`;

let database: TestDatabase;
let server: ApiProcess;
let fake: FakeRazorpay;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const signature = (orderId: string, paymentId: string) => createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

/** The shopper pays in Razorpay's widget: the provider now holds a captured payment. */
function payAtProvider(providerOrderId: string, amountPaise: number): string {
  const paymentId = `pay_Faults${randomBytes(6).toString('hex')}`;
  fake.paymentsByOrder.set(providerOrderId, [{ id: paymentId, order_id: providerOrderId, amount: amountPaise, status: 'captured' }]);
  return paymentId;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true, file: true });
  await addPincodes(database);
  fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET, port: BASE_PORT + 1, orderIdPrefix: 'order_Faults' });
  let databaseUrl = database.url!;
  if (postgres) {
    // Named, so the connection-drop test can find the server's connections.
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', APP_NAME);
    databaseUrl = url.toString();
  }
  server = new ApiProcess(BASE_PORT, {
    DATABASE_URL: databaseUrl,
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_API_BASE: `http://127.0.0.1:${BASE_PORT + 1}`,
  });
  await server.start();
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
  await database?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The reconciler, as cron runs it, with the provider settings the server has. */
async function reconcile(now?: Date) {
  vi.stubEnv('RAZORPAY_KEY_ID', KEY_ID);
  vi.stubEnv('RAZORPAY_KEY_SECRET', KEY_SECRET);
  vi.stubEnv('RAZORPAY_API_BASE', `http://127.0.0.1:${BASE_PORT + 1}`);
  return reconcilePayments(database, { now });
}

/** Products no other test of this file uses, with stock set to known amounts. */
const usedProducts: number[] = [];
async function productsWithStock(stocks: number[]): Promise<{ products: ProductRow[]; seeded: Map<number, number> }> {
  const products = await plainProducts(database, stocks.length, 1, 2, usedProducts);
  const seeded = new Map<number, number>();
  for (const [i, product] of products.entries()) {
    usedProducts.push(product.id);
    await database.db.updateTable('products').set({ stock: stocks[i] }).where('id', '=', product.id).execute();
    seeded.set(product.id, stocks[i]);
  }
  return { products, seeded };
}

/** Logged-in shoppers with an address (set up in-process: what is tested is the checkout). */
async function shoppers(count: number): Promise<ReadyShopper[]> {
  const ready: ReadyShopper[] = [];
  for (let i = 0; i < count; i++) {
    const shopper = await loginByOtp(database);
    ready.push({ ...shopper, addressId: await addAddress(database, shopper) });
  }
  return ready;
}

type Outcome =
  | 'acknowledged' // told the order was placed (cash) or paid (online)
  | 'refused' // a 4xx a person can read (sold out, cart emptied by the clamp)
  | 'failed' // a 5xx answer (only when connections are dropped)
  | 'lost' // no answer: the server died under the request
  | 'paid-unconfirmed'; // paid at the provider, our confirmation got no answer or a 5xx

interface Attempt {
  shopper: ReadyShopper;
  mode: 'cash' | 'online';
  /** The cart as the server listed it just before checkout: product id -> quantity. */
  lines: Map<number, number>;
  outcome?: Outcome;
  status?: number;
  message?: string;
  orderId?: number;
  providerOrderId?: string;
  paymentId?: string;
}

interface Stream {
  attempts: Attempt[];
  /** Every answer seen: status -> count. */
  statuses: Map<number, number>;
  /** Answers with status >= 500: their bodies, to check they are plain JSON messages. */
  serverErrors: string[];
  lostCalls: number;
}

function isRetryable(reply: Reply): boolean {
  return reply.kind === 'lost' || reply.status >= 500;
}

/** A call that must succeed in the end (cart set-up): retried while the server is down or a connection was dropped. */
async function untilAnswered(stream: Stream, run: () => Promise<Reply>): Promise<Reply & { kind: 'answer' }> {
  for (let tries = 0; tries < 40; tries++) {
    await server.ready().catch(() => sleep(200));
    const reply = await run();
    note(stream, reply);
    if (!isRetryable(reply)) return reply as Reply & { kind: 'answer' };
    await sleep(100);
  }
  throw new Error(`a cart call got no answer in 40 tries; server exits: ${server.crashes.join('; ') || 'none'}`);
}

function note(stream: Stream, reply: Reply): void {
  if (reply.kind === 'lost') {
    stream.lostCalls++;
    return;
  }
  stream.statuses.set(reply.status, (stream.statuses.get(reply.status) ?? 0) + 1);
  if (reply.status >= 500) stream.serverErrors.push(reply.text);
}

/** One shopper: fills the cart, reads it back, checks out once (cash, or online: start, pay at the provider, confirm). */
async function checkout(stream: Stream, attempt: Attempt, products: ProductRow[]): Promise<void> {
  const { shopper } = attempt;
  const wanted = new Map<number, number>();
  for (let i = randomInt(1, 2); i > 0; i--) wanted.set(products[randomInt(0, products.length - 1)].id, randomInt(1, 2));
  const cartJson = JSON.stringify([...wanted].map(([product_id, quantity]) => ({ product_id, quantity })));
  const set = await untilAnswered(stream, () => server.call('store/updateTocartMultiple', { company_id: 191, store_id: 139, customer_id: shopper.customerId, cartJson }, shopper.cookie));
  expect(set.status, set.text).toBe(200);
  const listed = await untilAnswered(stream, () => server.call('store/cartList', { store_id: 139 }, shopper.cookie));
  expect(listed.status, listed.text).toBe(200);
  attempt.lines = new Map(listed.body.payload_cartList.map((l: any) => [Number(l.product_id), Number(l.quantity)]));

  await server.ready().catch(() => {});
  const order = { company_id: 191, store_id: 139, customer_id: shopper.customerId, address_id: shopper.addressId };
  const settle = (reply: Reply, ok: (body: any) => void) => {
    note(stream, reply);
    if (reply.kind === 'lost') attempt.outcome = 'lost';
    else {
      attempt.status = reply.status;
      attempt.message = reply.body?.message;
      if (reply.status === 200) ok(reply.body);
      else attempt.outcome = reply.status >= 500 ? 'failed' : 'refused';
    }
  };
  if (attempt.mode === 'cash') {
    settle(await server.call('store/cashOnDelivery', order, shopper.cookie), (body) => {
      attempt.outcome = 'acknowledged';
      attempt.orderId = body.payload.order_id;
    });
    return;
  }
  let started: { order_id: string; amount: number; our_order_id: number } | undefined;
  settle(await server.call('store/onlinePaymentProcess', { ...order, paymentmode: 'online' }, shopper.cookie), (body) => {
    started = body.payload_onlinePaymentProcess;
  });
  if (!started) return;
  attempt.providerOrderId = started.order_id;
  attempt.orderId = started.our_order_id;
  attempt.paymentId = payAtProvider(started.order_id, started.amount);
  await server.ready().catch(() => {});
  const confirm = await server.call('store/onlinePaymentSuccess', {
    company_id: 191, store_id: 139, customer_id: shopper.customerId, offer_id: '', offer_product_id: '', cart_id: 1,
    order_id: started.order_id, transection_id: attempt.paymentId, razorpay_signature: signature(started.order_id, attempt.paymentId),
  }, shopper.cookie);
  note(stream, confirm);
  if (confirm.kind === 'answer' && confirm.status === 200) {
    attempt.outcome = 'acknowledged';
    expect(confirm.body.payload.order_id).toBe(started.our_order_id);
  } else if (confirm.kind === 'lost' || confirm.status >= 500) {
    attempt.outcome = 'paid-unconfirmed';
    attempt.status = confirm.kind === 'answer' ? confirm.status : undefined;
  } else {
    throw new Error(`a valid confirmation was refused: ${confirm.status} ${confirm.text}`);
  }
}

/** Shoppers check out `workers` at a time while `disturb` runs (told when they are done, and how many have begun). */
async function runStream(
  list: ReadyShopper[],
  products: ProductRow[],
  onlineEvery: number,
  workers: number,
  disturb: (done: () => boolean, started: () => number) => Promise<void>,
): Promise<Stream> {
  const stream: Stream = { attempts: list.map((shopper, i) => ({ shopper, mode: i % onlineEvery === 0 ? 'online' : 'cash', lines: new Map() })), statuses: new Map(), serverErrors: [], lostCalls: 0 };
  let next = 0;
  let finished = false;
  const work = async () => {
    while (next < stream.attempts.length) await checkout(stream, stream.attempts[next++], products);
  };
  const disturbing = disturb(() => finished, () => next);
  try {
    await Promise.all(Array.from({ length: workers }, work));
  } finally {
    finished = true;
    await disturbing;
  }
  return stream;
}

interface Found {
  id: number;
  customer_id: number;
  status: string;
  payment_status: string;
  paymentmode: string;
  items: Map<number, number>;
  payments: { status: string; provider_order_id: string; provider_payment_id: string | null }[];
}

async function ordersOf(customerIds: number[]): Promise<Map<number, Found[]>> {
  const orders = await database.db.selectFrom('orders').select(['id', 'customer_id', 'status', 'payment_status', 'paymentmode']).where('customer_id', 'in', customerIds).orderBy('id').execute();
  const ids = orders.map((o) => Number(o.id));
  const items = ids.length ? await database.db.selectFrom('order_items').select(['order_id', 'product_id', 'quantity']).where('order_id', 'in', ids).execute() : [];
  const payments = ids.length ? await database.db.selectFrom('payments').select(['order_id', 'status', 'provider_order_id', 'provider_payment_id']).where('order_id', 'in', ids).execute() : [];
  const byCustomer = new Map<number, Found[]>();
  for (const o of orders) {
    const id = Number(o.id);
    const found: Found = {
      id, customer_id: Number(o.customer_id), status: o.status, payment_status: o.payment_status, paymentmode: o.paymentmode,
      items: new Map(items.filter((i) => Number(i.order_id) === id).map((i) => [Number(i.product_id), Number(i.quantity)])),
      payments: payments.filter((p) => Number(p.order_id) === id),
    };
    byCustomer.set(found.customer_id, [...(byCustomer.get(found.customer_id) ?? []), found]);
  }
  return byCustomer;
}

async function cartOf(customerId: number): Promise<Map<number, number>> {
  const rows = await database.db.selectFrom('cart_lines').innerJoin('carts', 'carts.id', 'cart_lines.cart_id').select(['cart_lines.product_id', 'cart_lines.quantity']).where('carts.customer_id', '=', customerId).execute();
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.quantity)]));
}

/** Stock is the seeded stock minus what the orders in these states hold, and never below 0. */
async function expectStockHeldBy(products: ProductRow[], seeded: Map<number, number>, holding: string[]): Promise<void> {
  for (const product of products) {
    const held = await database.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select((eb) => eb.fn.sum<number>('order_items.quantity').as('q'))
      .where('order_items.product_id', '=', product.id)
      .where('order_items.cancel_status', '=', 0)
      .where('orders.status', 'in', holding)
      .executeTakeFirstOrThrow();
    const row = await database.db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(Number(row.stock), `stock of product ${product.id}`).toBe(seeded.get(product.id)! - Number(held.q ?? 0));
    expect(Number(row.stock)).toBeGreaterThanOrEqual(0);
  }
}

/**
 * Half an hour later, the reconciler gives back the stock that unpaid holds still keep
 * (starts whose answer was lost, some before their payment was even recorded).
 */
async function expectHoldsReleasedLater(stream: Stream, products: ProductRow[], seeded: Map<number, number>): Promise<number> {
  const later = await reconcile(new Date(Date.now() + 31 * 60_000));
  expect(later.errors).toEqual([]);
  expect(later.paid).toEqual([]);
  const open = await database.db.selectFrom('orders').select('id').where('customer_id', 'in', stream.attempts.map((a) => a.shopper.customerId)).where('status', '=', 'pending_payment').execute();
  expect(open).toEqual([]);
  await expectStockHeldBy(products, seeded, ['placed', 'awaiting_confirmation']);
  return later.released.length;
}

interface Figures {
  attempted: number;
  acknowledged: number;
  acknowledgedFound: number;
  committedUnacknowledged: number;
  refused: number;
  failed5xx: number;
  lost: number;
  paidUnconfirmed: number;
  settledByReconciler: number;
  openHolds: number;
}

/**
 * What must hold after the faults, once the server is up again and the reconciler has
 * run: checked from the database and, for acknowledged orders, through the server as
 * the shopper sees them.
 */
async function checkAfterFaults(stream: Stream, products: ProductRow[], seeded: Map<number, number>, reconciled: string[]): Promise<Figures> {
  const { attempts } = stream;
  const found = await ordersOf(attempts.map((a) => a.shopper.customerId));
  let acknowledgedFound = 0;
  let committedUnacknowledged = 0;
  let openHolds = 0;
  for (const attempt of attempts) {
    const orders = found.get(attempt.shopper.customerId) ?? [];
    const context = `${attempt.mode} ${attempt.outcome} ${attempt.status ?? ''} ${attempt.message ?? ''}`;
    // One checkout attempt makes at most one order, and it holds exactly the cart's lines.
    expect(orders.length, context).toBeLessThanOrEqual(1);
    const order = orders[0];
    if (order) {
      expect(order.items.size, `order ${order.id} has no items`).toBeGreaterThan(0);
      expect(order.items, `order ${order.id} items`).toEqual(attempt.lines);
      expect(order.paymentmode).toBe(attempt.mode);
      // Committed, but the shopper never got an answer naming it (an online order whose start was answered is not one).
      if (attempt.outcome !== 'acknowledged' && !attempt.providerOrderId) committedUnacknowledged++;
    }
    const cart = await cartOf(attempt.shopper.customerId);
    if (attempt.outcome === 'acknowledged') {
      expect(order, `acknowledged order ${attempt.orderId} is missing (${context})`).toBeDefined();
      expect(order!.id).toBe(attempt.orderId);
      acknowledgedFound++;
      // The shopper sees it under My Orders, from the restarted server.
      const detail = await server.call('store/orderDetails', { store_id: 139, order_id: order!.id }, attempt.shopper.cookie);
      expect(detail.kind === 'answer' && detail.status, detail.kind === 'answer' ? detail.text : detail.reason).toBe(200);
      if (detail.kind === 'answer') {
        expect(new Map(detail.body.payload_orderDetails.orderdetails.map((i: any) => [i.product_id, i.quantity]))).toEqual(attempt.lines);
      }
    }
    if (attempt.mode === 'cash' && order) {
      // Acknowledged: written whole, waiting for its shopper's confirmation (docs/rules/orders.md#cash-on-delivery-confirmation).
      expect({ status: order.status, payment_status: order.payment_status }).toEqual({ status: 'awaiting_confirmation', payment_status: 'cod' });
    }
    if (attempt.mode === 'online' && attempt.paymentId) {
      // Paid at the provider: paid here, exactly once, whether our confirmation or the reconciler recorded it.
      expect(order, context).toBeDefined();
      expect({ status: order.status, payment_status: order.payment_status }, context).toEqual({ status: 'placed', payment_status: 'paid' });
      expect(order.payments.map((p) => [p.status, p.provider_order_id, p.provider_payment_id])).toEqual([['paid', attempt.providerOrderId, attempt.paymentId]]);
    }
    if (attempt.mode === 'online' && !attempt.paymentId && order) {
      // Its start was never answered, so nobody could pay it: unpaid, and either still
      // holding its stock or (when the server could still give it up) released.
      expect([order.status, order.payment_status], context).toSatisfy(([status, payment]: string[]) =>
        (status === 'pending_payment' && payment === 'pending') || (status === 'payment_failed' && payment === 'failed'));
      if (order.status === 'pending_payment') openHolds++;
    }
    // The cart is emptied exactly when the order is placed (cash, awaiting its confirmation or not, or paid online).
    if (order?.status === 'placed' || order?.status === 'awaiting_confirmation') expect(cart, `cart of placed order ${order.id}`).toEqual(new Map());
    else expect(cart, `cart of ${context} (no placed order)`).toEqual(attempt.lines);
  }
  // Nothing half-written anywhere in the database: no order without items, no item without its order.
  const empty = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`.execute(database.db);
  expect(Number(empty.rows[0].n)).toBe(0);
  const orphans = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM order_items i WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i.order_id)`.execute(database.db);
  expect(Number(orphans.rows[0].n)).toBe(0);
  await expectStockHeldBy(products, seeded, ['placed', 'awaiting_confirmation', 'pending_payment']);
  // What the reconciler settled is exactly what was paid at the provider and not yet recorded.
  const unconfirmed = attempts.filter((a) => a.outcome === 'paid-unconfirmed').map((a) => a.providerOrderId!);
  for (const id of reconciled) expect(unconfirmed).toContain(id);
  const count = (outcome: Outcome) => attempts.filter((a) => a.outcome === outcome).length;
  return {
    attempted: attempts.length,
    acknowledged: count('acknowledged'),
    acknowledgedFound,
    committedUnacknowledged,
    refused: count('refused'),
    failed5xx: count('failed'),
    lost: count('lost'),
    paidUnconfirmed: count('paid-unconfirmed'),
    settledByReconciler: reconciled.length,
    openHolds,
  };
}

describe(`the API server killed with SIGKILL during checkouts (${postgres ? 'PostgreSQL' : 'SQLite, WAL file'})`, () => {
  it('every acknowledged order survives complete, stock matches the orders, nothing is half-written', async () => {
    // One product scarce enough to sell out under the stream, so "never below 0" is tested too.
    const { products, seeded } = await productsWithStock([12, 40, 40, 60, 60, 80]);
    const list = await shoppers(120);
    const killsBefore = server.kills;

    // Kills come after a random number of checkouts (so as many happen on a fast machine as
    // on a slow one), at a random moment a little later: before, inside or after a request.
    const stream = await runStream(list, products, 3, 6, async (done, started) => {
      while (!done()) {
        const at = started() + randomInt(3, 9);
        while (!done() && started() < at) await sleep(20);
        if (done()) break;
        await sleep(randomInt(0, 250));
        await server.restart();
      }
    });
    // ...and once more after the last checkout, then the reconciler runs as cron would.
    await server.restart();
    const first = await reconcile();
    expect(first.errors).toEqual([]);
    const second = await reconcile();
    expect(second.paid, 'the reconciler pays each order once').toEqual([]);

    const figures = await checkAfterFaults(stream, products, seeded, first.paid);
    const releasedLater = await expectHoldsReleasedLater(stream, products, seeded);
    const kills = server.kills - killsBefore;
    console.log(`[faults] kill test on ${postgres ? 'PostgreSQL' : 'SQLite'}: ${JSON.stringify({ kills, ...figures, releasedLater, lostCalls: stream.lostCalls, statuses: Object.fromEntries(stream.statuses), refusals: [...new Set(stream.attempts.filter((a) => a.outcome === 'refused').map((a) => a.message))] })}`);
    expect(server.crashes).toEqual([]);
    expect(kills).toBeGreaterThanOrEqual(5);
    expect(figures.acknowledgedFound).toBe(figures.acknowledged);
    expect(figures.acknowledged).toBeGreaterThan(0);
    // A kill never turns into a 5xx answer: a request either completes or gets no answer.
    expect(stream.serverErrors).toEqual([]);
    for (const attempt of stream.attempts.filter((a) => a.outcome === 'refused')) {
      expect([400, 409], attempt.message).toContain(attempt.status);
    }
  }, 240_000);
});

// SQLite has no connection to drop (the database is a file the server opens itself), so
// this part exists on PostgreSQL only.
if (postgres) {
  describe('the server\'s PostgreSQL connections terminated during checkouts', () => {
    it('the server keeps answering (a clear JSON 5xx for a request that lost its connection), and nothing is half-written', async () => {
      const { products, seeded } = await productsWithStock([10, 40, 40, 60]);
      const list = await shoppers(60);
      const admin = new pg.Client(pgConnection(process.env.TEST_DATABASE_URL!));
      await admin.connect();
      let drops = 0;
      let busyDrops = 0;
      let rounds = 0;
      try {
        // Drops every few checkouts (as many on a slow machine as on a fast one), at a random moment.
        const stream = await runStream(list, products, 3, 6, async (done, started) => {
          while (!done()) {
            const at = started() + randomInt(1, 3);
            while (!done() && started() < at) await sleep(10);
            if (done()) break;
            await sleep(randomInt(0, 200));
            const result = await admin.query<{ ok: boolean; state: string }>('SELECT state, pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1', [APP_NAME]);
            drops += result.rows.filter((r) => r.ok).length;
            busyDrops += result.rows.filter((r) => r.ok && r.state !== 'idle').length; // mid-query or mid-transaction
            rounds++;
          }
        });
        // The server never died or hung: every call got an answer.
        expect(server.crashes).toEqual([]);
        expect(server.running).toBe(true);
        expect(stream.lostCalls).toBe(0);
        // A request whose connection was cut got a plain JSON message, no stack trace.
        for (const text of stream.serverErrors) {
          const body = JSON.parse(text);
          expect(body).toEqual({ message: expect.any(String) });
          expect(text).not.toMatch(/\bat \S+ \(|Error:|terminating connection/);
        }
        // With the drops over, it answers normally again (the pool replaced its connections).
        // The last drop may have cut an idle connection just before the stream ended: the
        // first request to take it gets the 503 above; the ones after it are served.
        let after = await server.call('store/cartList', { store_id: 139 }, list[0].cookie);
        for (let tries = 0; tries < 20 && !(after.kind === 'answer' && after.status === 200); tries++) {
          await sleep(250);
          after = await server.call('store/cartList', { store_id: 139 }, list[0].cookie);
        }
        expect(after.kind === 'answer' && after.status).toBe(200);

        const first = await reconcile();
        expect(first.errors).toEqual([]);
        expect((await reconcile()).paid).toEqual([]);
        const figures = await checkAfterFaults(stream, products, seeded, first.paid);
        const releasedLater = await expectHoldsReleasedLater(stream, products, seeded);
        console.log(`[faults] connection drops on PostgreSQL: ${JSON.stringify({ drops, busyDrops, rounds, ...figures, releasedLater, statuses: Object.fromEntries(stream.statuses) })}`);
        expect(drops).toBeGreaterThanOrEqual(5);
        expect(busyDrops).toBeGreaterThan(0);
        expect(figures.acknowledgedFound).toBe(figures.acknowledged);
        expect(figures.acknowledged).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
    }, 180_000);
  });
}

describe('a payment captured while the server died writing its confirmation', () => {
  /**
   * Holds the lock the confirmation's write needs, so the server can be killed while it
   * waits in the middle of that write. PostgreSQL: the order's row (markPaid updates
   * the payment row, then blocks on the order's); SQLite: the database's write lock
   * (markPaid blocks on BEGIN IMMEDIATE, its first write, within the 5 s busy timeout).
   */
  async function holdWriteLock(orderId: number): Promise<{ waitForServer(): Promise<void>; release(): Promise<void> }> {
    if (postgres) {
      const client = new pg.Client({ ...pgConnection(process.env.TEST_DATABASE_URL!), options: new URL(database.url!).searchParams.get('options')! });
      await client.connect();
      await client.query('BEGIN');
      await client.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
      return {
        async waitForServer() {
          for (let i = 0; i < 200; i++) {
            await client.query('SELECT pg_stat_clear_snapshot()'); // inside a transaction the view is otherwise frozen
            const waiting = await client.query(`SELECT query FROM pg_stat_activity WHERE application_name = $1 AND state = 'active' AND wait_event_type = 'Lock'`, [APP_NAME]);
            if (waiting.rows.length > 0) {
              expect(waiting.rows[0].query).toMatch(/^update "orders"/);
              return;
            }
            await sleep(50);
          }
          throw new Error('the confirmation never reached the order row');
        },
        async release() {
          await client.query('ROLLBACK');
          await client.end();
        },
      };
    }
    const Sqlite = (await import('better-sqlite3')).default;
    const connection = new Sqlite(database.url!);
    connection.exec('BEGIN IMMEDIATE');
    return {
      waitForServer: async () => {
        await sleep(1500);
      },
      async release() {
        connection.exec('ROLLBACK');
        connection.close();
      },
    };
  }

  async function paymentState(orderId: number) {
    const order = await database.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const payments = await database.db.selectFrom('payments').select(['status', 'provider_payment_id']).where('order_id', '=', orderId).execute();
    return { ...order, payments };
  }

  it('is found and settled by the reconciler: paid once, stock taken once, cart emptied; a late confirmation changes nothing', async () => {
    const { products, seeded } = await productsWithStock([6]);
    const product = products[0];
    const [shopper] = await shoppers(1);
    await server.ready();
    const cartJson = JSON.stringify([{ product_id: product.id, quantity: 2 }]);
    const filled = await server.call('store/updateTocartMultiple', { company_id: 191, store_id: 139, customer_id: shopper.customerId, cartJson }, shopper.cookie);
    expect(filled.kind === 'answer' && filled.status).toBe(200);
    const start = await server.call('store/onlinePaymentProcess', { company_id: 191, store_id: 139, customer_id: shopper.customerId, address_id: shopper.addressId, paymentmode: 'online' }, shopper.cookie);
    if (start.kind !== 'answer' || start.status !== 200) throw new Error(`could not start the payment: ${JSON.stringify(start)}`);
    const { order_id: providerOrderId, amount, our_order_id: orderId } = start.body.payload_onlinePaymentProcess;
    const paymentId = payAtProvider(providerOrderId, amount);
    const confirmation = {
      company_id: 191, store_id: 139, customer_id: shopper.customerId, offer_id: '', offer_product_id: '', cart_id: 1,
      order_id: providerOrderId, transection_id: paymentId, razorpay_signature: signature(providerOrderId, paymentId),
    };

    // The shopper's confirmation arrives; the server dies in the middle of writing it.
    const lock = await holdWriteLock(orderId);
    const confirming = server.call('store/onlinePaymentSuccess', confirmation, shopper.cookie);
    try {
      await lock.waitForServer();
      await server.kill();
    } finally {
      await lock.release();
    }
    expect((await confirming).kind).toBe('lost');
    // Nothing of the confirmation was kept: unpaid, the stock still held once, the cart still full.
    expect(await paymentState(orderId)).toEqual({ status: 'pending_payment', payment_status: 'pending', payments: [{ status: 'created', provider_payment_id: null }] });
    expect(await cartOf(shopper.customerId)).toEqual(new Map([[product.id, 2]]));
    await expectStockHeldBy(products, seeded, ['placed', 'awaiting_confirmation', 'pending_payment']);

    // The server comes back; the reconciler (cron) asks the provider and settles it.
    await server.start();
    const report = await reconcile();
    expect(report.errors).toEqual([]);
    expect(report.paid).toContain(providerOrderId);
    const settled = { status: 'placed', payment_status: 'paid', payments: [{ status: 'paid', provider_payment_id: paymentId }] };
    expect(await paymentState(orderId)).toEqual(settled);
    expect(await cartOf(shopper.customerId)).toEqual(new Map());
    expect(await database.db.selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow()).toEqual({ stock: seeded.get(product.id)! - 2 });

    // Exactly once: the reconciler again, and the shopper's confirmation retried, change nothing.
    expect((await reconcile()).paid).not.toContain(providerOrderId);
    const late = await server.call('store/onlinePaymentSuccess', confirmation, shopper.cookie);
    expect(late.kind === 'answer' && [late.status, late.body.payload.order_id]).toEqual([200, orderId]);
    expect(await paymentState(orderId)).toEqual(settled);
    await expectStockHeldBy(products, seeded, ['placed', 'awaiting_confirmation']);
    const listed = await server.call('store/orderList', { store_id: 139 }, shopper.cookie);
    expect(listed.kind === 'answer' && listed.body.payload_orderList.map((o: any) => o.order_id)).toEqual([orderId]);
  });
});
