// Cash on delivery confirmed before dispatch (docs/rules/orders.md#cash-on-delivery-confirmation):
// a new COD order waits as 'awaiting_confirmation' with its stock held and a link by SMS;
// the link confirms (placed, the placed messages then) or cancels (stock back) once; the
// expiry job cancels it after the seller's window (the clock moved, no sleeping); staff
// confirm by hand with a note (owner and manager, audited); the settings turn it off or
// on from an order value; paying online from the link converts the same order.
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { POST as testPagePost } from '@/app/api/payments/test/route';
import { runDueJobs } from '@/lib/jobs/drain';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { codConfirmTexts } from '@/lib/texts/cod-confirmation';
import { addPincodes, api, cashOrder, codConfirmToken, loginByOtp, plainProducts, readyShopper, stockOf, type ProductRow, type Shopper } from './session';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let owner: TestStaff;
let manager: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  owner = await addTestStaff(database, 'owner');
  manager = await addTestStaff(database, 'manager');
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});
// Each test starts from the defaults: on for every COD order, 24 hours, no prepay offer.
afterEach(async () => {
  await database.db.deleteFrom('cod_confirmation_settings').execute();
});

const HOUR = 60 * 60_000;
const used = new Set<number>();
/** Products no other test of this file touched, so their stock can be counted. */
async function ownProducts(count: number): Promise<ProductRow[]> {
  const rows = await plainProducts(database, count, 5, 2, [...used]);
  for (const row of rows) used.add(row.id);
  return rows;
}

/** A shopper's COD order left waiting: its id, number, token, shopper and products. */
async function waitingOrder(lines?: [ProductRow, number][]) {
  const own = lines ?? [[(await ownProducts(1))[0]!, 2] as [ProductRow, number]];
  const shopper = await readyShopper(database, own);
  const placed = await cashOrder(database, shopper, {}, { confirm: false });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.payload.order_id as number;
  return { shopper, orderId, orderString: placed.body.payload.order_string as string, placed, token: await codConfirmToken(database, orderId), lines: own };
}

const orderRow = (orderId: number) => database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const messagesOf = (orderId: number) => database.db.selectFrom('messages').select(['event', 'channel', 'audience', 'body']).where('order_id', '=', orderId).orderBy('id').execute();
const confirmCod = (body: Record<string, unknown>) => api(database, 'store/confirmCod', body);
const cancelCod = (body: Record<string, unknown>) => api(database, 'store/cancelCod', body);
const saveSettings = (who: TestStaff, body: Record<string, unknown>) =>
  sellerApi(database, 'cod/save-confirmation-settings', { enabled: true, min_order: 0, window_hours: 24, prepay_discount_kind: 'percent', prepay_discount_value: 0, ...body }, { cookie: who.cookie });

describe('a new COD order', () => {
  it('waits for its confirmation: stock held, the link by SMS, no placed messages yet, the shopper\'s pages say so', async () => {
    const [product] = await ownProducts(1);
    const before = await stockOf(database, product!.id);
    const { shopper, orderId, placed, token } = await waitingOrder([[product!, 2]]);
    expect(placed.body.message).toBe('Cash on delivery successfully.');
    expect(placed.body.payload.status).toBe('awaiting_confirmation');
    expect(await stockOf(database, product!.id)).toBe(before - 2);
    expect((await orderRow(orderId)).status).toBe('awaiting_confirmation');

    const messages = await messagesOf(orderId);
    expect(messages.map((m) => m.event)).not.toContain('orderPlaced');
    expect(messages.map((m) => m.event)).not.toContain('sellerNewOrder');
    const sms = messages.find((m) => m.event === 'codConfirmRequest' && m.channel === 'sms');
    expect(sms?.body).toContain(`/cod/confirm/${token}`);
    // Only the hash of the token is kept.
    const stored = await database.db.selectFrom('cod_confirmations').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await api(database, 'store/orderList', {}, { cookie: shopper.cookie });
    expect(list.body.payload_orderList.find((o: { order_id: number }) => o.order_id === orderId).status).toBe('awaiting_confirmation');
    const detail = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: shopper.cookie });
    expect(detail.body.payload_orderDetails).toMatchObject({ status: 'awaiting_confirmation', confirm_by: stored.expires_at });
  });

  it('not confirmed within the window is cancelled by the expiry job, its stock back and the shopper told; the link then refuses', async () => {
    const [product] = await ownProducts(1);
    const before = await stockOf(database, product!.id);
    const { orderId, orderString, token } = await waitingOrder([[product!, 1]]);
    const created = new Date((await orderRow(orderId)).created_at);

    await runDueJobs(database, { now: () => new Date(created.getTime() + 23 * HOUR) });
    expect((await orderRow(orderId)).status).toBe('awaiting_confirmation');
    expect(await stockOf(database, product!.id)).toBe(before - 1);

    const after = new Date(created.getTime() + 24 * HOUR + 60_000);
    await runDueJobs(database, { now: () => after });
    const row = await orderRow(orderId);
    expect(row.status).toBe('cancelled');
    expect(row.status_reason).toBe('Not confirmed in time');
    expect(await stockOf(database, product!.id)).toBe(before);
    const told = (await messagesOf(orderId)).filter((m) => m.event === 'codConfirmExpired').map((m) => m.channel);
    expect(told).toContain('sms');
    expect((await messagesOf(orderId)).map((m) => m.event)).not.toContain('orderPlaced');

    const late = await confirmCod({ token });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(codConfirmTexts.expired(orderString));
    expect((await orderRow(orderId)).status).toBe('cancelled');
  });

  it('confirmed goes on as today: placed, the placed messages to the shopper and the seller sent then, staff move it on', async () => {
    const { orderId, orderString, token } = await waitingOrder();
    const confirmed = await confirmCod({ token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.payload).toEqual({ changed: true, text: codConfirmTexts.confirmed(orderString), order_id: orderId, order_string: orderString, status: 'placed' });
    expect((await orderRow(orderId)).status).toBe('placed');
    const events = (await messagesOf(orderId)).map((m) => [m.event, m.channel]);
    expect(events).toContainEqual(['orderPlaced', 'sms']);
    expect(events).toContainEqual(['sellerNewOrder', 'email']);
    const moved = await sellerApi(database, 'orders/transition', { order_id: orderId, to: 'confirmed' }, { cookie: packer.cookie });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });

  it('a second use of a token changes nothing and says so; the opposite decision is refused', async () => {
    const { orderId, orderString, token, lines } = await waitingOrder();
    expect((await confirmCod({ token })).status).toBe(200);
    const stock = await stockOf(database, lines[0]![0].id);
    const messages = (await messagesOf(orderId)).length;

    const again = await confirmCod({ token });
    expect(again.status).toBe(200);
    expect(again.body.payload).toMatchObject({ changed: false, text: codConfirmTexts.alreadyConfirmed(orderString), status: 'placed' });
    const cancel = await cancelCod({ token });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(codConfirmTexts.alreadyConfirmed(orderString));
    expect((await orderRow(orderId)).status).toBe('placed');
    expect(await stockOf(database, lines[0]![0].id)).toBe(stock);
    expect((await messagesOf(orderId)).length).toBe(messages);
  });

  it('a token for another order, or no order\'s token, is refused and changes nothing', async () => {
    const first = await waitingOrder();
    const second = await waitingOrder();
    const crossed = await confirmCod({ token: first.token, order_id: second.orderId });
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe(codConfirmTexts.unknownLink);
    expect((await cancelCod({ token: first.token, order_id: second.orderId })).status).toBe(404);
    expect((await orderRow(first.orderId)).status).toBe('awaiting_confirmation');
    expect((await orderRow(second.orderId)).status).toBe('awaiting_confirmation');
    const unknown = await confirmCod({ token: 'x'.repeat(32) });
    expect(unknown.status).toBe(404);
    expect((await confirmCod({ token: 'short' })).status).toBe(400);
    // Its own order's id is fine.
    expect((await confirmCod({ token: second.token, order_id: second.orderId })).status).toBe(200);
  });

  it('cancelled from the link gives its stock back, once', async () => {
    const [product] = await ownProducts(1);
    const before = await stockOf(database, product!.id);
    const { orderId, orderString, token } = await waitingOrder([[product!, 2]]);
    const cancelled = await cancelCod({ token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payload).toMatchObject({ changed: true, text: codConfirmTexts.cancelled(orderString), status: 'cancelled' });
    expect(await stockOf(database, product!.id)).toBe(before);
    const again = await cancelCod({ token });
    expect(again.body.payload).toMatchObject({ changed: false });
    expect(await stockOf(database, product!.id)).toBe(before);
    expect((await confirmCod({ token })).status).toBe(409);
    expect((await orderRow(orderId)).status).toBe('cancelled');
  });
});

describe('the settings', () => {
  it('off: a COD order is placed at once with its placed messages, and no link; the change is audited', async () => {
    const saved = await saveSettings(owner, { enabled: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.payload.enabled).toBe(false);
    const audit = await database.db.selectFrom('audit_log').select(['action', 'staff_email']).where('action', '=', 'cod.confirmation-settings').execute();
    expect(audit).toContainEqual({ action: 'cod.confirmation-settings', staff_email: owner.email });

    const shopper = await readyShopper(database, [[(await ownProducts(1))[0]!, 1]]);
    const placed = await cashOrder(database, shopper, {}, { confirm: false });
    expect(placed.body.payload.status).toBe('placed');
    const orderId = placed.body.payload.order_id as number;
    expect((await orderRow(orderId)).status).toBe('placed');
    const events = (await messagesOf(orderId)).map((m) => m.event);
    expect(events).toContain('orderPlaced');
    expect(events).not.toContain('codConfirmRequest');
  });

  it('on from an order value: below it placed at once, from it waiting', async () => {
    const [cheap] = await ownProducts(1);
    const dear = await database.db.selectFrom('products').select(['id', 'selling_price_paise']).where('selling_price_paise', '>=', 500_000).where('stock', '>', 2).where('no_of_quantity_allowed', '>=', 1).orderBy('selling_price_paise').executeTakeFirstOrThrow();
    expect((await saveSettings(manager, { min_order: 5000 })).status).toBe(200);
    const below = await cashOrder(database, await readyShopper(database, [[cheap!, 1]]), {}, { confirm: false });
    const fromIt = await cashOrder(database, await readyShopper(database, [[{ ...cheap!, id: Number(dear.id) }, 1]]), {}, { confirm: false });
    // The order's total (delivery and the COD fee included) is what is compared with ₹5,000.
    expect(Number((await orderRow(below.body.payload.order_id)).total_paid_paise)).toBeLessThan(500_000);
    expect(Number((await orderRow(fromIt.body.payload.order_id)).total_paid_paise)).toBeGreaterThanOrEqual(500_000);
    expect(below.body.payload.status).toBe('placed');
    expect(fromIt.body.payload.status).toBe('awaiting_confirmation');
  });

  it('only owners and managers read or change them; bad values are refused by field', async () => {
    expect((await saveSettings(packer, { enabled: false })).status).toBe(403);
    expect((await sellerApi(database, 'cod/confirmation-settings', {}, { cookie: packer.cookie })).status).toBe(403);
    const bad = await saveSettings(owner, { window_hours: 0, prepay_discount_value: 80 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['prepay_discount_value', 'window_hours']);
    const read = await sellerApi(database, 'cod/confirmation-settings', {}, { cookie: manager.cookie });
    expect(read.body.payload).toEqual({ enabled: true, min_order: 0, window_hours: 24, prepay_discount_kind: 'percent', prepay_discount_value: 0 });
  });

  it('the window is the seller\'s: with 2 hours the job cancels after 2 hours', async () => {
    expect((await saveSettings(owner, { window_hours: 2 })).status).toBe(200);
    const { orderId } = await waitingOrder();
    const created = new Date((await orderRow(orderId)).created_at);
    await runDueJobs(database, { now: () => new Date(created.getTime() + 2 * HOUR + 1000) });
    expect((await orderRow(orderId)).status).toBe('cancelled');
  });
});

describe('staff confirming after a call', () => {
  it('a packer is refused; a note is required; a manager confirms, placed, in the history and the audit log', async () => {
    const { orderId, token } = await waitingOrder();
    expect((await sellerApi(database, 'orders/confirm-cod', { order_id: orderId, note: 'Spoke to her' }, { cookie: packer.cookie })).status).toBe(403);
    const noNote = await sellerApi(database, 'orders/confirm-cod', { order_id: orderId, note: '  ' }, { cookie: manager.cookie });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors.note).toBeDefined();
    expect((await orderRow(orderId)).status).toBe('awaiting_confirmation');

    const done = await sellerApi(database, 'orders/confirm-cod', { order_id: orderId, note: 'Called 98xxxx: she wants it delivered on Saturday' }, { cookie: manager.cookie });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.payload.order.status).toBe('placed');
    expect(done.body.payload.history.at(-1)).toMatchObject({ actor: 'staff', staff_email: manager.email, from: 'awaiting_confirmation', to: 'placed', note: { confirmed: 'call', note: 'Called 98xxxx: she wants it delivered on Saturday' } });
    const audit = await database.db.selectFrom('audit_log').select(['action', 'staff_email', 'object_id', 'after']).where('action', '=', 'order.cod-confirm').where('object_id', '=', String(orderId)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_email).toBe(manager.email);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ status: 'placed', note: 'Called 98xxxx: she wants it delivered on Saturday' });
    expect((await messagesOf(orderId)).map((m) => m.event)).toContain('orderPlaced');
    // Once: a second confirm is refused, and the shopper's link says it is confirmed already.
    expect((await sellerApi(database, 'orders/confirm-cod', { order_id: orderId, note: 'again' }, { cookie: owner.cookie })).status).toBe(409);
    expect((await confirmCod({ token })).body.payload.changed).toBe(false);
  });

  it('the desk lists waiting orders under their own status', async () => {
    const { orderId } = await waitingOrder();
    const list = await sellerApi(database, 'orders/list', { status: 'awaiting_confirmation' }, { cookie: packer.cookie });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.payload.orders.map((o: { order_id: number }) => o.order_id)).toContain(orderId);
    expect(list.body.payload.orders.every((o: { status: string }) => o.status === 'awaiting_confirmation')).toBe(true);
    expect(list.body.payload.counts.awaiting_confirmation).toBeGreaterThanOrEqual(1);
  });
});

describe('paying online instead', () => {
  async function testPage(who: Shopper, body: unknown) {
    const response = await testPagePost(new Request('http://localhost:3000/api/payments/test', {
      method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: who.cookie },
    }));
    return { status: response.status, body: (await response.json()) as any };
  }
  const pct = (paise: number, percent: number) => Math.round((paise * percent) / 100);

  it('makes one paid order: the same order and stock, the online totals with the offer as its own line, the token spent', async () => {
    expect((await saveSettings(owner, { prepay_discount_kind: 'percent', prepay_discount_value: 5 })).status).toBe(200);
    const [product] = await ownProducts(1);
    const before = await stockOf(database, product!.id);
    const { shopper, orderId, orderString, token } = await waitingOrder([[product!, 2]]);
    const codTotal = Number((await orderRow(orderId)).total_paid_paise);

    // Someone else with the link cannot pay it; the owner needs to be logged in.
    const stranger = await loginByOtp(database);
    expect((await api(database, 'store/prepayCod', { token }, { cookie: stranger.cookie })).status).toBe(404);
    expect((await api(database, 'store/prepayCod', { token })).status).toBe(401);

    const started = await api(database, 'store/prepayCod', { token }, { cookie: shopper.cookie });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const start = started.body.payload_onlinePaymentProcess;
    const subtotal = 2 * product!.selling_price_paise;
    const delivery = subtotal < 499_900 ? 14_900 : 0;
    const expected = subtotal + delivery - pct(subtotal, 2) - pct(subtotal, 5);
    expect(start).toMatchObject({ provider: 'test', amount: expected, our_order_id: orderId, receipt: orderString });
    expect(expected).toBeLessThan(codTotal);
    // Still waiting until paid.
    expect((await orderRow(orderId)).status).toBe('awaiting_confirmation');

    const paid = await testPage(shopper, { order_id: start.order_id, outcome: 'pay' });
    expect(paid.status).toBe(200);
    const success = await api(database, 'store/onlinePaymentSuccess', {
      order_id: paid.body.payload.razorpay_order_id, transection_id: paid.body.payload.razorpay_payment_id, razorpay_signature: paid.body.payload.razorpay_signature,
    }, { cookie: shopper.cookie });
    expect(success.status, JSON.stringify(success.body)).toBe(200);
    expect(success.body.payload).toMatchObject({ order_id: orderId, total_paid_amount: expected / 100, paymentmode: 'online' });

    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'placed', paymentmode: 'online', payment_status: 'paid' });
    expect(Number(row.total_paid_paise)).toBe(expected);
    expect(Number(row.handling_fee_paise)).toBe(0);
    expect(Number(row.prepay_discount_paise)).toBe(pct(subtotal, 5));
    expect(Number(row.digital_discount_paise)).toBe(pct(subtotal, 2) + pct(subtotal, 5));
    // One order, its stock taken once.
    expect(await database.db.selectFrom('orders').select('id').where('customer_id', '=', shopper.customerId).execute()).toHaveLength(1);
    expect(await stockOf(database, product!.id)).toBe(before - 2);
    const detail = (await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: shopper.cookie })).body.payload_orderDetails;
    expect(detail).toMatchObject({ paymentmode: 'online', handling_fee: 0, digital_discount: pct(subtotal, 2) / 100, prepay_discount: pct(subtotal, 5) / 100, total_paid_amount: expected / 100 });
    expect(detail.totalsellingprice + detail.deliveryCharge - detail.digital_discount - detail.prepay_discount - detail.couponValue).toBeCloseTo(detail.total_paid_amount, 2);
    expect((await messagesOf(orderId)).filter((m) => m.event === 'orderPlaced' && m.channel === 'sms')).toHaveLength(1);

    // The token is spent: for confirming, and for paying again.
    expect((await api(database, 'store/prepayCod', { token }, { cookie: shopper.cookie })).status).toBe(409);
    const again = await confirmCod({ token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(codConfirmTexts.alreadyPrepaid(orderString));
    // A replayed success changes nothing.
    const replay = await api(database, 'store/onlinePaymentSuccess', {
      order_id: paid.body.payload.razorpay_order_id, transection_id: paid.body.payload.razorpay_payment_id, razorpay_signature: paid.body.payload.razorpay_signature,
    }, { cookie: shopper.cookie });
    expect(replay.status).toBe(200);
    expect(Number((await orderRow(orderId)).total_paid_paise)).toBe(expected);
  });

  it('a failed payment leaves the order waiting, to be confirmed for cash', async () => {
    expect((await saveSettings(owner, { prepay_discount_kind: 'amount', prepay_discount_value: 50 })).status).toBe(200);
    const [product] = await ownProducts(1);
    const before = await stockOf(database, product!.id);
    const { shopper, orderId, token } = await waitingOrder([[product!, 1]]);
    const started = await api(database, 'store/prepayCod', { token }, { cookie: shopper.cookie });
    expect(started.status).toBe(200);
    const subtotal = product!.selling_price_paise;
    expect(started.body.payload_onlinePaymentProcess.amount).toBe(subtotal + (subtotal < 499_900 ? 14_900 : 0) - pct(subtotal, 2) - 5_000);
    expect((await testPage(shopper, { order_id: started.body.payload_onlinePaymentProcess.order_id, outcome: 'fail' })).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe('awaiting_confirmation');
    expect(await stockOf(database, product!.id)).toBe(before - 1);
    expect((await confirmCod({ token })).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'placed', paymentmode: 'cash', payment_status: 'cod' });
  });

  it('no offer, no prepay', async () => {
    const { shopper, token } = await waitingOrder();
    expect((await api(database, 'store/prepayCod', { token }, { cookie: shopper.cookie })).status).toBe(409);
  });
});

