// The seller's order desk in the browser (docs/rules/seller.md#order-desk): a shopper
// places a cash order; staff log in with password and TOTP code, find it on the desk and
// move it from placed to delivered; the shopper's four-step track advances and the
// messages are in the outbox. Desktop as the demo owner (the documented account), the
// phone as a manager of the test's own.
import { expect, test } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { logIn, open, placeCashOrderByApi } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';

const t = sellerTexts.console;
const o = screenTexts.orderScreens;

test('staff move a cash order from placed to delivered and the shopper sees every step', async ({ page, isMobile }) => {
  test.slow(); // a whole journey on both sides
  const contact = `9${String(Date.now()).slice(-9)}`;
  await logIn(page);
  const { product, order } = await placeCashOrderByApi(page, 'home-appliances', { contact });

  await logInAsStaff(page, isMobile ? await newStaffMember('manager') : 'owner');
  // The dashboard counts the new order among those waiting; its tile opens the desk's tab.
  const placedTile = page.getByTestId('waiting-placed');
  expect(Number(await placedTile.textContent())).toBeGreaterThanOrEqual(1);
  await page.getByRole('navigation', { name: t.title }).getByRole('link', { name: t.navOrders }).click();
  await expect(page.getByRole('heading', { name: t.ordersHeading })).toBeVisible();
  await page.getByLabel(t.search).fill(order.order_string);
  await page.getByRole('button', { name: t.filter }).click();
  await page.getByRole('link', { name: order.order_string }).click();
  await expect(page.getByRole('heading', { name: t.orderHeading(order.order_string) })).toBeVisible();
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText(screenTexts.orderStatusLabel.placed!);

  const mark = (to: string) => page.getByRole('button', { name: t.moveTo(screenTexts.orderStatusLabel[to]!.toLowerCase()) });
  await mark('confirmed').click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.confirmed!);
  await mark('packed').click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.packed!);
  await mark('shipped').click();
  const form = page.getByRole('form', { name: t.moveTo(screenTexts.orderStatusLabel.shipped!.toLowerCase()) });
  await form.getByLabel(t.courier).fill('Delhivery');
  await form.getByLabel(t.awb).fill(`DLV${contact}`);
  await form.getByRole('button', { name: t.confirmMove }).click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.shipped!);
  // Shipping issued the GST invoice: printable from the order page.
  const invoiceLink = page.getByRole('link', { name: /^Tax invoice INV\// });
  await expect(invoiceLink).toBeVisible();
  const invoicePdf = await page.request.get((await invoiceLink.getAttribute('href'))!);
  expect(invoicePdf.status()).toBe(200);
  expect(invoicePdf.headers()['content-type']).toBe('application/pdf');
  await mark('out_for_delivery').click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.out_for_delivery!);
  await mark('delivered').click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.delivered!);
  // No move is left, and the history names who made each one.
  await expect(page.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  const history = page.getByRole('listitem').filter({ hasText: '→' });
  await expect(history).toHaveCount(5);

  // The owner reads the moves in the audit log.
  if (!isMobile) {
    await page.goto(`/seller/audit?object_type=order&object_id=${order.order_id}`);
    const lines = page.getByTestId('audit-line');
    await expect(lines).toHaveCount(5);
    await expect(lines.first()).toContainText('owner@demo.shop');
    await expect(lines.first()).toContainText('order.transition');
    await expect(lines.first()).toContainText('"status":"delivered"');
  }

  // The shopper's order page: all four steps done.
  await open(page, `/order-details?order_id=${order.order_id}`);
  const track = page.getByRole('list', { name: o.progressOf(product.name) });
  await expect(track.getByRole('listitem')).toHaveText(o.steps.map((s) => `${s} (done)`));
  await expect(page.getByRole('link', { name: new RegExp(`^${o.downloadInvoice} INV/`) })).toHaveAttribute('href', `/my-orders/${order.order_id}/invoice.pdf`);

  // The messages the shopper was sent.
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${contact}`)).json()).data as { body: string }[];
  const bodies = outbox.map((m) => m.body);
  expect(bodies).toContain(screenTexts.orderNotice.placed(order.order_string, `₹${order.total_paid_amount.toLocaleString('en-IN')}`));
  expect(bodies).toContain(screenTexts.orderNotice.shipped(order.order_string, 'Delhivery', `DLV${contact}`));
  expect(bodies).toContain(screenTexts.orderNotice.outForDelivery(order.order_string));
  expect(bodies).toContain(screenTexts.orderNotice.delivered(order.order_string));
});
