// Returns in the browser (docs/rules/seller.md#returns): a shopper asks to return a
// delivered item from the order page within the window; an owner approves it on
// /seller/returns, receives it back on sale with a fresh code, and records the cash
// refund on /seller/refunds; the shopper then sees the return refunded. An order
// delivered eight days ago shows the window closed and its return is refused. The audit
// log shows each staff action. Orders reach `delivered` through the desk's own call
// (the desk's screens are seller-orders.e2e.ts's journey). The return dialog and the
// returns desk pass axe's serious and critical checks.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { rupees } from '../lib/pricing';
import { logIn, open, placeCashOrderByApi } from './shopper';
import { logInAsStaff, newStaffMember, nextFreshCode } from './seller';
import { inE2eDatabase } from './test-database';

const r = screenTexts.returns;
const p = sellerTexts.returnsPage;

/** placed → delivered through orders/transition with the staff cookie of this page. */
async function deliverByDesk(page: Page, orderId: number) {
  for (const move of [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Ekart', awb: `EK${orderId}R` }, { to: 'out_for_delivery' }, { to: 'delivered' }]) {
    const answer = await page.request.post('/api/seller/orders/transition', { data: { order_id: orderId, ...move } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

test('a return within the window is approved, received and refunded; one past the window is refused; the audit log shows each step', async ({ page, isMobile }) => {
  test.slow(); // both sides of a return, with a refund
  await logIn(page);
  const vertical = isMobile ? 'washing-machines' : 'refrigerator';
  const { product, order } = await placeCashOrderByApi(page, vertical);
  const late = await placeCashOrderByApi(page, vertical);
  const owner = await newStaffMember('owner');
  await logInAsStaff(page, owner);
  await deliverByDesk(page, order.order_id);
  await deliverByDesk(page, late.order.order_id);
  inE2eDatabase((db) => db.prepare('UPDATE orders SET delivered_at = ? WHERE id = ?').run(new Date(Date.now() - 8 * 86_400_000).toISOString(), late.order.order_id));

  // The shopper asks for the return of the delivered item.
  await open(page, `/order-details?order_id=${order.order_id}`);
  const item = page.getByTestId('order-item').filter({ hasText: product.name });
  await expect(item.getByTestId('return-window')).toContainText('You can ask to return this item until');
  await item.getByRole('button', { name: r.returnItemOf(product.name) }).click();
  const dialog = page.getByRole('dialog', { name: r.dialogTitle(product.name) });
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('radio', { name: 'Not as described' }).check();
  await dialog.getByLabel(r.detailsLabel).fill('The box said 5 star, the label says 3 star');
  await dialog.getByRole('button', { name: r.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByTestId('return-state')).toHaveText(r.statusLine(r.states.requested!));
  await expect(item.getByRole('button', { name: r.returnItemOf(product.name) })).toHaveCount(0);

  // Past the window: no button, the closing date, and the call itself is refused.
  await open(page, `/order-details?order_id=${late.order.order_id}`);
  const lateItem = page.getByTestId('order-item').filter({ hasText: late.product.name });
  await expect(lateItem.getByTestId('return-window')).toContainText('The return window closed on');
  await expect(lateItem.getByRole('button', { name: r.returnItemOf(late.product.name) })).toHaveCount(0);
  const refused = await page.request.post('/api/store/orderReturn', { data: { order_id: late.order.order_id, item_id: await itemIdOf(late.order.order_id), reason: 'Damaged or defective' } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/^The return window for this order closed on /);

  // The owner approves it, then receives it back on sale with a fresh code.
  await page.goto('/seller/returns');
  const card = page.getByTestId('return-row').filter({ hasText: order.order_string });
  await expect(card).toContainText('Not as described: The box said 5 star, the label says 3 star');
  await expectNoSeriousA11yIssues(page);
  await card.getByRole('button', { name: p.approve }).click();
  await expect(card).toHaveCount(0); // no longer waiting for a decision
  await page.getByRole('link', { name: p.states.approved, exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/returns\?status=approved$/); // the tab is in the URL, so a reload keeps it
  await expect(card.getByTestId('return-status')).toHaveText(p.states.approved!);
  await card.getByLabel(p.freshCode).fill(await nextFreshCode(owner));
  await card.getByRole('button', { name: p.restocked }).click();
  await expect(card).toHaveCount(0); // received: no longer in the approved tab
  await page.getByRole('link', { name: p.states.received, exact: true }).click();
  await expect(card.getByTestId('return-status')).toHaveText(p.states.received!);
  await expect(card).toContainText(p.cashRefundDue(rupees(creditedRupees(order.order_id))));
  const returnId = Number((await card.getByRole('heading').textContent())!.match(/Return (\d+)/)![1]);

  // The cash goes back by UPI: the manual refund names the order by its number, and the return.
  await page.goto('/seller/refunds');
  const refunds = sellerTexts.refundsPage;
  await page.getByLabel(refunds.orderNumber).fill(order.order_string);
  await page.getByLabel(refunds.amountRupees).fill(String(creditedRupees(order.order_id)));
  await page.getByLabel(refunds.referenceHint).fill(`UPI 5${order.order_id}0042`);
  await page.getByLabel(refunds.returnId).fill(String(returnId));
  await page.getByLabel(refunds.freshCode).fill(await nextFreshCode(owner));
  await page.getByRole('button', { name: refunds.record }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: refunds.recorded(order.order_string, rupees(creditedRupees(order.order_id))) })).toBeVisible();

  // The shopper sees the return refunded, and the refund.
  await open(page, `/order-details?order_id=${order.order_id}`);
  await expect(item.getByTestId('return-state')).toHaveText(r.statusLine(r.states.refunded!));
  await expect(page.getByTestId('order-refund')).toContainText(screenTexts.refunds.states.processed!);

  // The audit log: the approval and the receipt of the return, and the refund on its order.
  await page.goto(`/seller/audit?object_type=return&object_id=${returnId}`);
  const lines = page.getByTestId('audit-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('return.receive');
  await expect(lines.nth(1)).toContainText('return.approve');
  await expect(lines.nth(0)).toContainText(owner.email);
  await page.goto(`/seller/audit?object_type=order&object_id=${order.order_id}&action=refund.manual`);
  await expect(page.getByTestId('audit-line')).toHaveCount(1);
});

async function expectNoSeriousA11yIssues(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function itemIdOf(orderId: number): number {
  return inE2eDatabase((db) => (db.prepare('SELECT id FROM order_items WHERE order_id = ?').get(orderId) as { id: number }).id);
}

/** What the return's credit note credits (rupees): the amount the manual refund pays back. */
function creditedRupees(orderId: number): number {
  const row = inE2eDatabase((db) => db.prepare("SELECT body FROM tax_documents WHERE order_id = ? AND kind = 'credit_note'").get(orderId) as { body: string });
  return JSON.parse(row.body).totals.total / 100;
}
