// The product page shows the stock an online payment's settlement moves, at once: a
// payment confirmed after its hold was given up takes the stock again, and so does the
// reconciler settling a payment nobody confirmed. Each test reads the product page as a
// shopper gets it (its stock badge) before and after; the page was cached in between,
// so a path that left the stock cache alone would show the old badge.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { texts } from '../lib/texts';

// One after the other: the reconciler settles every open payment of the server, and would
// settle the first test's payment under its feet.
test.describe.configure({ mode: 'serial' });

interface Card {
  product_id: number;
  name: string;
  name_url: string;
  stock: number;
  no_of_quantity_allowed: number;
}

/** OTP login (code read from the demo outbox) and an address; the request context keeps the session cookie. */
async function shopper(request: APIRequestContext): Promise<{ addressId: number }> {
  const mobile = `8${String(Date.now()).slice(-9)}`;
  const from = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` };
  const sent = await request.post('/api/user/sendotp', { data: { otp_type: 'mobile', username: mobile }, headers: from });
  expect(sent.status(), await sent.text()).toBe(200);
  const outbox = (await (await request.get(`/api/dev/outbox?to=${mobile}`)).json()).data as { body: string }[];
  const otp = Number(outbox[0].body.match(/\b(\d{4})\b/)?.[1]);
  const verified = await request.post('/api/user/verifyotp', { data: { otp_id: (await sent.json()).payload.otp_id, otp, otp_type: 'mobile', company_id: 191 }, headers: from });
  expect(verified.status(), await verified.text()).toBe(200);
  const added = await request.post('/api/store/addToaddress', {
    data: { name: 'Asha Verma', contact: '9876543210', email: 'asha@example.in', pincode: '110001', house_no: 'B-14', street: 'Janpath Road', address_type: 'Home' },
  });
  expect(added.status(), await added.text()).toBe(200);
  return { addressId: (await added.json()).payload.address_id };
}

/**
 * A product one shopper may buy every unit of (its stock within its allowance), from the
 * end of a vertical's list: the other tests buy from the start of theirs.
 */
async function wholeStockProduct(request: APIRequestContext, vertical: string): Promise<Card> {
  const list = await request.post('/api/store/VerticalByProduct', { data: { vertical_slug: vertical, result_per_page: 200 } });
  expect(list.status()).toBe(200);
  const products = (await list.json()).payload_VerticalByProduct.products as Card[];
  const product = products.findLast((p) => p.stock > 0 && p.stock <= p.no_of_quantity_allowed);
  expect(product, `a product of ${vertical} with stock within its allowance`).toBeDefined();
  return product!;
}

/** The stock badge of the product page, from the HTML the server sends. */
async function badgeOf(request: APIRequestContext, product: Card): Promise<string | undefined> {
  const page = await request.get(`/product/${product.name_url}/${product.product_id}`);
  expect(page.status()).toBe(200);
  return (await page.text()).match(/data-testid="stock-badge"[^>]*>([^<]*)</)?.[1];
}

async function startPayment(request: APIRequestContext, addressId: number): Promise<string> {
  const started = await request.post('/api/store/onlinePaymentProcess', { data: { address_id: addressId, paymentmode: 'online' } });
  expect(started.status(), await started.text()).toBe(200);
  return (await started.json()).payload_onlinePaymentProcess.order_id;
}

/** Pay or Fail on the test provider's page. */
async function testPage(request: APIRequestContext, orderId: string, outcome: 'pay' | 'fail') {
  const answer = await request.post('/api/payments/test', { data: { order_id: orderId, outcome } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).payload as { razorpay_payment_id?: string; razorpay_signature?: string };
}

/**
 * A shopper buys every unit of `product` online and pays (the provider captures it), but
 * before the payment is confirmed starts again, which gives up the first hold, and fails
 * the second attempt: the stock is back on sale and the page, read now, is cached saying so.
 * Returns the first payment, captured and not yet confirmed.
 */
async function paidAfterHoldReleased(request: APIRequestContext, product: Card) {
  const { addressId } = await shopper(request);
  const inCart = await request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: product.stock } });
  expect(inCart.status(), await inCart.text()).toBe(200);

  // Read only after a stock move of this server: a page cached on disk by an earlier run
  // against the same build may show that run's stock until then.
  const first = await startPayment(request, addressId);
  expect(await badgeOf(request, product)).toBe(texts.outOfStock); // held while the shopper pays
  const paid = await testPage(request, first, 'pay');

  const second = await startPayment(request, addressId);
  await testPage(request, second, 'fail');
  expect(await badgeOf(request, product)).toBe(texts.inStock);
  expect(await badgeOf(request, product)).toBe(texts.inStock); // served from the cache now
  return { orderId: first, paymentId: paid.razorpay_payment_id!, signature: paid.razorpay_signature! };
}

test('a payment confirmed after its hold was given up takes the stock again: the product page shows it sold out at once', async ({ request }) => {
  const product = await wholeStockProduct(request, 'sound-systems');
  const payment = await paidAfterHoldReleased(request, product);

  const confirmed = await request.post('/api/store/onlinePaymentSuccess', {
    data: { order_id: payment.orderId, transection_id: payment.paymentId, razorpay_signature: payment.signature },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(await badgeOf(request, product)).toBe(texts.outOfStock);
});

test('the reconciler settling a payment nobody confirmed takes the stock again: the product page shows it sold out at once', async ({ request }) => {
  const product = await wholeStockProduct(request, 'toys');
  const payment = await paidAfterHoldReleased(request, product);

  // What scripts/reconcile-payments.ts asks of the server (demo mode: no token needed).
  const reconciled = await request.post('/api/payments/reconcile');
  expect(reconciled.status(), await reconciled.text()).toBe(200);
  expect((await reconciled.json()).paid).toContain(payment.orderId);
  expect(await badgeOf(request, product)).toBe(texts.outOfStock);
});

/** The search page for `product`'s name as a shopper gets it: whether it came from the cache, and the product's card. */
async function searchCard(request: APIRequestContext, product: Card): Promise<{ cache: string | undefined; card: string | undefined }> {
  const page = await request.get(`/search-product/${encodeURIComponent(product.name)}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const link = `href="/product/${product.name_url}/${product.product_id}"`;
  return { cache: page.headers()['x-nextjs-cache'], card: html.split('<article').find((part) => part.includes(link)) };
}

/**
 * The search page once it comes from the cache. A stock move anywhere (another test's
 * order, on another worker) expires every page that shows stock, so an answer in between
 * may be drawn afresh; a page drawn per request would never come from the cache.
 */
async function cachedSearchCard(request: APIRequestContext, product: Card): ReturnType<typeof searchCard> {
  let last: Awaited<ReturnType<typeof searchCard>> | undefined;
  await expect.poll(async () => (last = await searchCard(request, product)).cache).toBe('HIT');
  return last!;
}

test('a search page is a cached page, and shows a stock move at once', async ({ request }) => {
  const product = await wholeStockProduct(request, 'home-appliances');
  const before = await cachedSearchCard(request, product); // served from the cache, not drawn per request
  expect(before.card).toBeDefined();
  expect(before.card).not.toContain(texts.soldOutLabel);

  const { addressId } = await shopper(request);
  const inCart = await request.post('/api/store/addTocart', { data: { product_id: product.product_id, quantity: product.stock } });
  expect(inCart.status(), await inCart.text()).toBe(200);
  const payment = await startPayment(request, addressId); // holds every unit while the shopper pays
  expect((await searchCard(request, product)).card).toContain(texts.soldOutLabel);
  const held = await cachedSearchCard(request, product);
  expect(held.card).toContain(texts.soldOutLabel);

  await testPage(request, payment, 'fail'); // the hold is given up
  expect((await searchCard(request, product)).card).not.toContain(texts.soldOutLabel);
});
