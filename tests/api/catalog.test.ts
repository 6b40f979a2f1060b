// Every catalogue call (docs/rules/api.md#calls) answers with its message and keys, on
// the seeded demo store (run on SQLite, and on PostgreSQL with TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSummary } from '@/lib/catalog/search';
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

const cardKeys = ['product_id', 'name', 'name_url', 'image', 'gallery_images', 'mrp', 'selling_price', 'is_deal', 'deals_price', 'deal_type_id', 'stock', 'no_of_quantity_allowed'];

function expectCards(list: unknown[], atLeast = 1) {
  expect(list.length).toBeGreaterThanOrEqual(atLeast);
  for (const card of list as Record<string, unknown>[]) {
    for (const key of cardKeys) expect(card, `card has ${key}`).toHaveProperty(key);
    expect(typeof card.name).toBe('string');
    expect(card.mrp as number).toBeGreaterThanOrEqual(card.selling_price as number);
    expect(Array.isArray(card.gallery_images)).toBe(true);
  }
}

async function firstProduct() {
  const { body } = await call('store/newarrivalRandom', { store_id: 139 });
  return body.payload_newarrivalRandom[0] as { product_id: number; name_url: string; name: string };
}

describe('shelves and menus', () => {
  it('store/verticalWithCatList: verticals with categories and subcategories', async () => {
    const { status, body } = await call('store/verticalWithCatList', { store_id: 139 });
    expect(status).toBe(200);
    expect(body.message).toBe('Vertical list successfully');
    const names = body.payload_verticalWithCatList.vertical.map((v: { name: string }) => v.name);
    expect(names).toEqual(
      expect.arrayContaining(['Televisions', 'Refrigerator', 'Washing Machines', 'Air Care', 'Home Appliances', 'Lifestyle', 'Mobiles & Laptops', 'Sound systems']),
    );
    const tv = body.payload_verticalWithCatList.vertical.find((v: { name_url: string }) => v.name_url === 'televisions');
    expect(tv.catList.length).toBeGreaterThan(0);
    expect(tv.catList[0]).toMatchObject({ name: expect.any(String), name_url: expect.any(String), category_id: expect.any(Number) });
    expect(tv.catList.some((c: { subcatList: unknown[] }) => c.subcatList.length > 0)).toBe(true);
  });

  it('store/verticaldesign and store/verticalList list the same verticals', async () => {
    const design = await call('store/verticaldesign', { store_id: 139 });
    const list = await call('store/verticalList', { store_id: 139 });
    expect(design.status).toBe(200);
    expect(list.status).toBe(200);
    expect(design.body.payload_verticaldesign.length).toBeGreaterThanOrEqual(8);
    expect(list.body.payload_verticalList.map((v: { name: string }) => v.name)).toEqual(design.body.payload_verticaldesign.map((v: { name: string }) => v.name));
  });

  it('store/verticalByCategory and store/categoryBySubCategory', async () => {
    const categories = await call('store/verticalByCategory', { store_id: 139, vertical_slug: 'televisions' });
    expect(categories.status).toBe(200);
    expect(categories.body.payload_verticalByCategory.length).toBeGreaterThan(0);
    const withSubs = categories.body.payload_verticalByCategory.find((c: { subcatList: unknown[] }) => c.subcatList.length > 0);
    const subs = await call('store/categoryBySubCategory', { store_id: 139, category_id: withSubs.category_id });
    expect(subs.status).toBe(200);
    expect(subs.body.payload_categoryBySubCategory.map((s: { name_url: string }) => s.name_url)).toEqual(
      withSubs.subcatList.map((s: { name_url: string }) => s.name_url),
    );
  });

  it('store/getAllBrands: at least 25 real brands, sorted by name ignoring case', async () => {
    const { status, body } = await call('store/getAllBrands', { store_id: 139 });
    expect(status).toBe(200);
    const names: string[] = body.payload_getAllBrands.map((b: { brand_name: string }) => b.brand_name);
    expect(names.length).toBeGreaterThanOrEqual(25);
    expect(names).toEqual(expect.arrayContaining(['Samsung', 'LG', 'Sony', 'Whirlpool']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('store/ageGroupList: age groups with images and banners', async () => {
    const { status, body } = await call('store/ageGroupList', { store_id: 139 });
    expect(status).toBe(200);
    const groups = body.payload_ageGroupList.age_group;
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const g of groups) expect(g).toMatchObject({ name: expect.any(String), name_url: expect.any(String), image: expect.any(String), banner_image: expect.any(String) });
  });

  it('store/get-all-stores: at least 6 stores in at least 4 cities', async () => {
    const { status, body } = await call('store/get-all-stores', { company_id: 191 });
    expect(status).toBe(200);
    expect(body.payload.length).toBeGreaterThanOrEqual(6);
    expect(new Set(body.payload.map((s: { city_id: string }) => s.city_id)).size).toBeGreaterThanOrEqual(4);
    for (const s of body.payload) expect(s).toMatchObject({ address: expect.any(String), contact: expect.any(String), email: expect.any(String), photo: expect.any(String) });
  });
});

describe('home sections', () => {
  it('store/banner groups banner, promobanner and sectionbanner', async () => {
    const { status, body } = await call('store/banner', { store_id: 139 });
    expect(status).toBe(200);
    const { banner, promobanner, sectionbanner } = body.payload_banner;
    expect(banner.length).toBeGreaterThan(0);
    expect(promobanner.length).toBeGreaterThan(0);
    expect(sectionbanner.length).toBeGreaterThan(0);
    for (const b of [...banner, ...promobanner, ...sectionbanner]) {
      for (const key of ['vertical_id', 'subcategory_id', 'category_id', 'product_id', 'site_link', 'image', 'mobile_image', 'name']) expect(b).toHaveProperty(key);
    }
    // Promo banners carry the URL names of their targets.
    for (const key of ['vertical_name_url', 'category_name_url', 'product_name_url']) expect(promobanner[0]).toHaveProperty(key);
    // A banner pointing at a product names its slug, so the storefront can open it.
    const toProduct = banner.find((b: { product_id: number | null; site_link: string | null }) => b.product_id !== null && !b.site_link);
    expect(toProduct?.product_name_url).toEqual(expect.any(String));
  });

  it('store/promobanner lists the promo banners', async () => {
    const { status, body } = await call('store/promobanner', { store_id: 139 });
    expect(status).toBe(200);
    expect(body.payload_promobanner.length).toBeGreaterThan(0);
  });

  it('store/brandOffer: brands in focus with icon and offer text', async () => {
    const { status, body } = await call('store/brandOffer', { company_id: 191 });
    expect(status).toBe(200);
    const offers = body.payload_brandOffer.brand_offer;
    expect(offers.length).toBeGreaterThanOrEqual(3);
    for (const o of offers) expect(o).toMatchObject({ brand_id: expect.any(Number), brand_icon: expect.any(String), brand_offer: expect.stringMatching(/\d+%/) });
  });

  it('store/normalDeals and store/hotDeals: deal products, in stock first', async () => {
    const deals = await call('store/normalDeals', { store_id: 139 });
    const hot = await call('store/hotDeals', { store_id: 139 });
    expect(deals.status).toBe(200);
    expect(hot.status).toBe(200);
    expectCards(deals.body.payload_normalDeals.product, 4);
    expectCards(hot.body.payload_hotDeals.product, 4);
    for (const p of [...deals.body.payload_normalDeals.product, ...hot.body.payload_hotDeals.product]) expect(p.is_deal).toBe(1);
    const stock = deals.body.payload_normalDeals.product.map((p: { stock: number }) => (p.stock > 0 ? 0 : 1));
    expect(stock).toEqual([...stock].sort());
  });

  it('store/newarrivalRandom: sorted by stock, highest first', async () => {
    const { status, body } = await call('store/newarrivalRandom', { store_id: 139 });
    expect(status).toBe(200);
    const list = body.payload_newarrivalRandom;
    expectCards(list, 4);
    const stocks = list.map((p: { stock: number }) => p.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
  });

  it('store/get-home-category-featured: categories with products', async () => {
    const { status, body } = await call('store/get-home-category-featured', { company_id: 191, store_id: 139 });
    expect(status).toBe(200);
    expect(body.payload.length).toBeGreaterThanOrEqual(2);
    for (const c of body.payload) {
      expect(c).toMatchObject({ cname: expect.any(String), cname_url: expect.any(String) });
      expectCards(c.products, 1);
    }
  });

  it('store/offers and store/applicable-offer', async () => {
    const offers = await call('store/offers', { store_id: 139 });
    expect(offers.status).toBe(200);
    expect(offers.body.payload_offers.length).toBeGreaterThan(0);
    const smallest = Math.min(...offers.body.payload_offers.map((o: { min_cart_amount: number }) => o.min_cart_amount));
    const none = await call('store/applicable-offer', { store_id: 139, cart_amount: Math.max(0, smallest - 1) });
    expect(none.body.offer).toBeNull();
    const some = await call('store/applicable-offer', { store_id: 139, cart_amount: smallest + 1000 });
    expect(some.body.offer).toMatchObject({ offer_id: expect.any(Number) });
  });

  it('store/cartSimilarProduct: other products of the same categories', async () => {
    const product = await firstProduct();
    const { status, body } = await call('store/cartSimilarProduct', { store_id: 139, product_id: [product.product_id] });
    expect(status).toBe(200);
    expect(body.payload_cartSimilarProduct.map((p: { product_id: number }) => p.product_id)).not.toContain(product.product_id);
  });
});

describe('product page', () => {
  it('store/productDetail by slug and id answers Product Detail with the fields of the product page', async () => {
    const product = await firstProduct();
    const { status, body } = await call('store/productDetail', { product_slug: product.name_url, product_id: product.product_id, company_id: 191, store_id: 139 });
    expect(status).toBe(200);
    expect(body.message).toBe('Product Detail');
    const p = body.payload;
    for (const key of [
      'product_id', 'name', 'name_url', 'description', 'image', 'gallery_images', 'color_id', 'mrp', 'selling_price', 'stock', 'sku_no',
      'no_of_quantity_allowed', 'deal_type', 'deal_type_id', 'deal_price', 'category_name', 'category_url', 'brand', 'color', 'store_name',
      'total_rating', 'review_count', 'ratings', 'created_at', 'bank_offer', 'specifications', 'other_information', 'barcode', 'featured', 'similar',
    ]) {
      expect(p, `payload has ${key}`).toHaveProperty(key);
    }
    expect(p.product_id).toBe(product.product_id);
    expect(p.name).toBe(product.name);
    expect(p.mrp).toBeGreaterThan(p.selling_price);
    // Open-box discounts between 10% and 80%.
    const discount = ((p.mrp - p.selling_price) / p.mrp) * 100;
    expect(discount).toBeGreaterThanOrEqual(10);
    expect(discount).toBeLessThanOrEqual(80);
    expect(p.similar.every((s: { product_id: number }) => s.product_id !== p.product_id)).toBe(true);
  });

  it('a product with reviews lists ratings, and bank offers carry a logo and description', async () => {
    const list = await call('store/FilterByProductNew', { store_id: 139, result_per_page: 1000 });
    const reviewed = list.body.payload_FilterByProductNew.products.find((p: { review_count: number }) => p.review_count > 0);
    const { body } = await call('store/productDetail', { product_id: reviewed.product_id });
    expect(body.payload.ratings.length).toBeGreaterThan(0);
    expect(body.payload.ratings[0]).toMatchObject({ rating: expect.any(Number), review: expect.any(String), created_at: expect.any(String) });
    expect(body.payload.total_rating).toBeGreaterThan(0);
    const withOffers = list.body.payload_FilterByProductNew.products.map((p: { product_id: number }) => p.product_id);
    let found = false;
    for (const id of withOffers.slice(0, 40)) {
      const detail = await call('store/productDetail', { product_id: id });
      if (detail.body.payload.bank_offer.length > 0) {
        expect(detail.body.payload.bank_offer[0]).toMatchObject({ logo: expect.any(String), description: expect.any(String) });
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
  });

  it('an unknown product is a 404 with a message', async () => {
    const bySlug = await call('store/productDetail', { product_slug: 'no-such-product', company_id: 191, store_id: 139 });
    expect(bySlug.status).toBe(404);
    expect(bySlug.body.message).toBe('Sorry, Product detail not found.');
    const byId = await call('store/productDetail', { product_id: 99999999 });
    expect(byId.status).toBe(404);
    // A real slug with another product's id does not match either.
    const product = await firstProduct();
    const mismatch = await call('store/productDetail', { product_slug: product.name_url, product_id: product.product_id + 1 });
    expect(mismatch.status).toBe(404);
  });

  it('store/product-variants-info answers Product Variant', async () => {
    const product = await firstProduct();
    const { status, body } = await call('store/product-variants-info', { product_id: product.product_id, store_id: 139 });
    expect(status).toBe(200);
    expect(body.message).toBe('Product Variant');
    expect(body.payload.length).toBeGreaterThanOrEqual(1);
    for (const v of body.payload) {
      expect(v).toHaveProperty('color_id');
      expect(v).toHaveProperty('image');
    }
  });
});

describe('product lists', () => {
  it('store/VerticalByProduct pages through a vertical, 10 at a time', async () => {
    const first = await call('store/VerticalByProduct', { store_id: 139, vertical_slug: 'televisions', page: 1, result_per_page: 10 });
    expect(first.status).toBe(200);
    const page1 = first.body.payload_VerticalByProduct;
    expectCards(page1.products, 10);
    expect(page1.total).toBeGreaterThan(10);
    const second = await call('store/VerticalByProduct', { store_id: 139, vertical_slug: 'televisions', page: 2, result_per_page: 10 });
    const ids1 = page1.products.map((p: { product_id: number }) => p.product_id);
    const ids2 = second.body.payload_VerticalByProduct.products.map((p: { product_id: number }) => p.product_id);
    expect(ids2.length).toBeGreaterThan(0);
    expect(ids2.filter((id: number) => ids1.includes(id))).toEqual([]);
  });

  it('store/CategoryByProduct gives products and brands; a category in another vertical is a 404', async () => {
    const categories = await call('store/verticalByCategory', { vertical_slug: 'televisions' });
    const category = categories.body.payload_verticalByCategory[0];
    const { status, body } = await call('store/CategoryByProduct', { store_id: 139, category_slug: category.name_url, page: 1, result_per_page: 10 });
    expect(status).toBe(200);
    expectCards(body.payload_CategoryByProduct.products, 1);
    expect(body.payload_CategoryByProduct.brands[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const within = await call('store/CategoryByProduct', { category_slug: category.name_url, vertical_slug: 'televisions' });
    expect(within.status).toBe(200);
    const wrong = await call('store/CategoryByProduct', { category_slug: category.name_url, vertical_slug: 'lifestyle' });
    expect(wrong.status).toBe(404);
  });

  it('store/SubCategoryByProductBySlug and store/SubCategoryByProduct', async () => {
    const bySlug = await call('store/SubCategoryByProductBySlug', { store_id: 139, subCategorySlug: '4k-ultra-hd-tvs', page: 1 });
    expect(bySlug.status).toBe(200);
    const payload = bySlug.body.payload_SubCategoryByProductBySlug;
    expect(payload.subCategory.name).toEqual(expect.any(String));
    expectCards(payload.products, 1);
    const byId = await call('store/SubCategoryByProduct', { store_id: 139, subcategory_id: payload.subCategory.subcategory_id });
    expect(byId.body.payload_SubCategoryByProduct.products.map((p: { product_id: number }) => p.product_id)).toEqual(
      payload.products.map((p: { product_id: number }) => p.product_id),
    );
  });

  it('store/BrandByProduct by id and by slug', async () => {
    const brands = await call('store/getAllBrands', {});
    const samsung = brands.body.payload_getAllBrands.find((b: { name_url: string }) => b.name_url === 'samsung');
    const byId = await call('store/BrandByProduct', { store_id: 139, brand_id: samsung.brand_id, page: 1, result_per_page: 10 });
    expect(byId.status).toBe(200);
    expectCards(byId.body.payload_BrandByProduct.products, 1);
    expect(byId.body.payload_BrandByProduct.products.every((p: { brand_name: string }) => p.brand_name === 'Samsung')).toBe(true);
    const bySlug = await call('store/BrandByProduct', { brand_id: 'samsung' });
    expect(bySlug.body.payload_BrandByProduct.total).toBe(byId.body.payload_BrandByProduct.total);
  });

  it('store/ageGroupByProduct lists toys of an age group with its banner', async () => {
    const { status, body } = await call('store/ageGroupByProduct', { store_id: 139, age_group_slug: '3-5-years', page: 1, result_per_page: 10 });
    expect(status).toBe(200);
    expectCards(body.payload_ageGroupByProduct.products, 1);
    expect(body.payload_ageGroupByProduct.age_group.age_group_banner).toEqual(expect.any(String));
  });

  it('unknown shelves are 404s with a message, not empty lists', async () => {
    for (const [path, body] of [
      ['store/VerticalByProduct', { vertical_slug: 'nope' }],
      ['store/CategoryByProduct', { category_slug: 'nope' }],
      ['store/SubCategoryByProductBySlug', { subCategorySlug: 'nope' }],
      ['store/BrandByProduct', { brand_id: 987654 }],
      ['store/ageGroupByProduct', { age_group_slug: 'nope' }],
    ] as const) {
      const answer = await call(path, body);
      expect(answer.status, path).toBe(404);
      expect(answer.body.message, path).toMatch(/not found/i);
    }
  });
});

describe('filters', () => {
  it('store/filterOption: genders, age groups and brands of a vertical, brands sorted ignoring case', async () => {
    const verticals = await call('store/verticalList', {});
    const lifestyle = verticals.body.payload_verticalList.find((v: { name_url: string }) => v.name_url === 'lifestyle');
    const { status, body } = await call('store/filterOption', { store_id: 139, vertical_id: lifestyle.vertical_id });
    expect(status).toBe(200);
    const options = body.payload_filterOption;
    expect(options.gender.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['Men', 'Women']));
    const brandNames = options.brand.map((b: { name: string }) => b.name);
    expect(brandNames.length).toBeGreaterThan(1);
    expect(brandNames).toEqual([...brandNames].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const toys = verticals.body.payload_verticalList.find((v: { name_url: string }) => v.name_url === 'toys');
    const toyOptions = await call('store/filterOption', { vertical_id: toys.vertical_id });
    expect(toyOptions.body.payload_filterOption.age_group.length).toBeGreaterThan(1);
  });

  it('store/filterOptionVerticalSlug: gender and age groups', async () => {
    const { status, body } = await call('store/filterOptionVerticalSlug', { store_id: 139, vertical_slug: 'lifestyle' });
    expect(status).toBe(200);
    expect(body.payload_filterOptionVerticalSlug.gender.length).toBeGreaterThan(0);
    expect(body.payload_filterOptionVerticalSlug).toHaveProperty('age_group');
  });

  it('store/FilterByProductNew narrows by price band, brand and gender', async () => {
    const verticals = await call('store/verticalList', {});
    const lifestyle = verticals.body.payload_verticalList.find((v: { name_url: string }) => v.name_url === 'lifestyle');
    const all = await call('store/FilterByProductNew', { store_id: 139, vertical_id: lifestyle.vertical_id, page: 1, result_per_page: 1000 });
    expect(all.status).toBe(200);
    const products = all.body.payload_FilterByProductNew.products;
    expect(products.length).toBeGreaterThan(5);

    const band = await call('store/FilterByProductNew', { vertical_id: lifestyle.vertical_id, from_price: 1001, to_price: 10000, result_per_page: 1000 });
    const inBand = band.body.payload_FilterByProductNew.products;
    expect(inBand.length).toBeGreaterThan(0);
    expect(inBand.every((p: { selling_price: number }) => p.selling_price >= 1001 && p.selling_price <= 10000)).toBe(true);
    expect(inBand.length).toBe(products.filter((p: { selling_price: number }) => p.selling_price >= 1001 && p.selling_price <= 10000).length);

    const options = await call('store/filterOption', { vertical_id: lifestyle.vertical_id });
    const brand = options.body.payload_filterOption.brand[0];
    const byBrand = await call('store/FilterByProductNew', { vertical_id: lifestyle.vertical_id, brand_id: [brand.brand_id], result_per_page: 1000 });
    expect(byBrand.body.payload_FilterByProductNew.products.length).toBe(products.filter((p: { brand_name: string }) => p.brand_name === brand.name).length);

    const women = await call('store/FilterByProductNew', { vertical_id: lifestyle.vertical_id, gender: ['Women'], result_per_page: 1000 });
    const men = await call('store/FilterByProductNew', { vertical_id: lifestyle.vertical_id, gender: ['Men'], result_per_page: 1000 });
    const womenIds = women.body.payload_FilterByProductNew.products.map((p: { product_id: number }) => p.product_id);
    expect(womenIds.length).toBeGreaterThan(0);
    expect(men.body.payload_FilterByProductNew.products.some((p: { product_id: number }) => womenIds.includes(p.product_id))).toBe(false);
  });

  it('store/FilterByProductCategory, store/FilterByProduct, store/FilterByProductAge and store/FilterByProducBrand', async () => {
    const categories = await call('store/verticalByCategory', { vertical_slug: 'televisions' });
    const category = categories.body.payload_verticalByCategory[0];
    const byCategory = await call('store/FilterByProductCategory', { store_id: 139, category_name_url: category.name_url, from_price: 1, to_price: 10000000, result_per_page: 1000 });
    expect(byCategory.status).toBe(200);
    expectCards(byCategory.body.payload_FilterByProductCategory.products, 1);

    const byIds = await call('store/FilterByProduct', { store_id: 139, category_id: category.category_id, result_per_page: 1000 });
    expect(byIds.status).toBe(200);
    expect(byIds.body.payload_FilterByProduct.total).toBe(byCategory.body.payload_FilterByProductCategory.total);

    const byAge = await call('store/FilterByProductAge', { store_id: 139, age_group_slug: '3-5-years', result_per_page: 1000 });
    expect(byAge.status).toBe(200);
    expectCards(byAge.body.payload_FilterByProductAge.products, 1);

    const byBrand = await call('store/FilterByProducBrand', { store_id: 139, brand: 'samsung', result_per_page: 1000 });
    expect(byBrand.status).toBe(200);
    expect(byBrand.body.payload_FilterByProducBrand.products.every((p: { brand_name: string }) => p.brand_name === 'Samsung')).toBe(true);
  });

  it('store/categoryByBrand lists the brands of a category', async () => {
    const categories = await call('store/verticalByCategory', { vertical_slug: 'televisions' });
    const category = categories.body.payload_verticalByCategory[0];
    const { status, body } = await call('store/categoryByBrand', { store_id: 139, category_id: category.category_id });
    expect(status).toBe(200);
    expect(body.payload_categoryByBrand.length).toBeGreaterThan(0);
  });
});

describe('search', () => {
  it('store/searchAI answers Fetch successfully. with name, name_url and product_id', async () => {
    const { status, body } = await call('store/searchAI', { store_id: 139, keyword: 'samsung' });
    expect(status).toBe(200);
    expect(body.message).toBe('Fetch successfully.');
    expect(body.payload_searchAI.length).toBeGreaterThan(0);
    for (const item of body.payload_searchAI) expect(item).toMatchObject({ name: expect.any(String), name_url: expect.any(String), product_id: expect.any(Number) });
  });

  it('ranks by relevance: a name match comes before a shelf-only match', async () => {
    const { body } = await call('store/searchAI', { keyword: 'refrigerator' });
    expect(body.payload_searchAI.length).toBeGreaterThan(1);
    expect(body.payload_searchAI[0].name.toLowerCase()).toContain('refrigerator');
  });

  it('matches prefixes and tolerates a typo', async () => {
    const full = await call('store/searchAI', { keyword: 'samsung' });
    const prefix = await call('store/searchAI', { keyword: 'sams' });
    const typo = await call('store/searchAI', { keyword: 'samsnug' });
    const ids = (r: typeof full) => r.body.payload_searchAI.map((p: { product_id: number }) => p.product_id).sort();
    expect(ids(prefix)).toEqual(expect.arrayContaining(ids(full)));
    expect(typo.body.payload_searchAI.length).toBeGreaterThan(0);
    expect(ids(full)).toEqual(expect.arrayContaining(ids(typo).slice(0, 1)));
    const misspelt = await call('store/searchAI', { keyword: 'refrigerater' });
    expect(misspelt.body.payload_searchAI[0].name.toLowerCase()).toMatch(/refrigerator/);
  });

  it('applies the list filters and pages the results', async () => {
    const all = await call('store/searchAI', { keyword: 'tv', result_per_page: 1000 });
    expect(all.body.total).toBeGreaterThan(2);
    const cheap = await call('store/searchAI', { keyword: 'tv', price_from: 1, price_to: 30000, result_per_page: 1000 });
    expect(cheap.body.payload_searchAI.every((p: { selling_price: number }) => p.selling_price <= 30000)).toBe(true);
    const page1 = await call('store/searchAI', { keyword: 'tv', page: 1, result_per_page: 2 });
    const page2 = await call('store/searchAI', { keyword: 'tv', page: 2, result_per_page: 2 });
    expect(page1.body.payload_searchAI).toHaveLength(2);
    expect(page2.body.payload_searchAI[0].product_id).not.toBe(page1.body.payload_searchAI[0].product_id);
    const brand = await call('store/searchAI', { keyword: 'tv', brand: ['sony'], result_per_page: 1000 });
    expect(brand.body.payload_searchAI.every((p: { brand_name: string }) => p.brand_name === 'Sony')).toBe(true);
  });

  it('the search summary counts the hits and names the brands among them, as the full results do', async () => {
    for (const keyword of ['tv', 'samsung', 'refrigerater']) {
      const all = await call('store/searchAI', { keyword, result_per_page: 1000 });
      const summary = await searchSummary(database.db, 139, keyword);
      expect(summary.hits).toBe(all.body.total);
      const brands = new Set(all.body.payload_searchAI.map((p: { brand_name: string | null }) => p.brand_name).filter(Boolean));
      expect(new Set(summary.brands)).toEqual(brands);
      expect(summary.brands.length).toBeGreaterThan(0);
    }
    expect(await searchSummary(database.db, 139, 'zzqqxxyy')).toEqual({ hits: 0, brands: [] });
  });

  it('a keyword that matches nothing gives an empty list, not an error', async () => {
    const { status, body } = await call('store/searchAI', { keyword: 'zzqqxxyy' });
    expect(status).toBe(200);
    expect(body.payload_searchAI).toEqual([]);
  });
});
