// Cash on delivery confirmed before dispatch, on a phone (docs/rules/orders.md#cash-on-delivery-confirmation):
// the order waits ("Awaiting confirmation" in My Orders), the shopper opens the link of
// the SMS (read from the demo outbox as a shopper reads it) and confirms or cancels it,
// with JavaScript and without (plain forms); a second visit says it was decided; the
// owner's offer to pay online instead converts the same order through the test payment page.
import { expect, test, type Page } from '@playwright/test';
import { codConfirmTexts } from '../lib/texts/cod-confirmation';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { logInAsStaff, newStaffMember } from './seller';
import { addAddressByApi, codConfirmLink, logIn, open, ordersByApi } from './shopper';
import { inE2eDatabase } from './test-database';

const t = codConfirmTexts;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A COD order placed through the API and left waiting: its number, id, product and link path. */
async function waitingOrder(page: Page, vertical: string) {
  const contact = `6${String(Date.now()).slice(-9)}`;
  const addressId = await addAddressByApi(page, { contact });
  const list = await (await page.request.post('/api/store/VerticalByProduct', { data: { vertical_slug: vertical, result_per_page: 20 } })).json();
  const product = (list.payload_VerticalByProduct.products as { product_id: number; stock: number }[]).filter((p) => p.stock > 3).at(-2)!;
  expect((await page.request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: 1 } })).status()).toBe(200);
  const placed = await page.request.post('/api/store/cashOnDelivery', { data: { address_id: addressId } });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()).payload as { order_id: number; order_string: string; status: string };
  expect(order.status).toBe('awaiting_confirmation');
  return { order, product, link: await codConfirmLink(page, contact, order.order_string) };
}

const stockOf = async (page: Page, productId: number) => (await (await page.request.post('/api/store/productDetail', { data: { product_id: productId } })).json()).payload.stock as number;

test('with JavaScript: My Orders says it waits, the link confirms it once, and the order goes on', async ({ page }) => {
  await logIn(page);
  const { order, link } = await waitingOrder(page, 'toys');

  await open(page, '/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: order.order_string });
  await expect(card.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.awaiting_confirmation!);
  await page.screenshot({ path: test.info().outputPath('cod-my-orders-phone.png'), animations: 'disabled' });
  await open(page, `/order-details?order_id=${order.order_id}`);
  await expect(page.getByTestId('awaiting-confirmation')).toContainText(t.awaitingNote);

  await open(page, link);
  await expect(page.getByRole('heading', { name: t.heading(order.order_string) })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cod-confirm-phone.png'), animations: 'disabled', fullPage: true });
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByTestId('cod-outcome')).toHaveText(t.confirmed(order.order_string));
  // The answer replaces the request to confirm: no "please confirm" left above it.
  await expect(page.getByText(t.intro('').split('.')[0]!)).toHaveCount(0);
  expect((await ordersByApi(page)).find((o) => o.order_id === order.order_id)?.status).toBe('placed');

  // A second visit: it says so, and offers nothing more.
  await open(page, link);
  await expect(page.getByTestId('cod-outcome')).toHaveText(t.alreadyConfirmed(order.order_string));
  await expect(page.getByRole('button', { name: t.confirm })).toHaveCount(0);
  // Nothing runs past a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('without JavaScript: Confirm and Cancel are plain forms; cancelling gives the stock back; a second use changes nothing', async ({ page, browser }) => {
  await logIn(page);
  const first = await waitingOrder(page, 'lifestyle');
  const second = await waitingOrder(page, 'lifestyle');
  const stockWhileHeld = await stockOf(page, second.product.product_id);

  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const phone = await context.newPage();
    await phone.goto(first.link);
    await expect(phone.getByRole('heading', { name: t.heading(first.order.order_string) })).toBeVisible();
    // The offer to pay online needs JavaScript: not shown without it.
    await expect(phone.getByRole('button', { name: /online/ })).toHaveCount(0);
    await phone.screenshot({ path: test.info().outputPath('cod-confirm-nojs.png'), animations: 'disabled', fullPage: true });
    await phone.getByRole('button', { name: t.confirm }).click();
    await expect(phone).toHaveURL(new RegExp(`${first.link}\\?r=confirmed$`));
    await expect(phone.getByTestId('cod-outcome')).toHaveText(t.confirmed(first.order.order_string));

    await phone.goto(second.link);
    await phone.getByRole('button', { name: t.cancel }).click();
    await expect(phone.getByTestId('cod-outcome')).toHaveText(t.cancelled(second.order.order_string));
    expect(await stockOf(page, second.product.product_id)).toBe(stockWhileHeld + 1);

    // The same link again: nothing changes, and the page says why.
    await phone.goto(second.link);
    await expect(phone.getByTestId('cod-outcome')).toHaveText(t.alreadyCancelled(second.order.order_string));
    await phone.goto('/cod/confirm/not-a-real-link-token-at-all');
    await expect(phone.getByRole('alert')).toHaveText(t.unknownLink);
  } finally {
    await context.close();
  }
  const orders = await ordersByApi(page);
  expect(orders.find((o) => o.order_id === first.order.order_id)?.status).toBe('placed');
  expect(orders.find((o) => o.order_id === second.order.order_id)?.status).toBe('cancelled');
});

test('paying online instead: the owner sets the offer, the shopper pays on the test page, the same order is paid', async ({ page, browser }) => {
  test.slow(); // a console login, then a payment
  const staff = await browser.newContext(PHONE);
  try {
    const console = await staff.newPage();
    await logInAsStaff(console, await newStaffMember('owner'));
    await console.goto('/seller/delivery');
    await console.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const section = console.getByRole('region', { name: t.seller.settingsHeading });
    await section.getByLabel(t.seller.discountKind).selectOption('percent');
    await section.getByLabel(t.seller.discountValue).fill('5');
    await section.getByRole('button', { name: t.seller.save }).click();
    await expect(console.locator('[data-sonner-toast]').filter({ hasText: t.seller.saved })).toBeVisible();
    await console.screenshot({ path: test.info().outputPath('cod-settings-phone.png'), animations: 'disabled', fullPage: true });
  } finally {
    await staff.close();
  }

  try {
    await logIn(page);
    const { order, product, link } = await waitingOrder(page, 'home-appliances');
    const held = await stockOf(page, product.product_id);
    await open(page, link);
    const offer = page.getByRole('region', { name: /Pay online now and save/ });
    await expect(offer).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('cod-prepay-phone.png'), animations: 'disabled', fullPage: true });
    // A failed payment comes back to the link, the order still waiting.
    await offer.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/payments\/test\?order_id=order_test_/);
    await page.getByRole('button', { name: screenTexts.testPayment.fail }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.prepayFailed })).toBeVisible();
    expect((await ordersByApi(page)).find((o) => o.order_id === order.order_id)?.status).toBe('awaiting_confirmation');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('region', { name: /Pay online now and save/ }).getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/payments\/test\?order_id=order_test_/);
    await page.getByRole('button', { name: screenTexts.testPayment.pay }).click();
    await expect(page).toHaveURL(/\/my-orders$/, { timeout: 30_000 });

    const orders = await ordersByApi(page);
    expect(orders.filter((o) => o.order_string === order.order_string)).toHaveLength(1);
    expect(orders.find((o) => o.order_id === order.order_id)?.status).toBe('placed');
    expect(await stockOf(page, product.product_id)).toBe(held);
    await open(page, `/order-details?order_id=${order.order_id}`);
    await expect(page.getByTestId('prepay-discount')).toBeVisible();
    await expect(page.getByText(screenTexts.orderScreens.paymentModes.online!)).toBeVisible();
    // The link is spent.
    await open(page, link);
    await expect(page.getByTestId('cod-outcome')).toHaveText(t.alreadyPrepaid(order.order_string));
  } finally {
    // Back to no offer, for the other tests' orders.
    inE2eDatabase((db) => db.prepare('UPDATE cod_confirmation_settings SET prepay_discount_value = 0').run());
  }
});

test('the desk: a manager finds it under "Awaiting confirmation" and confirms it after a call, with a note', async ({ page, browser }) => {
  test.slow(); // a console login
  await logIn(page);
  const { order } = await waitingOrder(page, 'sound-systems');
  const staff = await browser.newContext(PHONE);
  try {
    const desk = await staff.newPage();
    await logInAsStaff(desk, await newStaffMember('manager'));
    await desk.goto('/seller/orders');
    await desk.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await desk.getByRole('navigation', { name: sellerTexts.console.ordersHeading }).getByRole('link', { name: new RegExp(`^${t.seller.tab}`) }).click();
    await expect(desk).toHaveURL(/status=awaiting_confirmation/);
    await desk.getByRole('link', { name: order.order_string }).click();
    await expect(desk).toHaveURL(new RegExp(`/seller/orders/${order.order_id}$`));
    await expect(desk.getByRole('heading', { name: sellerTexts.console.orderHeading(order.order_string) })).toBeVisible();
    await expect(desk.getByTestId('order-status')).toHaveText(t.seller.tab);
    const card = desk.getByRole('region', { name: t.seller.confirmHeading });
    await desk.screenshot({ path: test.info().outputPath('cod-desk-waiting-phone.png'), animations: 'disabled', fullPage: true });
    await card.getByRole('button', { name: t.seller.confirmButton }).click();
    // The note is required: the browser's own check, then the server's.
    await expect(desk.getByTestId('order-status')).toHaveText(t.seller.tab);
    await card.getByLabel(t.seller.confirmNote).fill('Called the shopper: wants it delivered');
    await card.getByRole('button', { name: t.seller.confirmButton }).click();
    await expect(desk.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.placed!);
    await expect(desk.getByRole('region', { name: t.seller.confirmHeading })).toHaveCount(0);
    await desk.screenshot({ path: test.info().outputPath('cod-desk-phone.png'), animations: 'disabled' });
  } finally {
    await staff.close();
  }
  expect((await ordersByApi(page)).find((o) => o.order_id === order.order_id)?.status).toBe('placed');
});
