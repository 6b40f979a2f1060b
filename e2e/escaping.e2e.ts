// Stored text is shown as text, never run as markup (issue 6, bad input): a shopper whose
// name, review, address name and street hold HTML and script gets them stored exactly as
// typed and shown literally on the product page (Customer Reviews) and on /my-address;
// no element of the payload reaches the DOM, no script runs (window.__xss stays unset),
// no dialog opens.
import { expect, test, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import { productTexts } from '../lib/texts/product';
import { screenTexts } from '../lib/texts/screens';
import type { ProductCard } from '../lib/contract';
import { addProductsFrom, open } from './shopper';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const BREAKOUT = '"><b>bold</b>';

const a = screenTexts.addressScreens;

/** Fails the test if any part of a payload became a live element or ran. */
async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
  // Next's own inline scripts carry the page data (where the payload is JSON text); a
  // script element holding exactly the payload's code would be an injected one.
  expect(await page.evaluate(() => [...document.querySelectorAll('script')].filter((s) => s.textContent === 'window.__xss=1').length)).toBe(0);
}

/** A new customer registered through the API with `name`, logged in inside the page's context. */
async function registerAs(page: Page, name: string) {
  const phone = `7${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  const from = { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` };
  const sent = await page.request.post('/api/user/sendOtpReg', { data: { otp_type: 'mobile', username: phone }, headers: from });
  expect(sent.status(), await sent.text()).toBe(200);
  const { otp_id, otp } = (await sent.json()).payload;
  const registered = await page.request.post('/api/user/verifyOtpReg', {
    data: { otp_id, otp, otp_type: 'mobile', company_id: 191, email: `x.${phone}@example.in`, password: 'secret77', name, phone },
    headers: from,
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const user = (await registered.json()).payload;
  await page.addInitScript((json) => {
    window.localStorage.setItem('user', json);
    window.localStorage.setItem('loggedIn', 'true');
  }, JSON.stringify(user));
  return user as { customer_id: number; name: string };
}

// An alert() or similar from a payload would open a dialog: every one is noted and closed.
const dialogs = new WeakMap<Page, string[]>();
test.beforeEach(async ({ page }) => {
  const opened: string[] = [];
  dialogs.set(page, opened);
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
});
test.afterEach(async ({ page }) => {
  expect(dialogs.get(page)).toEqual([]);
});

test('a review and a reviewer name holding HTML and script are stored as typed and shown as text', async ({ page }, testInfo) => {
  const name = `${IMG}${BREAKOUT}`;
  const user = await registerAs(page, name);
  expect(user.name).toBe(name);

  // A product with reviews already, in stock, that the product tests do not count: the last one.
  const list = await page.request.post('/api/store/FilterByProductNew', { data: { result_per_page: 1000 } });
  const products = (await list.json()).payload_FilterByProductNew.products as ProductCard[];
  const product = products.filter((p) => p.review_count > 0 && p.stock > 0).at(-1)!;

  await open(page, `/product/${product.name_url}/${product.product_id}`);
  const form = page.getByRole('region', { name: texts.rateYourExperience });
  await form.getByRole('radio', { name: productTexts.stars(4) }).click();
  const review = `${SCRIPT} ${IMG} ${BREAKOUT} (${testInfo.project.name} ${Date.now()})`;
  await form.getByRole('textbox', { name: productTexts.yourReview }).fill(review);
  await form.getByRole('button', { name: productTexts.submitReview }).click();
  await expect(form.getByText(productTexts.reviewThanks)).toBeVisible();

  // Stored exactly as typed.
  const stored = await page.request.post('/api/store/reviews', { data: { product_id: product.product_id, limit: 1000 } });
  const mine = ((await stored.json()).data as { review: string; name: string; customer_id: number }[]).find((r) => r.customer_id === user.customer_id)!;
  expect(mine).toMatchObject({ review, name });

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: /^See (all \d+ )?reviews$/ }).click();
  const dialog = page.getByRole('dialog', { name: texts.customerReviews });
  const item = dialog.getByRole('listitem').filter({ hasText: review });
  await expect(item.getByText(review, { exact: true })).toBeVisible();
  await expect(item.getByText(name, { exact: true })).toBeVisible();
  await expectNothingInjected(page);
});

test('an address name and street holding HTML and script are stored as typed and shown as text on /my-address and at checkout', async ({ page }) => {
  await registerAs(page, 'Plain Name');
  const name = `${BREAKOUT}${IMG}`;
  const street = `${SCRIPT} MG Road`;

  await open(page, '/add-new-address?addressEdit=false');
  await page.getByLabel(a.pincode, { exact: true }).fill('110001');
  await expect(page.getByLabel(a.city, { exact: true })).toHaveValue('New Delhi');
  await page.getByLabel(a.name, { exact: true }).fill(name);
  await page.getByLabel(a.email, { exact: true }).fill('meera@example.in');
  await page.getByLabel(a.contact, { exact: true }).fill('9822001122');
  await page.getByLabel(a.houseNo, { exact: true }).fill('Flat 402');
  await page.getByLabel(a.street, { exact: true }).fill(street);
  await page.getByRole('button', { name: a.save }).click();
  await expect(page).toHaveURL(/\/my-address$/);

  const listed = await page.request.post('/api/store/addressList', { data: {} });
  const addresses = (await listed.json()).payload_addressList as { name: string; street: string }[];
  expect(addresses).toHaveLength(1);
  expect(addresses[0]).toMatchObject({ name, street });

  // The address book shows the name (its cards leave the street out)...
  await open(page, '/my-address');
  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(name);
  await expectNothingInjected(page);

  // ...and the checkout's Address step shows the whole address.
  await addProductsFrom(page, '/store/televisions', 1);
  await open(page, '/checkout');
  await page.getByRole('button', { name: screenTexts.checkoutScreens.placeOrder, exact: true }).click();
  await expect(page.getByRole('heading', { name: screenTexts.checkoutScreens.deliveryAddress })).toBeVisible();
  await expect(page.getByText(`Flat 402, ${street}, New Delhi, Delhi - 110001`, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText(name, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expectNothingInjected(page);
});
