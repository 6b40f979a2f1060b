// New pictures for the home banners and the store locator's stores
// (docs/rules/content.md#uploaded-pictures): owner and manager upload a picture, which is
// converted as a product picture is (WebP, upright), fitted into 1920 × 1080 for a banner
// and 1200 for a store, stored in the database and served from /img/p/<hash>.webp; a
// banner or store saved with that path shows it in the shop at once. An unknown /img/p/
// path and an outside address stay refused; a broken file is a 400 and stores nothing;
// a packer gets 403 before the body is read; each upload is audited.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '@/lib/config';
import { pictureResponse } from '@/lib/pictures/store';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { api, loginByOtp } from './session';

let database: TestDatabase;
let manager: TestStaff;
let owner: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
  owner = await addTestStaff(database, 'owner');
});
afterAll(async () => {
  await database?.close();
});

const call = (path: string, body: unknown, who: { cookie: string } | null = manager) => sellerApi(database, path, body, who ? { cookie: who.cookie } : {});
const upload = (file: Buffer, purpose: string, who: { cookie: string } | null = manager) => call('content/upload-picture', { data: file.toString('base64'), purpose }, who);
const storedCount = async () => Number((await database.db.selectFrom('product_pictures').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const uploadAudit = () => database.db.selectFrom('audit_log').select(['action', 'staff_email', 'object_id', 'after']).where('action', '=', 'content.picture_upload').orderBy('id').execute();
const served = async (path: string) => {
  const answer = await pictureResponse(database.db, path.replace('/img/p/', ''));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/webp');
  return sharp(Buffer.from(await answer.arrayBuffer())).metadata();
};
const heroes = async () => (await api(database, 'store/banner', {})).body.payload_banner as { banner: { id: number; name: string; image: string }[] };
const shopStores = async () => (await api(database, 'store/get-all-stores', { company_id: store.companyId, store_id: store.storeId })).body.payload as { id: number; photo: string }[];

/** A wide photo-like JPEG, 2400 × 1600, and a PNG taken "sideways" (EXIF orientation 6). */
const wideJpeg = () => sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 30, g: 160, b: 90 } } }).jpeg().toBuffer();
const sidewaysPng = () => sharp({ create: { width: 1600, height: 1000, channels: 4, background: { r: 240, g: 200, b: 20, alpha: 1 } } }).png().withMetadata({ orientation: 6 }).toBuffer();

describe('content pictures', () => {
  it('a manager uploads a banner picture (fitted into 1920 × 1080); the hero banner saved with it shows it in the shop at once; audited', async () => {
    const uploaded = await upload(await wideJpeg(), 'banner');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const { path } = uploaded.body.payload as { path: string };
    expect(path).toMatch(/^\/img\/p\/[0-9a-f]{32}\.webp$/);
    expect(uploaded.body.payload).toMatchObject({ width: 1620, height: 1080 });
    expect(await served(path)).toMatchObject({ format: 'webp', width: 1620, height: 1080 });

    const hero = (await call('content/banners', {})).body.payload.banners.find((b: { kind: string }) => b.kind === 'banner');
    const saved = await call('content/save-banner', { ...hero, image: path, mobile_image: path });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await heroes()).banner.find((b) => b.id === hero.banner_id)?.image).toBe(path);
    // Now one of the shop's banner pictures, offered by the picker.
    expect((await call('content/banners', {})).body.payload.images).toContain(path);

    const audit = await uploadAudit();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'content.picture_upload', staff_email: manager.email, object_id: path.slice(7, 39) });
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ purpose: 'banner', path, width: 1620, height: 1080 });
  });

  it('an owner uploads a store photo (upright, fitted into 1200); the store saved with it shows it on /stores', async () => {
    const uploaded = await upload(await sidewaysPng(), 'store', owner);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const { path } = uploaded.body.payload as { path: string };
    // 1600 × 1000 turned a quarter is 1000 × 1600, fitted into 1200: 750 × 1200.
    expect(await served(path)).toMatchObject({ format: 'webp', width: 750, height: 1200 });

    const first = (await call('content/stores', {})).body.payload.stores[0];
    const saved = await call('content/save-store', { ...first, photo: path });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await shopStores()).find((s) => s.id === first.store_id)?.photo).toBe(path);
    const audit = await uploadAudit();
    expect(JSON.parse(audit.at(-1)!.after!)).toMatchObject({ purpose: 'store', path });
    expect(audit.at(-1)!.staff_email).toBe(owner.email);
  });

  it('an unknown /img/p/ path, a made-up path and an outside address are still refused for a banner and a store', async () => {
    const base = { kind: 'promobanner', name: 'Offer', target: 'none', sort_order: 1 };
    const e = sellerTexts.content.noSuchImage;
    for (const image of ['/img/p/0123456789abcdef0123456789abcdef.webp', '/img/p/../banners/x.webp', 'https://evil.example/x.png', 'https://evil.example/img/p/0123456789abcdef0123456789abcdef.webp']) {
      const refused = await call('content/save-banner', { ...base, image });
      expect(refused.status, image).toBe(400);
      expect(refused.body.errors).toEqual({ image: e });
    }
    const image = (await call('content/banners', {})).body.payload.images[0];
    expect((await call('content/save-banner', { ...base, image, mobile_image: '/img/p/ffffffffffffffffffffffffffffffff.webp' })).body.errors).toEqual({ mobile_image: e });

    const first = (await call('content/stores', {})).body.payload.stores[0];
    const photo = await call('content/save-store', { ...first, photo: '/img/p/0123456789abcdef0123456789abcdef.webp' });
    expect(photo.status).toBe(400);
    expect(photo.body.errors).toEqual({ photo: sellerTexts.contentEditors.noSuchPhoto });
    expect((await call('content/save-store', { ...first, photo: 'https://evil.example/shop.jpg' })).body.errors).toEqual({ photo: sellerTexts.contentEditors.noSuchPhoto });
  });

  it('refuses a broken file, an SVG and an unknown purpose with a 400 naming the field; nothing stored or audited', async () => {
    const stored = await storedCount();
    const audited = (await uploadAudit()).length;
    const p = sellerTexts.pictures;
    const broken = await upload(Buffer.from('not a picture at all'), 'banner');
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual({ data: p.notAPicture });
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'), 'store');
    expect(svg.status).toBe(400);
    expect(svg.body.errors).toEqual({ data: p.unsupportedType('svg') });
    const purpose = await upload(await wideJpeg(), 'product');
    expect(purpose.status).toBe(400);
    expect(Object.keys(purpose.body.errors)).toEqual(['purpose']);
    expect(await storedCount()).toBe(stored);
    expect((await uploadAudit()).length).toBe(audited);
  });

  it('a packer gets 403 and a shopper session or no session 401, before the body is read', async () => {
    const stored = await storedCount();
    const packer = await addTestStaff(database, 'packer');
    expect((await upload(await wideJpeg(), 'banner', packer)).status).toBe(403);
    const shopper = await loginByOtp(database);
    expect((await upload(await wideJpeg(), 'banner', { cookie: shopper.cookie })).status).toBe(401);
    expect((await upload(await wideJpeg(), 'store', null)).status).toBe(401);
    // Not even a body that is not JSON is read without a staff session.
    expect((await sellerApi(database, 'content/upload-picture', 'x'.repeat(100), { headers: {} })).status).toBe(401);
    expect(await storedCount()).toBe(stored);
  });
});
