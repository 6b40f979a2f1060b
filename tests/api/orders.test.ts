// Orders (docs/rules/checkout.md#placing-an-order): one transaction that re-reads the cart and
// prices, takes the stock only where enough remains, writes the order and empties the
// cart; amounts from the client ignored; fees and delivery from the database; the
// order pages' calls; cancelling gives the stock back, never once out for delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addDays, todayInIndia } from '@/lib/orders/dates';
import { addAddress, addPincodes, api, cashOrder as cashOrderIn, loginByOtp, orderCount as orderCountIn, plainProducts, putInCart, readyShopper as readyShopperIn, stockOf, type ProductRow, type ReadyShopper, type Shopper } from './session';

let database: TestDatabase;
let cheap: ProductRow[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  cheap = await plainProducts(database, 3, 5, 2);
});
afterAll(async () => {
  await database?.close();
});

// The demo store's rules (lib/seed/rules.ts): fees in percent, ₹149 delivery below ₹4,999.
const FEES = { digital_discount: 2, handling_fee: 1.5 };
const DELIVERY = { chargePaise: 14_900, uptoPaise: 499_900 };
const pct = (paise: number, percent: number) => Math.round((paise * percent) / 100);

const readyShopper = (lines: [ProductRow, number][] = [[cheap[0], 2], [cheap[1], 1]]) => readyShopperIn(database, lines);
const cashOrder = (shopper: ReadyShopper, extra: Record<string, unknown> = {}) => cashOrderIn(database, shopper, extra);
const orderCount = (customerId: number) => orderCountIn(database, customerId);

async function cartLines(shopper: Shopper) {
  return (await api(database, 'store/cartList', {}, { cookie: shopper.cookie })).body.payload_cartList as any[];
}

describe('fees and delivery', () => {
  it('payments/get-company-payment-fees answers the store\'s percentages', async () => {
    const fees = await api(database, 'payments/get-company-payment-fees', { company_id: 191 });
    expect(fees.status).toBe(200);
    expect(fees.body).toEqual(FEES);
  });

  it('store/deliveryCharge charges the session cart\'s subtotal, not the one the client sends', async () => {
    const shopper = await readyShopper([[cheap[0], 1]]);
    const answer = await api(database, 'store/deliveryCharge', { company_id: 191, store_id: 139, customer_id: shopper.customerId, sub_total: 100_000 }, { cookie: shopper.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Delivery Details.');
    expect(answer.body.payload_deliveryCharge).toEqual({ delivery_charge: 149, delivery_upto: 4999 });
  });

  it('delivery is free from ₹4,999, and nothing for an empty cart', async () => {
    const pricey = await database.db.selectFrom('products').select('id').where('selling_price_paise', '>=', DELIVERY.uptoPaise).where('stock', '>', 0).executeTakeFirstOrThrow();
    const shopper = await loginByOtp(database);
    const empty = await api(database, 'store/deliveryCharge', {}, { cookie: shopper.cookie });
    expect(empty.body.payload_deliveryCharge).toEqual({ delivery_charge: 0, delivery_upto: 4999 });
    await putInCart(database, shopper, Number(pricey.id));
    const free = await api(database, 'store/deliveryCharge', { sub_total: 10 }, { cookie: shopper.cookie });
    expect(free.body.payload_deliveryCharge).toEqual({ delivery_charge: 0, delivery_upto: 4999 });
  });
});

describe('store/cashOnDelivery', () => {
  it('places the order at the server\'s prices, ignoring every amount the client sends', async () => {
    const shopper = await readyShopper();
    const stockBefore = [await stockOf(database, cheap[0].id), await stockOf(database, cheap[1].id)];
    const placed = await cashOrder(shopper, {
      total_paid_amount: 1, handling_fee: 0, digital_discount: 5000, deliveryCharge: 0, couponValue: 1000, couponcode: '',
      total_saving: 99999, paymentmode: 'cash', slot_id: 7, slot_date: '2020-01-01', offer_id: 3,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.message).toBe('Cash on delivery successfully.');

    const subtotal = 2 * cheap[0].selling_price_paise + cheap[1].selling_price_paise;
    const delivery = subtotal < DELIVERY.uptoPaise ? DELIVERY.chargePaise : 0;
    const total = subtotal + delivery + pct(subtotal, FEES.handling_fee);
    expect(placed.body.payload).toEqual({ order_id: expect.any(Number), order_string: expect.stringMatching(/^OB\d{14}$/), total_paid_amount: total / 100, paymentmode: 'cash', status: 'awaiting_confirmation' });

    const row = await database.db.selectFrom('orders').selectAll().where('id', '=', placed.body.payload.order_id).executeTakeFirstOrThrow();
    expect(Number(row.total_paid_paise)).toBe(total);
    expect(Number(row.handling_fee_paise)).toBe(pct(subtotal, FEES.handling_fee));
    expect(Number(row.digital_discount_paise)).toBe(0);
    expect(Number(row.coupon_value_paise)).toBe(0);
    expect(Number(row.slot_id)).toBe(1);
    expect(row.slot_date > todayInIndia()).toBe(true);
    expect(row.status).toBe('placed');
    expect(row.payment_status).toBe('cod');

    expect(await stockOf(database, cheap[0].id)).toBe(stockBefore[0] - 2);
    expect(await stockOf(database, cheap[1].id)).toBe(stockBefore[1] - 1);
    expect(await cartLines(shopper)).toEqual([]);
  });

  it('the order list and order detail show it with the documented fields', async () => {
    const shopper = await readyShopper();
    const placed = await cashOrder(shopper);
    const orderId = placed.body.payload.order_id;

    const list = await api(database, 'store/orderList', { company_id: 191, store_id: 139, customer_id: shopper.customerId }, { cookie: shopper.cookie });
    expect(list.status).toBe(200);
    expect(list.body.message).toBe('Order list successfully');
    expect(list.body.payload_orderList).toHaveLength(1);
    expect(list.body.payload_orderList[0]).toMatchObject({
      order_id: orderId, image: expect.any(String), name: cheap[0].name, item_name: `${cheap[0].name} + 1 more`,
      total_paid_amount: placed.body.payload.total_paid_amount, store_name: 'OpenBox Bazaar',
      ordered_on: expect.any(String), delivery_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), can_cancel: true, can_reschedule: true,
    });

    const detail = await api(database, 'store/orderDetails', { company_id: 191, store_id: 139, customer_id: shopper.customerId, order_id: orderId }, { cookie: shopper.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.message).toBe('Order detail successfully');
    const d = detail.body.payload_orderDetails;
    const subtotal = 2 * cheap[0].selling_price_paise + cheap[1].selling_price_paise;
    expect(d).toMatchObject({
      order_id: orderId, order_string: placed.body.payload.order_string, transection_id: `INV-${placed.body.payload.order_string}`,
      paymentmode: 'cash', totalsellingprice: subtotal / 100, deliveryCharge: 149, couponValue: 0,
      handling_fee: pct(subtotal, FEES.handling_fee) / 100, digital_discount: 0, total_paid_amount: placed.body.payload.total_paid_amount,
      slot_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), start_time: '10:00 AM', end_time: '07:00 PM',
      delivered_house_no: 'B-14, Second Floor', delivered_pincode: '110001',
    });
    expect(d.orderdetails).toEqual([
      expect.objectContaining({ item_id: expect.any(Number), name: cheap[0].name, product_name: cheap[0].name, quantity: 2, total: (2 * cheap[0].selling_price_paise) / 100, cancel_status: 0, packed_action: 0, out_for_delivery_action: 0, delivered_action: 0 }),
      expect.objectContaining({ product_name: cheap[1].name, quantity: 1, total: cheap[1].selling_price_paise / 100, cancel_status: 0 }),
    ]);
  });

  it('an empty cart is refused and writes nothing', async () => {
    const shopper = await readyShopper([]);
    const refused = await cashOrder(shopper);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Your cart is empty');
    expect(await orderCount(shopper.customerId)).toBe(0);
  });

  it('a pincode we do not deliver to is refused; stock and cart stay', async () => {
    const shopper = await readyShopper([[cheap[2], 1]]);
    const andaman = await addAddress(database, shopper, { pincode: '744101' });
    const before = await stockOf(database, cheap[2].id);
    const refused = await cashOrder({ ...shopper, addressId: andaman });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Sorry, we do not deliver to this pincode yet.');
    expect(await stockOf(database, cheap[2].id)).toBe(before);
    expect(await cartLines(shopper)).toHaveLength(1);
    expect(await orderCount(shopper.customerId)).toBe(0);
  });

  it('when one line ran out, nothing is taken from the others (one transaction)', async () => {
    const [first, second] = await plainProducts(database, 2, 8, 2, cheap.map((p) => p.id));
    const shopper = await readyShopper([[first, 1], [second, 2]]);
    await database.db.updateTable('products').set({ stock: 1 }).where('id', '=', second.id).execute();
    const firstBefore = await stockOf(database, first.id);
    const refused = await cashOrder(shopper);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Sorry, ${second.name} is no longer available in the quantity in your cart.`);
    expect(await stockOf(database, first.id)).toBe(firstBefore);
    expect(await stockOf(database, second.id)).toBe(1);
    expect(await orderCount(shopper.customerId)).toBe(0);
    expect(await cartLines(shopper)).toHaveLength(2);
    await database.db.updateTable('products').set({ stock: second.stock }).where('id', '=', second.id).execute();
  });

  it('20 shoppers ordering the last 3 units at once: exactly 3 orders, stock 0', async () => {
    // A product no other test of this file touches.
    const [product] = await plainProducts(database, 1, 1, 1, cheap.map((p) => p.id));
    const shoppers = [];
    for (let i = 0; i < 20; i++) shoppers.push(await readyShopper([[product, 1]]));
    await database.db.updateTable('products').set({ stock: 3 }).where('id', '=', product.id).execute();

    const answers = await Promise.all(shoppers.map((s) => cashOrder(s)));
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(17);
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(`Sorry, ${product.name} is no longer available in the quantity in your cart.`);
    }
    expect(await stockOf(database, product.id)).toBe(0);
    const items = await database.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select((eb) => eb.fn.sum<number>('order_items.quantity').as('q'))
      .where('order_items.product_id', '=', product.id)
      .where('orders.customer_id', 'in', shoppers.map((s) => s.customerId))
      .executeTakeFirstOrThrow();
    expect(Number(items.q)).toBe(3);
  });

  it('the same cart submitted twice at once gives one order', async () => {
    const shopper = await readyShopper([[cheap[2], 1]]);
    const answers = await Promise.all([cashOrder(shopper), cashOrder(shopper), cashOrder(shopper)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await orderCount(shopper.customerId)).toBe(1);
  });
});

describe('cancel and reschedule', () => {
  async function placedOrder(lines: [ProductRow, number][] = [[cheap[0], 1], [cheap[1], 1]]) {
    const shopper = await readyShopper(lines);
    const placed = await cashOrder(shopper);
    expect(placed.status).toBe(200);
    const detail = await api(database, 'store/orderDetails', { order_id: placed.body.payload.order_id }, { cookie: shopper.cookie });
    return { shopper, orderId: placed.body.payload.order_id as number, items: detail.body.payload_orderDetails.orderdetails as any[] };
  }

  it('store/orderItemCancel cancels one item and gives its stock back, once', async () => {
    const { shopper, orderId, items } = await placedOrder();
    const before = await stockOf(database, cheap[0].id);
    const cancelled = await api(database, 'store/orderItemCancel', { company_id: 191, store_id: 139, customer_id: shopper.customerId, order_id: orderId, item_id: items[0].item_id }, { cookie: shopper.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Order item cancelled successfully.');
    expect(await stockOf(database, cheap[0].id)).toBe(before + 1);

    const again = await api(database, 'store/orderItemCancel', { order_id: orderId, item_id: items[0].item_id }, { cookie: shopper.cookie });
    expect(again.status).toBe(409);
    expect(await stockOf(database, cheap[0].id)).toBe(before + 1);

    const detail = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: shopper.cookie });
    expect(detail.body.payload_orderDetails.orderdetails.map((i: any) => i.cancel_status)).toEqual([1, 0]);
    expect(detail.body.payload_orderDetails.status).toBe('placed');
  });

  it('cancelling the last live item cancels the order', async () => {
    const { shopper, orderId, items } = await placedOrder();
    for (const item of items) await api(database, 'store/orderItemCancel', { order_id: orderId, item_id: item.item_id }, { cookie: shopper.cookie });
    const list = await api(database, 'store/orderList', {}, { cookie: shopper.cookie });
    expect(list.body.payload_orderList[0]).toMatchObject({ order_id: orderId, status: 'cancelled', can_cancel: false });
  });

  it('an item out for delivery cannot be cancelled', async () => {
    const { shopper, orderId, items } = await placedOrder();
    await database.db.updateTable('order_items').set({ packed_action: 1, out_for_delivery_action: 1 }).where('id', '=', items[0].item_id).execute();
    const before = await stockOf(database, cheap[0].id);
    const refused = await api(database, 'store/orderItemCancel', { order_id: orderId, item_id: items[0].item_id }, { cookie: shopper.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This item is out for delivery and can no longer be cancelled.');
    expect(await stockOf(database, cheap[0].id)).toBe(before);
    const detail = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: shopper.cookie });
    expect(detail.body.payload_orderDetails.orderdetails[0]).toMatchObject({ cancel_status: 0, out_for_delivery_action: 1 });
  });

  it('store/orderCancelled cancels every item and gives all the stock back', async () => {
    const { shopper, orderId } = await placedOrder();
    const before = [await stockOf(database, cheap[0].id), await stockOf(database, cheap[1].id)];
    const cancelled = await api(database, 'store/orderCancelled', { company_id: 191, store_id: 139, customer_id: shopper.customerId, order_id: orderId }, { cookie: shopper.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Order cancelled successfully.');
    expect([await stockOf(database, cheap[0].id), await stockOf(database, cheap[1].id)]).toEqual([before[0] + 1, before[1] + 1]);
    const again = await api(database, 'store/orderCancelled', { order_id: orderId }, { cookie: shopper.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already cancelled.');
    expect([await stockOf(database, cheap[0].id), await stockOf(database, cheap[1].id)]).toEqual([before[0] + 1, before[1] + 1]);
  });

  it('a whole order cannot be cancelled once an item is out for delivery; nothing changes', async () => {
    const { shopper, orderId, items } = await placedOrder();
    await database.db.updateTable('order_items').set({ out_for_delivery_action: 1 }).where('id', '=', items[1].item_id).execute();
    const before = await stockOf(database, cheap[0].id);
    const refused = await api(database, 'store/orderCancelled', { order_id: orderId }, { cookie: shopper.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is out for delivery and can no longer be cancelled.');
    expect(await stockOf(database, cheap[0].id)).toBe(before);
    const detail = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: shopper.cookie });
    expect(detail.body.payload_orderDetails.orderdetails.map((i: any) => i.cancel_status)).toEqual([0, 0]);
  });

  it('two cancels of the same order at once give the stock back once', async () => {
    const { shopper, orderId } = await placedOrder([[cheap[2], 2]]);
    const before = await stockOf(database, cheap[2].id);
    const answers = await Promise.all([1, 2, 3].map(() => api(database, 'store/orderCancelled', { order_id: orderId }, { cookie: shopper.cookie })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await stockOf(database, cheap[2].id)).toBe(before + 2);
  });

  it('store/orderReschedule moves delivery to a later date, future dates only', async () => {
    const { shopper, orderId } = await placedOrder();
    const today = todayInIndia();
    const moved = await api(database, 'store/orderReschedule', { company_id: 191, store_id: 139, customer_id: shopper.customerId, order_id: orderId, slot_date: addDays(today, 6) }, { cookie: shopper.cookie });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Order rescheduled successfully.');
    const detail = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: shopper.cookie });
    expect(detail.body.payload_orderDetails.slot_date).toBe(addDays(today, 6));

    for (const date of [today, addDays(today, -1), '2026-02-30']) {
      const refused = await api(database, 'store/orderReschedule', { order_id: orderId, slot_date: date }, { cookie: shopper.cookie });
      expect(refused.status, date).toBe(400);
      expect(refused.body.message, date).toBe('Please choose a future delivery date.');
    }
    const far = await api(database, 'store/orderReschedule', { order_id: orderId, slot_date: addDays(today, 31) }, { cookie: shopper.cookie });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe('Please choose a date within the next 30 days.');
    const after = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: shopper.cookie });
    expect(after.body.payload_orderDetails.slot_date).toBe(addDays(today, 6));
  });

  it('a cancelled order cannot be rescheduled', async () => {
    const { shopper, orderId } = await placedOrder();
    await api(database, 'store/orderCancelled', { order_id: orderId }, { cookie: shopper.cookie });
    const refused = await api(database, 'store/orderReschedule', { order_id: orderId, slot_date: addDays(todayInIndia(), 2) }, { cookie: shopper.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order can no longer be rescheduled.');
  });
});
