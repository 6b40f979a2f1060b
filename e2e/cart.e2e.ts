// The guest cart as a shopper meets it (docs/rules/cart.md): adding from a
// product card, the count badge, the SHOPPING BAG drawer (desktop) or the cart icon to
// /checkout (mobile), plus up to the quantity limit, minus to zero, remove, the empty
// state, and the cart kept in local storage across a reload. Selectors are roles and
// texts: product cards are articles with the product's name as a heading link.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import { rupees } from '../lib/pricing';
import type { CartLine } from '../lib/cart/rules';
import { open } from './shopper';

const addButton = (scope: Page | Locator) => scope.getByRole('button', { name: new RegExp(`^${texts.addToCart}`) });

/** The header's cart control: a button on desktop, a link to /checkout on mobile. */
function cartControl(page: Page, isMobile: boolean, count: number) {
  const name = count > 0 ? texts.layout.cartWithCount(count) : texts.layout.cart;
  return page.getByRole(isMobile ? 'link' : 'button', { name, exact: true });
}

/** The drawer's subtotal line ('Subtotal' and its amount). */
const subtotalRow = (drawer: Locator) => drawer.locator('p').filter({ hasText: texts.layout.subtotal });

async function storedLines(page: Page): Promise<CartLine[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('cartData') ?? '[]'));
}

/** Adds the n-th addable product card of the home page; returns the card and the product's name. */
async function addFromCard(page: Page, index = 0) {
  const card = page.getByRole('article').filter({ has: addButton(page) }).nth(index);
  const name = (await card.getByRole('heading').getByRole('link').innerText()).trim();
  await addButton(card).click();
  await expect(page.getByText(texts.addedToCart).first()).toBeVisible();
  const named = page.getByRole('article').filter({ has: page.getByRole('heading').getByRole('link', { name, exact: true }) }).first();
  return { card: named, name };
}

test('adding from a card shows the notice and the count badge; the cart survives a reload', async ({ page, isMobile }) => {
  await open(page, '/');
  await expect(cartControl(page, isMobile, 0)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  const first = await addFromCard(page, 0);
  await expect(cartControl(page, isMobile, 1)).toBeVisible();
  await expect(cartControl(page, isMobile, 1).getByTestId('cart-count')).toHaveText('1');
  // The card's button became a stepper: the product cannot be added twice.
  await expect(addButton(first.card)).toHaveCount(0);
  await expect(first.card.getByRole('button', { name: `Increase quantity of ${first.name}` })).toBeVisible();

  const second = await addFromCard(page, 0);
  expect(second.name).not.toBe(first.name);
  await expect(cartControl(page, isMobile, 2).getByTestId('cart-count')).toHaveText('2');

  const lines = await storedLines(page);
  expect(lines.map((l) => l.product_name)).toEqual([first.name, second.name]);
  expect(lines.every((l) => l.quantity === 1)).toBe(true);

  await page.reload();
  await expect(cartControl(page, isMobile, 2).getByTestId('cart-count')).toHaveText('2');
  expect((await storedLines(page)).map((l) => l.product_name)).toEqual([first.name, second.name]);
});

/**
 * A notice (toast) on screen does not cover the header's cart: it would take the cart's
 * click, and a pointer over it pauses its timer. Polled while it slides into place.
 */
async function expectNoticeBeside(page: Page, control: Locator) {
  const where = async () => {
    const notice = await page.locator('[data-sonner-toast]').first().boundingBox();
    const cart = await control.boundingBox();
    if (!notice || !cart) return 'no notice or no cart on screen';
    const apart = notice.y >= cart.y + cart.height || cart.y >= notice.y + notice.height || notice.x >= cart.x + cart.width || cart.x >= notice.x + notice.width;
    return apart ? 'apart' : `notice ${JSON.stringify(notice)} covers the cart ${JSON.stringify(cart)}`;
  };
  await expect.poll(where, { timeout: 1_500 }).toBe('apart');
}

/**
 * A notice takes no clicks: what lies under its middle is the page, so a click there reaches
 * the page's button; and a pointer resting on it does not hold it past its 2 seconds.
 */
async function expectNoticeClickThrough(page: Page, text: string) {
  const notice = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await expect(notice).toBeVisible();
  const box = await notice.boundingBox();
  if (!box) throw new Error('the notice has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await page.evaluate(([px, py]) => {
    const el = document.elementFromPoint(px, py);
    return el ? (el.closest('[data-sonner-toaster]') ? 'the notice' : 'the page') : 'nothing';
  }, [x, y]);
  expect(hit, 'what a click on the notice reaches').toBe('the page');
  await page.mouse.move(x, y);
  await expect(notice).toBeHidden({ timeout: 6_000 });
}

test('the header cart: SHOPPING BAG drawer on desktop, /checkout on mobile', async ({ page, isMobile }) => {
  await open(page, '/');
  if (isMobile) {
    await addFromCard(page, 0);
    const link = cartControl(page, true, 1);
    await expectNoticeBeside(page, link);
    await expect(link).toHaveAttribute('href', '/checkout');
    await link.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('dialog', { name: texts.shoppingBag })).toHaveCount(0);
    return;
  }

  const drawer = page.getByRole('dialog', { name: texts.shoppingBag });
  // Empty: 'Your cart is empty' with 'Continue shopping'; Escape closes and focus returns.
  const button = cartControl(page, false, 0);
  await button.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(texts.cartEmpty)).toBeVisible();
  await expect(drawer.getByRole('link', { name: texts.continueShopping })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();

  const a = await addFromCard(page, 0);
  const b = await addFromCard(page, 0);
  await cartControl(page, false, 2).click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: a.name, exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: b.name, exact: true })).toBeVisible();

  // Subtotal = sum of quantity x selling price, with its note.
  const lines = await storedLines(page);
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.selling_price, 0);
  await expect(subtotalRow(drawer)).toBeVisible();
  await expect(subtotalRow(drawer)).toContainText(rupees(subtotal));
  await expect(drawer.getByText(texts.cartNote)).toBeVisible();
  await expect(drawer.getByRole('link', { name: texts.checkout, exact: true })).toHaveAttribute('href', '/checkout');

  // Focus is trapped in the drawer.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  // Remove: notice, the line goes; removing the last leaves the empty state.
  await drawer.getByRole('button', { name: texts.layout.removeFromCart(a.name) }).click();
  await expect(page.getByText(texts.removedFromCart).first()).toBeVisible();
  await expect(drawer.getByRole('link', { name: a.name, exact: true })).toHaveCount(0);
  await expect(cartControl(page, false, 1)).toBeAttached();
  await expectNoticeBeside(page, cartControl(page, false, 1));

  // A click on the item opens its product page and closes the drawer.
  const itemLink = drawer.getByRole('link', { name: b.name, exact: true });
  const href = (await itemLink.getAttribute('href')) as string;
  expect(href).toMatch(/^\/product\/[^/]+\/\d+$/);
  await itemLink.click();
  await expect(page).toHaveURL(href);
  await expect(drawer).toBeHidden();

  await cartControl(page, false, 1).click();
  await drawer.getByRole('button', { name: texts.layout.removeFromCart(b.name) }).click();
  await expect(drawer.getByText(texts.cartEmpty)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await drawer.getByRole('link', { name: texts.continueShopping }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedLines(page)).toEqual([]);
});

test('plus stops at the quantity limit with its notice; minus to zero removes the line', async ({ page, isMobile }) => {
  await open(page, '/');
  const { card, name } = await addFromCard(page, 0);
  const [line] = await storedLines(page);
  const limit = Math.min(line.no_of_quantity_allowed, line.stock);
  expect(limit).toBeGreaterThanOrEqual(1);

  // Desktop works in the drawer; mobile (no drawer) on the card's stepper.
  let scope: Locator = card;
  if (!isMobile) {
    await cartControl(page, false, 1).click();
    scope = page.getByRole('dialog', { name: texts.shoppingBag });
  }
  const quantity = scope.getByLabel(`Quantity of ${name} in cart`);
  const plus = scope.getByRole('button', { name: `Increase quantity of ${name}` });
  const minus = scope.getByRole('button', { name: `Decrease quantity of ${name}` });

  for (let q = 2; q <= limit; q++) {
    await plus.click();
    await expect(quantity).toHaveText(String(q));
  }
  await expect(page.getByText(texts.quantityLimit)).toHaveCount(0);
  await plus.click();
  await expectNoticeClickThrough(page, texts.quantityLimit);
  await expect(quantity).toHaveText(String(limit));
  expect((await storedLines(page))[0].quantity).toBe(limit);
  if (!isMobile) {
    await expect(subtotalRow(scope)).toContainText(rupees(limit * line.selling_price));
  }

  for (let q = limit - 1; q >= 1; q--) {
    await minus.click();
    await expect(quantity).toHaveText(String(q));
  }
  await minus.click();
  await expect(page.getByText(texts.removedFromCart).first()).toBeVisible();
  expect(await storedLines(page)).toEqual([]);
  await expect(cartControl(page, isMobile, 0)).toBeAttached();
  if (isMobile) await expect(addButton(card)).toBeVisible();
  else await expect(scope.getByText(texts.cartEmpty)).toBeVisible();
});
