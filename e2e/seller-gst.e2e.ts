// The owner's GSTR-1 screen on the production build (docs/rules/gst.md): an order shipped
// this month (its invoice issued by the desk's own move) is on /seller/gst for this
// month behind its B2CS line, the reconciliation says the sections add up to the
// documents, the JSON download is the offline tool's for this period and lists the
// invoice, and a manager is shown the console's "not for your role" page instead.
import { expect, test, type Page } from '@playwright/test';
import { sellerTexts } from '../lib/texts/seller';
import { sellerGstTexts } from '../lib/texts/seller/gst';
import { logIn, placeCashOrderByApi } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';

const t = sellerGstTexts.gstPage;

/** This month in India, MMYYYY. */
function thisPeriod(): string {
  const ist = new Date(Date.now() + 330 * 60 * 1000);
  return `${String(ist.getUTCMonth() + 1).padStart(2, '0')}${ist.getUTCFullYear()}`;
}

async function ship(page: Page, orderId: number, totalRupees: number) {
  // A consignment above ₹50,000 moves with an e-way bill (docs/rules/seller.md#e-way-bills).
  const eway = totalRupees > 50_000 ? { eway_bill_no: '123456789012' } : {};
  for (const step of [{ to: 'confirmed' }, { to: 'packed' }, { to: 'shipped', courier: 'Delhivery', awb: `GST${orderId}E`, ...eway }]) {
    const answer = await page.request.post('/api/seller/orders/transition', { data: { order_id: orderId, ...step } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

test('GSTR-1 for this month: the shipped order\'s invoice behind its line, the sections reconciled, the JSON for the offline tool; owner only', async ({ page, isMobile }) => {
  test.slow();
  await logIn(page);
  const placed = await placeCashOrderByApi(page, 'home-appliances', { pincode: '122001' }, isMobile ? 'next-to-last' : 'last');
  await logInAsStaff(page, await newStaffMember('owner'));
  await ship(page, placed.order.order_id, Number(placed.order.total_paid_amount));
  const detail = await (await page.request.post('/api/seller/orders/detail', { data: { order_id: placed.order.order_id } })).json();
  const invoice = (detail.payload.documents as { kind: string; number: string }[]).find((d) => d.kind === 'invoice')!.number;

  const period = thisPeriod();
  await page.getByRole('link', { name: t.nav, exact: true }).first().click();
  await expect(page).toHaveURL(/\/seller\/gst/);
  await page.getByLabel(t.periodLabel).fill(period);
  await page.getByRole('button', { name: t.show }).click();
  await expect(page.getByRole('heading', { name: t.heading(period) })).toBeVisible();
  const b2cs = page.getByTestId('gst-section-b2cs');
  await expect(b2cs.getByRole('row').filter({ hasText: invoice })).toHaveCount(1);
  await expect(page.getByTestId('gst-reconciliation').getByRole('status')).toHaveText(t.matches);
  await expect(page.getByTestId('gst-filed')).toHaveText(t.notFiled);

  const json = await page.request.get(`/seller/gst/gstr1.json?period=${period}`);
  expect(json.status()).toBe(200);
  const body = await json.json();
  expect(body.fp).toBe(period);
  expect(JSON.stringify(body.doc_issue)).toMatch(/INV\//);
  const sheet = await page.request.get(`/seller/gst/gstr1.xlsx?period=${period}`);
  expect(sheet.status()).toBe(200);

  // The screen fits a phone: no sideways scroll of the page itself.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

  await logInAsStaff(page, await newStaffMember('manager'));
  await expect(page.getByRole('link', { name: t.nav, exact: true })).toHaveCount(0);
  await page.goto(`/seller/gst?period=${period}`);
  await expect(page.getByText(sellerTexts.console.forbiddenText)).toBeVisible();
  expect((await page.request.get(`/seller/gst/gstr1.json?period=${period}`)).status()).toBe(403);
});
