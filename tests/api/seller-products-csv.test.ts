// The catalogue as CSV (docs/rules/products.md#csv): the export (with a byte-order mark,
// for Excel) imports back unchanged; a file with bad rows is previewed with each error's
// spreadsheet row, column and SKU and imports nothing; a change is previewed from its old
// value to its new one; a good one creates and changes products, matched by SKU, in one go; only
// owner and manager may, and a big file is read only after the staff check.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCatalogueExport } from '@/lib/api/staff-csv';
import { CSV_COLUMNS } from '@/lib/products/csv';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let manager: TestStaff;
let shelf: { category: string; subcategory: string; brand: string };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
  const sub = await database.db.selectFrom('subcategories as s').innerJoin('categories as c', 'c.id', 's.category_id').select(['s.name_url as sub', 'c.name_url as cat']).orderBy('s.id').executeTakeFirstOrThrow();
  const brand = await database.db.selectFrom('brands').select('name_url').orderBy('id').executeTakeFirstOrThrow();
  shelf = { category: sub.cat, subcategory: sub.sub, brand: brand.name_url };
});
afterAll(async () => {
  await database?.close();
});

const productCount = async () => Number((await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const csvOf = (rows: Record<string, string | number>[]) => Papa.unparse({ fields: [...CSV_COLUMNS], data: rows.map((r) => CSV_COLUMNS.map((c) => r[c] ?? '')) });
const preview = (csv: string, who = manager) => sellerApi(database, 'products/import-preview', { csv }, { cookie: who.cookie });
const importFile = (csv: string, who = manager) => sellerApi(database, 'products/import', { csv }, { cookie: who.cookie });

async function exported(who = manager): Promise<Response> {
  return serveCatalogueExport(new Request('http://localhost:3000/seller/products/export.csv', { headers: { cookie: who.cookie } }), { database });
}

describe('catalogue CSV', () => {
  it('the export lists every product and imports back unchanged', async () => {
    const response = await exported();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await response.text();
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(await productCount());
    const plan = await preview(text);
    expect(plan.status, JSON.stringify(plan.body).slice(0, 500)).toBe(200);
    expect(plan.body.payload).toMatchObject({ rows: rows.length, creates: [], updates: [], unchanged: rows.length, errors: [] });
  });

  it('a file with bad rows shows each error with its spreadsheet row (the header is row 1), column and SKU, and imports nothing', async () => {
    const before = await productCount();
    const csv = csvOf([
      { sku: 'CSV-GOOD-1', name: 'Orvane Toaster 2 Slice', category: shelf.category, subcategory: '', brand: shelf.brand, mrp: 2499, selling_price: 1799, stock: 5 },
      { sku: 'CSV-BAD-1', name: 'Nowhere Kettle', category: 'no-such-shelf', subcategory: '', brand: shelf.brand, mrp: 999, selling_price: 899, stock: 2 },
      { sku: 'CSV-BAD-2', name: 'Dear Mixer', category: shelf.category, subcategory: '', brand: shelf.brand, mrp: 100, selling_price: 150, stock: 'many' },
      { sku: 'CSV-GOOD-1', name: 'Twin', category: shelf.category, subcategory: '', brand: shelf.brand, mrp: 10, selling_price: 9, stock: 1 },
    ]);
    const plan = await preview(csv);
    expect(plan.status).toBe(200);
    expect(plan.body.payload.errors).toEqual([
      { row: 3, sku: 'CSV-BAD-1', column: 'category', message: 'no category "no-such-shelf"' },
      { row: 4, sku: 'CSV-BAD-2', column: 'selling_price', message: sellerTexts.products.priceAboveMrp },
      { row: 4, sku: 'CSV-BAD-2', column: 'stock', message: sellerTexts.csv.wholeNumber },
      { row: 5, sku: 'CSV-GOOD-1', column: 'sku', message: sellerTexts.csv.duplicateSku(2) },
    ]);
    const refused = await importFile(csv);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(sellerTexts.csv.hasErrors(4));
    expect(refused.body.row_errors).toHaveLength(4);
    expect(await productCount()).toBe(before);
  });

  it('a good file creates new SKUs and changes known ones (previewed from old to new), in one go, audited', async () => {
    const known = await database.db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.category_id').innerJoin('brands as b', 'b.id', 'p.brand_id')
      .leftJoin('subcategories as s', 's.id', 'p.subcategory_id')
      .select(['p.id', 'p.sku_no', 'p.name', 'p.mrp_paise', 'p.selling_price_paise', 'p.stock', 'c.name_url as category', 's.name_url as subcategory', 'b.name_url as brand']).orderBy('p.id').executeTakeFirstOrThrow();
    const before = await productCount();
    const newPrice = Math.max(1, Number(known.selling_price_paise) / 100 - 100);
    const csv = csvOf([
      { sku: known.sku_no, name: known.name, category: known.category, subcategory: known.subcategory ?? '', brand: known.brand, mrp: Number(known.mrp_paise) / 100, selling_price: newPrice, stock: 42 },
      { sku: 'CSV-NEW-1', name: 'Orvane Toaster 2 Slice', category: shelf.category, subcategory: shelf.subcategory, brand: shelf.brand, mrp: 2499, selling_price: 1799, stock: 5, hsn: '8516', gst_rate: 18 },
    ]);
    const plan = await preview(csv);
    expect(plan.body.payload).toMatchObject({
      creates: [{ row: 3, sku: 'CSV-NEW-1', name: 'Orvane Toaster 2 Slice' }],
      updates: [{
        row: 2, sku: known.sku_no, name: known.name, changes: ['selling_price', 'stock'],
        before: { selling_price: Number(known.selling_price_paise) / 100, stock: Number(known.stock) },
        after: { selling_price: newPrice, stock: 42 },
      }],
      errors: [],
    });
    const done = await importFile(csv);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.payload).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await productCount()).toBe(before + 1);
    const changed = await database.db.selectFrom('products').select(['selling_price_paise', 'stock']).where('id', '=', known.id).executeTakeFirstOrThrow();
    expect(changed).toEqual({ selling_price_paise: Math.round(newPrice * 100), stock: 42 });
    const created = await database.db.selectFrom('products').selectAll().where('sku_no', '=', 'CSV-NEW-1').executeTakeFirstOrThrow();
    expect(created).toMatchObject({ name: 'Orvane Toaster 2 Slice', name_url: 'orvane-toaster-2-slice', stock: 5, hsn_code: '8516', selling_price_paise: 179_900 });
    const audit = await database.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'product.import').execute();
    expect(audit.map((a) => JSON.parse(a.after!))).toEqual([{ created: 1, updated: 1, unchanged: 0, rows: 2 }]);
  });

  it('only owner and manager; a big file is refused 401 without a session before it is read, and accepted with one', async () => {
    const packer = await addTestStaff(database, 'packer');
    expect((await preview('sku\n1', packer)).status).toBe(403);
    expect((await exported(packer)).status).toBe(403);
    const big = 'sku,name\n' + 'X,'.padEnd(300 * 1024, 'y');
    expect((await sellerApi(database, 'products/import-preview', { csv: big }, {})).status).toBe(401);
    const answered = await preview(big);
    expect(answered.status).toBe(200);
    expect(answered.body.payload.errors.length).toBeGreaterThan(0);
  });
});
