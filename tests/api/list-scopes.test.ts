// The filter scopes the list pages add to the original fields (docs/rules/catalogue.md#differences-from-the-original-brief): store/FilterByProduct narrowed
// to a subcategory (the subcategory page's filters), and store/filterOption scoped to a
// subcategory, a brand or an age group, so every choice of those pages finds products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { post } from './request';

let database: TestDatabase;
const call = (path: string, body: unknown = {}) => post(database, path, body);

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database?.close();
});

type Card = { product_id: number; name: string; selling_price: number; brand_name: string | null };

describe('list page filter scopes', () => {
  it('store/FilterByProduct with subcategory_id lists only that subcategory, narrowed by price', async () => {
    const sub = await call('store/SubCategoryByProductBySlug', { subCategorySlug: '4k-ultra-hd-tvs', result_per_page: 1000 });
    expect(sub.status).toBe(200);
    const inSub: Card[] = sub.body.payload_SubCategoryByProductBySlug.products;
    expect(inSub.length).toBeGreaterThan(1);
    const subcategoryId = sub.body.payload_SubCategoryByProductBySlug.subCategory.subcategory_id;

    const all = await call('store/FilterByProduct', { subcategory_id: subcategoryId, result_per_page: 1000 });
    expect(all.status).toBe(200);
    expect(all.body.payload_FilterByProduct.products.map((p: Card) => p.product_id).sort()).toEqual(inSub.map((p) => p.product_id).sort());

    const prices = inSub.map((p) => p.selling_price).sort((a, b) => a - b);
    const cut = prices[Math.floor(prices.length / 2)]!;
    const cheap = await call('store/FilterByProduct', { subcategory_id: subcategoryId, to_price: cut, result_per_page: 1000 });
    const cheapCards: Card[] = cheap.body.payload_FilterByProduct.products;
    expect(cheapCards.length).toBe(inSub.filter((p) => p.selling_price <= cut).length);
    expect(cheapCards.length).toBeLessThan(inSub.length);
  });

  it('store/filterOption with brand_id offers only that brand, with the genders and ages of its products', async () => {
    const brands = await call('store/getAllBrands', {});
    const lego = brands.body.payload_getAllBrands.find((b: { name: string }) => b.name === 'LEGO');
    const { status, body } = await call('store/filterOption', { brand_id: lego.brand_id });
    expect(status).toBe(200);
    expect(body.payload_filterOption.brand.map((b: { name: string }) => b.name)).toEqual(['LEGO']);
    expect(body.payload_filterOption.age_group.length).toBeGreaterThan(0);

    const samsung = brands.body.payload_getAllBrands.find((b: { name: string }) => b.name === 'Samsung');
    const tvBrand = await call('store/filterOption', { brand_id: samsung.brand_id });
    expect(tvBrand.body.payload_filterOption.age_group).toEqual([]);
  });

  it('store/filterOption with age_group_id and subcategory_id narrows the brands', async () => {
    const ages = await call('store/ageGroupList', {});
    const group = ages.body.payload_ageGroupList.age_group.find((a: { name_url: string }) => a.name_url === '3-5-years');
    const byAge = await call('store/filterOption', { age_group_id: group.age_group_id });
    expect(byAge.status).toBe(200);
    const ageBrands = byAge.body.payload_filterOption.brand.map((b: { name: string }) => b.name);
    expect(ageBrands.length).toBeGreaterThan(0);
    expect(ageBrands).not.toContain('Samsung');

    const sub = await call('store/SubCategoryByProductBySlug', { subCategorySlug: '4k-ultra-hd-tvs', result_per_page: 1000 });
    const subcategoryId = sub.body.payload_SubCategoryByProductBySlug.subCategory.subcategory_id;
    const bySub = await call('store/filterOption', { subcategory_id: subcategoryId });
    const subBrands = new Set(sub.body.payload_SubCategoryByProductBySlug.products.map((p: Card) => p.brand_name));
    expect(new Set(bySub.body.payload_filterOption.brand.map((b: { name: string }) => b.name))).toEqual(subBrands);
  });
});
