// The shopper's order pages tell the truth (docs/rules/orders.md#order-detail): the order
// list carries each order's status and the picture of its first item, the product's own when
// the item was bought before the product had one; the order's detail carries the courier and
// AWB once shipped, the GST invoice's number once issued and the payment's reference apart
// from it, each item's can_cancel (only while the order may be changed and the item is live),
// and its refunds as the refunds table holds them. A cancel the page would not offer is
// refused with a 409 that names the order's state, and changes nothing.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as testPagePost } from '@/app/api/payments/test/route';
import { statusLabel } from '@/lib/orders/display';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { screenTexts } from '@/lib/texts/screens';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { addAddress, addPincodes, api, cashOrder, loginByOtp, plainProducts, putInCart, readyShopper, stockOf, type ProductRow, type Shopper } from './session';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 2, 20, 1);
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

const detailOf = async (who: Shopper, orderId: number) => {
  const answer = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: who.cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.payload_orderDetails;
};
const listOf = async (who: Shopper) => (await api(database, 'store/orderList', {}, { cookie: who.cookie })).body.payload_orderList as any[];
const refundRows = (orderId: number) =>
  database.db.selectFrom('refunds').select(['amount_paise', 'status']).where('order_id', '=', orderId).orderBy('id', 'desc').execute();

// One AWB per parcel: a courier never gives one AWB to two shipments.
let awbs = 0;
const ship = () => ({ to: 'shipped', courier: 'Delhivery', awb: `DL${Date.now()}${++awbs}` });
const TO_PACKED = [{ to: 'confirmed' }, { to: 'packed' }];

/**
 * The moves of a return to origin: the parcel failed to arrive, went back (rto, "RTO
 * initiated") and is back at the seller (rto_received), where a prepaid order is refunded.
 */
async function returnToOrigin(orderId: number) {
  await moveOrder(database, manager, orderId, [
    ...TO_PACKED, ship(), { to: 'out_for_delivery' }, { to: 'delivery_failed', reason: 'Customer not available' }, { to: 'rto' }, { to: 'rto_received' },
  ]);
}

/** An online order of the given products paid on the test provider's page, placed. */
async function paidOnlineOrder(lines: ProductRow[]) {
  const who = await loginByOtp(database);
  const addressId = await addAddress(database, who);
  for (const product of lines) await putInCart(database, who, product.id, 1);
  const started = (await api(database, 'store/onlinePaymentProcess', { address_id: addressId, paymentmode: 'online' }, { cookie: who.cookie })).body.payload_onlinePaymentProcess;
  expect(started.provider).toBe('test');
  const page = await testPagePost(new Request('http://localhost:3000/api/payments/test', {
    method: 'POST', body: JSON.stringify({ order_id: started.order_id, outcome: 'pay' }),
    headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: who.cookie },
  }));
  const paid = ((await page.json()) as any).payload;
  const confirmed = await api(database, 'store/onlinePaymentSuccess', { order_id: started.order_id, transection_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }, { cookie: who.cookie });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { who, orderId: started.our_order_id as number, paymentId: paid.razorpay_payment_id as string, amount: started.amount / 100 };
}

async function placedCashOrder(lines: ProductRow[] = [products[0]]) {
  const who = await readyShopper(database, lines.map((p) => [p, 1] as [ProductRow, number]));
  const placed = await cashOrder(database, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { who, orderId: placed.body.payload.order_id as number };
}

describe('the order list', () => {
  it('carries every order\'s status as it moves', async () => {
    const { who, orderId } = await placedCashOrder();
    expect((await listOf(who)).map((o) => [o.order_id, o.status])).toEqual([[orderId, 'placed']]);
    await moveOrder(database, manager, orderId, [...TO_PACKED, ship()]);
    expect((await listOf(who))[0]).toMatchObject({ order_id: orderId, status: 'shipped', can_cancel: false });
    expect(statusLabel((await listOf(who))[0].status)).toBe('Shipped');
  });
});

describe('pictures of items', () => {
  async function newProduct(name: string) {
    const category = await database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    const brand = await database.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
    const saved = await sellerApi(database, 'products/save', { name: `${name} ${Date.now().toString(36)}`, category_id: Number(category.id), brand_id: Number(brand.id), mrp: 10_000, selling_price: 8_000, stock: 5 }, { cookie: manager.cookie });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.payload.product_id as number;
    return { id, name: '', stock: 5, no_of_quantity_allowed: 1, selling_price_paise: 800_000, mrp_paise: 1_000_000 } satisfies ProductRow;
  }
  const upload = async (productId: number, rgb: { r: number; g: number; b: number }) => {
    const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: rgb } }).png().toBuffer();
    const answer = await sellerApi(database, 'products/upload-picture', { product_id: productId, data: png.toString('base64') }, { cookie: manager.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.payload.picture.src as string;
  };

  it('an item bought with the product\'s uploaded picture shows it in the list and the detail', async () => {
    const product = await newProduct('Picture Cooler');
    const src = await upload(product.id, { r: 10, g: 160, b: 90 });
    expect(src).toMatch(/^\/img\/p\/[0-9a-f]{32}\.webp$/);
    const { who, orderId } = await placedCashOrder([product]);
    expect((await listOf(who))[0]).toMatchObject({ order_id: orderId, image: src });
    expect((await detailOf(who, orderId)).orderdetails[0].image).toBe(src);
  });

  it('an item bought before its product had a picture shows the product\'s picture once uploaded; one bought with a picture keeps it', async () => {
    const product = await newProduct('Early Bird Heater');
    const { who, orderId } = await placedCashOrder([product]);
    // Nothing to show yet: the placeholder's turn (SafeImage), not a broken address.
    expect((await listOf(who))[0].image).toBe('');
    const first = await upload(product.id, { r: 200, g: 30, b: 30 });
    expect((await listOf(who))[0].image).toBe(first);
    expect((await detailOf(who, orderId)).orderdetails[0].image).toBe(first);

    // Bought now, with the picture; then the seller puts a new picture first: the item keeps its own.
    const later = await placedCashOrder([product]);
    const second = await upload(product.id, { r: 30, g: 30, b: 200 });
    const current = await sellerApi(database, 'products/save-pictures', { product_id: product.id, pictures: [{ src: second, alt: '' }, { src: first, alt: '' }] }, { cookie: manager.cookie });
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    expect((await detailOf(later.who, later.orderId)).orderdetails[0].image).toBe(first);
    expect((await listOf(who))[0].image).toBe(second); // the first order still had none of its own
  });
});

describe('the order detail', () => {
  it('names the GST invoice\'s number once issued, the payment reference apart, and courier and AWB once shipped', async () => {
    const online = await paidOnlineOrder([products[0]]);
    let detail = await detailOf(online.who, online.orderId);
    expect(detail).toMatchObject({ status: 'placed', payment_reference: online.paymentId, tax_invoice_number: null, courier: null, awb: null });
    expect(detail.orderdetails.map((i: any) => i.can_cancel)).toEqual([true]);

    const SHIP = ship();
    await moveOrder(database, manager, online.orderId, [...TO_PACKED, SHIP]);
    const invoice = await database.db.selectFrom('tax_documents').select('number').where('order_id', '=', online.orderId).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
    detail = await detailOf(online.who, online.orderId);
    expect(detail).toMatchObject({ status: 'shipped', payment_reference: online.paymentId, tax_invoice_number: invoice.number, courier: SHIP.courier, awb: SHIP.awb, can_cancel: false });
    expect(invoice.number).not.toBe(online.paymentId);
    expect(detail.orderdetails.map((i: any) => i.can_cancel)).toEqual([false]);

    // A cash order has no payment reference: nothing but the GST invoice is called an invoice.
    const cash = await placedCashOrder();
    expect(await detailOf(cash.who, cash.orderId)).toMatchObject({ payment_reference: null, tax_invoice_number: null, courier: null, awb: null });
  });

  it('an item cancelled is no longer cancellable; its sibling is, until the order ships; a cancel past shipping is a 409 naming the state', async () => {
    const { who, orderId } = await placedCashOrder([products[0], products[1]]);
    const [a, b] = (await detailOf(who, orderId)).orderdetails;
    expect((await api(database, 'store/orderItemCancel', { order_id: orderId, item_id: a.item_id }, { cookie: who.cookie })).status).toBe(200);
    expect((await detailOf(who, orderId)).orderdetails.map((i: any) => [i.cancel_status, i.can_cancel])).toEqual([[1, false], [0, true]]);

    await moveOrder(database, manager, orderId, [...TO_PACKED, ship()]);
    expect((await detailOf(who, orderId)).orderdetails.map((i: any) => i.can_cancel)).toEqual([false, false]);
    const stock = await stockOf(database, products[1].id);
    const refused = await api(database, 'store/orderItemCancel', { order_id: orderId, item_id: b.item_id }, { cookie: who.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(screenTexts.itemNotCancellable('shipped'));
    const whole = await api(database, 'store/orderCancelled', { order_id: orderId }, { cookie: who.cookie });
    expect(whole.status).toBe(409);
    expect(whole.body.message).toBe(screenTexts.orderNotCancellable('shipped'));
    expect(await stockOf(database, products[1].id)).toBe(stock);
    expect((await detailOf(who, orderId)).orderdetails.map((i: any) => i.cancel_status)).toEqual([1, 0]);
  });

  it('after a return to origin of a prepaid order: its state, no cancel anywhere (the server refuses one), and its refunds as the refunds table has them', async () => {
    const { who, orderId, amount } = await paidOnlineOrder([products[0], products[1]]);
    const [, b] = (await detailOf(who, orderId)).orderdetails;
    await returnToOrigin(orderId);

    const detail = await detailOf(who, orderId);
    expect(detail.status).toBe('rto_received');
    // Shipped by hand: the staff moves are its parcel's state in the shopper's tracking.
    expect(detail.shipment).toMatchObject({ courier: 'Delhivery', status: 'rto_delivered' });
    expect(detail.can_cancel).toBe(false);
    expect(detail.orderdetails.map((i: any) => i.can_cancel)).toEqual([false, false]);
    const rows = await refundRows(orderId);
    expect(rows.length).toBe(1);
    expect(detail.refunds.map((r: any) => [r.amount, r.status])).toEqual(rows.map((r) => [Number(r.amount_paise) / 100, r.status]));
    expect(detail.refunds).toEqual([{ amount, status: 'processed', updated_at: expect.any(String) }]);

    const refused = await api(database, 'store/orderItemCancel', { order_id: orderId, item_id: b.item_id }, { cookie: who.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(screenTexts.itemNotCancellable(statusLabel(detail.status).toLowerCase()));
    expect((await api(database, 'store/orderCancelled', { order_id: orderId }, { cookie: who.cookie })).status).toBe(409);
    expect((await refundRows(orderId)).length).toBe(1);
    expect((await listOf(who))[0]).toMatchObject({ order_id: orderId, status: detail.status, can_cancel: false });
  });

  it('a cash order with an item cancelled: what is left to pay in cash drops by that item, on the order page and for the courier', async () => {
    const { who, orderId } = await placedCashOrder([products[0], products[1]]);
    const before = await detailOf(who, orderId);
    const [a] = before.orderdetails;
    expect((await api(database, 'store/orderItemCancel', { order_id: orderId, item_id: a.item_id }, { cookie: who.cookie })).status).toBe(200);
    const after = await detailOf(who, orderId);
    expect(after.total_paid_amount).toBeCloseTo(before.total_paid_amount - Number(a.total), 2);
    const row = await database.db.selectFrom('orders').select('total_paid_paise').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(row.total_paid_paise)).toBe(Math.round(after.total_paid_amount * 100));
  });

  it('a prepaid order with an item cancelled and refunded: its return to origin refunds the rest of the payment, and the two refunds add up to what was paid', async () => {
    const { who, orderId, amount } = await paidOnlineOrder([products[0], products[1]]);
    const [a] = (await detailOf(who, orderId)).orderdetails;
    expect((await api(database, 'store/orderItemCancel', { order_id: orderId, item_id: a.item_id }, { cookie: who.cookie })).status).toBe(200);
    const [itemRefund] = await refundRows(orderId);
    expect(Number(itemRefund.amount_paise)).toBeGreaterThan(0);
    expect(Number(itemRefund.amount_paise)).toBeLessThan(Math.round(amount * 100));

    await returnToOrigin(orderId);
    const rows = await refundRows(orderId);
    expect(rows.length).toBe(2);
    expect(rows.reduce((sum, r) => sum + Number(r.amount_paise), 0)).toBe(Math.round(amount * 100));
    expect((await detailOf(who, orderId)).refunds.map((r: any) => r.amount).reduce((x: number, y: number) => x + y, 0)).toBeCloseTo(amount, 2);
  });

  it('after a return: the item is not cancellable, the return\'s state and the refund show', async () => {
    const { who, orderId } = await placedCashOrder();
    await moveOrder(database, manager, orderId, [...TO_PACKED, ship(), { to: 'out_for_delivery' }, { to: 'delivered' }]);
    const [item] = (await detailOf(who, orderId)).orderdetails;
    expect(item).toMatchObject({ can_cancel: false, can_return: true });
    const asked = await api(database, 'store/orderReturn', { order_id: orderId, item_id: item.item_id, reason: 'Damaged or defective' }, { cookie: who.cookie });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const returnId = asked.body.payload.return.return_id as number;
    expect((await sellerApi(database, 'returns/decide', { return_id: returnId, decision: 'approve' }, { cookie: manager.cookie })).status).toBe(200);
    // Each fresh code is spent once: a member of their own for each step that asks one.
    const receiver = await addTestStaff(database, 'manager');
    const received = await sellerApi(database, 'returns/receive', { return_id: returnId, outcome: 'restocked', totp: receiver.code() }, { cookie: receiver.cookie });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect((await detailOf(who, orderId)).returns).toEqual([expect.objectContaining({ item_id: item.item_id, status: 'received' })]);
    const credited = received.body.payload.return.credit_note.amount as number;
    const refunder = await addTestStaff(database, 'manager');
    const manual = await sellerApi(database, 'refunds/record-manual', { order_id: orderId, amount: credited, reference: `UPI ${orderId}42`, return_id: returnId, totp: refunder.code() }, { cookie: refunder.cookie });
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);

    const detail = await detailOf(who, orderId);
    expect(detail.returns).toEqual([expect.objectContaining({ item_id: item.item_id, status: 'refunded' })]);
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: credited, status: 'processed' })]);
    expect(detail.orderdetails[0]).toMatchObject({ can_cancel: false, can_return: false });
    const refused = await api(database, 'store/orderItemCancel', { order_id: orderId, item_id: item.item_id }, { cookie: who.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(screenTexts.itemNotCancellable(statusLabel(detail.status).toLowerCase()));
  });
});
