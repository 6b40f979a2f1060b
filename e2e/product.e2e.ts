// The product page as a shopper meets it (docs/rules/catalogue.md#product-page),
// at both viewports: a seeded product's name, prices and discount by the
// ceiling rule, the gallery's wrapping arrows and full-screen view, the tabs, the
// pincode check, sharing, the Customer Reviews modal, the cart stepper with its limit
// and 'Go to cart', a sold-out product, the /product?id= redirect, an unknown product,
// and a review submitted by a logged-in shopper. Products come from the API.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import { productTexts } from '../lib/texts/product';
import type { ProductCard, ProductDetail } from '../lib/contract';
import { productTitle, truncate } from '../lib/seo/metadata';
import { open } from './shopper';

async function allProducts(request: APIRequestContext): Promise<ProductCard[]> {
  const response = await request.post('/api/store/FilterByProductNew', { data: { result_per_page: 1000 } });
  expect(response.status()).toBe(200);
  return (await response.json()).payload_FilterByProductNew.products as ProductCard[];
}

async function detail(request: APIRequestContext, id: number): Promise<ProductDetail> {
  const response = await request.post('/api/store/productDetail', { data: { product_id: id } });
  expect(response.status()).toBe(200);
  return (await response.json()).payload as ProductDetail;
}

/** The first product whose details pass `wanted`. */
async function findProduct(request: APIRequestContext, wanted: (p: ProductDetail) => boolean, from?: (p: ProductCard) => boolean): Promise<ProductDetail> {
  for (const card of (await allProducts(request)).filter(from ?? (() => true))) {
    const product = await detail(request, card.product_id);
    if (wanted(product)) return product;
  }
  throw new Error('no seeded product fits');
}

/** The Location of a redirect (Next may repeat the same header; browsers accept identical copies). */
const locationOf = (response: { headersArray(): { name: string; value: string }[] }) => [
  ...new Set(response.headersArray().filter((h) => h.name.toLowerCase() === 'location').map((h) => h.value)),
];
const pathOf = (p: { name_url: string; product_id: number }) => `/product/${p.name_url}/${p.product_id}`;
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const expectedPercent = (mrp: number, selling: number) => Math.ceil(Number((((mrp - selling) / mrp) * 100).toFixed(10)));
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const richProduct = (p: ProductDetail) =>
  p.stock > 0 && p.mrp > p.selling_price && p.gallery_images.length >= 3 && p.specifications !== null && p.other_information !== null && p.description !== 'Not available';

test('a seeded product shows its name, category, stock, selling price, struck MRP and discount', async ({ page, request }) => {
  const product = await findProduct(request, richProduct);
  await open(page, pathOf(product));
  await expect(page).toHaveTitle(truncate(productTitle(product.name), 60));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('link', { name: product.category_name, exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('stock-badge')).toHaveText(texts.inStock);
  await expect(page.getByTestId('selling-price')).toHaveText(rupees(product.selling_price));
  await expect(page.getByTestId('mrp')).toHaveText(rupees(product.mrp));
  await expect(page.getByTestId('discount')).toHaveText(`${expectedPercent(product.mrp, product.selling_price)}% off`);
  await expect(page.getByRole('button', { name: texts.addToCart, exact: true })).toBeEnabled();
  // The promises and the panels.
  for (const promise of texts.wePromise) await expect(page.getByText(promise, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: productTexts.deliveryServices })).toBeVisible();
  // The carousels below.
  await expect(page.getByRole('heading', { name: texts.hurryUp })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.youMayAlsoLike })).toBeVisible();
});

test('the server sends the name, price, Product and BreadcrumbList structured data before any script', async ({ request }) => {
  const product = await findProduct(request, (p) => p.review_count > 0 && p.stock > 0);
  const response = await request.get(pathOf(product));
  expect(response.status()).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const ld = blocks.find((b) => b['@type'] === 'Product');
  expect(ld).toMatchObject({
    name: product.name,
    offers: { priceCurrency: 'INR', price: product.selling_price.toFixed(2), availability: 'https://schema.org/InStock', hasMerchantReturnPolicy: { merchantReturnDays: 7 } },
    aggregateRating: { ratingValue: product.total_rating, reviewCount: product.review_count },
  });
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.at(-1).name).toBe(product.name);
  expect(html).toContain(rupees(product.selling_price));
  expect(html).toMatch(/<meta name="description" content="[^"]{1,155}"/);
  // The route's generated sharing image, and the canonical URL.
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${pathOf(product)}/opengraph-image`));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${pathOf(product)}"`));
});

test('the gallery arrows wrap both ways and a click opens the full-screen view', async ({ page, request }) => {
  const product = await findProduct(request, richProduct);
  await open(page, pathOf(product));
  const gallery = page.getByRole('region', { name: productTexts.gallery });
  const count = (await gallery.getByRole('button', { name: /^Show picture \d+$/ }).count());
  expect(count).toBeGreaterThanOrEqual(3);
  const main = (n: number) => gallery.getByRole('button', { name: `${product.name}, picture ${n} of ${count}. ${productTexts.openFullScreen}` });
  await expect(main(1)).toBeVisible();
  await gallery.getByRole('button', { name: productTexts.previousPicture }).click();
  await expect(main(count)).toBeVisible();
  await expect(gallery.getByRole('button', { name: `Show picture ${count}` })).toHaveAttribute('aria-current', 'true');
  await gallery.getByRole('button', { name: productTexts.nextPicture }).click();
  await expect(main(1)).toBeVisible();
  await gallery.getByRole('button', { name: productTexts.nextPicture }).click();
  await expect(main(2)).toBeVisible();
  await gallery.getByRole('button', { name: 'Show picture 1' }).click();
  await expect(main(1)).toBeVisible();

  await main(1).click();
  const full = page.getByRole('dialog', { name: productTexts.fullScreen });
  await expect(full).toBeVisible();
  await expect(full.getByRole('img', { name: `${product.name}, picture 1 of ${count}` })).toBeVisible();
  await full.getByRole('button', { name: productTexts.previousPicture }).click();
  await expect(full.getByRole('img', { name: `${product.name}, picture ${count} of ${count}` })).toBeVisible();
  await full.getByRole('button', { name: productTexts.nextPicture }).click();
  await expect(full.getByText(`1 of ${count}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full).toHaveCount(0);
});

test('swiping the main picture moves to the next one', async ({ page, request }) => {
  const product = await findProduct(request, richProduct);
  await open(page, pathOf(product));
  const gallery = page.getByRole('region', { name: productTexts.gallery });
  const count = await gallery.getByRole('button', { name: /^Show picture \d+$/ }).count();
  const main = (n: number) => gallery.getByRole('button', { name: `${product.name}, picture ${n} of ${count}. ${productTexts.openFullScreen}` });
  await expect(main(1)).toBeVisible();
  // The mouse drags the strip once its moving parts (Embla) have come: a mouse coming over
  // the strip calls them (a finger swipes the native strip without them).
  const box = (await main(1).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await expect(gallery.locator('[data-embla="on"]')).toHaveCount(1);
  // A drag from right to left, as a finger would swipe.
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 6 });
  await page.mouse.move(box.x + box.width * 0.15, y, { steps: 6 });
  await page.mouse.up();
  await expect(main(2)).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute('aria-current', 'true');
  // A swipe is not a click: the full-screen view stays closed.
  await expect(page.getByRole('dialog', { name: productTexts.fullScreen })).toHaveCount(0);
});

test('the tabs show only with data and toggle open and closed', async ({ page, request }) => {
  const product = await findProduct(request, richProduct);
  await open(page, pathOf(product));
  const tab = (name: string) => page.getByRole('button', { name, exact: true });
  // Description open to begin with.
  await expect(tab(productTexts.tabs.description)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: productTexts.tabs.description })).toBeVisible();
  await tab(productTexts.tabs.specifications).click();
  const specs = page.getByRole('region', { name: productTexts.tabs.specifications });
  await expect(specs).toBeVisible();
  await expect(specs.getByRole('rowheader', { name: 'Model Name' })).toBeVisible();
  await expect(specs.getByRole('cell', { name: product.specifications!.model_name!, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: productTexts.tabs.description })).toBeHidden();
  // A second click closes it.
  await tab(productTexts.tabs.specifications).click();
  await expect(specs).toBeHidden();
  await expect(tab(productTexts.tabs.specifications)).toHaveAttribute('aria-expanded', 'false');
  await tab(productTexts.tabs.otherInformation).click();
  await expect(page.getByRole('region', { name: productTexts.tabs.otherInformation }).getByRole('rowheader', { name: 'Country of Origin' })).toBeVisible();

  // A product without specifications has no such tab.
  const plain = await findProduct(request, (p) => p.specifications === null);
  await open(page, pathOf(plain));
  await expect(page.getByRole('heading', { level: 1, name: plain.name })).toBeVisible();
  await expect(tab(productTexts.tabs.specifications)).toHaveCount(0);
});

test('the pincode check: a served pincode shows the date range and locks; Change clears; bad ones are refused', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock > 0);
  await open(page, pathOf(product));
  const box = page.getByRole('textbox', { name: productTexts.pincodeLabel });
  const check = page.getByRole('button', { name: productTexts.check, exact: true });

  // More than 6 characters is refused outright.
  await box.fill('1100012');
  await expect(toast(page, texts.pincodeInvalidInput)).toBeVisible();
  await expect(box).toHaveValue('');
  // Letters are dropped.
  await box.fill('11a0');
  await expect(box).toHaveValue('110');
  // A check with fewer than 6 digits.
  await check.click();
  await expect(toast(page, texts.pincodeInvalid)).toBeVisible();
  // A real pincode we do not deliver to (Andaman and Nicobar Islands).
  await box.fill('744101');
  await check.click();
  await expect(toast(page, texts.pincodeInvalid).first()).toBeVisible();
  await expect(page.getByText(`${productTexts.expectedDelivery}:`)).toHaveCount(0);

  // Delhi: 1 to 3 days by the seeded rules.
  await box.fill('110001');
  await check.click();
  const day = (n: number) =>
    new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + n * 86_400_000));
  await expect(page.getByTestId('delivery-window')).toHaveText(`${day(1)} - ${day(3)}`);
  await expect(box).toHaveAttribute('readonly', '');
  await page.getByRole('button', { name: productTexts.change, exact: true }).click();
  await expect(box).toHaveValue('');
  await expect(box).not.toHaveAttribute('readonly', '');
  await expect(page.getByTestId('delivery-window')).toHaveCount(0);
  await expect(check).toBeVisible();
});

test('an unserved pincode stops Add to cart', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock > 0);
  await open(page, pathOf(product));
  await page.getByRole('textbox', { name: productTexts.pincodeLabel }).fill('744101');
  await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
  await expect(toast(page, texts.pincodeInvalid)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.addToCart, exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cartData') ?? '[]').length)).toBe(0);
});

test('share: the link is copied with a notice, and the four networks get the page URL', async ({ page, request, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const product = await findProduct(request, (p) => p.stock > 0);
  await open(page, pathOf(product));
  await page.getByRole('button', { name: productTexts.share, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: productTexts.shareHeading });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: productTexts.copyLink }).click();
  await expect(toast(page, texts.urlCopied)).toBeVisible();
  const url = `${baseURL}${pathOf(product)}`;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  for (const network of ['Facebook', 'Pinterest', 'Twitter', 'WhatsApp']) {
    const link = dialog.getByRole('link', { name: new RegExp(`^${network}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    expect(await link.getAttribute('href')).toContain(encodeURIComponent(url));
  }
  await dialog.getByRole('button', { name: texts.layout.close }).click();
  await expect(dialog).toHaveCount(0);
});

test('the Customer Reviews modal lists the reviews, or says there are none', async ({ page, request }) => {
  const reviewed = await findProduct(request, () => true, (p) => p.review_count >= 2);
  await open(page, pathOf(reviewed));
  await expect(page.getByText(texts.ratingLabel(reviewed.total_rating, reviewed.review_count)).first()).toBeVisible();
  await page.getByRole('button', { name: productTexts.seeReviews(reviewed.review_count) }).click();
  const dialog = page.getByRole('dialog', { name: texts.customerReviews });
  await expect(dialog.getByRole('listitem')).toHaveCount(reviewed.review_count);
  await expect(dialog.getByText(reviewed.ratings[0]!.name, { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A sold-out one: the review journey below only rates products in stock.
  const unreviewed = await findProduct(request, (p) => p.review_count === 0, (p) => p.review_count === 0 && p.stock <= 0);
  await open(page, pathOf(unreviewed));
  await page.getByRole('button', { name: productTexts.seeReviews(0) }).click();
  await expect(page.getByRole('dialog', { name: texts.customerReviews }).getByText(texts.noReviews)).toBeVisible();
});

test('Add to cart becomes a stepper with Go to cart; plus stops at the limit with a notice', async ({ page, request }) => {
  const product = await findProduct(request, () => true, (p) => p.stock > 0 && p.is_deal === 0 && Math.min(p.stock, p.no_of_quantity_allowed) === 2);
  await open(page, pathOf(product));
  await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
  await expect(toast(page, texts.addedToCart)).toBeVisible();
  const quantity = page.getByRole('group', { name: `Quantity of ${product.name}` });
  await expect(quantity.getByRole('status')).toHaveText('1');
  const goToCart = page.getByRole('link', { name: texts.goToCart });
  await expect(goToCart).toHaveAttribute('href', '/checkout');
  await quantity.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(quantity.getByRole('status')).toHaveText('2');
  await quantity.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(toast(page, texts.quantityLimit)).toBeVisible();
  await expect(quantity.getByRole('status')).toHaveText('2');
  await quantity.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await expect(quantity.getByRole('status')).toHaveText('1');
  await goToCart.click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('a sold-out product shows the overlay, the badge and a disabled Out of Stock button', async ({ page, request }) => {
  const product = await findProduct(request, () => true, (p) => p.stock <= 0);
  await open(page, pathOf(product));
  const gallery = page.getByRole('region', { name: productTexts.gallery });
  await expect(gallery.getByText(productTexts.soldOutOverlay, { exact: true })).toBeVisible();
  await expect(page.getByTestId('stock-badge')).toHaveText(texts.outOfStock);
  await expect(page.getByRole('button', { name: texts.outOfStock, exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: texts.addToCart, exact: true })).toHaveCount(0);
});

test('a product with colour variants links to each of them', async ({ page, request }) => {
  let found: { product: ProductCard; variants: { product_id: number; name_url: string; color: string | null }[] } | null = null;
  for (const product of await allProducts(request)) {
    const response = await request.post('/api/store/product-variants-info', { data: { product_id: product.product_id } });
    const variants = (await response.json()).payload;
    if (variants.length > 1) {
      found = { product, variants };
      break;
    }
  }
  expect(found, 'the demo store has a product in several colours').not.toBeNull();
  const { product, variants } = found!;
  await open(page, pathOf(product));
  const swatches = page.getByRole('list', { name: productTexts.colorOptions }).getByRole('link');
  await expect(swatches).toHaveCount(variants.length);
  for (const variant of variants) {
    const swatch = page.getByRole('list', { name: productTexts.colorOptions }).locator(`a[href="${pathOf(variant)}"]`);
    await expect(swatch).toHaveAttribute('aria-label', variant.color ?? variant.name_url);
    if (variant.product_id === product.product_id) await expect(swatch).toHaveAttribute('aria-current', 'page');
  }
});

test('/product?id={slug} redirects permanently; a wrong name is corrected; unknown products are the 404 home', async ({ request }) => {
  const [product] = await allProducts(request);
  const redirect = await request.get(`/product?id=${product!.name_url}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(locationOf(redirect)).toEqual([pathOf(product!)]);
  const renamed = await request.get(`/product/old-name/${product!.product_id}`, { maxRedirects: 0 });
  expect(renamed.status()).toBe(308);
  expect(locationOf(renamed)).toEqual([pathOf(product!)]);

  expect((await request.get('/product?id=no-such-product-anywhere', { maxRedirects: 0 })).status()).toBe(404);
  const unknown = await request.get('/product/no-such-product/999999');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Deals of the Day');
  expect((await request.get('/product/x/abc')).status()).toBe(404);
});

test('a logged-out shopper is asked to log in before rating', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock > 0);
  await open(page, pathOf(product));
  const form = page.getByRole('region', { name: texts.rateYourExperience });
  await expect(form.getByText(productTexts.loginToReview)).toBeVisible();
  await form.getByRole('button', { name: productTexts.login }).click();
  await expect(page.getByRole('dialog', { name: texts.account.loginHeading })).toBeVisible();
});

test('a logged-in shopper rates a product; the review is there after a reload', async ({ page, request }, testInfo) => {
  // The last unreviewed product: other tests read the first ones and expect them unreviewed.
  const product = (await allProducts(request)).filter((p) => p.review_count === 0 && p.stock > 0).at(-1)!;
  // A fresh mobile number per run and project (the OTP send limit is per number).
  const mobile = `8${String(Date.now()).slice(-8)}${testInfo.project.name === 'mobile' ? 1 : 2}`;
  const sent = await page.request.post('/api/user/sendotp', { data: { otp_type: 'mobile', username: mobile } });
  expect(sent.status()).toBe(200);
  const otpId = (await sent.json()).payload.otp_id;
  const outbox = await page.request.get(`/api/dev/outbox?to=${mobile}`);
  const otp = ((await outbox.json()).data as { body: string }[])[0]!.body.match(/\b(\d{4})\b/)![1];
  const verified = await page.request.post('/api/user/verifyotp', { data: { otp_id: otpId, otp: Number(otp), otp_type: 'mobile', company_id: 191 } });
  expect(verified.status()).toBe(200);
  const user = (await verified.json()).payload;

  await page.goto(pathOf(product));
  await page.evaluate((u) => {
    localStorage.setItem('user', JSON.stringify(u));
    localStorage.setItem('loggedIn', 'true');
  }, user);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const form = page.getByRole('region', { name: texts.rateYourExperience });
  const submit = form.getByRole('button', { name: productTexts.submitReview });
  await expect(submit).toBeDisabled();
  // Hover previews the stars without choosing them.
  const fourStars = form.getByRole('radio', { name: productTexts.stars(4) });
  if (testInfo.project.name === 'desktop') {
    await fourStars.hover();
    await expect(form.getByRole('radio', { name: productTexts.stars(3) })).toHaveAttribute('data-preview', 'on');
    await expect(form.getByRole('radio', { name: productTexts.stars(5) })).toHaveAttribute('data-preview', 'off');
    await expect(fourStars).toHaveAttribute('aria-checked', 'false');
  }
  await fourStars.click();
  await expect(fourStars).toHaveAttribute('aria-checked', 'true');
  // A rating without text: still disabled, with its hint.
  await expect(submit).toBeDisabled();
  await expect(form.getByText(texts.reviewFillAll)).toBeVisible();

  const text = `Works well, delivered on time (${testInfo.project.name} ${Date.now()}).`;
  await form.getByRole('textbox', { name: productTexts.yourReview }).fill(text);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByRole('button', { name: productTexts.reviewSubmitted })).toBeDisabled();
  await expect(form.getByText(productTexts.reviewThanks)).toBeVisible();
  await expect(form.getByRole('textbox', { name: productTexts.yourReview })).toHaveAttribute('readonly', '');
  await expect(fourStars).toBeDisabled();

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: /^See (all \d+ )?reviews$/ }).click();
  const dialog = page.getByRole('dialog', { name: texts.customerReviews });
  await expect(dialog.getByText(text)).toBeVisible();
  // The page itself was refreshed too: its rating summary counts the new review.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: productTexts.ratingsHeading })).toBeVisible();
  await expect(page.getByText(/^Based on \d+ reviews?$/)).toBeVisible();
});
