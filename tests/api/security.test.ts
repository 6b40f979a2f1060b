// docs/rules/security.md#who-may-do-what: every call that carries a customer answers for the
// session's customer only. A second customer who sends the first's customer_id,
// address id, order id, item id, cart id or payment order id reads and changes
// nothing; without a session every such call is a 401; a cross-site POST is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addDays, todayInIndia } from '@/lib/orders/dates';
import { addAddress, addPincodes, api, goodAddress, loginByOtp, plainProducts, putInCart, type ProductRow, type Shopper } from './session';

let database: TestDatabase;
let products: ProductRow[];
let alice: Shopper;
let bob: Shopper;
let alice_: { addressId: number; orderId: number; itemId: number; cartId: number; providerOrderId: string };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 3, 10, 2);

  alice = await loginByOtp(database);
  bob = await loginByOtp(database);
  const addressId = await addAddress(database, alice);
  await putInCart(database, alice, products[0].id, 2);
  const placed = await api(database, 'store/cashOnDelivery', { address_id: addressId }, { cookie: alice.cookie });
  expect(placed.status).toBe(200);
  const detail = await api(database, 'store/orderDetails', { order_id: placed.body.payload.order_id }, { cookie: alice.cookie });
  await putInCart(database, alice, products[1].id, 1);
  const online = await api(database, 'store/onlinePaymentProcess', { address_id: addressId }, { cookie: alice.cookie });
  expect(online.status).toBe(200);
  await putInCart(database, alice, products[2].id, 1);
  const cart = await api(database, 'store/cartList', {}, { cookie: alice.cookie });
  alice_ = {
    addressId,
    orderId: placed.body.payload.order_id,
    itemId: detail.body.payload_orderDetails.orderdetails[0].item_id,
    cartId: cart.body.payload_cartList_id,
    providerOrderId: online.body.payload_onlinePaymentProcess.order_id,
  };
  await addAddress(database, bob, { name: 'Bob', pincode: '560001', house_no: '12', street: 'MG Road', landmark: 'Metro pillar 40' });
  await putInCart(database, bob, products[2].id, 1);
});
afterAll(async () => {
  await database?.close();
});

/** Everything of Alice's, and all stock, as the database holds it. */
async function everything() {
  const db = database.db;
  return {
    customers: await db.selectFrom('customers').selectAll().orderBy('id').execute(),
    addresses: await db.selectFrom('addresses').selectAll().orderBy('id').execute(),
    carts: await db.selectFrom('carts').select(['id', 'customer_id']).orderBy('id').execute(),
    lines: await db.selectFrom('cart_lines').selectAll().orderBy('id').execute(),
    orders: await db.selectFrom('orders').selectAll().orderBy('id').execute(),
    items: await db.selectFrom('order_items').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
    stock: await db.selectFrom('products').select(['id', 'stock']).where('id', 'in', products.map((p) => p.id)).orderBy('id').execute(),
    sessions: await db.selectFrom('sessions').select(['id', 'customer_id']).orderBy('id').execute(),
  };
}

/** Every customer call of the contract (plus the session's own), with a body that names Alice's things. */
function aliceCalls(): [path: string, body: Record<string, unknown>][] {
  const who = { company_id: 191, store_id: 139, customer_id: alice.customerId };
  const later = addDays(todayInIndia(), 3);
  return [
    ['store/cartList', who],
    ['store/addTocart', { ...who, cart_id: alice_.cartId, product_id: products[1].id, quantity: 1 }],
    ['store/updateTocart', { ...who, cart_id: alice_.cartId, product_id: products[2].id, quantity: 2 }],
    ['store/removeTocart', { ...who, cart_id: alice_.cartId, product_id: products[2].id }],
    ['store/addTocartMultiple', { ...who, cartJson: JSON.stringify([{ product_id: products[1].id, quantity: 2 }]) }],
    ['store/updateTocartMultiple', { ...who, cartJson: '[]' }],
    ['store/addressList', who],
    ['store/addressDetail', { ...who, address_id: alice_.addressId }],
    ['store/addToaddress', { ...who, ...goodAddress, name: 'Mallory' }],
    ['store/updateToaddress', { ...who, ...goodAddress, address_id: alice_.addressId, name: 'Mallory' }],
    ['store/removeToaddress', { ...who, address_id: alice_.addressId }],
    ['store/deliveryCharge', { ...who, sub_total: 100 }],
    ['store/cashOnDelivery', { ...who, address_id: alice_.addressId }],
    ['store/onlinePaymentProcess', { ...who, address_id: alice_.addressId }],
    ['store/onlinePaymentSuccess', { ...who, order_id: alice_.providerOrderId, transection_id: 'pay_x', razorpay_signature: '0'.repeat(64) }],
    ['store/orderList', who],
    ['store/orderDetails', { ...who, order_id: alice_.orderId }],
    ['store/orderItemCancel', { ...who, order_id: alice_.orderId, item_id: alice_.itemId }],
    ['store/orderCancelled', { ...who, order_id: alice_.orderId }],
    ['store/orderReschedule', { ...who, order_id: alice_.orderId, slot_date: later }],
  ];
}

/** The same calls without customer_id: each must stand on the session alone. */
const withoutCustomer = () => aliceCalls().map(([path, { customer_id: _drop, ...body }]) => [path, body] as [string, Record<string, unknown>]);

describe('no session', () => {
  it('every customer call is a 401 and changes nothing', async () => {
    const before = await everything();
    for (const [path, body] of [...aliceCalls(), ['user/me', {}] as [string, Record<string, unknown>]]) {
      const answer = await api(database, path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body.message, path).toBe('Please log in to continue.');
      expect(JSON.stringify(answer.body), path).not.toContain(goodAddress.street);
    }
    expect(await everything()).toEqual(before);
  });
});

describe("a second customer sending the first one's ids", () => {
  it("with Alice's customer_id every call is a 401 and nothing changes", async () => {
    const before = await everything();
    for (const [path, body] of aliceCalls()) {
      const answer = await api(database, path, body, { cookie: bob.cookie });
      expect(answer.status, path).toBe(401);
      expect(JSON.stringify(answer.body), path).not.toContain(goodAddress.street);
    }
    expect(await everything()).toEqual(before);
  });

  it("with Alice's address, order, item and payment ids (and no customer_id), Bob reads and changes nothing of hers", async () => {
    const before = await everything();
    const bobOrdersBefore = before.orders.filter((o) => Number(o.customer_id) === bob.customerId).length;
    const expectations: Record<string, number[]> = {
      'store/addressDetail': [404],
      'store/updateToaddress': [404],
      'store/removeToaddress': [404],
      'store/cashOnDelivery': [404],
      'store/onlinePaymentProcess': [404],
      'store/onlinePaymentSuccess': [404],
      'store/orderDetails': [404],
      'store/orderItemCancel': [404],
      'store/orderCancelled': [404],
      'store/orderReschedule': [404],
    };
    const readOnly = ['store/cartList', 'store/addressList', 'store/orderList', 'store/deliveryCharge'];
    for (const [path, body] of withoutCustomer()) {
      if (!(path in expectations) && !readOnly.includes(path)) continue; // Bob's own cart and address writes are tested below
      const answer = await api(database, path, body, { cookie: bob.cookie });
      if (path in expectations) expect(expectations[path], `${path} answered ${answer.status}`).toContain(answer.status);
      else expect(answer.status, path).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text, path).not.toContain(goodAddress.street);
      expect(text, path).not.toContain(`"order_id":${alice_.orderId},`);
    }
    const after = await everything();
    // Nothing of Alice's moved; Bob placed no order (his attempt at her address was refused).
    expect(after.addresses).toEqual(before.addresses);
    expect(after.orders).toEqual(before.orders);
    expect(after.items).toEqual(before.items);
    expect(after.payments).toEqual(before.payments);
    expect(after.stock).toEqual(before.stock);
    expect(after.lines).toEqual(before.lines);
    expect(after.orders.filter((o) => Number(o.customer_id) === bob.customerId)).toHaveLength(bobOrdersBefore);
  });

  it("Bob's lists show only Bob's things", async () => {
    const addresses = await api(database, 'store/addressList', {}, { cookie: bob.cookie });
    expect(addresses.body.payload_addressList.map((a: any) => a.name)).toEqual(['Bob']);
    const orders = await api(database, 'store/orderList', {}, { cookie: bob.cookie });
    expect(orders.body.payload_orderList).toEqual([]);
    const cart = await api(database, 'store/cartList', {}, { cookie: bob.cookie });
    expect(cart.body.payload_cartList.map((l: any) => l.product_id)).toEqual([products[2].id]);
    expect(cart.body.payload_cartList_id).not.toBe(alice_.cartId);
  });

  it("a cart_id of Alice's cart does not reach her cart: Bob's writes go to his own", async () => {
    const aliceLines = (await everything()).lines.filter((l) => Number(l.cart_id) === alice_.cartId);
    const added = await api(database, 'store/addTocart', { cart_id: alice_.cartId, product_id: products[1].id }, { cookie: bob.cookie });
    expect(added.status).toBe(200);
    expect(added.body.payload_addTocart.every((l: any) => l.cart_id !== alice_.cartId)).toBe(true);
    await api(database, 'store/removeTocart', { cart_id: alice_.cartId, product_id: products[2].id }, { cookie: bob.cookie });
    await api(database, 'store/updateTocartMultiple', { cart_id: alice_.cartId, cartJson: '[]' }, { cookie: bob.cookie });
    expect((await everything()).lines.filter((l) => Number(l.cart_id) === alice_.cartId)).toEqual(aliceLines);
  });

  it("Alice still sees all of hers", async () => {
    const detail = await api(database, 'store/orderDetails', { order_id: alice_.orderId }, { cookie: alice.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.payload_orderDetails.orderdetails[0].cancel_status).toBe(0);
    const address = await api(database, 'store/addressDetail', { address_id: alice_.addressId }, { cookie: alice.cookie });
    expect(address.body.payload_addressDetail.name).toBe(goodAddress.name);
  });
});

describe('cross-site requests', () => {
  it('every customer call and every sign-in call is refused from another origin, changing nothing', async () => {
    const before = await everything();
    const calls: [string, Record<string, unknown>][] = [
      ...withoutCustomer(),
      ['user/logout', {}],
      ['user/signin', { type: 'mobile', username: alice.mobile, password: 'whatever1' }],
      ['user/sendotp', { otp_type: 'mobile', username: alice.mobile }],
      ['user/verifyotp', { otp_id: 1, otp: 1234, otp_type: 'mobile' }],
      ['user/sendOtpReg', { otp_type: 'mobile', username: '9000000001' }],
      ['payments/get-company-payment-fees', { company_id: 191 }],
    ];
    for (const [path, body] of calls) {
      const answer = await api(database, path, body, { cookie: alice.cookie, origin: 'https://evil.example' });
      expect(answer.status, path).toBe(403);
      expect(answer.body.message, path).toBe('Cross-site requests are not allowed.');
      expect(answer.setCookies, path).toEqual([]);
    }
    expect(await everything()).toEqual(before);
    const otps = await database.db.selectFrom('otp_challenges').select('id').where('username', '=', '9000000001').execute();
    expect(otps).toEqual([]);
  });

  it('the same calls from the shop itself go through', async () => {
    const answer = await api(database, 'store/addressList', {}, { cookie: alice.cookie, origin: 'http://localhost:3000' });
    expect(answer.status).toBe(200);
    expect(answer.body.payload_addressList).toHaveLength(1);
  });
});
