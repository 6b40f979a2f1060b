// Order updates on WhatsApp (issue 25): the checkout's box stores the consent's time on
// the customer in the order's own transaction, before the order's messages are enqueued,
// so with WhatsApp configured the 'placed' messages include a WhatsApp one; an unticked
// box withdraws nothing; store/whatsappUpdates reads and turns it on or off (logged in
// only, on only while WhatsApp is configured). The order pages list the messages: the
// shopper's page only the shopper's, only to the order's owner; the console's every one,
// with the last error of a failed one.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as testPagePost } from '@/app/api/payments/test/route';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addPincodes, api, cashOrder, loginByOtp, plainProducts, readyShopper, type ProductRow, type ReadyShopper } from './session';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let products: ProductRow[];
let packer: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 2, 10, 1);
  await database.db.updateTable('products').set({ stock: 500 }).where('id', 'in', products.map((p) => p.id)).execute();
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** WhatsApp configured, as the Cloud API's settings make it (lib/notify/senders.ts). */
function configureWhatsapp(): void {
  vi.stubEnv('WHATSAPP_PHONE_NUMBER_ID', '100200300400500');
  vi.stubEnv('WHATSAPP_ACCESS_TOKEN', 'test-access-token');
}
function unconfigureWhatsapp(): void {
  vi.stubEnv('WHATSAPP_PHONE_NUMBER_ID', '');
  vi.stubEnv('WHATSAPP_ACCESS_TOKEN', '');
}

/** A shopper with an address, one product in the cart and an e-mail address (so each order message goes by e-mail too). */
async function shopper(): Promise<ReadyShopper> {
  const who = await readyShopper(database, [[products[0]!, 1]]);
  await database.db.updateTable('customers').set({ email: `shopper${who.customerId}@example.in` }).where('id', '=', who.customerId).execute();
  return who;
}

async function optedInAt(customerId: number): Promise<string | null> {
  const row = await database.db.selectFrom('customers').select('whatsapp_opt_in_at').where('id', '=', customerId).executeTakeFirstOrThrow();
  return row.whatsapp_opt_in_at;
}

async function messagesOf(orderId: number) {
  return database.db.selectFrom('messages').select(['id', 'event', 'audience', 'channel', 'recipient', 'state']).where('order_id', '=', orderId).orderBy('id').execute();
}

async function placeCash(who: ReadyShopper, extra: Record<string, unknown> = {}): Promise<number> {
  const placed = await cashOrder(database, who, extra);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.payload.order_id;
}

const updates = (who: { cookie: string } | null, body: Record<string, unknown> = {}) =>
  api(database, 'store/whatsappUpdates', body, who ? { cookie: who.cookie } : {});

describe('the checkout\'s box', () => {
  it('ticked, stores the time on the customer and the placed messages include a WhatsApp one', async () => {
    configureWhatsapp();
    const who = await shopper();
    const before = Date.now();
    const orderId = await placeCash(who, { whatsapp_opt_in: true });
    const at = await optedInAt(who.customerId);
    expect(at).not.toBeNull();
    expect(Date.parse(at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(at!)).toBeLessThanOrEqual(Date.now() + 1000);

    const messages = await messagesOf(orderId);
    const order = await database.db.selectFrom('orders').select('delivered_contact').where('id', '=', orderId).executeTakeFirstOrThrow();
    // The confirmation link (docs/rules/orders.md#cash-on-delivery-confirmation), then, once confirmed, the placed messages: each on WhatsApp too.
    for (const event of ['codConfirmRequest', 'orderPlaced']) {
      expect(messages.filter((m) => m.audience === 'shopper' && m.event === event).map((m) => m.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    }
    expect(messages.find((m) => m.channel === 'whatsapp' && m.event === 'orderPlaced')).toMatchObject({ recipient: order.delivered_contact, state: 'queued' });
  });

  it('unticked, stores nothing and sends no WhatsApp message', async () => {
    configureWhatsapp();
    const who = await shopper();
    const orderId = await placeCash(who);
    expect(await optedInAt(who.customerId)).toBeNull();
    const channels = (await messagesOf(orderId)).map((m) => m.channel);
    expect(channels).toContain('sms');
    expect(channels).not.toContain('whatsapp');
  });

  it('unticked does not withdraw an earlier consent, and a second tick keeps its first time', async () => {
    configureWhatsapp();
    const who = await shopper();
    await placeCash(who, { whatsapp_opt_in: true });
    const first = await optedInAt(who.customerId);
    await api(database, 'store/addTocart', { product_id: products[0]!.id, quantity: 1 }, { cookie: who.cookie });
    const second = await placeCash(who, { whatsapp_opt_in: false });
    expect(await optedInAt(who.customerId)).toBe(first);
    expect((await messagesOf(second)).map((m) => m.channel)).toContain('whatsapp');
    await api(database, 'store/addTocart', { product_id: products[0]!.id, quantity: 1 }, { cookie: who.cookie });
    await placeCash(who, { whatsapp_opt_in: true });
    expect(await optedInAt(who.customerId)).toBe(first);
  });

  it('is stored only with the order: an order refused (empty cart) stores nothing', async () => {
    configureWhatsapp();
    const who = await loginByOtp(database);
    const refused = await api(database, 'store/cashOnDelivery', { address_id: 1, whatsapp_opt_in: true }, { cookie: who.cookie });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await optedInAt(who.customerId)).toBeNull();
  });

  it('online: stored when the payment starts, and the placed messages once paid include a WhatsApp one', async () => {
    configureWhatsapp();
    const who = await shopper();
    const started = await api(database, 'store/onlinePaymentProcess', { address_id: who.addressId, whatsapp_opt_in: true }, { cookie: who.cookie });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await optedInAt(who.customerId)).not.toBeNull();
    const providerOrderId = started.body.payload_onlinePaymentProcess.order_id;
    const paid = await testPagePost(new Request('http://localhost:3000/api/payments/test', {
      method: 'POST', body: JSON.stringify({ order_id: providerOrderId, outcome: 'pay' }),
      headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: who.cookie },
    }));
    const page = (await paid.json()) as any;
    const confirmed = await api(database, 'store/onlinePaymentSuccess', {
      order_id: providerOrderId, transection_id: page.payload.razorpay_payment_id, razorpay_signature: page.payload.razorpay_signature,
    }, { cookie: who.cookie });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const channels = (await messagesOf(confirmed.body.payload.order_id)).filter((m) => m.event === 'orderPlaced').map((m) => m.channel);
    expect(channels).toContain('whatsapp');
  });

  it('without WhatsApp configured, a tick is not stored and no WhatsApp message is enqueued', async () => {
    unconfigureWhatsapp();
    const who = await shopper();
    const orderId = await placeCash(who, { whatsapp_opt_in: true });
    expect(await optedInAt(who.customerId)).toBeNull();
    expect((await messagesOf(orderId)).map((m) => m.channel)).not.toContain('whatsapp');
  });

  it('takes only true or false', async () => {
    const who = await shopper();
    const refused = await cashOrder(database, who, { whatsapp_opt_in: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('whatsapp_opt_in');
  });
});

describe('store/whatsappUpdates', () => {
  it('answers the state; turns it on (with the time) and off (null)', async () => {
    configureWhatsapp();
    const who = await loginByOtp(database);
    const read = await updates(who);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ message: 'WhatsApp updates successfully.', payload: { offered: true, on_since: null } });

    const before = Date.now();
    const on = await updates(who, { on: true });
    expect(on.status).toBe(200);
    expect(on.body.payload.offered).toBe(true);
    expect(Date.parse(on.body.payload.on_since)).toBeGreaterThanOrEqual(before - 1000);
    expect(await optedInAt(who.customerId)).toBe(on.body.payload.on_since);
    // On again: the consent keeps its time.
    expect((await updates(who, { on: true })).body.payload.on_since).toBe(on.body.payload.on_since);

    const off = await updates(who, { on: false });
    expect(off.status).toBe(200);
    expect(off.body.payload).toEqual({ offered: true, on_since: null });
    expect(await optedInAt(who.customerId)).toBeNull();
  });

  it('without WhatsApp configured: not offered, turning on is refused, turning off still works', async () => {
    configureWhatsapp();
    const who = await loginByOtp(database);
    await updates(who, { on: true });
    unconfigureWhatsapp();
    const read = await updates(who);
    expect(read.body.payload.offered).toBe(false);
    const on = await updates(who, { on: true });
    expect(on.status).toBe(409);
    expect(on.body.message).toBe('Order updates on WhatsApp are not available.');
    expect((await updates(who, { on: false })).body.payload).toEqual({ offered: false, on_since: null });
  });

  it('refuses a logged-out call and changes nothing', async () => {
    configureWhatsapp();
    const who = await loginByOtp(database);
    for (const body of [{}, { on: true }, { on: false, customer_id: who.customerId }]) {
      const refused = await updates(null, body);
      expect(refused.status).toBe(401);
    }
    // Another customer's id with someone's session: refused too.
    const other = await loginByOtp(database);
    expect((await updates(other, { on: true, customer_id: who.customerId })).status).toBe(401);
    expect(await optedInAt(who.customerId)).toBeNull();
  });
});

describe('the order pages\' messages', () => {
  let owner: ReadyShopper;
  let orderId: number;

  beforeAll(async () => {
    vi.stubEnv('WHATSAPP_PHONE_NUMBER_ID', '100200300400500');
    vi.stubEnv('WHATSAPP_ACCESS_TOKEN', 'test-access-token');
    owner = await shopper();
    orderId = await placeCash(owner, { whatsapp_opt_in: true });
    vi.unstubAllEnvs();
    // What the worker and the providers' reports would have made of them.
    const set = (channel: 'sms' | 'whatsapp' | 'email', values: Record<string, unknown>) =>
      database.db.updateTable('messages').set(values).where('order_id', '=', orderId).where('channel', '=', channel).where('audience', '=', 'shopper').execute();
    await set('sms', { state: 'delivered', sent_at: '2026-11-28T04:39:00.000Z' });
    await set('whatsapp', { state: 'read', sent_at: '2026-11-28T04:39:05.000Z' });
    await set('email', { state: 'failed', last_error: 'SMTP said 550: mailbox unavailable' });
  });

  it('the shopper\'s order detail lists the shopper\'s messages with their states, oldest first', async () => {
    const detail = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: owner.cookie });
    expect(detail.status).toBe(200);
    const messages = detail.body.payload_orderDetails.messages as { event: string; channel: string; state: string; at: string }[];
    expect(messages.map((m) => [m.event, m.channel, m.state])).toEqual([
      ['codConfirmRequest', 'sms', 'delivered'],
      ['codConfirmRequest', 'whatsapp', 'read'],
      ['codConfirmRequest', 'email', 'failed'],
      ['orderPlaced', 'sms', 'delivered'],
      ['orderPlaced', 'whatsapp', 'read'],
      ['orderPlaced', 'email', 'failed'],
    ]);
    // Sent: the time it was sent; not sent: the time it was queued.
    expect(messages[0]!.at).toBe('2026-11-28T04:39:00.000Z');
    expect(Number.isNaN(Date.parse(messages[2]!.at))).toBe(false);
    // The seller's new-order e-mail exists, but is not the shopper's to see; nor is any error or recipient.
    expect((await messagesOf(orderId)).some((m) => m.audience === 'seller')).toBe(true);
    expect(JSON.stringify(messages)).not.toMatch(/sellerNewOrder|550|@/);
  });

  it('another shopper cannot see the order or its messages', async () => {
    const other = await loginByOtp(database);
    const refused = await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: other.cookie });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain('messages');
    expect((await api(database, 'store/orderDetails', { order_id: orderId })).status).toBe(401);
  });

  it('the console\'s order detail lists every message with its recipient, and a failed one\'s last error', async () => {
    const detail = await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: packer.cookie });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const messages = detail.body.payload.messages as Record<string, unknown>[];
    const order = await database.db.selectFrom('orders').select('delivered_contact').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(messages.map((m) => [m.event, m.audience, m.channel, m.state])).toEqual([
      ['codConfirmRequest', 'shopper', 'sms', 'delivered'],
      ['codConfirmRequest', 'shopper', 'whatsapp', 'read'],
      ['codConfirmRequest', 'shopper', 'email', 'failed'],
      ['orderPlaced', 'shopper', 'sms', 'delivered'],
      ['orderPlaced', 'shopper', 'whatsapp', 'read'],
      ['orderPlaced', 'shopper', 'email', 'failed'],
      ['sellerNewOrder', 'seller', 'email', 'queued'],
    ]);
    expect(messages[0]).toMatchObject({ recipient: order.delivered_contact, at: '2026-11-28T04:39:00.000Z', last_error: null });
    expect(messages[2]).toMatchObject({ last_error: 'SMTP said 550: mailbox unavailable' });
    expect(messages[6]!.last_error).toBeNull();
  });
});
