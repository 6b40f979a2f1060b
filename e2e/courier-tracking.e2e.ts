// Tracking moves the order (docs/rules/shipping.md#tracking): a packed order booked at the fake Shiprocket of
// playwright.config.ts (`npm run fakes`) is moved to delivered by the tracking webhooks the fake
// pushes to POST /api/courier/events, with no staff move after packing; the shopper's order page
// shows it delivered, and the console's order page names the courier as the mover and shows the
// shipment's events and scans, on a phone as on a desktop.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { logIn, open, placeCashOrderByApi } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

const fakes = `http://127.0.0.1:${process.env.E2E_FAKES_PORT ?? 4010}`;
const sr = `${fakes}/v1/external`;

/** Books the order at the fake Shiprocket as a booking does (order, AWB), and records the shipment as the booking module leaves it. */
async function bookAtFake(request: APIRequestContext, order: { order_id: number; order_string: string }): Promise<string> {
  const login = await (await request.post(`${sr}/auth/login`, { data: { email: 'api@fake-shiprocket.test', password: 'fake-shiprocket-password' } })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const created = await request.post(`${sr}/orders/create/adhoc`, {
    headers,
    data: {
      order_id: order.order_string, order_date: '2026-12-01 10:00', pickup_location: 'Primary', billing_customer_name: 'Asha', billing_last_name: 'Verma',
      billing_address: 'B-14 Janpath Road', billing_city: 'New Delhi', billing_pincode: '110001', billing_state: 'Delhi', billing_country: 'India',
      billing_phone: '9876543210', shipping_is_billing: true, order_items: [{ name: 'Appliance', sku: 'E2E-1', units: 1, selling_price: 1000 }],
      payment_method: 'COD', sub_total: 1000, length: 30, breadth: 20, height: 10, weight: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const booked = await created.json();
  const assigned = await request.post(`${sr}/courier/assign/awb`, { headers, data: { shipment_id: booked.shipment_id } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const data = (await assigned.json()).response.data;
  inE2eDatabase((db) =>
    db.prepare(
      `insert into shipments (company_id, store_id, order_id, booking_key, provider, provider_order_id, provider_shipment_id, awb, courier_company_id, courier_name, status, updated_at)
       values (191, 139, ?, ?, 'shiprocket', ?, ?, ?, ?, ?, 'booked', ?)`,
    ).run(order.order_id, `order:${order.order_id}`, String(booked.order_id), String(booked.shipment_id), data.awb_code, String(data.courier_company_id), data.courier_name, new Date().toISOString()),
  );
  return data.awb_code as string;
}

async function push(request: APIRequestContext, awb: string, statusId: number) {
  const pushed = await request.post(`${fakes}/fake/shiprocket/push`, { data: { awb, status_id: statusId } });
  expect(pushed.status(), await pushed.text()).toBe(200);
  const answer = (await pushed.json()).shop;
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as { status: string };
}

test('the fake Shiprocket\'s webhooks move a packed order to delivered with no staff move; both order pages show it', async ({ page }, testInfo) => {
  await logIn(page);
  const { order, product } = await placeCashOrderByApi(page, 'home-appliances', {}, 'last');
  await logInAsStaff(page, await newStaffMember('manager'));
  for (const to of ['confirmed', 'packed']) {
    const moved = await page.request.post('/api/seller/orders/transition', { data: { order_id: order.order_id, to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const awb = await bookAtFake(page.request, order);

  // The courier's day: picked up, in transit, out for delivery, delivered; a repeat changes nothing.
  expect((await push(page.request, awb, 42)).status).toBe('applied');
  expect((await push(page.request, awb, 18)).status).toBe('stored');
  expect((await push(page.request, awb, 17)).status).toBe('applied');
  expect((await push(page.request, awb, 7)).status).toBe('applied');

  // The console's order page: delivered, the courier as the mover, the shipment's events and scans.
  const t = sellerTexts.console;
  await page.goto(`/seller/orders/${order.order_id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('order-status')).toHaveText(screenTexts.orderStatusLabel.delivered!);
  const history = page.getByRole('region', { name: t.history });
  const courierName = inE2eDatabase((db) => (db.prepare('select courier_name from shipments where awb = ?').get(awb) as { courier_name: string }).courier_name);
  for (const step of ['Packed → Shipped', 'Shipped → Out for delivery', 'Out for delivery → Delivered']) {
    await expect(history.getByRole('listitem').filter({ hasText: step })).toContainText(`${t.byCourier(courierName)}: ${step}`);
  }
  const shipment = page.getByTestId('order-shipment');
  await expect(shipment.getByTestId('shipment-status')).toHaveText(t.shipment.states.delivered!);
  await expect(shipment.getByTestId('shipment-events').getByRole('listitem')).toHaveCount(4);
  await expect(shipment.getByTestId('shipment-scans').getByRole('listitem')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('console-order.png'), fullPage: true, animations: 'disabled' });

  // The shopper's order page: the item's track has reached Delivered.
  await open(page, `/order-details?order_id=${order.order_id}`);
  const track = page.getByRole('list', { name: screenTexts.orderScreens.progressOf(product.name) });
  await expect(track.locator('[aria-current="step"]')).toContainText('Delivered');
  await page.screenshot({ path: testInfo.outputPath('shopper-order.png'), fullPage: true, animations: 'disabled' });

  // No staff move after packing: every move from there was the courier's.
  const movers = inE2eDatabase((db) => db.prepare(`select actor, to_status from order_events where order_id = ? and to_status in ('shipped', 'out_for_delivery', 'delivered') order by id`).all(order.order_id));
  expect(movers).toEqual([{ actor: 'courier', to_status: 'shipped' }, { actor: 'courier', to_status: 'out_for_delivery' }, { actor: 'courier', to_status: 'delivered' }]);
});
