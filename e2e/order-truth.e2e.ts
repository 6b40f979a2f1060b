// The shopper's order pages tell the truth (docs/rules/orders.md#order-detail), walked in the
// browser at both viewports (the phone's is 390 × 844):
// - a prepaid order returned to the seller (RTO): My Orders and the order page say so, with
//   the courier, the AWB, the GST invoice's number, the payment reference under its own name
//   and the refund from the refunds table; no "Item Packed" track, no Cancel Item, and a
//   cancel sent all the same is a 409 that names the state;
// - a cash order with an item cancelled, the other delivered and returned: the cancelled item
//   says so without a Cancel Item, the delivered one offers none either, and the return's
//   state and its refund show;
// - the account pages' menu: no two entries overlap, nor the page under it.
// Staff move the orders through the seller API (orders/transition, returns/*, refunds/*),
// as seller-returns.e2e.ts does; the shopper acts on the screens.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import { screenTexts } from '../lib/texts/screens';
import { statusLabel } from '../lib/orders/display';
import { rupees } from '../lib/pricing';
import { addAddressByApi, cashOrderByApi, confirmCodOrder, logIn, open } from './shopper';
import { freshCode, newStaffMember, type StaffLogin } from './seller';
import { inE2eDatabase } from './test-database';

const o = screenTexts.orderScreens;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
type Product = { product_id: number; name: string; stock: number; selling_price: number };

/**
 * A shelf's products with stock to spare, under ₹20,000 each: an order of two stays below the
 * e-way bill threshold, so shipping it needs no e-way bill number (eway-bills.e2e.ts has those).
 */
async function inStock(page: Page, vertical: string): Promise<Product[]> {
  const list = await (await page.request.post('/api/store/VerticalByProduct', { data: { vertical_slug: vertical, result_per_page: 40 } })).json();
  // Not sold by serial number: packing those asks for the piece (seller-units tests do that).
  const byUnit = new Set(inE2eDatabase((db) => (db.prepare('SELECT id FROM products WHERE sold_by_unit = 1').all() as { id: number }[]).map((r) => r.id)));
  const products = (list.payload_VerticalByProduct.products as Product[]).filter((p) => p.stock > 3 && p.selling_price < 20_000 && !byUnit.has(p.product_id));
  expect(products.length, `products of ${vertical} to buy`).toBeGreaterThanOrEqual(5);
  return products;
}

async function addToCart(page: Page, products: Product[]) {
  for (const p of products) expect((await page.request.post('/api/store/addTocart', { data: { product_id: p.product_id, quantity: 1 } })).status()).toBe(200);
}

/** The cart paid online on the test provider's page (as the shopper's browser would), then confirmed. */
async function paidOnlineOrder(page: Page, addressId: number) {
  const started = (await (await page.request.post('/api/store/onlinePaymentProcess', { data: { address_id: addressId, paymentmode: 'online' } })).json()).payload_onlinePaymentProcess;
  expect(started.provider).toBe('test');
  const paid = (await (await page.request.post('/api/payments/test', { data: { order_id: started.order_id, outcome: 'pay' } })).json()).payload;
  const confirmed = await page.request.post('/api/store/onlinePaymentSuccess', { data: { order_id: started.order_id, transection_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { orderId: (await confirmed.json()).payload.order_id as number, paymentId: paid.razorpay_payment_id as string };
}

/** Logs a staff member in through the seller API with this page's cookies (the shopper's stay). */
async function staffLogIn(page: Page, login: StaffLogin) {
  const answer = await page.request.post('/api/seller/auth/login', {
    data: { email: login.email, password: login.password, totp: freshCode(login) },
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function staffCall(page: Page, path: string, data: Record<string, unknown>) {
  const answer = await page.request.post(`/api/seller/${path}`, { data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()).payload;
}

async function move(page: Page, orderId: number, moves: Record<string, string>[]) {
  for (const m of moves) await staffCall(page, 'orders/transition', { order_id: orderId, ...m });
}

/** A return to origin: RTO initiated, then received back at the seller, where a prepaid order is refunded. */
async function returnToOrigin(page: Page, orderId: number, awb: string) {
  await move(page, orderId, [
    { to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb }, { to: 'out_for_delivery' },
    { to: 'delivery_failed', reason: 'Customer not available' }, { to: 'rto' }, { to: 'rto_received' },
  ]);
}

const detailOf = async (page: Page, orderId: number) =>
  (await (await page.request.post('/api/store/orderDetails', { data: { order_id: orderId } })).json()).payload_orderDetails;

const itemRow = (page: Page, name: string) => page.getByTestId('order-item').filter({ hasText: name });

/** No two boxes overlap (touching edges allowed). */
function expectApart(boxes: { name: string; box: { x: number; y: number; width: number; height: number } }[]) {
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!.box;
      const b = boxes[j]!.box;
      const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      expect(overlapX > 0.5 && overlapY > 0.5, `${boxes[i]!.name} overlaps ${boxes[j]!.name}: ${JSON.stringify([a, b])}`).toBe(false);
    }
  }
}

async function boxOf(locator: Locator, name: string) {
  const box = await locator.boundingBox();
  expect(box, `${name} is on screen`).not.toBeNull();
  return { name, box: box! };
}

test('a prepaid order returned to the seller: its state, courier, invoice, refund, and nothing to cancel', async ({ page, isMobile }) => {
  test.slow(); // both sides, six moves
  await logIn(page);
  const addressId = await addAddressByApi(page);
  // Away from the shelf's first product and its last ones, which other tests buy and count.
  const product = (await inStock(page, isMobile ? 'sound-systems' : 'air-care'))[2];
  await addToCart(page, [product!]);
  const { orderId, paymentId } = await paidOnlineOrder(page, addressId);

  // Before it ships: no invoice number yet, the payment's reference named as such, Cancel Item offered.
  await open(page, `/order-details?order_id=${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText(statusLabel('placed'));
  const invoice = page.getByRole('region', { name: o.invoice });
  await expect(invoice.getByTestId('invoice-number')).toHaveText(o.invoiceAtShipping);
  await expect(invoice.getByTestId('payment-reference')).toHaveText(paymentId);
  await expect(invoice.getByText(o.paymentReference)).toBeVisible();
  await expect(page.getByRole('button', { name: o.cancelItemOf(product!.name) })).toBeVisible();

  const awb = `DL${orderId}7788`;
  await staffLogIn(page, await newStaffMember('manager'));
  await returnToOrigin(page, orderId, awb);
  const detail = await detailOf(page, orderId);
  expect(detail.status).toBe('rto_received');
  expect(detail.refunds).toEqual([expect.objectContaining({ amount: detail.total_paid_amount, status: 'processed' })]);

  await open(page, '/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: String(detail.order_string) });
  await expect(card.getByTestId('order-status')).toHaveText(statusLabel(detail.status));

  await open(page, `/order-details?order_id=${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText(statusLabel(detail.status));
  // Shipped by hand, the order has its shipment: the tracking section names courier and AWB, once.
  await expect(page.getByTestId('tracking-courier')).toHaveText('Delhivery');
  await expect(page.getByTestId('tracking-awb')).toContainText(awb);
  await expect(page.getByTestId('order-courier')).toHaveCount(0);
  await expect(page.getByTestId('order-refund')).toHaveText(screenTexts.refunds.orderLine(rupees(detail.total_paid_amount), screenTexts.refunds.states.processed!));
  await expect(invoice.getByTestId('invoice-number')).toHaveText(detail.tax_invoice_number);
  await expect(invoice.getByTestId('payment-reference')).toHaveText(paymentId);
  // Not "Item Packed" on its way with a Cancel Item: the order's state, and no button.
  const item = itemRow(page, product!.name);
  await expect(item.getByTestId('item-state')).toHaveText(`${o.status}: ${statusLabel(detail.status)}`);
  await expect(page.getByRole('list', { name: o.progressOf(product!.name) })).toHaveCount(0);
  await expect(page.getByText(o.steps[1]!)).toHaveCount(0);
  await expect(page.getByRole('button', { name: o.cancelItemOf(product!.name) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: o.cancelOrder })).toHaveCount(0);
  if (isMobile) await page.screenshot({ path: test.info().outputPath('order-rto-phone.png'), fullPage: true, animations: 'disabled' });

  // A cancel sent all the same (a tab left open) is refused, naming the state, and changes nothing.
  const refused = await page.request.post('/api/store/orderItemCancel', { data: { order_id: orderId, item_id: detail.orderdetails[0].item_id } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(screenTexts.itemNotCancellable(statusLabel(detail.status).toLowerCase()));
  expect((await detailOf(page, orderId)).refunds).toHaveLength(1);
});

test('a cash order: an item cancelled, the other delivered and returned; each says so, with the refund', async ({ page, isMobile }) => {
  test.slow(); // both sides of a return, with a refund
  await logIn(page);
  const addressId = await addAddressByApi(page);
  const [kept, dropped] = (await inStock(page, isMobile ? 'home-appliances' : 'toys')).slice(3, 5);
  await addToCart(page, [kept!, dropped!]);
  const placed = await cashOrderByApi(page, addressId);
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = (await placed.json()).payload.order_id as number;
  await confirmCodOrder(page, orderId);

  // The shopper cancels one item on the page.
  await open(page, `/order-details?order_id=${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText(statusLabel('placed'));
  await expect(page.getByRole('region', { name: o.invoice }).getByTestId('payment-reference')).toHaveCount(0); // cash: no payment yet
  await page.getByRole('button', { name: o.cancelItemOf(dropped!.name) }).click();
  await page.getByRole('dialog').getByRole('button', { name: o.cancelItem }).click();
  await expect(toast(page, screenTexts.itemCancelled)).toBeVisible();
  await expect(itemRow(page, dropped!.name)).toContainText(o.itemCancelledLabel);
  await expect(page.getByRole('button', { name: o.cancelItemOf(dropped!.name) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: o.cancelItemOf(kept!.name) })).toBeVisible();

  // Delivered: nothing to cancel, the Return button instead.
  await staffLogIn(page, await newStaffMember('manager'));
  await move(page, orderId, [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Ekart', awb: `EK${orderId}55` }, { to: 'out_for_delivery' }, { to: 'delivered' }]);
  await open(page, `/order-details?order_id=${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText(statusLabel('delivered'));
  await expect(page.getByRole('list', { name: o.progressOf(kept!.name) }).getByRole('listitem')).toHaveText(o.steps.map((s) => `${s} (done)`));
  await expect(page.getByRole('button', { name: o.cancelItemOf(kept!.name) })).toHaveCount(0);

  // The shopper asks for its return on the page.
  await itemRow(page, kept!.name).getByRole('button', { name: screenTexts.returns.returnItemOf(kept!.name) }).click();
  const dialog = page.getByRole('dialog', { name: screenTexts.returns.dialogTitle(kept!.name) });
  await dialog.getByRole('radio', { name: 'Damaged or defective' }).check();
  await dialog.getByRole('button', { name: screenTexts.returns.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(itemRow(page, kept!.name).getByTestId('return-state')).toHaveText(screenTexts.returns.statusLine(screenTexts.returns.states.requested!));

  // Staff approve it, receive it, and pay the cash back by UPI (each fresh code by a member of its own).
  const { return_id: returnId } = (await detailOf(page, orderId)).returns[0];
  await staffCall(page, 'returns/decide', { return_id: returnId, decision: 'approve' });
  const receiver = await newStaffMember('manager');
  await staffLogIn(page, receiver);
  const received = await staffCall(page, 'returns/receive', { return_id: returnId, outcome: 'restocked', totp: freshCode(receiver) });
  const credited = received.return.credit_note.amount as number;
  const refunder = await newStaffMember('manager');
  await staffLogIn(page, refunder);
  await staffCall(page, 'refunds/record-manual', { order_id: orderId, amount: credited, reference: `UPI ${orderId}0042`, return_id: returnId, totp: freshCode(refunder) });

  await open(page, `/order-details?order_id=${orderId}`);
  await expect(itemRow(page, kept!.name).getByTestId('return-state')).toHaveText(screenTexts.returns.statusLine(screenTexts.returns.states.refunded!));
  await expect(page.getByTestId('order-refund')).toHaveText(screenTexts.refunds.orderLine(rupees(credited), screenTexts.refunds.states.processed!));
  await expect(itemRow(page, dropped!.name)).toContainText(o.itemCancelledLabel);
  for (const name of [kept!.name, dropped!.name]) await expect(page.getByRole('button', { name: o.cancelItemOf(name) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: o.cancelOrder })).toHaveCount(0);
  if (isMobile) await page.screenshot({ path: test.info().outputPath('order-returned-phone.png'), fullPage: true, animations: 'disabled' });
});

test('the account menu: no entry overlaps another or the page under it', async ({ page, isMobile }) => {
  await logIn(page);
  // A phone as the QA tried it (390 px), and the narrower ones still sold.
  for (const width of isMobile ? [390, 360, 320] : [1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/my-account', '/my-orders']) {
      await open(page, path);
      const menu = page.getByRole('navigation', { name: texts.account.accountMenu }).filter({ visible: true });
      await expect(menu).toHaveCount(1);
      const entries = menu.locator('a, button');
      const count = await entries.count();
      expect(count).toBeGreaterThanOrEqual(3);
      const boxes = [];
      for (let i = 0; i < count; i++) {
        const entry = entries.nth(i);
        const name = `${(await entry.textContent())!.trim()} at ${width} px`;
        boxes.push(await boxOf(entry, name));
        // Each entry's words stay inside its own outline.
        const fits = await entry.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);
        expect(fits, `${name} fits its outline`).toBe(true);
      }
      expectApart(boxes);
      expectApart([...boxes, await boxOf(page.getByRole('heading', { level: 1 }), 'the page heading')]);
      if (isMobile) {
        // One row: every entry on the first's line, within the screen.
        for (const { name, box } of boxes) {
          expect(Math.abs(box.y - boxes[0]!.box.y), `${name} is on the menu's one row`).toBeLessThan(1);
          expect(box.x + box.width, `${name} is within the screen`).toBeLessThanOrEqual(width);
        }
        await page.screenshot({ path: test.info().outputPath(`account-menu-${width}${path.replace('/', '-')}.png`), animations: 'disabled' });
      }
    }
  }
});
