// Coupons end to end on the API (docs/rules/coupons.md): staff save them (owner and
// manager, audited, checked); the shopper's Apply prices a code against their cart or
// says why not; the order calls price it again on the server and take its use in the
// order's transaction; the discount is on the order, the shopper's order page and the
// tax invoice; a one-use coupon taken by two shoppers at once is used once; a cancel
// gives the use back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveCoupon as saveCouponDirectly } from '@/lib/coupons/coupons';
import { ShopError } from '@/lib/errors';
import type { StaffMember } from '@/lib/staff/types';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, moveOrder, sellerApi, type TestStaff } from './seller-session';
import { addPincodes, api, cartLineCount, cashOrder, plainProducts, readyShopper, stockOf, type ProductRow, type ReadyShopper } from './session';

let database: TestDatabase;
let products: ProductRow[];
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  products = await plainProducts(database, 3, 20, 2);
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

let counter = 0;
const uniqueCode = (stem: string) => `${stem.toUpperCase()}${Date.now().toString(36).toUpperCase()}${++counter}`;

async function saveCoupon(body: Record<string, unknown>) {
  const answer = await sellerApi(database, 'coupons/save', body, { cookie: manager.cookie });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.payload.coupon;
}
const apply = (who: ReadyShopper, couponcode: string) => api(database, 'store/applyCoupon', { couponcode }, { cookie: who.cookie });
const couponRow = (code: string) => database.db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const priceOf = (product: ProductRow) => Number(product.selling_price_paise);

describe('staff save coupons', () => {
  it('a manager creates one (the code in upper case) and changes it by its code with overwrite; each save is audited', async () => {
    const code = uniqueCode('diwali');
    const created = await saveCoupon({ code: code.toLowerCase(), kind: 'percent', value: 10, max_discount: 500, min_order: 1000, total_uses: 50 });
    expect(created).toMatchObject({ code, kind: 'percent', value: 10, max_discount: 500, min_order: 1000, total_uses: 50, uses_per_customer: 1, active: true, used_count: 0 });
    const changed = await saveCoupon({ code, kind: 'flat', value: 250, overwrite: true });
    expect(changed).toMatchObject({ coupon_id: created.coupon_id, kind: 'flat', value: 250, max_discount: null });
    const audit = await database.db.selectFrom('audit_log').select('action').where('object_type', '=', 'coupon').where('object_id', '=', String(created.coupon_id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['coupon.save', 'coupon.save']);
  });

  it('a code that exists is not replaced without overwrite: 409 on the code field, the coupon unchanged, nothing audited', async () => {
    const code = uniqueCode('ASK');
    const first = await saveCoupon({ code, kind: 'flat', value: 100, total_uses: 10 });
    const audited = () => database.db.selectFrom('audit_log').select('action').where('object_type', '=', 'coupon').where('object_id', '=', String(first.coupon_id)).execute();

    for (const body of [{ code: code.toLowerCase(), kind: 'percent', value: 20 }, { code: ` ${code} `, kind: 'percent', value: 20, overwrite: false }]) {
      const refused = await sellerApi(database, 'coupons/save', body, { cookie: manager.cookie });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: sellerTexts.couponExists(code), errors: { code: sellerTexts.couponExists(code) }, exists: true });
    }
    expect(await couponRow(code)).toMatchObject({ kind: 'flat', value: 10_000, total_uses: 10 });
    expect(await audited()).toHaveLength(1);

    // Said so: the same coupon, changed.
    expect(await saveCoupon({ code, kind: 'percent', value: 20, overwrite: true })).toMatchObject({ coupon_id: first.coupon_id, kind: 'percent', value: 20, total_uses: null });
    expect(await audited()).toHaveLength(2);
    // overwrite on a new code simply creates it.
    expect(await saveCoupon({ code: uniqueCode('NEWOK'), kind: 'flat', value: 5, overwrite: true })).toMatchObject({ value: 5, used_count: 0 });
  });

  it('refuses bad input with field errors, and a packer', async () => {
    const bad = await sellerApi(database, 'coupons/save', { code: 'X', kind: 'percent', value: 150, starts_at: '2026-12-10T10:00', ends_at: '2026-12-01T10:00' }, { cookie: manager.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['code', 'ends_at', 'value']);
    const packer = await addTestStaff(database, 'packer');
    expect((await sellerApi(database, 'coupons/save', { code: uniqueCode('PACK'), kind: 'flat', value: 10 }, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'coupons/list', {}, { cookie: packer.cookie })).status).toBe(403);
  });

  it('saveCoupon itself refuses a coupon that breaks the rules, naming each field, and writes nothing (not only the API)', async () => {
    const member: StaffMember = { staffId: manager.staffId, email: manager.email, name: 'Test manager', role: 'manager', sessionId: 0 };
    const code = uniqueCode('DIRECT');
    const counts = async () => ({
      coupons: (await database.db.selectFrom('coupons').select('id').where('code', '=', code).execute()).length,
      audit: (await database.db.selectFrom('audit_log').select('id').where('object_type', '=', 'coupon').execute()).length,
    });
    const before = await counts();
    const refusal = async (input: Parameters<typeof saveCouponDirectly>[2]) => {
      const error = await saveCouponDirectly(database, member, input, '127.0.0.1').then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(ShopError);
      expect((error as ShopError).kind).toBe('invalid');
      return error as ShopError;
    };
    const percent = await refusal({ code, kind: 'percent', value: 150 });
    expect(percent.extra.errors).toEqual({ value: 'a percent must be a whole number from 1 to 100' });
    expect(percent.message).toContain('value: a percent must be a whole number from 1 to 100');
    const window = await refusal({ code, kind: 'flat', value: 100, startsAt: '2026-12-10T04:30:00.000Z', endsAt: '2026-12-01T04:30:00.000Z' });
    expect(window.extra.errors).toEqual({ ends_at: 'must be after the start' });
    const several = await refusal({ code: 'X', kind: 'flat', value: 10.555, minOrder: -1, totalUses: 0, onOffersPage: true });
    expect(several.extra.errors).toEqual({ code: 'must be 3 to 40 letters, digits, - or _', value: 'must have at most 2 decimals', min_order: 'must not be negative', total_uses: 'must be a whole number from 1', title: 'is required for a coupon shown on the offers page' });
    expect(await counts()).toEqual(before);
    // The same coupon within the rules is saved.
    expect(await saveCouponDirectly(database, member, { code, kind: 'percent', value: 15, startsAt: '2026-12-01T04:30:00.000Z', endsAt: '2026-12-10T04:30:00.000Z' }, '127.0.0.1')).toMatchObject({ code, value: 15 });
    expect((await counts()).coupons).toBe(1);
  });
});

describe('limits to categories and brands', () => {
  const shelfOf = (productId: number) => database.db.selectFrom('products').select(['category_id', 'brand_id']).where('id', '=', productId).executeTakeFirstOrThrow();
  /** A plain in-stock product of another category than `categoryId`. */
  async function productOutside(categoryId: number): Promise<ProductRow> {
    const row = await database.db.selectFrom('products').select(['id', 'name', 'stock', 'no_of_quantity_allowed', 'selling_price_paise', 'mrp_paise'])
      .where('store_id', '=', 139).where('is_deal', '=', 0).where('stock', '>=', 2).where('category_id', '!=', categoryId).orderBy('id').executeTakeFirstOrThrow();
    return { ...row, id: Number(row.id), stock: Number(row.stock), no_of_quantity_allowed: Number(row.no_of_quantity_allowed), selling_price_paise: Number(row.selling_price_paise), mrp_paise: Number(row.mrp_paise) };
  }

  it('a coupon limited to a category covers only its items; an edit keeps the limit when sent back, changes it to a brand, and an empty list clears it', async () => {
    const shelf = await shelfOf(products[0]!.id);
    const categoryId = Number(shelf.category_id);
    const code = uniqueCode('TVONLY');
    const created = await saveCoupon({ code, kind: 'percent', value: 10, category_ids: [categoryId, categoryId] });
    expect(created).toMatchObject({ category_ids: [categoryId], brand_ids: null });

    const inside = await readyShopper(database, [[products[0]!, 1]]);
    const applied = await apply(inside, code);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.payload.couponValue).toBe(Math.round(priceOf(products[0]!) / 10) / 100);
    const outside = await readyShopper(database, [[await productOutside(categoryId), 1]]);
    const refused = await apply(outside, code);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(screenTexts.coupons.notForTheseItems);

    // The console sends the lists back with every edit: the limit stays.
    expect(await saveCoupon({ code, kind: 'percent', value: 12, category_ids: [categoryId], brand_ids: [], overwrite: true })).toMatchObject({ value: 12, category_ids: [categoryId], brand_ids: null });
    const listed = (await sellerApi(database, 'coupons/list', {}, { cookie: manager.cookie })).body.payload.coupons.find((c: { code: string }) => c.code === code);
    expect(listed).toMatchObject({ category_ids: [categoryId], brand_ids: null });
    expect(shelf.brand_id).not.toBeNull();
    const brandId = Number(shelf.brand_id);
    expect(await saveCoupon({ code, kind: 'percent', value: 12, category_ids: [], brand_ids: [brandId], overwrite: true })).toMatchObject({ category_ids: null, brand_ids: [brandId] });
    expect((await apply(inside, code)).status).toBe(200);
    const cleared = await saveCoupon({ code, kind: 'percent', value: 12, category_ids: [], brand_ids: [], overwrite: true });
    expect(cleared).toMatchObject({ category_ids: null, brand_ids: null });
    expect((await apply(outside, code)).status).toBe(200);
    const audit = await database.db.selectFrom('audit_log').select(['before', 'after']).where('action', '=', 'coupon.save').where('object_id', '=', String(created.coupon_id)).orderBy('id').execute();
    expect(JSON.parse(audit.at(-1)!.before!)).toMatchObject({ category_ids: null, brand_ids: [brandId] });
    expect(JSON.parse(audit.at(-1)!.after!)).toMatchObject({ category_ids: null, brand_ids: null });
  });

  it('refuses a category or brand the shop does not have, naming it; nothing is saved', async () => {
    const code = uniqueCode('NOSUCH');
    const category = await sellerApi(database, 'coupons/save', { code, kind: 'flat', value: 50, category_ids: [999_999] }, { cookie: manager.cookie });
    expect(category.status).toBe(400);
    expect(category.body.errors).toEqual({ 'category_ids.0': sellerTexts.couponsPage.noSuchCategory });
    const brand = await database.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
    const brandRefused = await sellerApi(database, 'coupons/save', { code, kind: 'flat', value: 50, brand_ids: [Number(brand.id), 999_999] }, { cookie: manager.cookie });
    expect(brandRefused.status).toBe(400);
    expect(brandRefused.body.errors).toEqual({ 'brand_ids.1': sellerTexts.couponsPage.noSuchBrand });
    expect(await database.db.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirst()).toBeUndefined();
  });
});

describe('the shopper applies a coupon', () => {
  it('answers what it takes off the cart, or a readable reason', async () => {
    const who = await readyShopper(database, [[products[0], 1]]);
    const flat = await saveCoupon({ code: uniqueCode('FLAT'), kind: 'flat', value: 100 });
    const applied = await apply(who, flat.code.toLowerCase());
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.payload).toEqual({ couponcode: flat.code, couponValue: Math.min(100, priceOf(products[0]) / 100) });

    const refusals: [Record<string, unknown>, string][] = [
      [{ min_order: priceOf(products[0]) / 100 + 1 }, `This coupon needs an order of at least ₹${(priceOf(products[0]) / 100 + 1).toLocaleString('en-IN', { maximumFractionDigits: 2 })}.`],
      [{ ends_at: '2020-01-01T00:00:00Z' }, screenTexts.coupons.expired],
      [{ starts_at: '2099-01-01T00:00:00Z' }, screenTexts.coupons.notYet],
      [{ first_order_only: true, total_uses: 5 }, screenTexts.coupons.firstOrderOnly],
      [{ active: false }, screenTexts.coupons.unknown],
    ];
    // A first-order coupon is fine for someone who has not ordered; this shopper orders first.
    expect((await cashOrder(database, who)).status).toBe(200);
    await api(database, 'store/addTocart', { product_id: products[0].id, quantity: 1 }, { cookie: who.cookie });
    for (const [rule, reason] of refusals) {
      const coupon = await saveCoupon({ code: uniqueCode('NO'), kind: 'flat', value: 50, ...rule });
      const refused = await apply(who, coupon.code);
      expect(refused.status, JSON.stringify(rule)).toBe(422);
      expect(refused.body.message).toBe(reason);
    }
    const unknown = await apply(who, 'NO-SUCH-CODE');
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(screenTexts.coupons.unknown);
    expect((await apply(who, '')).status).toBe(400);
  });
});

describe('an order with a coupon', () => {
  it('a cash order is charged less by what the server priced, shown on the order and its invoice; the same shopper cannot use it twice', async () => {
    const coupon = await saveCoupon({ code: uniqueCode('SAVE'), kind: 'percent', value: 10, max_discount: 1_000_000 });
    const who = await readyShopper(database, [[products[1], 2]]);
    const without = priceOf(products[1]) * 2;
    const expected = Math.round(without / 10);
    // Whatever amount the client sends, the server prices the coupon itself.
    const placed = await cashOrder(database, who, { couponcode: coupon.code, couponValue: 999_999 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.payload.order_id as number;
    const order = await database.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(Number(order.coupon_value_paise)).toBe(expected);
    expect(order.coupon_code).toBe(coupon.code);
    expect(Number(order.total_paid_paise)).toBe(without + Number(order.delivery_charge_paise) + Number(order.handling_fee_paise) - expected);
    expect(placed.body.payload.total_paid_amount).toBe(Number(order.total_paid_paise) / 100);
    const detail = (await api(database, 'store/orderDetails', { order_id: orderId }, { cookie: who.cookie })).body.payload_orderDetails;
    expect(detail.couponValue).toBe(expected / 100);
    expect((await couponRow(coupon.code)).used_count).toBe(1);

    await moveOrder(database, manager, orderId, [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: `CPN${orderId}` }]);
    const invoice = await database.db.selectFrom('tax_documents').select('body').where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
    const totals = JSON.parse(invoice.body).totals;
    expect(totals.discount).toBe(expected);
    expect(totals.total).toBe(Number(order.total_paid_paise));

    await api(database, 'store/addTocart', { product_id: products[1].id, quantity: 1 }, { cookie: who.cookie });
    const again = await cashOrder(database, who, { couponcode: coupon.code });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(screenTexts.coupons.alreadyUsed);
  });

  it('an order with a code that does not apply is refused with the reason, and nothing is written', async () => {
    const who = await readyShopper(database, [[products[2], 1]]);
    const stockBefore = await stockOf(database, products[2].id);
    const refused = await cashOrder(database, who, { couponcode: 'FREE' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(screenTexts.coupons.unknown);
    expect(await stockOf(database, products[2].id)).toBe(stockBefore);
    expect(await cartLineCount(database, who.customerId)).toBe(1);
    expect(await database.db.selectFrom('orders').select('id').where('customer_id', '=', who.customerId).execute()).toEqual([]);
  });

  it('an online order starts its payment for the discounted amount', async () => {
    const coupon = await saveCoupon({ code: uniqueCode('ONLINE'), kind: 'flat', value: 75 });
    const who = await readyShopper(database, [[products[2], 1]]);
    const started = await api(database, 'store/onlinePaymentProcess', { address_id: who.addressId, paymentmode: 'online', couponcode: coupon.code }, { cookie: who.cookie });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const order = await database.db.selectFrom('orders').selectAll().where('id', '=', started.body.payload_onlinePaymentProcess.our_order_id).executeTakeFirstOrThrow();
    expect(Number(order.coupon_value_paise)).toBe(Math.min(7_500, priceOf(products[2])));
    expect(started.body.payload_onlinePaymentProcess.amount).toBe(Number(order.total_paid_paise));
  });

  it('a one-use coupon taken by two shoppers at once is used once; the other order is refused and changes nothing', async () => {
    const coupon = await saveCoupon({ code: uniqueCode('ONCE'), kind: 'flat', value: 50, total_uses: 1 });
    const [a, b] = await Promise.all([readyShopper(database, [[products[0], 1]]), readyShopper(database, [[products[0], 1]])]);
    const stockBefore = await stockOf(database, products[0].id);
    const answers = await Promise.all([cashOrder(database, a, { couponcode: coupon.code }), cashOrder(database, b, { couponcode: coupon.code })]);
    const won = answers.filter((x) => x.status === 200);
    const lost = answers.filter((x) => x.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect([409, 422]).toContain(lost[0].status);
    expect(lost[0].body.message).toBe(screenTexts.coupons.usedUp);
    expect((await couponRow(coupon.code)).used_count).toBe(1);
    expect(await stockOf(database, products[0].id)).toBe(stockBefore - 1);
    const loser = answers[0].status === 200 ? b : a;
    expect(await cartLineCount(database, loser.customerId)).toBe(1);
  });

  it('cancelling the order gives the use back', async () => {
    const coupon = await saveCoupon({ code: uniqueCode('BACK'), kind: 'flat', value: 20, total_uses: 1 });
    const who = await readyShopper(database, [[products[1], 1]]);
    const placed = await cashOrder(database, who, { couponcode: coupon.code });
    expect(placed.status).toBe(200);
    expect((await couponRow(coupon.code)).used_count).toBe(1);
    expect((await api(database, 'store/orderCancelled', { order_id: placed.body.payload.order_id }, { cookie: who.cookie })).status).toBe(200);
    expect((await couponRow(coupon.code)).used_count).toBe(0);
    const other = await readyShopper(database, [[products[1], 1]]);
    expect((await cashOrder(database, other, { couponcode: coupon.code })).status).toBe(200);
  });
});

describe('the offers the /offers page lists (coupons shown there)', () => {
  const offers = async () => (await api(database, 'store/offers', { store_id: 139 })).body.payload_offers as { couponcode: string; title: string; min_cart_amount: number; discount_percent: number; max_discount: number | null }[];

  it('each one is a code the cart takes off as advertised', async () => {
    const listed = await offers();
    expect(listed.length).toBeGreaterThan(0);
    for (const offer of listed) {
      // A shopper with no orders yet (first-order offers apply) and a cart above the offer's minimum.
      const product = await database.db
        .selectFrom('products').select(['id', 'name', 'stock', 'no_of_quantity_allowed', 'selling_price_paise', 'mrp_paise'])
        .where('store_id', '=', 139).where('stock', '>=', 1).where('selling_price_paise', '>=', offer.min_cart_amount * 100)
        .orderBy('selling_price_paise').orderBy('id').executeTakeFirstOrThrow();
      const who = await readyShopper(database, [[{ ...product, id: Number(product.id) } as ProductRow, 1]]);
      const price = Number(product.selling_price_paise);
      const raw = offer.discount_percent > 0 ? Math.round((price * offer.discount_percent) / 100) : price;
      const expected = Math.min(raw, offer.max_discount === null ? Infinity : offer.max_discount * 100, price);
      const applied = await apply(who, offer.couponcode);
      expect(applied.status, `${offer.title}: ${JSON.stringify(applied.body)}`).toBe(200);
      expect(applied.body.payload.couponValue, offer.title).toBe(expected / 100);
    }
  });

  it('staff choose which coupons it lists: a title is needed; an expired or hidden one is not listed', async () => {
    const shown = await saveCoupon({ code: uniqueCode('SHOWN'), kind: 'flat', value: 300, min_order: 5000, on_offers_page: true, title: 'Flat ₹300 off', description: 'On carts of ₹5,000 or more' });
    expect(shown).toMatchObject({ on_offers_page: true, title: 'Flat ₹300 off' });
    expect((await offers()).find((o) => o.couponcode === shown.code)).toMatchObject({ title: 'Flat ₹300 off', min_cart_amount: 5000, discount_percent: 0, max_discount: 300 });

    const untitled = await sellerApi(database, 'coupons/save', { code: uniqueCode('NOTITLE'), kind: 'flat', value: 10, on_offers_page: true }, { cookie: manager.cookie });
    expect(untitled.status).toBe(400);
    expect(Object.keys(untitled.body.errors)).toEqual(['title']);

    const expired = await saveCoupon({ code: uniqueCode('GONE'), kind: 'flat', value: 10, ends_at: '2020-01-01T00:00:00Z', on_offers_page: true, title: 'Gone' });
    const usedUp = await saveCoupon({ code: uniqueCode('USEDUP'), kind: 'flat', value: 10, total_uses: 1, on_offers_page: true, title: 'Used up' });
    await database.db.updateTable('coupons').set({ used_count: 1 }).where('code', '=', usedUp.code).execute();
    const codes = (await offers()).map((o) => o.couponcode);
    expect(codes).not.toContain(expired.code);
    expect(codes).not.toContain(usedUp.code);

    await saveCoupon({ code: shown.code, kind: 'flat', value: 300, min_order: 5000, overwrite: true });
    expect((await offers()).map((o) => o.couponcode)).not.toContain(shown.code);
  });
});

describe('deleting a coupon', () => {
  const remove = (couponId: number, who: TestStaff = manager) => sellerApi(database, 'coupons/delete', { coupon_id: couponId }, { cookie: who.cookie });
  const deleteLines = (couponId: number) => database.db.selectFrom('audit_log').select(['staff_email', 'before', 'after']).where('action', '=', 'coupon.delete').where('object_id', '=', String(couponId)).execute();
  const offered = async () => ((await api(database, 'store/offers', { store_id: 139 })).body.payload_offers as { couponcode: string }[]).map((o) => o.couponcode);

  it('a coupon no order used is deleted, audited with what it was; the offers page forgets it and its code is free again', async () => {
    const coupon = await saveCoupon({ code: uniqueCode('BYE'), kind: 'flat', value: 40, on_offers_page: true, title: 'Flat ₹40 off' });
    expect(await offered()).toContain(coupon.code);
    const owner = await addTestStaff(database, 'owner');
    const answer = await remove(coupon.coupon_id, owner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Coupon deleted', payload: { coupon: { coupon_id: coupon.coupon_id, code: coupon.code } } });
    expect(await database.db.selectFrom('coupons').select('id').where('id', '=', coupon.coupon_id).execute()).toEqual([]);
    const [line] = await deleteLines(coupon.coupon_id);
    expect(line.staff_email).toBe(owner.email);
    expect(JSON.parse(line.before!)).toMatchObject({ code: coupon.code, kind: 'flat', value: 40, title: 'Flat ₹40 off' });
    expect(line.after).toBeNull();
    expect(await offered()).not.toContain(coupon.code);
    expect((await apply(await readyShopper(database, [[products[0], 1]]), coupon.code)).status).toBe(422);
    // Gone, so the code makes a new coupon without overwrite.
    expect(await saveCoupon({ code: coupon.code, kind: 'flat', value: 60 })).toMatchObject({ value: 60, used_count: 0 });
  });

  it('a coupon an order used stays, even once the order is cancelled: 409 saying to switch it off, nothing audited', async () => {
    const coupon = await saveCoupon({ code: uniqueCode('KEPT'), kind: 'flat', value: 30 });
    const who = await readyShopper(database, [[products[1], 1]]);
    const placed = await cashOrder(database, who, { couponcode: coupon.code });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const refused = await remove(coupon.coupon_id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(sellerTexts.couponUsed(coupon.code, 1));
    expect(refused.body.message).toContain('untick Active');

    expect((await api(database, 'store/orderCancelled', { order_id: placed.body.payload.order_id }, { cookie: who.cookie })).status).toBe(200);
    expect((await couponRow(coupon.code)).used_count).toBe(0);
    expect((await remove(coupon.coupon_id)).status).toBe(409);
    expect(await couponRow(coupon.code)).toMatchObject({ code: coupon.code });
    expect(await deleteLines(coupon.coupon_id)).toEqual([]);
  });

  it('a packer may not delete (403); an unknown coupon is 404; a bad id is 400', async () => {
    const coupon = await saveCoupon({ code: uniqueCode('STAY'), kind: 'flat', value: 10 });
    const packer = await addTestStaff(database, 'packer');
    expect((await remove(coupon.coupon_id, packer)).status).toBe(403);
    const unknown = await remove(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(sellerTexts.couponNotFound);
    const bad = await sellerApi(database, 'coupons/delete', { coupon_id: 'x' }, { cookie: manager.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['coupon_id']);
    expect(await couponRow(coupon.code)).toMatchObject({ code: coupon.code });
  });
});

describe('the console reads coupons with their shelves', () => {
  it('coupons/list answers the categories and brands a coupon may be limited to', async () => {
    const list = await sellerApi(database, 'coupons/list', {}, { cookie: manager.cookie });
    expect(list.status).toBe(200);
    const { shelves } = list.body.payload as { shelves: { categories: { id: number; name: string }[]; brands: { id: number; name: string }[] } };
    expect(shelves.categories.length).toBeGreaterThan(0);
    expect(shelves.brands.length).toBeGreaterThan(0);
    expect(shelves.categories[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});
