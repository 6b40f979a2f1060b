// The seller's order desk in the browser (docs/rules/seller.md#order-desk): a shopper
// places a cash order; staff log in with password and TOTP code, find it on the desk and
// move it from placed to delivered; the shopper's four-step track advances and the
// messages are in the outbox. Desktop as the demo owner (the documented account), the
// phone as a manager of the test's own.
import { expect, test, type Page } from '@playwright/test';
import { store } from '../lib/config';
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
  await form.getByLabel(t.courier).selectOption('Delhivery'); // chosen from the courier list
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
  // Delivered cannot be undone: the desk asks first; going back changes nothing.
  const delivered = screenTexts.orderStatusLabel.delivered!.toLowerCase();
  const ask = page.getByRole('alertdialog', { name: sellerTexts.labels.confirmTitle(delivered) });
  await mark('delivered').click();
  await expect(ask).toContainText(sellerTexts.labels.cannotUndo);
  await ask.getByRole('button', { name: sellerTexts.labels.confirmNo }).click();
  await expect(ask).toHaveCount(0);
  await expect(status).toHaveText(screenTexts.orderStatusLabel.out_for_delivery!);
  await mark('delivered').click();
  await ask.getByRole('button', { name: sellerTexts.labels.confirmYes(delivered) }).click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.delivered!);
  // No move is left, and the history names who made each one.
  await expect(page.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  // The shopper's confirmation from the link (docs/rules/orders.md#cash-on-delivery-confirmation), then the five moves.
  const history = page.getByRole('listitem').filter({ hasText: '→' });
  await expect(history).toHaveCount(6);

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

  // The messages the shopper was sent (by the shop's job worker, a moment after each move).
  const expected = [
    screenTexts.orderNotice.placed(order.order_string, `₹${order.total_paid_amount.toLocaleString('en-IN')}`),
    // The SMS links the shop's tracking page (the address whitelisted with DLT: docs/rules/messages.md#shipped).
    screenTexts.orderNotice.shipped(order.order_string, 'Delhivery', `DLV${contact}`, `${new URL(page.url()).origin}/track?order=${order.order_string}`),
    screenTexts.orderNotice.outForDelivery(order.order_string),
    screenTexts.orderNotice.delivered(order.order_string),
  ].map((text) => screenTexts.orderNotice.signed(text, store.businessName));
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get(`/api/dev/outbox?to=${contact}`)).json()).data as { body: string }[];
      const bodies = outbox.map((m) => m.body);
      return expected.filter((text) => !bodies.includes(text));
    }, { message: 'messages not in the outbox' })
    .toEqual([]);
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('a move is one request: the order page shows the new state from its answer, without reloading', async ({ page }) => {
  const contact = `8${String(Date.now()).slice(-9)}`;
  await logIn(page);
  const { order } = await placeCashOrderByApi(page, 'home-appliances', { contact }, 'last');
  await logInAsStaff(page, await newStaffMember('packer'));
  await page.goto(`/seller/orders/${order.order_id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Nothing but the move itself goes to the server: no second read, no page refresh
  // (the navigation's link prefetches are Next's own and say so in a header).
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/_next/static/') && !request.headers()['next-router-prefetch']) requests.push(`${request.method()} ${new URL(request.url()).pathname}${request.headers()['rsc'] ? ' (rsc)' : ''}`);
  });
  await page.getByRole('button', { name: t.moveTo(screenTexts.orderStatusLabel.confirmed!.toLowerCase()) }).click();
  await expect(page.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.confirmed!);
  await expect(toast(page, t.moved(screenTexts.orderStatusLabel.confirmed!.toLowerCase()))).toBeVisible();
  // The shopper's confirmation from the link, then this move.
  await expect(page.getByRole('listitem').filter({ hasText: '→' })).toHaveCount(2);
  expect(requests).toEqual(['POST /api/seller/orders/transition']);
});

test('a bulk move offers the role\'s moves, asks each order\'s courier and AWB, and shows refusals as errors by order number', async ({ page }) => {
  test.slow(); // two orders, two staff members
  const contact = `7${String(Date.now()).slice(-9)}`;
  await logIn(page);
  const first = (await placeCashOrderByApi(page, 'home-appliances', { contact }, 'last')).order;
  const second = (await placeCashOrderByApi(page, 'home-appliances', { contact }, 'last')).order;
  const numbers = [first.order_string, second.order_string];
  const label = (status: string) => screenTexts.orderStatusLabel[status]!;

  // A packer is offered only the moves a packer may make.
  await logInAsStaff(page, await newStaffMember('packer'));
  await page.goto(`/seller/orders?q=${contact}`);
  const moveTo = page.getByLabel(t.bulkMove);
  await expect(moveTo.getByRole('option')).toHaveText(['confirmed', 'packed', 'shipped'].map(label));

  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto(`/seller/orders?q=${contact}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  for (const number of numbers) await page.getByLabel(t.selectOrder(number)).check();
  // Shipping asks for each order's courier and AWB; these orders are not packed yet, so both are refused.
  await moveTo.selectOption({ label: label('shipped') });
  for (const number of numbers) {
    await page.getByLabel(t.bulkCourierFor(number)).selectOption('Delhivery');
    await page.getByLabel(t.bulkAwbFor(number)).fill(`AWB${number.slice(-6)}`);
  }
  await page.getByRole('button', { name: new RegExp(`^${t.bulkApply}`) }).click();
  const refused = toast(page, t.bulkDone(0, 2));
  await expect(refused).toBeVisible();
  await expect(refused).toHaveAttribute('data-type', 'error');
  for (const number of numbers) await expect(refused).toContainText(`${number}: `);

  // The refused orders stay selected; confirming them moves both, and the list shows it.
  await moveTo.selectOption({ label: label('confirmed') });
  await page.getByRole('button', { name: new RegExp(`^${t.bulkApply}`) }).click();
  const done = toast(page, t.bulkDone(2, 0));
  await expect(done).toBeVisible();
  await expect(done).toHaveAttribute('data-type', 'success');
  await expect(page.getByTestId('order-status')).toHaveText([label('confirmed'), label('confirmed')]);
});
