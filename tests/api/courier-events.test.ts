// The courier's tracking webhook (POST /api/courier/events, lib/shipping/events.ts), called
// through its route as Shiprocket calls it: Shiprocket-shaped bodies with the x-api-key
// header. A wrong or missing key, or no key configured, is 401 and changes nothing; an AWB
// that is not ours is 200 and changes nothing; each status id moves the order as the one
// table says, with "courier" as the mover in its history; the same event twice moves once;
// a late or lower event never moves an order back; an event that skips steps walks through
// the legal moves between (the invoice once, one message); a failed delivery keeps the
// courier's reason, attempts and the window to act; RTO initiated keeps the stock out and
// RTO delivered gives it back, refunding a prepaid order once.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as eventsPost } from '@/app/api/courier/events/route';
import { POST as testPagePost } from '@/app/api/payments/test/route';
import { store } from '@/lib/config';
import { parseCourierTime, walkOf } from '@/lib/shipping/events';
import { courierDay, parseCourierDay } from '@/lib/shipping/courier-dates';
import { runDueJobs } from '@/lib/jobs/drain';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addPincodes, api, cashOrder, plainProducts, readyShopper, stockOf, type ProductRow, type ReadyShopper } from './session';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';

const KEY = 'courier-webhook-key-for-tests';
let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;
let awbCounter = 0;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 2, 20, 1);
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});
beforeEach(() => {
  vi.stubEnv('COURIER_WEBHOOK_KEY', KEY);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** Shiprocket's time format: "23 05 2023 11:43:52", India time; `minutes` after 10:00 on 1 Dec 2026. */
function courierTime(minutes: number): string {
  const at = new Date(Date.UTC(2026, 11, 1, 10 - 5, 0 - 30 + minutes)); // 10:00 India = 04:30 UTC
  const india = new Date(at.getTime() + 330 * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(india.getUTCDate())} ${two(india.getUTCMonth() + 1)} ${india.getUTCFullYear()} ${two(india.getUTCHours())}:${two(india.getUTCMinutes())}:${two(india.getUTCSeconds())}`;
}

const NAMES: Record<number, string> = { 6: 'SHIPPED', 42: 'PICKED UP', 18: 'IN TRANSIT', 38: 'REACHED AT DESTINATION HUB', 17: 'OUT FOR DELIVERY', 7: 'DELIVERED', 21: 'UNDELIVERED', 9: 'RTO INITIATED', 10: 'RTO DELIVERED' };

/** A webhook body as Shiprocket sends it. */
function event(awb: string, statusId: number, minutes: number, scans: { activity: string; minutes?: number }[] = []) {
  return {
    awb, courier_name: 'Delhivery Surface', current_status: NAMES[statusId] ?? 'OTHER', current_status_id: statusId,
    shipment_status: NAMES[statusId] ?? 'OTHER', shipment_status_id: statusId, current_timestamp: courierTime(minutes),
    order_id: 'OB-TEST', sr_order_id: 348456385, etd: '2026-12-04 18:00:00', is_return: 0, channel_id: 1234,
    scans: scans.map((s) => ({
      date: courierTime(s.minutes ?? minutes).replace(/^(\d{2}) (\d{2}) (\d{4})/, '$3-$2-$1'),
      status: 'X-UCI', activity: s.activity, location: 'Bengaluru_Hub (Karnataka)', 'sr-status': String(statusId), 'sr-status-label': NAMES[statusId] ?? 'OTHER',
    })),
  };
}

async function post(body: unknown, key: string | null = KEY) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers['x-api-key'] = key;
  const response = await eventsPost(new Request('http://localhost:3000/api/courier/events', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers }));
  return { status: response.status, body: (await response.json()) as any };
}

interface Parcel { shopper: ReadyShopper; orderId: number; awb: string; shipmentId: number }

/** A shipment row as a booking leaves it (the booking itself is the booking module's). */
async function shipmentFor(orderId: number): Promise<{ awb: string; shipmentId: number }> {
  const awb = `1909${Date.now() % 1e6}${++awbCounter}`;
  const row = await database.db.insertInto('shipments').values({
    company_id: store.companyId, store_id: store.storeId, order_id: orderId, booking_key: `order:${orderId}`, provider: 'shiprocket',
    provider_order_id: `SR${orderId}`, provider_shipment_id: `SH${orderId}`, awb, courier_company_id: '24', courier_name: 'Delhivery Surface',
    status: 'booked', updated_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return { awb, shipmentId: Number(row.id) };
}

/** A cash order confirmed and packed at the desk, with its shipment booked. */
async function packedCashParcel(): Promise<Parcel> {
  const shopper = await readyShopper(database, [[products[0]!, 1]]);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = Number(placed.body.payload.order_id);
  await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }]);
  return { shopper, orderId, ...(await shipmentFor(orderId)) };
}

/** An online order paid on the test provider's page, packed at the desk, with its shipment booked. */
async function packedPrepaidParcel(): Promise<Parcel> {
  const shopper = await readyShopper(database, [[products[1]!, 1]]);
  const started = await api(database, 'store/onlinePaymentProcess', { address_id: shopper.addressId, paymentmode: 'online' }, { cookie: shopper.cookie });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { order_id: providerOrderId, our_order_id: orderId } = started.body.payload_onlinePaymentProcess;
  const page = await testPagePost(new Request('http://localhost:3000/api/payments/test', {
    method: 'POST', body: JSON.stringify({ order_id: providerOrderId, outcome: 'pay' }),
    headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: shopper.cookie },
  }));
  const paid = ((await page.json()) as any).payload;
  const confirmed = await api(database, 'store/onlinePaymentSuccess', { order_id: providerOrderId, transection_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature }, { cookie: shopper.cookie });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }]);
  return { shopper, orderId, ...(await shipmentFor(orderId)) };
}

const orderOf = (orderId: number) => database.db.selectFrom('orders').select(['status', 'payment_status', 'status_reason', 'courier', 'awb']).where('id', '=', orderId).executeTakeFirstOrThrow();
const shipmentOf = (id: number) => database.db.selectFrom('shipments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const historyOf = async (orderId: number) => (await database.db.selectFrom('order_events').select(['actor', 'from_status', 'to_status', 'note']).where('order_id', '=', orderId).orderBy('id').execute())
  .filter((e) => e.actor === 'courier').map((e) => [e.from_status, e.to_status]);
const eventsOf = (shipmentId: number) => database.db.selectFrom('shipment_events').select(['status_id', 'applied', 'source']).where('shipment_id', '=', shipmentId).orderBy('id').execute();
/** The shopper's messages about the order, by template (SMS, one per notice). */
const shopperSmsOf = async (orderId: number) => (await database.db.selectFrom('messages').select('event').where('order_id', '=', orderId).where('audience', '=', 'shopper').where('channel', '=', 'sms').orderBy('id').execute()).map((m) => m.event);
const documentsOf = (orderId: number) => database.db.selectFrom('tax_documents').select(['kind', 'cause']).where('order_id', '=', orderId).orderBy('id').execute();

describe('the courier\'s time and the walk between statuses', () => {
  it('reads Shiprocket\'s formats as India time', () => {
    expect(parseCourierTime('23 05 2023 11:43:52')).toBe('2023-05-23T06:13:52.000Z');
    expect(parseCourierTime('2023-05-23 11:43:52')).toBe('2023-05-23T06:13:52.000Z');
    expect(parseCourierTime('2023-05-23T06:13:52.000Z')).toBe('2023-05-23T06:13:52.000Z');
    expect(parseCourierTime('yesterday')).toBeNull();
    expect(parseCourierTime('32 13 2023 11:43:52')).toBeNull();
  });

  it('reads the expected delivery date as a day, in the forms Shiprocket writes it', () => {
    expect(parseCourierDay('2026-12-04 18:00:00')).toBe('2026-12-04');
    expect(parseCourierDay('Dec 04, 2026')).toBe('2026-12-04');
    expect(parseCourierDay('04 12 2026')).toBe('2026-12-04');
    expect(parseCourierDay('soon')).toBeNull();
    // Shown as the courier wrote it when it is not a day.
    expect(courierDay('Dec 04, 2026')).toBe('2026-12-04');
    expect(courierDay('soon')).toBe('soon');
  });

  it('walks through the legal moves, never through a cancel', () => {
    expect(walkOf('packed', 'delivered')).toEqual(['shipped', 'out_for_delivery', 'delivered']);
    expect(walkOf('shipped', 'rto')).toEqual(['delivery_failed', 'rto']);
    expect(walkOf('packed', 'rto_received')).toEqual(['shipped', 'delivery_failed', 'rto', 'rto_received']);
    expect(walkOf('delivered', 'rto')).toBeNull();
    expect(walkOf('shipped', 'shipped')).toBeNull();
  });
});

describe('who may call the webhook', () => {
  it('a wrong key, no key, or no key configured is 401 and changes nothing', async () => {
    const parcel = await packedCashParcel();
    const body = event(parcel.awb, 7, 10);
    expect((await post(body, 'not-the-key')).status).toBe(401);
    expect((await post(body, `${KEY}x`)).status).toBe(401);
    expect((await post(body, null)).status).toBe(401);
    vi.stubEnv('COURIER_WEBHOOK_KEY', '');
    expect((await post(body, '')).status).toBe(401);
    expect((await post(body, KEY)).status).toBe(401);
    expect(await eventsOf(parcel.shipmentId)).toEqual([]);
    expect((await orderOf(parcel.orderId)).status).toBe('packed');
    expect((await shipmentOf(parcel.shipmentId)).status).toBe('booked');
  });

  it('an AWB that is not ours is 200 and changes nothing; a body that is no event is 400 naming the field', async () => {
    const before = await database.db.selectFrom('shipment_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const unknown = await post(event('NOT-OURS-123', 7, 5));
    expect(unknown).toEqual({ status: 200, body: { status: 'unknown' } });
    const noStatus = await post({ awb: '123', current_timestamp: courierTime(1) });
    expect(noStatus.status).toBe(400);
    expect(noStatus.body.errors).toHaveProperty('current_status_id');
    const badTime = await post({ awb: '123', current_status_id: 7, current_timestamp: 'soon' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.errors).toHaveProperty('current_timestamp');
    expect((await post('{not json')).status).toBe(400);
    const after = await database.db.selectFrom('shipment_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('tracking moves the order', () => {
  it('each status id moves the order as the table says, the history names the courier, and a delivered cash order is paid', async () => {
    const parcel = await packedCashParcel();
    const steps: [number, string, string][] = [
      [42, 'shipped', 'picked_up'], [6, 'shipped', 'in_transit'], [18, 'shipped', 'in_transit'], [38, 'shipped', 'in_transit'],
      [17, 'out_for_delivery', 'out_for_delivery'], [7, 'delivered', 'delivered'],
    ];
    for (const [index, [statusId, orderStatus, shipmentStatus]] of steps.entries()) {
      const answer = await post(event(parcel.awb, statusId, 60 * index, [{ activity: NAMES[statusId]! }]));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((await orderOf(parcel.orderId)).status, `after ${statusId}`).toBe(orderStatus);
      expect((await shipmentOf(parcel.shipmentId)).status, `after ${statusId}`).toBe(shipmentStatus);
    }
    const order = await orderOf(parcel.orderId);
    expect(order).toMatchObject({ status: 'delivered', payment_status: 'paid', courier: 'Delhivery Surface', awb: parcel.awb });
    expect(await historyOf(parcel.orderId)).toEqual([['packed', 'shipped'], ['shipped', 'out_for_delivery'], ['out_for_delivery', 'delivered']]);
    expect((await eventsOf(parcel.shipmentId)).map((e) => [e.status_id, e.applied])).toEqual([[42, 1], [6, 0], [18, 0], [38, 0], [17, 1], [7, 1]]);
    expect(await documentsOf(parcel.orderId)).toEqual([{ kind: 'invoice', cause: 'shipped' }]);
    expect(await shopperSmsOf(parcel.orderId)).toEqual(expect.arrayContaining(['orderShipped', 'orderOutForDelivery', 'orderDelivered']));
    const scans = await database.db.selectFrom('shipment_scans').select('activity').where('shipment_id', '=', parcel.shipmentId).execute();
    expect(scans).toHaveLength(6);

    // The console's order page names the courier as the mover, and the shopper sees it delivered.
    const detail = await sellerApi(database, 'orders/detail', { order_id: parcel.orderId }, { cookie: manager.cookie });
    const courierLines = detail.body.payload.history.filter((h: any) => h.actor === 'courier');
    expect(courierLines.map((h: any) => [h.to, h.note.courier])).toEqual([['shipped', 'Delhivery Surface'], ['out_for_delivery', 'Delhivery Surface'], ['delivered', 'Delhivery Surface']]);
    expect(courierLines.every((h: any) => h.staff_email === null)).toBe(true);
    const [shipment] = detail.body.payload.shipments;
    expect(shipment).toMatchObject({ awb: parcel.awb, courier: 'Delhivery Surface', status: 'delivered', current_status: 'DELIVERED', etd: '2026-12-04', ndr: null });
    expect(shipment.events.map((e: any) => [e.status_id, e.source, e.applied])).toEqual([[7, 'webhook', true], [17, 'webhook', true], [38, 'webhook', false], [18, 'webhook', false], [6, 'webhook', false], [42, 'webhook', true]]);
    expect(shipment.scans[0]).toMatchObject({ activity: 'DELIVERED', location: 'Bengaluru_Hub (Karnataka)' });
    const view = (await api(database, 'store/orderDetails', { order_id: parcel.orderId }, { cookie: parcel.shopper.cookie })).body.payload_orderDetails;
    expect(view.status).toBe('delivered');
  });

  it('the same event twice moves the order once', async () => {
    const parcel = await packedCashParcel();
    const body = event(parcel.awb, 42, 0, [{ activity: 'Shipment picked up' }]);
    const [first, second] = [await post(body), await post(body)];
    expect(first.body.status).toBe('applied');
    expect(second).toEqual({ status: 200, body: { status: 'duplicate' } });
    // Sent at once, too.
    const together = await Promise.all([post(event(parcel.awb, 17, 30)), post(event(parcel.awb, 17, 30))]);
    expect(together.map((a) => a.body.status).sort()).toEqual(['applied', 'duplicate']);
    expect(await historyOf(parcel.orderId)).toEqual([['packed', 'shipped'], ['shipped', 'out_for_delivery']]);
    expect(await eventsOf(parcel.shipmentId)).toHaveLength(2);
    const scans = await database.db.selectFrom('shipment_scans').select('activity').where('shipment_id', '=', parcel.shipmentId).execute();
    expect(scans).toHaveLength(1);
    await runDueJobs(database);
    expect((await shopperSmsOf(parcel.orderId)).filter((e) => e === 'orderShipped')).toHaveLength(1);
  });

  it('a late event, or a newer one of a lower rank, never moves an order backwards', async () => {
    const parcel = await packedCashParcel();
    expect((await post(event(parcel.awb, 17, 120))).body.status).toBe('applied');
    // Older than what the shipment has seen: kept, nothing moves.
    expect((await post(event(parcel.awb, 42, 30))).body.status).toBe('late');
    expect((await post(event(parcel.awb, 18, 60))).body.status).toBe('late');
    // Newer but earlier in the journey (a hub scan after out for delivery): the order stays.
    expect((await post(event(parcel.awb, 42, 150))).body.status).toBe('stored');
    expect((await orderOf(parcel.orderId)).status).toBe('out_for_delivery');
    expect((await shipmentOf(parcel.shipmentId)).status).toBe('out_for_delivery');
    expect((await post(event(parcel.awb, 7, 200))).body.status).toBe('applied');
    expect((await post(event(parcel.awb, 17, 300))).body.status).toBe('stored');
    expect((await orderOf(parcel.orderId)).status).toBe('delivered');
    expect(await historyOf(parcel.orderId)).toEqual([['packed', 'shipped'], ['shipped', 'out_for_delivery'], ['out_for_delivery', 'delivered']]);
  });

  it('an event that skips steps walks through the moves between: the invoice once, and one message, of where it ends', async () => {
    const parcel = await packedCashParcel();
    const answer = await post(event(parcel.awb, 7, 10));
    expect(answer.body.status).toBe('applied');
    expect(await historyOf(parcel.orderId)).toEqual([['packed', 'shipped'], ['shipped', 'out_for_delivery'], ['out_for_delivery', 'delivered']]);
    expect(await orderOf(parcel.orderId)).toMatchObject({ status: 'delivered', payment_status: 'paid', awb: parcel.awb });
    expect(await documentsOf(parcel.orderId)).toEqual([{ kind: 'invoice', cause: 'shipped' }]);
    const items = await database.db.selectFrom('order_items').select(['packed_action', 'out_for_delivery_action', 'delivered_action']).where('order_id', '=', parcel.orderId).execute();
    expect(items.every((i) => Number(i.out_for_delivery_action) === 1 && Number(i.delivered_action) === 1)).toBe(true);
    expect((await shopperSmsOf(parcel.orderId)).filter((e) => ['orderShipped', 'orderOutForDelivery', 'orderDelivered'].includes(e))).toEqual(['orderDelivered']);
  });

  it('an undelivered event keeps the courier\'s reason, the attempts and the window to act; a re-attempt then delivers', async () => {
    const parcel = await packedCashParcel();
    await post(event(parcel.awb, 42, 0));
    await post(event(parcel.awb, 17, 60));
    const failed = await post(event(parcel.awb, 21, 120, [{ activity: 'Consignee unavailable - future delivery requested' }]));
    expect(failed.body.status).toBe('applied');
    expect(await orderOf(parcel.orderId)).toMatchObject({ status: 'delivery_failed', status_reason: 'Consignee unavailable - future delivery requested' });
    let shipment = await shipmentOf(parcel.shipmentId);
    expect(shipment).toMatchObject({ status: 'undelivered', ndr_reason: 'Consignee unavailable - future delivery requested', ndr_attempts: 1 });
    expect(shipment.ndr_deadline).toBe(new Date(new Date(parseCourierTime(courierTime(120))!).getTime() + 24 * 3600_000).toISOString());
    expect(await shopperSmsOf(parcel.orderId)).toContain('orderDeliveryFailed');

    // The courier tries again the next day, and fails again.
    await post(event(parcel.awb, 17, 24 * 60));
    expect((await orderOf(parcel.orderId)).status).toBe('out_for_delivery');
    await post(event(parcel.awb, 21, 25 * 60, [{ activity: 'Address incomplete', minutes: 25 * 60 }]));
    shipment = await shipmentOf(parcel.shipmentId);
    expect(shipment).toMatchObject({ status: 'undelivered', ndr_reason: 'Address incomplete', ndr_attempts: 2 });
    expect((await orderOf(parcel.orderId)).status_reason).toBe('Address incomplete');

    // Delivered at the third try, straight from the failed state (through out for delivery).
    await post(event(parcel.awb, 7, 48 * 60));
    expect(await orderOf(parcel.orderId)).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect((await historyOf(parcel.orderId)).slice(-2)).toEqual([['delivery_failed', 'out_for_delivery'], ['out_for_delivery', 'delivered']]);
  });
});

describe('return to origin, in two steps', () => {
  it('RTO initiated keeps the stock out; RTO delivered gives it back with a credit note', async () => {
    const before = await stockOf(database, products[0]!.id);
    const parcel = await packedCashParcel();
    expect(await stockOf(database, products[0]!.id)).toBe(before - 1);
    await post(event(parcel.awb, 42, 0));
    await post(event(parcel.awb, 21, 60, [{ activity: 'Customer refused to accept' }]));
    expect((await post(event(parcel.awb, 9, 120))).body.status).toBe('applied');
    expect(await orderOf(parcel.orderId)).toMatchObject({ status: 'rto', payment_status: 'cod' });
    expect((await shipmentOf(parcel.shipmentId)).status).toBe('rto_initiated');
    expect(await stockOf(database, products[0]!.id)).toBe(before - 1);
    expect(await documentsOf(parcel.orderId)).toEqual([{ kind: 'invoice', cause: 'shipped' }]);

    expect((await post(event(parcel.awb, 10, 3 * 24 * 60))).body.status).toBe('applied');
    expect((await orderOf(parcel.orderId)).status).toBe('rto_received');
    expect((await shipmentOf(parcel.shipmentId)).status).toBe('rto_delivered');
    expect(await stockOf(database, products[0]!.id)).toBe(before);
    expect(await documentsOf(parcel.orderId)).toEqual([{ kind: 'invoice', cause: 'shipped' }, { kind: 'credit_note', cause: 'rto' }]);
    // Once: the same event again gives nothing more back.
    expect((await post(event(parcel.awb, 10, 3 * 24 * 60))).body.status).toBe('duplicate');
    expect(await stockOf(database, products[0]!.id)).toBe(before);
    expect(await historyOf(parcel.orderId)).toEqual([['packed', 'shipped'], ['shipped', 'delivery_failed'], ['delivery_failed', 'rto'], ['rto', 'rto_received']]);
  });

  it('a prepaid order is refunded once, at RTO delivered, not at RTO initiated', async () => {
    const parcel = await packedPrepaidParcel();
    const refunds = () => database.db.selectFrom('refunds').select(['amount_paise', 'status', 'idempotency_key']).where('order_id', '=', parcel.orderId).execute();
    // RTO initiated straight after pickup (the walk goes through the failed delivery).
    await post(event(parcel.awb, 42, 0));
    await post(event(parcel.awb, 9, 60));
    expect((await orderOf(parcel.orderId)).status).toBe('rto');
    expect(await refunds()).toEqual([]);
    await post(event(parcel.awb, 10, 24 * 60));
    await post(event(parcel.awb, 10, 24 * 60 + 5)); // the courier's second RTO Delivered, a little later
    const rows = await refunds();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'processed', idempotency_key: expect.stringContaining(':rto:') });
    expect(await orderOf(parcel.orderId)).toMatchObject({ status: 'rto_received', payment_status: 'refunded' });
  });

  it('staff confirm an RTO received on the desk, which gives the stock back then', async () => {
    const before = await stockOf(database, products[0]!.id);
    const parcel = await packedCashParcel();
    await post(event(parcel.awb, 42, 0));
    await post(event(parcel.awb, 9, 60));
    expect(await stockOf(database, products[0]!.id)).toBe(before - 1);
    const detail = await sellerApi(database, 'orders/detail', { order_id: parcel.orderId }, { cookie: manager.cookie });
    expect(detail.body.payload.order.next_statuses).toEqual(['rto_received']);
    await moveOrder(database, manager, parcel.orderId, [{ to: 'rto_received' }]);
    expect(await stockOf(database, products[0]!.id)).toBe(before);
    // The courier's own RTO Delivered afterwards changes nothing more.
    expect((await post(event(parcel.awb, 10, 120))).body.status).toBe('stored');
    expect(await stockOf(database, products[0]!.id)).toBe(before);
  });
});
