// The home page as a shopper sees it: seeded products with names, rupee prices and
// pictures that actually load, the store's name in the title, and no errors in the
// browser console; then every section of docs/rules/pages.md#home with its timings and
// breakpoints. Selectors are roles, ARIA names and text, so restyling does not break them.
import { limits } from '../lib/limits';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { store } from '../lib/config';
import type { Banner, HomeCategory, ProductCard } from '../lib/contract';
import { cutReviewText } from '../lib/home/review-text';
import { testimonials } from '../lib/home/testimonials';

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

test('the home page shows seeded products with prices and pictures', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  await expect(page).toHaveTitle(new RegExp(store.businessName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // Product cards: an article with the product name as a heading link and a ₹ price.
  const cards = page.getByRole('article').filter({ has: page.getByRole('heading').getByRole('link') });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);

  for (let i = 0; i < 4; i++) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    const name = card.getByRole('heading').getByRole('link');
    await expect(name).toBeVisible();
    expect((await name.innerText()).trim().length).toBeGreaterThan(2);
    await expect(card.getByText(/^₹\s?\d[\d,]*(\.\d{2})?$/).first()).toBeVisible();

    // The card's picture has really loaded (not a broken image).
    const picture = card.locator('img').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), {
        message: `picture of product card ${i + 1} loads`,
      })
      .toBeGreaterThan(0);
  }

  // Names differ: the page lists several products, not one repeated.
  const names = await cards.getByRole('heading').getByRole('link').allInnerTexts();
  expect(new Set(names.map((n) => n.trim())).size).toBeGreaterThanOrEqual(4);

  expect(errors, errors.join('\n')).toEqual([]);
});

// ---------- the sections of docs/rules/pages.md#home ----------

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.post(`/api/${path}`, { data: {} });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const bannersOf = (request: APIRequestContext) =>
  api<{ payload_banner: { banner: Banner[]; promobanner: Banner[]; sectionbanner: Banner[] } }>(request, 'store/banner').then((r) => r.payload_banner);
const homeCategoriesOf = (request: APIRequestContext) =>
  api<{ payload: HomeCategory[] }>(request, 'store/get-home-category-featured').then((r) => r.payload.filter((c) => c.products.length > 0));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The titled home section (a region named by its heading). */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const hero = (page: Page) => page.getByRole('region', { name: 'Featured offers' });

/** Slides of a carousel lying wholly inside it (what the shopper sees without scrolling it). */
async function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((slide) => {
        // A slide's left padding is the gap between slides, not part of what it shows.
        const r = slide.getBoundingClientRect();
        const left = r.left + parseFloat(getComputedStyle(slide).paddingLeft);
        return r.width > 0 && left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

/** The slide covering most of the carousel's width (the banner the shopper is looking at). */
async function slideMostInView(carousel: Locator): Promise<string> {
  return carousel.evaluate((root) => {
    const box = root.getBoundingClientRect();
    let best = { label: '', width: 0 };
    for (const slide of root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')) {
      const r = slide.getBoundingClientRect();
      const width = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      if (width > best.width) best = { label: slide.getAttribute('aria-label') ?? '', width };
    }
    return best.label;
  });
}

/** The 3000 ms hero autoplay, plus room for a loaded machine (2 cores, many workers). */
const AUTOPLAY_ALLOWANCE_MS = 5_500;

const carouselIn = (region: Locator) => region.locator('[aria-roledescription="carousel"]').first();

test('every home section is there with its heading', async ({ page, request }) => {
  const categories = await homeCategoriesOf(request);
  expect(categories.length).toBeGreaterThanOrEqual(2);
  await page.goto('/');

  await expect(hero(page)).toBeVisible();
  for (const title of [
    'Brands in Focus', 'Deals of the Day', 'Top Offers', 'Hot Deals', 'New Arrivals', 'Shop by Age',
    'What Our Customers Say', 'Trusted by shoppers across India', 'Why Shop With Us',
    ...categories.map((c) => c.cname),
  ]) {
    const heading = section(page, title).getByRole('heading', { level: 2, name: title, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading, title).toBeVisible();
  }

  // Brand in focus: a logo and an offer per brand, to /store-product/brand/{brand_id}.
  const brands = await api<{ payload_brandOffer: { brand_offer: { brand_id: number; brand_name: string; brand_offer: string }[] } }>(request, 'store/brandOffer');
  const firstBrand = brands.payload_brandOffer.brand_offer[0]!;
  const brandLink = section(page, 'Brands in Focus').getByRole('link', { name: new RegExp(`^${escape(firstBrand.brand_name)}`) });
  await expect(brandLink).toHaveAttribute('href', `/store-product/brand/${firstBrand.brand_id}`);
  await expect(brandLink).toContainText(firstBrand.brand_offer);

  // Hot deals carry the limited-time label.
  await expect(section(page, 'Hot Deals').getByText('Limited time').first()).toBeVisible();

  // Shop by age: each group to /store/age/{name_url}.
  const ages = await api<{ payload_ageGroupList: { age_group: { name: string; name_url: string }[] } }>(request, 'store/ageGroupList');
  for (const group of ages.payload_ageGroupList.age_group) {
    await expect(section(page, 'Shop by Age').getByRole('link', { name: group.name, exact: true })).toHaveAttribute('href', `/store/age/${group.name_url}`);
  }

  // Trust strip and customer count.
  for (const reason of ['Up to 80% off', '7-day free returns', 'Home delivery', 'Original products']) {
    await expect(section(page, 'Why Shop With Us').getByText(reason, { exact: true })).toBeVisible();
  }
  const counts = section(page, 'Trusted by shoppers across India');
  for (const figure of ['15,375+', '3 lakh+', '15K+']) await expect(counts.getByText(figure, { exact: true })).toBeVisible();
});

test('new arrivals are listed with the most stock first', async ({ page, request }) => {
  const arrivals = await api<{ payload_newarrivalRandom: ProductCard[] }>(request, 'store/newarrivalRandom');
  const stocks = arrivals.payload_newarrivalRandom.map((p) => p.stock);
  expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
  await page.goto('/');
  // Below the fold: its cards come as the shopper scrolls to it.
  const region = section(page, 'New Arrivals');
  await region.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await region.getByRole('article').getByRole('heading').allInnerTexts()).map((n) => n.trim()))
    .toEqual(arrivals.payload_newarrivalRandom.map((p) => p.name));
});

test('the hero moves to the next banner on its own', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const region = hero(page);
  // The server sends the first banner in view.
  expect(await slidesInView(region)).toEqual(['1 of 5']);
  // The arrows appear once the carousel has started on the client; from then on,
  // The 3000 ms autoplay must turn to the next banner. The allowance is for a busy
  // test machine; turning twice would still fail the check of the next number.
  await expect(region.getByRole('button', { name: 'Next slide' })).toBeVisible();
  const current = () => region.locator('button[aria-current="true"]').getAttribute('aria-label');
  const before = await current();
  expect(before).toMatch(/^Go to slide \d$/);
  await expect.poll(current, { timeout: AUTOPLAY_ALLOWANCE_MS }).not.toBe(before);
  const next = (Number(before!.replace(/\D/g, '')) % 5) + 1;
  expect(await current()).toBe(`Go to slide ${next}`);
  await expect.poll(() => slideMostInView(region)).toBe(`${next} of 5`);
});

test('the hero stands still while the pointer is over it or a control has focus', async ({ page, isMobile }) => {
  await page.goto('/');
  const region = hero(page);
  const nextButton = region.getByRole('button', { name: 'Next slide' });
  await expect(nextButton).toBeVisible();
  // A phone has no hovering pointer: there, keyboard focus on a control is the pause.
  if (isMobile) await nextButton.focus();
  else await region.hover();
  const current = () => region.locator('button[aria-current="true"]').getAttribute('aria-label');
  const before = await current();
  await page.waitForTimeout(4_500); // longer than the 3000 ms autoplay
  expect(await current()).toBe(before);
  if (isMobile) await nextButton.blur();
  else await page.mouse.move(0, 0);
  await expect.poll(current, { timeout: AUTOPLAY_ALLOWANCE_MS }).not.toBe(before);
});

test('a hero banner with a site link opens it in a new tab', async ({ page, request }) => {
  const banners = await bannersOf(request);
  const external = banners.banner.find((b) => b.site_link);
  expect(external, 'the demo store has a hero banner with a site link').toBeTruthy();
  await page.goto('/');
  const link = hero(page).getByRole('link', { name: new RegExp(escape(external!.name)) });
  await expect(link).toHaveAttribute('href', external!.site_link!);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  // Promo banners too: the site link comes first.
  const promo = [...banners.promobanner].find((b) => b.site_link);
  if (promo) {
    const promoLink = page.getByRole('link', { name: new RegExp(escape(promo.name)) });
    await expect(promoLink).toHaveAttribute('target', '_blank');
    await expect(promoLink).toHaveAttribute('href', promo.site_link!);
  }
});

test('a hero banner for a product opens that product page', async ({ page, request }) => {
  const banners = (await bannersOf(request)).banner;
  const index = banners.findIndex((b) => !b.site_link && b.product_id && b.product_name_url);
  expect(index, 'the demo store has a hero banner pointing at a product').toBeGreaterThanOrEqual(0);
  const banner = banners[index]!;
  await page.goto('/');
  // A click before hydration would only focus the dot (which pauses the autoplay).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const region = hero(page);
  await region.getByRole('button', { name: `Go to slide ${index + 1}` }).click();
  await expect.poll(() => slidesInView(hero(page))).toEqual([`${index + 1} of ${banners.length}`]);
  await region.getByRole('link', { name: new RegExp(escape(banner.name)) }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${escape(banner.product_name_url!)}/${banner.product_id}$`));
});

test('a dot pressed before the carousel\'s moving parts arrive takes the hero there once they come', async ({ page, request }) => {
  const banners = (await bannersOf(request)).banner;
  // Hold every script the page's HTML does not name (the carousel's moving parts among them).
  const html = await (await request.get('/')).text();
  const firstLoad = new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  // Not until 'load': a held script asked for before the load event would hold that event too.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await hero(page).getByRole('button', { name: 'Go to slide 3' }).click();
  release();
  await expect.poll(() => slidesInView(hero(page))).toEqual([`3 of ${banners.length}`]);
  // And it stays: the pointer and the focus on the dot pause the autoplay, though both came first.
  await page.waitForTimeout(limits.heroAutoplayMs * 2);
  expect(await slidesInView(hero(page))).toEqual([`3 of ${banners.length}`]);
});

test('a carousel\'s moving parts come when the shopper reaches for it, at the view the shopper had scrolled to', async ({ page, isMobile }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const deals = carouselIn(section(page, 'Deals of the Day'));
  const strip = deals.locator('.carousel-viewport');
  if (!isMobile) {
    // A wide screen shows the arrows, so the strip is taken over once the browser is idle.
    await expect(strip).toHaveAttribute('data-embla', 'on');
    return;
  }
  // A phone keeps the native strip until the shopper reaches for it (no arrows to show).
  await page.waitForTimeout(1_500);
  await expect(strip).not.toHaveAttribute('data-embla', 'on');
  // A swipe on the native strip, as a finger would leave it: the second view.
  await strip.evaluate((element) => element.scrollTo({ left: element.clientWidth, behavior: 'instant' }));
  await expect.poll(() => slidesInView(deals)).toEqual(['3 of 12', '4 of 12']);
  await deals.getByRole('group', { name: '3 of 12' }).getByRole('link').first().focus();
  await expect(strip).toHaveAttribute('data-embla', 'on');
  // Embla starts where the shopper was.
  await expect.poll(() => slidesInView(deals)).toEqual(['3 of 12', '4 of 12']);
});

test('deals of the day show 4 on desktop and 2 on mobile; shop by age and categories follow their widths', async ({ page, request, isMobile }) => {
  const categories = await homeCategoriesOf(request);
  await page.goto('/');
  const deals = section(page, 'Deals of the Day');
  await deals.scrollIntoViewIfNeeded();
  await expect.poll(() => slidesInView(carouselIn(deals)).then((s) => s.length)).toBe(isMobile ? 2 : 4);

  // Shop by age: 5 above 1200 px; 2.5 on a phone (2 whole ones and part of the third).
  const ages = carouselIn(section(page, 'Shop by Age'));
  expect((await slidesInView(ages)).length).toBe(isMobile ? 2 : 5);
  // Home categories: 4 from 1210 px; 1.5 on a phone.
  const firstCategory = carouselIn(section(page, categories[0]!.cname));
  expect((await slidesInView(firstCategory)).length).toBe(isMobile ? 1 : 4);

  if (!isMobile) {
    // The next arrow shows the next four deals: cards that were not in the first HTML.
    const all = await api<{ payload_normalDeals: { product: ProductCard[] } }>(request, 'store/normalDeals');
    await deals.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slidesInView(carouselIn(deals))).toEqual(['5 of 12', '6 of 12', '7 of 12', '8 of 12']);
    await expect(deals.getByRole('group', { name: '5 of 12' }).getByRole('article')).toContainText(all.payload_normalDeals.product[4]!.name);
    await expect(deals.getByRole('group', { name: '8 of 12' }).getByRole('article')).toContainText(/₹\d/);
    await deals.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => slidesInView(carouselIn(deals)).then((s) => s[0])).toBe('1 of 12');
  }
});

test('a long testimonial is cut at 200 characters with Show More / Show Less', async ({ page }) => {
  const long = testimonials.find((t) => t.review.length > 200)!;
  const short = testimonials.find((t) => t.review.length <= 200)!;
  const cut = cutReviewText(long.review).text;
  expect(cut.endsWith('...')).toBe(true);

  await page.goto('/');
  const region = section(page, 'What Our Customers Say');
  // Far below the fold: its cards come as the shopper scrolls to it.
  await region.scrollIntoViewIfNeeded();
  const card = region.getByRole('figure').filter({ hasText: long.name });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(cut, { exact: true })).toBeVisible();
  await expect(card.getByText(long.review, { exact: true })).toHaveCount(0);

  const more = card.getByRole('button', { name: 'Show More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(card.getByText(long.review, { exact: true })).toBeVisible();
  const less = card.getByRole('button', { name: 'Show Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(card.getByText(cut, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Show More' })).toBeVisible();

  // A short review is shown whole, with no toggle.
  const shortCard = region.getByRole('figure').filter({ hasText: short.name });
  await expect(shortCard.getByText(short.review, { exact: true })).toBeAttached();
  await expect(shortCard.getByRole('button')).toHaveCount(0);
});

test('View All of a home category goes to its products page, and the second category carries a promo banner', async ({ page, request }) => {
  const categories = await homeCategoriesOf(request);
  const promos = (await bannersOf(request)).promobanner;
  await page.goto('/');

  const second = section(page, categories[1]!.cname);
  await expect(second.getByRole('link', { name: new RegExp(escape(promos[0]!.name)) })).toBeVisible();

  const first = categories[0]!;
  const region = section(page, first.cname);
  // Below the fold: its cards come as the shopper scrolls to it.
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole('article').first()).toContainText(first.products[0]!.name);
  const viewAll = region.getByRole('link', { name: `View All ${first.cname}` });
  await expect(viewAll).toHaveAttribute('href', `/store-product/${first.cname_url}`);
  await viewAll.click();
  await expect(page).toHaveURL(new RegExp(`/store-product/${escape(first.cname_url)}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the banners, deals with names and prices, and the sections', async ({ page, request, isMobile }) => {
    const deals = await api<{ payload_normalDeals: { product: ProductCard[] } }>(request, 'store/normalDeals');
    const banners = await bannersOf(request);
    await page.goto('/');
    await expect(hero(page).getByText(banners.banner[0]!.name, { exact: true })).toBeVisible();
    const region = section(page, 'Deals of the Day');
    const first = deals.payload_normalDeals.product[0]!;
    await expect(region.getByRole('article').first()).toContainText(first.name);
    await expect(region.getByRole('article').first()).toContainText(/₹\d/);
    // The layout of the slides is CSS, so the right number is in view before any script runs.
    await region.scrollIntoViewIfNeeded();
    expect((await slidesInView(carouselIn(region))).length).toBe(isMobile ? 2 : 4);
    await expect(page.getByRole('heading', { name: 'What Our Customers Say' })).toBeVisible();
  });
});
