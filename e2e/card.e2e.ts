// The product card of lists and carousels (docs/rules/catalogue.md#product-card) at both viewports:
// rounded rupee prices and the discount percent by its ceiling rule, the gallery
// cycling on its own, Add to cart turning into the stepper, and a sold-out product's
// 'Sold Out' label with its disabled 'Sold out!' button. Products come from the API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { open } from './shopper';

type Card = { product_id: number; name: string; name_url: string; mrp: number; selling_price: number; stock: number; gallery_images: string[] };

async function allProducts(request: APIRequestContext): Promise<Card[]> {
  const response = await request.post('/api/store/FilterByProductNew', { data: { result_per_page: 1000 } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return body.payload_FilterByProductNew.products as Card[];
}

/** Ceiling of (mrp - selling_price) / mrp x 100, only when the MRP is higher.
 *  Rounded to 10 decimals first so float noise cannot turn an exact 20 into 21. */
function expectedPercent(mrp: number, sellingPrice: number): number | null {
  if (!(mrp > sellingPrice)) return null;
  return Math.ceil(Number((((mrp - sellingPrice) / mrp) * 100).toFixed(10)));
}

const rupees = (amount: number) => `₹${Math.round(amount).toLocaleString('en-IN')}`;
const cardFor = (page: Page, name: string) => page.locator('main article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test('cards show rounded rupee prices and the discount percent by the ceiling rule', async ({ page, request }) => {
  const byName = new Map((await allProducts(request)).map((p) => [p.name, p]));
  await open(page, '/store/televisions');
  const names = await page.locator('main article h3').allInnerTexts();
  expect(names.length).toBe(10);
  let discounted = 0;
  for (const name of names) {
    const product = byName.get(name)!;
    expect(product, `${name} is a seeded product`).toBeTruthy();
    const card = cardFor(page, name);
    await expect(card.getByText(rupees(product.selling_price), { exact: true })).toBeVisible();
    const percent = expectedPercent(product.mrp, product.selling_price);
    if (percent === null) {
      await expect(card.getByText(/% off$/)).toHaveCount(0);
    } else {
      discounted++;
      await expect(card.getByText(/^\d+% off$/)).toHaveText(`${percent}% off`);
      await expect(card.locator('s')).toHaveText(rupees(product.mrp));
    }
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/product/${product.name_url}/${product.product_id}`);
  }
  expect(discounted).toBeGreaterThan(0);
});

test('the card gallery moves to the next picture on its own within a few seconds', async ({ page, request }) => {
  const products = await allProducts(request);
  await open(page, '/store/televisions');
  const name = (await page.locator('main article h3').first().innerText()).trim();
  const product = products.find((p) => p.name === name)!;
  expect(product.gallery_images.length).toBeGreaterThan(1);
  const count = product.gallery_images.length;
  const picture = cardFor(page, name).getByRole('img');
  await expect(picture).toHaveAttribute('alt', `${name}, picture 1 of ${count}`);
  await expect(picture).toHaveAttribute('alt', `${name}, picture 2 of ${count}`, { timeout: 5000 });
  // The picture shown is really another file, and it has loaded.
  const shown = cardFor(page, name).locator('img[alt$="picture 2 of ' + count + '"]');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  expect(decodeURIComponent((await shown.getAttribute('src')) ?? '')).toContain(product.gallery_images[1]!);
});

test('a sold-out card shows Sold Out and a disabled Sold out! button', async ({ page, request }) => {
  const soldOut = (await allProducts(request)).find((p) => p.stock <= 0);
  expect(soldOut, 'the demo store has a sold-out product').toBeTruthy();
  await open(page, `/search-product/${encodeURIComponent(soldOut!.name)}`);
  const card = cardFor(page, soldOut!.name);
  await expect(card).toBeVisible();
  await expect(card.getByText('Sold Out', { exact: true })).toBeVisible();
  const button = card.getByRole('button', { name: 'Sold out!' });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(card.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
});

test('Add to cart on a card puts the product in the cart and shows the stepper', async ({ page }) => {
  await open(page, '/store/televisions');
  const first = page.locator('main article').filter({ has: page.getByRole('button', { name: /^Add to cart/ }) }).first();
  const name = (await first.locator('h3').innerText()).trim();
  const card = cardFor(page, name);
  await card.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByText('Product added into the cart successfully.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Increase quantity of ${name}` })).toBeVisible();
  await expect(card.getByLabel(`Quantity of ${name} in cart`)).toHaveText('1');
  // Still in the cart after a reload (local storage).
  await page.reload();
  await expect(cardFor(page, name).getByLabel(`Quantity of ${name} in cart`)).toHaveText('1');
});
