// The delivery rules (docs/rules/delivery.md): zones by pincode prefix (the longest
// match wins), the delivery charge tiers and the payment fees, each saved by owner or
// manager, audited, and answered by the shop's own calls at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { addPincodes, api, putInCart, loginByOtp, plainProducts } from './session';

let database: TestDatabase;
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

const call = (path: string, body: unknown, who: TestStaff = manager) => sellerApi(database, path, body, { cookie: who.cookie });
const status = async (pincode: string) => (await api(database, 'delivery/pincode-status', { pincode })).body.data;

describe('delivery rules', () => {
  it('a zone and a single pincode: the longest prefix wins, and the shop answers at once', async () => {
    const usual = await status('110001');
    expect(usual).not.toBeNull();
    const zone = await call('delivery/save-zone', { pincode_prefix: '11', serviceable: false, min_days: 0, max_days: 0 });
    expect(zone.status, JSON.stringify(zone.body)).toBe(200);
    expect(zone.body.payload.zones).toContainEqual({ pincode_prefix: '11', serviceable: false, min_days: 0, max_days: 0, cod: true });
    expect(await status('110001')).toBeNull();
    expect(await status('560001')).not.toBeNull();
    expect((await call('delivery/save-zone', { pincode_prefix: '110001', serviceable: true, min_days: 1, max_days: 2 })).status).toBe(200);
    expect(await status('110001')).toEqual({ min_days: 1, max_days: 2, cod: true });
    // The single pincode's rule removed, the Delhi zone (seeded: '11') served again as it was.
    expect((await call('delivery/remove-zone', { pincode_prefix: '110001' })).status).toBe(200);
    expect(await status('110001')).toBeNull();
    expect((await call('delivery/save-zone', { pincode_prefix: '11', serviceable: true, ...usual })).status).toBe(200);
    expect(await status('110001')).toEqual(usual);
    const audit = await database.db.selectFrom('audit_log').select('action').where('object_type', '=', 'delivery').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['delivery.zone', 'delivery.zone', 'delivery.zone_removed', 'delivery.zone']);
  });

  it('refuses what cannot be: days the wrong way round, the default zone removed, an unknown zone', async () => {
    const days = await call('delivery/save-zone', { pincode_prefix: '56', serviceable: true, min_days: 5, max_days: 2 });
    expect(days.status).toBe(400);
    expect(days.body.errors).toEqual({ max_days: sellerTexts.delivery.daysOrder });
    expect((await call('delivery/save-zone', { pincode_prefix: '5600011', serviceable: true, min_days: 1, max_days: 2 })).status).toBe(400);
    const defaultZone = await call('delivery/remove-zone', { pincode_prefix: '' });
    expect(defaultZone.status).toBe(400);
    expect((await call('delivery/remove-zone', { pincode_prefix: '99' })).status).toBe(404);
  });

  it('the delivery charge and the payment fees the checkout uses', async () => {
    const [product] = await plainProducts(database, 1, 2, 1);
    const shopper = await loginByOtp(database);
    await putInCart(database, shopper, product!.id, 1);
    const saved = await call('delivery/save-charges', { charges: [{ upto: 1_000_000, charge: 75 }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.payload.charges).toEqual([{ upto: 1_000_000, charge: 75 }]);
    const charge = await api(database, 'store/deliveryCharge', {}, { cookie: shopper.cookie });
    expect(charge.body.payload_deliveryCharge).toEqual({ delivery_charge: 75, delivery_upto: 1_000_000 });
    expect((await call('delivery/save-charges', { charges: [{ upto: 100, charge: 1 }, { upto: 100, charge: 2 }] })).status).toBe(400);

    expect((await call('delivery/save-fees', { digital_discount: 3, handling_fee: '2.5' })).status).toBe(200);
    expect((await api(database, 'payments/get-company-payment-fees', {})).body).toMatchObject({ digital_discount: 3, handling_fee: 2.5 });
    expect((await call('delivery/save-fees', { digital_discount: 80, handling_fee: 1 })).status).toBe(400);
  });

  it('a packer may not change them', async () => {
    const packer = await addTestStaff(database, 'packer');
    expect((await call('delivery/rules', {}, packer)).status).toBe(403);
    expect((await call('delivery/save-zone', { pincode_prefix: '40', serviceable: false, min_days: 0, max_days: 0 }, packer)).status).toBe(403);
  });
});
