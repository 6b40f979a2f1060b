// Units (docs/rules/products.md#units, docs/rules/seller.md#packing-with-a-unit): staff
// enter a product's serial or IMEI numbers and its stock becomes their count; a shopper's
// order takes one; the packer must pick an in-stock unit of that product per piece to
// pack, and of two packers picking one unit at once exactly one wins; a cancel after
// packing puts the unit back. Throughout, for a product sold by unit:
//   stock = units in stock - pieces ordered and not yet picked.
// The shopper's order page and the GST invoice name the unit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { GET as invoiceRoute } from '@/app/(console)/seller/orders/[orderId]/invoice.pdf/route';
import { addPincodes, api, cashOrder, plainProducts, readyShopper, stockOf, type ProductRow, type ReadyShopper } from './session';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { pdfPages } from './pdf-text';

let database: TestDatabase;
let manager: TestStaff;
let packer: TestStaff;
let phone: ProductRow; // sold by IMEI
let laptop: ProductRow; // sold by serial number
let plain: ProductRow; // not sold by unit

const IMEIS = ['490154203237518', '356938035643809', '352099001761481'];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  [phone, laptop, plain] = await plainProducts(database, 3, 3, 2);
  manager = await addTestStaff(database, 'manager');
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});

const units = (productId: number, staff = manager) => sellerApi(database, 'products/units', { product_id: productId }, { cookie: staff.cookie });
const soldByUnit = (productId: number, on: boolean, staff = manager) => sellerApi(database, 'products/sold-by-unit', { product_id: productId, on }, { cookie: staff.cookie });
const addUnits = (productId: number, list: { serial: string; kind: 'imei' | 'serial'; grade?: string }[], staff = manager) =>
  sellerApi(database, 'products/units-add', { product_id: productId, units: list }, { cookie: staff.cookie });
const transition = (orderId: number, body: Record<string, unknown>, staff = packer) => sellerApi(database, 'orders/transition', { order_id: orderId, ...body }, { cookie: staff.cookie });

/** The invariant, read from the database: stock = units in stock - pieces ordered and not yet picked. */
async function expectInvariant(productId: number): Promise<void> {
  const inStock = await database.db.selectFrom('product_units').select((eb) => eb.fn.countAll<number>().as('n')).where('product_id', '=', productId).where('status', '=', 'in_stock').executeTakeFirstOrThrow();
  const waiting = await database.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('n'))
    .where('order_items.product_id', '=', productId)
    .where('order_items.cancel_status', '=', 0)
    .where('order_items.packed_action', '=', 0)
    .where('orders.status', 'in', ['pending_payment', 'placed', 'confirmed'])
    .executeTakeFirstOrThrow();
  expect(await stockOf(database, productId)).toBe(Number(inStock.n) - Number(waiting.n));
}

async function unitRows(productId: number) {
  return database.db.selectFrom('product_units').select(['id', 'serial', 'status', 'order_item_id']).where('product_id', '=', productId).orderBy('id').execute();
}

async function placeOrder(lines: [ProductRow, number][]): Promise<{ shopper: ReadyShopper; orderId: number; items: { id: number; product_id: number }[] }> {
  const shopper = await readyShopper(database, lines);
  const placed = await cashOrder(database, shopper);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.payload.order_id as number;
  const items = await database.db.selectFrom('order_items').select(['id', 'product_id']).where('order_id', '=', orderId).orderBy('id').execute();
  return { shopper, orderId, items: items.map((i) => ({ id: Number(i.id), product_id: Number(i.product_id) })) };
}

const itemOf = (order: { items: { id: number; product_id: number }[] }, product: ProductRow) => order.items.find((i) => i.product_id === product.id)!.id;

async function orderState(orderId: number) {
  const order = await database.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const items = await database.db.selectFrom('order_items').select(['packed_action', 'unit_picks']).where('order_id', '=', orderId).execute();
  return { status: order.status, items: items.map((i) => ({ packed: Number(i.packed_action), picks: i.unit_picks })) };
}

async function auditActions(objectType: 'product' | 'order', objectId: number): Promise<{ action: string; after: string | null }[]> {
  return database.db.selectFrom('audit_log').select(['action', 'after']).where('object_type', '=', objectType).where('object_id', '=', String(objectId)).orderBy('id').execute();
}

describe('entering units', () => {
  it('turning on selling by unit sets stock from the units (none yet: 0); adding units makes stock their count; audited', async () => {
    expect(await stockOf(database, phone.id)).toBeGreaterThan(0);
    const on = await soldByUnit(phone.id, true);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.payload).toMatchObject({ sold_by_unit: true, stock: 0, in_stock: 0, waiting: 0, units: [] });
    expect(await stockOf(database, phone.id)).toBe(0);

    const added = await addUnits(phone.id, [{ serial: IMEIS[0]!, kind: 'imei', grade: 'A' }, { serial: '35-693803-564380-9', kind: 'imei' }]);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.payload.stock).toBe(2);
    expect(added.body.payload.units.map((u: { serial: string; status: string }) => [u.serial, u.status])).toEqual([[IMEIS[1], 'in_stock'], [IMEIS[0], 'in_stock']]);
    expect(await stockOf(database, phone.id)).toBe(2);
    await expectInvariant(phone.id);

    // The storefront sells what the units allow.
    const detail = await api(database, 'store/productDetail', { product_id: phone.id });
    expect(JSON.stringify(detail.body)).toContain('"stock":2');

    const audit = await auditActions('product', phone.id);
    expect(audit.map((a) => a.action)).toEqual(['product.sold_by_unit', 'product.units_add']);
    expect(audit[1]!.after).toContain(IMEIS[0]);
  });

  it('refuses a bad IMEI, a serial twice, or one entered already, naming the line; nothing is written', async () => {
    const before = await unitRows(phone.id);
    const wrongDigit = await addUnits(phone.id, [{ serial: IMEIS[2]!, kind: 'imei' }, { serial: '490154203237519', kind: 'imei' }]);
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.body.message).toMatch(/Line 2: .*check digit/);
    expect(wrongDigit.body.errors).toHaveProperty(['units.1.serial']);
    const short = await addUnits(phone.id, [{ serial: '4901542032375', kind: 'imei' }]);
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/Line 1: .*15 digits/);
    const twice = await addUnits(phone.id, [{ serial: IMEIS[2]!, kind: 'imei' }, { serial: IMEIS[2]!, kind: 'imei' }]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/Line 2: .*twice/);
    const taken = await addUnits(laptop.id, [{ serial: IMEIS[0]!, kind: 'serial' }]);
    expect(taken.status).toBe(409); // the laptop is not sold by unit yet
    expect((await soldByUnit(laptop.id, true)).status).toBe(200);
    const again = await addUnits(laptop.id, [{ serial: 'SN-LAP-1', kind: 'serial' }, { serial: IMEIS[0]!, kind: 'serial' }]);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/Line 2: .*entered already/);
    const badSerial = await addUnits(laptop.id, [{ serial: 'has space', kind: 'serial' }]);
    expect(badSerial.status).toBe(400);
    expect(await unitRows(phone.id)).toEqual(before);
    expect(await unitRows(laptop.id)).toEqual([]);
    expect(await stockOf(database, laptop.id)).toBe(0);
  });

  it('a packer reads units but may not add, remove or turn selling by unit on (403)', async () => {
    expect((await units(phone.id, packer)).status).toBe(200);
    expect((await addUnits(phone.id, [{ serial: IMEIS[2]!, kind: 'imei' }], packer)).status).toBe(403);
    const unit = (await unitRows(phone.id))[0]!;
    expect((await sellerApi(database, 'products/unit-remove', { unit_id: Number(unit.id) }, { cookie: packer.cookie })).status).toBe(403);
    expect((await soldByUnit(plain.id, true, packer)).status).toBe(403);
    expect(await unitRows(phone.id)).toHaveLength(2);
  });

  it('the editor keeps the stock of a product sold by unit; the bulk edit refuses to change it', async () => {
    const row = await database.db.selectFrom('products').select(['name', 'brand_id', 'category_id', 'mrp_paise', 'selling_price_paise']).where('id', '=', phone.id).executeTakeFirstOrThrow();
    const saved = await sellerApi(database, 'products/save', {
      product_id: phone.id, name: row.name, brand_id: Number(row.brand_id), category_id: Number(row.category_id), mrp: Number(row.mrp_paise) / 100, selling_price: Number(row.selling_price_paise) / 100, stock: 50,
    }, { cookie: manager.cookie });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await stockOf(database, phone.id)).toBe(2);
    const bulk = await sellerApi(database, 'products/bulk-update', { items: [{ product_id: phone.id, stock: 9 }] }, { cookie: manager.cookie });
    expect(bulk.status).toBe(400);
    expect(bulk.body.message).toContain('counted from its units');
    expect(await stockOf(database, phone.id)).toBe(2);
  });
});

describe('orders and packing', () => {
  let first: Awaited<ReturnType<typeof placeOrder>>;
  let packedLoser: Awaited<ReturnType<typeof placeOrder>>;

  it('a shopper ordering one takes one from stock; a unit promised to it cannot be removed (409)', async () => {
    first = await placeOrder([[phone, 1], [plain, 1]]);
    expect(await stockOf(database, phone.id)).toBe(1);
    await expectInvariant(phone.id);
    const second = await placeOrder([[phone, 1]]);
    expect(await stockOf(database, phone.id)).toBe(0);
    await expectInvariant(phone.id);
    // Two units in stock, both promised: neither may go.
    const [unit] = await unitRows(phone.id);
    const refused = await sellerApi(database, 'products/unit-remove', { unit_id: Number(unit!.id) }, { cookie: manager.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('promised');
    expect(await unitRows(phone.id)).toHaveLength(2);
    await expectInvariant(phone.id);
    // A shopper cancel before packing gives the stock back, and the unit may go then.
    expect((await api(database, 'store/orderCancelled', { order_id: second.orderId }, { cookie: second.shopper.cookie })).status).toBe(200);
    expect(await stockOf(database, phone.id)).toBe(1);
    await expectInvariant(phone.id);
  });

  it('packing without a pick, with a unit of another product, or a unit not in stock is refused and nothing changes', async () => {
    await moveOrder(database, packer, first.orderId, [{ to: 'confirmed' }]);
    const before = { order: await orderState(first.orderId), units: await unitRows(phone.id), stock: await stockOf(database, phone.id) };
    const phoneItem = itemOf(first, phone);

    const none = await transition(first.orderId, { to: 'packed' });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(`Pick the unit of`);
    expect(none.body.errors).toHaveProperty([`units.${phoneItem}`]);

    // A laptop unit is no unit of the phone.
    expect((await addUnits(laptop.id, [{ serial: 'SN-LAP-1', kind: 'serial' }])).status).toBe(200);
    const other = await transition(first.orderId, { to: 'packed', units: [{ order_item_id: phoneItem, serial: 'SN-LAP-1' }] });
    expect(other.status).toBe(400);
    expect(other.body.message).toContain('another product');

    const unknown = await transition(first.orderId, { to: 'packed', units: [{ order_item_id: phoneItem, serial: '000000000000000' }] });
    expect(unknown.status).toBe(400);

    const wrongItem = await transition(first.orderId, { to: 'packed', units: [{ order_item_id: phoneItem, serial: IMEIS[0]! }, { order_item_id: itemOf(first, plain), serial: IMEIS[1]! }] });
    expect(wrongItem.status).toBe(400);

    // A unit written off by a return is not in stock.
    await database.db.updateTable('product_units').set({ status: 'written_off' }).where('serial', '=', IMEIS[1]!).execute();
    const notInStock = await transition(first.orderId, { to: 'packed', units: [{ order_item_id: phoneItem, serial: IMEIS[1]! }] });
    expect(notInStock.status).toBe(409);
    expect(notInStock.body.message).toContain('not in stock');
    await database.db.updateTable('product_units').set({ status: 'in_stock' }).where('serial', '=', IMEIS[1]!).execute();

    expect(await orderState(first.orderId)).toEqual(before.order);
    expect(await unitRows(phone.id)).toEqual(before.units);
    expect(await stockOf(database, phone.id)).toBe(before.stock);
  });

  it('packing with a valid pick (typed with dashes) marks the unit sold, keeps stock, and audits the pick', async () => {
    const phoneItem = itemOf(first, phone);
    const stock = await stockOf(database, phone.id);
    const packed = await transition(first.orderId, { to: 'packed', units: [{ order_item_id: phoneItem, serial: '49-015420-323751-8' }] });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    expect(packed.body.payload.order.status).toBe('packed');
    expect(await stockOf(database, phone.id)).toBe(stock);
    await expectInvariant(phone.id);
    const unit = (await unitRows(phone.id)).find((u) => u.serial === IMEIS[0])!;
    expect(unit).toMatchObject({ status: 'sold', order_item_id: phoneItem });
    const audit = await auditActions('order', first.orderId);
    const line = audit.filter((a) => a.action === 'order.transition').at(-1)!;
    expect(JSON.parse(line.after!)).toMatchObject({ status: 'packed', units: [{ order_item_id: phoneItem, units: [{ serial: IMEIS[0], kind: 'imei' }] }] });

    // The console's order page and the shopper's order page show it.
    const desk = await sellerApi(database, 'orders/detail', { order_id: first.orderId }, { cookie: packer.cookie });
    expect(desk.body.payload.items.find((i: { item_id: number }) => i.item_id === phoneItem)).toMatchObject({ sold_by_unit: true, units: [{ serial: IMEIS[0], kind: 'imei' }] });
    const detail = await api(database, 'store/orderDetails', { order_id: first.orderId }, { cookie: first.shopper.cookie });
    const items = detail.body.payload_orderDetails.orderdetails;
    expect(items.find((i: { item_id: number }) => i.item_id === phoneItem).units).toEqual([{ serial: IMEIS[0], kind: 'imei' }]);
    expect(items.find((i: { item_id: number }) => i.item_id === itemOf(first, plain)).units).toEqual([]);
  });

  it('the GST invoice issued at shipping names the IMEI on its line', async () => {
    await moveOrder(database, packer, first.orderId, [{ to: 'shipped', courier: 'Delhivery', awb: 'AWB-UNITS-1' }]);
    const response = await invoiceRoute(
      new Request(`http://localhost:3000/seller/orders/${first.orderId}/invoice.pdf`, { headers: { cookie: packer.cookie } }),
      { params: Promise.resolve({ orderId: String(first.orderId) }) },
    );
    expect(response.status).toBe(200);
    // The narrow description column wraps its words onto lines of their own.
    const text = (await pdfPages(await response.arrayBuffer())).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(`IMEI: ${IMEIS[0]}`);
    expect(text.match(/IMEI: \d{15}/g)).toEqual([`IMEI: ${IMEIS[0]}`]);
  });

  it('two packers picking the same unit for two orders at once: one wins, the other gets 409 and nothing changes', async () => {
    expect((await addUnits(phone.id, [{ serial: IMEIS[2]!, kind: 'imei' }])).status).toBe(200);
    const a = await placeOrder([[phone, 1]]);
    const b = await placeOrder([[phone, 1]]);
    await moveOrder(database, packer, a.orderId, [{ to: 'confirmed' }]);
    await moveOrder(database, packer, b.orderId, [{ to: 'confirmed' }]);
    await expectInvariant(phone.id);
    const otherPacker = await addTestStaff(database, 'packer');
    const [ra, rb] = await Promise.all([
      transition(a.orderId, { to: 'packed', units: [{ order_item_id: a.items[0]!.id, serial: IMEIS[2]! }] }),
      transition(b.orderId, { to: 'packed', units: [{ order_item_id: b.items[0]!.id, serial: IMEIS[2]! }] }, otherPacker),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? a : b;
    const winner = ra.status === 409 ? b : a;
    expect((await orderState(loser.orderId)).status).toBe('confirmed');
    expect((await orderState(winner.orderId)).status).toBe('packed');
    const unit = (await unitRows(phone.id)).find((u) => u.serial === IMEIS[2])!;
    expect(unit.order_item_id).toBe(winner.items[0]!.id);
    await expectInvariant(phone.id);

    // The loser packs with the other unit in stock.
    const remaining = (await unitRows(phone.id)).find((u) => u.status === 'in_stock')!;
    expect((await transition(loser.orderId, { to: 'packed', units: [{ order_item_id: loser.items[0]!.id, serial: remaining.serial }] })).status).toBe(200);
    packedLoser = loser;
    await expectInvariant(phone.id);
    expect(await stockOf(database, phone.id)).toBe(0);

    // A cancel after packing frees the unit and gives the stock back.
    const cancelled = await transition(winner.orderId, { to: 'cancelled', reason: 'Shopper asked by phone' }, manager);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await unitRows(phone.id)).find((u) => u.serial === IMEIS[2])).toMatchObject({ status: 'in_stock', order_item_id: null });
    expect(await stockOf(database, phone.id)).toBe(1);
    await expectInvariant(phone.id);
    // Its shopper's page no longer names a unit that went back on sale.
    const detail = await api(database, 'store/orderDetails', { order_id: winner.orderId }, { cookie: winner.shopper.cookie });
    expect(detail.body.payload_orderDetails.orderdetails[0].units).toEqual([]);
  });

  it('the shopper cancelling a packed item frees its unit too', async () => {
    const order = await placeOrder([[phone, 1]]);
    await moveOrder(database, packer, order.orderId, [{ to: 'confirmed' }]);
    expect((await transition(order.orderId, { to: 'packed', units: [{ order_item_id: order.items[0]!.id, serial: IMEIS[2]! }] })).status).toBe(200);
    expect(await stockOf(database, phone.id)).toBe(0);
    const cancel = await api(database, 'store/orderItemCancel', { order_id: order.orderId, item_id: order.items[0]!.id }, { cookie: order.shopper.cookie });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await unitRows(phone.id)).find((u) => u.serial === IMEIS[2])).toMatchObject({ status: 'in_stock', order_item_id: null });
    expect(await stockOf(database, phone.id)).toBe(1);
    await expectInvariant(phone.id);
  });

  it('a unit in stock and not promised may be removed, taking its stock; audited', async () => {
    const free = (await unitRows(phone.id)).find((u) => u.status === 'in_stock')!;
    const removed = await sellerApi(database, 'products/unit-remove', { unit_id: Number(free.id) }, { cookie: manager.cookie });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.payload.stock).toBe(0);
    expect(await stockOf(database, phone.id)).toBe(0);
    await expectInvariant(phone.id);
    const audit = await auditActions('product', phone.id);
    expect(audit.at(-1)).toMatchObject({ action: 'product.unit_remove' });
    expect(audit.at(-1)!.after).toContain('"stock":0');
  });

  it('an order returned to origin puts its unit back in stock with its stock once it is received', async () => {
    const unit = (await unitRows(phone.id)).find((u) => u.order_item_id === packedLoser.items[0]!.id)!;
    await moveOrder(database, packer, packedLoser.orderId, [{ to: 'shipped', courier: 'Delhivery', awb: 'AWB-UNITS-2' }]);
    await moveOrder(database, manager, packedLoser.orderId, [{ to: 'delivery_failed', reason: 'Nobody home' }, { to: 'rto' }]);
    // RTO initiated: the parcel is still with the courier, its unit still packed.
    expect((await unitRows(phone.id)).find((u) => u.id === unit.id)).toMatchObject({ order_item_id: packedLoser.items[0]!.id });
    expect(await stockOf(database, phone.id)).toBe(0);
    await moveOrder(database, manager, packedLoser.orderId, [{ to: 'rto_received' }]);
    expect((await unitRows(phone.id)).find((u) => u.id === unit.id)).toMatchObject({ status: 'in_stock', order_item_id: null });
    expect(await stockOf(database, phone.id)).toBe(1);
    await expectInvariant(phone.id);
  });

  it('a return received back on sale puts its unit back in stock', async () => {
    const order = await placeOrder([[phone, 1]]);
    const serial = (await unitRows(phone.id)).find((u) => u.status === 'in_stock')!.serial;
    await moveOrder(database, packer, order.orderId, [{ to: 'confirmed' }]);
    expect((await transition(order.orderId, { to: 'packed', units: [{ order_item_id: order.items[0]!.id, serial }] })).status).toBe(200);
    await moveOrder(database, manager, order.orderId, [{ to: 'shipped', courier: 'Delhivery', awb: 'AWB-UNITS-3' }, { to: 'out_for_delivery' }, { to: 'delivered' }]);
    expect(await stockOf(database, phone.id)).toBe(0);
    const asked = await api(database, 'store/orderReturn', { order_id: order.orderId, item_id: order.items[0]!.id, reason: 'Damaged or defective' }, { cookie: order.shopper.cookie });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const returnId = asked.body.payload.return.return_id as number;
    expect((await sellerApi(database, 'returns/decide', { return_id: returnId, decision: 'approve' }, { cookie: manager.cookie })).status).toBe(200);
    const receiver = await addTestStaff(database, 'manager');
    const received = await sellerApi(database, 'returns/receive', { return_id: returnId, outcome: 'restocked', totp: receiver.code() }, { cookie: receiver.cookie });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect((await unitRows(phone.id)).find((u) => u.serial === serial)).toMatchObject({ status: 'in_stock', order_item_id: null });
    expect(await stockOf(database, phone.id)).toBe(1);
    await expectInvariant(phone.id);
  });

  it('an item of two pieces needs two units, both kept on the item', async () => {
    expect((await addUnits(laptop.id, [{ serial: 'SN-LAP-2', kind: 'serial', grade: 'B' }])).status).toBe(200);
    expect(await stockOf(database, laptop.id)).toBe(2);
    const order = await placeOrder([[laptop, 2]]);
    expect(await stockOf(database, laptop.id)).toBe(0);
    await moveOrder(database, packer, order.orderId, [{ to: 'confirmed' }]);
    const item = order.items[0]!.id;
    const one = await transition(order.orderId, { to: 'packed', units: [{ order_item_id: item, serial: 'SN-LAP-1' }] });
    expect(one.status).toBe(400);
    expect(one.body.message).toContain('needs 2 units');
    const same = await transition(order.orderId, { to: 'packed', units: [{ order_item_id: item, serial: 'SN-LAP-1' }, { order_item_id: item, serial: 'SN-LAP-1' }] });
    expect(same.status).toBe(400);
    expect((await orderState(order.orderId)).status).toBe('confirmed');
    const both = await transition(order.orderId, { to: 'packed', units: [{ order_item_id: item, serial: 'SN-LAP-2' }, { order_item_id: item, serial: 'SN-LAP-1' }] });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect((await unitRows(laptop.id)).map((u) => [u.serial, u.status, u.order_item_id])).toEqual([['SN-LAP-1', 'sold', item], ['SN-LAP-2', 'sold', item]]);
    const detail = await api(database, 'store/orderDetails', { order_id: order.orderId }, { cookie: order.shopper.cookie });
    expect(detail.body.payload_orderDetails.orderdetails[0].units).toEqual([{ serial: 'SN-LAP-2', kind: 'serial' }, { serial: 'SN-LAP-1', kind: 'serial' }]);
    expect(await stockOf(database, laptop.id)).toBe(0);
    await expectInvariant(laptop.id);
  });

  it('orders of products not sold by unit pack as before', async () => {
    const order = await placeOrder([[plain, 1]]);
    await moveOrder(database, packer, order.orderId, [{ to: 'confirmed' }, { to: 'packed' }]);
    expect((await orderState(order.orderId)).status).toBe('packed');
  });

  it('turning selling by unit on is refused while more pieces wait to be packed than there are units', async () => {
    const order = await placeOrder([[plain, 1]]);
    expect(order.orderId).toBeGreaterThan(0);
    const refused = await soldByUnit(plain.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('not packed yet');
    expect((await units(plain.id)).body.payload.sold_by_unit).toBe(false);
  });
});
