// Checkout as a shopper meets it (docs/rules/checkout.md): the Cart step, a
// guest's Place Order, the Address step with the Add New Address popup and its pincode
// lookup, the Payment step's checks, cash on delivery to /my-orders, an item cancelled
// on /order-details with its stock back, the test provider's Pay and Fail, the Order
// Summary's total against the order the server stored, and an axe check.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import { screenTexts } from '../lib/texts/screens';
import { rupees } from '../lib/pricing';
import { addAddressByApi, addProductsFrom, confirmNewestCodOrder, logIn, open, ordersByApi, stockOf, storedLines } from './shopper';

const t = screenTexts.checkoutScreens;

/** A vertical per test and viewport, so parallel tests do not buy the same products. */
const shelf = (isMobile: boolean, desktop: string, mobile: string) => `/store/${isMobile ? mobile : desktop}`;

const summaryTotal = (page: Page) => page.getByTestId('total-payable');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** "₹1,23,456.50" -> 123456.5 */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('the cart step: columns, stepper, remove, empty texts and a guest\'s Place Order', async ({ page, isMobile }) => {
  const lines = await addProductsFrom(page, shelf(isMobile, 'televisions', 'refrigerator'), 2);
  await open(page, '/checkout');
  const items = page.getByTestId('checkout-line').filter({ visible: true });
  await expect(items).toHaveCount(2);
  if (!isMobile) {
    for (const column of [t.itemDescriptions, t.unitPrice, t.quantity, t.subTotal, t.savings]) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
  }
  await expect(page.getByRole('heading', { name: t.orderSummary })).toBeVisible();
  await expect(page.getByRole('link', { name: t.continueShopping })).toBeVisible();
  // The mobile summary carries the Cancelation Policy box; desktop does not.
  await expect(page.getByRole('heading', { name: t.cancelationPolicyTitle })).toHaveCount(isMobile ? 1 : 0);

  // The subtotal follows the stepper (up to the line's allowance and stock).
  const [first, second] = lines;
  const subtotal = page.getByTestId('summary-subtotal');
  await expect(subtotal).toHaveText(rupees(first.selling_price + second.selling_price));
  await page.getByRole('button', { name: `Increase quantity of ${first.product_name}` }).filter({ visible: true }).click();
  if (Math.min(first.no_of_quantity_allowed, first.stock) >= 2) {
    await expect(subtotal).toHaveText(rupees(2 * first.selling_price + second.selling_price));
    await page.getByRole('button', { name: `Decrease quantity of ${first.product_name}` }).filter({ visible: true }).click();
  } else {
    await expect(toast(page, texts.quantityLimit)).toBeVisible();
  }
  await expect(subtotal).toHaveText(rupees(first.selling_price + second.selling_price));

  // A guest's Place Order: /login on mobile; on desktop the login popup opens over the
  // Cart step (no Address step without login).
  await page.getByRole('button', { name: t.placeOrder, exact: true }).click();
  if (isMobile) {
    await expect(page).toHaveURL(/\/login$/);
    await open(page, '/checkout');
  } else {
    const popup = page.getByRole('dialog', { name: texts.account.loginHeading });
    await expect(popup).toBeVisible();
    await expect(page.getByRole('heading', { name: t.deliveryAddress })).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    await popup.getByRole('button', { name: texts.account.close }).click();
    await expect(popup).toHaveCount(0);
  }

  // Remove both: the empty texts, with the login hint.
  for (const line of lines) {
    await page.getByRole('button', { name: t.removeItem(line.product_name) }).filter({ visible: true }).click();
  }
  const main = page.locator('#main');
  await expect(main.getByText(isMobile ? texts.cartEmpty : screenTexts.checkoutEmptyDesktop, { exact: true })).toBeVisible();
  await expect(main.getByText(isMobile ? screenTexts.checkoutEmptyDesktop : texts.cartEmpty, { exact: true })).toBeHidden();
  await expect(page.getByText(t.loginHint)).toBeVisible();
  expect(await storedLines(page)).toEqual([]);
});

test('cash on delivery: address by pincode in the popup, checks, order listed with the summary total, an item cancelled', async ({ page, isMobile }) => {
  await logIn(page);
  const lines = await addProductsFrom(page, shelf(isMobile, 'toys', 'lifestyle'), 2);
  const stockBefore = await stockOf(page, lines[0]);

  await open(page, '/checkout');
  await page.getByRole('button', { name: t.placeOrder, exact: true }).click();

  // Address step: nothing saved yet, Proceed is refused.
  await expect(page.getByRole('heading', { name: t.deliveryAddress })).toBeVisible();
  await expect(page.getByText(t.noAddresses)).toBeVisible();
  await page.getByRole('button', { name: t.proceed }).click();
  await expect(toast(page, screenTexts.chooseAddress)).toBeVisible();

  // Add New Address popup: the pincode fills city and state.
  await page.getByRole('button', { name: `+ ${t.addNewAddress}` }).click();
  const popup = page.getByRole('dialog', { name: t.addNewAddress });
  await expect(popup).toBeVisible();
  const save = popup.getByRole('button', { name: screenTexts.addressScreens.save });
  await expect(save).toBeDisabled();
  await popup.getByLabel(screenTexts.addressScreens.pincode).fill('110001');
  await expect(popup.getByLabel(screenTexts.addressScreens.city)).toHaveValue('New Delhi');
  await expect(popup.getByLabel(screenTexts.addressScreens.state)).toHaveValue('Delhi');
  await expect(save).toBeEnabled();
  await popup.getByLabel(screenTexts.addressScreens.name).fill('Ravi Kumar');
  await popup.getByLabel(screenTexts.addressScreens.email).fill('ravi@example.in');
  await popup.getByLabel(screenTexts.addressScreens.contact).fill('9812345678');
  await popup.getByLabel(screenTexts.addressScreens.houseNo).fill('C-7');
  await popup.getByLabel(screenTexts.addressScreens.street).fill('Connaught Place');
  await save.click();
  await expect(toast(page, screenTexts.addressSavedTitle)).toBeVisible();
  await expect(popup).toHaveCount(0);
  const option = page.getByRole('radio', { name: /Ravi Kumar, C-7, 110001/ });
  await expect(option).toBeChecked();
  await page.getByRole('button', { name: t.proceed }).click();

  // Payment step: no type chosen is refused; then cash on delivery.
  const place = page.getByRole('button', { name: /^PLACE ORDER/ });
  await place.click();
  await expect(toast(page, screenTexts.choosePayment)).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(t.cashOnDelivery) }).check();
  await expect(page.getByText(t.cashHandlingFee)).toBeVisible();
  const shownTotal = (await summaryTotal(page).innerText()).trim();
  await expect(place).toHaveText(t.placeOrderAmount(shownTotal));
  await place.click();

  await expect(page).toHaveURL(/\/my-orders$/, { timeout: 30_000 });
  await expect(toast(page, screenTexts.orderPlaced)).toBeVisible();
  expect(await storedLines(page)).toEqual([]);
  const card = page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-total')).toHaveText(`₹${amountOf(shownTotal).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  await expect(card.getByText(screenTexts.orderScreens.fastestDelivery)).toBeVisible();
  await expect(card.getByText(screenTexts.orderScreens.genuine)).toBeVisible();
  // It waits for the shopper's confirmation from the SMS link (docs/rules/orders.md#cash-on-delivery-confirmation), which the shopper gives.
  await expect(card.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.awaiting_confirmation!);
  await confirmNewestCodOrder(page);
  // The Order Summary's total is the total the server stored.
  const [stored] = await ordersByApi(page);
  expect(stored.total_paid_amount).toBe(amountOf(shownTotal));
  expect(await stockOf(page, lines[0])).toBe(stockBefore - 1);

  // View Details, then cancel the first item: its track and button go, its stock comes back.
  await card.getByRole('link', { name: new RegExp(screenTexts.orderScreens.viewDetails) }).click();
  await expect(page).toHaveURL(new RegExp(`/order-details\\?order_id=${stored.order_id}$`));
  await expect(page.getByTestId('amount-payable')).toHaveText(`₹${amountOf(shownTotal).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  const name = lines[0].product_name;
  await expect(page.getByRole('list', { name: screenTexts.orderScreens.progressOf(name) })).toBeVisible();
  await page.getByRole('button', { name: screenTexts.orderScreens.cancelItemOf(name) }).click();
  await page.getByRole('dialog').getByRole('button', { name: screenTexts.orderScreens.cancelItem }).click();
  await expect(toast(page, screenTexts.itemCancelled)).toBeVisible();
  await expect(page.getByRole('list', { name: screenTexts.orderScreens.progressOf(name) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: screenTexts.orderScreens.cancelItemOf(name) })).toHaveCount(0);
  await expect(page.getByRole('list', { name: screenTexts.orderScreens.progressOf(lines[1].product_name) })).toBeVisible();
  expect(await stockOf(page, lines[0])).toBe(stockBefore);
});

async function toPayment(page: Page, listPath: string) {
  await addAddressByApi(page);
  const lines = await addProductsFrom(page, listPath, 2);
  await open(page, '/checkout');
  await page.getByRole('button', { name: t.placeOrder, exact: true }).click();
  await expect(page.getByRole('radio', { name: /Asha Verma/ })).toBeChecked();
  await page.getByRole('button', { name: t.proceed }).click();
  await page.getByRole('radio', { name: new RegExp(t.onlinePayment) }).check();
  await expect(page.getByText(t.digitalPaymentDiscount)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'axe on the Payment step').toEqual([]);
  const shownTotal = (await summaryTotal(page).innerText()).trim();
  await page.getByRole('button', { name: t.placeOrderAmount(shownTotal) }).click();
  await expect(page).toHaveURL(/\/payments\/test\?order_id=order_test_/);
  await expect(page.getByTestId('test-payment-amount')).toHaveText(shownTotal);
  return { lines, shownTotal };
}

test('online with the test provider: Pay confirms the order at the shown total', async ({ page, isMobile }) => {
  await logIn(page);
  const { shownTotal } = await toPayment(page, shelf(isMobile, 'sound-systems', 'home-appliances'));
  await page.getByRole('button', { name: screenTexts.testPayment.pay }).click();
  await expect(page).toHaveURL(/\/my-orders$/, { timeout: 30_000 });
  await expect(toast(page, screenTexts.orderPlaced)).toBeVisible();
  expect(await storedLines(page)).toEqual([]);
  const [stored] = await ordersByApi(page);
  expect(stored.total_paid_amount).toBe(amountOf(shownTotal));
  const detail = await (await page.request.post('/api/store/orderDetails', { data: { order_id: stored.order_id } })).json();
  expect(detail.payload_orderDetails).toMatchObject({ paymentmode: 'online', payment_status: 'paid' });
});

test('online with the test provider: Fail returns to checkout with an error, the cart intact and no order', async ({ page, isMobile }) => {
  await logIn(page);
  const { lines } = await toPayment(page, shelf(isMobile, 'mobiles-laptops', 'air-care'));
  await page.getByRole('button', { name: screenTexts.testPayment.fail }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(toast(page, screenTexts.orderFailed)).toBeVisible();
  await expect(page.getByTestId('checkout-line').filter({ visible: true })).toHaveCount(2);
  expect((await storedLines(page)).map((l) => l.product_id)).toEqual(lines.map((l) => l.product_id));
  expect(await ordersByApi(page)).toEqual([]);
});

test('no serious or critical axe violations on /checkout with items', async ({ page, isMobile }) => {
  await addProductsFrom(page, shelf(isMobile, 'washing-machines', 'sound-systems'), 2);
  await open(page, '/checkout');
  await expect(page.getByTestId('checkout-line').filter({ visible: true })).toHaveCount(2);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
