// Refunds (docs/rules/seller.md#refunds): one refund per order, cause and amount, asked
// of the provider once (Razorpay through a local fake of its API, counted), retried by
// the reconciler with the same key, settled by the refund webhook, never more than was
// paid; the test provider refunds locally; the shopper is told and sees the state;
// manual refunds need owner or manager and a fresh code, and name the order by the number
// staff see on it.
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { writeTransaction } from '@/lib/db';
import { POST as webhookPost } from '@/app/api/payments/razorpay/webhook/route';
import { POST as testPagePost } from '@/app/api/payments/test/route';
import { reconcilePayments } from '@/lib/payments/reconcile';
import { razorpayIdempotencyKey } from '@/lib/payments/razorpay';
import { requestRefund, type RefundAsk } from '@/lib/refunds/refunds';
import { store } from '@/lib/config';
import { sellerTexts } from '@/lib/texts/seller';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import { addTestStaff, sellerApi } from './seller-session';
import { addAddress, addPincodes, api, cashOrder, loginByOtp, plainProducts, putInCart, readyShopper, messagesTo, type ProductRow, type Shopper } from './session';

let database: TestDatabase;
let products: ProductRow[];

const KEY_ID = 'rzp_test_RefundKey01';
const KEY_SECRET = 'local-refund-key-secret';
const WEBHOOK_SECRET = 'local-refund-webhook-secret';
const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
let fake: FakeRazorpay;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 2, 20, 1);
  fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET, orderIdPrefix: 'order_Refunds' });
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

type Buyer = Shopper & { addressId: number };

async function buyer(): Promise<Buyer> {
  const shopper = await loginByOtp(database);
  const addressId = await addAddress(database, shopper);
  await putInCart(database, shopper, products[0].id, 1);
  return { ...shopper, addressId };
}

async function startPayment(who: Buyer) {
  const started = await api(database, 'store/onlinePaymentProcess', { address_id: who.addressId, paymentmode: 'online' }, { cookie: who.cookie });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.payload_onlinePaymentProcess as { order_id: string; our_order_id: number; amount: number; provider: string };
}

/** An online order paid through Razorpay (the fake), then cancelled by the seller as the desk would: the refund's setup. */
async function paidRazorpayOrder() {
  const who = await buyer();
  const started = await startPayment(who);
  expect(started.provider).toBe('razorpay');
  const paymentId = `pay_Refund${started.our_order_id}`;
  const paid = await api(database, 'store/onlinePaymentSuccess', { order_id: started.order_id, transection_id: paymentId, razorpay_signature: hmac(KEY_SECRET, `${started.order_id}|${paymentId}`) }, { cookie: who.cookie });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await database.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', started.our_order_id).execute();
  return { who, orderId: started.our_order_id, paymentId, amountPaise: started.amount };
}

const ask = (orderId: number, amountPaise: number, cause = 'cancelled'): RefundAsk => ({ orderId, amountPaise, cause, reason: 'Cancelled by the seller', staffId: null });
const refund = (a: RefundAsk) => writeTransaction(database, (tx) => requestRefund(tx, a));
const refundsOf = (orderId: number) => database.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const orderOf = (orderId: number) => database.db.selectFrom('orders').select(['status', 'payment_status', 'total_paid_paise']).where('id', '=', orderId).executeTakeFirstOrThrow();
const refundCallsOf = (paymentId: string) => fake.refundCalls.filter((c) => c.paymentId === paymentId);

async function webhook(event: unknown, eventId: string) {
  const raw = JSON.stringify(event);
  const response = await webhookPost(new Request('http://localhost:3000/api/payments/razorpay/webhook', {
    method: 'POST', body: raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(WEBHOOK_SECRET, raw), 'x-razorpay-event-id': eventId },
  }));
  return { status: response.status, body: (await response.json()) as any };
}
const refundEvent = (event: 'refund.processed' | 'refund.failed', refundId: string, paymentId: string, amount: number) => ({
  entity: 'event', event, contains: ['refund', 'payment'],
  payload: { refund: { entity: { id: refundId, entity: 'refund', amount, currency: 'INR', payment_id: paymentId, notes: {}, status: event === 'refund.processed' ? 'processed' : 'failed' } } },
});

async function shopperDetail(who: Shopper, orderId: number) {
  const detail = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: who.cookie });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  return detail.body.payload_orderDetails;
}

describe('Razorpay refunds, against the local fake of its API', () => {
  beforeEach(() => {
    fake.refundStatus = 'pending';
    fake.refundFailures = 0;
    vi.stubEnv('RAZORPAY_KEY_ID', KEY_ID);
    vi.stubEnv('RAZORPAY_KEY_SECRET', KEY_SECRET);
    vi.stubEnv('RAZORPAY_WEBHOOK_SECRET', WEBHOOK_SECRET);
    vi.stubEnv('RAZORPAY_API_BASE', fake.url);
  });

  it('the same cause and amount asked twice is one refund and one call to Razorpay, with its idempotency header', async () => {
    const { orderId, paymentId, amountPaise } = await paidRazorpayOrder();
    const first = await refund(ask(orderId, amountPaise));
    const second = await refund(ask(orderId, amountPaise));
    expect(first).toEqual(expect.any(Number));
    expect(second).toBe(first);

    const rows = await refundsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'provider', provider: 'razorpay', provider_payment_id: paymentId, status: 'pending', idempotency_key: `refund:${orderId}:cancelled:${amountPaise}`, attempts: 1, last_error: null });
    expect(Number(rows[0].amount_paise)).toBe(amountPaise);

    const calls = refundCallsOf(paymentId);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ amount: amountPaise, speed: 'normal' });
    expect(calls[0].idempotencyKey).toBe(razorpayIdempotencyKey(rows[0].idempotency_key));
    expect(calls[0].idempotencyKey).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(rows[0].provider_refund_id).toBe(calls[0].refundId);
    expect((await orderOf(orderId)).payment_status).toBe('refund_pending');
  });

  it('refund.processed settles it: the order is refunded, the shopper is told by SMS and e-mail and sees it', async () => {
    const { who, orderId, paymentId, amountPaise } = await paidRazorpayOrder();
    await refund(ask(orderId, amountPaise));
    const [row] = await refundsOf(orderId);
    expect((await shopperDetail(who, orderId)).refunds).toEqual([{ amount: amountPaise / 100, status: 'pending', updated_at: expect.any(String) }]);

    const settled = await webhook(refundEvent('refund.processed', row.provider_refund_id!, paymentId, amountPaise), `evt_rf_${orderId}`);
    expect(settled).toEqual({ status: 200, body: { status: 'refund-settled' } });
    expect((await refundsOf(orderId))[0].status).toBe('processed');
    expect((await orderOf(orderId)).payment_status).toBe('refunded');
    expect((await shopperDetail(who, orderId)).refunds).toEqual([{ amount: amountPaise / 100, status: 'processed', updated_at: expect.any(String) }]);

    const rupees = `₹${(amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const sms = (await messagesTo(database, who.mobile)).filter((m) => m.channel === 'sms' && m.body.includes('refund'));
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain(`Your refund of ${rupees}`);
    const mail = (await messagesTo(database, 'asha@example.in')).filter((m) => m.subject?.startsWith('Refund done'));
    expect(mail.some((m) => m.body.includes(rupees))).toBe(true);

    // A replay, or the same news under another event id, changes nothing and tells nobody again.
    expect((await webhook(refundEvent('refund.processed', row.provider_refund_id!, paymentId, amountPaise), `evt_rf_${orderId}`)).body.status).toBe('duplicate');
    expect((await webhook(refundEvent('refund.failed', row.provider_refund_id!, paymentId, amountPaise), `evt_rf2_${orderId}`)).body.status).toBe('refund-already-settled');
    expect((await refundsOf(orderId))[0].status).toBe('processed');
    expect((await messagesTo(database, who.mobile)).filter((m) => m.channel === 'sms' && m.body.includes('refund'))).toHaveLength(1);
  });

  it('refund.failed leaves the order owing a refund', async () => {
    const { orderId, paymentId, amountPaise } = await paidRazorpayOrder();
    await refund(ask(orderId, amountPaise));
    const [row] = await refundsOf(orderId);
    expect((await webhook(refundEvent('refund.failed', row.provider_refund_id!, paymentId, amountPaise), `evt_rff_${orderId}`)).body.status).toBe('refund-settled');
    expect((await refundsOf(orderId))[0].status).toBe('failed');
    expect((await orderOf(orderId)).payment_status).toBe('refund_pending');
  });

  it('a provider failure leaves it pending with the error; the reconciler asks again with the same key', async () => {
    const { who, orderId, paymentId, amountPaise } = await paidRazorpayOrder();
    fake.refundFailures = 1;
    await refund(ask(orderId, amountPaise));
    let [row] = await refundsOf(orderId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, provider_refund_id: null });
    expect(row.last_error).toContain('503');
    expect((await orderOf(orderId)).payment_status).toBe('refund_pending');

    fake.refundStatus = 'processed';
    const report = await reconcilePayments(database);
    expect(report.refunds.settled).toContain(Number(row.id));
    expect(report.errors.filter((e) => e.includes(`refund:${orderId}:`))).toEqual([]);
    [row] = await refundsOf(orderId);
    expect(row).toMatchObject({ status: 'processed', attempts: 2, last_error: null });

    const calls = refundCallsOf(paymentId);
    expect(calls).toHaveLength(2);
    expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);
    expect(calls[1].body).toEqual(calls[0].body);
    expect((await orderOf(orderId)).payment_status).toBe('refunded');
    expect((await messagesTo(database, who.mobile)).some((m) => m.channel === 'sms' && m.body.includes('refund'))).toBe(true);

    // A settled refund is not asked again.
    await reconcilePayments(database);
    expect(refundCallsOf(paymentId)).toHaveLength(2);
  });

  it('an acknowledged refund whose webhook was lost: the reconciler asks how it stands, and posts no second refund', async () => {
    const { orderId, paymentId, amountPaise } = await paidRazorpayOrder();
    await refund(ask(orderId, amountPaise));
    const [row] = await refundsOf(orderId);
    expect(row.provider_refund_id).toMatch(/^rfnd_Fake/);
    // Still pending at Razorpay: asked, left pending.
    await reconcilePayments(database);
    expect(fake.refundFetches.filter((id) => id === row.provider_refund_id)).toHaveLength(1);
    expect((await refundsOf(orderId))[0].status).toBe('pending');
    // Razorpay has processed it; the webhook never came.
    fake.refundsByKey.get(refundCallsOf(paymentId)[0].idempotencyKey!)!.status = 'processed';
    const report = await reconcilePayments(database);
    expect(report.refunds.settled).toContain(Number(row.id));
    expect((await refundsOf(orderId))[0].status).toBe('processed');
    expect(refundCallsOf(paymentId)).toHaveLength(1);
    expect((await orderOf(orderId)).payment_status).toBe('refunded');
  });

  it('refunds never add up to more than was paid: a second amount beyond it is 409 and writes nothing', async () => {
    const { orderId, paymentId, amountPaise } = await paidRazorpayOrder();
    const part = Math.floor(amountPaise / 2);
    await refund(ask(orderId, part, 'return:1'));
    await expect(refund(ask(orderId, amountPaise - part + 1, 'return:2'))).rejects.toMatchObject({ kind: 'conflict' });
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(refundCallsOf(paymentId)).toHaveLength(1);
    // What is left can still be refunded.
    await refund(ask(orderId, amountPaise - part, 'return:2'));
    expect(await refundsOf(orderId)).toHaveLength(2);
  });

  it('nothing to refund for a cash order or an unpaid online order', async () => {
    const cash = await readyShopper(database, [[products[1], 1]]);
    const placed = await cashOrder(database, cash);
    expect(placed.status).toBe(200);
    expect(await refund(ask(placed.body.payload.order_id, 100))).toBeNull();
    const unpaid = await startPayment(await buyer());
    expect(await refund(ask(unpaid.our_order_id, 100))).toBeNull();
    expect(await refundsOf(placed.body.payload.order_id)).toEqual([]);
    expect(await refundsOf(unpaid.our_order_id)).toEqual([]);
  });
});

describe('the test provider refunds locally', () => {
  it('processed at once, once per key, and the shopper is told', async () => {
    const who = await buyer();
    const started = await startPayment(who);
    expect(started.provider).toBe('test');
    const page = await testPagePost(new Request('http://localhost:3000/api/payments/test', {
      method: 'POST', body: JSON.stringify({ order_id: started.order_id, outcome: 'pay' }),
      headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: who.cookie },
    }));
    const paid = ((await page.json()) as any).payload;
    const confirmed = await api(database, 'store/onlinePaymentSuccess', { order_id: started.order_id, transection_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }, { cookie: who.cookie });
    expect(confirmed.status).toBe(200);
    await database.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', started.our_order_id).execute();

    const id = await refund(ask(started.our_order_id, started.amount));
    expect(await refund(ask(started.our_order_id, started.amount))).toBe(id);
    const rows = await refundsOf(started.our_order_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'test', status: 'processed', provider_refund_id: expect.stringMatching(/^rfnd_test_/) });
    expect((await orderOf(started.our_order_id)).payment_status).toBe('refunded');
    const ledger = await database.db.selectFrom('payment_events').select('payload').where('provider', '=', 'test-ledger').where('event_id', '=', `refund|${rows[0].idempotency_key}`).execute();
    expect(ledger).toHaveLength(1);
    expect((await messagesTo(database, who.mobile)).filter((m) => m.channel === 'sms' && m.body.includes('refund'))).toHaveLength(1);
    expect((await shopperDetail(who, started.our_order_id)).refunds).toEqual([expect.objectContaining({ status: 'processed', amount: started.amount / 100 })]);
  });
});

describe('refunds from the order desk and the shopper\'s own cancel (test provider)', () => {
  /** An online order paid on the test provider's page, left placed. */
  async function paidTestOrder() {
    const who = await buyer();
    const started = await startPayment(who);
    const page = await testPagePost(new Request('http://localhost:3000/api/payments/test', {
      method: 'POST', body: JSON.stringify({ order_id: started.order_id, outcome: 'pay' }),
      headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: who.cookie },
    }));
    const paid = ((await page.json()) as any).payload;
    expect((await api(database, 'store/onlinePaymentSuccess', { order_id: started.order_id, transection_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }, { cookie: who.cookie })).status).toBe(200);
    return { who, orderId: started.our_order_id, amount: started.amount };
  }

  it('a seller cancel of a paid online order, sent twice at once, refunds it once', async () => {
    const manager = await addTestStaff(database, 'manager');
    const { who, orderId, amount } = await paidTestOrder();
    const cancel = () => sellerApi(database, 'orders/transition', { order_id: orderId, to: 'cancelled', reason: 'Damaged in the warehouse' }, { cookie: manager.cookie });
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await cancel()).status).toBe(409);
    const rows = await refundsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_paise: amount, status: 'processed', reason: 'Damaged in the warehouse' });
    expect((await orderOf(orderId)).payment_status).toBe('refunded');
    expect((await shopperDetail(who, orderId)).refunds).toEqual([expect.objectContaining({ status: 'processed', amount: amount / 100 })]);
  });

  it('the shopper cancelling a paid online order gets the whole payment back', async () => {
    const { who, orderId, amount } = await paidTestOrder();
    expect((await api(database, 'store/orderCancelled', { order_id: orderId }, { cookie: who.cookie })).status).toBe(200);
    const rows = await refundsOf(orderId);
    expect(rows.map((r) => [r.amount_paise, r.status])).toEqual([[amount, 'processed']]);
    expect((await orderOf(orderId)).payment_status).toBe('refunded');
  });
});

describe('manual refunds and the refund calls', () => {
  /** A cash order delivered by a courier (status set directly: the order desk makes the real moves). */
  async function deliveredCashOrder() {
    const who = await readyShopper(database, [[products[1], 1]]);
    const placed = await cashOrder(database, who);
    expect(placed.status).toBe(200);
    const orderId = placed.body.payload.order_id as number;
    await database.db.updateTable('orders').set({ status: 'delivered', payment_status: 'paid', courier: 'Delhivery', delivered_at: new Date().toISOString() }).where('id', '=', orderId).execute();
    return { who, orderId, total: placed.body.payload.total_paid_amount as number };
  }

  it('needs a fresh code: 403 without one, and nothing written', async () => {
    const { orderId } = await deliveredCashOrder();
    const manager = await addTestStaff(database, 'manager');
    const refused = await sellerApi(database, 'refunds/record-manual', { order_id: orderId, amount: 100, reference: 'UPI 412345678901' }, { cookie: manager.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Enter a current code from your authenticator app to confirm.');
    const wrong = await sellerApi(database, 'refunds/record-manual', { order_id: orderId, amount: 100, reference: 'UPI 412345678901', totp: '000000' }, { cookie: manager.cookie });
    expect(wrong.status).toBe(403);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('a packer is refused (403) and may not read refunds either; a shopper session gets 401', async () => {
    const { orderId, who } = await deliveredCashOrder();
    const packer = await addTestStaff(database, 'packer');
    expect((await sellerApi(database, 'refunds/record-manual', { order_id: orderId, amount: 100, reference: 'UPI 1', totp: packer.code() }, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'refunds/list', {}, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: packer.cookie })).body.payload.refunds).toBeNull();
    expect((await sellerApi(database, 'refunds/list', {}, { cookie: who.cookie })).status).toBe(401);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('records a processed refund with its reference, audited; the order is refunded and the shopper told', async () => {
    const { orderId, total, who } = await deliveredCashOrder();
    const manager = await addTestStaff(database, 'manager');
    const answer = await sellerApi(database, 'refunds/record-manual', { order_id: orderId, amount: total, reference: 'UPI 412345678901', totp: manager.code() }, { cookie: manager.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Manual refund recorded');
    expect(answer.body.payload.refund).toMatchObject({ order_id: orderId, method: 'manual', status: 'processed', amount: total, reference: 'UPI 412345678901', staff_email: manager.email, paymentmode: 'cash' });
    expect((await orderOf(orderId)).payment_status).toBe('refunded');
    const audit = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'refund.manual').where('object_id', '=', String(orderId)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_email: manager.email, object_type: 'order' });
    expect(JSON.parse(audit[0].after!)).toMatchObject({ amount: total, reference: 'UPI 412345678901' });
    expect((await messagesTo(database, who.mobile)).filter((m) => m.channel === 'sms' && m.body.includes('refund'))).toHaveLength(1);

    // More than the order's total is 409 and writes nothing.
    const owner = await addTestStaff(database, 'owner');
    const over = await sellerApi(database, 'refunds/record-manual', { order_id: orderId, amount: 1, reference: 'NEFT note 2', totp: owner.code() }, { cookie: owner.cookie });
    expect(over.status).toBe(409);
    expect(over.body.message).toContain('more than was paid');
    expect(await refundsOf(orderId)).toHaveLength(1);

    // Refunds are read in the list (with a state filter) and on the order's page.
    const list = await sellerApi(database, 'refunds/list', { status: 'processed' }, { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(list.body.payload.refunds.map((r: any) => r.order_id)).toContain(orderId);
    expect(list.body.payload.refunds.every((r: any) => r.status === 'processed')).toBe(true);
    const forOrder = await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: manager.cookie });
    expect(forOrder.body.payload.refunds).toEqual([expect.objectContaining({ refund_id: answer.body.payload.refund.refund_id, reference: 'UPI 412345678901' })]);
  });

  it('takes the order number staff see (any case, spaces trimmed); an unknown number is a 404 naming it; another store\'s order never matches', async () => {
    const { orderId, total, who } = await deliveredCashOrder();
    const { order_string: number } = await database.db.selectFrom('orders').select('order_string').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(number).toMatch(/^OB\d+$/);
    const manager = await addTestStaff(database, 'manager');
    const answer = await sellerApi(database, 'refunds/record-manual', { order_string: `  ${number.toLowerCase()} `, amount: total, reference: 'UPI 512345678901', totp: manager.code() }, { cookie: manager.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.payload.refund).toMatchObject({ order_id: orderId, order_string: number, method: 'manual', status: 'processed', amount: total });
    const audit = await database.db.selectFrom('audit_log').select('object_id').where('action', '=', 'refund.manual').where('staff_email', '=', manager.email).execute();
    expect(audit).toEqual([{ object_id: String(orderId) }]);
    expect((await messagesTo(database, who.mobile)).filter((m) => m.channel === 'sms' && m.body.includes('refund'))).toHaveLength(1);

    // A number this shop never gave: 404 on the field, nothing written.
    const owner = await addTestStaff(database, 'owner');
    const unknown = await sellerApi(database, 'refunds/record-manual', { order_string: 'OB00000000000000', amount: 1, reference: 'UPI 6', totp: owner.code() }, { cookie: owner.cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(sellerTexts.refundOrderNumberUnknown('OB00000000000000'));
    expect(unknown.body.errors).toEqual({ order_string: sellerTexts.refundOrderNumberUnknown('OB00000000000000') });

    // Another store's order, by its number or its id: not found, nothing written.
    const other = await deliveredCashOrder();
    await database.db.updateTable('orders').set({ store_id: store.storeId + 1 }).where('id', '=', other.orderId).execute();
    const { order_string: otherNumber } = await database.db.selectFrom('orders').select('order_string').where('id', '=', other.orderId).executeTakeFirstOrThrow();
    // A code is used once: each try is another member's.
    const third = await addTestStaff(database, 'manager');
    const elsewhere = await sellerApi(database, 'refunds/record-manual', { order_string: otherNumber, amount: 1, reference: 'UPI 7', totp: third.code() }, { cookie: third.cookie });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(sellerTexts.refundOrderNumberUnknown(otherNumber));
    const fourth = await addTestStaff(database, 'owner');
    const elsewhereById = await sellerApi(database, 'refunds/record-manual', { order_id: other.orderId, amount: 1, reference: 'UPI 8', totp: fourth.code() }, { cookie: fourth.cookie });
    expect(elsewhereById.status).toBe(404);
    expect(await refundsOf(other.orderId)).toEqual([]);
    await database.db.updateTable('orders').set({ store_id: store.storeId }).where('id', '=', other.orderId).execute();
  });

  it('asks for the order: neither number nor id is 400 on order_string; both at once is 400 on order_id', async () => {
    const { orderId } = await deliveredCashOrder();
    const manager = await addTestStaff(database, 'manager');
    const none = await sellerApi(database, 'refunds/record-manual', { amount: 10, reference: 'UPI 9' }, { cookie: manager.cookie });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ order_string: 'is required' });
    const { order_string: number } = await database.db.selectFrom('orders').select('order_string').where('id', '=', orderId).executeTakeFirstOrThrow();
    const both = await sellerApi(database, 'refunds/record-manual', { order_string: number, order_id: orderId, amount: 10, reference: 'UPI 9' }, { cookie: manager.cookie });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.errors)).toEqual(['order_id']);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('bad input is 400 with field errors; an order that took no money is 409', async () => {
    const manager = await addTestStaff(database, 'manager');
    const bad = await sellerApi(database, 'refunds/record-manual', { order_id: 'x', amount: -5, reference: '' }, { cookie: manager.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['order_id', 'amount', 'reference']));
    const who = await readyShopper(database, [[products[1], 1]]);
    const placed = await cashOrder(database, who); // placed, not delivered: no cash taken yet
    const refused = await sellerApi(database, 'refunds/record-manual', { order_id: placed.body.payload.order_id, amount: 10, reference: 'UPI 3', totp: manager.code() }, { cookie: manager.cookie });
    expect(refused.status).toBe(409);
    expect(await refundsOf(placed.body.payload.order_id)).toEqual([]);
  });
});
