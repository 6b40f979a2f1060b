// The home page's banners as staff edit them (docs/rules/content.md): a changed title
// and click target show in the shop's banner call at once; a banner outside its dates
// is not shown; only the shop's own pictures; bad input names the field; audited; a
// packer may not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { api } from './session';

let database: TestDatabase;
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

const call = (path: string, body: unknown, who: TestStaff = manager) => sellerApi(database, path, body, { cookie: who.cookie });
const heroes = async () => (await api(database, 'store/banner', {})).body.payload_banner as { banner: { id: number; name: string; site_link: string | null; product_id: number | null }[] };

describe('banners', () => {
  it('an edited hero banner shows its new title and target in the shop; a scheduled one waits for its start', async () => {
    const listed = await call('content/banners', {});
    expect(listed.status).toBe(200);
    const first = listed.body.payload.banners.find((b: { kind: string }) => b.kind === 'banner');
    const product = await database.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    const saved = await call('content/save-banner', { ...first, banner_id: first.banner_id, name: 'Diwali open-box week', subtitle: 'Every TV tested', target: 'product', target_value: String(product.id) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shown = (await heroes()).banner.find((b) => b.id === first.banner_id)!;
    expect(shown).toMatchObject({ name: 'Diwali open-box week', product_id: Number(product.id), site_link: null });

    const later = await call('content/save-banner', { kind: 'banner', name: 'Republic Day sale', image: first.image, target: 'site', target_value: 'https://example.in/sale', sort_order: 9, starts_at: '2099-01-20T00:00' });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect((await heroes()).banner.map((b) => b.name)).not.toContain('Republic Day sale');
    expect((await call('content/remove-banner', { banner_id: later.body.payload.banner.banner_id })).status).toBe(200);
    expect((await call('content/banners', {})).body.payload.banners.map((b: { name: string }) => b.name)).not.toContain('Republic Day sale');

    const audit = await database.db.selectFrom('audit_log').select('action').where('object_type', '=', 'banner').orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['content.banner_update', 'content.banner_create', 'content.banner_remove']);
  });

  it('refuses an outside picture, a bad target and dates the wrong way round; a packer may not', async () => {
    const base = { kind: 'promobanner', name: 'Offer', target: 'none', sort_order: 1 };
    const picture = await call('content/save-banner', { ...base, image: 'https://evil.example/x.png' });
    expect(picture.status).toBe(400);
    expect(picture.body.errors).toEqual({ image: sellerTexts.content.noSuchImage });
    const image = (await call('content/banners', {})).body.payload.images[0];
    expect((await call('content/save-banner', { ...base, image, target: 'site', target_value: 'http://plain.example' })).body.errors).toEqual({ target_value: sellerTexts.content.siteLink });
    expect((await call('content/save-banner', { ...base, image, target: 'category', target_value: '999999' })).status).toBe(400);
    expect((await call('content/save-banner', { ...base, image, starts_at: '2099-02-01T00:00', ends_at: '2099-01-01T00:00' })).body.errors).toEqual({ ends_at: sellerTexts.content.endsBeforeStart });
    const packer = await addTestStaff(database, 'packer');
    expect((await call('content/banners', {}, packer)).status).toBe(403);
  });
});
