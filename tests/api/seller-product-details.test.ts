// The product editor's description, specifications, other information and low-stock
// threshold (docs/rules/products.md#description, #specifications, #low-stock-threshold):
// a description keeps only the allowed formatting, whether saved in the editor or
// imported, and the shop answers only that (also for a row written before); the
// specifications, other information and barcode the editor saves are what the product
// page's tabs read; a key left out stays; bad values are a 400 naming the field.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDescriptionText } from '@/lib/catalog/product-info';
import { CSV_COLUMNS } from '@/lib/products/csv';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { api } from './session';

let database: TestDatabase;
let manager: TestStaff;
let shelf: { category_id: number; brand_id: number };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
  const category = await database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const brand = await database.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  shelf = { category_id: Number(category.id), brand_id: Number(brand.id) };
});
afterAll(async () => {
  await database?.close();
});

const save = (body: Record<string, unknown>) => sellerApi(database, 'products/save', body, { cookie: manager.cookie });
const detail = async (productId: number) => (await api(database, 'store/productDetail', { product_id: productId })).body.payload;
const get = async (productId: number) => (await sellerApi(database, 'products/get', { product_id: productId }, { cookie: manager.cookie })).body.payload.product;
const stored = (productId: number) => database.db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirstOrThrow();
const base = (name: string) => ({ name: `${name} ${Date.now().toString(36)}`, ...shelf, mrp: 5000, selling_price: 4000, stock: 5 });
const ATTACK = '<img src=x onerror=alert(1)><script>document.cookie</script><p>Good</p>';

describe('the description', () => {
  it('is stored with only the allowed formatting, and the shop answers only that', async () => {
    const created = await save({ ...base('Velmora Blender'), description: ATTACK });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.payload.product_id;
    // The answer has it as stored, so the form shows the cleaned text.
    expect(created.body.payload.description).toBe('<p>Good</p>');
    expect((await stored(id)).description).toBe('<p>Good</p>');
    expect((await get(id)).description).toBe('<p>Good</p>');
    const shown = await detail(id);
    expect(shown.description).toBe('<p>Good</p>');
    // The meta and JSON-LD description is its plain text.
    expect(productDescriptionText(shown)).toBe('Good');

    // Formatting stays, attributes and links go.
    const kept = '<h3>Features</h3><p><strong>1.5 L</strong> jar</p><ul><li>3 speeds</li></ul><table><tbody><tr><th>Power</th><td>600 W</td></tr></tbody></table>';
    await save({ ...base('x'), name: shown.name, product_id: id, description: `${kept}<p style="color:red" onclick="x()"><a href="javascript:alert(1)">more</a></p>` });
    expect((await detail(id)).description).toBe(`${kept}<p>more</p>`);
  });

  it('written before the editor cleaned it, is cleaned where the shop reads it', async () => {
    const id = (await save(base('Corvane Toaster'))).body.payload.product_id;
    await database.db.updateTable('products').set({ description: `<p onmouseover="steal()">Old</p><iframe src="https://evil.example"></iframe>` }).where('id', '=', id).execute();
    expect((await detail(id)).description).toBe('<p>Old</p>');
    // Nothing allowed left: the shop shows it has none.
    await database.db.updateTable('products').set({ description: '<script>alert(1)</script>' }).where('id', '=', id).execute();
    expect((await detail(id)).description).toBe('Not available');
  });

  it('imported from a CSV file is stored clean', async () => {
    const cat = await database.db.selectFrom('categories').select('name_url').where('id', '=', shelf.category_id).executeTakeFirstOrThrow();
    const brand = await database.db.selectFrom('brands').select('name_url').where('id', '=', shelf.brand_id).executeTakeFirstOrThrow();
    const row: Record<string, string | number> = { sku: `CSV-XSS-${Date.now().toString(36)}`, name: 'Imported Iron', category: cat.name_url, brand: brand.name_url, mrp: 999, selling_price: 899, stock: 3, description: ATTACK };
    const csv = Papa.unparse({ fields: [...CSV_COLUMNS], data: [CSV_COLUMNS.map((c) => row[c] ?? '')] });
    const imported = await sellerApi(database, 'products/import', { csv }, { cookie: manager.cookie });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const product = await database.db.selectFrom('products').select(['id', 'description']).where('sku_no', '=', String(row.sku)).executeTakeFirstOrThrow();
    expect(product.description).toBe('<p>Good</p>');
    expect((await detail(Number(product.id))).description).toBe('<p>Good</p>');
  });
});

describe('specifications, other information, barcode', () => {
  const specifications = { type: 'Front load', model_name: 'WF-7', container_type: 'Carton', manufactured_by: 'Velmora Appliances', package_dimension_length: 60, package_dimension_width: '55.5', package_dimension_height: 85 };
  const other_information = { country_origin: 'India', manufactured_by: 'Velmora Appliances', marketed_by: 'Velmora Retail' };

  it('are saved, read back by products/get and answered by the shop at once; audited', async () => {
    const created = await save({ ...base('Velmora Washer'), specifications, other_information, barcode: '8901234567890' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.payload.product_id;
    const shown = await detail(id);
    expect(shown.specifications).toEqual({ ...specifications, package_dimension_width: 55.5 });
    expect(shown.other_information).toEqual(other_information);
    expect(shown.barcode).toBe('8901234567890');
    expect(await get(id)).toMatchObject({ specifications: { ...specifications, package_dimension_width: 55.5 }, other_information, barcode: '8901234567890' });

    // A change shows on the next call; keys left out stay, null and empty clear.
    const changed = await save({ ...base('x'), name: shown.name, product_id: id, specifications: { model_name: 'WF-8', container_type: null, type: '' }, other_information: { marketed_by: null } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await detail(id);
    expect(after.specifications).toEqual({ model_name: 'WF-8', manufactured_by: 'Velmora Appliances', package_dimension_length: 60, package_dimension_width: 55.5, package_dimension_height: 85 });
    expect(after.other_information).toEqual({ country_origin: 'India', manufactured_by: 'Velmora Appliances' });
    expect(after.barcode).toBe('8901234567890');
    const audit = await database.db.selectFrom('audit_log').select('after').where('action', '=', 'product.update').where('object_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ specifications: { model_name: 'WF-8', type: null }, other_information: { marketed_by: null } });
  });

  it('left out of a save, stay as they were; keys the editor does not edit stay too', async () => {
    const id = (await save({ ...base('Corvane Dryer'), specifications: { type: 'Dryer' }, other_information: { country_origin: 'India' }, barcode: 'ABC-1' })).body.payload.product_id;
    await database.db.updateTable('products').set({ specifications: JSON.stringify({ type: 'Dryer', shelf_life: '10 years' }) }).where('id', '=', id).execute();
    const again = await save({ ...base('x'), name: (await detail(id)).name, product_id: id, selling_price: 3900, specifications: { model_name: 'D-2' } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const shown = await detail(id);
    expect(shown.specifications).toEqual({ type: 'Dryer', shelf_life: '10 years', model_name: 'D-2' });
    expect(shown.other_information).toEqual({ country_origin: 'India' });
    expect(shown.barcode).toBe('ABC-1');
    await save({ ...base('x'), name: shown.name, product_id: id, barcode: null, other_information: { country_origin: '' } });
    const cleared = await detail(id);
    expect(cleared.barcode).toBeNull();
    expect(cleared.other_information).toBeNull();
  });

  it('refuses bad values naming the field, and writes nothing', async () => {
    const id = (await save({ ...base('Orvane Fan'), specifications: { type: 'Ceiling' } })).body.payload.product_id;
    const before = await stored(id);
    const long = 'x'.repeat(101);
    const bad = await save({
      ...base('x'), name: before.name, product_id: id,
      specifications: { model_name: long, package_dimension_length: -2, package_dimension_width: 'wide', package_dimension_height: 5000 },
      other_information: { marketed_by: long },
      barcode: 'not a barcode!',
      low_stock_at: 1001,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'specifications.model_name': 'must be at most 100 characters',
      'specifications.package_dimension_length': 'must be more than 0',
      'specifications.package_dimension_width': 'must be a number of centimetres',
      'specifications.package_dimension_height': 'must be at most 1000 cm',
      'other_information.marketed_by': 'must be at most 100 characters',
      barcode: "must be letters, digits or '-', at most 50",
      low_stock_at: 'must be at most 1000',
    });
    // The three dimensions go together (the page shows them only so).
    const partial = await save({ ...base('x'), name: before.name, product_id: id, specifications: { package_dimension_length: 30, package_dimension_height: 20 } });
    expect(partial.status).toBe(400);
    expect(partial.body.errors).toEqual({ 'specifications.package_dimension_width': sellerTexts.productDetails.dimensionsTogether });
    expect(await stored(id)).toEqual(before);
  });
});

describe('the low-stock threshold', () => {
  it('is saved (0 to 1000), read back, and emptied to the store default; audited', async () => {
    const id = (await save({ ...base('Quillon Heater'), low_stock_at: '5' })).body.payload.product_id;
    expect((await stored(id)).low_stock_at).toBe(5);
    expect((await get(id)).low_stock_at).toBe(5);
    const name = (await stored(id)).name;
    // Left out: kept.
    await save({ ...base('x'), name, product_id: id });
    expect((await get(id)).low_stock_at).toBe(5);
    expect((await save({ ...base('x'), name, product_id: id, low_stock_at: 0 })).status).toBe(200);
    expect((await get(id)).low_stock_at).toBe(0);
    expect((await save({ ...base('x'), name, product_id: id, low_stock_at: '' })).status).toBe(200);
    expect((await get(id)).low_stock_at).toBeNull();
    for (const wrong of [-1, 2.5, 'some']) {
      const refused = await save({ ...base('x'), name, product_id: id, low_stock_at: wrong });
      expect(refused.status, String(wrong)).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['low_stock_at']);
    }
    const audit = await database.db.selectFrom('audit_log').select('after').where('object_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => JSON.parse(a.after!).low_stock_at)).toEqual([5, 5, 0, null]);
  });
});
