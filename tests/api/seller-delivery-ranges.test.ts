// Pincode ranges, the pincode file and cash on delivery per pincode
// (docs/rules/delivery.md#pincode-ranges, #pincode-file, #cash-on-delivery-by-pincode,
// #precedence): saved by owner or manager with their audit lines, answered by the
// shop's pincode check at once, and a cash order refused where the rule takes no cash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { texts } from '@/lib/texts';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { addAddress, addPincodes, api, cartLineCount, cashOrder, loginByOtp, orderCount, plainProducts, putInCart, stockOf } from './session';

let database: TestDatabase;
let manager: TestStaff;

// Andaman and Nicobar (744) is not served by the seeded rules: a range there shows.
const ISLANDS = ['744100', '744101', '744102', '744105', '744110', '744111', '744201', '744202', '744203', '744301', '744302', '744303'];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  await database.db
    .insertInto('pincodes')
    .values(ISLANDS.map((pincode) => ({ pincode, district: 'South Andaman', state: 'Andaman and Nicobar Islands' })))
    .onConflict((oc) => oc.column('pincode').doNothing())
    .execute();
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

const call = (path: string, body: unknown, who: TestStaff = manager) => sellerApi(database, path, body, { cookie: who.cookie });
const status = async (pincode: string) => (await api(database, 'delivery/pincode-status', { pincode })).body.data;
const auditActions = async () => (await database.db.selectFrom('audit_log').select('action').where('object_type', '=', 'delivery').orderBy('id').execute()).map((a) => a.action);
const counts = async () => ({
  zones: Number((await database.db.selectFrom('serviceability_rules').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  ranges: Number((await database.db.selectFrom('pincode_ranges').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  audit: (await auditActions()).length,
});

describe('pincode ranges', () => {
  it('a range serves its pincodes with its days, not the pincodes around it; removed, they fall back', async () => {
    expect(await status('744101')).toBeNull();
    const saved = await call('delivery/save-range', { from: '744101', to: '744110', serviceable: true, min_days: 6, max_days: 9, cod: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.payload.ranges).toEqual([{ from: '744101', to: '744110', serviceable: true, min_days: 6, max_days: 9, cod: true }]);
    for (const inside of ['744101', '744105', '744110']) expect(await status(inside)).toEqual({ min_days: 6, max_days: 9, cod: true });
    for (const outside of ['744100', '744111']) expect(await status(outside)).toBeNull();

    // The same ends change the range.
    expect((await call('delivery/save-range', { from: '744101', to: '744110', serviceable: true, min_days: '5', max_days: '8', cod: false })).status).toBe(200);
    expect(await status('744102')).toEqual({ min_days: 5, max_days: 8, cod: false });

    const removed = await call('delivery/remove-range', { from: '744101', to: '744110' });
    expect(removed.status).toBe(200);
    expect(removed.body.payload.ranges).toEqual([]);
    expect(await status('744105')).toBeNull();
    expect((await call('delivery/remove-range', { from: '744101', to: '744110' })).status).toBe(404);

    const lines = await database.db.selectFrom('audit_log').select(['action', 'object_id', 'before', 'after']).where('action', 'like', 'delivery.range%').orderBy('id').execute();
    expect(lines.map((l) => [l.action, l.object_id])).toEqual([['delivery.range', '744101-744110'], ['delivery.range', '744101-744110'], ['delivery.range_removed', '744101-744110']]);
    expect(JSON.parse(lines[1]!.before!)).toMatchObject({ min_days: 6, max_days: 9, cod: true });
    expect(JSON.parse(lines[1]!.after!)).toMatchObject({ min_days: 5, max_days: 8, cod: false });
  });

  it('precedence: the pincode\'s own zone, then the range, then the longest prefix, then the default', async () => {
    expect((await call('delivery/save-zone', { pincode_prefix: '7441', serviceable: true, min_days: 10, max_days: 12 })).status).toBe(200);
    expect((await call('delivery/save-range', { from: '744101', to: '744105', serviceable: true, min_days: 3, max_days: 4, cod: true })).status).toBe(200);
    expect((await call('delivery/save-zone', { pincode_prefix: '744102', serviceable: false, min_days: 0, max_days: 0 })).status).toBe(200);
    expect(await status('744101')).toEqual({ min_days: 3, max_days: 4, cod: true }); // range over the longer prefix 7441
    expect(await status('744102')).toBeNull(); // its own zone over the range
    expect(await status('744110')).toEqual({ min_days: 10, max_days: 12, cod: true }); // outside the range: prefix 7441
    expect(await status('744201')).toBeNull(); // prefix 744, not served
    expect(await status('560001')).toMatchObject({ cod: true }); // '56'
    // Clean up for the next tests.
    for (const prefix of ['7441', '744102']) expect((await call('delivery/remove-zone', { pincode_prefix: prefix })).status).toBe(200);
    expect((await call('delivery/remove-range', { from: '744101', to: '744105' })).status).toBe(200);
  });

  it('refuses a range that cannot be, naming the field, and writes nothing', async () => {
    const before = await counts();
    const base = { serviceable: true, min_days: 1, max_days: 2, cod: true };
    const reversed = await call('delivery/save-range', { ...base, from: '744110', to: '744101' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ to: sellerTexts.deliveryRanges.order });
    const tooWide = await call('delivery/save-range', { ...base, from: '744001', to: '745001' });
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.errors).toEqual({ to: sellerTexts.deliveryRanges.size(1000) });
    const short = await call('delivery/save-range', { ...base, from: '74410', to: '744110' });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.errors)).toEqual(['from']);
    const days = await call('delivery/save-range', { ...base, from: '744101', to: '744110', min_days: 5, max_days: 2 });
    expect(days.status).toBe(400);
    expect(days.body.errors).toEqual({ max_days: sellerTexts.delivery.daysOrder });
    // Overlapping another range.
    expect((await call('delivery/save-range', { ...base, from: '744201', to: '744203' })).status).toBe(200);
    const overlap = await call('delivery/save-range', { ...base, from: '744203', to: '744210' });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errors).toEqual({ from: sellerTexts.deliveryRanges.overlaps('744201', '744203') });
    expect((await call('delivery/remove-range', { from: '744201', to: '744203' })).status).toBe(200);
    expect(await counts()).toEqual({ ...before, audit: before.audit + 2 });
  });
});

const file = (...lines: string[]) => ['pincode,serviceable,min_days,max_days,cod', ...lines].join('\n');

describe('the pincode file', () => {
  it('previews what it would create and change and every bad cell; nothing is written while one is bad', async () => {
    const before = await counts();
    const bad = [
      'pincode,serviceable,min_days,max_days,cod,price',
      '7443,yes,4,6,no,9', // fine
      '74430x,yes,1,2,,9', // bad pincode
      '744301,yes,5,2,yes,9', // days reversed
      '744302,maybe,1,2,yes,9', // serviceable
      '744301-744399,yes,1,2,yes,9', // fine
      '744350-744360,yes,1,2,yes,9', // overlaps the row before
      '7443,no,,,,9', // the same pincode again
    ].join('\n');
    const preview = await call('delivery/import-preview', { csv: bad });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const errors = preview.body.payload.errors.map((e: { row: number; column: string }) => [e.row, e.column]);
    // Rows as the seller's spreadsheet numbers them: the header is row 1.
    expect(errors).toEqual([[0, 'price'], [3, 'pincode'], [4, 'max_days'], [5, 'serviceable'], [7, 'pincode'], [8, 'pincode']]);
    expect(preview.body.payload.errors.slice(-2).map((e: { message: string }) => e.message)).toEqual([sellerTexts.deliveryCsv.overlapsRow(6), sellerTexts.deliveryCsv.duplicate(2)]);
    const imported = await call('delivery/import', { csv: bad });
    expect(imported.status).toBe(400);
    expect(imported.body.message).toBe(sellerTexts.deliveryCsv.hasErrors(6));
    expect(imported.body.row_errors).toHaveLength(6);
    expect(await counts()).toEqual(before);
  });

  it('imports zones, single pincodes and ranges in one transaction with one audit line', async () => {
    const csv = file(
      '744301-744302,yes,2,3,no', // a new range
      '744303,yes,1,1,', // a new single pincode (cash taken: cod blank)
      '11,yes,1,3,yes', // the seeded Delhi zone, unchanged
      '56,yes,2,4,no', // the seeded Bengaluru zone, cash off
    );
    const preview = await call('delivery/import-preview', { csv });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.payload).toMatchObject({
      rows: 4, errors: [], unchanged: 1,
      creates: [{ row: 2, pincode: '744301-744302' }, { row: 3, pincode: '744303' }],
      updates: [{ row: 5, pincode: '56', changes: ['cod'], before: { cod: true }, after: { cod: false } }],
    });
    const before = await counts();
    const imported = await call('delivery/import', { csv });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const { rules, ...done } = imported.body.payload;
    expect(done).toEqual({ created: 2, updated: 1, unchanged: 1 });
    // The rules as they now stand, as delivery/rules answers them: the console shows them without reading again.
    expect(rules).toEqual((await call('delivery/rules', {})).body.payload);
    expect(rules.ranges).toContainEqual({ from: '744301', to: '744302', serviceable: true, min_days: 2, max_days: 3, cod: false });
    expect(await counts()).toEqual({ zones: before.zones + 1, ranges: before.ranges + 1, audit: before.audit + 1 });
    expect(await status('744302')).toEqual({ min_days: 2, max_days: 3, cod: false });
    expect(await status('744303')).toEqual({ min_days: 1, max_days: 1, cod: true });
    expect(await status('560001')).toEqual({ min_days: 2, max_days: 4, cod: false });
    expect(await status('110001')).toEqual({ min_days: 1, max_days: 3, cod: true });
    const line = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'delivery.import').executeTakeFirstOrThrow();
    expect(JSON.parse(line.after!)).toMatchObject({ created: 2, updated: 1, unchanged: 1, rows: 4, rules: { '56': { cod: false } } });
    expect(JSON.parse(line.before!)).toEqual({ '56': { serviceable: true, min_days: 2, max_days: 4, cod: true } });
    // Bengaluru back to taking cash for the tests after this one.
    expect((await call('delivery/save-zone', { pincode_prefix: '56', serviceable: true, min_days: 2, max_days: 4, cod: true })).status).toBe(200);
  });

  it('a file overlapping a range of the shop is refused on that row', async () => {
    const preview = await call('delivery/import-preview', { csv: file('744302-744310,yes,1,2,yes') });
    expect(preview.body.payload.errors).toEqual([{ row: 2, column: 'pincode', message: sellerTexts.deliveryRanges.overlaps('744301', '744302') }]);
    // A blank row is skipped but counted, as the spreadsheet counts it.
    const afterBlank = await call('delivery/import-preview', { csv: file('', '744302-744310,yes,1,2,yes') });
    expect(afterBlank.body.payload).toMatchObject({ rows: 1, errors: [{ row: 3, column: 'pincode' }] });
    const missing = await call('delivery/import-preview', { csv: 'pincode,min_days\n744301,1' });
    expect(missing.body.payload.errors).toEqual([{ row: 0, column: 'serviceable', message: sellerTexts.deliveryCsv.missingColumn('serviceable') }]);
  });
});

describe('cash on delivery per pincode', () => {
  it('a pincode whose rule takes no cash: the cash order is refused and writes nothing; online payment still goes', async () => {
    const [product] = await plainProducts(database, 1, 3, 1);
    const shopper = await loginByOtp(database);
    const addressId = await addAddress(database, shopper, { pincode: '110001' });
    await putInCart(database, shopper, product!.id, 1);
    expect((await call('delivery/save-zone', { pincode_prefix: '110001', serviceable: true, min_days: 1, max_days: 2, cod: false })).status).toBe(200);
    expect(await status('110001')).toEqual({ min_days: 1, max_days: 2, cod: false });

    const stock = await stockOf(database, product!.id);
    const refused = await cashOrder(database, { ...shopper, addressId });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(texts.codByPincode.refused);
    expect(await orderCount(database, shopper.customerId)).toBe(0);
    expect(await stockOf(database, product!.id)).toBe(stock);
    expect(await cartLineCount(database, shopper.customerId)).toBe(1);

    const online = await api(database, 'store/onlinePaymentProcess', { address_id: addressId, paymentmode: 'online' }, { cookie: shopper.cookie });
    expect(online.status, JSON.stringify(online.body)).toBe(200);
    expect(await orderCount(database, shopper.customerId)).toBe(1);

    // Cash taken again: the next cash order goes.
    expect((await call('delivery/remove-zone', { pincode_prefix: '110001' })).status).toBe(200);
    expect((await cashOrder(database, { ...shopper, addressId })).status).toBe(200);
  });

  it('a zone saved without cod keeps its own', async () => {
    expect((await call('delivery/save-zone', { pincode_prefix: '70', serviceable: true, min_days: 3, max_days: 5, cod: false })).status).toBe(200);
    const again = await call('delivery/save-zone', { pincode_prefix: '70', serviceable: true, min_days: 2, max_days: 5 });
    expect(again.body.payload.zones).toContainEqual({ pincode_prefix: '70', serviceable: true, min_days: 2, max_days: 5, cod: false });
  });
});

describe('who may', () => {
  it('a packer gets 403 on every new call and changes nothing', async () => {
    const packer = await addTestStaff(database, 'packer');
    const before = await counts();
    expect((await call('delivery/save-range', { from: '744101', to: '744110', serviceable: true, min_days: 1, max_days: 2, cod: true }, packer)).status).toBe(403);
    expect((await call('delivery/remove-range', { from: '744301', to: '744302' }, packer)).status).toBe(403);
    expect((await call('delivery/import-preview', { csv: file('744101,yes,1,2,yes') }, packer)).status).toBe(403);
    expect((await call('delivery/import', { csv: file('744101,yes,1,2,yes') }, packer)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
