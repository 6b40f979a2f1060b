// Polling the courier (lib/shipping/poll.ts, the `shipping.poll` schedule) against the local
// fake of Shiprocket's API: a shipment whose webhooks were lost (the fake pushed them to an
// address that answered 503) is asked about once it has been quiet for the store's
// poll_after_hours, with the clock moved, not slept; the answer moves the order as the webhook
// would have (walking through what it missed), the event is stored with source 'poll', and a
// webhook of the same event arriving later changes nothing. A shipment heard from recently,
// or in a final state, is not asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as eventsPost } from '@/app/api/courier/events/route';
import { store } from '@/lib/config';
import { enqueue } from '@/lib/jobs/queue';
import { runDueJobs } from '@/lib/jobs/drain';
import { shiprocketProvider, shiprocketSettings } from '@/lib/shipping/shiprocket';
import { POLL_JOB } from '@/lib/shipping/poll';
import { startFakeShiprocket, type RunningFakeShiprocket } from '@/lib/testing/fake-shiprocket';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addPincodes, cashOrder, plainProducts, readyShopper, type ProductRow } from './session';
import { addTestStaff, moveOrder, type TestStaff } from './seller-session';

const KEY = 'courier-poll-webhook-key';
const HOUR = 60 * 60_000;
let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;
let fake: RunningFakeShiprocket;
/** Where lost webhooks go: it answers 503 and keeps nothing. */
let lost: http.Server;
let lostUrl: string;
let pollCount = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 20, 1);
  manager = await addTestStaff(database, 'manager');
  fake = await startFakeShiprocket({ email: 'api@poll.test', password: 'poll-password', webhookKey: KEY });
  lost = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(503).end());
  });
  await new Promise<void>((resolve) => lost.listen(0, '127.0.0.1', resolve));
  lostUrl = `http://127.0.0.1:${(lost.address() as AddressInfo).port}/api/courier/events`;
  fake.setWebhook(lostUrl, KEY);
  await database.db.insertInto('shipping_settings').values({ store_id: store.storeId, company_id: store.companyId, poll_after_hours: 6, updated_at: new Date().toISOString() }).execute();
});
afterAll(async () => {
  await new Promise<void>((resolve) => lost?.close(() => resolve()));
  await fake?.close();
  await database?.close();
});
beforeEach(() => {
  vi.stubEnv('SHIPROCKET_EMAIL', 'api@poll.test');
  vi.stubEnv('SHIPROCKET_PASSWORD', 'poll-password');
  vi.stubEnv('SHIPROCKET_API_URL', fake.url);
  vi.stubEnv('COURIER_WEBHOOK_KEY', KEY);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A packed cash order booked at the fake (order created, AWB assigned), with our shipment row. */
async function bookedParcel() {
  const shopper = await readyShopper(database, [[products[0]!, 1]]);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = Number(placed.body.payload.order_id);
  await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }]);
  const courier = shiprocketProvider(shiprocketSettings()!);
  const orderString = placed.body.payload.order_string ?? `POLL-${orderId}`;
  const booked = await courier.createOrder({
    channelOrderId: orderString, orderDate: '2026-12-01 10:00', pickupLocation: 'Primary',
    customer: { name: 'Asha Verma', phone: '9876543210', email: null, address: 'B-14 Janpath Road', address2: null, city: 'New Delhi', state: 'Delhi', pincode: '110001', country: 'India' },
    items: [{ name: products[0]!.name ?? 'Item', sku: `SKU-${products[0]!.id}`, units: 1, sellingPricePaise: 100000 }],
    paymentMethod: 'COD', subTotalPaise: 100000, codAmountPaise: 100000, lengthCm: 30, breadthCm: 20, heightCm: 10, weightKg: 2,
  });
  const awb = await courier.assignAwb({ providerShipmentId: booked.providerShipmentId });
  const row = await database.db.insertInto('shipments').values({
    company_id: store.companyId, store_id: store.storeId, order_id: orderId, booking_key: `order:${orderId}`, provider: 'shiprocket',
    provider_order_id: booked.providerOrderId, provider_shipment_id: booked.providerShipmentId, awb: awb.awb,
    courier_company_id: awb.courierCompanyId, courier_name: awb.courierName, status: 'booked', updated_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return { orderId, awb: awb.awb, shipmentId: Number(row.id) };
}

/** The schedule's run at `now` (the worker enqueues it once per interval; here, by hand). */
async function pollAt(now: Date) {
  await enqueue(database.db, { kind: POLL_JOB, key: `test:poll:${++pollCount}` }, now);
  await runDueJobs(database, { now: () => now });
  const job = await database.db.selectFrom('jobs').select(['state', 'last_error']).where('unique_key', '=', `test:poll:${pollCount}`).executeTakeFirstOrThrow();
  expect(job.state, job.last_error ?? '').toBe('done');
}

const orderOf = (orderId: number) => database.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
const eventsOf = (shipmentId: number) => database.db.selectFrom('shipment_events').select(['status_id', 'source', 'applied']).where('shipment_id', '=', shipmentId).orderBy('id').execute();
const courierMoves = async (orderId: number) => (await database.db.selectFrom('order_events').select(['actor', 'to_status']).where('order_id', '=', orderId).orderBy('id').execute())
  .filter((e) => e.actor === 'courier').map((e) => e.to_status);

describe('polling quiet shipments', () => {
  it('a lost webhook costs a delay, not a wrong state: the poll after the quiet hours moves the order', async () => {
    const parcel = await bookedParcel();
    const start = new Date();
    // Picked up and delivered, but both webhooks were lost.
    expect((await fake.push(parcel.awb, 42, { at: new Date(start.getTime() + HOUR) })).status).toBe(503);
    const delivered = await fake.push(parcel.awb, 7, { at: new Date(start.getTime() + 3 * HOUR) });
    expect(delivered.status).toBe(503);
    const trackCalls = () => fake.requests.filter((r) => r.path.includes(`track/awb/${parcel.awb}`)).length;

    // Not quiet long enough yet (6 hours in this store): nobody asks.
    await pollAt(new Date(start.getTime() + 5 * HOUR));
    expect(trackCalls()).toBe(0);
    expect((await orderOf(parcel.orderId)).status).toBe('packed');

    await pollAt(new Date(start.getTime() + 7 * HOUR));
    expect(trackCalls()).toBe(1);
    expect(await orderOf(parcel.orderId)).toEqual({ status: 'delivered', payment_status: 'paid' });
    expect(await courierMoves(parcel.orderId)).toEqual(['shipped', 'out_for_delivery', 'delivered']);
    expect(await eventsOf(parcel.shipmentId)).toEqual([{ status_id: 7, source: 'poll', applied: 1 }]);
    const shipment = await database.db.selectFrom('shipments').select(['status', 'last_checked_at']).where('id', '=', parcel.shipmentId).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ status: 'delivered', last_checked_at: new Date(start.getTime() + 7 * HOUR).toISOString() });

    // The lost webhook, delivered late by Shiprocket's retry: the same event, nothing more.
    const late = await eventsPost(new Request('http://localhost:3000/api/courier/events', {
      method: 'POST', body: JSON.stringify(delivered.sent), headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    }));
    expect(await late.json()).toEqual({ status: 'duplicate' });
    expect(await courierMoves(parcel.orderId)).toEqual(['shipped', 'out_for_delivery', 'delivered']);

    // Delivered is final: never asked again.
    await pollAt(new Date(start.getTime() + 30 * HOUR));
    expect(trackCalls()).toBe(1);
  });

  it('a shipment heard from recently is not asked; one quiet again is asked again, and the courier failing is retried', async () => {
    const parcel = await bookedParcel();
    const start = new Date();
    fake.setWebhook(lostUrl, KEY);
    await fake.push(parcel.awb, 42, { at: new Date(start.getTime() + HOUR) });
    const trackCalls = () => fake.requests.filter((r) => r.path.includes(`track/awb/${parcel.awb}`)).length;

    // The courier errs: the job fails (to be retried) and the shipment stays due.
    fake.failNext(1, 500, 'track');
    const failing = new Date(start.getTime() + 7 * HOUR);
    await enqueue(database.db, { kind: POLL_JOB, key: 'test:poll:failing' }, failing);
    await runDueJobs(database, { now: () => failing });
    const job = await database.db.selectFrom('jobs').select(['state', 'last_error']).where('unique_key', '=', 'test:poll:failing').executeTakeFirstOrThrow();
    expect(job.state).toBe('failed'); // this attempt; due again after its backoff
    expect(job.last_error).toContain(parcel.awb);
    expect((await orderOf(parcel.orderId)).status).toBe('packed');

    await pollAt(new Date(start.getTime() + 8 * HOUR));
    expect((await orderOf(parcel.orderId)).status).toBe('shipped');
    const asked = trackCalls();
    // Asked an hour ago: quiet for less than the setting, not asked.
    await pollAt(new Date(start.getTime() + 9 * HOUR));
    expect(trackCalls()).toBe(asked);
    // Quiet again past the setting: asked again; nothing new, nothing moves.
    await pollAt(new Date(start.getTime() + 15 * HOUR));
    expect(trackCalls()).toBe(asked + 1);
    expect(await eventsOf(parcel.shipmentId)).toEqual([{ status_id: 42, source: 'poll', applied: 1 }]);
  });
});
