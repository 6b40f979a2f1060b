// A return's pickup booked with the courier (docs/rules/shipping.md#returns-pickups): approving
// a return writes its reverse shipment and a job; the job creates Shiprocket's return order
// (picked up at the shopper's address, delivered to the seller's pickup location), assigns
// its AWB and asks for the pickup; the returns desk shows its AWB and state. A create whose
// answer was lost is found again, never made twice. A rejected return books nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { startFakeShiprocket, type RunningFakeShiprocket } from '@/lib/testing/fake-shiprocket';
import { forgetShiprocketTokens } from '@/lib/shipping/shiprocket';
import { runDueJobs } from '@/lib/jobs/drain';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { addPincodes, api, cashOrder, plainProducts, readyShopper, type ProductRow } from './session';

let database: TestDatabase;
let fake: RunningFakeShiprocket;
let products: ProductRow[];
let manager: TestStaff;
const HOUR = 60 * 60_000;

beforeAll(async () => {
  fake = await startFakeShiprocket({ email: 'api@shop.test', password: 'sr-pass' });
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 20, 2);
  await database.db.updateTable('products').set({ stock: 100, package_weight_kg: 1.5, package_length_cm: 40, package_breadth_cm: 30, package_height_cm: 20 }).where('id', '=', products[0]!.id).execute();
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
  forgetShiprocketTokens();
});

async function askedReturn(quantity = 1) {
  const who = await readyShopper(database, [[products[0]!, quantity]]);
  const orderId = Number((await cashOrder(database, who)).body.payload.order_id);
  await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: `AWB${orderId}R` }, { to: 'out_for_delivery' }, { to: 'delivered' }]);
  const itemId = Number((await database.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id);
  const asked = await api(database, 'store/orderReturn', { order_id: orderId, item_id: itemId, reason: 'Damaged or defective' }, { cookie: who.cookie });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const returnId = Number((await database.db.selectFrom('return_requests').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id);
  const { order_string: orderString, delivered_pincode: pincode } = await database.db.selectFrom('orders').select(['order_string', 'delivered_pincode']).where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, returnId, orderString, pincode };
}

const decide = (returnId: number, decision: 'approve' | 'reject') =>
  sellerApi(database, 'returns/decide', { return_id: returnId, decision, ...(decision === 'reject' ? { note: 'Outside the policy' } : {}) }, { cookie: manager.cookie });
const rowOf = async (orderId: number) => (await sellerApi(database, 'returns/list', { order_id: orderId }, { cookie: manager.cookie })).body.payload.returns[0];

describe('a return\'s pickup', () => {
  it('is booked with the courier when the return is approved, and the desk shows its AWB', async () => {
    const { orderId, returnId, orderString, pincode } = await askedReturn(2);
    const approved = await decide(returnId, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.payload.return.pickup).toMatchObject({ status: 'booking', awb: null });
    await runDueJobs(database);

    const [atCourier] = fake.orders.filter((o) => o.channel_order_id === `${orderString}-R${returnId}`);
    expect(atCourier).toMatchObject({ is_return: true, status: 'RETURN PENDING' });
    expect(atCourier!.body).toMatchObject({ pickup_pincode: pincode, shipping_pincode: '122015', shipping_city: 'Gurugram', shipping_state: 'Haryana', payment_method: 'Prepaid', weight: 3, height: 40 });
    expect(fake.requests.find((r) => r.path === 'courier/assign/awb' && r.body.shipment_id === atCourier!.shipment_id)!.body).toMatchObject({ is_return: 1 });
    expect(fake.pickups.some((p) => p.shipment_ids.includes(atCourier!.shipment_id))).toBe(true);

    const row = await rowOf(orderId);
    expect(row.pickup).toMatchObject({ status: 'booked', courier: expect.any(String), booking_error: null });
    expect(row.pickup.awb).toBe(fake.shipments.find((s) => s.id === atCourier!.shipment_id)!.awb);
  });

  it('a create whose answer was lost is found again: one return order at the courier', async () => {
    const { returnId, orderString } = await askedReturn();
    fake.timeoutNext(1, 'orders/create/return');
    expect((await decide(returnId, 'approve')).status).toBe(200);
    await runDueJobs(database);
    fake.release();
    expect(fake.orders.filter((o) => o.channel_order_id === `${orderString}-R${returnId}`)).toHaveLength(1);
    const shipment = await database.db.selectFrom('shipments').select(['status', 'booking_error']).where('booking_key', '=', `return:${returnId}`).executeTakeFirstOrThrow();
    expect(shipment.status).toBe('booking');
    expect(shipment.booking_error).toMatch(/did not answer/);
    await runDueJobs(database, { now: () => new Date(Date.now() + HOUR) });
    expect(fake.orders.filter((o) => o.channel_order_id === `${orderString}-R${returnId}`)).toHaveLength(1);
    expect((await database.db.selectFrom('shipments').select('status').where('booking_key', '=', `return:${returnId}`).executeTakeFirstOrThrow()).status).toBe('booked');
  });

  it('fails, naming what the product lacks, when it has no package facts', async () => {
    const { orderId, returnId } = await askedReturn();
    await database.db.updateTable('products').set({ package_height_cm: null }).where('id', '=', products[0]!.id).execute();
    try {
      expect((await decide(returnId, 'approve')).status).toBe(200);
      await runDueJobs(database);
      expect((await rowOf(orderId)).pickup).toMatchObject({ status: 'failed', awb: null, booking_error: `Add the height of ${products[0]!.name} before booking.` });
      const job = await database.db.selectFrom('jobs').select('state').where('unique_key', '=', `shipping.book-return:return:${returnId}`).executeTakeFirstOrThrow();
      expect(job.state).toBe('dead');
    } finally {
      await database.db.updateTable('products').set({ package_height_cm: 20 }).where('id', '=', products[0]!.id).execute();
    }
  });

  it('is not booked for a rejected return', async () => {
    const { orderId, returnId } = await askedReturn();
    expect((await decide(returnId, 'reject')).status).toBe(200);
    await runDueJobs(database);
    expect((await rowOf(orderId)).pickup).toBeNull();
    expect(await database.db.selectFrom('shipments').select('id').where('return_id', '=', returnId).execute()).toEqual([]);
  });
});
