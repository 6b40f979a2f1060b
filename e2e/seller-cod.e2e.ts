// The COD ledger and manual refunds in the console (docs/rules/seller.md#cod-ledger,
// docs/rules/seller.md#refunds), desktop: a manager records a courier's remittance of
// two delivered cash orders by choosing them on /seller/cod (whose ageing table fits a
// 390 px phone as cards, without scrolling the page sideways), then a manual refund of
// one of them on /seller/refunds by its order number with a fresh code (an unknown
// number is refused as an error, not a success); the list shows India time; the shopper
// is told.
// The orders are placed through the shopper API and marked delivered in the test
// server's database (the order desk's own moves are tested in its own file).
import { expect, test, type Page } from '@playwright/test';
import { sellerTexts } from '../lib/texts/seller';
import { freshCode, logInAsStaff, newStaffMember, nextFreshCode } from './seller';
import { showMoment } from '../lib/orders/display';
import { rupees } from '../lib/pricing';
import { addAddressByApi, confirmCodOrder, logIn, open } from './shopper';
import { inE2eDatabase } from './test-database';

const c = sellerTexts.codPage;
const r = sellerTexts.refundsPage;
const notice = (page: Page, kind: 'success' | 'error', text: string) => page.locator(`[data-sonner-toast][data-type="${kind}"]`).filter({ hasText: text });

/** Two cash orders of one shopper, delivered by `courier` (one 12 days ago: overdue); the courier in the seller's list. */
async function deliveredCashOrders(page: Page, courier: string) {
  inE2eDatabase((db) =>
    db
      .prepare('INSERT INTO couriers (company_id, store_id, name, name_key, active, updated_at) VALUES (191, 139, ?, ?, 1, ?)')
      .run(courier, courier.toLowerCase(), new Date().toISOString()),
  );
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
    await confirmCodOrder(page, order.order_id); // from the link of its SMS (docs/rules/orders.md#cash-on-delivery-confirmation)
    inE2eDatabase((db) =>
      db
        .prepare("UPDATE orders SET status = 'delivered', payment_status = 'paid', courier = ?, awb = ?, delivered_at = ? WHERE id = ?")
        .run(courier, `AWB${order.order_id}`, new Date(Date.now() - daysAgo * 86_400_000).toISOString(), order.order_id),
    );
    orders.push(order);
  }
  return { mobile: shopper.mobile, orders };
}

test('a manager records a remittance of two orders, then a manual refund by order number with a fresh code', async ({ page, browser }) => {
  test.slow(); // two console pages, and a second fresh code may wait for the next 30 s step
  const courier = `Blue Dart ${Date.now()}`;
  const utr = `UTR${Date.now()}${Math.floor(Math.random() * 1000)}`; // the desktop and phone runs each record their own
  const { mobile, orders: [fresh, old] } = await deliveredCashOrders(page, courier);

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const staff = await staffContext.newPage();
  const manager = await logInAsStaff(staff, await newStaffMember('manager'));

  // ----- /seller/cod: what the courier holds, the overdue order, the remittance -----
  await open(staff, '/seller/cod');
  const held = rupees(Math.round((fresh.total_paid_amount + old.total_paid_amount) * 100) / 100);
  const row = staff.getByTestId('cod-courier').filter({ hasText: courier });
  await expect(row).toContainText(held);
  await expect(staff.getByTestId('cod-overdue-order').filter({ hasText: old.order_string })).toBeVisible();

  // On a 390 px phone the ageing table's rows are cards: the page never scrolls sideways.
  await staff.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await expect(row).toContainText(courier);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect((await row.boundingBox())!.width).toBeLessThanOrEqual(390);
  await staff.setViewportSize({ width: 1280, height: 720 });

  await staff.getByRole('combobox', { name: c.courier }).selectOption(courier);
  await staff.getByLabel(c.reference, { exact: true }).fill(utr);
  await staff.getByRole('checkbox', { name: new RegExp(fresh.order_string) }).check();
  await staff.getByRole('checkbox', { name: new RegExp(old.order_string) }).check();
  await expect(staff.getByTestId('cod-total')).toHaveText(c.total(held));
  await staff.getByRole('button', { name: c.record }).click();
  await expect(notice(staff, 'success', c.recorded(utr, held))).toBeVisible();
  await expect(staff.getByTestId('cod-remittance').filter({ hasText: utr })).toContainText(old.order_string);
  await expect(staff.getByTestId('cod-courier').filter({ hasText: courier })).toHaveCount(0);

  // ----- /seller/refunds: a manual refund by the order's number, with a fresh code -----
  await open(staff, '/seller/refunds');
  const form = staff.getByRole('region', { name: r.manualHeading });
  const orderNumber = form.getByLabel(r.orderNumber, { exact: true });
  // An order number this shop does not have: refused as an error, nothing recorded.
  const unknown = `OB${'0'.repeat(14)}`;
  await orderNumber.fill(unknown);
  await form.getByLabel(r.amountRupees, { exact: true }).fill(String(old.total_paid_amount));
  await form.getByLabel(r.referenceHint, { exact: true }).fill('UPI 412345678901');
  // The code used at login cannot be used again: the next step's code (one step of drift is accepted).
  await form.getByLabel(r.freshCode, { exact: true }).fill(freshCode(manager));
  await form.getByRole('button', { name: r.record }).click();
  await expect(notice(staff, 'error', sellerTexts.refundOrderNumberUnknown(unknown))).toBeVisible();
  await expect(form).toContainText(sellerTexts.refundOrderNumberUnknown(unknown));
  await expect(notice(staff, 'success', r.recorded(unknown, rupees(old.total_paid_amount)))).toHaveCount(0);

  // The number as staff read it off the order, typed in small letters: found.
  await orderNumber.fill(` ${old.order_string.toLowerCase()} `);
  await form.getByLabel(r.freshCode, { exact: true }).fill(await nextFreshCode(manager));
  await form.getByRole('button', { name: r.record }).click();
  await expect(notice(staff, 'success', r.recorded(old.order_string, rupees(old.total_paid_amount)))).toBeVisible();
  const refund = staff.getByTestId('refund-row').filter({ hasText: old.order_string });
  await expect(refund).toContainText(r.states.processed);
  await expect(refund).toContainText('UPI 412345678901');
  // Its time in India, in the console's one format.
  const when = refund.locator('time');
  await expect(when).toHaveText(showMoment(await when.getAttribute('datetime')));
  await staffContext.close();

  // The shopper is told by SMS (outbox in demo mode), by the job worker a moment later.
  await expect
    .poll(async () => {
      const outbox = await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(mobile)}`)).json();
      return (outbox.data as { body: string }[]).some((m) => m.body.includes(`Your refund of ${rupees(old.total_paid_amount)}`));
    })
    .toBe(true);
});
