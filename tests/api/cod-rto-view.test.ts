// The RTO view (docs/rules/cod.md#the-rto-view): its figures match a seeded history of
// finished orders across pincodes, couriers, payment methods and weeks, computed here
// independently from the seed list (not by the shop's code); orders outside the dates,
// not finished yet, or placed just before midnight in India fall where India's calendar
// says. Then what the rules saved: the refused COD orders, priced at their pincode's or
// the store's COD RTO rate times two freights.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { runDueJobs } from '@/lib/jobs/drain';
import { addAddress, addPincodes, api, cashOrder, codConfirmToken, loginByOtp, plainProducts, putInCart } from './session';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let manager: TestStaff;

interface Seeded {
  pincode: string;
  courier: string | null;
  paymentmode: 'cash' | 'online';
  status: string;
  /** ISO, UTC. */
  at: string;
}

// Weeks (India, from Monday): 5 Jan, 12 Jan, 19 Jan 2026. The span asked is 5–25 Jan.
const history: Seeded[] = [
  // week of 5 Jan
  { pincode: '560001', courier: 'Delhivery', paymentmode: 'cash', status: 'rto', at: '2026-01-04T19:00:00.000Z' }, // 00:30 on 5 Jan in India: inside
  { pincode: '560001', courier: 'Delhivery', paymentmode: 'cash', status: 'delivered', at: '2026-01-05T06:00:00.000Z' },
  { pincode: '560001', courier: 'Blue Dart', paymentmode: 'online', status: 'delivered', at: '2026-01-06T06:00:00.000Z' },
  { pincode: '110001', courier: 'Blue Dart', paymentmode: 'cash', status: 'delivered', at: '2026-01-07T06:00:00.000Z' },
  { pincode: '122001', courier: 'Delhivery', paymentmode: 'cash', status: 'rto', at: '2026-01-11T18:00:00.000Z' }, // 23:30 on Sunday 11 Jan: still week of 5 Jan
  // week of 12 Jan
  { pincode: '560001', courier: 'Delhivery', paymentmode: 'cash', status: 'rto', at: '2026-01-12T05:00:00.000Z' },
  { pincode: '560001', courier: 'Ekart', paymentmode: 'cash', status: 'delivered', at: '2026-01-13T05:00:00.000Z' },
  { pincode: '110001', courier: 'Ekart', paymentmode: 'online', status: 'rto', at: '2026-01-14T05:00:00.000Z' },
  { pincode: '122001', courier: 'Blue Dart', paymentmode: 'cash', status: 'delivered', at: '2026-01-15T05:00:00.000Z' },
  { pincode: '122001', courier: null, paymentmode: 'cash', status: 'delivered', at: '2026-01-16T05:00:00.000Z' },
  // week of 19 Jan
  { pincode: '560001', courier: 'Delhivery', paymentmode: 'cash', status: 'rto', at: '2026-01-19T05:00:00.000Z' },
  { pincode: '560001', courier: 'Ekart', paymentmode: 'online', status: 'delivered', at: '2026-01-20T05:00:00.000Z' },
  { pincode: '110001', courier: 'Delhivery', paymentmode: 'cash', status: 'delivered', at: '2026-01-21T05:00:00.000Z' },
  { pincode: '122001', courier: 'Ekart', paymentmode: 'cash', status: 'rto', at: '2026-01-25T18:29:00.000Z' }, // 23:59 on 25 Jan: inside
  // outside the view: before the span, after it, and not finished
  { pincode: '560001', courier: 'Delhivery', paymentmode: 'cash', status: 'delivered', at: '2026-01-04T18:00:00.000Z' }, // 23:30 on 4 Jan in India
  { pincode: '560001', courier: 'Delhivery', paymentmode: 'cash', status: 'rto', at: '2026-01-25T18:30:00.000Z' }, // 00:00 on 26 Jan
  { pincode: '110001', courier: 'Ekart', paymentmode: 'cash', status: 'shipped', at: '2026-01-14T05:00:00.000Z' },
];
const FROM = '2026-01-05';
const TO = '2026-01-25';
const FREIGHT = 150; // rupees a shipment
const inSpan = ['2026-01-04T19:00:00.000Z', '2026-01-05T06:00:00.000Z', '2026-01-06T06:00:00.000Z', '2026-01-07T06:00:00.000Z', '2026-01-11T18:00:00.000Z',
  '2026-01-12T05:00:00.000Z', '2026-01-13T05:00:00.000Z', '2026-01-14T05:00:00.000Z', '2026-01-15T05:00:00.000Z', '2026-01-16T05:00:00.000Z',
  '2026-01-19T05:00:00.000Z', '2026-01-20T05:00:00.000Z', '2026-01-21T05:00:00.000Z', '2026-01-25T18:29:00.000Z'];
const weekOf: Record<string, string> = {
  '2026-01-04T19:00:00.000Z': '2026-01-05', '2026-01-05T06:00:00.000Z': '2026-01-05', '2026-01-06T06:00:00.000Z': '2026-01-05', '2026-01-07T06:00:00.000Z': '2026-01-05', '2026-01-11T18:00:00.000Z': '2026-01-05',
  '2026-01-12T05:00:00.000Z': '2026-01-12', '2026-01-13T05:00:00.000Z': '2026-01-12', '2026-01-14T05:00:00.000Z': '2026-01-12', '2026-01-15T05:00:00.000Z': '2026-01-12', '2026-01-16T05:00:00.000Z': '2026-01-12',
  '2026-01-19T05:00:00.000Z': '2026-01-19', '2026-01-20T05:00:00.000Z': '2026-01-19', '2026-01-21T05:00:00.000Z': '2026-01-19', '2026-01-25T18:29:00.000Z': '2026-01-19',
};

let seq = 0;
/** One shopper owns the seeded orders (only pincodes, couriers, payment and weeks matter here). */
let seededCustomer = 0;
async function seed(order: Seeded): Promise<void> {
  seq++;
  await database.db.insertInto('orders').values({
    company_id: 191, store_id: 139, order_string: `OBRTO${String(seq).padStart(8, '0')}`, customer_id: seededCustomer, address_id: null,
    delivered_name: 'Seeded', delivered_house_no: '1', delivered_street: 'Street', delivered_city: 'City', delivered_state: 'Karnataka', delivered_pincode: order.pincode, delivered_contact: '9876543210',
    paymentmode: order.paymentmode, status: order.status, payment_status: order.paymentmode === 'cash' ? 'cod' : 'paid',
    subtotal_paise: 100_000, mrp_total_paise: 120_000, delivery_charge_paise: 0, handling_fee_paise: 0, digital_discount_paise: 0, coupon_value_paise: 0, total_paid_paise: 100_000, total_saving_paise: 20_000,
    slot_id: 1, slot_date: '2026-01-10', start_time: '10:00 AM', end_time: '07:00 PM', delivery_date: '2026-01-12', idempotency_key: null,
    courier: order.courier, created_at: order.at, updated_at: order.at,
  }).execute();
}

/** The expected row of a group, from first principles: RTO share in percent to one decimal, two freights per RTO. */
function expectedGroup(key: string, rows: Seeded[]) {
  const finished = rows.length;
  const rto = rows.filter((r) => r.status === 'rto').length;
  return { key, finished, delivered: finished - rto, rto, rate: finished ? Math.round((rto / finished) * 1000) / 10 : null, cost: rto * 2 * FREIGHT };
}
function expectedGroups(rows: Seeded[], keyOf: (r: Seeded) => string) {
  const keys = [...new Set(rows.map(keyOf))];
  return keys.map((k) => expectedGroup(k, rows.filter((r) => keyOf(r) === k)));
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  manager = await addTestStaff(database, 'manager');
  seededCustomer = (await loginByOtp(database)).customerId;
  for (const order of history) await seed(order);
});
afterAll(async () => {
  await database?.close();
});

describe('cod/rto', () => {
  it('RTO rate and cost by pincode, courier, payment method and week match the seeded history', async () => {
    const saved = await sellerApi(database, 'cod/save-rules', { freight_estimate: FREIGHT }, { cookie: manager.cookie });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = await sellerApi(database, 'cod/rto', { from: FROM, to: TO }, { cookie: manager.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const view = answer.body.payload;

    const finished = history.filter((o) => inSpan.includes(o.at) && ['delivered', 'rto'].includes(o.status));
    expect(finished).toHaveLength(14);
    expect(view).toMatchObject({ from: FROM, to: TO, freight_estimate: FREIGHT });
    // 14 finished, 6 back: 42.9 %, 6 × 2 × ₹150.
    expect(view.total).toEqual({ key: 'all', finished: 14, delivered: 8, rto: 6, rate: 42.9, cost: 1800 });
    const byKey = (groups: { key: string }[]) => [...groups].sort((a, b) => a.key.localeCompare(b.key));
    expect(byKey(view.by_pincode)).toEqual(byKey(expectedGroups(finished, (r) => r.pincode)));
    expect(byKey(view.by_courier)).toEqual(byKey(expectedGroups(finished, (r) => r.courier ?? '')));
    expect(byKey(view.by_payment)).toEqual(byKey(expectedGroups(finished, (r) => r.paymentmode)));
    expect(view.by_week).toEqual(expectedGroups(finished, (r) => weekOf[r.at]).sort((a, b) => b.key.localeCompare(a.key)));
    // Spelled out for one pincode: 560001 has 7 finished in the span, 3 returned: 42.9 %, ₹900.
    expect(view.by_pincode[0]).toEqual({ key: '560001', finished: 7, delivered: 4, rto: 3, rate: 42.9, cost: 900 });
    // The riskiest first: most RTOs, then the higher rate.
    expect(view.by_pincode.map((g: any) => g.key)).toEqual(['560001', '122001', '110001']);
  });

  it('what the rules saved: each refused COD order at its pincode\'s COD RTO rate (5 finished COD orders or more) or the store\'s, times two freights', async () => {
    const rules = await sellerApi(database, 'cod/save-rules', { max_order: 100, freight_estimate: FREIGHT }, { cookie: manager.cookie });
    expect(rules.body.payload.rules_on_since).toEqual(expect.any(String));
    const [product] = await plainProducts(database, 1, 5, 1);
    for (const pincode of ['560001', '560001', '110001']) {
      const shopper = await loginByOtp(database);
      const addressId = await addAddress(database, shopper, { pincode });
      await putInCart(database, shopper, product.id, 1);
      const refused = await cashOrder(database, { ...shopper, addressId });
      expect(refused.status).toBe(409);
    }
    // The COD history of all time (the span does not matter here): finished COD orders only.
    const cod = history.filter((o) => o.paymentmode === 'cash' && ['delivered', 'rto'].includes(o.status));
    const rateAt = (pincode: string) => {
      const mine = cod.filter((o) => o.pincode === pincode);
      return { finished: mine.length, rto: mine.filter((o) => o.status === 'rto').length };
    };
    const storeRate = cod.filter((o) => o.status === 'rto').length / cod.length;
    const at560 = rateAt('560001');
    const at110 = rateAt('110001');
    expect(at560.finished).toBeGreaterThanOrEqual(5); // its own rate speaks
    expect(at110.finished).toBeLessThan(5); // the store's rate speaks
    const expectedPaise = Math.round((2 * (at560.rto / at560.finished) + storeRate) * 2 * FREIGHT * 100);

    const view = (await sellerApi(database, 'cod/rto', { from: FROM, to: TO }, { cookie: manager.cookie })).body.payload;
    expect(view.saved).toEqual({
      since: rules.body.payload.rules_on_since,
      refused: 3,
      by_rule: { min_value: 0, max_value: 3, customer_rtos: 0, pincode_rto: 0, open_orders: 0 },
      store_cod_rate: Math.round((cod.filter((o) => o.status === 'rto').length / cod.length) * 1000) / 10,
      estimated_avoided: expectedPaise / 100,
    });
  });

  it('what confirmation saved: COD orders cancelled from the link or never confirmed, each at its pincode\'s COD RTO rate or the store\'s, times two freights', async () => {
    await sellerApi(database, 'cod/save-rules', { freight_estimate: FREIGHT }, { cookie: manager.cookie });
    const [product] = await plainProducts(database, 1, 10, 1);
    const waitingOrderAt = async (pincode: string) => {
      const shopper = await loginByOtp(database);
      const addressId = await addAddress(database, shopper, { pincode });
      await putInCart(database, shopper, product.id, 1);
      const placed = await cashOrder(database, { ...shopper, addressId }, {}, { confirm: false });
      expect(placed.body.payload.status, JSON.stringify(placed.body)).toBe('awaiting_confirmation');
      return placed.body.payload.order_id as number;
    };
    const cancelled = await waitingOrderAt('560001');
    await waitingOrderAt('560001');
    await waitingOrderAt('110001');
    const confirmed = await waitingOrderAt('110001');
    expect((await api(database, 'store/cancelCod', { token: await codConfirmToken(database, cancelled) })).status).toBe(200);
    expect((await api(database, 'store/confirmCod', { token: await codConfirmToken(database, confirmed) })).status).toBe(200);
    // A day and an hour later the two left waiting have expired (the job queue, a moved clock).
    const later = new Date(Date.now() + 25 * 60 * 60_000);
    await runDueJobs(database, { now: () => later });

    const cod = history.filter((o) => o.paymentmode === 'cash' && ['delivered', 'rto'].includes(o.status));
    const rateAt = (pincode: string) => {
      const mine = cod.filter((o) => o.pincode === pincode);
      return mine.length >= 5 ? mine.filter((o) => o.status === 'rto').length / mine.length : cod.filter((o) => o.status === 'rto').length / cod.length;
    };
    // Not shipped: the cancelled and the expired one at 560001, the expired one at 110001.
    const expectedPaise = Math.round((2 * rateAt('560001') + rateAt('110001')) * 2 * FREIGHT * 100);
    const view = (await sellerApi(database, 'cod/rto', { from: FROM, to: TO }, { cookie: manager.cookie })).body.payload;
    expect(view.confirmation_saved).toEqual({ since: expect.any(String), cancelled: 1, expired: 2, estimated_avoided: expectedPaise / 100 });
    expect(expectedPaise).toBeGreaterThan(0);
  });

  it('without a freight estimate, the returns cost nothing known; the dates default to the last 12 weeks', async () => {
    await sellerApi(database, 'cod/save-rules', {}, { cookie: manager.cookie });
    const view = (await sellerApi(database, 'cod/rto', {}, { cookie: manager.cookie })).body.payload;
    expect(view.freight_estimate).toBeNull();
    expect(view.total.cost).toBe(0);
    const days = (Date.parse(view.to) - Date.parse(view.from)) / 86_400_000;
    expect(days).toBe(83);
  });
});
