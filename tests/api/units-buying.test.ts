// Each unit as it is (docs/rules/units.md): staff record a unit's details (validated and
// audited); the product API lists the units in stock only; a shopper adds one unit (or
// any unit of a grade) to the cart, and placing the order reserves that unit in the
// order's transaction and charges its own price; two shoppers racing for one unit: one
// order, one clear refusal, nothing of the loser's written; the packer's pick is the
// chosen unit and the invoice names its IMEI; a cancel frees the unit. Throughout:
//   stock = units in stock - pieces ordered and not yet picked.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { GET as invoiceRoute } from '@/app/(console)/seller/orders/[orderId]/invoice.pdf/route';
import { addPincodes, api, cartLineCount, cashOrder, orderCount, plainProducts, readyShopper, stockOf, type ProductRow, type ReadyShopper } from './session';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { pdfPages } from './pdf-text';
import { placeOrder } from '@/lib/orders/place-order';
import { releaseOrder } from '@/lib/orders/payment-state';

let database: TestDatabase;
let manager: TestStaff;
let packer: TestStaff;
let phone: ProductRow;
let unitIds: number[] = [];

// Valid IMEIs (Luhn check digit), none used by the demo catalogue.
const IMEIS = ['490154203237518', '356938035643809', '352099001761481', '359881030314355'];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  [phone] = await plainProducts(database, 1, 2, 3);
  manager = await addTestStaff(database, 'manager');
  packer = await addTestStaff(database, 'packer');
  expect((await sellerApi(database, 'products/sold-by-unit', { product_id: phone.id, on: true }, { cookie: manager.cookie })).status).toBe(200);
  const added = await sellerApi(database, 'products/units-add', {
    product_id: phone.id,
    units: [{ serial: IMEIS[0], kind: 'imei', grade: 'Superb' }, { serial: IMEIS[1], kind: 'imei', grade: 'good' }, { serial: IMEIS[2], kind: 'imei', grade: 'good' }, { serial: IMEIS[3], kind: 'imei', grade: 'fair' }],
  }, { cookie: manager.cookie });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  unitIds = (await database.db.selectFrom('product_units').select('id').where('product_id', '=', phone.id).orderBy('id').execute()).map((u) => Number(u.id));
});
afterAll(async () => {
  await database?.close();
});

const details = (unitId: number, body: Record<string, unknown>, staff = manager) => sellerApi(database, 'products/unit-details', { unit_id: unitId, ...body }, { cookie: staff.cookie });
const productUnits = async () => (await api(database, 'store/productDetail', { product_id: phone.id })).body.payload.units as { unit_id: number; grade: string; price: number; battery_health: number | null; photos: string[] }[];
const unitRow = (id: number) => database.db.selectFrom('product_units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function expectInvariant(): Promise<void> {
  const inStock = await database.db.selectFrom('product_units').select((eb) => eb.fn.countAll<number>().as('n')).where('product_id', '=', phone.id).where('status', '=', 'in_stock').executeTakeFirstOrThrow();
  const waiting = await database.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), eb.lit(0)).as('n'))
    .where('order_items.product_id', '=', phone.id)
    .where('order_items.cancel_status', '=', 0)
    .where('order_items.packed_action', '=', 0)
    .where('orders.status', 'in', ['pending_payment', 'placed', 'confirmed'])
    .executeTakeFirstOrThrow();
  expect(await stockOf(database, phone.id)).toBe(Number(inStock.n) - Number(waiting.n));
}

/** A logged-in shopper with an address and this unit (or grade) of the phone in the cart. */
async function shopperWith(choice: { unit_id?: number; unit_grade?: string }): Promise<ReadyShopper> {
  const shopper = await readyShopper(database, []);
  const added = await api(database, 'store/addTocart', { product_id: phone.id, quantity: 1, customer_id: shopper.customerId, ...choice }, { cookie: shopper.cookie });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return shopper;
}

describe('recording a unit as it is', () => {
  it('saves grade, battery, notes, box, warranty and who gives it, the IMEI check and its own price; audited', async () => {
    const saved = await details(unitIds[1]!, {
      grade: 'good', battery_health: 91, cosmetic_notes: 'Faint scratch on the back', in_box: 'Phone\nCable', warranty_months: 6, warranty_by: 'seller',
      imei_checked_on: '2026-11-20', price: '18499.50',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const unit = saved.body.payload.units.find((u: { unit_id: number }) => u.unit_id === unitIds[1]);
    expect(unit).toMatchObject({ grade: 'good', battery_health: 91, cosmetic_notes: 'Faint scratch on the back', in_box: 'Phone\nCable', warranty_months: 6, warranty_by: 'seller', imei_checked_on: '2026-11-20', price: 18499.5 });
    expect(Number((await unitRow(unitIds[1]!)).price_paise)).toBe(1_849_950);
    const audit = await database.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('action', '=', 'product.unit_details').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toContain('"battery_health":91');
    expect(audit[0]!.before).toContain('"battery_health":null');
  });

  it('refuses a grade off the scale, battery over 100, a warranty without who gives it, a check dated in the future; nothing changes', async () => {
    const before = await unitRow(unitIds[2]!);
    const badGrade = await details(unitIds[2]!, { grade: 'mint' });
    expect(badGrade.status).toBe(400);
    expect(badGrade.body.errors).toHaveProperty('grade');
    const battery = await details(unitIds[2]!, { grade: 'good', battery_health: 120 });
    expect(battery.status).toBe(400);
    expect(battery.body.errors.battery_health).toContain('at most 100');
    const nobody = await details(unitIds[2]!, { grade: 'good', warranty_months: 6 });
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toContain('who gives the warranty');
    const future = await details(unitIds[2]!, { grade: 'good', imei_checked_on: '2099-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.errors).toHaveProperty('imei_checked_on');
    const price = await details(unitIds[2]!, { grade: 'good', price: -5 });
    expect(price.status).toBe(400);
    expect(await unitRow(unitIds[2]!)).toEqual(before);
  });

  it('photos go through the picture pipeline (WebP, served at /img/p/), at most four, removable; audited', async () => {
    const photo = (r: number) => sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 90, b: 90 } } }).jpeg().toBuffer();
    const add = async (r: number) => sellerApi(database, 'products/unit-photo-add', { unit_id: unitIds[0], data: (await photo(r)).toString('base64') }, { cookie: manager.cookie });
    for (const r of [10, 20, 30, 40]) expect((await add(r)).status).toBe(200);
    const fifth = await add(50);
    expect(fifth.status).toBe(400);
    expect(fifth.body.message).toContain('at most 4 photos');
    const photos = (await productUnits()).find((u) => u.unit_id === unitIds[0])!.photos;
    expect(photos).toHaveLength(4);
    expect(photos[0]).toMatch(/^\/img\/p\/[0-9a-f]{32}\.webp$/);
    const removed = await sellerApi(database, 'products/unit-photo-remove', { unit_id: unitIds[0], src: photos[3] }, { cookie: manager.cookie });
    expect(removed.status).toBe(200);
    expect((await productUnits()).find((u) => u.unit_id === unitIds[0])!.photos).toEqual(photos.slice(0, 3));
    const audit = await database.db.selectFrom('audit_log').select('action').where('action', '=', 'product.unit_photos').execute();
    expect(audit).toHaveLength(5);
    const notPicture = await sellerApi(database, 'products/unit-photo-add', { unit_id: unitIds[1], data: Buffer.from('not a picture').toString('base64') }, { cookie: manager.cookie });
    expect(notPicture.status).toBe(400);
  });

  it('a packer may not change a unit (403)', async () => {
    expect((await details(unitIds[2]!, { grade: 'fair' }, packer)).status).toBe(403);
  });

  it('store/productDetail lists the units in stock with unit_id, grade, price, battery_health and photos; no serial', async () => {
    const units = await productUnits();
    expect(units.map((u) => u.unit_id).sort()).toEqual([...unitIds].sort());
    const good = units.find((u) => u.unit_id === unitIds[1])!;
    expect(good).toMatchObject({ grade: 'good', price: 18499.5, battery_health: 91, photos: [] });
    // A unit without its own price is sold at the product's selling price.
    expect(units.find((u) => u.unit_id === unitIds[0])!.price).toBe(phone.selling_price_paise / 100);
    expect(JSON.stringify(units)).not.toContain(IMEIS[0]);
  });
});

describe('buying a unit', () => {
  let winner: ReadyShopper;
  let winnerOrder: number;

  it('addTocart with unit_id: the line is that unit at its own price; an unknown unit is refused', async () => {
    winner = await shopperWith({ unit_id: unitIds[1]! });
    const cart = await api(database, 'store/cartList', { store_id: 139 }, { cookie: winner.cookie });
    expect(cart.body.payload_cartList).toHaveLength(1);
    expect(cart.body.payload_cartList[0]).toMatchObject({ product_id: phone.id, unit_id: unitIds[1], selling_price: 18499.5, stock: 1 });
    const unknown = await api(database, 'store/addTocart', { product_id: phone.id, quantity: 1, unit_id: 999_999 }, { cookie: winner.cookie });
    expect(unknown.status).toBe(409);
    expect(unknown.body.message).toContain('has just been bought');
  });

  it('placing the order reserves the unit for its item and charges its price', async () => {
    const stockBefore = await stockOf(database, phone.id);
    const placed = await cashOrder(database, winner);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    winnerOrder = placed.body.payload.order_id;
    const item = await database.db.selectFrom('order_items').selectAll().where('order_id', '=', winnerOrder).executeTakeFirstOrThrow();
    expect(Number(item.unit_price_paise)).toBe(1_849_950);
    expect(Number(item.unit_id)).toBe(unitIds[1]);
    const unit = await unitRow(unitIds[1]!);
    expect(unit.status).toBe('in_stock');
    expect(Number(unit.order_item_id)).toBe(Number(item.id));
    expect(await stockOf(database, phone.id)).toBe(stockBefore - 1);
    await expectInvariant();
    // No longer offered to shoppers.
    expect((await productUnits()).map((u) => u.unit_id)).not.toContain(unitIds[1]);
  });

  it('two shoppers racing for the same unit: exactly one order, the other a clear refusal and no order rows', async () => {
    const [a, b] = [await shopperWith({ unit_id: unitIds[2]! }), await shopperWith({ unit_id: unitIds[2]! })];
    const itemsBefore = await database.db.selectFrom('order_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answers = await Promise.all([cashOrder(database, a), cashOrder(database, b)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const lost = answers.find((x) => x.status === 409)!;
    expect(lost.body.message).toBe(`Sorry, the unit of ${phone.name} you chose has just been bought by someone else. Please choose another unit.`);
    const [winnerOf, loserOf] = answers[0]!.status === 200 ? [a, b] : [b, a];
    expect(await orderCount(database, winnerOf.customerId)).toBe(1);
    expect(await orderCount(database, loserOf.customerId)).toBe(0);
    const itemsAfter = await database.db.selectFrom('order_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(itemsAfter.n)).toBe(Number(itemsBefore.n) + 1);
    // The loser keeps the cart line, shown as sold out.
    expect(await cartLineCount(database, loserOf.customerId)).toBe(1);
    const cart = await api(database, 'store/cartList', { store_id: 139 }, { cookie: loserOf.cookie });
    expect(cart.body.payload_cartList[0]).toMatchObject({ unit_id: unitIds[2], stock: 0 });
    await expectInvariant();
  });

  it('packing: another unit is refused for an item with a chosen unit; with no pick named, the chosen unit is picked; the invoice names its IMEI', async () => {
    await moveOrder(database, packer, winnerOrder, [{ to: 'confirmed' }]);
    const item = await database.db.selectFrom('order_items').select('id').where('order_id', '=', winnerOrder).executeTakeFirstOrThrow();
    const other = await sellerApi(database, 'orders/transition', { order_id: winnerOrder, to: 'packed', units: [{ order_item_id: Number(item.id), serial: IMEIS[3] }] }, { cookie: packer.cookie });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(`The shopper chose unit ${IMEIS[1]}, not ${IMEIS[3]}.`);
    await moveOrder(database, packer, winnerOrder, [{ to: 'packed' }]);
    expect((await unitRow(unitIds[1]!)).status).toBe('sold');
    await expectInvariant();
    await moveOrder(database, packer, winnerOrder, [{ to: 'shipped', courier: 'Delhivery', awb: 'AWB-UNIT-CHOICE' }]);
    const response = await invoiceRoute(
      new Request(`http://localhost:3000/seller/orders/${winnerOrder}/invoice.pdf`, { headers: { cookie: packer.cookie } }),
      { params: Promise.resolve({ orderId: String(winnerOrder) }) },
    );
    expect(response.status).toBe(200);
    const text = (await pdfPages(await response.arrayBuffer())).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(`IMEI: ${IMEIS[1]}`);
  });

  it('a cancel before packing frees the chosen unit: on sale again, stock back', async () => {
    const shopper = await shopperWith({ unit_id: unitIds[0]! });
    const placed = await cashOrder(database, shopper);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await productUnits()).map((u) => u.unit_id)).not.toContain(unitIds[0]);
    const stock = await stockOf(database, phone.id);
    // A reserved unit cannot be removed by staff either.
    const remove = await sellerApi(database, 'products/unit-remove', { unit_id: unitIds[0] }, { cookie: manager.cookie });
    expect(remove.status).toBe(409);
    expect((await api(database, 'store/orderCancelled', { order_id: placed.body.payload.order_id }, { cookie: shopper.cookie })).status).toBe(200);
    const unit = await unitRow(unitIds[0]!);
    expect(unit.order_item_id).toBeNull();
    expect(unit.status).toBe('in_stock');
    expect(await stockOf(database, phone.id)).toBe(stock + 1);
    expect((await productUnits()).map((u) => u.unit_id)).toContain(unitIds[0]);
    await expectInvariant();
  });

  it('"any unit of grade Fair": priced at the grade\'s lowest price; packing must pick a Fair unit', async () => {
    const shopper = await shopperWith({ unit_grade: 'fair' });
    const placed = await cashOrder(database, shopper);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.payload.order_id;
    const item = await database.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(item.unit_grade).toBe('fair');
    expect(item.unit_id).toBeNull();
    expect(Number(item.unit_price_paise)).toBe(phone.selling_price_paise); // the Fair unit has no price of its own
    // The last Fair unit is promised: another "any Fair" order is refused, nothing written.
    const late = await shopperWith({ unit_grade: 'fair' });
    const refused = await cashOrder(database, late);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Sorry, no unit of ${phone.name} in the grade you chose is left. Please choose another grade or unit.`);
    expect(await orderCount(database, late.customerId)).toBe(0);
    await moveOrder(database, packer, orderId, [{ to: 'confirmed' }]);
    const wrong = await sellerApi(database, 'orders/transition', { order_id: orderId, to: 'packed', units: [{ order_item_id: Number(item.id), serial: IMEIS[0] }] }, { cookie: packer.cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('is not of grade Fair');
    await moveOrder(database, packer, orderId, [{ to: 'packed', units: [{ order_item_id: Number(item.id), serial: IMEIS[3] }] } as never]);
    await expectInvariant();
  });
});

describe('the choice through the cart', () => {
  it('checkout\'s full-cart upload and the guest cart\'s merge keep the unit, priced by the server whatever the client sent', async () => {
    const shopper = await readyShopper(database, []);
    const unit = (await productUnits())[0]!;
    const cartJson = JSON.stringify([{ product_id: phone.id, quantity: 1, unit_id: unit.unit_id, selling_price: 1 }]);
    const merged = await api(database, 'store/addTocartMultiple', { company_id: 191, store_id: 139, cartJson }, { cookie: shopper.cookie });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.payload_cartList_items[0]).toMatchObject({ unit_id: unit.unit_id, selling_price: unit.price });
    const replaced = await api(database, 'store/updateTocartMultiple', { company_id: 191, store_id: 139, cartJson: JSON.stringify([{ product_id: phone.id, quantity: 3, unit_grade: unit.grade }]) }, { cookie: shopper.cookie });
    expect(replaced.status).toBe(200);
    const line = replaced.body.payload_cartList_items[0];
    expect(line).toMatchObject({ unit_id: null, unit_grade: unit.grade });
    expect(line.quantity).toBeLessThanOrEqual((await productUnits()).filter((u) => u.grade === unit.grade).length);
  });

  it('an online order that is never paid frees its chosen unit when the hold is given up', async () => {
    const shopper = await shopperWith({ unit_id: unitIds[0]! });
    const placed = await placeOrder(database, { companyId: 191, storeId: 139, customerId: shopper.customerId }, shopper.addressId, 'online');
    expect(placed.status).toBe('pending_payment');
    expect((await unitRow(unitIds[0]!)).order_item_id).not.toBeNull();
    await expectInvariant();
    expect(await releaseOrder(database, placed.orderId, 'expired')).toBe(true);
    expect((await unitRow(unitIds[0]!)).order_item_id).toBeNull();
    expect((await productUnits()).map((u) => u.unit_id)).toContain(unitIds[0]);
    await expectInvariant();
  });
});

describe('the demo catalogue', () => {
  it('has phones sold by unit whose units span several grades, stock = their count, listed on the product API', async () => {
    const phones = await database.db.selectFrom('products').select(['id', 'stock']).where('sold_by_unit', '=', 1).where('id', '<>', phone.id).execute();
    expect(phones.length).toBeGreaterThanOrEqual(2);
    for (const p of phones) {
      const units = (await api(database, 'store/productDetail', { product_id: Number(p.id) })).body.payload.units as { grade: string; battery_health: number }[];
      expect(units).toHaveLength(Number(p.stock));
      expect(new Set(units.map((u) => u.grade))).toEqual(new Set(['superb', 'good', 'fair']));
      expect(units.every((u) => u.battery_health > 0)).toBe(true);
    }
  });
});
