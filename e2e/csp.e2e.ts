// The Content-Security-Policy in force (docs/rules/security.md#security-headers): the shop
// walked as a shopper does (home, a cached list, a filtered list, a product, add to
// cart, checkout with the test provider's payment page) and the console (log in, the
// order desk, an order and a move), failing on any report of a refused script, style,
// picture, frame, form or call, and on any complaint of the browser about the policies.
// Each walk ends by proving the watch works: an inline handler the page did not come
// with is refused, and reported. Once, at the desktop viewport.
import { expect, test, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { logInAsStaff, newStaffMember } from './seller';
import { addAddressByApi, logIn, open, placeCashOrderByApi, storedLines } from './shopper';

declare global {
  interface Window {
    __cspViolation?: (line: string) => void;
    __probe?: number;
  }
}

/** Every CSP violation of every document the page opens, and the browser's words about the policies. */
async function watchPolicies(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeFunction('__cspViolation', (line: string) => reports.push(line));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__cspViolation?.(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'an inline one'} (${event.sample}) from ${event.sourceFile}:${event.lineNumber}`),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text())) reports.push(`console ${message.type()}: ${message.text()}`);
  });
  return reports;
}

/**
 * Markup with an inline handler, put into the page as an injection would put it, is
 * refused and reported: the watch sees what the policy refuses. (A script element added
 * by a running script is no probe: the console's 'strict-dynamic' trusts what a running
 * script adds.)
 */
async function proveTheWatch(page: Page, reports: string[]) {
  const before = reports.length;
  await page.evaluate(() => {
    const injected = document.createElement('div');
    injected.innerHTML = '<img alt="" src="data:," onerror="window.__probe = 1">';
    document.body.append(injected);
  });
  await expect.poll(() => reports.slice(before).filter((line) => line.includes('script-src')).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__probe)).toBeUndefined();
}

const t = screenTexts.checkoutScreens;

test('the shop with its policy in force: home, lists, a product, the cart, checkout and the payment page', async ({ page }) => {
  test.slow(); // a whole purchase
  const reports = await watchPolicies(page);
  await logIn(page);
  await addAddressByApi(page);

  await open(page, '/');
  // The home's lazy sections load their scripts and pictures as they come into view.
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 1200);
  await expect(page.locator('footer')).toBeVisible();

  // A cached list, then the same list filtered (rendered per request, and streamed).
  await open(page, '/store/refrigerator');
  await open(page, '/store/refrigerator?sort=price-desc');
  await expect(page.locator('main article').first()).toBeVisible();

  // A product from the list, as a shopper reaches it (a move inside the app), then loaded
  // as a page of its own (the cached-page fast path); the last card in stock, away from
  // the products other tests buy.
  await open(page, '/store/refrigerator');
  const cards = page.locator('main article').filter({ has: page.getByRole('button', { name: new RegExp(`^${texts.addToCart}`) }) });
  await cards.last().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/\d+$/);
  await open(page, new URL(page.url()).pathname);
  await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
  await expect.poll(async () => (await storedLines(page)).length).toBe(1);

  // Checkout, paid online on the test provider's page.
  await open(page, '/checkout');
  await page.getByRole('button', { name: t.placeOrder, exact: true }).click();
  await expect(page.getByRole('radio', { name: /Asha Verma/ })).toBeChecked();
  await page.getByRole('button', { name: t.proceed }).click();
  await page.getByRole('radio', { name: new RegExp(t.onlinePayment) }).check();
  const shownTotal = (await page.getByTestId('total-payable').innerText()).trim();
  await page.getByRole('button', { name: t.placeOrderAmount(shownTotal) }).click();
  await expect(page).toHaveURL(/\/payments\/test\?order_id=order_test_/);
  await expect(page.getByTestId('test-payment-amount')).toHaveText(shownTotal);
  await page.getByRole('button', { name: screenTexts.testPayment.pay }).click();
  await expect(page).toHaveURL(/\/my-orders$/, { timeout: 30_000 });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: screenTexts.orderPlaced }).first()).toBeVisible();

  expect(reports).toEqual([]);
  await proveTheWatch(page, reports);
});

test('the console with its policy in force: log in, the order desk, an order and a move', async ({ page }) => {
  test.slow(); // an order, then a login with its code
  const reports = await watchPolicies(page);
  const c = sellerTexts.console;
  await logIn(page);
  const { order } = await placeCashOrderByApi(page, 'refrigerator', {}, 'next-to-last');

  await logInAsStaff(page, await newStaffMember('manager'));
  await page.getByRole('navigation', { name: c.title }).getByRole('link', { name: c.navOrders }).click();
  await expect(page.getByRole('heading', { name: c.ordersHeading })).toBeVisible();
  await page.getByLabel(c.search).fill(order.order_string);
  await page.getByRole('button', { name: c.filter }).click();
  await page.getByRole('link', { name: order.order_string }).click();
  await expect(page.getByRole('heading', { name: c.orderHeading(order.order_string) })).toBeVisible();
  await page.getByRole('button', { name: c.moveTo(screenTexts.orderStatusLabel.confirmed!.toLowerCase()) }).click();
  await expect(page.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.confirmed!);
  // The same order loaded as a page of its own: a document with a nonce of its own.
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.confirmed!);

  expect(reports).toEqual([]);
  await proveTheWatch(page, reports);
});
