// The store's frame on every page (docs/rules/pages.md#header-and-menus): search with
// suggestions, the support dropdown, the category menu (desktop) and side menu
// (mobile), the mobile page header, the footer, logo and favicon, and the placeholder
// for broken pictures. Run at both viewports; where the two widths have
// different controls, each test checks the control of its width.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { store } from '../lib/config';
import { texts } from '../lib/texts';
import type { Vertical } from '../lib/contract';
import { screenTexts } from '../lib/texts/screens';
import { open, logIn } from './shopper';
import { inE2eDatabase } from './test-database';

async function verticalTree(request: APIRequestContext): Promise<Vertical[]> {
  const response = await request.post('/api/store/verticalWithCatList', { data: {} });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { payload_verticalWithCatList: { vertical: Vertical[] } };
  expect(body.payload_verticalWithCatList.vertical.length).toBeGreaterThan(0);
  return body.payload_verticalWithCatList.vertical;
}

/** Counts the suggestion calls the page makes, with their keywords. */
function watchSearchCalls(page: Page): string[] {
  const keywords: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/store/searchAI')) {
      keywords.push((request.postDataJSON() as { keyword: string }).keyword);
    }
  });
  return keywords;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: texts.layout.searchLabel });
const options = (page: Page) => page.getByRole('listbox', { includeHidden: true }).getByRole('option');

test('search suggests products from 3 characters, debounced, and a suggestion opens its product', async ({ page }) => {
  const calls = watchSearchCalls(page);
  await open(page, '/');
  const box = searchBox(page);

  // Two characters: no call, no suggestions.
  await box.pressSequentially('sa');
  await page.waitForTimeout(900);
  expect(calls).toEqual([]);
  await expect(options(page)).toHaveCount(0);

  // Typing on quickly: one call, for the whole word, once typing pauses.
  await box.pressSequentially('msung', { delay: 60 });
  await expect(options(page).first()).toBeVisible();
  expect(calls).toEqual(['samsung']);
  const names = await options(page).allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('samsung');

  // Emptying the box clears the suggestions.
  await box.fill('');
  await expect(options(page)).toHaveCount(0);

  // Keyboard: ArrowDown highlights the first suggestion, Enter opens its product page.
  await box.pressSequentially('samsung');
  await expect(options(page).first()).toBeVisible();
  const first = options(page).first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/product\/[^/]+\/\d+$/);
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) as string);
  await box.press('Enter');
  await expect(page).toHaveURL(href as string);
});

test('a click on a suggestion opens the product and clears the box', async ({ page, isMobile }) => {
  await open(page, '/');
  const box = searchBox(page);
  await box.pressSequentially('refrigerator');
  const option = options(page).first();
  await expect(option).toBeVisible();
  const href = (await option.getAttribute('href')) as string;
  await option.click();
  await expect(page).toHaveURL(href);
  if (!isMobile) {
    // The desktop header stays on every page: its box is empty, with no suggestions.
    await expect(searchBox(page)).toHaveValue('');
    await expect(options(page)).toHaveCount(0);
  }
});

test('Enter with 2 or more characters goes to /search-product/{keyword}; with 1 it stays', async ({ page }) => {
  await open(page, '/');
  const box = searchBox(page);
  await box.fill('a');
  await box.press('Enter');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/$/);

  await box.fill('tv');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-product\/tv$/);

  if (!(await searchBox(page).isVisible())) await page.getByRole('button', { name: texts.layout.toggleSearch }).click();
  await searchBox(page).fill('split ac');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search-product\/split%20ac$/);
});

test('a broken product picture falls back to the placeholder image', async ({ page }) => {
  // Every product picture fails to load; the placeholder itself is let through.
  await page.route(/\/img\/products\//, (route) => route.abort());
  await page.route(/_next\/image\?url=%2Fimg%2Fproducts/, (route) => route.abort());
  await open(page, '/');
  await searchBox(page).pressSequentially('samsung');
  const picture = options(page).first().locator('img');
  await expect(picture).toHaveAttribute('src', /placeholder\.webp/);
});

test('support: hours, phone and e-mail (the support dropdown on desktop, the side menu on mobile)', async ({ page, isMobile }) => {
  await open(page, '/');
  let panel;
  if (isMobile) {
    await page.getByRole('button', { name: texts.layout.openMenu }).click();
    panel = page.getByRole('dialog', { name: texts.layout.menu });
  } else {
    const button = page.getByRole('button', { name: /Support/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  }
  await expect(panel).toBeVisible();
  await expect(panel.getByText(store.hours.header).first()).toBeVisible();
  await expect(panel.getByRole('link', { name: store.phone })).toHaveAttribute('href', `tel:${store.phone.replace(/[^\d+]/g, '')}`);
  await expect(panel.getByRole('link', { name: store.email })).toHaveAttribute('href', `mailto:${store.email}`);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('the category menu links every vertical, its categories and subcategories', async ({ page, request, isMobile }) => {
  const verticals = await verticalTree(request);
  const vertical = verticals.find((v) => v.catList.some((c) => c.subcatList.length > 0)) as Vertical;
  const category = vertical.catList.find((c) => c.subcatList.length > 0)!;
  await open(page, '/');

  if (isMobile) {
    // The hamburger opens the side menu; verticals expand to their categories.
    const hamburger = page.getByRole('button', { name: texts.layout.openMenu });
    await hamburger.click();
    const menu = page.getByRole('dialog', { name: texts.layout.menu });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: new RegExp(texts.layout.loginOrSignUp) })).toHaveAttribute('href', '/login');
    for (const v of verticals) await expect(menu.getByRole('button', { name: v.name, exact: true })).toBeVisible();
    const toggle = menu.getByRole('button', { name: vertical.name, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const c of vertical.catList) {
      await expect(menu.getByRole('link', { name: c.name, exact: true })).toHaveAttribute('href', `/store-product/${c.name_url}`);
    }
    // Focus stays in the drawer; Escape closes it and hands focus back.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();

    // Following a category closes the drawer.
    await hamburger.click();
    await menu.getByRole('link', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/store-product/${category.name_url}$`));
    await expect(menu).toBeHidden();
    return;
  }

  const nav = page.getByRole('navigation', { name: texts.layout.categoriesMenu });
  for (const v of verticals) {
    await expect(nav.getByRole('link', { name: v.name, exact: true })).toHaveAttribute('href', `/store/${v.name_url}`);
  }
  // Hover opens the submenu: categories, and beside the one in focus its subcategories.
  await nav.getByRole('link', { name: vertical.name, exact: true }).hover();
  const categoryLink = nav.getByRole('link', { name: category.name, exact: true });
  await expect(categoryLink).toBeVisible();
  await expect(categoryLink).toHaveAttribute('href', `/store-product/${category.name_url}`);
  await categoryLink.hover();
  for (const sub of category.subcatList) {
    const link = nav.getByRole('link', { name: sub.name, exact: true }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/category/${category.name_url}/sub-category/${sub.name_url}`);
  }
  await page.mouse.move(640, 700);
  await expect(categoryLink).toBeHidden();

  // Keyboard: the disclosure button beside the vertical opens it; Escape closes it.
  const toggle = nav.getByRole('button', { name: texts.layout.showCategories(vertical.name) });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(categoryLink).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: texts.layout.viewAll(vertical.name) })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(categoryLink).toBeHidden();

  // A subcategory link leads to its page.
  await nav.getByRole('link', { name: vertical.name, exact: true }).hover();
  await categoryLink.hover();
  const sub = category.subcatList[0];
  await nav.getByRole('link', { name: sub.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/category/${category.name_url}/sub-category/${sub.name_url}$`));
});

test('the header: logo to /, account entry, and the mobile page header with back, title, search and cart', async ({ page, request, isMobile }) => {
  const verticals = await verticalTree(request);
  await open(page, '/');
  const logo = page.getByRole('link', { name: store.businessName, exact: true }).first();
  await expect(logo).toHaveAttribute('href', '/');
  await expect
    .poll(() => logo.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);

  if (!isMobile) {
    // Logged out, the account entry opens the login popup (e2e/accounts.e2e.ts covers it).
    await page.getByRole('button', { name: texts.layout.login, exact: true }).click();
    await expect(page.getByRole('dialog', { name: texts.account.loginHeading })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: texts.account.loginHeading })).toHaveCount(0);
    // The full header stays on inner pages, and the logo leads home.
    await open(page, `/store/${verticals[0].name_url}`);
    await page.getByRole('link', { name: store.businessName, exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    return;
  }

  // Mobile: an inner page gets the page header; back returns to the page before.
  await page.getByRole('contentinfo').getByRole('link', { name: texts.layout.importantLinkNames.aboutUs }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(texts.layout.importantLinkNames.aboutUs, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header.getByRole('link', { name: texts.layout.cart })).toHaveAttribute('href', '/checkout');
  await header.getByRole('button', { name: texts.layout.back }).click();
  await expect(page).toHaveURL(/\/$/);

  // A vertical page is titled with the vertical's name and offers the search.
  const vertical = verticals.find((v) => v.name.includes('&')) ?? verticals[0];
  await open(page, `/store/${vertical.name_url}`);
  await expect(header.getByText(vertical.name, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(searchBox(page)).toBeHidden();
  await header.getByRole('button', { name: texts.layout.toggleSearch }).click();
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill('tv');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search-product\/tv$/);

  // A shared link opened in a new tab has no page to go back to: back goes home.
  const fresh = await page.context().newPage();
  await open(fresh, '/faq');
  await fresh.getByRole('banner').getByRole('button', { name: texts.layout.back }).click();
  await expect(fresh).toHaveURL(/\/$/);
});

test('the footer: main menu, important links, contacts, hours, newsletter and copyright', async ({ page, request }) => {
  const verticals = await verticalTree(request);
  await open(page, '/');
  const footer = page.getByRole('contentinfo');

  const mainMenu = footer.getByRole('navigation', { name: texts.layout.mainMenu });
  for (const v of verticals) await expect(mainMenu.getByRole('link', { name: v.name, exact: true })).toHaveAttribute('href', `/store/${v.name_url}`);

  const important = footer.getByRole('navigation', { name: texts.layout.importantLinks });
  const expected: [string, string][] = [
    ['About Us', '/about-us'],
    ['Contact Us', '/contact-us'],
    ['Privacy Policy', '/privacy-policy'],
    ['Return Policy', '/return-policy'],
    ['Shipping Information', '/shipping-information-policy'],
    ['Terms & Conditions', '/terms'],
    ['Cancellation Policy', '/cancellation-policy'],
    ['FAQ', '/faq'],
  ];
  await expect(important.getByRole('link')).toHaveCount(expected.length);
  for (const [name, href] of expected) await expect(important.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

  for (const phone of store.phones) await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
  await expect(footer.getByText(store.hours.footer)).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${store.businessName}.`)).toBeVisible();
  await expect(footer.getByText(store.gstNumber)).toBeVisible();
  // No social network is configured in the test server: none is linked.
  await expect(footer.locator('a[href*="facebook"], a[href*="instagram"], a[href*="youtube"], a[href*="linkedin"], a[href*="twitter"]')).toHaveCount(0);

  // Newsletter (docs/rules/newsletter.md): a bad address is refused here; a good one is
  // signed up and thanked, and gets a mail whose link unsubscribes it.
  const email = footer.getByRole('textbox', { name: texts.layout.newsletterEmail });
  await email.fill('not-an-email');
  await footer.getByRole('button', { name: texts.layout.subscribe }).click();
  await expect(footer.getByText(texts.layout.newsletterInvalid)).toBeVisible();
  const address = `footer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  await email.fill(address);
  await footer.getByRole('button', { name: texts.layout.subscribe }).click();
  await expect(footer.getByText(texts.layout.newsletterThanks)).toBeVisible();
  await expect(email).toHaveValue('');
  const mail = inE2eDatabase((db) => db.prepare(`SELECT body FROM outbox WHERE recipient = ? AND channel = 'email' ORDER BY id DESC LIMIT 1`).get(address) as { body: string } | undefined);
  const link = mail?.body.match(/href="([^"]+)"/)?.[1];
  expect(link, 'the welcome mail carries an unsubscribe link').toMatch(/\/newsletter\/unsubscribe\?token=[0-9a-f]{48}$/);
  await open(page, new URL(link!).pathname + new URL(link!).search);
  await page.getByRole('button', { name: texts.newsletter.unsubscribeButton }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.newsletter.unsubscribed);
  const row = inE2eDatabase((db) => db.prepare('SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = ?').get(address) as { unsubscribed_at: string | null });
  expect(row.unsubscribed_at).not.toBeNull();
});

test('/favicon.ico and the logo answer with real images', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/');
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const logo = await request.get('/logo.svg');
  expect(logo.status()).toBe(200);
  expect(await logo.text()).toContain('<svg');
});

test('a dialog answers Escape from the first frame that shows it', async ({ page, isMobile }) => {
  await open(page, '/');
  // Presses Escape in the microtask after the dialog first becomes visible, before the next
  // paint: a key pressed as soon as a shopper (or a test) sees the dialog.
  await page.evaluate(() => {
    const shown = () => [...document.querySelectorAll('[role="dialog"]')].some((d) => d.checkVisibility({ visibilityProperty: true }));
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      document.documentElement.dataset.escapePressed = '';
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  // Desktop: the login popup; mobile: the side menu. Both load their panel when first opened.
  if (isMobile) await page.getByRole('button', { name: texts.layout.openMenu }).click();
  else await page.getByRole('button', { name: texts.layout.login, exact: true }).click();
  await page.locator('html[data-escape-pressed]').waitFor({ state: 'attached' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an Unsubscribe tap before the page\'s script runs opens the same link again, its token kept', async ({ browser, baseURL }) => {
  // No script at all: the form submits itself, as it does when tapped before hydration.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const token = 'ab'.repeat(24);
  await page.goto(`/newsletter/unsubscribe?token=${token}`);
  await page.getByRole('button', { name: texts.newsletter.unsubscribeButton }).click();
  await expect(page).toHaveURL(new RegExp(`/newsletter/unsubscribe\\?token=${token}$`));
  await expect(page.getByRole('button', { name: texts.newsletter.unsubscribeButton })).toBeVisible();
  await context.close();
});

test('after the header has loaded its later parts, a page change leaves one set of meta tags', async ({ page }) => {
  // The account menu (logged in) and, on desktop, the category menu load after the page. Loaded
  // through React.lazy inside the layout, they once left the previous page's meta tags in the head.
  await logIn(page);
  await open(page, '/my-address');
  await page.getByRole('link', { name: screenTexts.addressScreens.addNewAddress }).click();
  await expect(page).toHaveURL(/\/add-new-address/);
  await expect(page).toHaveTitle(new RegExp(screenTexts.addressScreens.addNewAddress));
  const names = await page.evaluate(() => [...document.head.querySelectorAll('meta[name]')].map((meta) => meta.getAttribute('name')));
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  expect(names.filter((name) => name === 'robots')).toHaveLength(1);
});
