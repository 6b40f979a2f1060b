// The demo store is what a shopper sees on a fresh clone: these tests hold it to the
// promises the storefront makes (every vertical stocked, real brands,
// discounts within 10-80%, sold-out items, both deal types, stores in several cities).
// Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/lib/testing/test-db';
import { store } from '@/lib/config';
import { DEMO_SEED, isCatalogEmpty, seedSyntheticCatalog } from '@/lib/seed';
import { bannerProductModels } from './banners';
import { verticalNames } from './catalog-names';
import { buildDemoProducts, openBoxPrice, productName, roundPrice } from './product-rows';
import { seededRandom } from './random';

describe('the demo store', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  const products = () =>
    t.db
      .selectFrom('products as p')
      .innerJoin('verticals as v', 'v.id', 'p.vertical_id')
      .select([
        'p.id', 'p.name', 'p.name_url', 'p.sku_no', 'p.mrp_paise', 'p.selling_price_paise', 'p.stock', 'p.is_deal', 'p.deal_type_id',
        'p.deal_price_paise', 'p.deal_ends_at', 'p.brand_id', 'p.age_group_id', 'p.gender', 'p.company_id', 'p.store_id',
        'p.total_rating', 'p.review_count', 'p.gallery_images', 'p.no_of_quantity_allowed', 'v.name_url as vertical',
      ])
      .orderBy('p.id')
      .execute();

  it('stocks at least 300 products, 25 or more in every vertical', async () => {
    const rows = await products();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const vertical of verticalNames) {
      const count = rows.filter((p) => p.vertical === vertical.slug).length;
      expect(count, vertical.name).toBeGreaterThanOrEqual(vertical.slug === 'toys' ? 30 : 25);
    }
  });

  it('uses at least 25 real brands', async () => {
    const brands = new Set((await products()).map((p) => p.brand_id));
    expect(brands.has(null)).toBe(false);
    expect(brands.size).toBeGreaterThanOrEqual(25);
  });

  it('sells every product 10% to 80% below MRP, and every deal below the selling price', async () => {
    for (const p of await products()) {
      const discount = 100 - (p.selling_price_paise / p.mrp_paise) * 100;
      expect(discount, p.name).toBeGreaterThanOrEqual(10);
      expect(discount, p.name).toBeLessThanOrEqual(80);
      expect(p.selling_price_paise % 100, 'whole rupees').toBe(0);
      if (p.is_deal) {
        expect(p.deal_price_paise, p.name).not.toBeNull();
        expect(p.deal_price_paise!).toBeLessThan(p.selling_price_paise);
        expect(p.deal_price_paise!).toBeGreaterThanOrEqual(p.mrp_paise * 0.2);
        expect(new Date(p.deal_ends_at!).getTime()).toBeGreaterThan(Date.now());
      }
    }
  });

  it('has sold-out products in most verticals, and no sold-out deal', async () => {
    const soldOut = (await products()).filter((p) => p.stock === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(15);
    expect(new Set(soldOut.map((p) => p.vertical)).size).toBeGreaterThanOrEqual(7);
    expect(soldOut.filter((p) => p.is_deal)).toEqual([]);
  });

  it('has deals of the day and hot deals', async () => {
    const rows = await products();
    expect(rows.filter((p) => p.is_deal && p.deal_type_id === 1).length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((p) => p.is_deal && p.deal_type_id === 2).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every toy an age group and a gender, and every age group toys', async () => {
    const toys = (await products()).filter((p) => p.vertical === 'toys');
    for (const toy of toys) {
      expect(toy.age_group_id, toy.name).not.toBeNull();
      expect(['Boys', 'Girls', 'Unisex']).toContain(toy.gender);
    }
    const ageGroups = await t.db.selectFrom('age_groups').select('id').execute();
    expect(ageGroups).toHaveLength(5);
    for (const group of ageGroups) expect(toys.some((toy) => toy.age_group_id === group.id)).toBe(true);
  });

  it('keeps slugs and SKUs unique, and every row in store 191/139', async () => {
    const rows = await products();
    expect(new Set(rows.map((p) => p.name_url)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.sku_no)).size).toBe(rows.length);
    expect(rows.every((p) => p.company_id === store.companyId && p.store_id === store.storeId)).toBe(true);
    const categories = await t.db.selectFrom('categories').select('name_url').execute();
    expect(new Set(categories.map((c) => c.name_url)).size).toBe(categories.length);
    const subcategories = await t.db.selectFrom('subcategories').select('name_url').execute();
    expect(new Set(subcategories.map((s) => s.name_url)).size).toBe(subcategories.length);
    for (const p of rows) expect(JSON.parse(p.gallery_images).length).toBeGreaterThan(0);
  });

  it('gets the same ids and slugs as a fresh build (deterministic on both databases)', async () => {
    const rows = await products();
    const built = buildDemoProducts(seededRandom(DEMO_SEED), new Date(), bannerProductModels);
    expect(rows.map((p) => [p.id, p.name_url, p.selling_price_paise])).toEqual(
      built.map((p, i) => [i + 1, p.fields.name_url, p.fields.selling_price_paise]),
    );
  });

  it('has about 250 reviews, and product ratings that match them', async () => {
    const reviews = await t.db.selectFrom('reviews').select(['product_id', 'rating', 'review']).execute();
    expect(reviews.length).toBeGreaterThanOrEqual(200);
    expect(reviews.some((r) => r.review.length > 200)).toBe(true);
    for (const p of (await products()).filter((p) => p.review_count > 0)) {
      const mine = reviews.filter((r) => r.product_id === p.id);
      expect(mine).toHaveLength(p.review_count);
      const average = mine.reduce((sum, r) => sum + r.rating, 0) / mine.length;
      expect(p.total_rating).toBeCloseTo(Math.round(average * 10) / 10, 5);
    }
  });

  it('has at least 6 stores in at least 4 cities', async () => {
    const stores = await t.db.selectFrom('store_locations').selectAll().execute();
    expect(stores.length).toBeGreaterThanOrEqual(6);
    expect(new Set(stores.map((s) => s.city)).size).toBeGreaterThanOrEqual(4);
    for (const s of stores) expect(s.map_link).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
  });

  it('has all three banner kinds, with hero banners using every click target', async () => {
    const banners = await t.db.selectFrom('banners').selectAll().execute();
    expect(new Set(banners.map((b) => b.kind))).toEqual(new Set(['banner', 'promobanner', 'sectionbanner']));
    const hero = banners.filter((b) => b.kind === 'banner');
    expect(hero.some((b) => b.site_link?.startsWith('https://'))).toBe(true);
    expect(hero.some((b) => !b.site_link && b.product_id)).toBe(true);
    expect(hero.some((b) => !b.site_link && !b.product_id && b.subcategory_id && b.category_id)).toBe(true);
    expect(hero.some((b) => !b.site_link && !b.product_id && !b.subcategory_id && b.category_id)).toBe(true);
    expect(hero.some((b) => !b.site_link && !b.product_id && !b.category_id && b.vertical_id)).toBe(true);
    for (const b of banners) expect(b.name).not.toContain('{upto}');
  });

  it('has the rules checkout needs: fees, a delivery charge, serviceability with a default', async () => {
    const fees = await t.db.selectFrom('payment_fees').selectAll().where('company_id', '=', store.companyId).executeTakeFirstOrThrow();
    expect(fees).toMatchObject({ digital_discount: 2, handling_fee: 1.5 });
    expect(await t.db.selectFrom('delivery_charge_rules').selectAll().execute()).toHaveLength(1);
    const rules = await t.db.selectFrom('serviceability_rules').selectAll().execute();
    expect(rules.find((r) => r.pincode_prefix === '')?.serviceable).toBe(1);
    expect(rules.some((r) => r.serviceable === 0)).toBe(true);
  });

  it('has brand offers, home categories and offers', async () => {
    expect((await t.db.selectFrom('brand_offers').selectAll().execute()).length).toBeGreaterThanOrEqual(10);
    expect(await t.db.selectFrom('home_categories').selectAll().execute()).toHaveLength(6);
    expect(await t.db.selectFrom('coupons').selectAll().where('on_offers_page', '=', 1).execute()).toHaveLength(3);
  });

  it('is not empty any more', async () => {
    expect(await isCatalogEmpty(t)).toBe(false);
  });
});

describe('synthetic products', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds generated products on existing shelves, with unique slugs and open-box prices', async () => {
    const before = await t.db.selectFrom('products').select('id').execute();
    const lines: string[] = [];
    await seedSyntheticCatalog(t, 6000, (line) => lines.push(line));
    expect(lines).toHaveLength(2); // one progress line per 5,000-row transaction

    const rows = await t.db.selectFrom('products').select(['name_url', 'mrp_paise', 'selling_price_paise', 'category_id', 'brand_id']).execute();
    expect(rows.length).toBe(before.length + 6000);
    expect(new Set(rows.map((r) => r.name_url)).size).toBe(rows.length);
    const categories = new Set((await t.db.selectFrom('categories').select('id').execute()).map((c) => c.id));
    for (const r of rows) {
      expect(categories.has(r.category_id)).toBe(true);
      const discount = 100 - (r.selling_price_paise / r.mrp_paise) * 100;
      expect(discount).toBeGreaterThanOrEqual(10);
      expect(discount).toBeLessThanOrEqual(80);
    }
  });
});

describe('an empty database', () => {
  it('is reported empty', async () => {
    const t = await createTestDatabase({ seed: false });
    try {
      expect(await isCatalogEmpty(t)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('names and prices', () => {
  it('end shop prices in 9', () => {
    expect(roundPrice(38_740)).toBe(38_499);
    expect(roundPrice(2_460)).toBe(2_449);
    expect(roundPrice(452)).toBe(449);
  });

  it('never leave the 10-80% band', () => {
    for (const discount of [0, 5, 10, 45, 80, 95]) {
      for (const mrp of [399, 1_299, 64_990]) {
        const price = openBoxPrice(mrp, discount);
        expect(price).toBeGreaterThanOrEqual(Math.ceil(mrp * 0.2));
        expect(price).toBeLessThanOrEqual(Math.floor(mrp * 0.9));
      }
    }
  });

  it('read like model names', () => {
    expect(productName('LG', { brand: 'lg', title: '655 L Frost Free Side by Side Refrigerator', model: 'GL-B257HDSY', mrp: 1 }, null)).toBe(
      'LG 655 L Frost Free Side by Side Refrigerator GL-B257HDSY',
    );
    expect(productName('Apple', { brand: 'apple', title: 'iPhone 15', model: 'MTP43HN/A', mrp: 1, details: '128 GB' }, 'Blue')).toBe(
      'Apple iPhone 15 (Blue, 128 GB)',
    );
    expect(productName('JBL', { brand: 'jbl', title: 'Flip 6 Portable Bluetooth Speaker', model: 'Flip 6', mrp: 1 }, 'Red')).toBe(
      'JBL Flip 6 Portable Bluetooth Speaker (Red)',
    );
  });
});
