// A product's pictures and condition fields in the catalogue editor
// (docs/rules/products.md#pictures, #condition-warranty-box): owner and manager upload
// pictures (converted to WebP, at most 1200 px, upright, stored in the database and
// served from /img/p/<hash>.webp for good), reorder them, set alt texts and remove one;
// the shopper's product detail shows them in order with the first as `image`. A broken,
// unsupported or too large file is a 400 naming the problem and stores nothing. Every
// change is audited; a packer gets 403 and a shopper's session 401. The condition grade,
// warranty and box contents go through products/save, products/get and the shop.
import Papa from 'papaparse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveCatalogueExport } from '@/lib/api/staff-csv';
import { pictureResponse } from '@/lib/products/pictures';
import { pictureDataUrl } from '@/lib/seo/og/assets';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { api, loginByOtp } from './session';

let database: TestDatabase;
let manager: TestStaff;
let owner: TestStaff;
let shelf: { category_id: number; brand_id: number };

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
  owner = await addTestStaff(database, 'owner');
  const category = await database.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const brand = await database.db.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
  shelf = { category_id: Number(category.id), brand_id: Number(brand.id) };
});
afterAll(async () => {
  await database?.close();
});

const call = (path: string, body: Record<string, unknown>, who: { cookie: string } = manager) => sellerApi(database, path, body, { cookie: who.cookie });
const detail = async (productId: number) => (await api(database, 'store/productDetail', { product_id: productId })).body.payload;
const newProduct = async (name: string, extra: Record<string, unknown> = {}) => {
  const saved = await call('products/save', { name: `${name} ${Date.now().toString(36)}`, ...shelf, mrp: 10_000, selling_price: 8_000, stock: 3, ...extra });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.payload.product_id as number;
};
const upload = (productId: number, file: Buffer, who: { cookie: string } = manager, alt?: string) => call('products/upload-picture', { product_id: productId, data: file.toString('base64'), alt }, who);
const storedCount = async () => Number((await database.db.selectFrom('product_pictures').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const auditOf = (productId: number) =>
  database.db.selectFrom('audit_log').select(['action', 'staff_email', 'before', 'after']).where('object_type', '=', 'product').where('object_id', '=', String(productId)).where('action', '=', 'product.pictures').orderBy('id').execute();
const fileOf = (src: string) => src.replace('/img/p/', '');

/** A real photo-like JPEG: 2000 × 1500, taken "sideways" (EXIF orientation 6: shown turned a quarter). */
const sidewaysJpeg = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
const smallPng = () => sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 1 } } }).png().toBuffer();

describe('product pictures', () => {
  it('uploads two pictures, converted and served for good; reorders, sets alt texts, removes one; the shop shows them in order; audited', async () => {
    const productId = await newProduct('Velmora Picture Fridge');
    const first = await upload(productId, await sidewaysJpeg());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await upload(productId, await smallPng(), owner, 'Blue front view');
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const [a, b] = second.body.payload.pictures as { src: string; alt: string }[];
    expect(a!.src).toMatch(/^\/img\/p\/[0-9a-f]{32}\.webp$/);
    expect(second.body.payload.pictures).toEqual([{ src: a!.src, alt: '' }, { src: b!.src, alt: 'Blue front view' }]);

    // Served as WebP with an immutable cache; turned upright and fitted into 1200 px.
    const served = await pictureResponse(database.db, fileOf(a!.src));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 900, height: 1200 });
    const small = await sharp(Buffer.from(await (await pictureResponse(database.db, fileOf(b!.src))).arrayBuffer())).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect((await pictureResponse(database.db, '0123456789abcdef0123456789abcdef.webp')).status).toBe(404);
    expect((await pictureResponse(database.db, '../secret.webp')).status).toBe(404);

    // The sharing image (lib/seo/og) reads it from the database too: the red picture, not the placeholder.
    const og = await pictureDataUrl(a!.src, { width: 60, height: 60 });
    const { data: pixel } = await sharp(Buffer.from(og!.split(',')[1]!, 'base64')).extract({ left: 30, top: 30, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(pixel[0]! - 200) + Math.abs(pixel[1]! - 40) + Math.abs(pixel[2]! - 40)).toBeLessThan(30);

    let shown = await detail(productId);
    expect(shown.image).toBe(a!.src);
    expect(shown.gallery_images).toEqual([a!.src, b!.src]);

    // Reorder with alt texts: the second becomes the first, the product's `image`.
    const reordered = await call('products/save-pictures', { product_id: productId, pictures: [{ src: b!.src, alt: 'Blue front view' }, { src: a!.src, alt: '  Red side view ' }] });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    shown = await detail(productId);
    expect(shown.image).toBe(b!.src);
    expect(shown.gallery_images).toEqual([b!.src, a!.src]);
    expect(shown.picture_alts).toEqual({ [b!.src]: 'Blue front view', [a!.src]: 'Red side view' });
    expect((await call('products/get', { product_id: productId })).body.payload.product.pictures).toEqual([
      { src: b!.src, alt: 'Blue front view' },
      { src: a!.src, alt: 'Red side view' },
    ]);

    // A picture that is not the product's, or one twice, is refused and nothing changes.
    const foreign = await call('products/save-pictures', { product_id: productId, pictures: [{ src: '/img/p/ffffffffffffffffffffffffffffffff.webp', alt: '' }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ 'pictures.0.src': sellerTexts.pictures.unknownPicture });
    const twice = await call('products/save-pictures', { product_id: productId, pictures: [{ src: a!.src }, { src: a!.src }] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ 'pictures.1.src': sellerTexts.pictures.twice });
    expect((await detail(productId)).gallery_images).toEqual([b!.src, a!.src]);

    // Remove one.
    const removed = await call('products/save-pictures', { product_id: productId, pictures: [{ src: a!.src, alt: 'Red side view' }] });
    expect(removed.status).toBe(200);
    shown = await detail(productId);
    expect(shown.image).toBe(a!.src);
    expect(shown.gallery_images).toEqual([a!.src]);
    expect(shown.picture_alts).toEqual({ [a!.src]: 'Red side view' });

    const audit = await auditOf(productId);
    expect(audit.map((l) => l.staff_email)).toEqual([manager.email, owner.email, manager.email, manager.email]);
    expect(JSON.parse(audit[0]!.before!)).toEqual({ pictures: [] });
    expect(JSON.parse(audit[0]!.after!)).toEqual({ pictures: [{ src: a!.src, alt: '' }] });
    expect(JSON.parse(audit[3]!.before!).pictures).toHaveLength(2);
    expect(JSON.parse(audit[3]!.after!)).toEqual({ pictures: [{ src: a!.src, alt: 'Red side view' }] });
  });

  it('refuses a broken file, an unsupported type, a too large file and too many pixels with a 400 naming the problem; nothing stored', async () => {
    const productId = await newProduct('Velmora Refused Washer');
    const stored = await storedCount();
    const p = sellerTexts.pictures;

    const broken = await upload(productId, Buffer.from('this is a text file, not a picture'));
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(p.notAPicture);
    expect(broken.body.errors).toEqual({ data: p.notAPicture });

    // A JPEG cut short after its header.
    const truncated = await upload(productId, (await sidewaysJpeg()).subarray(0, 600));
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe(p.notAPicture);

    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#00aa00' } }).gif().toBuffer();
    const unsupported = await upload(productId, gif);
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.message).toBe(p.unsupportedType('gif'));

    // 8.6 MB of noise as an uncompressed PNG: a real picture, too large a file.
    const noise = Buffer.alloc(1700 * 1700 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const huge = await sharp(noise, { raw: { width: 1700, height: 1700, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(huge.byteLength).toBeGreaterThan(8 * 1024 * 1024);
    const tooLarge = await upload(productId, huge);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe(p.tooLarge((huge.byteLength / 1024 / 1024).toFixed(1), 8));

    // A small file that would decode to 42 megapixels.
    const vast = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    const tooManyPixels = await upload(productId, vast);
    expect(tooManyPixels.status).toBe(400);
    expect(tooManyPixels.body.message).toBe(p.tooManyPixels(7000, 6000, 40));

    expect(await storedCount()).toBe(stored);
    expect((await detail(productId)).gallery_images).toEqual(['']);
    expect(await auditOf(productId)).toEqual([]);
    expect((await upload(999_999, await smallPng())).status).toBe(404);
    expect(await storedCount()).toBe(stored);
  });

  it('a packer gets 403 and a shopper session or no session 401, before the body is read', async () => {
    const productId = await newProduct('Velmora Guarded Oven');
    const packer = await addTestStaff(database, 'packer');
    const stored = await storedCount();
    expect((await upload(productId, await smallPng(), packer)).status).toBe(403);
    expect((await call('products/save-pictures', { product_id: productId, pictures: [] }, packer)).status).toBe(403);
    const shopper = await loginByOtp(database);
    expect((await upload(productId, await smallPng(), { cookie: shopper.cookie })).status).toBe(401);
    expect((await sellerApi(database, 'products/upload-picture', { product_id: productId, data: 'AAAA' })).status).toBe(401);
    // Not even a body that is not JSON is read without a staff session.
    const raw = await sellerApi(database, 'products/upload-picture', 'x'.repeat(100), { headers: {} });
    expect(raw.status).toBe(401);
    expect(await storedCount()).toBe(stored);
    expect(await auditOf(productId)).toEqual([]);
  });

  it('a duplicate keeps pointing at the same pictures with their alt texts', async () => {
    const productId = await newProduct('Velmora Twin Cooler');
    const uploaded = await upload(productId, await smallPng(), manager, 'Cooler, front');
    const src = uploaded.body.payload.picture.src as string;
    const copy = await call('products/duplicate', { product_id: productId });
    expect(copy.status).toBe(200);
    const shown = await detail(copy.body.payload.product_id);
    expect(shown).toMatchObject({ image: src, gallery_images: [src], picture_alts: { [src]: 'Cooler, front' } });
  });
});

describe('condition fields', () => {
  it('round-trip through products/save, products/get and the shop; absent keeps them; bad values are refused naming the field', async () => {
    const productId = await newProduct('Velmora Graded TV', { condition_grade: 'grade_a', warranty_months: '12', box_contents: 'Remote control\n\n  Wall mount  \nManual' });
    const got = (await call('products/get', { product_id: productId })).body.payload.product;
    expect(got).toMatchObject({ condition_grade: 'grade_a', warranty_months: 12, box_contents: 'Remote control\n\n  Wall mount  \nManual' });
    expect(await detail(productId)).toMatchObject({
      condition_grade: 'grade_a', condition_grade_name: 'Grade A', warranty_months: 12, box_contents: ['Remote control', 'Wall mount', 'Manual'],
    });

    // A save without them keeps them; null grade and 0 months clear them.
    const again = await call('products/save', { product_id: productId, name: got.name, ...shelf, mrp: 10_000, selling_price: 7_500, stock: 3 });
    expect(again.status).toBe(200);
    expect(await detail(productId)).toMatchObject({ selling_price: 7_500, condition_grade_name: 'Grade A', warranty_months: 12 });
    await call('products/save', { product_id: productId, name: got.name, ...shelf, mrp: 10_000, selling_price: 7_500, stock: 3, condition_grade: null, warranty_months: 0, box_contents: '' });
    expect(await detail(productId)).toMatchObject({ condition_grade: null, condition_grade_name: null, warranty_months: 0, box_contents: [] });

    const bad = await call('products/save', { product_id: productId, name: got.name, ...shelf, mrp: 10_000, selling_price: 7_500, stock: 3, condition_grade: 'mint', warranty_months: 61 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['condition_grade', 'warranty_months']);
    expect(bad.body.errors.warranty_months).toBe('must be at most 60 months');

    // A new product without them: no grade, no warranty, nothing listed.
    expect(await detail(await newProduct('Velmora Plain Fan'))).toMatchObject({ condition_grade: null, warranty_months: 0, box_contents: [] });
  });

  it('travel through the CSV file: exported, imported, a bad grade or warranty shown as a row error', async () => {
    const productId = await newProduct('Velmora Export Dishwasher', { condition_grade: 'like_new', warranty_months: 3, box_contents: 'Hoses\nRack' });
    const sku = (await call('products/get', { product_id: productId })).body.payload.product.sku_no as string;
    const exported = await serveCatalogueExport(new Request('http://localhost:3000/seller/products/export.csv', { headers: { cookie: manager.cookie } }), { database });
    const rows = Papa.parse<Record<string, string>>(await exported.text(), { header: true, skipEmptyLines: true }).data;
    const row = rows.find((r) => r.sku === sku)!;
    expect(row).toMatchObject({ condition_grade: 'like_new', warranty_months: '3', box_contents: 'Hoses\nRack' });

    const file = (cells: Record<string, string>) => Papa.unparse([{ ...row, ...cells }]);
    const bad = await call('products/import', { csv: file({ condition_grade: 'mint', warranty_months: '99' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.row_errors.map((e: { column: string }) => e.column)).toEqual(['condition_grade', 'warranty_months']);
    const good = await call('products/import', { csv: file({ condition_grade: 'grade_c', warranty_months: '24', box_contents: '' }) });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.payload).toMatchObject({ updated: 1 });
    // An empty cell leaves its field as it was.
    expect(await detail(productId)).toMatchObject({ condition_grade_name: 'Grade C', warranty_months: 24, box_contents: ['Hoses', 'Rack'] });
  });
});
