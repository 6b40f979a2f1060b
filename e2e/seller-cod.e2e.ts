// The COD ledger and manual refunds in the console (docs/rules/seller.md#cod-ledger,
// docs/rules/seller.md#refunds), desktop: a manager records a courier's remittance of
// two delivered cash orders by choosing them on /seller/cod, then a manual refund of one
// of them on /seller/refunds with a fresh code; the shopper is told.
// The orders are placed through the shopper API and marked delivered in the test
// server's database (the order desk's own moves are tested in its own file).
import { expect, test, type Page } from '@playwright/test';
import { sellerTexts } from '../lib/texts/seller';
import { freshCode, logInAsStaff, newStaffMember } from './seller';
import { rupees } from '../lib/pricing';
import { addAddressByApi, logIn, open } from './shopper';
import { inE2eDatabase } from './test-database';

const c = sellerTexts.codPage;
const r = sellerTexts.refundsPage;

/** Two cash orders of one shopper, delivered by `courier` (one 12 days ago: overdue). */
async function deliveredCashOrders(page: Page, courier: string) {
  const shopper = await logIn(page);
  const addressId = await addAddressByApi(page);
  const list = await (await page.request.post('/api/store/VerticalByProduct', { data: { vertical_slug: 'lifestyle', result_per_page: 20 } })).json();
  const product = (list.payload_VerticalByProduct.products as { product_id: number; stock: number }[]).find((p) => p.stock > 5)!;
  const orders: { order_id: number; order_string: string; total_paid_amount: number }[] = [];
  for (const daysAgo of [1, 12]) {
    expect((await page.request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: 1 } })).status()).toBe(200);
    const placed = await page.request.post('/api/store/cashOnDelivery', { data: { address_id: addressId } });
    expect(placed.status(), await placed.text()).toBe(200);
    const order = (await placed.json()).payload;
    inE2eDatabase((db) =>
      db
        .prepare("UPDATE orders SET status = 'delivered', payment_status = 'paid', courier = ?, awb = ?, delivered_at = ? WHERE id = ?")
        .run(courier, `AWB${order.order_id}`, new Date(Date.now() - daysAgo * 86_400_000).toISOString(), order.order_id),
    );
    orders.push(order);
  }
  return { mobile: shopper.mobile, orders };
}

test('a manager records a remittance of two orders, then a manual refund with a fresh code', async ({ page, browser }) => {
  const courier = `Blue Dart ${Date.now()}`;
  const utr = `UTR${Date.now()}${Math.floor(Math.random() * 1000)}`; // the desktop and phone runs each record their own
  const { mobile, orders: [fresh, old] } = await deliveredCashOrders(page, courier);

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const staff = await staffContext.newPage();
  const manager = await logInAsStaff(staff, await newStaffMember('manager'));

  // ----- /seller/cod: what the courier holds, the overdue order, the remittance -----
  await open(staff, '/seller/cod');
  const row = staff.getByTestId('cod-courier').filter({ hasText: courier });
  await expect(row).toContainText(rupees(Math.round((fresh.total_paid_amount + old.total_paid_amount) * 100) / 100));
  await expect(staff.getByTestId('cod-overdue-order').filter({ hasText: old.order_string })).toBeVisible();

  await staff.getByLabel(c.courier, { exact: true }).selectOption(courier);
  await staff.getByLabel(c.reference, { exact: true }).fill(utr);
  await staff.getByRole('checkbox', { name: new RegExp(fresh.order_string) }).check();
  await staff.getByRole('checkbox', { name: new RegExp(old.order_string) }).check();
  await expect(staff.getByTestId('cod-total')).toHaveText(c.total(rupees(Math.round((fresh.total_paid_amount + old.total_paid_amount) * 100) / 100)));
  await staff.getByRole('button', { name: c.record }).click();
  await expect(staff.getByRole('status').filter({ hasText: c.recorded })).toBeVisible();
  await expect(staff.getByTestId('cod-remittance').filter({ hasText: utr })).toContainText(old.order_string);
  await expect(staff.getByTestId('cod-courier').filter({ hasText: courier })).toHaveCount(0);

  // ----- /seller/refunds: a manual refund needs a fresh code -----
  await open(staff, '/seller/refunds');
  await staff.getByLabel(r.orderId, { exact: true }).fill(String(old.order_id));
  await staff.getByLabel(r.amountRupees, { exact: true }).fill(String(old.total_paid_amount));
  await staff.getByLabel(r.referenceHint, { exact: true }).fill('UPI 412345678901');
  // The code used at login cannot be used again: the next step's code (one step of drift is accepted).
  await staff.getByLabel(r.freshCode, { exact: true }).fill(freshCode(manager));
  await staff.getByRole('button', { name: r.record }).click();
  await expect(staff.getByRole('status').filter({ hasText: r.recorded })).toBeVisible();
  const refund = staff.getByTestId('refund-row').filter({ hasText: old.order_string });
  await expect(refund).toContainText(r.states.processed);
  await expect(refund).toContainText('UPI 412345678901');
  await staffContext.close();

  // The shopper is told by SMS (outbox in demo mode).
  const outbox = await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(mobile)}`)).json();
  expect((outbox.data as { body: string }[]).some((m) => m.body.includes(`Your refund of ${rupees(old.total_paid_amount)}`))).toBe(true);
});
