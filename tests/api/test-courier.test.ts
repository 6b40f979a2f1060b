// The demo's built-in courier: the same calls as Shiprocket kept in its own records
// (migration 029), a booking found again by our order number, the shop's own label, and
// advanceTestShipment answering the webhook body Shiprocket would send.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { activeCourier, courierNamed } from '@/lib/shipping/active-courier';
import { advanceTestShipment, testCourier } from '@/lib/shipping/test-courier';
import type { BookingInput } from '@/lib/shipping/provider';
import { addPincodes, cashOrder, plainProducts, readyShopper } from './session';

let database: TestDatabase;
let orderId: number;
let orderString: string;

const booking = (channelOrderId: string): BookingInput => ({
  channelOrderId,
  orderDate: new Date().toISOString(),
  pickupLocation: 'Primary',
  customer: { name: 'Ravi Kumar', phone: '9876543210', email: null, address: '4 Park Street', address2: null, city: 'Kolkata', state: 'West Bengal', pincode: '700016', country: 'India' },
  items: [{ name: 'Phone', sku: 'P1', units: 1, sellingPricePaise: 1_000_000 }],
  paymentMethod: 'Prepaid',
  subTotalPaise: 1_000_000,
  codAmountPaise: 0,
  lengthCm: 20,
  breadthCm: 10,
  heightCm: 8,
  weightKg: 0.8,
});

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  const products = await plainProducts(database, 1, 10, 1);
  const shopper = await readyShopper(database, [[products[0]!, 1]]);
  const placed = await cashOrder(database, shopper);
  orderId = placed.body.payload.order_id;
  orderString = (await database.db.selectFrom('orders').select('order_string').where('id', '=', orderId).executeTakeFirstOrThrow()).order_string;
});
afterAll(async () => {
  await database?.close();
});

describe('choosing the courier', () => {
  it('is Shiprocket when its account is set, the test courier in demo mode, none in production without one', () => {
    expect(activeCourier(database, { SHIPROCKET_EMAIL: 'a@b.in', SHIPROCKET_PASSWORD: 'x' })?.name).toBe('shiprocket');
    expect(activeCourier(database, {})?.name).toBe('test');
    expect(activeCourier(database, { STORE_MODE: 'production' })).toBeNull();
    expect(() => courierNamed('test', database, { STORE_MODE: 'production' })).toThrow(/demo mode only/);
    expect(() => courierNamed('shiprocket', database, {})).toThrow(/SHIPROCKET_EMAIL/);
  });
});

describe('the test courier', () => {
  it('quotes every courier of its table, with cheapest and fastest different', async () => {
    const rates = await testCourier(database).rates({ pickupPincode: '122001', deliveryPincode: '700016', weightKg: 0.8, cod: true, declaredValuePaise: 1_000_000 });
    expect(rates.length).toBeGreaterThanOrEqual(3);
    const cheapest = [...rates].sort((a, b) => a.ratePaise - b.ratePaise)[0];
    const fastest = [...rates].sort((a, b) => a.estimatedDays - b.estimatedDays)[0];
    expect(cheapest.courierName).not.toBe(fastest.courierName);
    expect(rates.every((r) => r.codChargesPaise >= 3_500)).toBe(true);
  });

  it('books, finds the booking again, assigns an AWB, schedules the pickup and links the shop\'s label', async () => {
    const courier = testCourier(database);
    expect(await courier.findOrder(orderString)).toBeNull();
    const created = await courier.createOrder(booking(orderString));
    expect(await courier.findOrder(orderString)).toEqual(created);
    const assigned = await courier.assignAwb({ providerShipmentId: created.providerShipmentId, courierCompanyId: '10' });
    expect(assigned.courierName).toBe('Blue Dart Air');
    expect(assigned.awb).toMatch(/^7709\d{7}$/);
    // Asked again (a retried job), the same AWB.
    expect(await courier.assignAwb({ providerShipmentId: created.providerShipmentId, courierCompanyId: '10' })).toEqual(assigned);
    const pickup = await courier.requestPickup([created.providerShipmentId]);
    expect(pickup.pickupScheduledDate).toMatch(/T04:30:00\.000Z$/);
    expect(await courier.label([created.providerShipmentId])).toEqual({ labelUrl: `/seller/orders/${orderId}/label.pdf` });
    expect((await courier.manifest([created.providerShipmentId])).manifestUrl).toBe(`/seller/shipping/manifest.pdf?awbs=${assigned.awb}`);
  });

  it('moves a shipment along and answers Shiprocket\'s webhook body; track answers the same', async () => {
    const courier = testCourier(database);
    const created = await courier.createOrder(booking(`${orderString}-R1`));
    const { awb } = await courier.assignAwb({ providerShipmentId: created.providerShipmentId });
    const picked = await advanceTestShipment(database, awb, 42, { at: new Date('2026-11-29T04:00:00Z') });
    expect(picked).toMatchObject({ awb, current_status_id: 42, current_status: 'PICKED UP', current_timestamp: '29 11 2026 09:30:00', order_id: `${orderString}-R1` });
    const failed = await advanceTestShipment(database, awb, 21, { at: new Date('2026-11-30T10:00:00Z'), activity: 'Customer not available' });
    expect(failed.scans).toHaveLength(2);
    expect(failed.scans!.at(-1)).toMatchObject({ activity: 'Customer not available', 'sr-status': '21', 'sr-status-label': 'UNDELIVERED' });
    const tracking = await courier.track(awb);
    expect(tracking).toMatchObject({ currentStatusId: 21, currentStatus: 'UNDELIVERED', at: '2026-11-30T10:00:00.000Z' });
    expect(await courier.ndrList()).toEqual([{ awb, channelOrderId: `${orderString}-R1`, reason: 'Customer not available', attempts: 1 }]);
    await courier.ndrAction(awb, { action: 're-attempt', date: '2026-12-02' });
    const row = await database.db.selectFrom('test_courier_shipments').select('ndr_actions').where('awb', '=', awb).executeTakeFirstOrThrow();
    expect(JSON.parse(row.ndr_actions)).toMatchObject([{ action: 're-attempt', date: '2026-12-02' }]);
    await expect(advanceTestShipment(database, 'NOPE', 7)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('cancels a booking not yet picked up, and refuses one that is', async () => {
    const courier = testCourier(database);
    const open = await courier.createOrder(booking('X-1'));
    await courier.cancel([open.providerOrderId]);
    expect(await courier.findOrder('X-1')).toBeNull();
    const moving = await courier.createOrder(booking('X-2'));
    const { awb } = await courier.assignAwb({ providerShipmentId: moving.providerShipmentId });
    await advanceTestShipment(database, awb, 42);
    await expect(courier.cancel([moving.providerOrderId])).rejects.toMatchObject({ kind: 'upstream_failed' });
  });
});
