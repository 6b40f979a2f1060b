// Booking from the desk over the fake Shiprocket (real HTTP): refusals (not packed, package
// facts missing, already booked), the seller's rule picking a courier, staff choosing one, the
// AWB on the order while it stays packed, the audit line, roles, bulk booking, a create whose
// answer never came retried into exactly one order at the courier, and a cancelled order's
// booking cancelled at the courier by a job. Then the demo's test courier, with no Shiprocket.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { startFakeShiprocket, type RunningFakeShiprocket } from '@/lib/testing/fake-shiprocket';
import { forgetShiprocketTokens } from '@/lib/shipping/shiprocket';
import { runDueJobs } from '@/lib/jobs/drain';
import { setDatabase } from '@/lib/db';
import { GET as manifestRoute } from '@/app/(console)/seller/shipping/manifest.pdf/route';
import { addPincodes, api, cashOrder, plainProducts, readyShopper, type ProductRow } from './session';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let fake: RunningFakeShiprocket;
let products: ProductRow[];
let packer: TestStaff;
let manager: TestStaff;

const HOUR = 60 * 60_000;

beforeAll(async () => {
  fake = await startFakeShiprocket({ email: 'api@shop.test', password: 'sr-pass' });
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 2, 10, 1);
  for (const product of products) await database.db.updateTable('products').set({ stock: 200 }).where('id', '=', product.id).execute();
  await database.db
    .updateTable('products')
    .set({ package_weight_kg: 0.4, package_length_cm: 18, package_breadth_cm: 10, package_height_cm: 6 })
    .where('id', '=', products[0]!.id)
    .execute();
  packer = await addTestStaff(database, 'packer');
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await database?.close();
  await fake?.close();
});
beforeEach(() => {
  vi.stubEnv('SHIPROCKET_EMAIL', 'api@shop.test');
  vi.stubEnv('SHIPROCKET_PASSWORD', 'sr-pass');
  vi.stubEnv('SHIPROCKET_API_URL', fake.url);
  vi.stubEnv('SHIPROCKET_TIMEOUT_MS', '800');
  vi.stubEnv('SHIPPING_BOOK_WAIT_MS', '5000');
  forgetShiprocketTokens();
});

async function packedOrder(lines: [ProductRow, number][] = [[products[0]!, 1]], pack = true): Promise<{ orderId: number; orderString: string; cookie: string }> {
  const shopper = await readyShopper(database, lines);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = Number(placed.body.payload.order_id);
  if (pack) await moveOrder(database, packer, orderId, [{ to: 'confirmed' }, { to: 'packed' }]);
  const { order_string: orderString } = await database.db.selectFrom('orders').select('order_string').where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, orderString, cookie: shopper.cookie };
}

const book = (orderId: number, staff: TestStaff = packer, extra: Record<string, unknown> = {}) =>
  sellerApi(database, 'shipping/book', { order_id: orderId, ...extra }, { cookie: staff.cookie });
const ordersAtFake = (orderString: string) => fake.orders.filter((o) => o.channel_order_id === orderString);

async function setRule(rule: string, preferred = '') {
  const saved = await sellerApi(database, 'shipping/save-settings', { courier_rule: rule, preferred_courier: preferred, pickup_location: 'Gurugram WH', pickup_pincode: '122015', poll_after_hours: 12 }, { cookie: manager.cookie });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

describe('refusals', () => {
  it('books only a packed order', async () => {
    const { orderId } = await packedOrder(undefined, false);
    const refused = await book(orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a packed order can be booked; this one is placed.');
    expect(fake.orders).toHaveLength(0);
  });

  it('names each product without its package facts, and what it lacks', async () => {
    await database.db.updateTable('products').set({ package_weight_kg: 1.1, package_length_cm: 30, package_breadth_cm: null, package_height_cm: null }).where('id', '=', products[1]!.id).execute();
    const { orderId } = await packedOrder([[products[0]!, 1], [products[1]!, 1]]);
    const refused = await book(orderId);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`Add the breadth and height of ${products[1]!.name} before booking.`);
    const rates = await sellerApi(database, 'shipping/rates', { order_id: orderId }, { cookie: packer.cookie });
    expect(rates.status).toBe(422);
    expect(await database.db.selectFrom('shipments').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it('gives a 400 naming the field for a bad courier id, and 404 for no such order', async () => {
    const bad = await sellerApi(database, 'shipping/book', { order_id: 'x' }, { cookie: packer.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toContain('order_id');
    expect((await book(99_999_999)).status).toBe(404);
  });
});

describe('booking one order', () => {
  it('shows the rates with the rule\'s pick, books it: AWB, courier, label, pickup at the courier; the order keeps packed with its AWB', async () => {
    await setRule('cheapest');
    const { orderId, orderString } = await packedOrder([[products[0]!, 2]]);
    const rates = await sellerApi(database, 'shipping/rates', { order_id: orderId }, { cookie: packer.cookie });
    expect(rates.status, JSON.stringify(rates.body)).toBe(200);
    expect(rates.body.payload.parcel).toEqual({ weightKg: 0.8, lengthCm: 18, breadthCm: 10, heightCm: 12 });
    const cheapest = [...rates.body.payload.rates].sort((a, b) => a.rate - b.rate)[0];
    expect(rates.body.payload.pick).toBe(cheapest.courier_id);
    expect(rates.body.payload.rule).toBe('cheapest');

    const booked = await book(orderId);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const shipment = booked.body.payload.shipment;
    expect(shipment).toMatchObject({ status: 'booked', courier: cheapest.courier_name, courier_id: cheapest.courier_id, provider: 'shiprocket' });
    expect(shipment.awb).toMatch(/^\d{11,15}$/);
    expect(shipment.label_url).toMatch(/\/fake\/shiprocket\/label\/\d+\.pdf$/);
    expect(shipment.pickup_scheduled_date).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // At the courier: one order with our number, the parcel's facts, the pickup asked.
    const [atCourier] = ordersAtFake(orderString);
    expect(ordersAtFake(orderString)).toHaveLength(1);
    expect(atCourier!.body).toMatchObject({ pickup_location: 'Gurugram WH', payment_method: 'COD', weight: 0.8, length: 18, breadth: 10, height: 12 });
    expect(fake.pickups.map((p) => p.shipment_ids)).toContainEqual([atCourier!.shipment_id]);

    const order = await database.db.selectFrom('orders').select(['status', 'courier', 'awb']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'packed', courier: cheapest.courier_name, awb: shipment.awb });

    const audit = await database.db.selectFrom('audit_log').select(['action', 'staff_email', 'after']).where('action', '=', 'shipment.book').where('object_id', '=', String(orderId)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_email).toBe(packer.email);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ courier: cheapest.courier_name, chosen_by: 'cheapest' });

    // Never twice for one order.
    const again = await book(orderId, manager);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`This order is already booked (AWB ${shipment.awb}).`);
    expect(ordersAtFake(orderString)).toHaveLength(1);
    const label = await fetch(shipment.label_url);
    expect((await label.text()).startsWith('%PDF-')).toBe(true);
  });

  it('takes the courier staff chose from the rates, and refuses one not offered', async () => {
    const { orderId } = await packedOrder();
    const refused = await book(orderId, packer, { courier_id: '999' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('That courier is not offered for this parcel; choose one from the list.');
    const booked = await book(orderId, packer, { courier_id: '142' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.payload.shipment).toMatchObject({ courier: 'Amazon Surface', courier_id: '142' });
  });

  it('follows the seller\'s rule: fastest, then a preferred courier', async () => {
    await setRule('fastest');
    const fast = await packedOrder();
    expect((await book(fast.orderId)).body.payload.shipment.courier).toBe('Blue Dart Air');
    await setRule('preferred', 'Delhivery');
    const preferred = await packedOrder();
    expect((await book(preferred.orderId)).body.payload.shipment.courier).toBe('Delhivery Surface');
    const noName = await sellerApi(database, 'shipping/save-settings', { courier_rule: 'preferred', preferred_courier: '', poll_after_hours: 12 }, { cookie: manager.cookie });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toHaveProperty('preferred_courier');
    await setRule('cheapest');
  });
});

describe('who may', () => {
  it('lets every role book, but only owners and managers change the settings; no staff session is 401', async () => {
    const settings = await sellerApi(database, 'shipping/save-settings', { courier_rule: 'fastest', poll_after_hours: 12 }, { cookie: packer.cookie });
    expect(settings.status).toBe(403);
    expect((await sellerApi(database, 'shipping/settings', {}, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'shipping/settings', {}, { cookie: manager.cookie })).body.payload.settings).toMatchObject({ courier_rule: 'cheapest', provider: 'shiprocket', pickup_pincode: '122015' });
    const { orderId } = await packedOrder();
    expect((await sellerApi(database, 'shipping/book', { order_id: orderId }, {})).status).toBe(401);
    expect(await database.db.selectFrom('shipments').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });
});

describe('bulk booking', () => {
  it('books each packed order by the rule and answers a refusal per order', async () => {
    const a = await packedOrder();
    const b = await packedOrder();
    const notPacked = await packedOrder(undefined, false);
    const answer = await sellerApi(database, 'shipping/book-bulk', { order_ids: [a.orderId, b.orderId, notPacked.orderId] }, { cookie: packer.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.payload.results.map((r: any) => [r.order_id, r.booked, r.shipment?.status ?? null, r.message])).toEqual([
      [a.orderId, true, 'booked', ''],
      [b.orderId, true, 'booked', ''],
      [notPacked.orderId, false, null, 'Only a packed order can be booked; this one is placed.'],
    ]);
    expect(ordersAtFake(a.orderString)).toHaveLength(1);
    expect(ordersAtFake(b.orderString)).toHaveLength(1);
    const manifest = await sellerApi(database, 'shipping/manifest', {}, { cookie: packer.cookie });
    expect(manifest.status).toBe(200);
    expect(manifest.body.payload.manifest_url).toContain('/fake/shiprocket/manifest/');
    expect(manifest.body.payload.shipments.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a booking whose answer never came', () => {
  it('stays in booking, and its retry finds the order at the courier: exactly one order there', async () => {
    const { orderId, orderString } = await packedOrder();
    fake.timeoutNext(1, 'orders/create/adhoc');
    const answer = await book(orderId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.payload.shipment).toMatchObject({ status: 'booking', awb: null });
    expect(answer.body.payload.shipment.booking_error).toMatch(/did not answer/);
    expect(ordersAtFake(orderString)).toHaveLength(1); // Shiprocket made it all the same
    fake.release();
    const job = await database.db.selectFrom('jobs').select(['state', 'attempts']).where('unique_key', '=', `shipping.book:order:${orderId}`).executeTakeFirstOrThrow();
    expect(job).toEqual({ state: 'failed', attempts: 1 });

    await runDueJobs(database, { now: () => new Date(Date.now() + HOUR) });
    const polled = await sellerApi(database, 'shipping/shipment', { order_id: orderId }, { cookie: packer.cookie });
    expect(polled.body.payload.shipment).toMatchObject({ status: 'booked', booking_error: null });
    expect(polled.body.payload.shipment.awb).toBeTruthy();
    expect(ordersAtFake(orderString)).toHaveLength(1);
    const searched = fake.requests.filter((r) => r.path.startsWith('orders?') && r.path.includes(encodeURIComponent(orderString)));
    expect(searched.length).toBeGreaterThanOrEqual(1);
  });
});

describe('cancelling a booked order', () => {
  it('cancels the booking at the courier through a job', async () => {
    const { orderId, orderString } = await packedOrder();
    expect((await book(orderId)).status).toBe(200);
    await moveOrder(database, manager, orderId, [{ to: 'cancelled', reason: 'Shopper asked on the phone' }]);
    await runDueJobs(database);
    const [atCourier] = ordersAtFake(orderString);
    expect(fake.cancellations).toContain(atCourier!.id);
    const shipment = await sellerApi(database, 'shipping/shipment', { order_id: orderId }, { cookie: packer.cookie });
    expect(shipment.body.payload.shipment.status).toBe('cancelled');
  });
});

describe('a shopper cancelling a booked order', () => {
  it('cancels the booking at the courier too', async () => {
    const { orderId, orderString, cookie } = await packedOrder();
    expect((await book(orderId)).status).toBe(200);
    const cancelled = await api(database, 'store/orderCancelled', { order_id: orderId }, { cookie });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await runDueJobs(database);
    const [atCourier] = ordersAtFake(orderString);
    expect(fake.cancellations).toContain(atCourier!.id);
    expect((await sellerApi(database, 'shipping/shipment', { order_id: orderId }, { cookie: packer.cookie })).body.payload.shipment.status).toBe('cancelled');
  });
});

describe('the demo\'s test courier', () => {
  it('books without Shiprocket in demo mode, with the shop\'s own label', async () => {
    vi.stubEnv('SHIPROCKET_EMAIL', '');
    vi.stubEnv('SHIPROCKET_PASSWORD', '');
    const before = fake.orders.length;
    const { orderId } = await packedOrder();
    const booked = await book(orderId);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.payload.shipment).toMatchObject({ status: 'booked', provider: 'test', label_url: `/seller/orders/${orderId}/label.pdf` });
    expect(booked.body.payload.shipment.awb).toBeTruthy();
    expect(fake.orders.length).toBe(before);

    // Its manifest is the shop's own PDF, for staff only.
    const manifest = await sellerApi(database, 'shipping/manifest', {}, { cookie: packer.cookie });
    expect(manifest.status, JSON.stringify(manifest.body)).toBe(200);
    const url = manifest.body.payload.manifest_url as string;
    expect(url).toContain(`/seller/shipping/manifest.pdf?awbs=`);
    expect(url).toContain(booked.body.payload.shipment.awb);
    setDatabase(database);
    const pdf = await manifestRoute(new Request(`http://localhost:3000${url}`, { headers: { cookie: packer.cookie, host: 'localhost:3000' } }));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await manifestRoute(new Request(`http://localhost:3000${url}`, { headers: { host: 'localhost:3000' } }))).status).toBe(401);
  });
});
