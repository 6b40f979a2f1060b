// The order pages (docs/rules/orders.md): /my-orders cards, Reschedule to a new
// delivery date, /order-details kept across a reload (?order_id=), the invoice, the
// four-step track, and the whole order cancelled; noindex. The order is placed through
// the API: checkout.e2e.ts covers placing one through the screens.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { rupees } from '../lib/pricing';
import { logIn, open, ordersByApi, placeCashOrderByApi, robotsMeta } from './shopper';
import { inE2eDatabase } from './test-database';

const o = screenTexts.orderScreens;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('my orders: the card, reschedule, details across a reload, and cancelling the order', async ({ page, isMobile }) => {
  await logIn(page);
  const { product, order } = await placeCashOrderByApi(page, isMobile ? 'toys' : 'lifestyle');
  await open(page, '/my-orders');
  expect(await robotsMeta(page)).toContain('noindex');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${o.orderId}: ${order.order_string}`);
  await expect(card).toContainText(product.name);
  await expect(card.getByTestId('order-total')).toHaveText(rupees(order.total_paid_amount));
  await expect(card).toContainText(o.soldBy);
  await expect(card).toContainText(o.orderedOn);
  await expect(card.getByText(o.fastestDelivery)).toBeVisible();
  await expect(card.getByText(o.genuine)).toBeVisible();

  // Reschedule to a later day of the offered window.
  await card.getByRole('button', { name: new RegExp(o.reschedule) }).click();
  const dialog = page.getByRole('dialog', { name: o.rescheduleTitle });
  const input = dialog.getByLabel(o.newDeliveryDate);
  const max = (await input.getAttribute('max'))!;
  const min = (await input.getAttribute('min'))!;
  const pick = new Date(`${min}T00:00:00Z`);
  pick.setUTCDate(pick.getUTCDate() + 5);
  const chosen = pick.toISOString().slice(0, 10);
  expect(chosen <= max).toBe(true);
  await input.fill(chosen);
  await dialog.getByRole('button', { name: o.confirmReschedule }).click();
  const shown = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(pick);
  await expect(toast(page, o.rescheduled(shown))).toBeVisible();
  await expect(card.getByTestId('delivery-date')).toHaveText(shown);

  // View Details, then reload: the order id is in the address.
  await card.getByRole('link', { name: new RegExp(o.viewDetails) }).click();
  await expect(page).toHaveURL(new RegExp(`/order-details\\?order_id=${order.order_id}$`));
  await page.reload();
  await expect(page.getByRole('heading', { name: `${o.orderDetails}: ${order.order_string}` })).toBeVisible();
  expect(await robotsMeta(page)).toContain('noindex');
  await expect(page.getByTestId('slot-date')).toHaveText(shown);
  const invoice = page.getByRole('region', { name: o.invoice });
  // No GST invoice before the order ships, and nothing else is called its number.
  await expect(invoice.getByTestId('invoice-number')).toHaveText(o.invoiceAtShipping);
  await expect(invoice).not.toContainText(`INV-${order.order_string}`);
  await expect(page.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.placed!);
  await expect(invoice).toContainText(o.paymentModes.cash);
  await expect(page.getByTestId('amount-payable')).toHaveText(rupees(order.total_paid_amount));
  const track = page.getByRole('list', { name: o.progressOf(product.name) });
  await expect(track.getByRole('listitem')).toHaveText(o.steps.map((s, i) => `${s} (${i === 0 ? 'done' : 'pending'})`));

  // The whole order cancelled: every track and Cancel Item go, the list says Cancelled.
  await page.getByRole('button', { name: o.cancelOrder }).click();
  await page.getByRole('dialog').getByRole('button', { name: o.cancelOrder }).click();
  await expect(toast(page, o.orderCancelled)).toBeVisible();
  await expect(track).toHaveCount(0);
  await expect(page.getByRole('button', { name: o.cancelItemOf(product.name) })).toHaveCount(0);
  expect((await ordersByApi(page))[0].status).toBe('cancelled');
  await page.getByRole('link', { name: o.back }).click();
  await expect(page.getByTestId('order-card')).toContainText(o.cancelled);
  await expect(page.getByRole('button', { name: new RegExp(o.reschedule) })).toHaveCount(0);
});

/**
 * The seller's desk moves whole orders (seller-orders.e2e.ts); an item of its own out for delivery
 * (docs/rules/orders.md#item-progress) is marked in the test server's database.
 */
function markOutForDelivery(orderId: number) {
  inE2eDatabase((db) => db.prepare('UPDATE order_items SET packed_action = 1, out_for_delivery_action = 1 WHERE order_id = ?').run(orderId));
}

test('an item out for delivery: the track shows it, Cancel Item is not offered and the server refuses it with its reason', async ({ page, isMobile }) => {
  await logIn(page);
  const { product, order } = await placeCashOrderByApi(page, isMobile ? 'sound-systems' : 'air-care');
  markOutForDelivery(order.order_id);
  await open(page, `/order-details?order_id=${order.order_id}`);
  const track = page.getByRole('list', { name: o.progressOf(product.name) });
  await expect(track.getByRole('listitem')).toHaveText([`${o.steps[0]} (done)`, `${o.steps[1]} (done)`, `${o.steps[2]} (done)`, `${o.steps[3]} (pending)`]);
  // Nothing can be changed any more: no whole-order cancel, no Cancel Item (docs/rules/orders.md#cancelling).
  await expect(page.getByRole('button', { name: o.cancelOrder })).toHaveCount(0);
  await expect(page.getByRole('button', { name: o.cancelItemOf(product.name) })).toHaveCount(0);
  const before = await (await page.request.post('/api/store/orderDetails', { data: { order_id: order.order_id } })).json();
  const item = before.payload_orderDetails.orderdetails[0];
  expect(item.can_cancel).toBe(false);
  // A cancel sent all the same (an old tab) is refused, and says why.
  const refused = await page.request.post('/api/store/orderItemCancel', { data: { order_id: order.order_id, item_id: item.item_id } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(screenTexts.itemOutForDelivery);
  await expect(track).toBeVisible();
  const detail = await (await page.request.post('/api/store/orderDetails', { data: { order_id: order.order_id } })).json();
  expect(detail.payload_orderDetails.orderdetails[0].cancel_status).toBe(0);

  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the order pages need login', async ({ page }) => {
  await open(page, '/my-orders');
  await expect(page.getByRole('heading', { name: o.myOrders })).toHaveCount(0);
  await open(page, '/order-details?order_id=1');
  await expect(page.getByRole('heading', { name: new RegExp(o.orderDetails) })).toHaveCount(0);
});
