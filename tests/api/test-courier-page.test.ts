// The demo's test courier page (seller calls shipping/test-courier and .../advance,
// lib/shipping/test-courier-page.ts): owner and manager only; a parcel booked with the test
// courier is listed with the buttons for its next events; each press moves the order as the
// webhook would (the history names the courier, source 'test'), an event that cannot follow is
// refused and changes nothing, the press is in the audit log; outside demo mode the page is
// not found.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { store } from '@/lib/config';
import { auditSentence } from '@/lib/staff/audit-sentences';
import { testCourier } from '@/lib/shipping/test-courier';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addPincodes, cashOrder, plainProducts, readyShopper, stockOf, type ProductRow } from './session';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 20, 1);
  manager = await addTestStaff(database, 'manager');
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A packed cash order booked with the test courier, and its shipment row as a booking leaves it. */
async function bookedWithTestCourier() {
  const shopper = await readyShopper(database, [[products[0]!, 1]]);
  const placed = await cashOrder(database, shopper);
  const orderId = Number(placed.body.payload.order_id);
  await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }]);
  const orderString = (await database.db.selectFrom('orders').select('order_string').where('id', '=', orderId).executeTakeFirstOrThrow()).order_string;
  const courier = testCourier(database);
  const booked = await courier.createOrder({
    channelOrderId: orderString, orderDate: new Date().toISOString(), pickupLocation: 'Primary',
    customer: { name: 'Ravi Kumar', phone: '9876543210', email: null, address: '4 Park Street', address2: null, city: 'Kolkata', state: 'West Bengal', pincode: '700016', country: 'India' },
    items: [{ name: 'Phone', sku: 'P1', units: 1, sellingPricePaise: 1_000_000 }], paymentMethod: 'COD', subTotalPaise: 1_000_000, codAmountPaise: 1_000_000,
    lengthCm: 20, breadthCm: 10, heightCm: 8, weightKg: 0.8,
  });
  const awb = await courier.assignAwb({ providerShipmentId: booked.providerShipmentId });
  await database.db.insertInto('shipments').values({
    company_id: store.companyId, store_id: store.storeId, order_id: orderId, booking_key: `order:${orderId}`, provider: 'test',
    provider_order_id: booked.providerOrderId, provider_shipment_id: booked.providerShipmentId, awb: awb.awb, courier_company_id: awb.courierCompanyId,
    courier_name: awb.courierName, status: 'booked', updated_at: new Date().toISOString(),
  }).execute();
  return { orderId, orderString, awb: awb.awb, courierName: awb.courierName };
}

const press = (awb: string, statusId: number, reason?: string, who: TestStaff = manager) =>
  sellerApi(database, 'shipping/test-courier/advance', { awb, status_id: statusId, reason }, { cookie: who.cookie });
const statusOf = async (orderId: number) => (await database.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

describe('the test courier page', () => {
  it('lists the parcel with its next events; each press moves the order as the courier would', async () => {
    const parcel = await bookedWithTestCourier();
    const before = await stockOf(database, products[0]!.id);
    const listed = await sellerApi(database, 'shipping/test-courier', {}, { cookie: manager.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.payload.shipments.find((s: any) => s.awb === parcel.awb)).toMatchObject({ order_id: parcel.orderId, order_string: parcel.orderString, next: [42] });

    // Delivered cannot follow a parcel not picked up: refused, nothing changes.
    const early = await press(parcel.awb, 7);
    expect(early.status).toBe(409);
    expect(await statusOf(parcel.orderId)).toBe('packed');

    const picked = await press(parcel.awb, 42);
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.payload).toMatchObject({ outcome: 'applied', moves: ['shipped'] });
    expect(picked.body.payload.shipments.find((s: any) => s.awb === parcel.awb).next).toEqual([18, 17]);
    await press(parcel.awb, 17);
    const failed = await press(parcel.awb, 21, 'Address incomplete');
    expect(failed.body.payload.moves).toEqual(['delivery_failed']);
    const shipment = await database.db.selectFrom('shipments').select(['status', 'ndr_reason', 'ndr_attempts']).where('awb', '=', parcel.awb).executeTakeFirstOrThrow();
    expect(shipment).toEqual({ status: 'undelivered', ndr_reason: 'Address incomplete', ndr_attempts: 1 });
    await press(parcel.awb, 9);
    expect(await statusOf(parcel.orderId)).toBe('rto');
    expect(await stockOf(database, products[0]!.id)).toBe(before);
    await press(parcel.awb, 10);
    expect(await statusOf(parcel.orderId)).toBe('rto_received');
    expect(await stockOf(database, products[0]!.id)).toBe(before + 1);

    const history = await database.db.selectFrom('order_events').select(['actor', 'to_status', 'note']).where('order_id', '=', parcel.orderId).where('actor', '=', 'courier').orderBy('id').execute();
    expect(history.map((h) => [h.to_status, JSON.parse(h.note!).source, JSON.parse(h.note!).courier])).toEqual([
      ['shipped', 'test', parcel.courierName], ['out_for_delivery', 'test', parcel.courierName], ['delivery_failed', 'test', parcel.courierName],
      ['rto', 'test', parcel.courierName], ['rto_received', 'test', parcel.courierName],
    ]);
    const audit = await sellerApi(database, 'audit/list', { action: 'shipping.test_courier', object_type: 'order', object_id: String(parcel.orderId) }, { cookie: (await addTestStaff(database, 'owner')).cookie });
    expect(audit.body.payload.lines).toHaveLength(5); // the refused press changed nothing and is not there
    expect(audit.body.payload.lines.map((l: any) => auditSentence(l))).toContain(`Test manager sent the test courier's picked up for AWB ${parcel.awb} (${parcel.orderString})`);
  });

  it('is for owners and managers, and only in demo mode', async () => {
    const parcel = await bookedWithTestCourier();
    expect((await sellerApi(database, 'shipping/test-courier', {}, { cookie: packer.cookie })).status).toBe(403);
    expect((await press(parcel.awb, 42, undefined, packer)).status).toBe(403);
    vi.stubEnv('STORE_MODE', 'production');
    expect((await sellerApi(database, 'shipping/test-courier', {}, { cookie: manager.cookie })).status).toBe(404);
    expect((await press(parcel.awb, 42)).status).toBe(404);
    vi.unstubAllEnvs();
    expect(await statusOf(parcel.orderId)).toBe('packed');
  });
});
