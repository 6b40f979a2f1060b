// Failed deliveries over the fake Shiprocket (docs/rules/shipping.md#failed-deliveries): the
// courier's Undelivered webhook (sent by the fake over HTTP to the shop's /api/courier/events)
// puts the parcel on the desk; a re-attempt reaches the fake's ndr/{awb}/action with
// Shiprocket's body (retried after a failure, never lost) and the next events deliver it; a
// return moves the order to rto, reaches the fake as a return, and RTO Delivered gives the
// stock back. Each parcel is packed and booked from the desk (shipping/book) first.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as eventsPost } from '@/app/api/courier/events/route';
import { runDueJobs } from '@/lib/jobs/drain';
import { tellSellerOfWaitingNdrs } from '@/lib/shipping/ndr';
import { addDays, todayInIndia } from '@/lib/orders/dates';
import { forgetShiprocketTokens } from '@/lib/shipping/shiprocket';
import { startFakeShiprocket, type RunningFakeShiprocket } from '@/lib/testing/fake-shiprocket';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { addPincodes, cashOrder, plainProducts, readyShopper, stockOf, type ProductRow } from './session';

const KEY = 'ndr-courier-webhook-key';
let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;
let fake: RunningFakeShiprocket;
let shop: http.Server;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 20, 1);
  await database.db.updateTable('products').set({ stock: 200, package_weight_kg: 0.8, package_length_cm: 20, package_breadth_cm: 15, package_height_cm: 10 }).where('id', '=', products[0]!.id).execute();
  manager = await addTestStaff(database, 'manager');
  // The shop's webhook endpoint over real HTTP, as Shiprocket reaches it.
  shop = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])));
    const answer = await eventsPost(new Request(`http://localhost:3000${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) }));
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  fake = await startFakeShiprocket({ webhookUrl: `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/courier/events`, webhookKey: KEY });
});
afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => shop?.close(resolve));
  await database?.close();
});
beforeEach(async () => {
  vi.stubEnv('COURIER_WEBHOOK_KEY', KEY);
  vi.stubEnv('SHIPROCKET_EMAIL', 'api@shop.test');
  vi.stubEnv('SHIPROCKET_PASSWORD', 'fake-password');
  vi.stubEnv('SHIPROCKET_API_URL', fake.url);
  forgetShiprocketTokens();
  const saved = await sellerApi(database, 'shipping/save-settings', { courier_rule: 'cheapest', preferred_courier: '', pickup_location: 'Gurugram WH', pickup_pincode: '122015', poll_after_hours: 12 }, { cookie: manager.cookie });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A packed cash order booked at the fake Shiprocket from the desk (shipping/book); its AWB. */
async function bookedParcel(): Promise<{ orderId: number; orderString: string; awb: string }> {
  const shopper = await readyShopper(database, [[products[0]!, 1]]);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = Number(placed.body.payload.order_id);
  const orderString = placed.body.payload.order_string as string;
  await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }]);
  const booked = await sellerApi(database, 'shipping/book', { order_id: orderId }, { cookie: manager.cookie });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const awb = booked.body.payload.shipment.awb as string;
  expect(awb).toBeTruthy();
  return { orderId, orderString, awb };
}

const orderOf = (id: number) => database.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', id).executeTakeFirstOrThrow();
let minute = 0;
/** The courier's event, a minute after the last one. */
async function push(awb: string, statusId: number, activity?: string) {
  const answer = await fake.push(awb, statusId, { at: new Date(Date.now() + ++minute * 60_000), ...(activity ? { activity } : {}) });
  expect(answer.status, answer.body).toBe(200);
}
const deskRow = async (orderId: number) => {
  const answer = await sellerApi(database, 'shipping/ndr-list', {}, { cookie: manager.cookie });
  expect(answer.status).toBe(200);
  return answer.body.payload.rows.find((r: any) => r.order_id === orderId);
};

describe('a failed delivery over the fake Shiprocket', () => {
  it('undelivered event → the desk → re-attempt at the courier (retried once it failed) → delivered', async () => {
    const parcel = await bookedParcel();
    await push(parcel.awb, 42);
    await push(parcel.awb, 17);
    await push(parcel.awb, 21, 'Customer not available');
    expect((await orderOf(parcel.orderId)).status).toBe('delivery_failed');
    expect(await deskRow(parcel.orderId)).toMatchObject({ awb: parcel.awb, reason: 'Customer not available', attempts: 1, open: true });

    const date = addDays(todayInIndia(), 2);
    fake.failNext(1, 500, 'ndr/');
    const decided = await sellerApi(database, 'shipping/ndr', { order_id: parcel.orderId, action: 'reattempt', date, phone: '9123456780', landmark: 'Behind the post office' }, { cookie: manager.cookie });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    // The first try meets the courier's failure: the job waits for its retry; nothing is lost.
    await runDueJobs(database);
    expect(fake.ndrActions.filter((a) => a.awb === parcel.awb)).toEqual([]);
    expect((await deskRow(parcel.orderId)).decision.sent).toBe('waiting');
    await runDueJobs(database, { now: () => new Date(Date.now() + 60 * 60_000) });
    const sent = fake.ndrActions.filter((a) => a.awb === parcel.awb);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ action: 're-attempt', deferred_date: date, phone: '9123456780', address1: 'Behind the post office' });
    expect(typeof sent[0]!.body.comments).toBe('string');
    expect((await deskRow(parcel.orderId)).decision.sent).toBe('sent');

    await push(parcel.awb, 17);
    await push(parcel.awb, 7);
    expect(await orderOf(parcel.orderId)).toEqual({ status: 'delivered', payment_status: 'paid' });
    expect(await deskRow(parcel.orderId)).toBeUndefined();
  });

  it('undelivered event → return: the order moves to rto, the courier is asked to return it, RTO delivered gives the stock back', async () => {
    const parcel = await bookedParcel();
    const stockBefore = await stockOf(database, products[0]!.id);
    await push(parcel.awb, 42);
    await push(parcel.awb, 21, 'Address incomplete');
    const decided = await sellerApi(database, 'shipping/ndr', { order_id: parcel.orderId, action: 'rto' }, { cookie: manager.cookie });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await orderOf(parcel.orderId)).status).toBe('rto');
    await runDueJobs(database);
    expect(fake.ndrActions.filter((a) => a.awb === parcel.awb).map((a) => a.body.action)).toEqual(['return']);
    // RTO initiated keeps the stock out; RTO delivered brings it back.
    await push(parcel.awb, 9);
    expect((await orderOf(parcel.orderId)).status).toBe('rto');
    expect(await stockOf(database, products[0]!.id)).toBe(stockBefore);
    await push(parcel.awb, 10);
    expect((await orderOf(parcel.orderId)).status).toBe('rto_received');
    expect(await stockOf(database, products[0]!.id)).toBe(stockBefore + 1);
  });

  it('a second Undelivered event is a new attempt: the desk asks again and the seller is told again', async () => {
    const parcel = await bookedParcel();
    await push(parcel.awb, 42);
    await push(parcel.awb, 21, 'Customer not available');
    await tellSellerOfWaitingNdrs(database);
    expect((await sellerApi(database, 'shipping/ndr', { order_id: parcel.orderId, action: 'reattempt', date: addDays(todayInIndia(), 1) }, { cookie: manager.cookie })).status).toBe(200);
    await runDueJobs(database);
    await push(parcel.awb, 17);
    await push(parcel.awb, 21, 'Door locked');
    expect(await deskRow(parcel.orderId)).toMatchObject({ reason: 'Door locked', attempts: 2, open: true, decision: null });
    await tellSellerOfWaitingNdrs(database);
    await tellSellerOfWaitingNdrs(database);
    const mails = await database.db.selectFrom('messages').select('body').where('order_id', '=', parcel.orderId).where('event', '=', 'sellerNdrWaiting').orderBy('id').execute();
    expect(mails.map((m) => /attempt \d+: [^)]+/.exec(m.body)?.[0])).toEqual(['attempt 1: Customer not available', 'attempt 2: Door locked']);
  });
});
