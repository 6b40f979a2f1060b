// HSN codes and GST rates (docs/rules/products.md#hsn-codes-and-gst-rates): the product
// editor (products/save) and the CSV import refuse an HSN code shorter than the seller's
// turnover band needs (4 digits by default) or with other than digits, and a GST rate
// that is not in force, each with its message; the legal ones (0.25 % and 40 % too) are
// stored; and every product of the demo catalogue passes the same rule.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@/lib/products/csv';
import { isGstRate, isHsnCode } from '@/lib/products/gst-fields';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

const HSN_MESSAGE = 'must be 4 to 8 digits, numbers only (your turnover band needs at least 4)';
const RATE_MESSAGE = 'must be a GST rate in force: 0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28 or 40 (%)';

let database: TestDatabase;
let manager: TestStaff;
let shelf: { category_id: number; brand_id: number; category: string; brand: string };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
  const category = await database.db.selectFrom('categories').select(['id', 'name_url']).orderBy('id').executeTakeFirstOrThrow();
  const brand = await database.db.selectFrom('brands').select(['id', 'name_url']).orderBy('id').executeTakeFirstOrThrow();
  shelf = { category_id: Number(category.id), brand_id: Number(brand.id), category: category.name_url, brand: brand.name_url };
});
afterAll(async () => {
  await database?.close();
});

const save = (body: Record<string, unknown>) =>
  sellerApi(database, 'products/save', { name: `Gst ${Date.now().toString(36)} Kettle`, category_id: shelf.category_id, brand_id: shelf.brand_id, mrp: 2000, selling_price: 1500, stock: 3, ...body }, { cookie: manager.cookie });
const productCount = async () => Number((await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const csvOf = (rows: Record<string, string | number>[]) => Papa.unparse({ fields: [...CSV_COLUMNS], data: rows.map((r) => CSV_COLUMNS.map((c) => r[c] ?? '')) });

describe('the product editor', () => {
  it('refuses a 3-digit HSN code and a 7 % rate, each with its message, and saves nothing', async () => {
    const before = await productCount();
    const refused = await save({ hsn: '851', gst_rate: 7 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ hsn: HSN_MESSAGE, gst_rate: RATE_MESSAGE });
    const letters = await save({ hsn: '85A6' });
    expect(letters.status).toBe(400);
    expect(letters.body.errors.hsn).toBe(HSN_MESSAGE);
    const long = await save({ hsn: '851610001' });
    expect(long.body.errors.hsn).toBe(HSN_MESSAGE);
    expect(await productCount()).toBe(before);
  });

  it('saves a legal code and rate, the special rates included', async () => {
    for (const [hsn, rate] of [['8516', 18], ['71023100', 0.25], ['87112019', 40], ['851660', 5]] as const) {
      const saved = await save({ hsn, gst_rate: rate });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const row = await database.db.selectFrom('products').select(['hsn_code', 'gst_rate']).where('id', '=', saved.body.payload.product_id).executeTakeFirstOrThrow();
      expect({ hsn: row.hsn_code, rate: Number(row.gst_rate) }).toEqual({ hsn, rate });
    }
  });
});

describe('the CSV import', () => {
  it('refuses a 3-digit HSN code and a 7 % rate with the messages, and imports nothing', async () => {
    const before = await productCount();
    const csv = csvOf([
      { sku: 'GST-BAD-1', name: 'Orvane Kettle', category: shelf.category, brand: shelf.brand, mrp: 2499, selling_price: 1799, stock: 5, hsn: '851', gst_rate: 7 },
      { sku: 'GST-GOOD-1', name: 'Orvane Toaster', category: shelf.category, brand: shelf.brand, mrp: 2499, selling_price: 1799, stock: 5, hsn: '8516', gst_rate: 40 },
    ]);
    const plan = await sellerApi(database, 'products/import-preview', { csv }, { cookie: manager.cookie });
    expect(plan.status).toBe(200);
    expect(plan.body.payload.errors).toEqual([
      { row: 2, sku: 'GST-BAD-1', column: 'hsn', message: HSN_MESSAGE },
      { row: 2, sku: 'GST-BAD-1', column: 'gst_rate', message: RATE_MESSAGE },
    ]);
    const refused = await sellerApi(database, 'products/import', { csv }, { cookie: manager.cookie });
    expect(refused.status).toBe(400);
    expect(await productCount()).toBe(before);
  });
});

describe('the demo catalogue', () => {
  it('passes the rule: every HSN code of 4 to 8 digits, every rate in force', async () => {
    const rows = await database.db.selectFrom('products').select(['id', 'hsn_code', 'gst_rate']).execute();
    expect(rows.length).toBeGreaterThan(0);
    const bad = rows.filter((r) => (r.hsn_code !== null && r.hsn_code !== '' && !isHsnCode(r.hsn_code, 4)) || !isGstRate(Number(r.gst_rate)));
    expect(bad).toEqual([]);
  });
});
