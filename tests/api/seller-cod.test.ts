// The COD ledger (docs/rules/seller.md#cod-ledger): delivered cash orders are held by
// their courier until remitted; outstanding per courier and age, flagged after the due
// days; a remittance covers several orders in one audited transaction, and an order is
// remitted once (409 naming it, nothing written). Orders are set delivered directly in
// the database for the setup (the order desk makes the real moves).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { addPincodes, cashOrder, plainProducts, readyShopper, type ProductRow } from './session';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;

const DAY_MS = 24 * 60 * 60 * 1000;
// Couriers of this file only, so the figures are ours whatever else the database holds.
const BLUEDART = `Blue Dart ${Date.now()}`;
const EKART = `Ekart ${Date.now()}`;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 30, 1);
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

/** This file's couriers are added to the seller's list once (a remittance names a listed courier). */
const listed = new Set<string>();
async function listCourier(courier: string): Promise<void> {
  if (listed.has(courier)) return;
  const saved = await sellerApi(database, 'couriers/save', { name: courier }, { cookie: manager.cookie });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  listed.add(courier);
}

/** A cash order delivered `daysAgo` days ago by `courier`. */
async function delivered(courier: string, daysAgo: number): Promise<{ orderId: number; orderString: string; total: number }> {
  await listCourier(courier);
  const who = await readyShopper(database, [[products[0], 1]]);
  const placed = await cashOrder(database, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.payload.order_id as number;
  await database.db
    .updateTable('orders')
    .set({ status: 'delivered', payment_status: 'paid', courier, awb: `AWB${orderId}`, delivered_at: new Date(Date.now() - daysAgo * DAY_MS - 60_000).toISOString() })
    .where('id', '=', orderId)
    .execute();
  return { orderId, orderString: placed.body.payload.order_string, total: placed.body.payload.total_paid_amount };
}

const outstanding = async () => {
  const answer = await sellerApi(database, 'cod/outstanding', {}, { cookie: manager.cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.payload;
};
const round = (n: number) => Math.round(n * 100) / 100;
const remittanceCount = async () => Number((await database.db.selectFrom('cod_remittances').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('cod/outstanding', () => {
  it('groups what each courier holds by age since delivery and flags orders held over 10 days', async () => {
    const fresh = await delivered(BLUEDART, 1);
    const week = await delivered(BLUEDART, 5);
    const old = await delivered(BLUEDART, 12);
    const ekart = await delivered(EKART, 9);
    // Not held by a courier: a cash order not delivered yet.
    const notYet = await cashOrder(database, await readyShopper(database, [[products[0], 1]]));

    const payload = await outstanding();
    expect(payload.due_days).toBe(10);
    const blue = payload.couriers.find((c: any) => c.courier === BLUEDART);
    expect(blue).toEqual({
      courier: BLUEDART,
      count: 3,
      amount: round(fresh.total + week.total + old.total),
      buckets: {
        '0-3': { count: 1, amount: fresh.total },
        '4-7': { count: 1, amount: week.total },
        '8-10': { count: 0, amount: 0 },
        'over-10': { count: 1, amount: old.total },
      },
    });
    const ek = payload.couriers.find((c: any) => c.courier === EKART);
    expect(ek).toMatchObject({ count: 1, amount: ekart.total, buckets: { '8-10': { count: 1, amount: ekart.total } } });

    const flagged = payload.overdue.map((o: any) => o.order_id);
    expect(flagged).toContain(old.orderId);
    expect(flagged).not.toContain(ekart.orderId);
    expect(flagged).not.toContain(fresh.orderId);
    expect(payload.overdue.find((o: any) => o.order_id === old.orderId)).toMatchObject({ order_string: old.orderString, courier: BLUEDART, age_days: 12, overdue: true, amount: old.total });
    expect(payload.orders.map((o: any) => o.order_id)).not.toContain(notYet.body.payload.order_id);
  });

  it('is for owner and manager: a packer gets 403', async () => {
    const packer = await addTestStaff(database, 'packer');
    expect((await sellerApi(database, 'cod/outstanding', {}, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'cod/record-remittance', { courier: 'X', remitted_on: '2026-01-01', reference: 'UTR1', order_ids: [1] }, { cookie: packer.cookie })).status).toBe(403);
  });
});

describe('cod/record-remittance', () => {
  it('one remittance covers two orders: their total, audited, and they leave the outstanding, which the answer carries', async () => {
    const courier = `Shadowfax ${Date.now()}`;
    const a = await delivered(courier, 2);
    const b = await delivered(courier, 11);
    const owner = await addTestStaff(database, 'owner');
    const answer = await sellerApi(database, 'cod/record-remittance', { courier, remitted_on: '2026-11-20', reference: 'UTR000123456789', order_ids: [a.orderId, b.orderId] }, { cookie: owner.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Remittance recorded');
    const remittance = answer.body.payload.remittance;
    expect(remittance).toMatchObject({
      courier, remitted_on: '2026-11-20', reference: 'UTR000123456789', amount: round(a.total + b.total), staff_email: owner.email,
      orders: [
        { order_id: a.orderId, order_string: a.orderString, amount: a.total },
        { order_id: b.orderId, order_string: b.orderString, amount: b.total },
      ],
    });
    const audit = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'cod.remittance').where('object_id', '=', String(remittance.remittance_id)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after!)).toMatchObject({ courier, order_ids: [a.orderId, b.orderId], amount: round(a.total + b.total) });

    const payload = await outstanding();
    expect(payload.couriers.find((c: any) => c.courier === courier)).toBeUndefined();
    expect(payload.overdue.map((o: any) => o.order_id)).not.toContain(b.orderId);
    // The answer carries what the couriers still hold, as cod/outstanding reads it, so the console needs no second read.
    expect(answer.body.payload.outstanding).toEqual(payload);

    const list = await sellerApi(database, 'cod/remittances', {}, { cookie: manager.cookie });
    expect(list.status).toBe(200);
    expect(list.body.payload.remittances[0]).toMatchObject({ remittance_id: remittance.remittance_id, reference: 'UTR000123456789' });
  });

  it('a second remittance of an order already remitted is 409 naming it, and writes nothing', async () => {
    const courier = `XpressBees ${Date.now()}`;
    const a = await delivered(courier, 3);
    const b = await delivered(courier, 4);
    const first = await sellerApi(database, 'cod/record-remittance', { courier, remitted_on: '2026-11-21', reference: 'UTR-A', order_ids: [a.orderId] }, { cookie: manager.cookie });
    expect(first.status).toBe(200);
    const before = await remittanceCount();
    const audits = async () => (await database.db.selectFrom('audit_log').select('id').where('action', '=', 'cod.remittance').execute()).length;
    const auditBefore = await audits();

    const again = await sellerApi(database, 'cod/record-remittance', { courier, remitted_on: '2026-11-22', reference: 'UTR-B', order_ids: [b.orderId, a.orderId] }, { cookie: manager.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Order ${a.orderString} is already in a remittance.`);
    expect(await remittanceCount()).toBe(before);
    expect(await audits()).toBe(auditBefore);
    const line = await database.db.selectFrom('cod_remittance_orders').select('order_id').where('order_id', '=', b.orderId).executeTakeFirst();
    expect(line).toBeUndefined();
    expect((await outstanding()).orders.map((o: any) => o.order_id)).toContain(b.orderId);
  });

  it('an order of another courier, not delivered, or not cash is 409 naming it', async () => {
    const courier = `DTDC ${Date.now()}`;
    const mine = await delivered(courier, 1);
    const theirs = await delivered(`${courier} other`, 1);
    const refused = await sellerApi(database, 'cod/record-remittance', { courier, remitted_on: '2026-11-21', reference: 'UTR-C', order_ids: [mine.orderId, theirs.orderId] }, { cookie: manager.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Order ${theirs.orderString} is not a delivered cash order of ${courier} waiting for remittance.`);
    const placed = await cashOrder(database, await readyShopper(database, [[products[0], 1]]));
    const notDelivered = await sellerApi(database, 'cod/record-remittance', { courier, remitted_on: '2026-11-21', reference: 'UTR-D', order_ids: [placed.body.payload.order_id] }, { cookie: manager.cookie });
    expect(notDelivered.status).toBe(409);
    expect((await outstanding()).orders.map((o: any) => o.order_id)).toContain(mine.orderId);
  });

  it('bad input is 400 with field errors', async () => {
    const bad = await sellerApi(database, 'cod/record-remittance', { courier: '', remitted_on: '2026-02-30', reference: '', order_ids: [5, 5] }, { cookie: manager.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['courier', 'remitted_on', 'reference', 'order_ids']));
    const none = await sellerApi(database, 'cod/record-remittance', { courier: 'A', remitted_on: '2026-02-03', reference: 'R', order_ids: [] }, { cookie: manager.cookie });
    expect(none.status).toBe(400);
  });
});

describe('the remittance\'s courier and deductions', () => {
  it('records freight and COD charges beside the gross, net = gross - deductions, on the answer, the list and the audit line', async () => {
    const courier = `Ekart Net ${Date.now()}`;
    const a = await delivered(courier, 2);
    const b = await delivered(courier, 3);
    const gross = round(a.total + b.total);
    // The courier named in another case is the list's courier.
    const answer = await sellerApi(database, 'cod/record-remittance', { courier: courier.toUpperCase(), remitted_on: '2026-11-26', reference: 'UTR-NET-1', order_ids: [a.orderId, b.orderId], freight: '85.50', cod_charges: 40 }, { cookie: manager.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const courierId = (await database.db.selectFrom('couriers').select('id').where('name', '=', courier).executeTakeFirstOrThrow()).id;
    expect(answer.body.payload.remittance).toMatchObject({ courier, courier_id: Number(courierId), amount: gross, freight: 85.5, cod_charges: 40, net: round(gross - 125.5) });
    const list = await sellerApi(database, 'cod/remittances', {}, { cookie: manager.cookie });
    expect(list.body.payload.remittances.find((r: any) => r.reference === 'UTR-NET-1')).toMatchObject({ amount: gross, freight: 85.5, cod_charges: 40, net: round(gross - 125.5) });
    const audit = await database.db.selectFrom('audit_log').select('after').where('action', '=', 'cod.remittance').where('object_id', '=', String(answer.body.payload.remittance.remittance_id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ courier, amount: gross, freight: 85.5, cod_charges: 40, net: round(gross - 125.5) });
  });

  it('deductions above the gross are 400 naming both fields; a courier not in the list is 400 naming courier; nothing is written', async () => {
    const courier = `Shadowfax Net ${Date.now()}`;
    const a = await delivered(courier, 1);
    const before = await remittanceCount();
    const above = await sellerApi(database, 'cod/record-remittance', { courier, remitted_on: '2026-11-26', reference: 'UTR-NET-2', order_ids: [a.orderId], freight: a.total, cod_charges: 1 }, { cookie: manager.cookie });
    expect(above.status).toBe(400);
    expect(Object.keys(above.body.errors).sort()).toEqual(['cod_charges', 'freight']);
    const negative = await sellerApi(database, 'cod/record-remittance', { courier, remitted_on: '2026-11-26', reference: 'UTR-NET-3', order_ids: [a.orderId], freight: -5 }, { cookie: manager.cookie });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.errors)).toEqual(['freight']);
    const unknown = await sellerApi(database, 'cod/record-remittance', { courier: `Nobody ${Date.now()}`, remitted_on: '2026-11-26', reference: 'UTR-NET-4', order_ids: [a.orderId] }, { cookie: manager.cookie });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['courier']);
    expect(await remittanceCount()).toBe(before);
    expect((await outstanding()).orders.map((o: any) => o.order_id)).toContain(a.orderId);
  });
});
