// A shopper's whole way through the API over real HTTP against the production server:
// OTP login read from the dev outbox, the session cookie, an address by a real
// pincode, the server cart, cash on delivery, and the order in the list. An outside
// client: the paths and messages of docs/rules/api.md#calls are spelled here on purpose.
import { expect, test } from '@playwright/test';

// Plain HTTP: once is enough, not once per viewport.

/** A number no earlier run used (the OTP send limit is per number). */
const mobile = `9${String(Date.now()).slice(-9)}`;

test('OTP login from the outbox, address, cart and a cash on delivery order', async ({ request }) => {
  const sent = await request.post('/api/user/sendotp', { data: { otp_type: 'mobile', username: mobile } });
  expect(sent.status()).toBe(200);
  const sentBody = await sent.json();
  expect(sentBody.message).toBe('Otp send successfully.');

  const outbox = await request.get(`/api/dev/outbox?to=${mobile}`);
  expect(outbox.status()).toBe(200);
  const messages = (await outbox.json()).data as { channel: string; body: string }[];
  expect(messages[0].channel).toBe('sms');
  const otp = messages[0].body.match(/\b(\d{4})\b/)?.[1];
  expect(otp).toBeDefined();

  const verified = await request.post('/api/user/verifyotp', { data: { otp_id: sentBody.payload.otp_id, otp: Number(otp), otp_type: 'mobile', company_id: 191 } });
  expect(verified.status()).toBe(200);
  const user = await verified.json();
  expect(user.message).toBe('Registration successfully.');
  expect(user.payload.contact).toBe(mobile);
  const cookie = verified.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('session='));
  expect(cookie?.value).toMatch(/HttpOnly/i);
  expect(cookie?.value).toMatch(/SameSite=Lax/i);

  // The request context keeps the cookie, like a browser.
  const me = await request.post('/api/user/me', { data: {} });
  expect(me.status()).toBe(200);
  expect((await me.json()).payload.customer_id).toBe(user.payload.customer_id);

  const added = await request.post('/api/store/addToaddress', {
    data: {
      store_id: 139, customer_id: user.payload.customer_id, name: 'Asha Verma', contact: '9876543210', email: 'asha@example.in',
      pincode: '110001', house_no: 'B-14', street: 'Janpath Road', landmark: '', address_type: 'Home', instruction_delivery: '',
    },
  });
  expect(added.status()).toBe(200);
  const address = await added.json();
  expect(address.message).toBe('Add successfully.');
  expect(address.payload).toMatchObject({ city: 'New Delhi', state: 'Delhi' });

  const arrivals = await request.post('/api/store/newarrivalRandom', { data: {} });
  const product = ((await arrivals.json()).payload_newarrivalRandom as { product_id: number; stock: number; selling_price: number }[]).find((p) => p.stock > 0)!;
  const inCart = await request.post('/api/store/addTocart', { data: { customer_id: user.payload.customer_id, product_id: product.product_id, quantity: 1 } });
  expect(inCart.status()).toBe(200);
  expect((await inCart.json()).message).toBe('Add successfully.');

  const placed = await request.post('/api/store/cashOnDelivery', {
    data: { company_id: 191, store_id: 139, customer_id: user.payload.customer_id, address_id: address.payload.address_id, paymentmode: 'cash', total_paid_amount: 1 },
  });
  expect(placed.status()).toBe(200);
  const order = await placed.json();
  expect(order.message).toBe('Cash on delivery successfully.');
  expect(order.payload.total_paid_amount).toBeGreaterThan(product.selling_price);

  const list = await request.post('/api/store/orderList', { data: { customer_id: user.payload.customer_id } });
  expect(list.status()).toBe(200);
  const orders = (await list.json()).payload_orderList as { order_id: number; total_paid_amount: number }[];
  expect(orders.map((o) => o.order_id)).toContain(order.payload.order_id);

  const cart = await request.post('/api/store/cartList', { data: {} });
  expect((await cart.json()).payload_cartList).toEqual([]);

  const out = await request.post('/api/user/logout', { data: {} });
  expect(out.status()).toBe(200);
  expect((await request.post('/api/store/orderList', { data: {} })).status()).toBe(401);
});
