// The courier list on a phone (docs/rules/shipping.md#the-courier-list): a manager adds a
// courier with its tracking page and AWB format on /seller/couriers, ships a packed order
// choosing it from the list (an AWB of another format is refused beside its field, with
// the format's hint), and records the courier's COD remittance of that order with its
// deductions, the net shown as typed and in the remittances. The order is placed, packed
// and delivered through the API calls (the desk's screens are seller-orders.e2e.ts's).
import { expect, test, type Page } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { sellerCourierTexts } from '../lib/texts/seller/couriers';
import { rupees } from '../lib/pricing';
import { logIn, open, placeCashOrderByApi } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';

const t = sellerTexts.console;
const k = sellerCourierTexts;
const c = sellerTexts.codPage;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: text });

async function moveByDesk(page: Page, orderId: number, moves: Record<string, string>[]) {
  for (const move of moves) {
    const answer = await page.request.post('/api/seller/orders/transition', { data: { order_id: orderId, ...move } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

test('a manager adds a courier, ships an order choosing it, and records its remittance with deductions', async ({ page }, info) => {
  test.slow(); // three console pages and a shopper's order
  await page.setViewportSize({ width: 390, height: 844 });
  const courier = `Trackon ${info.project.name} ${Date.now()}`;
  await logIn(page);
  const { order } = await placeCashOrderByApi(page, 'lifestyle');
  await logInAsStaff(page, await newStaffMember('manager'));

  // ----- /seller/couriers: the list, and a new courier -----
  await page.getByRole('navigation', { name: t.title }).getByRole('link', { name: k.nav }).click();
  await expect(page.getByRole('heading', { name: k.title })).toBeVisible();
  await expect(page.getByTestId('courier').filter({ hasText: 'Delhivery' })).toContainText('https://www.delhivery.com/track/package/{awb}');
  const form = page.getByRole('form', { name: k.add });
  await form.getByLabel(k.name, { exact: true }).fill(courier);
  await form.getByLabel(k.trackingUrl).fill('https://trackon.example/track/{awb}');
  // A format that is no regular expression is refused beside its field.
  await form.getByLabel(k.awbPattern).fill('TRK[0-9');
  await form.getByRole('button', { name: k.add }).click();
  await expect(form.getByText(/^is not a regular expression/)).toBeVisible();
  await form.getByLabel(k.awbPattern).fill('TRK\\d{6}');
  await form.getByLabel(k.awbHint, { exact: true }).fill('TRK and 6 digits');
  await form.getByRole('button', { name: k.add }).click();
  await expect(toast(page, k.saved)).toBeVisible();
  const listed = page.getByTestId('courier').filter({ hasText: courier });
  await expect(listed).toContainText('AWB: TRK and 6 digits');
  await expect(listed).toContainText('https://trackon.example/track/{awb}');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath('couriers-phone.png'), fullPage: true, animations: 'disabled' });

  // ----- the order page: ship it choosing the courier -----
  await moveByDesk(page, order.order_id, [{ to: 'confirmed' }, { to: 'packed' }]);
  await open(page, `/seller/orders/${order.order_id}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText(screenTexts.orderStatusLabel.packed!);
  await page.getByRole('button', { name: t.moveTo(screenTexts.orderStatusLabel.shipped!.toLowerCase()) }).click();
  const ship = page.getByRole('form', { name: t.moveTo(screenTexts.orderStatusLabel.shipped!.toLowerCase()) });
  await ship.getByLabel(t.courier).selectOption(courier);
  await expect(ship.getByText(k.awbFormatHint('TRK and 6 digits'))).toBeVisible();
  const awb = `TRK${String(order.order_id).padStart(6, '0').slice(-6)}`;
  await ship.getByLabel(t.awb).fill('TRK12');
  await ship.getByRole('button', { name: t.confirmMove }).click();
  await expect(ship.getByText(k.awbFormat(courier, 'TRK and 6 digits'))).toBeVisible();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.packed!);
  await page.screenshot({ path: info.outputPath('ship-refused-phone.png'), fullPage: true, animations: 'disabled' });
  await ship.getByLabel(t.awb).fill(awb);
  await ship.getByRole('button', { name: t.confirmMove }).click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.shipped!);
  await expect(page.getByText(awb).first()).toBeVisible();

  // ----- /seller/cod: the courier's remittance, less its deductions -----
  await moveByDesk(page, order.order_id, [{ to: 'out_for_delivery' }, { to: 'delivered' }]);
  await open(page, '/seller/cod');
  const utr = `UTR${Date.now()}`;
  await page.getByRole('combobox', { name: c.courier }).selectOption(courier);
  await page.getByLabel(c.reference, { exact: true }).fill(utr);
  await page.getByRole('checkbox', { name: new RegExp(order.order_string) }).check();
  const gross = order.total_paid_amount as number;
  await expect(page.getByTestId('cod-total')).toHaveText(c.total(rupees(gross)));
  await page.getByLabel(c.freight).fill('45.50');
  await page.getByLabel(c.codCharges).fill('20');
  const net = Math.round((gross - 65.5) * 100) / 100;
  await expect(page.getByTestId('cod-net')).toHaveText(c.net(rupees(net)));
  await page.screenshot({ path: info.outputPath('remittance-phone.png'), fullPage: true, animations: 'disabled' });
  await page.getByRole('button', { name: c.record }).click();
  await expect(toast(page, c.recorded(utr, rupees(gross)))).toBeVisible();
  const remitted = page.getByTestId('cod-remittance').filter({ hasText: utr });
  await expect(remitted).toContainText(courier);
  await expect(remitted).toContainText(c.deductions(rupees(45.5), rupees(20)));
  await expect(remitted).toContainText(c.net(rupees(net)));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
