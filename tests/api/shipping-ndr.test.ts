// Failed deliveries (docs/rules/shipping.md#failed-deliveries): the desk lists undelivered
// shipments; owners and managers decide (a re-attempt within the courier's window, or the
// return), packers only look; one decision per failed attempt, whoever takes it first; the
// order's own shopper may ask for a re-attempt; each decision is a job for the courier, in
// the order's history and (staff) the audit log; a return moves the order to rto; the seller
// is told once per failed attempt. The failed delivery is set up as the courier's event
// leaves it (the order delivery_failed through the desk's moves, its shipment row undelivered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { tellSellerOfWaitingNdrs } from '@/lib/shipping/ndr';
import { addDays, todayInIndia } from '@/lib/orders/dates';
import { store } from '@/lib/config';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { addPincodes, api, cashOrder, plainProducts, readyShopper, type ProductRow, type ReadyShopper } from './session';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;
let packer: TestStaff;

const HOUR_MS = 60 * 60 * 1000;
const today = () => todayInIndia(new Date());

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 30, 1);
  manager = await addTestStaff(database, 'manager');
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});

interface Failed {
  orderId: number;
  orderString: string;
  shipmentId: number;
  awb: string;
  shopper: ReadyShopper;
}

let awbCounter = 0;
/** A cash order shipped through the courier whose first delivery failed (or, with `status`, a shipment still on its way). */
async function failedDelivery(options: { deadlineMs?: number | null; status?: 'undelivered' | 'in_transit' } = {}): Promise<Failed> {
  const shopper = await readyShopper(database, [[products[0], 1]]);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.payload.order_id as number;
  const awb = `SRNDR${Date.now()}${++awbCounter}`;
  const undelivered = (options.status ?? 'undelivered') === 'undelivered';
  await moveOrder(database, manager, orderId, [
    { to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb },
    ...(undelivered ? [{ to: 'delivery_failed', reason: 'Customer not available' }] : []),
  ]);
  const now = new Date().toISOString();
  const deadline = options.deadlineMs === null ? null : new Date(Date.now() + (options.deadlineMs ?? 24 * HOUR_MS)).toISOString();
  // Shipping by hand wrote the order's shipment (provider manual); here it becomes the
  // courier-booked parcel whose delivery failed.
  const row = await database.db
    .updateTable('shipments')
    .set({
      provider: 'shiprocket',
      provider_order_id: `SR${orderId}`, provider_shipment_id: `SH${orderId}`, awb, courier_company_id: '1', courier_name: 'Delhivery',
      status: options.status ?? 'undelivered', current_status_id: undelivered ? 21 : 18, current_status: undelivered ? 'UNDELIVERED' : 'IN TRANSIT', last_event_at: now,
      ndr_reason: undelivered ? 'Customer not available' : null, ndr_attempts: undelivered ? 1 : 0, ndr_deadline: undelivered ? deadline : null, updated_at: now,
    })
    .where('booking_key', '=', `order:${orderId}`)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { orderId, orderString: placed.body.payload.order_string, shipmentId: Number(row.id), awb, shopper };
}

const shipment = (id: number) => database.db.selectFrom('shipments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ndrJobs = (shipmentId: number) => database.db.selectFrom('jobs').select(['kind', 'payload', 'unique_key', 'state']).where('kind', '=', 'shipping.ndr-action').where('unique_key', 'like', `ndr:${shipmentId}:%`).execute();
const orderStatus = async (id: number) => (await database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const desk = async (staff: TestStaff = manager) => {
  const answer = await sellerApi(database, 'shipping/ndr-list', {}, { cookie: staff.cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.payload.rows as any[];
};

describe('the failed-delivery desk', () => {
  it('lists each undelivered shipment with the courier\'s reason, attempts, the deadline and the re-attempt window; packers may look', async () => {
    const failed = await failedDelivery();
    const onTheWay = await failedDelivery({ status: 'in_transit' });
    const rows = await desk(packer);
    const row = rows.find((r) => r.order_id === failed.orderId);
    expect(row).toMatchObject({
      order_string: failed.orderString, awb: failed.awb, courier: 'Delhivery', reason: 'Customer not available', attempts: 1,
      open: true, decision: null, requested_date: null, paymentmode: 'cash', window: { from: addDays(today(), 1), to: addDays(today(), 3) },
    });
    expect(Date.parse(row.act_by)).toBeGreaterThan(Date.now());
    expect(rows.map((r) => r.order_id)).not.toContain(onTheWay.orderId);
  });

  it('refuses a packer\'s decision (403) and a shopper\'s session (401), changing nothing', async () => {
    const failed = await failedDelivery();
    const body = { order_id: failed.orderId, action: 'rto' };
    expect((await sellerApi(database, 'shipping/ndr', body, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'shipping/ndr', body, { cookie: failed.shopper.cookie })).status).toBe(401);
    expect((await shipment(failed.shipmentId)).ndr_action).toBeNull();
    expect(await ndrJobs(failed.shipmentId)).toEqual([]);
    expect(await orderStatus(failed.orderId)).toBe('delivery_failed');
  });
});

describe('a re-attempt', () => {
  it('outside the courier\'s window is refused naming the date (400), and a missing date too; nothing is written', async () => {
    const failed = await failedDelivery();
    for (const date of [today(), addDays(today(), 4), '2026-02-30']) {
      const answer = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'reattempt', date }, { cookie: manager.cookie });
      expect(answer.status, date).toBe(400);
      expect(answer.body.errors?.date, JSON.stringify(answer.body)).toBeTruthy();
    }
    const outside = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'reattempt', date: addDays(today(), 5) }, { cookie: manager.cookie });
    expect(outside.body.message).toMatch(/re-attempts between .* and .*: choose a date in that window/);
    const missing = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'reattempt' }, { cookie: manager.cookie });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.date).toBeTruthy();
    expect((await shipment(failed.shipmentId)).ndr_action).toBeNull();
    expect(await ndrJobs(failed.shipmentId)).toEqual([]);
  });

  it('within the window: recorded on the shipment, a job for the courier with the date, phone and landmark, the history and the audit log; a second decision is 409', async () => {
    const failed = await failedDelivery();
    const date = addDays(today(), 2);
    const answer = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'reattempt', date, phone: '+91 98765 43210', landmark: 'Opposite the water tank' }, { cookie: manager.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Sent to the courier');
    const row = answer.body.payload.desk.rows.find((r: any) => r.order_id === failed.orderId);
    expect(row).toMatchObject({ open: false, decision: { action: 're-attempt', by: 'staff', date, phone: '9876543210', landmark: 'Opposite the water tank', sent: 'waiting' } });

    const after = await shipment(failed.shipmentId);
    expect(after).toMatchObject({ ndr_action: 're-attempt', ndr_action_attempt: 1, ndr_action_by: 'staff' });
    expect(after.ndr_action_at).toBeTruthy();
    const jobs = await ndrJobs(failed.shipmentId);
    expect(jobs).toHaveLength(1);
    expect(JSON.parse(jobs[0].payload)).toEqual({
      shipmentId: failed.shipmentId, provider: 'shiprocket', awb: failed.awb, attempt: 1,
      action: { action: 're-attempt', date, phone: '9876543210', address: 'Opposite the water tank' },
    });
    // The order waits for the courier's next event; its history says what was asked.
    expect(await orderStatus(failed.orderId)).toBe('delivery_failed');
    const history = await database.db.selectFrom('order_events').selectAll().where('order_id', '=', failed.orderId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(history).toMatchObject({ actor: 'staff', staff_email: manager.email, from_status: 'delivery_failed', to_status: 'delivery_failed' });
    expect(JSON.parse(history.note!)).toEqual({ ndr: 're-attempt', date, phone: '9876543210', landmark: 'Opposite the water tank' });
    const audit = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'shipping.ndr').where('object_id', '=', String(failed.orderId)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after!)).toMatchObject({ action: 're-attempt', date, awb: failed.awb });

    const again = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'rto' }, { cookie: manager.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A decision was already taken for this failed attempt.');
    expect(await ndrJobs(failed.shipmentId)).toHaveLength(1);
    expect(await orderStatus(failed.orderId)).toBe('delivery_failed');
  });

  it('a new failed attempt opens the next decision', async () => {
    const failed = await failedDelivery();
    const first = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'reattempt', date: addDays(today(), 1) }, { cookie: manager.cookie });
    expect(first.status).toBe(200);
    // The courier's second Undelivered event, as the tracking events record it.
    await database.db.updateTable('shipments').set({ ndr_attempts: 2, ndr_reason: 'Address incomplete' }).where('id', '=', failed.shipmentId).execute();
    const second = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'reattempt', date: addDays(today(), 3) }, { cookie: manager.cookie });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((await ndrJobs(failed.shipmentId)).map((j) => j.unique_key).sort()).toEqual([`ndr:${failed.shipmentId}:1`, `ndr:${failed.shipmentId}:2`]);
  });
});

describe('refusals', () => {
  it('an order whose delivery has not failed is 409; an unknown order 404', async () => {
    const onTheWay = await failedDelivery({ status: 'in_transit' });
    const answer = await sellerApi(database, 'shipping/ndr', { order_id: onTheWay.orderId, action: 'rto' }, { cookie: manager.cookie });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This order has no failed delivery waiting for a decision.');
    expect(await orderStatus(onTheWay.orderId)).toBe('shipped');
    expect((await sellerApi(database, 'shipping/ndr', { order_id: 999_999_999, action: 'rto' }, { cookie: manager.cookie })).status).toBe(404);
  });

  it('after the courier\'s deadline: 409 naming it, and the desk shows the window closed', async () => {
    const failed = await failedDelivery({ deadlineMs: -HOUR_MS });
    const answer = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'reattempt', date: addDays(today(), 1) }, { cookie: manager.cookie });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^The courier's window to decide closed at /);
    expect((await desk()).find((r) => r.order_id === failed.orderId)).toMatchObject({ open: false, decision: null });
    expect(await ndrJobs(failed.shipmentId)).toEqual([]);
  });

  it('bad input names the field (400)', async () => {
    const failed = await failedDelivery();
    const bad = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'later', phone: '12345' }, { cookie: manager.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['action', 'phone']);
  });
});

describe('a return', () => {
  it('moves the order to rto, asks the courier for the return, and is audited', async () => {
    const failed = await failedDelivery();
    const answer = await sellerApi(database, 'shipping/ndr', { order_id: failed.orderId, action: 'rto' }, { cookie: manager.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await orderStatus(failed.orderId)).toBe('rto');
    const jobs = await ndrJobs(failed.shipmentId);
    expect(jobs.map((j) => JSON.parse(j.payload).action)).toEqual([{ action: 'return' }]);
    expect(answer.body.payload.desk.rows.find((r: any) => r.order_id === failed.orderId)).toMatchObject({ open: false, decision: { action: 'return', by: 'staff' } });
    const moved = await database.db.selectFrom('order_events').selectAll().where('order_id', '=', failed.orderId).where('to_status', '=', 'rto').execute();
    expect(moved).toHaveLength(1);
    const audit = await database.db.selectFrom('audit_log').select('action').where('object_id', '=', String(failed.orderId)).where('action', 'in', ['shipping.ndr', 'order.transition']).orderBy('id', 'desc').limit(2).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['order.transition', 'shipping.ndr']);
  });
});

describe('the shopper asks for a re-attempt', () => {
  it('only for their own order (another shopper\'s is 404, nothing written); within the window; it shows on the desk and on their order page', async () => {
    const failed = await failedDelivery();
    const stranger = await failedDelivery();
    const date = addDays(today(), 2);
    const theirs = await api(database, 'store/orderReattempt', { order_id: failed.orderId, date }, { cookie: stranger.shopper.cookie });
    expect(theirs.status).toBe(404);
    expect((await shipment(failed.shipmentId)).ndr_action).toBeNull();
    expect((await api(database, 'store/orderReattempt', { order_id: failed.orderId, date }, {})).status).toBe(401);

    const outside = await api(database, 'store/orderReattempt', { order_id: failed.orderId, date: addDays(today(), 9) }, { cookie: failed.shopper.cookie });
    expect(outside.status).toBe(400);
    expect(outside.body.errors.date).toBeTruthy();

    const asked = await api(database, 'store/orderReattempt', { order_id: failed.orderId, date, landmark: 'Near the temple' }, { cookie: failed.shopper.cookie });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.payload.shipment.failed).toMatchObject({ can_request: false, decision: 're-attempt', reattempt_date: date });
    expect(JSON.parse((await ndrJobs(failed.shipmentId))[0].payload).action).toEqual({ action: 're-attempt', date, address: 'Near the temple' });
    expect((await desk()).find((r) => r.order_id === failed.orderId)).toMatchObject({ requested_date: date, open: false, decision: { by: 'shopper', date, landmark: 'Near the temple' } });
    const history = await database.db.selectFrom('order_events').select(['actor', 'note']).where('order_id', '=', failed.orderId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(history.actor).toBe('customer');

    const page = await api(database, 'store/orderDetails', { order_id: failed.orderId }, { cookie: failed.shopper.cookie });
    expect(page.status).toBe(200);
    expect(page.body.payload_orderDetails.shipment).toMatchObject({ courier: 'Delhivery', awb: failed.awb, status: 'undelivered', failed: { reason: 'Customer not available', attempts: 1, reattempt_date: date } });

    // A second request for the same attempt is refused.
    expect((await api(database, 'store/orderReattempt', { order_id: failed.orderId, date }, { cookie: failed.shopper.cookie })).status).toBe(409);
  });
});

describe('the seller is told', () => {
  it('once per failed attempt that waits for a decision', async () => {
    const failed = await failedDelivery();
    const decided = await failedDelivery();
    expect((await sellerApi(database, 'shipping/ndr', { order_id: decided.orderId, action: 'reattempt', date: addDays(today(), 1) }, { cookie: manager.cookie })).status).toBe(200);
    const mails = (orderId: number) => database.db.selectFrom('messages').select(['event', 'recipient', 'subject', 'body']).where('order_id', '=', orderId).where('event', '=', 'sellerNdrWaiting').execute();
    await tellSellerOfWaitingNdrs(database);
    await tellSellerOfWaitingNdrs(database);
    const told = await mails(failed.orderId);
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe(`Failed delivery of ${failed.orderString}: decide before the courier returns it`);
    expect(told[0].body).toContain('attempt 1: Customer not available');
    expect(await mails(decided.orderId)).toEqual([]);
    await database.db.updateTable('shipments').set({ ndr_attempts: 2 }).where('id', '=', failed.shipmentId).execute();
    await tellSellerOfWaitingNdrs(database);
    expect(await mails(failed.orderId)).toHaveLength(2);
  });
});

describe('the public tracking page', () => {
  let ipCounter = 0;
  const ip = () => `172.20.${++ipCounter >> 8}.${ipCounter & 255}`;

  it('answers the order number with its phone; a wrong phone is the unknown order\'s answer, with nothing of the order', async () => {
    const failed = await failedDelivery();
    const phone = (await database.db.selectFrom('orders').select('delivered_contact').where('id', '=', failed.orderId).executeTakeFirstOrThrow()).delivered_contact;
    const right = await api(database, 'store/trackOrder', { order: failed.orderString.toLowerCase(), phone: `+91 ${phone}` }, { ip: ip() });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.payload).toMatchObject({ order_string: failed.orderString, status: 'delivery_failed', shipment: { awb: failed.awb, courier: 'Delhivery', failed: { reason: 'Customer not available' } } });

    const wrongDigit = phone.slice(0, 9) + (phone.endsWith('1') ? '2' : '1');
    const wrong = await api(database, 'store/trackOrder', { order: failed.orderString, phone: wrongDigit }, { ip: ip() });
    const unknown = await api(database, 'store/trackOrder', { order: 'OB00000000000000', phone }, { ip: ip() });
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
    expect(JSON.stringify(wrong.body)).not.toContain(failed.awb);
    expect(Object.keys(wrong.body)).toEqual(['message']);
  });

  it('is rate limited per address and per order number', async () => {
    const failed = await failedDelivery();
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await api(database, 'store/trackOrder', { order: `OB${String(i).padStart(14, '0')}`, phone: '9000000000' }, { ip: from })).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Guessing one order's phone from many addresses stops too.
    const guesses: number[] = [];
    for (let i = 0; i < 11; i++) guesses.push((await api(database, 'store/trackOrder', { order: failed.orderString, phone: `90000000${String(i).padStart(2, '0')}` }, { ip: ip() })).status);
    expect(guesses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(guesses[10]).toBe(429);
  });
});
