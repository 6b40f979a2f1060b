// The catalogue editor's calls (docs/rules/products.md): owner and manager create and
// change products, a packer reads them; the vertical follows from the category, the URL
// name is made from the name and stays unique; bad input is a 400 naming the field and
// writes nothing; each save is audited; the shopper's calls (product detail, search)
// answer the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePageInput } from '@/lib/api/seller-page';
import { store } from '@/lib/config';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { api, loginByOtp } from './session';

let database: TestDatabase;
let manager: TestStaff;
let shelf: { category_id: number; vertical_id: number; brand_id: number };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
  const category = await database.db.selectFrom('categories').select(['id', 'vertical_id']).orderBy('id').executeTakeFirstOrThrow();
  const brand = await database.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  shelf = { category_id: Number(category.id), vertical_id: Number(category.vertical_id), brand_id: Number(brand.id) };
});
afterAll(async () => {
  await database?.close();
});

const save = (body: Record<string, unknown>, who: TestStaff = manager) => sellerApi(database, 'products/save', body, { cookie: who.cookie });
const detail = async (productId: number) => (await api(database, 'store/productDetail', { product_id: productId })).body.payload;

describe('products/save', () => {
  it('creates a product on its shelf with a slug from its name; the shop shows it and finds it; audited', async () => {
    const name = `Zephyrine ${Date.now().toString(36)} Air Fryer 4 L`;
    const created = await save({ name, ...shelf, mrp: 8999, selling_price: '6499.50', stock: 7, hsn: '8516', gst_rate: 18 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.payload.name_url).toBe(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    // The answer carries the product as saved, as products/get reads it.
    const got = await sellerApi(database, 'products/get', { product_id: created.body.payload.product_id }, { cookie: manager.cookie });
    expect(created.body.payload.product).toEqual(got.body.payload.product);
    expect(created.body.payload.product).toMatchObject({ name, mrp: 8999, selling_price: 6499.5, stock: 7, hsn: '8516' });
    const row = await database.db.selectFrom('products').selectAll().where('id', '=', created.body.payload.product_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ vertical_id: shelf.vertical_id, category_id: shelf.category_id, brand_id: shelf.brand_id, mrp_paise: 899_900, selling_price_paise: 649_950, stock: 7, hsn_code: '8516' });
    const shown = await detail(created.body.payload.product_id);
    expect(shown).toMatchObject({ name, selling_price: 6499.5, mrp: 8999, stock: 7 });
    const found = await api(database, 'store/searchAI', { keyword: name.split(' ')[1] });
    expect(found.body.payload_searchAI.map((p: { name: string }) => p.name)).toContain(name);
    const audit = await database.db.selectFrom('audit_log').select(['action', 'staff_email']).where('object_type', '=', 'product').where('object_id', '=', String(created.body.payload.product_id)).execute();
    expect(audit).toEqual([{ action: 'product.create', staff_email: manager.email }]);

    // The same name again gets its own URL name.
    const twin = await save({ name, ...shelf, mrp: 8999, selling_price: 6499, stock: 1 });
    expect(twin.body.payload.name_url).toBe(`${created.body.payload.name_url}-2`);
  });

  it('changes price and stock, and renames (a new URL name); the shop answers the change', async () => {
    const created = (await save({ name: `Quillon ${Date.now().toString(36)} Kettle`, ...shelf, mrp: 2000, selling_price: 1500, stock: 3 })).body.payload;
    const renamed = `Quillon ${Date.now().toString(36)} Steel Kettle 1.7 L`;
    const changed = await save({ product_id: created.product_id, name: renamed, ...shelf, mrp: 2000, selling_price: 1299, stock: 0 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.payload.product_id).toBe(created.product_id);
    expect(changed.body.payload.name_url).not.toBe(created.name_url);
    expect(await detail(created.product_id)).toMatchObject({ name: renamed, selling_price: 1299, stock: 0, name_url: changed.body.payload.name_url });
    const audit = await database.db.selectFrom('audit_log').select('action').where('object_type', '=', 'product').where('object_id', '=', String(created.product_id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const count = async () => Number((await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const above = await save({ name: 'Too dear', ...shelf, mrp: 100, selling_price: 200, stock: 1 });
    expect(above.status).toBe(400);
    expect(above.body.errors).toEqual({ selling_price: sellerTexts.products.priceAboveMrp });
    const nowhere = await save({ name: 'Nowhere', ...shelf, category_id: 999_999, mrp: 100, selling_price: 90, stock: 1 });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual({ category_id: sellerTexts.products.noSuchCategory });
    const missing = await save({ name: '', mrp: -1, stock: 1.5 });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['brand_id', 'category_id', 'mrp', 'name', 'selling_price', 'stock']);
    const unknown = await save({ product_id: 999_999, name: 'Ghost', ...shelf, mrp: 100, selling_price: 90, stock: 1 });
    expect(unknown.status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('products/duplicate copies a product with a new SKU and URL name and no stock; audited', async () => {
    const source = (await save({ name: `Ondrix ${Date.now().toString(36)} Mixer Grinder`, ...shelf, mrp: 4999, selling_price: 3299, stock: 4, hsn: '8509', description: '<p>750 W, 3 jars</p>' })).body.payload;
    const copied = await sellerApi(database, 'products/duplicate', { product_id: source.product_id }, { cookie: manager.cookie });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(copied.body.payload.product_id).not.toBe(source.product_id);
    expect(copied.body.payload.name_url).toBe(`${source.name_url}-copy`);
    const [original, copy] = await Promise.all([source.product_id, copied.body.payload.product_id].map((id: number) => database.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow()));
    expect(copy).toMatchObject({ name: `${original!.name} (copy)`, stock: 0, mrp_paise: original!.mrp_paise, selling_price_paise: original!.selling_price_paise, category_id: original!.category_id, brand_id: original!.brand_id, hsn_code: '8509', description: original!.description, image: original!.image });
    expect(copy!.sku_no).not.toBe(original!.sku_no);
    const audit = await database.db.selectFrom('audit_log').select('action').where('object_type', '=', 'product').where('object_id', '=', String(copied.body.payload.product_id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['product.duplicate']);
    expect((await sellerApi(database, 'products/duplicate', { product_id: 999_999 }, { cookie: manager.cookie })).status).toBe(404);
  });

  it('products/bulk-update changes prices and stock together, or nothing when one is refused; audited', async () => {
    const rows = await database.db.selectFrom('products').select(['id', 'name', 'mrp_paise', 'selling_price_paise', 'stock']).orderBy('id').limit(2).execute();
    const [a, b] = rows.map((r) => ({ id: Number(r.id), name: r.name, mrp: Number(r.mrp_paise) / 100, price: Number(r.selling_price_paise) / 100, stock: Number(r.stock) }));
    const refused = await sellerApi(database, 'products/bulk-update', { items: [{ product_id: a!.id, stock: 99 }, { product_id: b!.id, selling_price: b!.mrp + 1 }] }, { cookie: manager.cookie });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(sellerTexts.products.bulkAboveMrp(b!.name));
    expect(refused.body.errors).toEqual({ 'items.1.selling_price': sellerTexts.products.priceAboveMrp });
    expect(Number((await database.db.selectFrom('products').select('stock').where('id', '=', a!.id).executeTakeFirstOrThrow()).stock)).toBe(a!.stock);

    const done = await sellerApi(database, 'products/bulk-update', { items: [{ product_id: a!.id, stock: 99 }, { product_id: b!.id, selling_price: b!.price - 1, stock: '0' }] }, { cookie: manager.cookie });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // The answer carries the changed products as saved, for the list to show.
    expect(done.body.payload.updated).toBe(2);
    expect(done.body.payload.products.map((p: { product_id: number; selling_price: number; stock: number }) => [p.product_id, p.selling_price, p.stock])).toEqual([
      [a!.id, a!.price, 99],
      [b!.id, b!.price - 1, 0],
    ]);
    expect(await detail(a!.id)).toMatchObject({ stock: 99, selling_price: a!.price });
    expect(await detail(b!.id)).toMatchObject({ stock: 0, selling_price: b!.price - 1 });
    const audit = await database.db.selectFrom('audit_log').select('after').where('action', '=', 'product.bulk_update').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after!)).toEqual([
      { product_id: a!.id, before: { selling_price: a!.price, stock: a!.stock }, after: { selling_price: a!.price, stock: 99 } },
      { product_id: b!.id, before: { selling_price: b!.price, stock: b!.stock }, after: { selling_price: b!.price - 1, stock: 0 } },
    ]);
  });

  it('products/list filters by low stock (each product\'s own threshold, else the store\'s), fewest first, with flags as a link writes them', async () => {
    const [a, b, c] = (await database.db.selectFrom('products').select('id').where('store_id', '=', store.storeId).orderBy('id').limit(3).execute()).map((r) => Number(r.id));
    await database.db.updateTable('products').set({ stock: 50, low_stock_at: null }).execute();
    await database.db.updateTable('products').set({ stock: 2 }).where('id', '=', a!).execute();
    await database.db.updateTable('products').set({ stock: 0 }).where('id', '=', b!).execute();
    await database.db.updateTable('products').set({ stock: 7, low_stock_at: 8 }).where('id', '=', c!).execute();
    const low = await sellerApi(database, 'products/list', { low_stock: '1' }, { cookie: manager.cookie });
    expect(low.status, JSON.stringify(low.body)).toBe(200);
    expect(low.body.payload).toMatchObject({ total: 3, page: 1, low_stock_default: 2 });
    expect(low.body.payload.products.map((p: { product_id: number }) => p.product_id)).toEqual([b, a, c]);
    // The dashboard counts the same products.
    const board = (await sellerApi(database, 'dashboard', {}, { cookie: manager.cookie })).body.payload;
    expect(board.low_stock.count).toBe(3);
    expect(board.low_stock.products.map((p: { product_id: number }) => p.product_id)).toEqual([b, a, c]);
    // Off, and with a search: as before.
    const all = await sellerApi(database, 'products/list', { low_stock: false }, { cookie: manager.cookie });
    expect(all.body.payload.total).toBeGreaterThan(3);
    const sku = (await database.db.selectFrom('products').select('sku_no').where('id', '=', a!).executeTakeFirstOrThrow()).sku_no;
    const found = await sellerApi(database, 'products/list', { low_stock: true, q: sku }, { cookie: manager.cookie });
    expect(found.body.payload.products.map((p: { product_id: number }) => p.product_id)).toEqual([a]);
    expect((await sellerApi(database, 'products/list', { low_stock: 'yes' }, { cookie: manager.cookie })).status).toBe(400);
    await database.db.updateTable('products').set({ stock: 10, low_stock_at: null }).execute();
  });

  it('the product list page reads its URL through the call\'s schema: ?low_stock=1 and ?archived=1 are on, a bad filter is left out', async () => {
    expect(parsePageInput('productsList', { low_stock: '1', page: '2', q: ' kettle ' })).toEqual({ low_stock: true, page: 2, q: 'kettle' });
    expect(parsePageInput('productsList', { archived: '1', low_stock: 'maybe', page: 'x' })).toEqual({ archived: true, page: 1 });
  });

  it('products/shelves answers the form\'s shelves as a tree\'s parts, brands and the store\'s low-stock default; owner and manager only', async () => {
    const shelves = await sellerApi(database, 'products/shelves', {}, { cookie: manager.cookie });
    expect(shelves.status).toBe(200);
    const { verticals, categories, subcategories, brands, age_groups, low_stock_default } = shelves.body.payload;
    expect(low_stock_default).toBe(2);
    expect(brands.length).toBeGreaterThan(0);
    expect(age_groups.length).toBeGreaterThan(0);
    const verticalIds = new Set(verticals.map((v: { id: number }) => v.id));
    const categoryIds = new Set(categories.map((c: { id: number }) => c.id));
    expect(categories.every((c: { vertical_id: number }) => verticalIds.has(c.vertical_id))).toBe(true);
    expect(subcategories.length).toBeGreaterThan(0);
    expect(subcategories.every((s: { category_id: number }) => categoryIds.has(s.category_id))).toBe(true);
    const packer = await addTestStaff(database, 'packer');
    expect((await sellerApi(database, 'products/shelves', {}, { cookie: packer.cookie })).status).toBe(403);
  });

  it('a packer reads the catalogue but may not change it; a shopper session gets 401', async () => {
    const packer = await addTestStaff(database, 'packer');
    const listed = await sellerApi(database, 'products/list', { q: 'kettle' }, { cookie: packer.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.payload.products.every((p: { name: string; sku_no: string }) => `${p.name} ${p.sku_no}`.toLowerCase().includes('kettle'))).toBe(true);
    expect((await save({ name: 'Packer made', ...shelf, mrp: 100, selling_price: 90, stock: 1 }, packer)).status).toBe(403);
    expect((await sellerApi(database, 'products/bulk-update', { items: [{ product_id: 1, stock: 0 }] }, { cookie: packer.cookie })).status).toBe(403);
    expect((await sellerApi(database, 'products/duplicate', { product_id: 1 }, { cookie: packer.cookie })).status).toBe(403);
    const shopper = await loginByOtp(database);
    expect((await sellerApi(database, 'products/list', {}, { cookie: shopper.cookie })).status).toBe(401);
  });
});
