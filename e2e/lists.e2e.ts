// The product lists (docs/rules/catalogue.md#routes) as a shopper sees them, at the desktop and
// the mobile viewport: every list route shows the seeded store's products under its
// title, filters narrow the list and live in the URL (and survive a reload), sorting
// orders by MRP and Clear All restores the order, infinite scroll loads the rest, and
// unknown shelves are 404s. Expected products come from the API, never hard-coded.
import AxeBuilder from '@axe-core/playwright';
import { homeTexts } from '../lib/texts/home';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { open } from './shopper';

type Card = { product_id: number; name: string; name_url: string; mrp: number; selling_price: number; stock: number };
type Chunk = { products: Card[]; total: number };

async function api<T = any>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await request.post(`/api/${path}`, { data });
  expect(response.status(), `POST /api/${path}`).toBe(200);
  return (await response.json()) as T;
}

async function brandId(request: APIRequestContext, name: string): Promise<number> {
  const body = await api(request, 'store/getAllBrands', {});
  const brand = body.payload_getAllBrands.find((b: { name: string }) => b.name === name);
  expect(brand, `brand ${name} is seeded`).toBeTruthy();
  return brand.brand_id;
}

async function verticalPage1(request: APIRequestContext, slug: string) {
  const body = await api(request, 'store/VerticalByProduct', { vertical_slug: slug, page: 1, result_per_page: 10 });
  return body.payload_VerticalByProduct as Chunk & { vertical: { vertical_id: number; name: string } };
}

/** The mobile bar's Filters button (its name carries the count of chosen filters). */
const filtersButtonName = /^Filters( \d+)?$/;

const cards = (page: Page) => page.locator('main article');
const cardNames = (page: Page) => page.locator('main article h3').allInnerTexts();

/** The card's selling price: its first rupee amount (the struck MRP comes after it). */
async function sellingPrices(page: Page): Promise<number[]> {
  const prices: number[] = [];
  for (const card of await cards(page).all()) {
    const text = await card.getByText(/^₹[\d,]+$/).first().innerText();
    prices.push(Number(text.replace(/[₹,]/g, '')));
  }
  return prices;
}

/** Chooses filters the way this viewport offers them: the sidebar, or the full-screen panel and Apply Filter. */
async function inFilters(page: Page, isMobile: boolean, act: (panel: Locator) => Promise<void>) {
  if (isMobile) {
    await page.getByRole('button', { name: filtersButtonName }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await act(panel);
    await panel.getByRole('button', { name: 'Apply Filter' }).click();
    await expect(panel).toBeHidden();
  } else {
    await act(page.getByRole('complementary', { name: 'Filters' }));
  }
}

async function sortBy(page: Page, isMobile: boolean, label: 'Price: Low to High' | 'Price: High to Low' | 'Clear All') {
  if (isMobile) {
    await page.getByRole('button', { name: 'Sort By' }).click();
    const sheet = page.getByRole('dialog', { name: 'Sort By' });
    await sheet.getByRole('button', { name: label, exact: true }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page.getByRole('group', { name: 'Sort By' }).getByRole('button', { name: label, exact: true }).click();
  }
}

test.describe('every list route renders its products from the URL alone', () => {
  test('vertical, category, category within a vertical, subcategory, brand and age group', async ({ page, request }) => {
    const samsung = await brandId(request, 'Samsung');
    const lists: { path: string; heading: string; call: string; body: object; key: string }[] = [
      { path: '/store/televisions', heading: 'Televisions', call: 'store/VerticalByProduct', body: { vertical_slug: 'televisions' }, key: 'payload_VerticalByProduct' },
      { path: '/store-product/smart-tvs', heading: 'Smart TVs', call: 'store/CategoryByProduct', body: { category_slug: 'smart-tvs' }, key: 'payload_CategoryByProduct' },
      {
        path: '/store-product/vertical/televisions/category/led-tvs', heading: 'LED TVs', call: 'store/CategoryByProduct',
        body: { category_slug: 'led-tvs', vertical_slug: 'televisions' }, key: 'payload_CategoryByProduct',
      },
      {
        path: '/category/smart-tvs/sub-category/4k-ultra-hd-tvs', heading: '4K Ultra HD', call: 'store/SubCategoryByProductBySlug',
        body: { subCategorySlug: '4k-ultra-hd-tvs' }, key: 'payload_SubCategoryByProductBySlug',
      },
      { path: `/store-product/brand/${samsung}`, heading: 'Samsung', call: 'store/BrandByProduct', body: { brand_id: samsung }, key: 'payload_BrandByProduct' },
      { path: '/store/age/3-5-years', heading: '3-5 Years', call: 'store/ageGroupByProduct', body: { age_group_slug: '3-5-years' }, key: 'payload_ageGroupByProduct' },
    ];
    for (const list of lists) {
      const expected = (await api(request, list.call, { ...list.body, page: 1, result_per_page: 10 }))[list.key] as Chunk;
      expect(expected.products.length, `${list.path} has seeded products`).toBeGreaterThan(0);
      const response = await page.goto(list.path);
      expect(response?.status(), list.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.heading);
      await expect(page.getByText(`${expected.total} products`, { exact: true })).toBeVisible();
      expect(await cardNames(page), `${list.path} shows page 1 of its list`).toEqual(expected.products.map((p) => p.name));
      const first = expected.products[0]!;
      await expect(cards(page).first().getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', `/product/${first.name_url}/${first.product_id}`);
    }
  });

  test('the age group page shows its banner', async ({ page }) => {
    await open(page, '/store/age/3-5-years');
    const banner = page.getByRole('img', { name: 'Toys for 3-5 Years' });
    await expect(banner).toBeVisible();
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  });

  test('a brand page also answers to the brand URL name, under the brand name', async ({ page }) => {
    await open(page, '/store-product/brand/lg');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LG');
    expect((await cardNames(page)).length).toBeGreaterThan(0);
    for (const name of await cardNames(page)) expect(name).toMatch(/^LG /);
  });

  test('search shows Showing N Results for the keyword', async ({ page, request }) => {
    const body = await api(request, 'store/searchAI', { keyword: 'samsung', page: 1, result_per_page: 10 });
    expect(body.total).toBeGreaterThan(0);
    await open(page, '/search-product/samsung');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Showing ${body.total} Results for samsung`);
    expect(await cardNames(page)).toEqual(body.payload_searchAI.map((p: Card) => p.name));
  });

  test('the HTML carries the products, title, canonical and BreadcrumbList before any JavaScript', async ({ request }) => {
    const expected = await api(request, 'store/SubCategoryByProductBySlug', { subCategorySlug: '4k-ultra-hd-tvs', page: 1, result_per_page: 10 });
    const response = await request.get('/category/smart-tvs/sub-category/4k-ultra-hd-tvs');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const first = expected.payload_SubCategoryByProductBySlug.products[0] as Card;
    expect(html).toContain(first.name.replace(/&/g, '&amp;'));
    expect(html).toMatch(/<title>4K Ultra HD Smart TVs - Buy Open-Box[^<]*<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/category\/smart-tvs\/sub-category\/4k-ultra-hd-tvs"/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const trail = jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Televisions', 'Smart TVs', '4K Ultra HD']);
  });

  test('unknown shelves are 404s', async ({ page, request }) => {
    for (const path of ['/store/no-such-vertical', '/store-product/no-such-category', '/store/age/no-such-age', '/store-product/brand/99999', '/category/smart-tvs/sub-category/no-such-sub', '/store-product/vertical/refrigerator/category/smart-tvs']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // They show the home screen (docs/rules/catalogue.md#unknown-pages), a filtered one too,
    // at the shopper's own URL.
    for (const path of ['/store/no-such-vertical', '/store-product/no-such-category?brand=samsung']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: homeTexts.dealsOfDay }), path).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    }
  });
});

test.describe('filters, sort and infinite scroll', () => {
  test('a brand filter narrows the list to that brand and is written to the URL', async ({ page, request, isMobile }) => {
    const page1 = await verticalPage1(request, 'televisions');
    const { vertical } = page1;
    const lg = await brandId(request, 'LG');
    const filtered = (await api(request, 'store/FilterByProductNew', { vertical_id: vertical.vertical_id, brand_id: [lg], result_per_page: 1000 }))
      .payload_FilterByProductNew as Chunk;
    expect(filtered.products.length).toBeGreaterThan(0);

    await open(page, '/store/televisions');
    await inFilters(page, isMobile, (panel) => panel.getByRole('checkbox', { name: 'LG', exact: true }).check());
    await expect(page).toHaveURL(/\/store\/televisions\?brand=lg$/);
    await expect.poll(() => cardNames(page)).toEqual(filtered.products.slice(0, 10).map((p) => p.name));
    await expect(page.getByText(`${filtered.total} products`, { exact: true })).toBeVisible();

    // The chosen brand shows as a chip; removing it brings the whole vertical back.
    await page.getByRole('button', { name: 'Remove filter LG' }).click();
    await expect(page).toHaveURL(/\/store\/televisions$/);
    await expect.poll(() => cardNames(page)).toEqual(page1.products.map((p) => p.name));
  });

  test('a price band narrows the prices to the band', async ({ page, request, isMobile }) => {
    const { vertical } = await verticalPage1(request, 'toys');
    const inBand = (await api(request, 'store/FilterByProductNew', { vertical_id: vertical.vertical_id, from_price: 501, to_price: 1000, result_per_page: 1000 }))
      .payload_FilterByProductNew as Chunk;
    expect(inBand.products.length).toBeGreaterThan(0);

    await open(page, '/store/toys');
    const before = await sellingPrices(page);
    expect(before.some((p) => p < 501 || p > 1000), 'the unfiltered page has prices outside the band').toBe(true);
    await inFilters(page, isMobile, (panel) => panel.getByRole('radio', { name: '501 to 1000' }).check());
    await expect(page).toHaveURL(/\?price=501-1000$/);
    await expect.poll(() => cardNames(page)).toEqual(inBand.products.slice(0, 10).map((p) => p.name));
    for (const price of await sellingPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(501);
      expect(price).toBeLessThanOrEqual(1000);
    }
  });

  test('sorting orders by MRP, the active order in bold, and Clear All restores the order', async ({ page, request, isMobile }) => {
    const { products } = await verticalPage1(request, 'televisions');
    const mrpOf = new Map(products.map((p) => [p.name, p.mrp]));
    await open(page, '/store/televisions');
    const original = await cardNames(page);
    expect(original).toEqual(products.map((p) => p.name));

    await sortBy(page, isMobile, 'Price: Low to High');
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    const low = (await cardNames(page)).map((name) => Math.trunc(mrpOf.get(name)!));
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(await cardNames(page)).not.toEqual(original);

    if (isMobile) await page.getByRole('button', { name: 'Sort By' }).click();
    const active = page.getByRole('button', { name: 'Price: Low to High', pressed: true });
    await expect(active).toBeVisible();
    expect(Number(await active.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
    if (isMobile) await page.getByRole('dialog', { name: 'Sort By' }).getByRole('button', { name: 'Cancel' }).click();

    await sortBy(page, isMobile, 'Price: High to Low');
    const high = (await cardNames(page)).map((name) => Math.trunc(mrpOf.get(name)!));
    expect(high).toEqual([...high].sort((a, b) => b - a));

    await sortBy(page, isMobile, 'Clear All');
    expect(await cardNames(page)).toEqual(original);
    await expect(page).toHaveURL(/\/store\/televisions$/);
  });

  test('a reload keeps filters and sort, rendered from the URL', async ({ page, request, isMobile }) => {
    await open(page, '/store/toys');
    await inFilters(page, isMobile, async (panel) => {
      await panel.getByRole('checkbox', { name: 'Funskool', exact: true }).check();
      await panel.getByRole('radio', { name: '1001 and above' }).check();
    });
    await sortBy(page, isMobile, 'Price: High to Low');
    await expect(page).toHaveURL(/\/store\/toys\?brand=funskool&price=1001-above&sort=price-desc$/);
    // The server renders the filtered, sorted list from the URL alone; the page shows the
    // same once its refetch has replaced the unfiltered list.
    const html = await (await request.get('/store/toys?brand=funskool&price=1001-above&sort=price-desc')).text();
    const serverNames = [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]*)<\/a><\/h3>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(serverNames.length).toBeGreaterThan(0);
    await expect.poll(() => cardNames(page)).toEqual(serverNames);
    const shown = await cardNames(page);

    await page.reload();
    await expect(page).toHaveURL(/\/store\/toys\?brand=funskool&price=1001-above&sort=price-desc$/);
    expect(await cardNames(page)).toEqual(shown);
    for (const price of await sellingPrices(page)) expect(price).toBeGreaterThanOrEqual(1001);
    if (isMobile) await page.getByRole('button', { name: filtersButtonName }).click();
    const panel = isMobile ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Filters' });
    await expect(panel.getByRole('checkbox', { name: 'Funskool', exact: true })).toBeChecked();
    await expect(panel.getByRole('radio', { name: '1001 and above' })).toBeChecked();
  });

  test('infinite scroll loads the rest of a vertical, without duplicates, and stops at the total', async ({ page, request }) => {
    const { total } = await verticalPage1(request, 'televisions');
    expect(total).toBeGreaterThan(20);
    await open(page, '/store/televisions');
    await expect(cards(page)).toHaveCount(10);
    for (let i = 0; i < 10 && (await cards(page).count()) < total; i++) {
      await page.mouse.wheel(0, 4000);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(400);
    }
    await expect(cards(page)).toHaveCount(total);
    const names = await cardNames(page);
    expect(new Set(names).size).toBe(total);
    await expect(page.getByText('You have seen all the products.')).toBeVisible();
  });

  test('mobile has Sort By and Filters at the bottom; desktop has the sidebar', async ({ page, isMobile }) => {
    await open(page, '/store/toys');
    const sortButton = page.getByRole('button', { name: 'Sort By' });
    const filtersButton = page.getByRole('button', { name: filtersButtonName });
    if (!isMobile) {
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
      await expect(sortButton).toBeHidden();
      await expect(filtersButton).toBeHidden();
      return;
    }
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await sortButton.click();
    const sheet = page.getByRole('dialog', { name: 'Sort By' });
    for (const label of ['Price: Low to High', 'Price: High to Low', 'Clear All', 'Cancel']) {
      await expect(sheet.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();

    await filtersButton.click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    const box = await panel.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(panel.getByRole('button', { name: 'Apply Filter' })).toBeVisible();
    // Choices wait for Apply Filter.
    await panel.getByRole('checkbox', { name: 'Girls' }).check();
    await expect(page).toHaveURL(/\/store\/toys$/);
    await panel.getByRole('button', { name: 'Apply Filter' }).click();
    await expect(page).toHaveURL(/\/store\/toys\?gender=Girls$/);
  });
});

test('a list page has no serious or critical accessibility violations, sheets included', async ({ page, isMobile }) => {
  // Three full accessibility audits on a phone (the page, and each sheet open).
  test.slow(isMobile);
  const serious = async () => {
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  await open(page, '/store/toys?brand=funskool');
  await expect(page.getByRole('button', { name: 'Remove filter Funskool' })).toBeVisible();
  expect(await serious()).toEqual([]);
  if (isMobile) {
    await page.getByRole('button', { name: filtersButtonName }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: 'Close filters' }).click();
    await page.getByRole('button', { name: 'Sort By' }).click();
    await expect(page.getByRole('dialog', { name: 'Sort By' })).toBeVisible();
    expect(await serious()).toEqual([]);
  }
});
