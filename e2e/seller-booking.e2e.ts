// Booking a courier from the desk on a packer's phone, over the fake Shiprocket that
// `npm run fakes` serves (playwright.config.ts points the shop at it): a packed order's
// page offers "Book shipment", shows the couriers' rates with the seller's rule's pick,
// books, and shows the AWB, the courier and the pickup; the label is the courier's PDF, and
// the fake has the order (with our number and the parcel's facts) and its pickup.
import { expect, test } from '@playwright/test';
import { sellerTexts } from '../lib/texts/seller';
import { shippingTexts as t } from '../lib/texts/seller/shipping';
import { logIn, placeCashOrderByApi } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

const fakes = `http://127.0.0.1:${process.env.E2E_FAKES_PORT ?? 4010}`;

test('a packer books a packed order: rates with the rule\'s pick, AWB, label PDF, pickup at the courier', async ({ page }) => {
  await logIn(page);
  const { order, product } = await placeCashOrderByApi(page, 'mobiles-laptops', { pincode: '110001' }, 'next-to-last');
  // The demo product's package facts (the product editor sets them; here, the test's set-up).
  inE2eDatabase((db) =>
    db.prepare('update products set package_weight_kg = 0.6, package_length_cm = 20, package_breadth_cm = 12, package_height_cm = 8 where id = ?').run(product.product_id),
  );

  await logInAsStaff(page, await newStaffMember('packer'));
  for (const to of ['confirmed', 'packed']) {
    const moved = await page.request.post('/api/seller/orders/transition', { data: { order_id: order.order_id, to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.goto(`/seller/orders/${order.order_id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: t.book }).click();
  const rates = page.getByRole('form', { name: t.rates });
  await expect(rates.getByRole('radio')).toHaveCount(4);
  // The rule (cheapest, by default) picks one, marked and chosen.
  await expect(rates.getByText(t.rulePick)).toHaveCount(1);
  const picked = rates.getByRole('radio', { checked: true });
  await expect(picked).toHaveCount(1);
  await rates.screenshot({ path: 'test-results/seller-booking-rates.png', animations: 'disabled' });
  const bookButton = rates.getByRole('button', { name: /^Book with / });
  const courier = ((await bookButton.textContent()) ?? '').replace('Book with ', '');
  // The phone is worth more than the e-way bill threshold: it is booked with its e-way bill.
  await rates.getByLabel(sellerTexts.console.ewayBillNo).fill('1812 3456 7890');
  await bookButton.click();

  const facts = page.getByTestId('shipment-facts');
  await expect(facts).toContainText(courier);
  await expect(facts).toContainText(/\d{11,15}/);
  await expect(facts).toContainText('Pickup on');
  await page.screenshot({ path: 'test-results/seller-booking-booked.png', animations: 'disabled', fullPage: false });
  const awb = (await facts.locator('dd.font-mono').textContent())!.trim();

  // The order stays packed, its AWB on the order's card.
  await expect(page.getByTestId('order-status')).toHaveText('Packed');
  await expect(page.getByText(`${courier} · ${awb}`)).toBeVisible();

  // The label is the courier's PDF.
  const labelHref = await facts.getByRole('link', { name: t.label }).getAttribute('href');
  const label = await page.request.get(labelHref!);
  expect(label.headers()['content-type']).toBe('application/pdf');
  expect((await label.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The courier has our order, with the parcel, and its pickup.
  const held = await (await page.request.get(`${fakes}/fake/shiprocket`)).json();
  const atCourier = held.orders.filter((o: { channel_order_id: string }) => o.channel_order_id === order.order_string);
  expect(atCourier).toHaveLength(1);
  expect(atCourier[0].body).toMatchObject({ payment_method: 'COD', weight: 0.6, length: 20, breadth: 12, height: 8, billing_pincode: '110001' });
  const shipment = held.shipments.find((s: { order_id: number }) => s.order_id === atCourier[0].id);
  expect(shipment.awb).toBe(awb);
  expect(held.pickups.some((p: { shipment_ids: number[] }) => p.shipment_ids.includes(shipment.id))).toBe(true);
});
