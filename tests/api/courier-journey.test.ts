// The whole forward journey over the fake Shiprocket (docs/rules/shipping.md#tracking): a packed order
// booked from the desk (shipping/book), then the fake's tracking webhooks, POSTed over real HTTP
// to the shop's POST /api/courier/events (the route's handler behind a plain HTTP server), move
// it to delivered with no staff move after the booking; a second order's RTO comes back through
// RTO Initiated and RTO Delivered with its stock. A webhook with a wrong key changes nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as eventsPost } from '@/app/api/courier/events/route';
import { runDueJobs } from '@/lib/jobs/drain';
import { forgetShiprocketTokens } from '@/lib/shipping/shiprocket';
import { startFakeShiprocket, type RunningFakeShiprocket } from '@/lib/testing/fake-shiprocket';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addPincodes, api, cashOrder, plainProducts, readyShopper, stockOf, type ProductRow, type ReadyShopper } from './session';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';

const KEY = 'journey-webhook-key';
let database: TestDatabase;
let fake: RunningFakeShiprocket;
let shop: http.Server;
let products: ProductRow[];
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 20, 1);
  await database.db.updateTable('products').set({ package_weight_kg: 2, package_length_cm: 30, package_breadth_cm: 20, package_height_cm: 10 }).where('id', '=', products[0]!.id).execute();
  manager = await addTestStaff(database, 'manager');
  // The route's own handler behind a plain HTTP server, as Next would call it.
  shop = http.createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const request = new Request(new URL(req.url ?? '/', 'http://127.0.0.1'), { method: 'POST', headers, body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } as RequestInit);
    const response = await eventsPost(request);
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  fake = await startFakeShiprocket({ email: 'api@journey.test', password: 'journey-pass', webhookUrl: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/courier/events`, webhookKey: KEY });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake?.close();
  await new Promise<void>((resolve) => shop?.close(() => resolve()));
  await database?.close();
});
beforeEach(() => {
  vi.stubEnv('SHIPROCKET_EMAIL', 'api@journey.test');
  vi.stubEnv('SHIPROCKET_PASSWORD', 'journey-pass');
  vi.stubEnv('SHIPROCKET_API_URL', fake.url);
  vi.stubEnv('COURIER_WEBHOOK_KEY', KEY);
  vi.stubEnv('SHIPPING_BOOK_WAIT_MS', '5000');
  forgetShiprocketTokens();
});

async function bookedOrder(): Promise<{ shopper: ReadyShopper; orderId: number; awb: string }> {
  const shopper = await readyShopper(database, [[products[0]!, 1]]);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = Number(placed.body.payload.order_id);
  await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }]);
  const booked = await sellerApi(database, 'shipping/book', { order_id: orderId }, { cookie: manager.cookie });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  // On a loaded machine the courier may answer after the call does: the booking's job finishes it.
  await runDueJobs(database);
  const { awb } = await database.db.selectFrom('shipments').select('awb').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  expect(awb, JSON.stringify(booked.body.payload.shipment)).toBeTruthy();
  return { shopper, orderId, awb: awb! };
}

const statusOf = async (orderId: number) => (await database.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const staffMovesAfterPacking = async (orderId: number) => (await database.db.selectFrom('order_events').select(['actor', 'to_status']).where('order_id', '=', orderId).orderBy('id').execute())
  .filter((e) => e.actor === 'staff' && !['confirmed', 'packed'].includes(e.to_status));

describe('booked, then moved by the courier\'s webhooks alone', () => {
  it('pack, book, picked up, in transit, out for delivery, delivered: no staff move; a wrong key changes nothing', async () => {
    const { shopper, orderId, awb } = await bookedOrder();
    expect(await statusOf(orderId)).toBe('packed');

    const wrong = await fake.push(awb, 42, { key: 'not-the-key' });
    expect(wrong.status).toBe(401);
    expect(await statusOf(orderId)).toBe('packed');

    for (const [statusId, expected] of [[42, 'shipped'], [18, 'shipped'], [17, 'out_for_delivery'], [7, 'delivered']] as const) {
      const pushed = await fake.push(awb, statusId);
      expect(pushed.status, pushed.body).toBe(200);
      expect(await statusOf(orderId), `after ${statusId}`).toBe(expected);
    }
    expect(await staffMovesAfterPacking(orderId)).toEqual([]);
    const view = (await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: shopper.cookie })).body.payload_orderDetails;
    expect(view.status).toBe('delivered');
    const detail = await sellerApi(database, 'orders/detail', { order_id: orderId }, { cookie: manager.cookie });
    expect(detail.body.payload.shipments[0]).toMatchObject({ awb, provider: 'shiprocket', status: 'delivered' });
    expect(detail.body.payload.shipments[0].scans).toHaveLength(4);
  });

  it('a parcel above the e-way bill threshold: booked only with its e-way bill, which the courier gets; the courier\'s pickup then ships it', async () => {
    const dear = await database.db.selectFrom('products').select(['id', 'name', 'stock', 'no_of_quantity_allowed', 'selling_price_paise', 'mrp_paise'])
      .where('store_id', '=', 139).where('is_deal', '=', 0).where('stock', '>=', 2).where('selling_price_paise', '>', 6_000_000)
      .orderBy('selling_price_paise').limit(1).executeTakeFirstOrThrow();
    await database.db.updateTable('products').set({ package_weight_kg: 9, package_length_cm: 110, package_breadth_cm: 20, package_height_cm: 70 }).where('id', '=', dear.id).execute();
    const shopper = await readyShopper(database, [[dear as ProductRow, 1]]);
    const placed = await cashOrder(database, shopper);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = Number(placed.body.payload.order_id);
    await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }]);

    const { order_string } = await database.db.selectFrom('orders').select('order_string').where('id', '=', orderId).executeTakeFirstOrThrow();
    const creates = () => fake.requests.filter((r) => r.path.endsWith('orders/create/adhoc') && r.body?.order_id === order_string);
    const refused = await sellerApi(database, 'shipping/book', { order_id: orderId }, { cookie: manager.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toHaveProperty('eway_bill_no');
    expect(creates()).toHaveLength(0);

    const booked = await sellerApi(database, 'shipping/book', { order_id: orderId, eway_bill_no: '1812 3456 7890' }, { cookie: manager.cookie });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    await runDueJobs(database);
    expect(creates().map((r) => r.body.ewaybill_no)).toEqual(['181234567890']);
    const { awb } = await database.db.selectFrom('shipments').select('awb').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect((await fake.push(awb!, 42)).status).toBe(200);
    expect(await database.db.selectFrom('orders').select(['status', 'eway_bill_no']).where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({ status: 'shipped', eway_bill_no: '181234567890' });
  });

  it('undelivered, RTO initiated (stock still out), RTO delivered (stock back)', async () => {
    const before = await stockOf(database, products[0]!.id);
    const { orderId, awb } = await bookedOrder();
    for (const statusId of [42, 17]) expect((await fake.push(awb, statusId)).status).toBe(200);
    expect((await fake.push(awb, 21, { activity: 'Customer refused to accept' })).status).toBe(200);
    expect(await statusOf(orderId)).toBe('delivery_failed');
    expect((await fake.push(awb, 9)).status).toBe(200);
    expect(await statusOf(orderId)).toBe('rto');
    expect(await stockOf(database, products[0]!.id)).toBe(before - 1);
    expect((await fake.push(awb, 10)).status).toBe(200);
    expect(await statusOf(orderId)).toBe('rto_received');
    expect(await stockOf(database, products[0]!.id)).toBe(before);
    expect(await staffMovesAfterPacking(orderId)).toEqual([]);
  });
});
