// Items of products with uploaded pictures (docs/rules/orders.md#order-list) show them in My
// Orders and on the order page, on a phone: an item bought with the product's picture, and one
// bought before the seller uploaded it (its order kept no picture of its own and showed a blank
// square). The picture shown is the uploaded one, loaded, not the placeholder. A catalogue
// file (playwright.config.ts): it makes products.
import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addAddressByApi, cashOrderByApi, confirmCodOrder, logIn, open } from './shopper';
import { freshCode, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

function shelf() {
  return inE2eDatabase((db) => {
    const category = db.prepare(`SELECT c.id FROM categories c JOIN verticals v ON v.id = c.vertical_id WHERE v.name_url = 'home-appliances' ORDER BY c.id LIMIT 1`).get() as { id: number };
    const brand = db.prepare(`SELECT id FROM brands ORDER BY id LIMIT 1`).get() as { id: number };
    return { category_id: category.id, brand_id: brand.id };
  });
}

async function staffCall(page: Page, path: string, data: Record<string, unknown>) {
  const answer = await page.request.post(`/api/seller/${path}`, { data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()).payload;
}

async function newProduct(page: Page, name: string): Promise<number> {
  return (await staffCall(page, 'products/save', { name, ...shelf(), mrp: 9_000, selling_price: 7_500, stock: 6 })).product_id;
}

async function uploadPicture(page: Page, productId: number, background: { r: number; g: number; b: number }): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background } }).png().toBuffer();
  return (await staffCall(page, 'products/upload-picture', { product_id: productId, data: png.toString('base64') })).picture.src;
}

async function buy(page: Page, addressId: number, productId: number): Promise<{ order_id: number; order_string: string }> {
  expect((await page.request.post('/api/store/addTocart', { data: { product_id: productId, quantity: 1 } })).status()).toBe(200);
  const placed = await cashOrderByApi(page, addressId);
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()).payload;
  await confirmCodOrder(page, order.order_id);
  return order;
}

/** The picture drawn is `src` (through the image optimizer), loaded: not the placeholder, not broken. */
async function expectPicture(img: Locator, src: string) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(decodeURIComponent(await img.evaluate((el: HTMLImageElement) => el.currentSrc))).toContain(src);
}

test('items of products with uploaded pictures show them in My Orders and on the order page, also when bought before the upload', async ({ page }) => {
  test.slow(); // uploads, two orders, four pictures
  const stamp = Date.now().toString(36);
  const manager = await newStaffMember('manager');
  const login = await page.request.post('/api/seller/auth/login', { data: { email: manager.email, password: manager.password, totp: freshCode(manager) },
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(login.status(), await login.text()).toBe(200);

  const early = await newProduct(page, `Tarvik ${stamp} Air Fryer 4 L`);
  const pictured = await newProduct(page, `Tarvik ${stamp} Mixer Grinder 750 W`);
  const pictureOfPictured = await uploadPicture(page, pictured, { r: 30, g: 140, b: 200 });

  await logIn(page);
  const addressId = await addAddressByApi(page);
  const first = await buy(page, addressId, early); // no picture yet
  const earlyPicture = await uploadPicture(page, early, { r: 220, g: 90, b: 20 });
  const second = await buy(page, addressId, pictured);

  await open(page, '/my-orders');
  for (const [order, src] of [[first, earlyPicture], [second, pictureOfPictured]] as const) {
    const card = page.getByTestId('order-card').filter({ hasText: order.order_string });
    await expectPicture(card.locator('img').first(), src);
  }
  await page.screenshot({ path: test.info().outputPath('my-orders-pictures-phone.png'), animations: 'disabled' });

  for (const [order, src] of [[first, earlyPicture], [second, pictureOfPictured]] as const) {
    await open(page, `/order-details?order_id=${order.order_id}`);
    await expectPicture(page.getByTestId('order-item').locator('img').first(), src);
  }
});
