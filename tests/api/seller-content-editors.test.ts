// The content editors besides the banners (docs/rules/content.md): the store locator's
// stores, the brands in focus, the home category sections, the deals and the
// informational pages' text. Each change shows in the shop's own call (or the page data
// function) at once; bad input names the field; each change is audited; a packer gets
// 403 and a caller without a staff session 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '@/lib/config';
import { getEditedPage } from '@/lib/content/pages';
import { pageSections } from '@/lib/content/page-kinds';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { sellerTexts } from '@/lib/texts/seller';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';
import { api } from './session';

let database: TestDatabase;
let manager: TestStaff;
let packer: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
  packer = await addTestStaff(database, 'packer');
});
afterAll(async () => {
  await database?.close();
});

const call = (path: string, body: unknown, who: TestStaff | null = manager) => sellerApi(database, path, body, who ? { cookie: who.cookie } : {});
const owner = { company_id: store.companyId, store_id: store.storeId };
const auditOf = async (objectType: string) =>
  (await database.db.selectFrom('audit_log').select(['action', 'before', 'after', 'staff_email']).where('object_type', '=', objectType).orderBy('id').execute());

describe('the console refuses other roles and no session', () => {
  it.each([
    ['content/stores', {}], ['content/save-store', { city: 'Pune', name: 'P', address: 'A', contact: '020 1234 5678', email: 'p@example.in', photo: '/img/stores/store-1.webp', map_link: 'https://m.example' }], ['content/remove-store', { store_id: 1 }],
    ['content/brand-offers', {}], ['content/save-brand-offers', { offers: [] }],
    ['content/home-sections', {}], ['content/save-home-sections', { category_ids: [] }],
    ['content/deals', {}], ['content/save-deal', { product_id: 1, deal_type_id: 1, deal_price: 10, deal_ends_at: '2099-01-01T10:00' }], ['content/end-deal', { product_id: 1 }],
    ['content/pages', {}], ['content/save-page', { page: 'faq', body: '## Q\n\nA' }], ['content/reset-page', { page: 'faq' }],
  ])('%s: 403 for a packer, 401 without a staff session', async (path, body) => {
    expect((await call(path, body, packer)).status).toBe(403);
    expect((await call(path, body, null)).status).toBe(401);
  });
});

describe('stores', () => {
  it('a new store shows in the shop under its city; a change and a removal follow; each is audited', async () => {
    const listed = await call('content/stores', {});
    expect(listed.status).toBe(200);
    const photo = listed.body.payload.images[0];
    const input = { city: 'Nashik', name: 'OpenBox Nashik Road', address: '12 Station Road, Nashik 422101', contact: '+91 98220 11223', email: 'Nashik@Example.in', photo, map_link: 'https://maps.example/nashik' };
    const saved = await call('content/save-store', input);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = saved.body.payload.store.store_id;
    expect(saved.body.payload.store.email).toBe('nashik@example.in');
    const shop = async () => (await api(database, 'store/get-all-stores', owner)).body.payload as { id: number; city: string; name: string; address: string }[];
    expect((await shop()).find((s) => s.id === id)).toMatchObject({ city: 'Nashik', name: 'OpenBox Nashik Road' });

    expect((await call('content/save-store', { ...input, store_id: id, address: '14 Station Road, Nashik 422101' })).status).toBe(200);
    expect((await shop()).find((s) => s.id === id)?.address).toBe('14 Station Road, Nashik 422101');
    expect((await call('content/remove-store', { store_id: id })).status).toBe(200);
    expect((await shop()).some((s) => s.id === id)).toBe(false);
    expect((await call('content/remove-store', { store_id: id })).status).toBe(404);

    const audit = await auditOf('store_location');
    expect(audit.map((a) => a.action)).toEqual(['content.store_create', 'content.store_update', 'content.store_remove']);
    expect(JSON.parse(audit[1].before!).address).toBe('12 Station Road, Nashik 422101');
    expect(JSON.parse(audit[1].after!).address).toBe('14 Station Road, Nashik 422101');
    expect(audit[0].staff_email).toBe(manager.email);
  });

  it('names each bad field: an outside picture, a plain http map link, a bad e-mail and phone, a missing city', async () => {
    const photo = (await call('content/stores', {})).body.payload.images[0];
    const good = { city: 'Pune', name: 'Test', address: 'Somewhere 411001', contact: '020 1234 5678', email: 'pune@example.in', photo, map_link: 'https://maps.example/p' };
    const before = (await api(database, 'store/get-all-stores', owner)).body.payload.length;
    const picture = await call('content/save-store', { ...good, photo: 'https://evil.example/x.jpg' });
    expect(picture.status).toBe(400);
    expect(picture.body.errors).toEqual({ photo: sellerTexts.contentEditors.noSuchPhoto });
    expect((await call('content/save-store', { ...good, map_link: 'http://maps.example/p' })).body.errors).toEqual({ map_link: sellerTexts.contentEditors.mapLink });
    expect((await call('content/save-store', { ...good, map_link: 'javascript:alert(1)' })).body.errors).toEqual({ map_link: sellerTexts.contentEditors.mapLink });
    const fields = await call('content/save-store', { ...good, email: 'not-an-address', contact: 'call us', city: ' ' });
    expect(fields.status).toBe(400);
    expect(Object.keys(fields.body.errors).sort()).toEqual(['city', 'contact', 'email']);
    expect((await api(database, 'store/get-all-stores', owner)).body.payload.length).toBe(before);
  });
});

describe('brand focus', () => {
  it('the saved list, its offer lines and its order are what the shop shows; audited with before and after', async () => {
    const listed = (await call('content/brand-offers', {})).body.payload;
    expect(listed.offers.length).toBeGreaterThan(2);
    const [first, second, third] = listed.offers;
    const added = listed.brands.find((b: { id: number }) => !listed.offers.some((o: { brand_id: number }) => o.brand_id === b.id));
    const offers = [
      { brand_id: third.brand_id, brand_offer: 'Flat 40% off' },
      { brand_id: first.brand_id, brand_offer: first.brand_offer },
      { brand_id: added.id, brand_offer: 'New in: up to 55% off' },
    ];
    const saved = await call('content/save-brand-offers', { offers });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shop = (await api(database, 'store/brandOffer', { company_id: store.companyId })).body.payload_brandOffer.brand_offer;
    expect(shop.map((o: { brand_id: number; brand_offer: string }) => [o.brand_id, o.brand_offer])).toEqual(offers.map((o) => [o.brand_id, o.brand_offer]));
    expect(shop[0].brand_icon).toBe(third.brand_icon);
    expect(shop.map((o: { brand_id: number }) => o.brand_id)).not.toContain(second.brand_id);

    const audit = await auditOf('brand_focus');
    expect(audit.map((a) => a.action)).toEqual(['content.brand_focus_update']);
    expect(JSON.parse(audit[0].before!)).toHaveLength(listed.offers.length);
    expect(JSON.parse(audit[0].after!).map((o: { brand_id: number }) => o.brand_id)).toEqual(offers.map((o) => o.brand_id));
  });

  it('refuses an unknown brand, a brand twice and an empty offer line, naming the row; nothing changes', async () => {
    const before = (await api(database, 'store/brandOffer', { company_id: store.companyId })).body.payload_brandOffer.brand_offer;
    const id = before[0].brand_id;
    expect((await call('content/save-brand-offers', { offers: [{ brand_id: 999999, brand_offer: 'x' }] })).body.errors).toEqual({ 'offers.0.brand_id': sellerTexts.contentEditors.noSuchBrand });
    expect((await call('content/save-brand-offers', { offers: [{ brand_id: id, brand_offer: 'a' }, { brand_id: id, brand_offer: 'b' }] })).body.errors).toEqual({ 'offers.1.brand_id': sellerTexts.contentEditors.listedTwice });
    const empty = await call('content/save-brand-offers', { offers: [{ brand_id: id, brand_offer: '  ' }] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ 'offers.0.brand_offer': 'is required' });
    expect((await api(database, 'store/brandOffer', { company_id: store.companyId })).body.payload_brandOffer.brand_offer).toEqual(before);
  });
});

describe('home category sections', () => {
  const shop = async () => ((await api(database, 'store/get-home-category-featured', owner)).body.payload as { category_id: number; products: unknown[] }[]).map((c) => c.category_id);

  it('the saved categories, in their order, are the home page carousels; audited', async () => {
    const listed = (await call('content/home-sections', {})).body.payload;
    const ids = listed.sections.map((s: { category_id: number }) => s.category_id);
    expect(await shop()).toEqual(ids);
    const extra = listed.categories.find((c: { id: number }) => !ids.includes(c.id)).id;
    const order = [ids[2], ids[0], extra];
    const saved = await call('content/save-home-sections', { category_ids: order });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await shop()).toEqual(order);
    const audit = await auditOf('home_sections');
    expect(audit.map((a) => a.action)).toEqual(['content.home_sections_update']);
    expect(JSON.parse(audit[0].before!).map((s: { category_id: number }) => s.category_id)).toEqual(ids);
    expect(JSON.parse(audit[0].after!).map((s: { category_id: number }) => s.category_id)).toEqual(order);
  });

  it('refuses an unknown category and one twice, naming its place; nothing changes', async () => {
    const before = await shop();
    expect((await call('content/save-home-sections', { category_ids: [before[0], 999999] })).body.errors).toEqual({ 'category_ids.1': sellerTexts.contentEditors.noSuchCategory });
    expect((await call('content/save-home-sections', { category_ids: [before[0], before[0]] })).body.errors).toEqual({ 'category_ids.1': sellerTexts.contentEditors.listedTwice });
    expect((await call('content/save-home-sections', { category_ids: ['x'] })).status).toBe(400);
    expect(await shop()).toEqual(before);
  });
});

describe('deals', () => {
  const shopDeals = async (kind: 'normalDeals' | 'hotDeals') =>
    ((await api(database, `store/${kind}`, { store_id: store.storeId })).body[`payload_${kind}`].product as { product_id?: number; id?: number; deal_price: number }[]).map((p) => Number(p.product_id ?? p.id));

  it('lists every deal; a hot deal made a deal of the day moves to that section with its new price; ended, it leaves; audited', async () => {
    const { deals } = (await call('content/deals', {})).body.payload;
    const hot = deals.find((d: { deal_type_id: number }) => d.deal_type_id === 2);
    expect(hot).toBeDefined();
    expect(await shopDeals('hotDeals')).toContain(hot.product_id);
    const price = Math.floor(hot.selling_price * 0.8);
    const saved = await call('content/save-deal', { product_id: hot.product_id, deal_type_id: 1, deal_price: price, deal_ends_at: '2099-03-01T18:00' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.payload.deal).toMatchObject({ deal_type_id: 1, deal_price: price, deal_ends_at: '2099-03-01T12:30:00.000Z' });
    expect(await shopDeals('normalDeals')).toContain(hot.product_id);
    expect(await shopDeals('hotDeals')).not.toContain(hot.product_id);

    expect((await call('content/end-deal', { product_id: hot.product_id })).status).toBe(200);
    expect(await shopDeals('normalDeals')).not.toContain(hot.product_id);
    expect((await call('content/deals', {})).body.payload.deals.map((d: { product_id: number }) => d.product_id)).not.toContain(hot.product_id);
    expect((await call('content/end-deal', { product_id: hot.product_id })).status).toBe(409);

    const audit = (await auditOf('product')).filter((a) => a.action.startsWith('product.deal'));
    expect(audit.map((a) => a.action)).toEqual(['product.deal_update', 'product.deal_end']);
    expect(JSON.parse(audit[0].before!)).toMatchObject({ deal_type_id: 2 });
    expect(JSON.parse(audit[1].after!)).toMatchObject({ is_deal: 0, deal_price_paise: null });
  });

  it('a deal of the day stays one when its product is saved in the product editor', async () => {
    const { deals } = (await call('content/deals', {})).body.payload;
    const d = deals.find((x: { deal_type_id: number }) => x.deal_type_id === 2);
    expect((await call('content/save-deal', { product_id: d.product_id, deal_type_id: 1, deal_price: d.deal_price, deal_ends_at: '2099-02-01T10:00' })).status).toBe(200);
    const product = (await call('products/get', { product_id: d.product_id })).body.payload.product;
    const saved = await call('products/save', { ...product, deal_price: d.deal_price - 1, description: product.description ?? undefined, hsn: product.hsn ?? undefined });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await shopDeals('normalDeals')).toContain(d.product_id);
    expect((await call('content/deals', {})).body.payload.deals.find((x: { product_id: number }) => x.product_id === d.product_id)).toMatchObject({ deal_type_id: 1, deal_price: d.deal_price - 1 });
  });

  it("checks a deal by the product editor's rules: a price not below the selling price, an end in the past, a bad kind", async () => {
    const { deals } = (await call('content/deals', {})).body.payload;
    const d = deals[0];
    const base = { product_id: d.product_id, deal_type_id: d.deal_type_id, deal_price: d.deal_price, deal_ends_at: '2099-01-01T10:00' };
    expect((await call('content/save-deal', { ...base, deal_price: d.selling_price })).body.errors).toEqual({ deal_price: sellerTexts.products.dealNotLower });
    expect((await call('content/save-deal', { ...base, deal_ends_at: '2020-01-01T10:00' })).body.errors).toEqual({ deal_ends_at: sellerTexts.products.dealNeedsEnd });
    expect(Object.keys((await call('content/save-deal', { ...base, deal_type_id: 3 })).body.errors)).toEqual(['deal_type_id']);
    expect((await call('content/deals', {})).body.payload.deals[0]).toEqual(d);
  });
});

describe('pages', () => {
  it('shows the built-in text until edited; the edited FAQ is what the page data gives, typed markup stays text; reset brings the built-in back', async () => {
    const listed = (await call('content/pages', {})).body.payload.pages;
    expect(listed.map((p: { page: string }) => p.page)).toEqual(['contact', 'faq', 'shipping', 'returns', 'cancellation', 'payments', 'terms', 'privacy']);
    expect(listed.every((p: { body: string | null }) => p.body === null)).toBe(true);
    expect(listed.find((p: { page: string }) => p.page === 'faq').built_in).toContain('## When will my order be dispatched?');
    expect(await getEditedPage(store.storeId, 'faq')).toBeNull();

    const body = '## Do you deliver on Sundays?\n\nYes, in <b>Mumbai</b> and Pune.\n\nQ: Can I pay <script>alert(1)</script>?\nA: Cash or UPI.';
    const saved = await call('content/save-page', { page: 'faq', body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const edited = await getEditedPage(store.storeId, 'faq');
    expect(edited).toBe(body);
    const sections = pageSections('faq', edited!);
    expect(sections.map((s) => s.heading)).toEqual(['Do you deliver on Sundays?', 'Can I pay <script>alert(1)</script>?']);
    expect(sections[0].blocks).toEqual([{ kind: 'paragraph', lines: ['Yes, in <b>Mumbai</b> and Pune.'] }]);

    const reset = await call('content/reset-page', { page: 'faq' });
    expect(reset.status).toBe(200);
    expect(reset.body.payload.page.body).toBeNull();
    expect(await getEditedPage(store.storeId, 'faq')).toBeNull();
    const audit = await auditOf('content_page');
    expect(audit.map((a) => a.action)).toEqual(['content.page_update', 'content.page_reset']);
    expect(JSON.parse(audit[0].before!)).toEqual({ body: null });
    expect(JSON.parse(audit[0].after!)).toEqual({ body });
    expect(JSON.parse(audit[1].before!)).toEqual({ body });
  });

  it('names the body when it is empty, a FAQ without a question or an answer, or a contact heading it does not know', async () => {
    expect((await call('content/save-page', { page: 'terms', body: '  \n ' })).body.errors).toEqual({ body: 'is required' });
    expect((await call('content/save-page', { page: 'faq', body: 'Just a line' })).body.errors.body).toMatch(/must start with a question/);
    expect((await call('content/save-page', { page: 'faq', body: '## Alone?' })).body.errors.body).toMatch(/has no answer/);
    expect((await call('content/save-page', { page: 'contact', body: 'Hello\n\n## Fax\n\n123' })).body.errors.body).toMatch(/not a part of the contact page/);
    expect(Object.keys((await call('content/save-page', { page: 'about', body: 'x' })).body.errors)).toEqual(['page']);
    expect(await getEditedPage(store.storeId, 'terms')).toBeNull();
  });

  it('a policy and the contact page keep their edited text per page', async () => {
    expect((await call('content/save-page', { page: 'shipping', body: 'We ship daily.\n\n## Delivery time\n\n- Metro cities: 2 days\n- Elsewhere: 5 days' })).status).toBe(200);
    expect(pageSections('shipping', (await getEditedPage(store.storeId, 'shipping'))!)).toEqual([
      { heading: null, id: 'intro', blocks: [{ kind: 'paragraph', lines: ['We ship daily.'] }] },
      { heading: 'Delivery time', id: 'delivery-time', blocks: [{ kind: 'list', items: ['Metro cities: 2 days', 'Elsewhere: 5 days'] }] },
    ]);
    expect((await call('content/save-page', { page: 'contact', body: 'Visit us.\n\n## Address\n\nOpenBox\n1 MG Road\n\n## Hours\n\nMon-Sat 10-7' })).status).toBe(200);
    expect(await getEditedPage(store.storeId, 'returns')).toBeNull();
  });
});
