// The order desk's reads and moves as the console makes them: a move is one request
// whose answer is the moved order's whole view (read once), the list finds what staff
// type (a name, a phone's last digits, part of an AWB or an order number), and a bulk
// move takes each order's courier and AWB and answers by order number.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import * as desk from '@/lib/orders/desk';
import { sellerTexts } from '@/lib/texts/seller';
import { addPincodes, cashOrder, plainProducts, readyShopper, type ProductRow } from './session';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

// Counts the full order reads the handlers make (the desk's one read of an order).
vi.mock('@/lib/orders/desk', async (original) => {
  const real = await original<typeof import('@/lib/orders/desk')>();
  return { ...real, deskOrderDetail: vi.fn(real.deskOrderDetail) };
});

let database: TestDatabase;
let products: ProductRow[];
let packer: TestStaff;
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 10, 1);
  await database.db.updateTable('products').set({ stock: 100 }).where('id', '=', products[0]!.id).execute();
  packer = await addTestStaff(database, 'packer');
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

async function placeOrder(name = 'Ravi Kumar'): Promise<{ orderId: number; orderString: string; phone: string }> {
  const shopper = await readyShopper(database, [[products[0]!, 1]]);
  await database.db.updateTable('addresses').set({ name }).where('id', '=', shopper.addressId).execute();
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = await database.db.selectFrom('orders').select(['order_string', 'delivered_contact']).where('id', '=', placed.body.payload.order_id).executeTakeFirstOrThrow();
  return { orderId: placed.body.payload.order_id, orderString: order.order_string, phone: order.delivered_contact };
}

const move = (orderId: number, to: string, extra: Record<string, unknown> = {}, staff = packer) =>
  sellerApi(database, 'orders/transition', { order_id: orderId, to, ...extra }, { cookie: staff.cookie });

describe('moving one order', () => {
  it('is one request that reads the order once and answers its whole new view, documents included', async () => {
    const { orderId, orderString } = await placeOrder();
    await move(orderId, 'confirmed');
    await move(orderId, 'packed');
    const reads = vi.mocked(desk.deskOrderDetail);
    reads.mockClear();
    const shipped = await move(orderId, 'shipped', { courier: 'Delhivery', awb: 'DLV123456789' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(reads).toHaveBeenCalledTimes(1);
    const view = shipped.body.payload;
    expect(view.order).toMatchObject({ order_id: orderId, order_string: orderString, status: 'shipped', courier: 'Delhivery', awb: 'DLV123456789' });
    // The buttons are the mover's: a packer's moves end at shipped.
    expect(view.order.next_statuses).toEqual([]);
    expect(view.items).toHaveLength(1);
    expect(view.history.at(-1)).toMatchObject({ from: 'packed', to: 'shipped', staff_email: packer.email });
    // Shipping issued the invoice: the page links it without asking again.
    expect(view.documents.map((d: { kind: string }) => d.kind)).toEqual(['invoice']);
    expect(view.label_url).toBe(`/seller/orders/${orderId}/label.pdf`);
  });

  it('shows the price as the shopper was charged it', async () => {
    const { orderId } = await placeOrder();
    const order = (await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: packer.cookie })).body.payload.order;
    const row = await database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.prices).toEqual({
      subtotal: row.subtotal_paise / 100, delivery_charge: row.delivery_charge_paise / 100, handling_fee: row.handling_fee_paise / 100,
      digital_discount: row.digital_discount_paise / 100, coupon_discount: row.coupon_value_paise / 100, coupon_code: null, total: row.total_paid_paise / 100, prepay_discount: 0,
    });
    expect(order.prices.total).toBe(order.prices.subtotal + order.prices.delivery_charge + order.prices.handling_fee - order.prices.digital_discount - order.prices.coupon_discount);
  });
});

describe('the desk list', () => {
  it('finds a customer\'s name, the last digits of their phone, part of an AWB or of an order number, and shows what each order holds', async () => {
    const named = await placeOrder('Asha Subramaniam');
    const other = await placeOrder('Vikram Rao');
    const found = async (q: string) => (await sellerApi(database, 'orders/list', { q }, { cookie: packer.cookie })).body.payload.orders.map((o: { order_id: number }) => o.order_id);
    expect(await found('subraman')).toEqual([named.orderId]);
    expect(await found('ASHA')).toEqual([named.orderId]);
    expect(await found(named.orderString)).toEqual([named.orderId]);
    expect(await found(named.orderString.slice(-8))).toEqual([named.orderId]);
    await move(other.orderId, 'confirmed');
    await move(other.orderId, 'packed');
    await move(other.orderId, 'shipped', { courier: 'Blue Dart', awb: '77001234567' });
    expect(await found('77001')).toEqual([other.orderId]);
    // A phone's last digits find every order to that phone (the test shoppers share one number).
    expect(await found(named.phone.slice(-4))).toContain(named.orderId);
    expect(await found('zz%')).toEqual([]);
    const list = (await sellerApi(database, 'orders/list', { q: 'subraman' }, { cookie: packer.cookie })).body.payload;
    expect(list.orders[0].lines).toEqual([{ name: products[0]!.name, quantity: 1 }]);
    expect(list.page_size).toBe(20);
  });
});

describe('a bulk move', () => {
  it('takes each order\'s courier and AWB, and answers each order by its number, refusals included', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    const c = await placeOrder();
    for (const order of [a, b]) {
      await move(order.orderId, 'confirmed');
      await move(order.orderId, 'packed');
    }
    const bulk = await sellerApi(database, 'orders/bulk-transition', {
      order_ids: [a.orderId, b.orderId, c.orderId], to: 'shipped',
      details: [{ order_id: a.orderId, courier: 'Delhivery', awb: 'AAA111' }, { order_id: b.orderId, courier: 'Ekart', awb: 'BBB222' }, { order_id: c.orderId, courier: 'Ekart', awb: 'CCC333' }],
    }, { cookie: manager.cookie });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.payload.results).toEqual([
      { order_id: a.orderId, order_string: a.orderString, moved: true, message: '' },
      { order_id: b.orderId, order_string: b.orderString, moved: true, message: '' },
      { order_id: c.orderId, order_string: c.orderString, moved: false, message: sellerTexts.moveRefused('placed', 'shipped') },
    ]);
    const shipped = await database.db.selectFrom('orders').select(['id', 'courier', 'awb']).where('id', 'in', [a.orderId, b.orderId]).orderBy('id').execute();
    expect(shipped.map((o) => [o.courier, o.awb])).toEqual([['Delhivery', 'AAA111'], ['Ekart', 'BBB222']]);
  });
});
