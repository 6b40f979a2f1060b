// Packing and labels on a phone (390 × 844) (docs/rules/shipping.md#labels-and-slips): a packer packs
// an order of a product sold by unit by tapping one of its units in stock (no typing),
// and another by scanning the unit's barcode with the camera,
// the packing slip lists that IMEI; two shipped orders and one without an AWB are
// selected on the desk, whose bulk action prints the two labels in one PDF (one page
// each, the AWB's barcode decoding back) and names the third as not printed (the
// label route refuses it with 409); marking an order delivered asks first, and going back
// changes nothing. Changes the catalogue (a new product), so it runs with the catalogue tests.
import { devices, expect, test, type Page } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { luhnValid } from '../lib/products/imei';
import { pdfPages } from '../tests/api/pdf-text';
import { decodeBars, pdfLayout } from '../tests/api/pdf-layout';
import { addAddressByApi, confirmCodOrder, logIn } from './shopper';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

// A packer's phone (the catalogue project runs at the desktop size otherwise).
test.use({ userAgent: devices['Pixel 7'].userAgent, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const c = sellerTexts.console;
const l = sellerTexts.labels;
const label = (status: string) => screenTexts.orderStatusLabel[status]!;

function freshImei(): string {
  const body = `35${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

async function call(page: Page, path: string, data: Record<string, unknown>) {
  const answer = await page.request.post(`/api/seller/${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).payload;
}

test('a packer packs a unit by tapping it, prints the labels of the selected orders in one PDF, and delivered asks first', async ({ page }) => {
  test.slow(); // a product, three orders, the desk and five PDFs
  const stamp = Date.now().toString(36);
  const contact = `9${String(Date.now()).slice(-9)}`;
  const shelf = inE2eDatabase((db) => ({
    category: (db.prepare(`SELECT id FROM categories ORDER BY id LIMIT 1`).get() as { id: number }).id,
    brand: (db.prepare(`SELECT id FROM brands ORDER BY id LIMIT 1`).get() as { id: number }).id,
  }));

  // A manager makes a phone sold by unit, with three IMEIs.
  await logInAsStaff(page, await newStaffMember('manager'));
  const name = `Nuvio ${stamp} Phone 256 GB`;
  const product = await call(page, 'products/save', { name, category_id: shelf.category, brand_id: shelf.brand, mrp: 24999, selling_price: 17999, stock: 0 });
  await call(page, 'products/sold-by-unit', { product_id: product.product_id, on: true });
  const imeis = [freshImei(), freshImei(), freshImei()];
  await call(page, 'products/units-add', { product_id: product.product_id, units: imeis.map((serial) => ({ serial, kind: 'imei' })) });

  // A shopper places three cash orders of it.
  await logIn(page);
  const addressId = await addAddressByApi(page, { contact });
  const orders: { order_id: number; order_string: string }[] = [];
  for (let n = 0; n < 3; n++) {
    expect((await page.request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: 1 } })).status()).toBe(200);
    const placed = await page.request.post('/api/store/cashOnDelivery', { data: { address_id: addressId } });
    expect(placed.status(), await placed.text()).toBe(200);
    orders.push((await placed.json()).payload);
    await confirmCodOrder(page, orders.at(-1)!.order_id);
  }
  const [first, second, third] = orders as [typeof orders[0], typeof orders[0], typeof orders[0]];

  // The packer packs the first on the order page by tapping a unit in the list.
  await logInAsStaff(page, await newStaffMember('packer'));
  await page.goto(`/seller/orders/${first.order_id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const status = page.getByTestId('order-status');
  const mark = (to: string) => page.getByRole('button', { name: c.moveTo(label(to).toLowerCase()) });
  await mark('confirmed').click();
  await expect(status).toHaveText(label('confirmed'));
  await mark('packed').click();
  const list = page.getByRole('radiogroup', { name: l.unitsInStockFor(1) });
  // Every unit of the product is offered (none is reserved), with its IMEI.
  for (const imei of imeis) await expect(list.getByRole('radio', { name: imei })).toBeVisible();
  await list.getByRole('radio', { name: imeis[1]! }).check();
  await expect(page.getByLabel(sellerTexts.units.pickFor(name, 1, 1))).toHaveValue(imeis[1]!);
  await page.screenshot({ path: `test-results/labels-pack-unit-${'phone'}.png`, animations: 'disabled' });
  await page.getByRole('form', { name: c.moveTo(label('packed').toLowerCase()) }).getByRole('button', { name: c.confirmMove }).click();
  await expect(status).toHaveText(label('packed'));
  await expect(page.getByTestId('item-units')).toHaveText(`IMEI: ${imeis[1]}`);

  // Its packing slip lists the IMEI; its label is refused until it has an AWB.
  const slip = await page.request.get(`/seller/orders/${first.order_id}/packing-slip.pdf`);
  expect(slip.headers()['content-type']).toBe('application/pdf');
  expect((await pdfPages(await slip.body())).join('\n')).toContain(`IMEI: ${imeis[1]}`);
  const early = await page.request.get(`/seller/orders/${first.order_id}/label.pdf`);
  expect(early.status()).toBe(409);
  expect((await early.json()).message).toBe(l.labelNeedsAwb(first.order_string));

  // The first and second ship (the second packed through the API with the next unit); the third has no AWB yet.
  const awbs = { [first.order_id]: `DLV${first.order_id}${stamp}`.toUpperCase(), [second.order_id]: `${Date.now()}`.slice(-12) };
  await call(page, 'orders/transition', { order_id: second.order_id, to: 'confirmed' });
  const secondItem = (await call(page, 'orders/detail', { order_id: second.order_id })).items[0].item_id as number;
  await call(page, 'orders/transition', { order_id: second.order_id, to: 'packed', units: [{ order_item_id: secondItem, serial: imeis[0] }] });
  for (const order of [first, second]) await call(page, 'orders/transition', { order_id: order.order_id, to: 'shipped', courier: 'Delhivery', awb: awbs[order.order_id] });

  // The third is packed by scanning its unit's barcode. The camera and the browser's
  // BarcodeDetector are the outside world here: stand-ins give a blank picture and
  // "read" the code the test shows them, so the page's own scanning path runs.
  await page.addInitScript(() => {
    const w = window as unknown as { BarcodeDetector: unknown; shownBarcode?: string };
    w.BarcodeDetector = class {
      static async getSupportedFormats() {
        return ['code_128', 'ean_13'];
      }
      async detect() {
        return w.shownBarcode ? [{ rawValue: w.shownBarcode, format: 'code_128' }] : [];
      }
    };
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.getContext('2d')!.fillRect(0, 0, canvas.width, canvas.height);
      return canvas.captureStream(1);
    };
  });
  await page.goto(`/seller/orders/${third.order_id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await mark('confirmed').click();
  await expect(status).toHaveText(label('confirmed'));
  await mark('packed').click();
  const piece = sellerTexts.units.pickFor(name, 1, 1);
  await page.getByRole('button', { name: l.scanFor(1) }).click();
  await expect(page.getByText(l.scanning)).toBeVisible();
  // Units picked for the other orders are no longer offered.
  await expect(page.getByRole('radiogroup', { name: l.unitsInStockFor(1) }).getByRole('radio')).toHaveCount(1);
  await page.evaluate((imei) => ((window as unknown as { shownBarcode?: string }).shownBarcode = imei), imeis[2]!);
  await expect(page.getByLabel(piece)).toHaveValue(imeis[2]!);
  await expect(page.getByRole('radio', { name: imeis[2]! })).toBeChecked();
  await expect(page.getByText(l.scanning)).toHaveCount(0); // the camera stops with the first read
  await page.getByRole('form', { name: c.moveTo(label('packed').toLowerCase()) }).getByRole('button', { name: c.confirmMove }).click();
  await expect(status).toHaveText(label('packed'));
  await expect(page.getByTestId('item-units')).toHaveText(`IMEI: ${imeis[2]}`);

  // On the desk the packer selects all three: two labels print, the third is named as not printed.
  await page.goto(`/seller/orders?q=${contact}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  for (const order of orders) await page.getByLabel(c.selectOrder(order.order_string)).check();
  const print = page.getByTestId('print-labels');
  await expect(print.getByRole('status')).toHaveText(l.skippedNoAwb([third.order_string]));
  const labels = print.getByRole('link', { name: `${l.printLabels} (2)` });
  await page.screenshot({ path: `test-results/labels-desk-${'phone'}.png`, animations: 'disabled' });
  const pdf = await page.request.get((await labels.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  const pages = await pdfPages(bytes);
  expect(pages).toHaveLength(2);
  const layout = await pdfLayout(bytes);
  // Orders in the desk's order, newest first: each page its own order, AWB and barcode.
  const printed = [...orders.slice(0, 2)].sort((a, b) => pages.findIndex((p) => p.includes(a.order_string)) - pages.findIndex((p) => p.includes(b.order_string)));
  printed.forEach((order, index) => {
    expect(pages[index]).toContain(order.order_string);
    expect(pages[index]).toContain(`AWB ${awbs[order.order_id]}`);
    expect(decodeBars(layout[index]!.rects.filter((r) => r.bottom - r.top > 40 && r.right - r.left < 10))).toBe(awbs[order.order_id]);
  });
  // Asked for all three, the route refuses by name rather than print a blank label.
  const all = await page.request.get(`/seller/documents/labels.pdf?order_ids=${orders.map((o) => o.order_id).join(',')}`);
  expect(all.status()).toBe(409);
  expect((await all.json()).orders_without_awb).toEqual([third.order_string]);

  // A manager marks the first delivered: the desk asks, and going back changes nothing.
  await logInAsStaff(page, await newStaffMember('manager'));
  await call(page, 'orders/transition', { order_id: first.order_id, to: 'out_for_delivery' });
  await page.goto(`/seller/orders/${first.order_id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const ask = page.getByRole('alertdialog', { name: l.confirmTitle(label('delivered').toLowerCase()) });
  await mark('delivered').click();
  await expect(ask).toContainText(l.cannotUndo);
  await page.screenshot({ path: `test-results/labels-confirm-${'phone'}.png`, animations: 'disabled' });
  await ask.getByRole('button', { name: l.confirmNo }).click();
  await expect(ask).toHaveCount(0);
  await expect(status).toHaveText(label('out_for_delivery'));
  await mark('delivered').click();
  await ask.getByRole('button', { name: l.confirmYes(label('delivered').toLowerCase()) }).click();
  await expect(status).toHaveText(label('delivered'));
});
