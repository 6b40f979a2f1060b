// Units in the browser (docs/rules/products.md#units, docs/rules/seller.md#packing-with-a-unit):
// a manager makes a product, turns on selling by unit and enters two IMEIs (one with a
// wrong check digit is refused, naming its line, and nothing is added); a shopper orders
// it; a packer confirms and packs the order on the console's order page, typing the IMEI
// as a barcode scanner would (the number, then Enter); the shopper's order page shows it.
// Changes the catalogue (a new product), so it runs with the catalogue tests.
import { expect, test } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { luhnValid } from '../lib/products/imei';
import { addAddressByApi, confirmCodOrder, logIn, open } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

const t = sellerTexts.units;
const p = sellerTexts.productsPage;
const c = sellerTexts.console;

/** A valid IMEI no other run has entered: 14 digits of the clock and chance, then the check digit. */
function freshImei(): string {
  const body = `35${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}
const wrongCheckDigit = (imei: string) => `${imei.slice(0, 14)}${(Number(imei[14]) + 1) % 10}`;

test('a manager enters IMEIs, a packer packs an order by typing one, and the shopper sees it', async ({ page }) => {
  test.slow(); // the console on both sides and the shop
  const stamp = Date.now().toString(36);
  const name = `Nuvio ${stamp} Phone 128 GB`;
  const shelf = inE2eDatabase((db) => {
    const category = db.prepare(`SELECT c.name, v.name AS vertical FROM categories c JOIN verticals v ON v.id = c.vertical_id ORDER BY c.id LIMIT 1`).get() as { name: string; vertical: string };
    const brand = db.prepare(`SELECT name FROM brands ORDER BY name LIMIT 1`).get() as { name: string };
    return { category, brand: brand.name };
  });

  // A manager makes the product, with a stock typed in as before.
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/products/new');
  await page.getByLabel(p.fields.name, { exact: true }).fill(name);
  await page.getByLabel(p.fields.category, { exact: true }).selectOption({ label: `${shelf.category.vertical} › ${shelf.category.name}` });
  await page.getByLabel(p.fields.brand).selectOption({ label: shelf.brand });
  await page.getByLabel(p.fields.mrp).fill('19999');
  await page.getByLabel(p.fields.sellingPrice).fill('14999');
  await page.getByLabel(p.fields.stock).fill('3');
  await page.getByRole('button', { name: p.save }).click();
  await expect(page).toHaveURL(/\/seller\/products\/\d+$/);
  const productId = Number(page.url().split('/').at(-1));

  // Selling by unit: the stock is counted from the units (none yet).
  const units = page.getByRole('region', { name: t.title });
  await units.getByRole('button', { name: t.turnOn }).click();
  await expect(units.getByTestId('units-stock')).toHaveText(t.stockLine(0, 0, 0));
  await expect(page.getByLabel(p.fields.stock)).toHaveAttribute('readonly', '');
  await expect(page.getByLabel(p.fields.stock)).toHaveValue('0');

  // Two IMEIs, the second with a wrong check digit: refused, naming its line; nothing added.
  const [first, second] = [freshImei(), freshImei()];
  const lines = units.getByLabel(t.serials);
  await lines.fill(`${first}\n${wrongCheckDigit(second!)}`);
  await units.getByRole('button', { name: t.add }).click();
  await expect(units.getByRole('alert')).toHaveText(t.badImei(2, 'check'));
  await expect(units.getByTestId('unit-row')).toHaveCount(0);
  await expect(lines).toHaveValue(`${first}\n${wrongCheckDigit(second!)}`);
  await lines.fill(`${first}\n${second}`);
  await units.getByRole('button', { name: t.add }).click();
  await expect(units.getByTestId('unit-row')).toHaveCount(2);
  await expect(units.getByTestId('units-stock')).toHaveText(t.stockLine(2, 2, 0));
  await expect(page.getByLabel(p.fields.stock)).toHaveValue('2');

  // A shopper orders one (set up through the API).
  await logIn(page);
  const addressId = await addAddressByApi(page);
  expect((await page.request.post('/api/store/addTocart', { data: { product_id: productId, quantity: 1 } })).status()).toBe(200);
  const placed = await page.request.post('/api/store/cashOnDelivery', { data: { address_id: addressId } });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()).payload as { order_id: number; order_string: string };
  await confirmCodOrder(page, order.order_id); // from the link of its SMS (docs/rules/orders.md#cash-on-delivery-confirmation)

  // A packer sees the units but may not change them, then confirms and packs the order.
  await logInAsStaff(page, await newStaffMember('packer'));
  await page.goto(`/seller/products/${productId}`);
  await expect(units.getByTestId('unit-row')).toHaveCount(2);
  await expect(units.getByText(t.readOnly)).toBeVisible();
  await expect(units.getByRole('button')).toHaveCount(0);
  await expect(units.getByTestId('units-stock')).toHaveText(t.stockLine(1, 2, 1));

  await page.goto(`/seller/orders/${order.order_id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const status = page.getByTestId('order-status');
  const mark = (to: string) => page.getByRole('button', { name: c.moveTo(screenTexts.orderStatusLabel[to]!.toLowerCase()) });
  await mark('confirmed').click();
  await expect(status).toHaveText(screenTexts.orderStatusLabel.confirmed!);
  await mark('packed').click();
  const box = page.getByLabel(t.pickFor(name, 1, 1));
  await expect(box).toBeFocused();
  await page.keyboard.type(second!);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(screenTexts.orderStatusLabel.packed!);
  await expect(page.getByTestId('item-units')).toHaveText(`IMEI: ${second}`);

  // The unit is now with the order; the shopper's order page names it.
  await page.goto(`/seller/products/${productId}`);
  await expect(units.getByTestId('unit-row').filter({ hasText: second! })).toContainText(order.order_string);
  await open(page, `/order-details?order_id=${order.order_id}`);
  await expect(page.getByTestId('order-item').filter({ hasText: name }).getByTestId('item-units')).toHaveText(`IMEI: ${second}`);
});
