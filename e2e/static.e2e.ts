// The informational pages as a shopper sees them (docs/rules/pages.md#static-and-policy-pages): every
// route answers with its one heading, the FAQ accordion, the privacy table of contents,
// the contact form's states and notices, and the store locator's city tabs.
import { expect, test, type Page } from '@playwright/test';
import { store } from '../lib/config';
import { open } from './shopper';

const staticRoutes: [path: string, heading: string][] = [
  ['/contact-us', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
  ['/return-policy', 'Return Policy'],
  ['/payments', 'Payments'],
  ['/about-us', 'About Us'],
  ['/faq', 'Frequently Asked Questions'],
  ['/cancellation-policy', 'Cancellation Policy'],
  ['/Cancellation-policy', 'Cancellation Policy'],
  ['/shipping-information-policy', 'Shipping Information'],
  ['/offers', 'Offers'],
  ['/shop-offers', 'Offers'],
  ['/stores', 'Our Stores'],
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

test('every informational route answers 200 with its one heading and its own title', async ({ page }) => {
  const errors = collectErrors(page);
  for (const [path, heading] of staticRoutes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, path).toHaveCount(1);
    await expect(h1, path).toHaveText(heading);
    await expect(page, path).toHaveTitle(`${heading} - ${store.businessName}`);
  }
  expect(errors).toEqual([]);
});

test('duplicate paths point search engines at one canonical page', async ({ page }) => {
  const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');
  await open(page, '/privacy');
  expect(await canonical()).toMatch(/\/privacy-policy$/);
  await open(page, '/shop-offers');
  expect(await canonical()).toMatch(/\/offers$/);
  const response = await page.goto('/Cancellation-policy');
  expect(new URL(page.url()).pathname).toBe('/cancellation-policy');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/Cancellation-policy$/);
});

test('the policies state the facts the shop promises', async ({ page }) => {
  await open(page, '/return-policy');
  await expect(page.getByText(/within 7 days of delivery/)).toBeVisible();
  await expect(page.getByText(/within 24 hours of delivery/)).toBeVisible();
  await expect(page.getByText(/within 7 business days/).first()).toBeVisible();
  await open(page, '/payments');
  await expect(page.getByText('Effective from 29 February 2024')).toBeVisible();
  await open(page, '/privacy-policy');
  await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveCount(11);
  await expect(page.getByText(/not meant for children under 13/)).toBeVisible();
  await open(page, '/shipping-information-policy');
  await expect(page.getByText(/within 7 working days of booking/)).toBeVisible();
});

test('FAQ opens one item at a time', async ({ page }) => {
  await open(page, '/faq');
  const dispatch = page.getByRole('button', { name: 'When will my order be dispatched?' });
  const delivery = page.getByRole('button', { name: 'How long does delivery take?' });
  const dispatchAnswer = page.getByRole('region', { name: 'When will my order be dispatched?' });
  const deliveryAnswer = page.getByRole('region', { name: 'How long does delivery take?' });

  await expect(dispatch).toHaveAttribute('aria-expanded', 'false');
  await dispatch.click();
  await expect(dispatch).toHaveAttribute('aria-expanded', 'true');
  await expect(dispatchAnswer).toContainText('usually dispatched the next day');

  await delivery.click();
  await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  await expect(deliveryAnswer).toContainText('4 to 7 business days');
  await expect(dispatch).toHaveAttribute('aria-expanded', 'false');
  await expect(dispatchAnswer).toBeHidden();
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(1);

  // Pressing the open item closes it.
  await delivery.click();
  await expect(deliveryAnswer).toBeHidden();
  await expect(page.locator('[aria-expanded="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: /How do I contact you/ }).click();
  await expect(page.getByRole('region', { name: /How do I contact you/ })).toContainText(store.hours.faq);
});

test('the privacy table of contents follows the section in view and scrolls to a clicked one', async ({ page }) => {
  await open(page, '/privacy-policy');
  const toc = page.getByRole('navigation', { name: 'Table of contents' });
  await expect(toc.getByRole('link')).toHaveCount(11);
  await expect(toc.getByRole('link', { name: /Information we collect/ })).toHaveAttribute('aria-current', 'true');

  // Scrolling the page moves the highlight.
  await page.evaluate(() => document.getElementById('payments')!.scrollIntoView({ block: 'start' }));
  const payments = toc.getByRole('link', { name: /Payment information/ });
  await expect(payments).toHaveAttribute('aria-current', 'true');
  await expect(toc.locator('[aria-current="true"]')).toHaveCount(1);

  // The table stays in sight while reading.
  await expect(toc).toBeInViewport();

  // Clicking an entry scrolls (smoothly) to its section and highlights it.
  const children = toc.getByRole('link', { name: /Children's privacy/ });
  await children.click();
  await expect(page.getByRole('heading', { name: "9. Children's privacy" })).toBeInViewport();
  await expect(children).toHaveAttribute('aria-current', 'true');
  await expect(payments).not.toHaveAttribute('aria-current', 'true');
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('children')!.getBoundingClientRect().top)))
    .toBeLessThan(200);
  expect(new URL(page.url()).hash).toBe('#children');
});

async function fillContactForm(page: Page, email: string) {
  await page.getByLabel('Name', { exact: true }).fill('Asha Verma');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('98111 22334');
  await page.getByLabel('Message', { exact: true }).fill('Is the 43 inch TV still available in open-box condition?');
}

test('contact form: thank-you and mail-sent notices, the button stays disabled', async ({ page }, testInfo) => {
  // Each run looks like its own visitor, so the per-address rate limit is not reached on reruns.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  await open(page, '/contact-us');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAttribute('type', 'tel');
  for (const field of ['Name', 'Email', 'Phone', 'Message']) await expect(page.getByLabel(field, { exact: true })).toHaveAttribute('required', '');
  await expect(page.getByRole('main').getByText(store.address, { exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: store.email })).toHaveAttribute('href', `mailto:${store.email}`);
  if (store.gstNumber) await expect(main.getByText(store.gstNumber)).toBeVisible();
  for (const phone of store.phones) await expect(main.getByRole('link', { name: phone })).toBeVisible();
  await expect(main.getByRole('link', { name: /Find a store near you/ })).toHaveAttribute('href', '/stores');

  await fillContactForm(page, `asha.${testInfo.project.name}@example.in`);
  const button = page.getByRole('button', { name: 'Send Message' });
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/send-mail'));
  await button.click();
  await expect(page.getByText('Thank you for contacting us. We will get back to you soon.')).toBeVisible();
  expect((await reply).status()).toBe(200);
  await expect(page.getByText('Mail Sent Successfully.')).toBeVisible();
  const sent = page.getByRole('button', { name: 'Message Sent' });
  await expect(sent).toBeDisabled();
  await page.waitForTimeout(2500);
  await expect(sent).toBeDisabled();
});

test('contact form: a failed send shows the error and enables the button again', async ({ page }) => {
  await page.route('**/api/send-mail', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'down' }) }),
  );
  await open(page, '/contact-us');
  await fillContactForm(page, 'ravi@example.in');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The thank-you shows whatever the server says.
  await expect(page.getByText('Thank you for contacting us. We will get back to you soon.')).toBeVisible();
  await expect(page.getByText('Failed to send mail')).toBeVisible();
  await expect(page.getByText('Mail Sent Successfully.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('store locator: city tabs switch the stores shown, each with photo, call, email and MAP links', async ({ page, request }) => {
  const stores: { city_id: string; name: string; contact: string; email: string; map_link: string }[] = (
    await (await request.post('/api/store/get-all-stores', { data: {} })).json()
  ).payload;
  const cities = [...new Set(stores.map((s) => s.city_id))];
  expect(cities.length).toBeGreaterThanOrEqual(2);

  await open(page, '/stores');
  const tabs = page.getByRole('tablist', { name: 'Cities' }).getByRole('tab');
  await expect(tabs).toHaveText(cities);
  const panel = page.getByRole('tabpanel');

  for (const city of [cities[1], cities[0], cities.at(-1)!]) {
    await page.getByRole('tab', { name: city }).click();
    await expect(page.getByRole('tab', { name: city })).toHaveAttribute('aria-selected', 'true');
    const expected = stores.filter((s) => s.city_id === city);
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(expected.map((s) => s.name));
    for (const s of expected) {
      const card = panel.getByRole('article').filter({ has: page.getByRole('heading', { name: s.name }) });
      await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', `tel:${s.contact.replace(/[^\d+]/g, '')}`);
      await expect(card.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', `mailto:${s.email}`);
      const map = card.getByRole('link', { name: /^MAP/ });
      await expect(map).toHaveAttribute('href', s.map_link);
      await expect(map).toHaveAttribute('target', '_blank');
      const photo = card.getByRole('img');
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
    }
  }
});

test('offers page lists the running offers under its heading, each with its code', async ({ page, request }) => {
  const offers: { title: string; couponcode: string }[] = (await (await request.post('/api/store/offers', { data: {} })).json()).payload_offers;
  expect(offers.length).toBeGreaterThan(0);
  await open(page, '/shop-offers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers');
  const main = page.getByRole('main');
  for (const offer of offers) {
    const card = main.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: offer.title }) });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('offer-code')).toHaveText(offer.couponcode);
  }
});

// One test per page: each gets its own time budget and they run side by side.
for (const path of ['/contact-us', '/privacy-policy', '/faq', '/stores', '/about-us', '/payments', '/offers']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    await open(page, path);
    const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
    expect(serious, serious.join('\n')).toEqual([]);
  });
}
