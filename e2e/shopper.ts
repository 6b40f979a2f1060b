// Helpers of the checkout, address and order browser tests: a shopper logged in by the
// API inside the browser context (its cookies are the page's), and cart lines added
// from the home page's product cards as a shopper does.
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import type { CartLine } from '../lib/cart/rules';

export interface LoggedIn {
  mobile: string;
  user: { customer_id: number; name: string; contact: string; email: string };
}

/** Opens a page and waits until it is interactive (the app marks <html> once hydrated). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const uniqueMobile = () => `9${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

/**
 * OTP login through the API with the page's own request context (so the session cookie
 * is the browser's), then the `user` and `loggedIn` keys the screens read. Each call
 * comes "from" its own documentation address (x-forwarded-for, as static.e2e.ts does),
 * so the per-client OTP send and check limits of the one test server are not shared by every test.
 */
export async function logIn(page: Page): Promise<LoggedIn> {
  const mobile = uniqueMobile();
  const from = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const sent = await page.request.post('/api/user/sendotp', { data: { otp_type: 'mobile', username: mobile }, headers: from });
  expect(sent.status(), await sent.text()).toBe(200);
  const sentBody = await sent.json();
  let otp: number | undefined = sentBody.payload.otp;
  if (otp === undefined) {
    const outbox = await (await page.request.get(`/api/dev/outbox?to=${mobile}`)).json();
    otp = Number((outbox.data[0].body as string).match(/\b(\d{4})\b/)?.[1]);
  }
  const verified = await page.request.post('/api/user/verifyotp', { data: { otp_id: sentBody.payload.otp_id, otp, otp_type: 'mobile', company_id: 191 }, headers: from });
  expect(verified.status()).toBe(200);
  const user = (await verified.json()).payload;
  await page.addInitScript((json) => {
    window.localStorage.setItem('user', json);
    window.localStorage.setItem('loggedIn', 'true');
  }, JSON.stringify(user));
  return { mobile, user };
}

/** Saves an address through the API (for tests about other things than the form). */
export async function addAddressByApi(page: Page, overrides: Record<string, unknown> = {}): Promise<number> {
  const added = await page.request.post('/api/store/addToaddress', {
    data: { name: 'Asha Verma', contact: '9876543210', email: 'asha@example.in', pincode: '110001', house_no: 'B-14', street: 'Janpath Road', address_type: 'Home', ...overrides },
  });
  expect(added.status(), await added.text()).toBe(200);
  return (await added.json()).payload.address_id;
}

export interface PlacedOrder {
  product: { product_id: number; name: string; stock: number };
  order: { order_id: number; order_string: string; total_paid_amount: number };
}

/**
 * The path of a COD order's confirmation link (/cod/confirm/<token>), read from the SMS in
 * the demo outbox as the shopper reads it (docs/rules/orders.md#cash-on-delivery-confirmation);
 * the job queue sends it just after the order commits, so it is waited for.
 */
export async function codConfirmLink(page: Page | APIRequestContext, contact: string, orderString: string): Promise<string> {
  const request = 'request' in page ? page.request : page;
  let link = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/api/dev/outbox?to=${contact}`)).json()) as { data: { channel: string; body: string }[] };
      const sms = outbox.data.find((m) => m.channel === 'sms' && m.body.includes(orderString) && m.body.includes('/cod/confirm/'));
      link = sms?.body.match(/\/cod\/confirm\/[A-Za-z0-9_-]+/)?.[0] ?? '';
      return link;
    }, { timeout: 30_000, message: `the confirmation SMS of ${orderString}` })
    .not.toBe('');
  return link;
}

/**
 * Confirms the shopper's COD order when it waits for its confirmation, as the shopper
 * would: with the token of the link from its SMS (store/confirmCod). For tests about what
 * happens to an order after it is placed.
 */
export async function confirmCodOrder(page: Page | APIRequestContext, orderId: number): Promise<void> {
  const request = 'request' in page ? page.request : page;
  const detail = (await (await request.post('/api/store/orderDetails', { data: { order_id: orderId } })).json()).payload_orderDetails as { status: string; order_string: string; delivered_contact: string };
  if (detail.status !== 'awaiting_confirmation') return;
  const token = (await codConfirmLink(page, detail.delivered_contact, detail.order_string)).split('/').at(-1);
  const confirmed = await request.post('/api/store/confirmCod', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The shopper's newest order (just placed through the checkout), confirmed as confirmCodOrder does. */
export async function confirmNewestCodOrder(page: Page): Promise<number> {
  const [newest] = await ordersByApi(page);
  expect(newest, 'an order was placed').toBeDefined();
  await confirmCodOrder(page, newest!.order_id);
  return newest!.order_id;
}

/**
 * A cash order of one in-stock product of a vertical, placed through the API by the
 * logged-in shopper and confirmed from its link (for tests about what happens to an order, not about checkout):
 * the shelf's first product with stock to spare, or its last or next-to-last (for a
 * test that counts the stock, away from the products other tests buy).
 */
export async function placeCashOrderByApi(page: Page, vertical: string, address: Record<string, unknown> = {}, which: 'first' | 'last' | 'next-to-last' = 'first'): Promise<PlacedOrder> {
  const addressId = await addAddressByApi(page, address);
  const list = await (await page.request.post('/api/store/VerticalByProduct', { data: { vertical_slug: vertical, result_per_page: 20 } })).json();
  const inStock = (list.payload_VerticalByProduct.products as PlacedOrder['product'][]).filter((p) => p.stock > 3);
  const product = which === 'first' ? inStock[0]! : which === 'last' ? inStock.at(-1)! : inStock.at(-2)!;
  expect((await page.request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: 1 } })).status()).toBe(200);
  const placed = await cashOrderByApi(page, addressId);
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()).payload;
  await confirmCodOrder(page, order.order_id);
  return { product, order };
}

/**
 * Places a cash order of the logged-in shopper's cart to an address, through the API, and
 * answers the response as it is (a test may expect a refusal). Every cash order of these
 * helpers goes through here.
 */
export async function cashOrderByApi(page: Page, addressId: number): Promise<APIResponse> {
  return page.request.post('/api/store/cashOnDelivery', { data: { address_id: addressId } });
}

const addButton = (scope: Page | Locator) => scope.getByRole('button', { name: new RegExp(`^${texts.addToCart}`) });

/**
 * Adds the first `count` addable products of a product list page (a plain grid) to the
 * cart, as a shopper does. Tests that count stock or buy use list pages of their own
 * (a vertical each), so parallel tests do not buy the same products.
 */
export async function addProductsFrom(page: Page, listPath: string, count: number): Promise<CartLine[]> {
  await open(page, listPath);
  for (let i = 0; i < count; i++) {
    const card = page.getByRole('article').filter({ has: addButton(page) }).first();
    await addButton(card).click();
    await expect.poll(async () => (await storedLines(page)).length).toBe(i + 1);
  }
  return storedLines(page);
}

export async function storedLines(page: Page): Promise<CartLine[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('cartData') ?? '[]'));
}

/** The page's robots meta (the account pages are noindex). */
export async function robotsMeta(page: Page): Promise<string | null> {
  return page.locator('meta[name="robots"]').getAttribute('content');
}

/** The server's orders of the logged-in shopper. */
export async function ordersByApi(page: Page) {
  const list = await page.request.post('/api/store/orderList', { data: {} });
  expect(list.status()).toBe(200);
  return (await list.json()).payload_orderList as { order_id: number; order_string: string; total_paid_amount: number; status: string }[];
}

/** A product's stock as store/productDetail reads it. Always the same request: a write
 *  that moves stock must expire the cached answer (lib/stock/moves.ts does). */
export async function stockOf(page: Page, line: CartLine): Promise<number> {
  const data = { product_id: line.product_id };
  const detail = await page.request.post('/api/store/productDetail', { data });
  expect(detail.status()).toBe(200);
  return (await detail.json()).payload.stock;
}
