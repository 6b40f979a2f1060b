// Online payments (docs/rules/checkout.md#online-payment): the `test` provider of demo mode and
// `razorpay` against a local fake of Razorpay's HTTP API started here. A tampered
// signature leaves the order unpaid; a replayed confirmation or webhook changes
// nothing; a paid order never moves back; unpaid holds give their stock back.
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { POST as testPagePost, GET as testPageGet } from '@/app/api/payments/test/route';
import { POST as webhookPost } from '@/app/api/payments/razorpay/webhook/route';
import { POST as reconcilePost } from '@/app/api/payments/reconcile/route';
import { reconcilePayments } from '@/lib/payments/reconcile';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import { addAddress, addPincodes, api, loginByOtp, plainProducts, putInCart, stockOf, type ProductRow, type Shopper } from './session';

let database: TestDatabase;
let products: ProductRow[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 3, 10, 2);
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** A product no earlier test of this file has touched, for tests that count its stock. */
const used = new Set<number>();
async function ownProduct(minStock = 5): Promise<ProductRow> {
  const [product] = await plainProducts(database, 1, minStock, 1, [...used, ...products.map((p) => p.id)]);
  used.add(product.id);
  return product;
}

const FEES = { digital_discount: 2 };
const DELIVERY = { chargePaise: 14_900, uptoPaise: 499_900 };
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

type Buyer = Shopper & { addressId: number };

async function buyer(lines: [ProductRow, number][] = [[products[0], 2]]): Promise<Buyer> {
  const shopper = await loginByOtp(database);
  const addressId = await addAddress(database, shopper);
  for (const [product, quantity] of lines) await putInCart(database, shopper, product.id, quantity);
  return { ...shopper, addressId };
}

async function startPayment(who: Buyer, extra: Record<string, unknown> = {}) {
  return api(database, 'store/onlinePaymentProcess', { company_id: 191, store_id: 139, customer_id: who.customerId, address_id: who.addressId, paymentmode: 'online', ...extra }, { cookie: who.cookie });
}

async function confirm(who: Shopper, orderId: string, paymentId: string, signature: string) {
  return api(database, 'store/onlinePaymentSuccess', {
    company_id: 191, store_id: 139, customer_id: who.customerId, offer_id: '', offer_product_id: '', cart_id: 1,
    order_id: orderId, transection_id: paymentId, razorpay_signature: signature,
  }, { cookie: who.cookie });
}

async function testPage(who: Shopper | null, body: unknown, headers: Record<string, string> = {}) {
  const response = await testPagePost(new Request('http://localhost:3000/api/payments/test', {
    method: 'POST', body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', host: 'localhost:3000', ...(who ? { cookie: who.cookie } : {}), ...headers },
  }));
  return { status: response.status, body: (await response.json()) as any };
}

/** Makes an order look as if it was started long ago (its payment hold long over). */
async function backdate(orderId: number): Promise<void> {
  await sql`UPDATE orders SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ${orderId}`.execute(database.db);
}

async function orderRow(providerOrderId: string) {
  return database.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['orders.id', 'orders.status', 'orders.payment_status', 'orders.updated_at', 'orders.total_paid_paise', 'orders.order_string', 'payments.status as payment_row_status', 'payments.provider_payment_id', 'payments.amount_paise'])
    .where('payments.provider_order_id', '=', providerOrderId)
    .executeTakeFirstOrThrow();
}

async function listed(who: Shopper): Promise<number[]> {
  const list = await api(database, 'store/orderList', {}, { cookie: who.cookie });
  return list.body.payload_orderList.map((o: any) => o.order_id);
}

async function cartSize(who: Shopper): Promise<number> {
  return (await api(database, 'store/cartList', {}, { cookie: who.cookie })).body.payload_cartList.length;
}

describe('the test provider (demo mode default)', () => {
  it('publishes no key and names the provider', async () => {
    const keys = await api(database, 'payments/get-public-active-keys-for-company-id', { company_id: 191 });
    expect(keys.status).toBe(200);
    expect(keys.body).toEqual({ message: 'Active keys successfully', payload: { key: null, provider: 'test' } });
  });

  it('onlinePaymentProcess holds the stock and asks for the server\'s amount, ignoring the client\'s', async () => {
    const who = await buyer();
    const before = await stockOf(database, products[0].id);
    const started = await startPayment(who, { total_paid_amount: 1, digital_discount: 99999, deliveryCharge: 0, handling_fee: 0 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.message).toBe('Online payment process successfully.');
    const p = started.body.payload_onlinePaymentProcess;
    const subtotal = 2 * products[0].selling_price_paise;
    const expected = subtotal + (subtotal < DELIVERY.uptoPaise ? DELIVERY.chargePaise : 0) - Math.round((subtotal * FEES.digital_discount) / 100);
    expect(p).toMatchObject({ order_id: expect.stringMatching(/^order_test_/), provider: 'test', key: null, amount: expected, currency: 'INR', name: 'OpenBox Bazaar' });
    expect(p.prefill.contact).toBe(who.mobile);

    expect(await stockOf(database, products[0].id)).toBe(before - 2);
    expect(await listed(who)).toEqual([]); // not an order until paid
    expect(await cartSize(who)).toBe(1); // the cart stays until the payment succeeds
    expect((await orderRow(p.order_id)).status).toBe('pending_payment');
  });

  it('pay, then confirm: a tampered signature leaves the order unpaid; the real one pays it', async () => {
    const who = await buyer([[products[1], 1]]);
    const started = await startPayment(who);
    const providerOrderId = started.body.payload_onlinePaymentProcess.order_id;
    const page = await testPage(who, { order_id: providerOrderId, outcome: 'pay' });
    expect(page.status).toBe(200);
    const { razorpay_payment_id: paymentId, razorpay_signature: signature, status } = page.body.payload;
    expect(status).toBe('paid');

    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    for (const [pid, sig] of [[paymentId, flipped], [paymentId, ''], ['pay_other', signature], [paymentId, 'x'.repeat(64)]]) {
      const refused = await confirm(who, providerOrderId, pid, sig);
      expect(refused.status, `${pid} ${sig}`).toBe(400);
      expect(refused.body.message).toBe('We could not verify your payment.');
    }
    expect((await orderRow(providerOrderId)).status).toBe('pending_payment');
    expect(await listed(who)).toEqual([]);

    const paid = await confirm(who, providerOrderId, paymentId, signature);
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe('Online payment successfully.');
    const row = await orderRow(providerOrderId);
    expect(row).toMatchObject({ status: 'placed', payment_status: 'paid', payment_row_status: 'paid', provider_payment_id: paymentId });
    expect(await listed(who)).toEqual([Number(row.id)]);
    expect(await cartSize(who)).toBe(0);
    const detail = await api(database, 'store/orderDetails', { order_id: Number(row.id) }, { cookie: who.cookie });
    expect(detail.body.payload_orderDetails).toMatchObject({ paymentmode: 'online', transection_id: paymentId, handling_fee: 0 });
  });

  it('a replayed confirmation changes nothing', async () => {
    const who = await buyer([[products[1], 1]]);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = (await testPage(who, { order_id: providerOrderId, outcome: 'pay' })).body.payload;
    expect((await confirm(who, providerOrderId, paymentId, signature)).status).toBe(200);
    const after = await orderRow(providerOrderId);
    const stock = await stockOf(database, products[1].id);
    await putInCart(database, who, products[2].id); // shopping goes on

    const replay = await confirm(who, providerOrderId, paymentId, signature);
    expect(replay.status).toBe(200);
    expect(replay.body.message).toBe('Online payment successfully.');
    expect(await orderRow(providerOrderId)).toEqual(after);
    expect(await stockOf(database, products[1].id)).toBe(stock);
    expect(await cartSize(who)).toBe(1); // the new cart is not emptied by the replay
    expect(await listed(who)).toHaveLength(1);
  });

  it('Fail gives the stock back at once and the payment cannot be made any more', async () => {
    const who = await buyer([[products[2], 2]]);
    const before = await stockOf(database, products[2].id);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    expect(await stockOf(database, products[2].id)).toBe(before - 2);
    const failed = await testPage(who, { order_id: providerOrderId, outcome: 'fail' });
    expect(failed.status).toBe(200);
    expect(failed.body.payload).toEqual({ status: 'failed' });
    expect(await stockOf(database, products[2].id)).toBe(before);
    expect((await orderRow(providerOrderId)).status).toBe('payment_failed');
    expect(await listed(who)).toEqual([]);
    expect(await cartSize(who)).toBe(1);
    const late = await testPage(who, { order_id: providerOrderId, outcome: 'pay' });
    expect(late.status).toBe(409);
  });

  it('starting again gives up the earlier unpaid attempt (its stock comes back once)', async () => {
    const who = await buyer([[products[2], 1]]);
    const before = await stockOf(database, products[2].id);
    const first = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    const second = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    expect(second).not.toBe(first);
    expect(await stockOf(database, products[2].id)).toBe(before - 1);
    expect((await orderRow(first)).status).toBe('payment_failed');
    expect((await orderRow(second)).status).toBe('pending_payment');
  });

  it('the payment page is for the order\'s own shopper, same-origin, in demo mode only', async () => {
    const who = await buyer([[products[0], 1]]);
    const other = await loginByOtp(database);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    expect((await testPage(other, { order_id: providerOrderId, outcome: 'pay' })).status).toBe(404);
    expect((await testPage(null, { order_id: providerOrderId, outcome: 'pay' })).status).toBe(401);
    expect((await testPage(who, { order_id: providerOrderId, outcome: 'pay' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await testPage(who, { order_id: providerOrderId, outcome: 'maybe' })).status).toBe(400);
    vi.stubEnv('STORE_MODE', 'production');
    expect((await testPage(who, { order_id: providerOrderId, outcome: 'pay' })).status).toBe(404);
    vi.unstubAllEnvs();

    const view = await testPageGet(new Request(`http://localhost:3000/api/payments/test?order_id=${providerOrderId}`, { headers: { cookie: who.cookie } }));
    expect(view.status).toBe(200);
    expect((await view.json()).payload).toMatchObject({ order_id: providerOrderId, status: 'created', amount: expect.any(Number) });
    expect((await orderRow(providerOrderId)).status).toBe('pending_payment');
  });

  it('the payment page\'s calls have the API\'s limits: body size, NUL, schema first, JSON answers', async () => {
    const who = await buyer([[products[0], 1]]);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    const huge = await testPage(who, { order_id: providerOrderId, outcome: 'pay', padding: 'x'.repeat(300 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Request body is too large.');
    const nul = await testPage(who, { order_id: `${providerOrderId}\u0000`, outcome: 'pay' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('Request must not contain NUL characters.');
    const noOutcome = await testPage(who, { order_id: providerOrderId });
    expect(noOutcome.status).toBe(400);
    expect(Object.keys(noOutcome.body.errors)).toEqual(['outcome']);
    const noOrder = await testPageGet(new Request('http://localhost:3000/api/payments/test', { headers: { cookie: who.cookie } }));
    expect(noOrder.status).toBe(400);
    expect((await noOrder.json()).errors).toEqual({ order_id: 'is required' });
    // Nothing was paid or failed by the refused requests.
    expect((await orderRow(providerOrderId)).status).toBe('pending_payment');
  });

  it('an unpaid hold older than 30 minutes gives its stock back when the next order is placed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const held = await ownProduct();
    const who = await buyer([[held, 1]]);
    const before = await stockOf(database, held.id);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    expect(await stockOf(database, held.id)).toBe(before - 1);
    vi.setSystemTime(Date.now() + 29 * 60_000);
    const early = await buyer([[products[1], 1]]);
    expect((await api(database, 'store/cashOnDelivery', { address_id: early.addressId }, { cookie: early.cookie })).status).toBe(200);
    expect((await orderRow(providerOrderId)).status).toBe('pending_payment');
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const next = await buyer([[products[1], 1]]);
    expect((await api(database, 'store/cashOnDelivery', { address_id: next.addressId }, { cookie: next.cookie })).status).toBe(200);
    expect((await orderRow(providerOrderId)).status).toBe('payment_failed');
    expect(await stockOf(database, held.id)).toBe(before);
  });

  it('POST /api/payments/reconcile settles inside the server what the provider captured but nobody confirmed', async () => {
    const who = await buyer([[products[1], 1]]);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    expect((await testPage(who, { order_id: providerOrderId, outcome: 'pay' })).status).toBe(200); // the tab closes here
    expect((await orderRow(providerOrderId)).status).toBe('pending_payment');
    const answer = await reconcilePost(new Request('http://localhost:3000/api/payments/reconcile', { method: 'POST' }));
    expect(answer.status).toBe(200);
    const report = await answer.json();
    expect(report.paid).toContain(providerOrderId);
    expect(report.errors).toEqual([]);
    expect(await orderRow(providerOrderId)).toMatchObject({ status: 'placed', payment_status: 'paid' });
  });

  it('POST /api/payments/reconcile needs RECONCILE_TOKEN when one is set, and one in production', async () => {
    const call = (authorization?: string) =>
      reconcilePost(new Request('http://localhost:3000/api/payments/reconcile', { method: 'POST', headers: authorization ? { authorization } : {} }));
    vi.stubEnv('RECONCILE_TOKEN', 'local-reconcile-token');
    expect((await call()).status).toBe(401);
    expect((await call('Bearer local-reconcile-tokeN')).status).toBe(401);
    expect((await call('local-reconcile-token')).status).toBe(401);
    expect((await call('Bearer local-reconcile-token')).status).toBe(200);
    vi.stubEnv('STORE_MODE', 'production');
    expect((await call('Bearer local-reconcile-token')).status).toBe(200);
    vi.stubEnv('RECONCILE_TOKEN', '');
    expect((await call()).status).toBe(404);
    expect((await call('Bearer ')).status).toBe(404);
  });
});

describe('razorpay, against a local fake of its API', () => {
  const KEY_ID = 'rzp_test_LocalKey01';
  const KEY_SECRET = 'local-key-secret';
  const WEBHOOK_SECRET = 'local-webhook-secret';
  let fake: FakeRazorpay;

  beforeAll(async () => {
    fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.failing = false;
    vi.stubEnv('RAZORPAY_KEY_ID', KEY_ID);
    vi.stubEnv('RAZORPAY_KEY_SECRET', KEY_SECRET);
    vi.stubEnv('RAZORPAY_WEBHOOK_SECRET', WEBHOOK_SECRET);
    vi.stubEnv('RAZORPAY_API_BASE', fake.url);
  });

  async function webhook(event: unknown, options: { eventId?: string; secret?: string; signature?: string } = {}) {
    const raw = JSON.stringify(event);
    const response = await webhookPost(new Request('http://localhost:3000/api/payments/razorpay/webhook', {
      method: 'POST', body: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': options.signature ?? hmac(options.secret ?? WEBHOOK_SECRET, raw),
        ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
      },
    }));
    return { status: response.status, body: (await response.json()) as any };
  }

  const captured = (orderId: string, paymentId: string, amount: number) => ({
    entity: 'event', event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } } },
  });

  it('publishes the key id', async () => {
    const keys = await api(database, 'payments/get-public-active-keys-for-company-id', {});
    expect(keys.body.payload).toEqual({ key: KEY_ID, provider: 'razorpay' });
  });

  it('creates a Razorpay order for our amount in paise with our order number as receipt', async () => {
    const who = await buyer([[products[0], 1]]);
    const started = await startPayment(who, { total_paid_amount: 1 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const p = started.body.payload_onlinePaymentProcess;
    const made = fake.createdOrders[fake.createdOrders.length - 1];
    expect(p.order_id).toBe(made.id);
    expect(p.key).toBe(KEY_ID);
    const row = await orderRow(made.id);
    expect(made.body).toMatchObject({ amount: Number(row.total_paid_paise), currency: 'INR', receipt: row.order_string });
    expect(Number(row.amount_paise)).toBe(Number(row.total_paid_paise));
  });

  it('checks the signature of order_id|payment_id with the key secret against the order id we stored', async () => {
    const who = await buyer([[products[0], 1]]);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    const paymentId = 'pay_FakeAbc123';
    // Signatures for another order id, or made with another secret, are refused.
    for (const signature of [hmac(KEY_SECRET, `order_Someone|${paymentId}`), hmac('guess', `${providerOrderId}|${paymentId}`), hmac(KEY_SECRET, `${providerOrderId}|${paymentId}`).toUpperCase().replace(/.$/, '0')]) {
      expect((await confirm(who, providerOrderId, paymentId, signature)).status).toBe(400);
    }
    expect((await orderRow(providerOrderId)).status).toBe('pending_payment');
    const paid = await confirm(who, providerOrderId, paymentId, hmac(KEY_SECRET, `${providerOrderId}|${paymentId}`));
    expect(paid.status).toBe(200);
    expect((await orderRow(providerOrderId)).payment_status).toBe('paid');
  });

  it('when Razorpay cannot create the order, the shopper is told and the stock comes back', async () => {
    const who = await buyer([[products[2], 1]]);
    const before = await stockOf(database, products[2].id);
    fake.failing = true;
    const started = await startPayment(who);
    expect(started.status).toBe(502);
    expect(started.body.message).toBe('We are un-able to place your order. Please try later.');
    expect(await stockOf(database, products[2].id)).toBe(before);
    expect(await cartSize(who)).toBe(1);
    const open = await database.db.selectFrom('orders').select('id').where('customer_id', '=', who.customerId).where('status', '=', 'pending_payment').execute();
    expect(open).toEqual([]);
  });

  it('a signed payment.captured webhook pays the order; a replay changes nothing', async () => {
    const who = await buyer([[products[1], 1]]);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    const amount = Number((await orderRow(providerOrderId)).amount_paise);
    const event = captured(providerOrderId, 'pay_FakeHook01', amount);

    const first = await webhook(event, { eventId: 'evt_hook_01' });
    expect(first).toEqual({ status: 200, body: { status: 'paid' } });
    const after = await orderRow(providerOrderId);
    expect(after).toMatchObject({ status: 'placed', payment_status: 'paid', provider_payment_id: 'pay_FakeHook01' });
    expect(await cartSize(who)).toBe(0);

    await putInCart(database, who, products[2].id);
    const replay = await webhook(event, { eventId: 'evt_hook_01' });
    expect(replay).toEqual({ status: 200, body: { status: 'duplicate' } });
    const redelivered = await webhook(event, { eventId: 'evt_hook_02' });
    expect(redelivered.body.status).toBe('already-paid');
    expect(await orderRow(providerOrderId)).toEqual(after);
    expect(await cartSize(who)).toBe(1);

    // The shopper's own confirmation arriving after the webhook is also a no-op success.
    const late = await confirm(who, providerOrderId, 'pay_FakeHook01', hmac(KEY_SECRET, `${providerOrderId}|pay_FakeHook01`));
    expect(late.status).toBe(200);
    expect(await orderRow(providerOrderId)).toEqual(after);
  });

  it('nothing moves a paid order back: a later payment.failed is recorded and ignored', async () => {
    const who = await buyer([[products[1], 1]]);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    const amount = Number((await orderRow(providerOrderId)).amount_paise);
    await webhook(captured(providerOrderId, 'pay_FakeOk', amount), { eventId: 'evt_ok_1' });
    const paid = await orderRow(providerOrderId);
    const failed = await webhook({ event: 'payment.failed', payload: { payment: { entity: { id: 'pay_FakeNo', order_id: providerOrderId, amount, status: 'failed' } } } }, { eventId: 'evt_fail_1' });
    expect(failed).toEqual({ status: 200, body: { status: 'ignored' } });
    expect(await orderRow(providerOrderId)).toEqual(paid);
  });

  it('a webhook with a bad signature, or for the wrong amount, pays nothing', async () => {
    const who = await buyer([[products[1], 1]]);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    const amount = Number((await orderRow(providerOrderId)).amount_paise);
    expect((await webhook(captured(providerOrderId, 'pay_Forged', amount), { secret: 'wrong-secret', eventId: 'evt_forged' })).status).toBe(400);
    expect((await webhook(captured(providerOrderId, 'pay_Forged', amount), { signature: 'abc', eventId: 'evt_forged2' })).status).toBe(400);
    const short = await webhook(captured(providerOrderId, 'pay_Short', amount - 100), { eventId: 'evt_short' });
    expect(short.body.status).toBe('amount-mismatch');
    expect((await orderRow(providerOrderId)).status).toBe('pending_payment');
    // A rejected (unsigned) event was not recorded, so the real one still counts.
    expect((await webhook(captured(providerOrderId, 'pay_Real', amount), { eventId: 'evt_forged' })).body.status).toBe('paid');
  });

  it('a webhook body over 256 KB is refused with 413 before its signature is checked', async () => {
    const answer = await webhook({ event: 'payment.captured', padding: 'x'.repeat(300 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Request body is too large.');
  });

  it('without a webhook secret the endpoint does not exist', async () => {
    vi.stubEnv('RAZORPAY_WEBHOOK_SECRET', '');
    expect((await webhook({ event: 'payment.captured' })).status).toBe(404);
  });

  it('the reconciler pays what Razorpay captured and releases expired holds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const quitProduct = await ownProduct();
    const payer = await buyer([[products[0], 1]]);
    const quitter = await buyer([[quitProduct, 1]]);
    const paidOrder = (await startPayment(payer)).body.payload_onlinePaymentProcess.order_id;
    const quitOrder = (await startPayment(quitter)).body.payload_onlinePaymentProcess.order_id;
    const amount = Number((await orderRow(paidOrder)).amount_paise);
    fake.paymentsByOrder.set(paidOrder, [{ id: 'pay_FakeRec1', order_id: paidOrder, amount, status: 'captured' }]);
    fake.paymentsByOrder.set(quitOrder, [{ id: 'pay_FakeRec2', order_id: quitOrder, amount: 100, status: 'failed' }]);

    // Earlier tests of this file left other payments open; this one looks at its own two.
    const early = await reconcilePayments(database);
    expect(early.paid).toEqual([paidOrder]);
    expect(early.pending).toContain(quitOrder);
    expect(early.errors).toEqual([]);
    expect((await orderRow(paidOrder)).status).toBe('placed');

    const stock = await stockOf(database, quitProduct.id);
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const later = await reconcilePayments(database);
    expect(later.released).toContain(quitOrder);
    expect(later.paid).toEqual([]);
    expect(later.errors).toEqual([]);
    expect((await orderRow(quitOrder)).status).toBe('payment_failed');
    expect(await stockOf(database, quitProduct.id)).toBe(stock + 1);
    expect((await orderRow(paidOrder)).status).toBe('placed');
  });

  it('a payment captured after the hold was released is honoured when the stock is still there', async () => {
    const late1 = await ownProduct();
    const who = await buyer([[late1, 1]]);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    const row = await orderRow(providerOrderId);
    const stock = await stockOf(database, late1.id);
    await backdate(Number(row.id));
    const other = await buyer([[products[1], 1]]);
    await api(database, 'store/cashOnDelivery', { address_id: other.addressId }, { cookie: other.cookie }); // releases stale holds
    expect((await orderRow(providerOrderId)).status).toBe('payment_failed');
    expect(await stockOf(database, late1.id)).toBe(stock + 1);

    const late = await webhook(captured(providerOrderId, 'pay_FakeLate', Number(row.amount_paise)), { eventId: 'evt_late' });
    expect(late.body.status).toBe('paid-late');
    expect((await orderRow(providerOrderId)).status).toBe('placed');
    expect(await stockOf(database, late1.id)).toBe(stock);
  });

  it('paid too late for the stock: cancelled with a refund due, shown to the shopper', async () => {
    const rare = await ownProduct(1);
    const who = await buyer([[rare, 1]]);
    const providerOrderId = (await startPayment(who)).body.payload_onlinePaymentProcess.order_id;
    const row = await orderRow(providerOrderId);
    await backdate(Number(row.id));
    const other = await buyer([[products[1], 1]]);
    await api(database, 'store/cashOnDelivery', { address_id: other.addressId }, { cookie: other.cookie });
    await database.db.updateTable('products').set({ stock: 0 }).where('id', '=', rare.id).execute();

    const paymentId = 'pay_FakeTooLate';
    const answer = await confirm(who, providerOrderId, paymentId, hmac(KEY_SECRET, `${providerOrderId}|${paymentId}`));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Your payment was received, but the items sold out in the meantime. The amount will be refunded within 7 business days.');
    expect(await orderRow(providerOrderId)).toMatchObject({ status: 'cancelled', payment_status: 'refund_pending', payment_row_status: 'paid' });
    expect(await stockOf(database, rare.id)).toBe(0);
    expect(await listed(who)).toEqual([Number(row.id)]);
  });
});
