// The seller's courier list (docs/rules/shipping.md#the-courier-list): every role reads it,
// owners and managers keep it (audited, a bad regular expression or tracking address is a
// 400 naming its field); shipping by hand names a listed courier and an AWB of its format,
// and writes the order's shipment row; the shipped message links the courier's tracking
// page (the SMS the shop's own); courierForName finds or adds a courier; and migration 028
// folds an old database's typed names ("delhivery", "Delhivery") into one courier.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { migrateTo, migrateToLatest } from '@/lib/db/migrate';
import { writeTransaction } from '@/lib/db';
import { store } from '@/lib/config';
import { courierForName, trackingLinkFor } from '@/lib/shipping/couriers';
import { addPincodes, cashOrder, loginByOtp, plainProducts, readyShopper, type ProductRow } from './session';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 1, 10, 1);
  await database.db.updateTable('products').set({ stock: 200 }).where('id', '=', products[0]!.id).execute();
  manager = await addTestStaff(database, 'manager');
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});

const save = (body: Record<string, unknown>, staff = manager) => sellerApi(database, 'couriers/save', body, { cookie: staff.cookie });
const move = (orderId: number, to: string, extra: Record<string, unknown> = {}) => sellerApi(database, 'orders/transition', { order_id: orderId, to, ...extra }, { cookie: packer.cookie });

/** A confirmed cash order moved to packed, ready to ship. */
async function packedOrder(): Promise<{ orderId: number; orderString: string; customerId: number }> {
  const shopper = await readyShopper(database, [[products[0]!, 1]]);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.payload.order_id as number;
  for (const to of ['confirmed', 'packed']) expect((await move(orderId, to)).status).toBe(200);
  return { orderId, orderString: placed.body.payload.order_string, customerId: shopper.customerId };
}
const orderRow = (orderId: number) => database.db.selectFrom('orders').select(['status', 'courier', 'awb']).where('id', '=', orderId).executeTakeFirstOrThrow();
const shipmentsOf = (orderId: number) => database.db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).execute();

describe('couriers/list and couriers/save', () => {
  it('the demo list holds the common Indian couriers, and every role reads it', async () => {
    const answer = await sellerApi(database, 'couriers/list', {}, { cookie: packer.cookie });
    expect(answer.status).toBe(200);
    const names = answer.body.payload.map((c: any) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Delhivery', 'Blue Dart', 'Ekart', 'DTDC', 'Xpressbees', 'Shadowfax', 'India Post']));
    expect(answer.body.payload.find((c: any) => c.name === 'Delhivery')).toMatchObject({ tracking_url: 'https://www.delhivery.com/track/package/{awb}', active: true });
    expect(answer.body.payload.find((c: any) => c.name === 'India Post')).toMatchObject({ tracking_url: null, awb_pattern: '[A-Z]{2}\\d{9}IN' });
    expect((await sellerApi(database, 'couriers/list', {})).status).toBe(401);
  });

  it('a manager adds and changes a courier, each audited; a packer gets 403 and changes nothing', async () => {
    const name = `Trackon ${Date.now()}`;
    const refused = await save({ name }, packer);
    expect(refused.status).toBe(403);
    expect(await database.db.selectFrom('couriers').select('id').where('name', '=', name).executeTakeFirst()).toBeUndefined();

    const added = await save({ name, tracking_url: 'https://trackon.example/track?awb={awb}', awb_pattern: '\\d{9}', awb_hint: '9 digits' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe('Courier saved');
    const row = added.body.payload.find((c: any) => c.name === name);
    expect(row).toMatchObject({ tracking_url: 'https://trackon.example/track?awb={awb}', awb_pattern: '\\d{9}', awb_hint: '9 digits', active: true });

    const changed = await save({ courier_id: row.courier_id, name, awb_pattern: '\\d{10}', awb_hint: '10 digits', active: false });
    expect(changed.status).toBe(200);
    expect(changed.body.payload.find((c: any) => c.courier_id === row.courier_id)).toMatchObject({ awb_pattern: '\\d{10}', tracking_url: null, active: false });

    const audit = await database.db.selectFrom('audit_log').select(['action', 'staff_email', 'before', 'after']).where('object_type', '=', 'courier').where('object_id', '=', String(row.courier_id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['courier.save', 'courier.save']);
    expect(audit[0]!.staff_email).toBe(manager.email);
    expect(audit[0]!.before).toBeNull();
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ awb_pattern: '\\d{9}', active: true });
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ awb_pattern: '\\d{10}', active: false });
  });

  it('bad input is 400 naming the field: a pattern that is no regular expression, an address without {awb}, a name the list has in another case', async () => {
    const before = Number((await database.db.selectFrom('couriers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const badPattern = await save({ name: `Bad ${Date.now()}`, awb_pattern: '[0-9' });
    expect(badPattern.status).toBe(400);
    expect(Object.keys(badPattern.body.errors)).toEqual(['awb_pattern']);
    expect(badPattern.body.errors.awb_pattern).toMatch(/^is not a regular expression/);
    const noAwb = await save({ name: `Bad ${Date.now()}`, tracking_url: 'https://courier.example/track' });
    expect(noAwb.status).toBe(400);
    expect(noAwb.body.errors).toEqual({ tracking_url: 'must contain {awb} where the AWB goes' });
    const notWeb = await save({ name: `Bad ${Date.now()}`, tracking_url: 'javascript:alert(1)//{awb}' });
    expect(notWeb.status).toBe(400);
    expect(Object.keys(notWeb.body.errors)).toEqual(['tracking_url']);
    const twin = await save({ name: '  delhivery ' });
    expect(twin.status).toBe(400);
    expect(Object.keys(twin.body.errors)).toEqual(['name']);
    const empty = await save({ name: '' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['name']);
    expect(Number((await database.db.selectFrom('couriers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });
});

describe('shipping by hand', () => {
  it('takes a listed courier in any case, stores the list\'s spelling, and writes the shipment row in the same move', async () => {
    const { orderId } = await packedOrder();
    const shipped = await move(orderId, 'shipped', { courier: ' blue DART ', awb: '77001234568' });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.payload.order).toMatchObject({ status: 'shipped', courier: 'Blue Dart', awb: '77001234568' });
    const [shipment, ...more] = await shipmentsOf(orderId);
    expect(more).toHaveLength(0);
    expect(shipment).toMatchObject({ provider: 'manual', booking_key: `order:${orderId}`, direction: 'forward', awb: '77001234568', courier_name: 'Blue Dart', status: 'picked_up' });
    const audit = await database.db.selectFrom('audit_log').select('after').where('action', '=', 'order.transition').where('object_id', '=', String(orderId)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ status: 'shipped', courier: 'Blue Dart', awb: '77001234568' });
  });

  it('refuses a courier not in the list, one taken off it, an AWB of another format and an AWB another parcel has: 400 naming the field, nothing moved', async () => {
    const { orderId } = await packedOrder();
    const unknown = await move(orderId, 'shipped', { courier: 'Delhivary', awb: 'DLV999' + orderId });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['courier']);

    const offName = `Retired ${Date.now()}`;
    expect((await save({ name: offName, active: false })).status).toBe(200);
    const off = await move(orderId, 'shipped', { courier: offName, awb: 'X1' });
    expect(off.status).toBe(400);
    expect(Object.keys(off.body.errors)).toEqual(['courier']);

    const format = await move(orderId, 'shipped', { courier: 'Blue Dart', awb: 'BD7700123' });
    expect(format.status).toBe(400);
    expect(format.body.errors).toEqual({ awb: 'is not a Blue Dart AWB (11 digits)' });
    expect(format.body.message).toBe('AWB is not a Blue Dart AWB (11 digits).');
    const post = await move(orderId, 'shipped', { courier: 'India Post', awb: 'EE12345678IN' });
    expect(post.status).toBe(400);
    expect(Object.keys(post.body.errors)).toEqual(['awb']);

    const other = await packedOrder();
    expect((await move(other.orderId, 'shipped', { courier: 'India Post', awb: 'ee123456789in' })).status).toBe(200);
    const taken = await move(orderId, 'shipped', { courier: 'India Post', awb: 'ee123456789in' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ awb: `is already the AWB of order ${other.orderString}` });

    expect(await orderRow(orderId)).toEqual({ status: 'packed', courier: null, awb: null });
    expect(await shipmentsOf(orderId)).toHaveLength(0);
    expect(await database.db.selectFrom('tax_documents').select('id').where('order_id', '=', orderId).execute()).toHaveLength(0);
  });

  it('leaves a shipment a courier booking made as it is', async () => {
    const { orderId } = await packedOrder();
    const at = new Date().toISOString();
    await database.db.insertInto('shipments').values({
      company_id: store.companyId, store_id: store.storeId, order_id: orderId, booking_key: `order:${orderId}`, provider: 'test', awb: `TST${orderId}`, courier_name: 'Delhivery', status: 'booked', updated_at: at,
    }).execute();
    expect((await move(orderId, 'shipped', { courier: 'Delhivery', awb: `TST${orderId}` })).status).toBe(200);
    const shipments = await shipmentsOf(orderId);
    expect(shipments).toHaveLength(1);
    expect(shipments[0]).toMatchObject({ provider: 'test', status: 'booked' });
  });
});

describe('the shipped message', () => {
  async function shippedMessages(courier: string, awb: string) {
    const { orderId, orderString, customerId } = await packedOrder();
    await database.db.updateTable('customers').set({ email: `buyer${customerId}@example.in` }).where('id', '=', customerId).execute();
    expect((await move(orderId, 'shipped', { courier, awb })).status).toBe(200);
    const messages = await database.db.selectFrom('messages').select(['channel', 'body']).where('order_id', '=', orderId).where('event', '=', 'orderShipped').execute();
    return { orderString, sms: messages.find((m) => m.channel === 'sms')!.body, email: messages.find((m) => m.channel === 'email')!.body };
  }

  it("links the courier's tracking page with the AWB by e-mail, and the shop's tracking page by SMS (the one address whitelisted with DLT)", async () => {
    const { orderString, sms, email } = await shippedMessages('Delhivery', 'DLV7700000001');
    expect(email).toContain('Track it at https://www.delhivery.com/track/package/DLV7700000001');
    expect(sms).toContain(`Track it at ${store.siteUrl}/track?order=${orderString}`);
    expect(sms).not.toContain('delhivery.com');
  });

  it("links the shop's tracking page when the courier has no tracking page of its own", async () => {
    const { orderString, email } = await shippedMessages('DTDC', `D${Date.now().toString().slice(-9)}`);
    expect(email).toContain(`Track it at ${store.siteUrl}/track?order=${orderString}`);
  });
});

describe('trackingLinkFor and courierForName', () => {
  it('fills {awb} in the courier\'s address, escaped; without an address or an AWB it is the shop\'s page', () => {
    expect(trackingLinkFor({ tracking_url: 'https://c.example/t/{awb}?x=1' }, ' AB 12/3 ', 'OB1')).toBe('https://c.example/t/AB%2012%2F3?x=1');
    expect(trackingLinkFor({ tracking_url: null }, 'AB123', 'OB 1')).toBe(`${store.siteUrl}/track?order=OB%201`);
    expect(trackingLinkFor({ tracking_url: 'https://c.example/t/{awb}' }, null, 'OB1')).toBe(`${store.siteUrl}/track?order=OB1`);
    expect(trackingLinkFor(undefined, 'AB123', 'OB1')).toBe(`${store.siteUrl}/track?order=OB1`);
  });

  it('finds a courier whatever its case and spacing, and adds one the list lacks, once', async () => {
    const found = await writeTransaction(database, (tx) => courierForName(tx, store, '  DELHIVERY '));
    const listed = await database.db.selectFrom('couriers').select(['id', 'name']).where('name', '=', 'Delhivery').executeTakeFirstOrThrow();
    expect(found).toEqual({ id: Number(listed.id), name: 'Delhivery' });
    const name = `Amazon  Shipping ${Date.now()}`;
    const added = await writeTransaction(database, (tx) => courierForName(tx, store, name));
    expect(added.name).toBe(name.replace(/\s+/g, ' '));
    const again = await writeTransaction(database, (tx) => courierForName(tx, store, name.toLowerCase()));
    expect(again).toEqual(added);
    const rows = await database.db.selectFrom('couriers').select(['active', 'awb_pattern']).where('name_key', '=', added.name.toLowerCase()).execute();
    expect(rows).toEqual([{ active: 1, awb_pattern: null }]);
  });
});

describe('migration 028 on an old database', () => {
  let old: TestDatabase;
  afterAll(async () => {
    await old?.close();
  });

  it('folds the typed courier names of orders and remittances into one courier each, spelt as most orders spell it', async () => {
    old = await createTestDatabase({ seed: false });
    const customerId = (await loginByOtp(old)).customerId;
    await migrateTo(old.db, old.dialect, '027-shipping');
    let seq = 0;
    const order = (courier: string | null) =>
      old.db.insertInto('orders').values({
        company_id: 191, store_id: 139, order_string: `OBOLD${String(++seq).padStart(8, '0')}`, customer_id: customerId, address_id: null,
        delivered_name: 'Old', delivered_house_no: '1', delivered_street: 'Street', delivered_city: 'City', delivered_state: 'Karnataka', delivered_pincode: '560001', delivered_contact: '9876543210',
        paymentmode: 'cash', status: 'delivered', payment_status: 'paid',
        subtotal_paise: 100_000, mrp_total_paise: 120_000, delivery_charge_paise: 0, handling_fee_paise: 0, digital_discount_paise: 0, coupon_value_paise: 0, total_paid_paise: 100_000, total_saving_paise: 20_000,
        slot_id: 1, slot_date: '2026-01-10', start_time: '10:00 AM', end_time: '07:00 PM', delivery_date: '2026-01-12', idempotency_key: null,
        courier, created_at: '2026-01-10T06:00:00.000Z', updated_at: '2026-01-10T06:00:00.000Z',
      }).execute();
    for (const courier of ['delhivery', 'Delhivery', 'Delhivery', ' DELHIVERY', 'Blue Dart', 'blue dart', null]) await order(courier);
    // An old remittance typed in yet another case (columns of migration 006 only).
    await sql`insert into cod_remittances (company_id, store_id, courier, remitted_on, reference, amount_paise, staff_id) values (191, 139, 'delhivery', '2026-01-20', 'UTR-OLD', 100000, 1)`.execute(old.db);

    await migrateToLatest(old.db, old.dialect);

    const couriers = await old.db.selectFrom('couriers').select(['id', 'name', 'name_key', 'active', 'company_id', 'store_id']).orderBy('name_key').execute();
    expect(couriers.map((c) => ({ ...c, id: undefined }))).toEqual([
      { id: undefined, name: 'Blue Dart', name_key: 'blue dart', active: 1, company_id: 191, store_id: 139 },
      { id: undefined, name: 'Delhivery', name_key: 'delhivery', active: 1, company_id: 191, store_id: 139 },
    ]);
    const orders = await old.db.selectFrom('orders').select('courier').orderBy('id').execute();
    expect(orders.map((o) => o.courier)).toEqual(['Delhivery', 'Delhivery', 'Delhivery', 'Delhivery', 'Blue Dart', 'Blue Dart', null]);
    const remittance = await old.db.selectFrom('cod_remittances').select(['courier', 'courier_id', 'freight_paise', 'cod_charges_paise']).executeTakeFirstOrThrow();
    expect(remittance).toEqual({ courier: 'Delhivery', courier_id: Number(couriers[1]!.id), freight_paise: 0, cod_charges_paise: 0 });
  });
});
