// A product's package facts (docs/rules/shipping.md#package-facts): weight and box sides in
// the editor's save (checked, audited, left as they were when absent, cleared by null),
// in the catalogue CSV (exported, imported back, a bad cell named by row and column), and
// in the demo catalogue for every product, at weights a courier would weigh.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCatalogueExport } from '@/lib/api/staff-csv';
import { CSV_COLUMNS } from '@/lib/products/csv';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

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

const save = (body: Record<string, unknown>) => sellerApi(database, 'products/save', body, { cookie: manager.cookie });
const factsOf = (productId: number) =>
  database.db.selectFrom('products').select(['package_weight_kg', 'package_length_cm', 'package_breadth_cm', 'package_height_cm']).where('id', '=', productId).executeTakeFirstOrThrow();
const base = () => ({ name: `Pakkit ${Date.now().toString(36)} Kettle`, category_id: shelf.category_id, brand_id: shelf.brand_id, mrp: 2000, selling_price: 1500, stock: 3 });

describe('package facts in the editor', () => {
  it('saves weight and sides (number or text), answers them, audits them; left out they stay, null clears one', async () => {
    const created = await save({ ...base(), package_weight_kg: '1.25', package_length_cm: 24, package_breadth_cm: '18.5', package_height_cm: 26 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.payload.product_id;
    expect(created.body.payload.product).toMatchObject({ package_weight_kg: 1.25, package_length_cm: 24, package_breadth_cm: 18.5, package_height_cm: 26 });
    expect(await factsOf(id)).toEqual({ package_weight_kg: 1.25, package_length_cm: 24, package_breadth_cm: 18.5, package_height_cm: 26 });

    const { name } = created.body.payload.product;
    const kept = await save({ ...base(), name, product_id: id, package_weight_kg: 1.4 });
    expect(kept.status).toBe(200);
    expect(await factsOf(id)).toEqual({ package_weight_kg: 1.4, package_length_cm: 24, package_breadth_cm: 18.5, package_height_cm: 26 });
    const cleared = await save({ ...base(), name, product_id: id, package_height_cm: null });
    expect(cleared.status).toBe(200);
    expect((await factsOf(id)).package_height_cm).toBeNull();

    const audit = await database.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('object_type', '=', 'product').where('object_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update', 'product.update']);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({ package_weight_kg: 1.25 });
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({ package_weight_kg: 1.4 });
  });

  it('refuses zero, negative, too large, too precise and non-numbers: 400 naming each field, nothing written', async () => {
    const created = await save({ ...base(), package_weight_kg: 2 });
    const id = created.body.payload.product_id;
    const bad = await save({ ...base(), product_id: id, package_weight_kg: 0, package_length_cm: -3, package_breadth_cm: 301, package_height_cm: 'tall' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      package_weight_kg: 'must be more than 0', package_length_cm: 'must be more than 0', package_breadth_cm: 'must be at most 300 cm', package_height_cm: 'must be a number',
    });
    const fine = await save({ ...base(), product_id: id, package_weight_kg: 0.0005 });
    expect(fine.status).toBe(400);
    expect(fine.body.errors).toEqual({ package_weight_kg: 'must have at most 3 decimals' });
    expect(await factsOf(id)).toMatchObject({ package_weight_kg: 2 });
  });
});

describe('package facts in the catalogue CSV', () => {
  const csvOf = (rows: Record<string, string | number>[]) => Papa.unparse({ fields: [...CSV_COLUMNS], data: rows.map((r) => CSV_COLUMNS.map((c) => r[c] ?? '')) });
  const exportedRows = async () => {
    const response = await serveCatalogueExport(new Request('http://localhost:3000/seller/products/export.csv', { headers: { cookie: manager.cookie } }), { database });
    return Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true }).data;
  };

  it('are exported, imported for new and changed products, and the export imports back unchanged', async () => {
    const sku = `PKG-${Date.now()}`;
    const row = { sku, name: 'Pakkit Mixer 750 W', category: shelf.category, brand: shelf.brand, mrp: 4999, selling_price: 3999, stock: 4 };
    const created = await sellerApi(database, 'products/import', { csv: csvOf([{ ...row, package_weight_kg: 4.6, package_length_cm: 42, package_breadth_cm: 28, package_height_cm: 30 }]) }, { cookie: manager.cookie });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const product = await database.db.selectFrom('products').select('id').where('sku_no', '=', sku).executeTakeFirstOrThrow();
    expect(await factsOf(Number(product.id))).toEqual({ package_weight_kg: 4.6, package_length_cm: 42, package_breadth_cm: 28, package_height_cm: 30 });

    // A changed weight shows in the preview from its old value to its new; empty cells leave the others.
    const change = csvOf([{ ...row, package_weight_kg: '4.75' }]);
    const plan = await sellerApi(database, 'products/import-preview', { csv: change }, { cookie: manager.cookie });
    expect(plan.body.payload.updates).toMatchObject([{ sku, changes: ['package_weight_kg'], before: { package_weight_kg: 4.6 }, after: { package_weight_kg: 4.75 } }]);
    expect((await sellerApi(database, 'products/import', { csv: change }, { cookie: manager.cookie })).status).toBe(200);
    expect(await factsOf(Number(product.id))).toEqual({ package_weight_kg: 4.75, package_length_cm: 42, package_breadth_cm: 28, package_height_cm: 30 });

    const rows = await exportedRows();
    expect(rows.find((r) => r.sku === sku)).toMatchObject({ package_weight_kg: '4.75', package_length_cm: '42', package_breadth_cm: '28', package_height_cm: '30' });
    const back = await sellerApi(database, 'products/import-preview', { csv: Papa.unparse(rows) }, { cookie: manager.cookie });
    expect(back.body.payload).toMatchObject({ updates: [], creates: [], errors: [] });
  });

  it('a bad cell is an error of its row and column, and nothing is imported', async () => {
    const sku = `PKG-BAD-${Date.now()}`;
    const answer = await sellerApi(database, 'products/import', {
      csv: csvOf([{ sku, name: 'Pakkit Iron', category: shelf.category, brand: shelf.brand, mrp: 999, selling_price: 899, stock: 2, package_weight_kg: '0', package_height_cm: '400' }]),
    }, { cookie: manager.cookie });
    expect(answer.status).toBe(400);
    expect(answer.body.row_errors).toEqual([
      { row: 2, sku, column: 'package_weight_kg', message: 'must be more than 0' },
      { row: 2, sku, column: 'package_height_cm', message: 'must be at most 300 cm' },
    ]);
    expect(await database.db.selectFrom('products').select('id').where('sku_no', '=', sku).executeTakeFirst()).toBeUndefined();
  });
});

describe('the demo catalogue', () => {
  it('gives every product its package facts, a phone under a kilo and a washing machine tens of kilos', async () => {
    const missing = await database.db.selectFrom('products').select('id').where('sku_no', 'not like', 'PKG-%').where('name', 'not like', 'Pakkit%')
      .where((eb) => eb.or([eb('package_weight_kg', 'is', null), eb('package_length_cm', 'is', null), eb('package_breadth_cm', 'is', null), eb('package_height_cm', 'is', null)]))
      .execute();
    expect(missing).toEqual([]);
    const weightsIn = async (category: string) =>
      (await database.db.selectFrom('products').innerJoin('categories', 'categories.id', 'products.category_id').select('products.package_weight_kg as kg').where('categories.name_url', '=', category).execute()).map((r) => Number(r.kg));
    const phones = await weightsIn('smartphones');
    expect(phones.length).toBeGreaterThan(0);
    for (const kg of phones) expect(kg).toBeGreaterThan(0.2), expect(kg).toBeLessThan(0.8);
    const washers = await weightsIn('front-load-washing-machines');
    expect(washers.length).toBeGreaterThan(0);
    for (const kg of washers) expect(kg).toBeGreaterThan(50), expect(kg).toBeLessThan(90);
  });
});
