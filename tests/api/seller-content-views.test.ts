// Every write of a content editor answers its editor's whole view, fresh: what the
// editor's read call gives right after it (docs/rules/content.md), so the console puts
// it in place of the view it shows and reads nothing again. What the write itself made
// (the banner, the store, the deal, the page) is still there beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { addTestStaff, sellerApi, type TestStaff } from './seller-session';

let database: TestDatabase;
let manager: TestStaff;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  manager = await addTestStaff(database, 'manager');
});
afterAll(async () => {
  await database?.close();
});

const call = async (path: string, body: unknown) => {
  const answer = await sellerApi(database, path, body, { cookie: manager.cookie });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.payload;
};
/** The answer without what the write made: the view. */
const viewOf = (payload: Record<string, unknown>, made: string) => Object.fromEntries(Object.entries(payload).filter(([key]) => key !== made));

describe('a content write answers the fresh view of its editor', () => {
  it('banners: a save answers the banner and every banner with the pictures; a removal the rest', async () => {
    const { banners, images } = await call('content/banners', {});
    const saved = await call('content/save-banner', { kind: 'promobanner', name: 'Monsoon week', image: images[0], target: 'none', sort_order: 7 });
    expect(saved.banner).toMatchObject({ name: 'Monsoon week', kind: 'promobanner' });
    expect(viewOf(saved, 'banner')).toEqual(await call('content/banners', {}));
    expect(saved.banners).toHaveLength(banners.length + 1);
    const removed = await call('content/remove-banner', { banner_id: saved.banner.banner_id });
    expect(removed).toEqual(await call('content/banners', {}));
    expect(removed.banners).toEqual(banners);
  });

  it('stores: a save answers the store and every store with the pictures; a removal the rest', async () => {
    const { stores, images } = await call('content/stores', {});
    const saved = await call('content/save-store', {
      city: 'Nagpur', name: 'OpenBox Sitabuldi', address: '3 Main Road, Nagpur 440012', contact: '0712 123 4567', email: 'nagpur@example.in', photo: images[0], map_link: 'https://maps.example/nagpur',
    });
    expect(saved.store).toMatchObject({ city: 'Nagpur', name: 'OpenBox Sitabuldi' });
    expect(viewOf(saved, 'store')).toEqual(await call('content/stores', {}));
    const removed = await call('content/remove-store', { store_id: saved.store.store_id });
    expect(removed).toEqual(await call('content/stores', {}));
    expect(removed.stores).toEqual(stores);
  });

  it('brand focus and home sections: a save answers the list and the choices', async () => {
    const brands = await call('content/brand-offers', {});
    const offers = brands.offers.slice(0, 2).reverse().map((o: { brand_id: number; brand_offer: string }) => ({ brand_id: o.brand_id, brand_offer: o.brand_offer }));
    const savedBrands = await call('content/save-brand-offers', { offers });
    expect(savedBrands).toEqual(await call('content/brand-offers', {}));
    expect(savedBrands.offers.map((o: { brand_id: number }) => o.brand_id)).toEqual(offers.map((o: { brand_id: number }) => o.brand_id));
    expect(savedBrands.brands).toEqual(brands.brands);

    const sections = await call('content/home-sections', {});
    const ids = sections.sections.map((s: { category_id: number }) => s.category_id).slice(0, 2).reverse();
    const savedSections = await call('content/save-home-sections', { category_ids: ids });
    expect(savedSections).toEqual(await call('content/home-sections', {}));
    expect(savedSections.sections.map((s: { category_id: number }) => s.category_id)).toEqual(ids);
  });

  it('deals: a save answers the deal and every deal; ending one answers the rest', async () => {
    const { deals } = await call('content/deals', {});
    const deal = deals[0];
    const saved = await call('content/save-deal', { product_id: deal.product_id, deal_type_id: deal.deal_type_id, deal_price: deal.deal_price, deal_ends_at: '2099-05-01T10:00' });
    expect(saved.deal).toMatchObject({ product_id: deal.product_id, deal_ends_at: '2099-05-01T04:30:00.000Z' });
    expect(viewOf(saved, 'deal')).toEqual(await call('content/deals', {}));
    const ended = await call('content/end-deal', { product_id: deal.product_id });
    expect(ended).toEqual(await call('content/deals', {}));
    expect(ended.deals.map((d: { product_id: number }) => d.product_id)).not.toContain(deal.product_id);
  });

  it('pages: a save and a reset answer the page and every page', async () => {
    const saved = await call('content/save-page', { page: 'terms', body: 'Plain terms.' });
    expect(saved.page).toMatchObject({ page: 'terms', body: 'Plain terms.', updated_by: manager.email });
    expect(viewOf(saved, 'page')).toEqual(await call('content/pages', {}));
    const reset = await call('content/reset-page', { page: 'terms' });
    expect(reset.page).toMatchObject({ page: 'terms', body: null });
    expect(viewOf(reset, 'page')).toEqual(await call('content/pages', {}));
    expect(reset.pages.every((p: { body: string | null }) => p.body === null)).toBe(true);
  });
});
