// The seller's COD rules and partial COD in the browser (docs/rules/cod.md), on a desktop
// and on a phone:
// - a manager sets a rule on the Delivery page; a shopper it refuses (two earlier orders
//   returned to origin) finds Cash on delivery unavailable at the Payment step, with the
//   reason, before clicking;
// - with partial COD set, a shopper pays the upfront part on the test payment page and
//   the order page shows both parts, "Paid online" and "To pay in cash";
// - on the desk, a manager holds a COD order for a call from its risk panel: a move is
//   refused until it is released; the RTO view opens as a tab of the COD page.
// A catalogue file (it runs after every other test) since the rules are the store's, and
// its tests one after another; each sets rules that touch only its own shopper or its own
// order (the RTO limit; an upfront part only from its own order's value up) and the
// rules are turned off again after each test (the cod_rules row deleted: every rule off).
import { expect, test, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import { codRuleTexts } from '../lib/texts/cod-rules';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { rupees } from '../lib/pricing';
import { routes } from '../lib/routes';
import { logInAsStaff, newStaffMember } from './seller';
import { addAddressByApi, logIn, open, placeCashOrderByApi, storedLines } from './shopper';
import { statusLabel } from '../lib/orders/display';
import { inE2eDatabase } from './test-database';

const c = screenTexts.checkoutScreens;
const r = sellerTexts.codRules;

test.describe.configure({ mode: 'serial' });
test.afterEach(() => {
  inE2eDatabase((db) => db.prepare('DELETE FROM cod_rules').run());
});

/** Two orders of this customer that came back (set up in the database: the desk's moves are tested elsewhere). */
function twoReturnedOrders(customerId: number) {
  inE2eDatabase((db) => {
    const insert = db.prepare(`INSERT INTO orders (company_id, store_id, order_string, customer_id, delivered_name, delivered_house_no, delivered_street, delivered_city,
      delivered_state, delivered_pincode, delivered_contact, paymentmode, status, payment_status, subtotal_paise, mrp_total_paise, delivery_charge_paise, handling_fee_paise,
      digital_discount_paise, coupon_value_paise, total_paid_paise, total_saving_paise, slot_id, slot_date, start_time, end_time, delivery_date, courier, updated_at)
      VALUES (191, 139, ?, ?, 'Asha Verma', 'B-14', 'Janpath Road', 'New Delhi', 'Delhi', '110001', '9876543210', 'cash', 'rto', 'cod', 100000, 100000, 0, 0, 0, 0, 100000, 0,
      1, '2026-01-10', '10:00 AM', '07:00 PM', '2026-01-12', 'Delhivery', ?)`);
    for (let i = 0; i < 2; i++) insert.run(`OBE2ERTO${customerId}${i}`, customerId, new Date().toISOString());
  });
}

/** The dearest product in stock with units to spare: an order of it is above nearly every other test's. */
function dearestProduct(): { id: number; name_url: string; price: number } {
  const row = inE2eDatabase((db) => db.prepare(`SELECT id, name_url, selling_price_paise FROM products WHERE stock >= 5 AND store_id = 139 AND is_deal = 0 ORDER BY selling_price_paise DESC, id LIMIT 1`).get()) as { id: number; name_url: string; selling_price_paise: number };
  return { id: row.id, name_url: row.name_url, price: row.selling_price_paise / 100 };
}

/** The console's COD rules form: these fields filled, then saved. */
async function setRules(page: Page, fields: [string, string][], upfrontKind?: string) {
  await page.goto('/seller/delivery');
  const form = page.getByRole('region', { name: r.heading });
  if (upfrontKind) await form.getByLabel(r.upfrontKind).selectOption(upfrontKind);
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: r.save }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: r.saved }).first()).toBeVisible();
}

async function toPaymentStep(page: Page) {
  await open(page, '/checkout');
  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(page.getByRole('radio', { name: /Asha Verma/ })).toBeChecked();
  await page.getByRole('button', { name: c.proceed }).click();
  await expect(page.getByRole('heading', { name: c.paymentOptions })).toBeVisible();
}

async function addToCartFromProductPage(page: Page, product: { id: number; name_url: string }) {
  await open(page, routes.product(product.name_url, product.id));
  await page.getByRole('button', { name: new RegExp(`^${texts.addToCart}`) }).first().click();
  await expect.poll(async () => (await storedLines(page)).length).toBe(1);
}

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

for (const [where, use] of [['desktop', {}], ['phone', phone]] as const) {
  test.describe(`on a ${where}`, () => {
    test.use(use);

    test('Cash on delivery refused by a rule says why at the Payment step, before the shopper clicks', async ({ page }) => {
      await logInAsStaff(page, await newStaffMember('manager'));
      await setRules(page, [[r.maxCustomerRtos, '2']]);

      const shopper = await logIn(page);
      twoReturnedOrders(shopper.user.customer_id);
      await addAddressByApi(page);
      await addToCartFromProductPage(page, dearestProduct());
      await toPaymentStep(page);
      const cash = page.getByRole('radio', { name: new RegExp(c.cashOnDelivery) });
      await expect(cash).toBeDisabled();
      await expect(page.getByText(codRuleTexts.refused.customerRtos)).toBeVisible();
      await expect(page.getByRole('radio', { name: new RegExp(c.onlinePayment) })).toBeEnabled();
      await page.screenshot({ path: `test-results/cod-refused-${where}.png`, fullPage: true, animations: 'disabled' });
      // The server says the same to an order call that goes around the screen, and writes no order.
      const addressId = (await (await page.request.post('/api/store/addressList', { data: {} })).json()).payload_addressList[0].address_id;
      const refused = await page.request.post('/api/store/cashOnDelivery', { data: { address_id: addressId } });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).message).toBe(codRuleTexts.refused.customerRtos);
    });

    test('partial COD: the upfront part paid on the test payment page, the order page shows both parts', async ({ page }) => {
      const product = dearestProduct();
      await logInAsStaff(page, await newStaffMember('manager'));
      // A fixed ₹1,000 upfront, only on orders worth at least this product: no other test's order.
      await setRules(page, [[r.upfrontAmount, '1000'], [r.upfrontAbove, String(product.price)]], 'fixed');

      await logIn(page);
      await addAddressByApi(page);
      await addToCartFromProductPage(page, product);
      await toPaymentStep(page);
      const upfront = rupees(1000);
      await expect(page.getByText(new RegExp(`^Pay ${upfront.replace(/[.₹]/g, '\\$&')} online now and ₹[\\d,.]+ in cash on delivery\\.$`))).toBeVisible();
      await page.getByRole('radio', { name: new RegExp(c.cashOnDelivery) }).check();
      const total = (await page.getByTestId('total-payable').innerText()).trim();
      const cashPart = (await page.getByTestId('summary-cash').innerText()).trim();
      await expect(page.getByTestId('summary-upfront')).toHaveText(upfront);
      expect(Number(total.replace(/[^\d.]/g, ''))).toBeCloseTo(1000 + Number(cashPart.replace(/[^\d.]/g, '')), 2);
      await page.screenshot({ path: `test-results/cod-partial-${where}.png`, fullPage: true, animations: 'disabled' });
      await page.getByRole('button', { name: codRuleTexts.payUpfront(upfront) }).click();

      await expect(page).toHaveURL(/\/payments\/test\?order_id=order_test_/);
      await expect(page.getByTestId('test-payment-amount')).toHaveText(upfront);
      await page.getByRole('button', { name: screenTexts.testPayment.pay }).click();
      await expect(page).toHaveURL(/\/my-orders/, { timeout: 30_000 });
      expect(await storedLines(page)).toEqual([]);

      const list = await (await page.request.post('/api/store/orderList', { data: {} })).json();
      const orderId = list.payload_orderList[0].order_id as number;
      await open(page, routes.orderDetailsOf(orderId));
      await expect(page.getByTestId('amount-payable')).toHaveText(total);
      await expect(page.getByTestId('paid-online')).toHaveText(upfront);
      await expect(page.getByTestId('to-pay-in-cash')).toHaveText(cashPart);
      await page.screenshot({ path: `test-results/cod-order-${where}.png`, fullPage: true, animations: 'disabled' });
    });

    test('the desk: a COD order\'s risk panel, held for a call, refused a move while held, released; the RTO view', async ({ page }) => {
      const k = sellerTexts.codRisk;
      await logIn(page);
      const { order } = await placeCashOrderByApi(page, 'lifestyle', {}, 'next-to-last');
      await logInAsStaff(page, await newStaffMember('manager'));
      await page.goto(`/seller/orders/${order.order_id}`);
      const panel = page.getByRole('region', { name: k.heading });
      await expect(panel.getByRole('region', { name: k.customer })).toBeVisible();
      await expect(panel.getByTestId('pincode-rto')).toBeVisible();
      await panel.getByLabel(k.holdNote).fill('New customer, big order: call first');
      await panel.getByRole('button', { name: k.hold }).click();
      await expect(panel.getByRole('status')).toContainText(`${k.onHold}: New customer, big order: call first`);
      const confirm = page.getByRole('button', { name: sellerTexts.console.moveTo(statusLabel('confirmed').toLowerCase()) });
      await confirm.click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: k.heldRefused }).first()).toBeVisible();
      await page.screenshot({ path: `test-results/cod-hold-${where}.png`, fullPage: true, animations: 'disabled' });
      await panel.getByRole('button', { name: k.release }).click();
      await expect(panel.getByRole('status')).toHaveCount(0);
      await confirm.click();
      await expect(page.getByTestId('order-status')).toHaveText(statusLabel('confirmed'));

      await page.goto('/seller/cod/rto');
      await expect(page.getByRole('heading', { name: sellerTexts.rtoPage.title })).toBeVisible();
      await expect(page.getByRole('link', { name: sellerTexts.rtoPage.tab })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('region', { name: sellerTexts.rtoPage.savedHeading })).toBeVisible();
      await page.screenshot({ path: `test-results/cod-rto-${where}.png`, fullPage: true, animations: 'disabled' });
      await page.goto('/seller/delivery');
      await page.getByRole('region', { name: r.heading }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/cod-rules-form-${where}.png`, fullPage: true, animations: 'disabled' });
    });
  });
}
