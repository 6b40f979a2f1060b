// Failed deliveries in the browser over the fake Shiprocket (docs/rules/shipping.md#failed-deliveries):
// a cash order packed and booked from the desk, the courier's events pushed by the fake to
// the shop's webhook. An undelivered event puts the parcel on the Failed deliveries desk; a
// manager asks for a re-attempt, which reaches the fake's NDR action, and the next events
// deliver it; the shopper follows it on the order page and on /track. Another parcel: the
// shopper asks for a re-attempt from the order page, it shows on the desk, the second attempt
// fails too, the manager returns it (after a confirmation) and RTO delivered puts the stock back.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, todayInIndia } from '../lib/orders/dates';
import { showDate } from '../lib/orders/display';
import { sellerTexts } from '../lib/texts/seller';
import { trackingTexts } from '../lib/texts/tracking';
import { screenTexts } from '../lib/texts/screens';
import { logIn, placeCashOrderByApi, type PlacedOrder } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

const d = sellerTexts.ndrDesk;
const fakes = `http://127.0.0.1:${process.env.E2E_FAKES_PORT ?? 4010}`;

/** The fake Shiprocket's tracking webhook for this AWB, sent to the shop (answered 200). */
async function push(request: APIRequestContext, awb: string, statusId: number, activity?: string) {
  const answer = await request.post(`${fakes}/fake/shiprocket/push`, { data: { awb, status_id: statusId, ...(activity ? { activity } : {}) } });
  expect(answer.status(), await answer.text()).toBe(200);
  expect((await answer.json()).shop.status).toBe(200);
}

/** What the fake Shiprocket was asked for this AWB's failed delivery. */
async function ndrActionsOf(request: APIRequestContext, awb: string): Promise<{ awb: string; body: Record<string, unknown> }[]> {
  const held = await (await request.get(`${fakes}/fake/shiprocket`)).json();
  return (held.ndr_actions as { awb: string; body: Record<string, unknown> }[]).filter((a) => a.awb === awb);
}

const stockOf = (productId: number) => inE2eDatabase((db) => (db.prepare('select stock from products where id = ?').get(productId) as { stock: number }).stock);

/** A shopper's cash order, packed and booked by a manager of the test's own through the console's calls; its AWB. */
async function bookedOrder(page: Page, contact: string): Promise<{ placed: PlacedOrder; awb: string }> {
  await logIn(page);
  const placed = await placeCashOrderByApi(page, 'air-care', { contact }, 'last');
  inE2eDatabase((db) => db.prepare('update products set package_weight_kg = 1.2, package_length_cm = 40, package_breadth_cm = 30, package_height_cm = 25 where id = ?').run(placed.product.product_id));
  await logInAsStaff(page, await newStaffMember('manager'));
  const settings = await page.request.post('/api/seller/shipping/save-settings', { data: { courier_rule: 'cheapest', preferred_courier: '', pickup_location: 'Gurugram WH', pickup_pincode: '122015', poll_after_hours: 12 } });
  expect(settings.status(), await settings.text()).toBe(200);
  for (const to of ['confirmed', 'packed']) {
    const moved = await page.request.post('/api/seller/orders/transition', { data: { order_id: placed.order.order_id, to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // The parcel is worth more than the e-way bill threshold: it is booked with its e-way bill.
  const ewayBillNo = `18${String(Date.now()).slice(-10)}`;
  const booked = await page.request.post('/api/seller/shipping/book', { data: { order_id: placed.order.order_id, eway_bill_no: ewayBillNo } });
  expect(booked.status(), await booked.text()).toBe(200);
  const awb = (await booked.json()).payload.shipment.awb as string;
  expect(awb).toBeTruthy();
  return { placed, awb };
}

const deskRow = (page: Page, orderString: string) => page.getByRole('listitem', { name: `${d.order} ${orderString}` });

test('an undelivered parcel: the desk, a re-attempt sent to the courier, then delivered; the shopper tracks it', async ({ page, request }, testInfo) => {
  test.slow(); // a whole journey on both sides, over the fake courier
  const contact = `8${String(Date.now()).slice(-9)}`;
  const { placed, awb } = await bookedOrder(page, contact);
  const orderString = placed.order.order_string;
  await push(request, awb, 42);
  await push(request, awb, 17);
  await push(request, awb, 21, 'Customer not available');

  await page.goto('/seller');
  await page.getByRole('navigation', { name: sellerTexts.console.title }).getByRole('link', { name: d.nav }).click();
  await expect(page.getByRole('heading', { name: d.title })).toBeVisible();
  const row = deskRow(page, orderString);
  await expect(row).toContainText('Customer not available');
  await expect(row).toContainText(awb);
  await expect(row.getByTestId('ndr-time-left')).toContainText(/left$/);

  const date = addDays(todayInIndia(), 2);
  await row.getByRole('button', { name: d.reattemptOf(orderString) }).click();
  const form = row.getByRole('form', { name: d.reattemptOf(orderString) });
  // A date outside the courier's window is refused, naming the field.
  await form.getByLabel(d.date).fill(addDays(todayInIndia(), 9));
  await form.getByRole('button', { name: d.send }).click();
  await expect(form.getByText(/choose a date in that window/)).toBeVisible();
  await form.getByLabel(d.date).fill(date);
  await form.getByLabel(d.landmark).fill('Opposite the water tank');
  await page.screenshot({ path: testInfo.outputPath('desk-reattempt-form.png'), fullPage: true, animations: 'disabled' });
  await form.getByRole('button', { name: d.send }).click();
  await expect(row.getByTestId('ndr-decision')).toContainText(d.decided['re-attempt'](showDate(date), 'staff'));

  // The worker sends it to the courier at once: Shiprocket's NDR action with the date and landmark.
  await expect.poll(async () => (await ndrActionsOf(request, awb)).map((a) => a.body), { timeout: 15_000 }).toEqual([
    expect.objectContaining({ action: 're-attempt', deferred_date: date, address1: 'Opposite the water tank' }),
  ]);
  await page.reload();
  await expect(deskRow(page, orderString).getByTestId('ndr-decision')).toContainText(d.sent.sent!);
  await page.screenshot({ path: testInfo.outputPath('desk-decided.png'), fullPage: true, animations: 'disabled' });

  await push(request, awb, 17);
  await push(request, awb, 7);
  await page.reload();
  await expect(deskRow(page, orderString)).toHaveCount(0);

  // The shopper's order page: the parcel's courier, AWB and the courier's scans, delivered.
  await page.goto(`/order-details?order_id=${placed.order.order_id}`);
  const tracking = page.getByRole('region', { name: trackingTexts.heading });
  await expect(tracking.getByTestId('tracking-awb')).toContainText(awb);
  await expect(tracking.getByTestId('tracking-status')).toHaveText(trackingTexts.states.delivered!);
  await expect(tracking.getByTestId('tracking-scans').getByRole('listitem')).toHaveCount(5);
  await page.screenshot({ path: testInfo.outputPath('order-tracking.png'), fullPage: true, animations: 'disabled' });

  // /track, by order number (from the shipped message's link) and phone; a wrong phone shows nothing of it.
  await page.goto(`/track?order=${orderString}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByLabel(trackingTexts.orderNumber)).toHaveValue(orderString);
  await page.getByLabel(trackingTexts.phoneNumber).fill(contact.slice(0, 9) + (contact.endsWith('1') ? '2' : '1'));
  await page.getByRole('button', { name: trackingTexts.find }).click();
  await expect(page.getByRole('alert').filter({ hasText: trackingTexts.notFound })).toBeVisible();
  await expect(page.getByText(awb)).toHaveCount(0);
  await page.getByLabel(trackingTexts.phoneNumber).fill(contact);
  await page.getByRole('button', { name: trackingTexts.find }).click();
  await expect(page.getByTestId('track-status')).toHaveText(screenTexts.orderStatusLabel.delivered!);
  await expect(page.getByTestId('tracking-awb')).toContainText(awb);
  await page.screenshot({ path: testInfo.outputPath('track-page.png'), fullPage: true, animations: 'disabled' });
});

test('the shopper asks for a re-attempt; the second attempt fails too; the manager returns it and the stock comes back', async ({ page, request }, testInfo) => {
  test.slow();
  const contact = `7${String(Date.now()).slice(-9)}`;
  const { placed, awb } = await bookedOrder(page, contact);
  const orderString = placed.order.order_string;
  const stockBefore = stockOf(placed.product.product_id);
  await push(request, awb, 42);
  await push(request, awb, 21, 'Address incomplete');

  // The shopper (still logged in on this browser) asks from the order page.
  await page.goto(`/order-details?order_id=${placed.order.order_id}`);
  const failed = page.getByTestId('tracking-failed');
  await expect(failed).toContainText('Address incomplete');
  const date = addDays(todayInIndia(), 1);
  const ask = failed.getByRole('form', { name: trackingTexts.ask });
  await ask.getByLabel(trackingTexts.date).fill(date);
  await ask.getByLabel(trackingTexts.landmark).fill('Near the Hanuman temple');
  await page.screenshot({ path: testInfo.outputPath('shopper-reattempt.png'), fullPage: true, animations: 'disabled' });
  await ask.getByRole('button', { name: trackingTexts.ask }).click();
  await expect(failed.getByText(trackingTexts.reattemptOn(showDate(date)))).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expect.poll(async () => (await ndrActionsOf(request, awb)).map((a) => a.body.deferred_date), { timeout: 15_000 }).toEqual([date]);

  // The desk shows what the customer asked for; nothing is left to decide for this attempt.
  await page.goto('/seller/deliveries');
  const row = deskRow(page, orderString);
  await expect(row.getByTestId('ndr-requested')).toBeVisible();
  await expect(row.getByRole('button', { name: d.returnOf(orderString) })).toHaveCount(0);

  // The second attempt fails: a new decision; the manager returns the parcel, after confirming.
  await push(request, awb, 17);
  await push(request, awb, 21, 'Door locked');
  await page.reload();
  await expect(deskRow(page, orderString)).toContainText('Door locked');
  await deskRow(page, orderString).getByRole('button', { name: d.returnOf(orderString) }).click();
  const confirm = deskRow(page, orderString).getByRole('alertdialog');
  await expect(confirm).toContainText(d.confirmReturn(orderString));
  await page.screenshot({ path: testInfo.outputPath('desk-return-confirm.png'), fullPage: true, animations: 'disabled' });
  await confirm.getByRole('button', { name: d.confirmReturnYes }).click();
  await expect(deskRow(page, orderString).getByTestId('ndr-decision')).toContainText(d.decided.return('staff'));
  await expect.poll(async () => (await ndrActionsOf(request, awb)).map((a) => a.body.action), { timeout: 15_000 }).toEqual(['re-attempt', 'return']);

  // The courier brings it back: RTO initiated keeps the stock out, RTO delivered puts it back.
  await push(request, awb, 9);
  expect(stockOf(placed.product.product_id)).toBe(stockBefore);
  await push(request, awb, 10);
  expect(stockOf(placed.product.product_id)).toBe(stockBefore + 1);
  await page.goto(`/seller/orders/${placed.order.order_id}`);
  await expect(page.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.rto_received!);
});
