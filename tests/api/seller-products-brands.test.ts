// The store's brands in the console (docs/rules/products.md#brands): owner and manager list
// them (with their products on sale), add one (its URL name made from the name) and change
// its name and logo (uploaded, converted to WebP, fitted into 480 × 240, served from
// /img/p/<hash>.webp; or removed). A name twice or a bad logo is a 400 naming the field and
// writes nothing; each save is audited; the shop (product detail, search, the form's
// brands) names the brand as saved; a packer gets 403 and a shopper's session 401.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureResponse } from '@/lib/products/pictures';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { api, loginByOtp } from './session';

let database: TestDatabase;
let manager: TestStaff;
let categoryId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
  categoryId = Number((await database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id);
});
afterAll(async () => {
  await database?.close();
});

const call = (path: string, body: Record<string, unknown>, who: { cookie: string } = manager) => sellerApi(database, path, body, { cookie: who.cookie });
const wideLogo = () => sharp({ create: { width: 1600, height: 400, channels: 4, background: { r: 10, g: 80, b: 160, alpha: 1 } } }).png().toBuffer();
const auditOf = (brandId: number) =>
  database.db.selectFrom('audit_log').select(['action', 'staff_email', 'before', 'after']).where('object_type', '=', 'brand').where('object_id', '=', String(brandId)).orderBy('id').execute();
type Brand = { brand_id: number; name: string; name_url: string; logo: string | null; products: number };

describe('brands', () => {
  it('lists every brand with its products on sale', async () => {
    const listed = await call('brands/list', {});
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const brands = listed.body.payload.brands as Brand[];
    const count = Number((await database.db.selectFrom('brands').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(brands).toHaveLength(count);
    const first = brands.find((b) => b.products > 0)!;
    const onSale = await database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('brand_id', '=', first.brand_id).where('store_id', '>', 0).executeTakeFirstOrThrow();
    expect(first.products).toBe(Number(onSale.n));
  });

  it('adds a brand with a logo, renames it keeping its URL name, and removes the logo; the shop follows; audited', async () => {
    const stamp = Date.now().toString(36);
    const name = `Quorra ${stamp}`;
    const added = await call('brands/save', { name, logo_data: (await wideLogo()).toString('base64') });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const brand = added.body.payload.brand as Brand;
    expect(brand).toMatchObject({ name, name_url: `quorra-${stamp}`, products: 0 });
    expect(brand.logo).toMatch(/^\/img\/p\/[0-9a-f]{32}\.webp$/);
    expect((added.body.payload.brands as Brand[]).some((b) => b.brand_id === brand.brand_id)).toBe(true);
    // The logo: a WebP fitted into 480 × 240, served for good.
    const served = await pictureResponse(database.db, brand.logo!.replace('/img/p/', ''));
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([480, 120]);
    // The product form offers it.
    const shelves = (await call('products/shelves', {})).body.payload;
    expect(shelves.brands).toContainEqual({ id: brand.brand_id, name });

    // A product of it, found by the brand's name; renamed, found by the new name, at the same URL name.
    const product = await call('products/save', { name: `Plain kettle ${stamp}`, category_id: categoryId, brand_id: brand.brand_id, mrp: 1000, selling_price: 900, stock: 2 });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const productId = product.body.payload.product_id as number;
    const renamed = `Quorrel ${stamp}`;
    const changed = await call('brands/save', { brand_id: brand.brand_id, name: renamed });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.payload.brand).toEqual({ ...brand, name: renamed, products: 1 });
    expect((await api(database, 'store/productDetail', { product_id: productId })).body.payload.brand).toBe(renamed);
    const found = await api(database, 'store/searchAI', { keyword: `quorrel ${stamp}` });
    expect(found.body.payload_searchAI.map((p: { product_id: number }) => p.product_id)).toContain(productId);

    const bare = await call('brands/save', { brand_id: brand.brand_id, name: renamed, remove_logo: true });
    expect(bare.body.payload.brand.logo).toBeNull();

    const audit = await auditOf(brand.brand_id);
    expect(audit.map((a) => [a.action, a.staff_email])).toEqual([['brand.create', manager.email], ['brand.update', manager.email], ['brand.update', manager.email]]);
    expect(JSON.parse(audit[1]!.before!)).toEqual({ name, name_url: brand.name_url, logo: brand.logo });
    expect(JSON.parse(audit[1]!.after!)).toEqual({ name: renamed, name_url: brand.name_url, logo: brand.logo });
    expect(JSON.parse(audit[2]!.after!)).toMatchObject({ logo: null });
  });

  it('refuses a name another brand has, a bad logo and an unknown brand, writing nothing', async () => {
    const brands = (await call('brands/list', {})).body.payload.brands as Brand[];
    const [a, b] = brands;
    const count = async () => Number((await database.db.selectFrom('brands').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const twin = await call('brands/save', { name: a!.name.toUpperCase() });
    expect(twin.status).toBe(400);
    expect(twin.body.errors).toEqual({ name: sellerTexts.brands.nameTaken });
    const clash = await call('brands/save', { brand_id: b!.brand_id, name: a!.name });
    expect(clash.status).toBe(400);
    // Its own name again is fine.
    expect((await call('brands/save', { brand_id: a!.brand_id, name: a!.name })).status).toBe(200);
    const broken = await call('brands/save', { brand_id: b!.brand_id, name: `${b!.name} new`, logo_data: Buffer.from('not a picture').toString('base64') });
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual({ logo_data: sellerTexts.pictures.notAPicture });
    expect((await database.db.selectFrom('brands').select('name').where('id', '=', b!.brand_id).executeTakeFirstOrThrow()).name).toBe(b!.name);
    const empty = await call('brands/save', { name: '  ' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['name']);
    expect((await call('brands/save', { brand_id: 999_999, name: 'Nobody' })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('a packer may not list or change brands; a shopper session gets 401', async () => {
    const packer = await addTestStaff(database, 'packer');
    expect((await call('brands/list', {}, packer)).status).toBe(403);
    expect((await call('brands/save', { name: 'Packer brand' }, packer)).status).toBe(403);
    const shopper = await loginByOtp(database);
    expect((await call('brands/list', {}, shopper)).status).toBe(401);
  });
});
