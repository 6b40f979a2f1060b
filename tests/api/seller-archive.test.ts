// Archiving a product (docs/rules/products.md#archiving): owner and manager take it off
// the storefront (its page, search, lists, carts and the sitemap leave it out) without
// deleting it, so an order of it keeps its item; restoring puts it back. Audited; a
// packer may not; archiving twice is a 409. Runs on SQLite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '@/lib/config';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sitemapChunkEntries, sitemapChunks, sitemapSource } from '@/lib/seo/sitemap';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { addPincodes, api, cashOrder, readyShopper, type ProductRow } from './session';

let database: TestDatabase;
let manager: TestStaff;
let shelf: { category_id: number; brand_id: number };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  await addPincodes(database);
  manager = await addTestStaff(database, 'manager');
  const category = await database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const brand = await database.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  shelf = { category_id: Number(category.id), brand_id: Number(brand.id) };
});
afterAll(async () => {
  await database?.close();
});

const seller = (path: string, body: Record<string, unknown>, who: TestStaff = manager) => sellerApi(database, path, body, { cookie: who.cookie });

async function newProduct(name: string, stock = 5): Promise<{ product_id: number; name_url: string }> {
  const created = await seller('products/save', { name, ...shelf, mrp: 3000, selling_price: 2500, stock });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.payload;
}

async function sitemapUrls(): Promise<string[]> {
  const source = sitemapSource(async () => database.db, store.storeId);
  const urls: string[] = [];
  for (const { chunk } of await sitemapChunks(source)) for await (const entry of sitemapChunkEntries(source, chunk)) urls.push(entry.path);
  return urls;
}

const onStorefront = async (productId: number, word: string) => {
  const page = await api(database, 'store/productDetail', { product_id: productId });
  const found = await api(database, 'store/searchAI', { keyword: word });
  return { page: page.status, found: found.body.payload_searchAI.some((p: { product_id: number }) => p.product_id === productId) };
};

describe('products/archive and products/restore', () => {
  it('takes a product off the storefront, keeps its order, and puts it back', async () => {
    const word = `Vespera${Date.now().toString(36)}`;
    const name = `${word} Hand Blender 600 W`;
    const product = await newProduct(name);
    expect(await onStorefront(product.product_id, word)).toEqual({ page: 200, found: true });
    const url = (await sitemapUrls()).find((u) => u.endsWith(`/${product.product_id}`));
    expect(url).toBeDefined();

    // A shopper orders one; another keeps one in the cart.
    const row: ProductRow = { id: product.product_id, name, stock: 5, no_of_quantity_allowed: 5, selling_price_paise: 250_000, mrp_paise: 300_000 };
    const buyer = await readyShopper(database, [[row, 1]]);
    const placed = await cashOrder(database, buyer);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const holder = await readyShopper(database, [[row, 1]]);

    const archived = await seller('products/archive', { product_id: product.product_id });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    // The answer names it, for the console's notice.
    expect(archived.body.payload).toEqual({ product_id: product.product_id, name_url: product.name_url, name });
    expect(await onStorefront(product.product_id, word)).toEqual({ page: 404, found: false });
    expect(await sitemapUrls()).not.toContain(url);
    const cart = await api(database, 'store/cartList', {}, { cookie: holder.cookie });
    expect(cart.body.payload_cartList).toEqual([]);
    expect((await cashOrder(database, holder)).status).not.toBe(200);
    const added = await api(database, 'store/addTocart', { product_id: product.product_id, quantity: 1 }, { cookie: holder.cookie });
    expect(added.status).toBe(404);

    // The order keeps its item; the console lists the product under Archived only.
    const order = await api(database, 'store/orderDetails', { order_id: placed.body.payload.order_id }, { cookie: buyer.cookie });
    expect(order.status).toBe(200);
    expect(JSON.stringify(order.body)).toContain(name);
    const listed = async (archivedToo: boolean | string) =>
      (await seller('products/list', { q: word, archived: archivedToo })).body.payload.products.map((p: { product_id: number }) => p.product_id);
    expect(await listed(false)).toEqual([]);
    expect(await listed(true)).toEqual([product.product_id]);
    // As the console's link writes it (?archived=1).
    expect(await listed('1')).toEqual([product.product_id]);

    const again = await seller('products/archive', { product_id: product.product_id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(sellerTexts.products.alreadyArchived);

    // Its URL name was taken meanwhile: restored, it gets another, and the shop shows it again.
    const twin = await newProduct(name);
    expect(twin.name_url).toBe(product.name_url);
    const restored = await seller('products/restore', { product_id: product.product_id });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.payload).toEqual({ product_id: product.product_id, name_url: `${product.name_url}-2`, name });
    expect(await onStorefront(product.product_id, word)).toEqual({ page: 200, found: true });
    expect((await api(database, 'store/cartList', {}, { cookie: holder.cookie })).body.payload_cartList.map((l: { product_id: number }) => l.product_id)).toEqual([product.product_id]);
    expect((await seller('products/restore', { product_id: product.product_id })).status).toBe(409);

    const audit = await database.db.selectFrom('audit_log').select(['action', 'staff_email']).where('object_type', '=', 'product').where('object_id', '=', String(product.product_id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.archive', 'product.restore']);
  });

  it('a packer may not archive; an unknown product is a 404', async () => {
    const product = await newProduct(`Packer ${Date.now().toString(36)} Toaster`);
    const packer = await addTestStaff(database, 'packer');
    expect((await seller('products/archive', { product_id: product.product_id }, packer)).status).toBe(403);
    expect((await api(database, 'store/productDetail', { product_id: product.product_id })).status).toBe(200);
    expect((await seller('products/archive', { product_id: 99_999_999 })).status).toBe(404);
  });
});
