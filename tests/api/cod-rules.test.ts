// The seller's COD rules and partial COD (docs/rules/cod.md): store/cashOnDelivery is
// refused with the rule's reason, and nothing written but the refusal's count (no order,
// no stock taken, the cart kept), above the maximum value, below the minimum, after the
// customer's RTO limit, to a pincode whose recent RTO rate passes the threshold and above
// the open-order limit; under the limits it goes as today. Partial COD: the upfront part
// is paid through the test payment page and the cash part adds up with it in the order's
// totals, the GST invoice and the COD ledger; a failed upfront payment gives the stock
// back. Staff hold a COD order for a call and release it (owner and manager, audited);
// a held order does not move forward. Histories are set up by moving orders in the
// database (the desk's moves are tested in seller-order-desk.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { POST as testPagePost } from '@/app/api/payments/test/route';
import { GET as invoiceRoute } from '@/app/(console)/seller/orders/[orderId]/invoice.pdf/route';
import { addAddress, addPincodes, api, cashOrder, loginByOtp, plainProducts, putInCart, stockOf, type ProductRow, type ReadyShopper, type Shopper } from './session';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { pdfPages } from './pdf-text';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;

const NO_RULES = {
  min_order: null, max_order: null, max_open_orders: null, max_customer_rtos: null, pincode_window: null, pincode_rto_percent: null,
  upfront_kind: null, upfront_amount: null, upfront_percent: null, upfront_above: null, freight_estimate: null,
};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  await database.db.insertInto('pincodes').values({ pincode: '400001', district: 'Mumbai', state: 'Maharashtra' }).onConflict((oc) => oc.column('pincode').doNothing()).execute();
  products = await plainProducts(database, 3, 40, 1);
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

async function setRules(rules: Partial<Record<keyof typeof NO_RULES, unknown>>) {
  const saved = await sellerApi(database, 'cod/save-rules', { ...NO_RULES, ...rules }, { cookie: manager.cookie });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.payload;
}
beforeEach(async () => {
  await setRules({});
});

/** The demo store's COD total of `quantity` × `product`, computed here: subtotal + ₹149 below ₹4,999 + 1.5 % handling fee. */
function codTotalPaise(product: ProductRow, quantity = 1): number {
  const subtotal = product.selling_price_paise * quantity;
  return subtotal + (subtotal < 499_900 ? 14_900 : 0) + Math.round((subtotal * 1.5) / 100);
}

async function shopperAt(pincode: string, product = products[0], quantity = 1, who?: Shopper): Promise<ReadyShopper> {
  const shopper = who ?? (await loginByOtp(database));
  const addressId = await addAddress(database, shopper, { pincode });
  await putInCart(database, shopper, product.id, quantity);
  return { ...shopper, addressId };
}

/** A COD order of this shopper, then moved in the database to `status` (with a courier once shipped). */
async function pastOrder(who: ReadyShopper, status: string, courier = 'Delhivery'): Promise<number> {
  const placed = await cashOrder(database, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.payload.order_id as number;
  if (status !== 'placed') {
    await database.db.updateTable('orders').set({ status, courier, awb: `AWB${orderId}`, delivered_at: status === 'delivered' ? new Date().toISOString() : null }).where('id', '=', orderId).execute();
  }
  return orderId;
}

async function orderCountOf(customerId: number): Promise<number> {
  return (await database.db.selectFrom('orders').select('id').where('customer_id', '=', customerId).execute()).length;
}
async function cartSize(who: Shopper): Promise<number> {
  return (await api(database, 'store/cartList', {}, { cookie: who.cookie })).body.payload_cartList.length;
}
async function refusals(customerId: number) {
  return database.db.selectFrom('cod_rule_refusals').select(['rule', 'pincode', 'order_paise']).where('customer_id', '=', customerId).execute();
}

/** A refusal: 409 with exactly this reason, no order, the stock and the cart as they were, and the refusal counted once. */
async function expectRefused(who: ReadyShopper, reason: string, rule: string, product = products[0]) {
  const stock = await stockOf(database, product.id);
  const orders = await orderCountOf(who.customerId);
  const answer = await cashOrder(database, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body.message).toBe(reason);
  expect(await stockOf(database, product.id)).toBe(stock);
  expect(await orderCountOf(who.customerId)).toBe(orders);
  expect(await cartSize(who)).toBe(1);
  // The Payment step's check says the same before the shopper clicks.
  const check = await api(database, 'store/codCheck', { address_id: who.addressId }, { cookie: who.cookie });
  expect(check.status).toBe(200);
  expect(check.body.payload).toMatchObject({ allowed: false, reason });
  // A second try the same day is the same refused order.
  expect((await cashOrder(database, who)).status).toBe(409);
  expect((await refusals(who.customerId)).map((r) => r.rule)).toEqual([rule]);
}

describe('COD rules at store/cashOnDelivery', () => {
  it('with no rule set, COD goes as today: it waits for the shopper\'s confirmation, then is placed, nothing upfront', async () => {
    const who = await shopperAt('110001');
    const check = await api(database, 'store/codCheck', { address_id: who.addressId }, { cookie: who.cookie });
    const total = codTotalPaise(products[0]) / 100;
    expect(check.body.payload).toEqual({ allowed: true, reason: null, total, upfront: 0, cash: total });
    const placed = await cashOrder(database, who);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // The answer is the order as placed; cashOrder then confirms it from the SMS link, as the shopper would.
    expect(placed.body.payload).toEqual({ order_id: expect.any(Number), order_string: expect.any(String), total_paid_amount: total, paymentmode: 'cash', status: 'awaiting_confirmation' });
    const row = await database.db.selectFrom('orders').select(['status', 'payment_status', 'cod_upfront_paise']).where('id', '=', placed.body.payload.order_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'placed', payment_status: 'cod', cod_upfront_paise: 0 });
    expect(await cartSize(who)).toBe(0);
  });

  it('above the maximum order value: refused with the maximum in the reason; at the maximum it is taken', async () => {
    await setRules({ max_order: 100 });
    await expectRefused(await shopperAt('110001'), 'Cash on delivery is available on orders up to ₹100.00. Please pay online.', 'max_value');
    await setRules({ max_order: codTotalPaise(products[0]) / 100 });
    expect((await cashOrder(database, await shopperAt('110001'))).status).toBe(200);
  });

  it('below the minimum order value: refused with the minimum in the reason', async () => {
    await setRules({ min_order: 500000 });
    await expectRefused(await shopperAt('110001'), 'Cash on delivery is available on orders of ₹5,00,000.00 or more. Please pay online.', 'min_value');
  });

  it('after the customer\'s RTO limit: refused; one RTO fewer is still taken', async () => {
    const who = await shopperAt('110001');
    await pastOrder(who, 'rto');
    await putInCart(database, who, products[0].id);
    await pastOrder(who, 'delivered');
    await putInCart(database, who, products[0].id);
    await setRules({ max_customer_rtos: 2 });
    expect((await cashOrder(database, who)).status).toBe(200); // one RTO: under the limit
    await database.db.updateTable('orders').set({ status: 'rto' }).where('customer_id', '=', who.customerId).where('status', '=', 'placed').execute();
    await putInCart(database, who, products[0].id);
    await expectRefused(who, 'Cash on delivery is not available on your account because earlier orders were returned undelivered. Please pay online.', 'customer_rtos');
    // Online payment is offered as ever.
    const online = await api(database, 'store/onlinePaymentProcess', { address_id: who.addressId }, { cookie: who.cookie });
    expect(online.status).toBe(200);
  });

  it('to a pincode whose RTO rate over its last N finished orders passes the threshold: refused; a pincode under it is taken', async () => {
    // 560001: of its last 4 finished orders 3 came back (75 %); an older delivered one is outside the window.
    const others = async (pincode: string, statuses: string[]) => {
      for (const status of statuses) await pastOrder(await shopperAt(pincode, products[1]), status);
    };
    await others('560001', ['delivered', 'delivered', 'rto', 'rto', 'rto']);
    await others('400001', ['rto', 'delivered', 'delivered', 'delivered']); // 25 %
    await setRules({ pincode_window: 4, pincode_rto_percent: 50 });
    await expectRefused(await shopperAt('560001'), 'Cash on delivery is not available for this pincode right now. Please pay online.', 'pincode_rto');
    expect((await cashOrder(database, await shopperAt('400001'))).status).toBe(200);
    // A window longer than the pincode's history does not judge it.
    await setRules({ pincode_window: 20, pincode_rto_percent: 50 });
    expect((await cashOrder(database, await shopperAt('560001'))).status).toBe(200);
  });

  it('above the open COD orders allowed: refused; once the open one is delivered, taken', async () => {
    await setRules({ max_open_orders: 1 });
    const who = await shopperAt('110001');
    const first = await pastOrder(who, 'placed');
    await putInCart(database, who, products[0].id);
    await expectRefused(who, 'You already have 1 cash on delivery order on the way. Please pay online, or wait for it to arrive.', 'open_orders');
    await database.db.updateTable('orders').set({ status: 'delivered' }).where('id', '=', first).execute();
    expect((await cashOrder(database, who)).status).toBe(200);
  });

  it('precedence: the maximum value speaks before the customer\'s RTOs', async () => {
    const who = await shopperAt('110001');
    await pastOrder(who, 'rto');
    await putInCart(database, who, products[0].id);
    await setRules({ max_order: 100, max_customer_rtos: 1 });
    const answer = await cashOrder(database, who);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Cash on delivery is available on orders up to ₹100.00. Please pay online.');
  });
});

describe('cod/save-rules', () => {
  it('is refused with a clear field error when rules contradict, audits each save and answers the rules', async () => {
    const bad = await sellerApi(database, 'cod/save-rules', { ...NO_RULES, min_order: 5000, max_order: 1000 }, { cookie: manager.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ max_order: 'The maximum order value must not be below the minimum.' });
    const half = await sellerApi(database, 'cod/save-rules', { ...NO_RULES, pincode_window: 10 }, { cookie: manager.cookie });
    expect(half.status).toBe(400);
    expect(half.body.errors.pincode_rto_percent).toBe('Set both the number of orders and the RTO percent for the pincode rule, or neither.');
    const notNumber = await sellerApi(database, 'cod/save-rules', { ...NO_RULES, max_open_orders: 'two' }, { cookie: manager.cookie });
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.errors.max_open_orders).toBe('must be a whole number');

    const saved = await setRules({ max_order: '25000', upfront_kind: 'percent', upfront_percent: '10', freight_estimate: '120' });
    expect(saved).toMatchObject({ max_order: 25000, upfront_kind: 'percent', upfront_percent: 10, freight_estimate: 120, min_order: null, rules_on_since: expect.any(String) });
    const audit = await database.db.selectFrom('audit_log').select(['after', 'staff_email']).where('action', '=', 'cod.rules').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(audit.staff_email).toBe(manager.email);
    expect(JSON.parse(audit.after!)).toMatchObject({ max_order: 25000, upfront_percent: 10 });
    expect((await sellerApi(database, 'cod/rules', {}, { cookie: manager.cookie })).body.payload).toEqual(saved);
  });

  it('a packer gets 403 on every COD rules call', async () => {
    const packer = await addTestStaff(database, 'packer');
    for (const [path, body] of [['cod/rules', {}], ['cod/save-rules', NO_RULES], ['cod/rto', {}], ['orders/hold', { order_id: 1, note: 'x' }], ['orders/release', { order_id: 1 }]] as const) {
      expect((await sellerApi(database, path, body, { cookie: packer.cookie })).status, path).toBe(403);
    }
  });
});

async function testPage(who: Shopper, body: unknown) {
  const response = await testPagePost(new Request('http://localhost:3000/api/payments/test', {
    method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: who.cookie },
  }));
  return { status: response.status, body: (await response.json()) as any };
}

describe('partial COD', () => {
  it('the upfront part is paid online, the rest in cash: both add up in the totals, the invoice and the ledger', async () => {
    await setRules({ upfront_kind: 'percent', upfront_percent: 10 });
    const product = products[2];
    const who = await shopperAt('110001', product, 1);
    const total = codTotalPaise(product, 1);
    const upfront = Math.round(total / 10);
    const cash = total - upfront;

    const check = await api(database, 'store/codCheck', { address_id: who.addressId }, { cookie: who.cookie });
    expect(check.body.payload).toEqual({ allowed: true, reason: null, total: total / 100, upfront: upfront / 100, cash: cash / 100 });

    const stock = await stockOf(database, product.id);
    const started = await cashOrder(database, who);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { order_id: orderId, total_paid_amount, paymentmode, upfront_payment } = started.body.payload;
    expect({ total_paid_amount, paymentmode }).toEqual({ total_paid_amount: total / 100, paymentmode: 'cash' });
    expect(upfront_payment).toMatchObject({ provider: 'test', amount: upfront, our_order_id: orderId });
    // Held like an online order: stock taken, not an order yet, the cart kept.
    expect(await stockOf(database, product.id)).toBe(stock - 1);
    expect((await database.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', orderId).executeTakeFirstOrThrow())).toEqual({ status: 'pending_payment', payment_status: 'pending' });
    expect(await cartSize(who)).toBe(1);

    const page = await testPage(who, { order_id: upfront_payment.order_id, outcome: 'pay' });
    expect(page.status).toBe(200);
    const paid = await api(database, 'store/onlinePaymentSuccess', { order_id: upfront_payment.order_id, transection_id: page.body.payload.razorpay_payment_id, razorpay_signature: page.body.payload.razorpay_signature }, { cookie: who.cookie });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payload).toEqual({ order_id: orderId, order_string: expect.any(String), total_paid_amount: total / 100, paymentmode: 'cash', status: 'placed' });
    expect(await cartSize(who)).toBe(0);
    expect(await stockOf(database, product.id)).toBe(stock - 1);

    const detail = (await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: who.cookie })).body.payload_orderDetails;
    expect(detail).toMatchObject({ status: 'placed', paymentmode: 'cash', payment_status: 'cod', total_paid_amount: total / 100, paid_online: upfront / 100, to_pay_in_cash: cash / 100 });

    // Shipped: the invoice says how its total is paid. The courier is this test's own, added to the list first.
    const listed = await sellerApi(database, 'couriers/save', { name: 'Ecom Express Partial' }, { cookie: manager.cookie });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Ecom Express Partial', awb: `PC${orderId}` }]);
    const invoice = await database.db.selectFrom('tax_documents').select('body').where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
    const body = JSON.parse(invoice.body);
    expect(body.totals.total).toBe(total);
    expect(body.cod_split).toEqual({ online_paise: upfront, cash_paise: cash });
    const response = await invoiceRoute(new Request(`http://localhost:3000/seller/orders/${orderId}/invoice.pdf`, { headers: { cookie: manager.cookie } }), { params: Promise.resolve({ orderId: String(orderId) }) });
    const text = (await pdfPages(await response.arrayBuffer())).join('\n');
    const inr = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(text).toContain('COD, part paid online');
    expect(text).toMatch(new RegExp(`Paid online\\s*${inr(upfront).replace(/[.₹]/g, '\\$&')}`));
    expect(text).toMatch(new RegExp(`To pay in cash\\s*${inr(cash).replace(/[.₹]/g, '\\$&')}`));

    // Delivered: the courier holds only the cash part, and remits only that.
    await moveOrder(database, manager, orderId, [{ to: 'out_for_delivery' }, { to: 'delivered' }]);
    const held = (await sellerApi(database, 'cod/outstanding', {}, { cookie: manager.cookie })).body.payload;
    expect(held.couriers.find((c: any) => c.courier === 'Ecom Express Partial')).toMatchObject({ count: 1, amount: cash / 100 });
    expect(held.orders.find((o: any) => o.order_id === orderId).amount).toBe(cash / 100);
    const remitted = await sellerApi(database, 'cod/record-remittance', { courier: 'Ecom Express Partial', remitted_on: '2026-11-25', reference: 'UTR-PARTIAL', order_ids: [orderId] }, { cookie: manager.cookie });
    expect(remitted.status, JSON.stringify(remitted.body)).toBe(200);
    expect(remitted.body.payload.remittance.amount).toBe(cash / 100);
  });

  it('a fixed upfront amount only from an order value: a smaller order pays all in cash', async () => {
    await setRules({ upfront_kind: 'fixed', upfront_amount: 200, upfront_above: 1_000_000 });
    const small = await cashOrder(database, await shopperAt('110001'));
    expect(small.status).toBe(200);
    expect(small.body.payload.upfront_payment).toBeUndefined();
    await setRules({ upfront_kind: 'fixed', upfront_amount: 200 });
    const big = await cashOrder(database, await shopperAt('110001'));
    expect(big.body.payload.upfront_payment).toMatchObject({ amount: 20_000 });
  });

  it('a partial-COD order cancelled by the shopper gets its upfront part back online, and only that', async () => {
    await setRules({ upfront_kind: 'fixed', upfront_amount: 300 });
    const who = await shopperAt('110001');
    const { order_id: orderId, upfront_payment } = (await cashOrder(database, who)).body.payload;
    const page = await testPage(who, { order_id: upfront_payment.order_id, outcome: 'pay' });
    const paid = await api(database, 'store/onlinePaymentSuccess', { order_id: upfront_payment.order_id, transection_id: page.body.payload.razorpay_payment_id, razorpay_signature: page.body.payload.razorpay_signature }, { cookie: who.cookie });
    expect(paid.status).toBe(200);
    const cancelled = await api(database, 'store/orderCancelled', { order_id: orderId }, { cookie: who.cookie });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refunds = await database.db.selectFrom('refunds').select(['amount_paise', 'provider_payment_id']).where('order_id', '=', orderId).execute();
    expect(refunds).toEqual([{ amount_paise: 30_000, provider_payment_id: page.body.payload.razorpay_payment_id }]);
    // A plain COD order cancelled owes nothing online.
    await setRules({});
    const plain = await shopperAt('110001');
    const plainId = (await cashOrder(database, plain)).body.payload.order_id;
    expect((await api(database, 'store/orderCancelled', { order_id: plainId }, { cookie: plain.cookie })).status).toBe(200);
    expect(await database.db.selectFrom('refunds').select('id').where('order_id', '=', plainId).execute()).toEqual([]);
  });

  it('a failed upfront payment gives the stock back and places nothing', async () => {
    await setRules({ upfront_kind: 'percent', upfront_percent: 20 });
    const product = products[1];
    const who = await shopperAt('110001', product, 1);
    const stock = await stockOf(database, product.id);
    const started = await cashOrder(database, who);
    const { order_id: orderId, upfront_payment } = started.body.payload;
    expect(await stockOf(database, product.id)).toBe(stock - 1);
    const failed = await testPage(who, { order_id: upfront_payment.order_id, outcome: 'fail' });
    expect(failed.body.payload).toEqual({ status: 'failed' });
    expect(await stockOf(database, product.id)).toBe(stock);
    expect(await database.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({ status: 'payment_failed' });
    expect(await cartSize(who)).toBe(1);
    const list = await api(database, 'store/orderList', {}, { cookie: who.cookie });
    expect(list.body.payload_orderList).toEqual([]);
  });
});

describe('the risk panel and holding an order for a call', () => {
  it('shows the shopper\'s past orders and the pincode\'s RTO rate on a COD order', async () => {
    const who = await shopperAt('400001');
    await pastOrder(who, 'delivered');
    await putInCart(database, who, products[0].id);
    await pastOrder(who, 'rto');
    await putInCart(database, who, products[0].id);
    const orderId = await pastOrder(who, 'placed');
    const pincodeRows = await database.db.selectFrom('orders').select('status').where('delivered_pincode', '=', '400001').where('status', 'in', ['delivered', 'rto']).execute();
    const finished = pincodeRows.length;
    const rto = pincodeRows.filter((r) => r.status === 'rto').length;
    const view = (await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: manager.cookie })).body.payload;
    expect(view.cod_risk).toEqual({
      customer: { orders: 2, delivered: 1, rto: 1, cancelled: 0, open_cod: 0 },
      pincode: { pincode: '400001', finished, rto, rate: Math.round((rto / finished) * 1000) / 10 },
    });
    expect(view.hold).toEqual({ on_hold: false, note: null, by: null, at: null });
  });

  it('owner and manager hold and release, audited; a held order does not move forward; a packer gets 403', async () => {
    const who = await shopperAt('110001');
    const orderId = await pastOrder(who, 'placed');
    const packer = await addTestStaff(database, 'packer');
    expect((await sellerApi(database, 'orders/hold', { order_id: orderId, note: 'x' }, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'orders/hold', { order_id: orderId, note: '' }, { cookie: manager.cookie })).status).toBe(400);

    const held = await sellerApi(database, 'orders/hold', { order_id: orderId, note: 'Third COD order this week: call to confirm' }, { cookie: manager.cookie });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.payload.hold).toMatchObject({ on_hold: true, note: 'Third COD order this week: call to confirm', by: manager.email });
    expect((await sellerApi(database, 'orders/hold', { order_id: orderId, note: 'again' }, { cookie: manager.cookie })).status).toBe(409);
    const list = (await sellerApi(database, 'orders/list', { q: held.body.payload.order.order_string }, { cookie: manager.cookie })).body.payload;
    expect(list.orders[0]).toMatchObject({ order_id: orderId, on_hold: true });

    for (const staff of [packer, manager]) {
      const refused = await sellerApi(database, 'orders/transition', { order_id: orderId, to: 'confirmed' }, { cookie: staff.cookie });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This order is on hold for a call: release it first.');
    }
    const owner = await addTestStaff(database, 'owner');
    const released = await sellerApi(database, 'orders/release', { order_id: orderId, note: 'Confirmed on the phone' }, { cookie: owner.cookie });
    expect(released.status).toBe(200);
    expect(released.body.payload.hold.on_hold).toBe(false);
    expect((await sellerApi(database, 'orders/release', { order_id: orderId }, { cookie: owner.cookie })).status).toBe(409);
    await moveOrder(database, packer, orderId, [{ to: 'confirmed' }]);

    const audits = await database.db.selectFrom('audit_log').select(['action', 'staff_email', 'before', 'after']).where('object_type', '=', 'order').where('object_id', '=', String(orderId)).where('action', 'in', ['order.hold', 'order.release']).orderBy('id').execute();
    expect(audits.map((a) => [a.action, a.staff_email])).toEqual([['order.hold', manager.email], ['order.release', owner.email]]);
    expect(JSON.parse(audits[0].after!)).toEqual({ on_hold: true, note: 'Third COD order this week: call to confirm' });
    expect(JSON.parse(audits[1].after!)).toEqual({ on_hold: false, note: 'Confirmed on the phone' });
  });

  it('an online order is not held', async () => {
    const who = await shopperAt('110001');
    const online = await api(database, 'store/onlinePaymentProcess', { address_id: who.addressId }, { cookie: who.cookie });
    const orderId = online.body.payload_onlinePaymentProcess.our_order_id;
    await database.db.updateTable('orders').set({ status: 'placed', payment_status: 'paid' }).where('id', '=', orderId).execute();
    const refused = await sellerApi(database, 'orders/hold', { order_id: orderId, note: 'call' }, { cookie: manager.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a cash on delivery order waiting to ship can be held.');
  });
});
