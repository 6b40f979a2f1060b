// The shopper's account screens (docs/rules/login.md): registration and
// password login in the login popup (desktop header) or the same steps shown in place
// of /my-account (mobile, where the header has no account entry), every validation
// message in its order, OTP login through /login and /verify with the code read
// from the demo outbox, the guest cart merged into the server cart at login, the
// logged-in cart kept on the server, /my-account (the profile, and order updates on
// WhatsApp turned on and off), and both logouts.
// Every test uses its own mobile number (the database is shared by the run) and its
// own client address (OTP sends are rate-limited per address).
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { texts } from '../lib/texts';
import { screenTexts } from '../lib/texts/screens';
import { showDate } from '../lib/orders/display';
import type { CartLine } from '../lib/cart/rules';
import { logIn, open } from './shopper';

const t = texts.account;
/** A login's call, cart sync and reload take a while on a loaded machine. */
const afterLogin = 25_000;
let sequence = 0;

/** A 10-digit number no other test of this run (or an earlier run) uses. */
function uniqueMobile(info: TestInfo): string {
  sequence = (sequence + 1) % 100;
  const project = info.project.name === 'mobile' ? 5 : 0;
  return `9${String(Date.now()).slice(-6)}${(info.workerIndex + project) % 10}${String(sequence).padStart(2, '0')}`;
}

test.beforeEach(async ({ page }) => {
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
});

/** The newest OTP sent to a mobile number or e-mail address (demo outbox). */
async function otpFor(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: { body: string }[] };
      code = body.data[0]?.body.match(/\b(\d{4})\b/)?.[1];
      return code;
    })
    .toBeDefined();
  return code!;
}

async function outboxCount(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

/** Where the login steps are: the popup from the header (desktop) or /my-account in place (mobile). */
async function loginSurface(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await open(page, '/my-account');
    return page.getByRole('main');
  }
  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: texts.layout.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.loginHeading });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The form's message (the first failing check). */
const formError = (scope: Locator) => scope.getByRole('alert').filter({ hasText: /\S/ });

async function expectError(scope: Locator, button: string, message: string) {
  await scope.getByRole('button', { name: button, exact: true }).click();
  await expect(formError(scope)).toHaveText(message);
}

/** OTP login through /login and /verify; lands on / logged in. */
async function otpLogin(page: Page, mobile: string) {
  await open(page, '/login');
  await page.getByLabel(t.mobile).fill(mobile);
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(/\/verify$/);
  const code = await otpFor(page.request, mobile);
  await page.getByLabel(t.digit(1)).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: t.verifyAndProceed }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cartSaved'))).toBe('true');
  expect(await page.evaluate(() => window.localStorage.getItem('loggedIn'))).toBe('true');
}

const localLines = (page: Page): Promise<CartLine[]> => page.evaluate(() => JSON.parse(window.localStorage.getItem('cartData') ?? '[]'));

async function serverLines(page: Page): Promise<{ product_id: number; quantity: number }[]> {
  const response = await page.request.post('/api/store/cartList', { data: { store_id: 139 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { payload_cartList: CartLine[] }).payload_cartList.map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
}

const addButton = (scope: Page | Locator) => scope.getByRole('button', { name: new RegExp(`^${texts.addToCart}`) });

/** Adds the n-th addable product card of the page; returns the product's name. */
async function addFromCard(page: Page, index = 0): Promise<string> {
  const card = page.getByRole('article').filter({ has: addButton(page) }).nth(index);
  const name = (await card.getByRole('heading').getByRole('link').innerText()).trim();
  await addButton(card).click();
  await expect(page.getByText(texts.addedToCart).first()).toBeVisible();
  return name;
}

/**
 * Adds a card from the home page, then a product that may be bought twice (allowance
 * and stock of 2 or more, not a deal) from its search results; returns the second.
 */
async function addPlusable(page: Page): Promise<{ name: string; line: CartLine }> {
  await open(page, '/');
  await addFromCard(page, 0);
  const response = await page.request.post('/api/store/newarrivalRandom', { data: {} });
  const products = (await response.json()).payload_newarrivalRandom as { product_id: number; name: string; stock: number; no_of_quantity_allowed: number; is_deal: number }[];
  const already = (await localLines(page)).map((l) => l.product_id);
  const product = products.find((p) => p.stock >= 3 && p.no_of_quantity_allowed >= 2 && p.is_deal !== 1 && !already.includes(p.product_id));
  expect(product, 'a new arrival that may be bought twice').toBeDefined();
  await open(page, `/search-product/${encodeURIComponent(product!.name)}`);
  await addButton(cardOf(page, product!.name)).click();
  await expect.poll(async () => (await localLines(page)).length).toBe(2);
  const line = (await localLines(page)).find((l) => l.product_id === product!.product_id)!;
  return { name: product!.name, line };
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading').getByRole('link', { name, exact: true }) }).first();

function cartCount(page: Page, isMobile: boolean, count: number) {
  const name = count > 0 ? texts.layout.cartWithCount(count) : texts.layout.cart;
  return page.getByRole(isMobile ? 'link' : 'button', { name, exact: true }).first();
}

test('registration by mobile with every check in order, logout, then password login', async ({ page, isMobile }, info) => {
  test.slow(); // the longest journey of the suite: every check, a reload, a logout and a second login
  const mobile = uniqueMobile(info);
  const name = `Asha ${mobile.slice(-4)}`;
  const password = 'secret7'; // 7 characters: the limit (the message says 8)
  let surface = await loginSurface(page, isMobile);

  if (!isMobile) {
    // The popup: the left panel, policy links in new tabs, Close.
    for (const perk of t.perks) await expect(surface.getByText(perk, { exact: true })).toBeVisible();
    await expect(surface.getByRole('link', { name: new RegExp(t.terms) })).toHaveAttribute('target', '_blank');
    await expect(surface.getByRole('link', { name: new RegExp(t.terms) })).toHaveAttribute('href', '/terms');
    await expect(surface.getByRole('link', { name: new RegExp(t.privacy) })).toHaveAttribute('href', '/privacy-policy');
    await expect(surface.getByLabel(t.identifier)).toBeFocused();
    await surface.getByRole('button', { name: t.close }).click();
    await expect(surface).toHaveCount(0);
    surface = await loginSurface(page, false);
  }

  // Register: the identifier check, then name and password.
  await surface.getByRole('button', { name: t.createAccount }).click();
  if (!isMobile) surface = page.getByRole('dialog', { name: t.registerHeading });
  await expect(surface.getByRole('heading', { name: t.registerHeading })).toBeVisible();
  await expectError(surface, t.signUp, texts.loginIdentifierRequired);
  await surface.getByLabel(t.identifier).fill('98765');
  await expectError(surface, t.signUp, texts.loginIdentifierInvalid);
  await surface.getByLabel(t.identifier).fill(mobile);
  await expectError(surface, t.signUp, texts.registerNameRequired);
  await surface.getByLabel(t.fullName).fill(name);
  await expectError(surface, t.signUp, texts.registerPasswordRequired);
  await surface.getByLabel(t.password).fill('abc12');
  await expectError(surface, t.signUp, texts.registerPasswordShort);
  await surface.getByLabel(t.password).fill(password);
  await surface.getByRole('button', { name: t.signUp, exact: true }).click();
  await expect(page.getByText(texts.otpSent).first()).toBeVisible();

  // RegVerifyOTP: OTP present, then the e-mail, then the OTP's length.
  if (!isMobile) surface = page.getByRole('dialog', { name: t.regVerifyHeading });
  await expect(surface.getByRole('heading', { name: t.regVerifyHeading })).toBeVisible();
  await expect(surface.getByLabel(t.mobile)).toHaveValue(mobile);
  await expect(surface.getByLabel(t.mobile)).toHaveAttribute('readonly', '');
  await expectError(surface, t.signUp, texts.registerOtpRequired);
  await surface.getByLabel(t.otp).fill('12');
  await expectError(surface, t.signUp, texts.registerOtpRequired);
  await surface.getByLabel(t.otp).fill('123');
  await expectError(surface, t.signUp, texts.registerEmailInvalid);
  await surface.getByLabel(t.email).fill(`asha.${mobile}@example.in`);
  await expectError(surface, t.signUp, texts.otpWrong);
  await surface.getByLabel(t.otp).fill(await otpFor(page.request, mobile));
  await surface.getByRole('button', { name: t.signUp, exact: true }).click();

  // The page reloads logged in, with its notice.
  await expect(page.getByText(texts.otpVerified).first()).toBeVisible({ timeout: afterLogin });
  if (isMobile) {
    await expect(page.getByRole('region', { name: t.profileDetails }).getByText(name, { exact: true })).toBeVisible();
    await page.getByRole('navigation', { name: t.accountMenu }).getByRole('button', { name: t.loggedOutEntry }).click();
  } else {
    const entry = page.getByRole('banner').getByRole('button', { name, exact: true });
    await expect(entry).toBeVisible();
    await entry.click();
    await page.getByRole('banner').getByRole('button', { name: t.logOut }).click();
  }
  await expect(page.getByText(texts.loggedOut).first()).toBeVisible();
  await expect(page.getByText(texts.loggedOutTitle, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('loggedIn'))).toBe('false');

  // Signing up the same number again is refused.
  surface = await loginSurface(page, isMobile);
  await surface.getByRole('button', { name: t.createAccount }).click();
  if (!isMobile) surface = page.getByRole('dialog', { name: t.registerHeading });
  await surface.getByLabel(t.identifier).fill(mobile);
  await surface.getByLabel(t.fullName).fill(name);
  await surface.getByLabel(t.password).fill(password);
  await surface.getByRole('button', { name: t.signUp, exact: true }).click();
  await expect(page.getByText(texts.alreadyRegistered).first()).toBeVisible();

  // Password login: identifier required, then its form, then the password; wrong credentials.
  await surface.getByRole('button', { name: t.login, exact: true }).last().click();
  if (!isMobile) surface = page.getByRole('dialog', { name: t.loginHeading });
  await expect(surface.getByRole('heading', { name: t.loginHeading })).toBeVisible();
  await expectError(surface, t.login, texts.loginIdentifierRequired);
  await surface.getByLabel(t.identifier).fill('asha@example');
  await expectError(surface, t.login, texts.loginIdentifierInvalid);
  await surface.getByLabel(t.identifier).fill(mobile);
  await expectError(surface, t.login, texts.loginPasswordRequired);
  await surface.getByLabel(t.password).fill('wrong-password');
  await surface.getByRole('button', { name: t.login, exact: true }).click();
  await expect(page.getByText(texts.wrongCredentials).first()).toBeVisible();
  await surface.getByLabel(t.password).fill(password);
  await surface.getByRole('button', { name: t.login, exact: true }).click();
  await expect(page.getByText(texts.loginSuccess).first()).toBeVisible({ timeout: afterLogin });
  if (isMobile) await expect(page.getByRole('region', { name: t.profileDetails }).getByText(name, { exact: true })).toBeVisible();
  else await expect(page.getByRole('banner').getByRole('button', { name, exact: true })).toBeVisible();
});

test('registration by e-mail asks for the mobile number and checks it', async ({ page, isMobile }, info) => {
  const mobile = uniqueMobile(info);
  const email = `ravi.${mobile}@example.in`;
  let surface = await loginSurface(page, isMobile);
  await surface.getByRole('button', { name: t.createAccount }).click();
  if (!isMobile) surface = page.getByRole('dialog', { name: t.registerHeading });
  await surface.getByLabel(t.identifier).fill(email);
  await surface.getByLabel(t.fullName).fill('Ravi Kumar');
  await surface.getByLabel(t.password).fill('a-longer-password');
  await surface.getByRole('button', { name: t.signUp, exact: true }).click();
  if (!isMobile) surface = page.getByRole('dialog', { name: t.regVerifyHeading });
  await expect(surface.getByLabel(t.email)).toHaveValue(email);
  await surface.getByLabel(t.otp).fill('123');
  await expectError(surface, t.signUp, texts.registerMobileInvalid);
  // Change goes back to Register with the fields kept.
  await surface.getByRole('button', { name: t.change }).click();
  if (!isMobile) surface = page.getByRole('dialog', { name: t.registerHeading });
  await expect(surface.getByLabel(t.identifier)).toHaveValue(email);
  await surface.getByRole('button', { name: t.signUp, exact: true }).click();
  if (!isMobile) surface = page.getByRole('dialog', { name: t.regVerifyHeading });
  // Wait for the verify step: until the OTP is sent, "Mobile number" also matches
  // Register's "Mobile number or E-mail ID" field, and the fill would replace the e-mail.
  else await expect(page.getByRole('heading', { name: t.regVerifyHeading })).toBeVisible();
  await surface.getByLabel(t.mobile).fill(mobile);
  await surface.getByLabel(t.otp).fill(await otpFor(page.request, email));
  await surface.getByRole('button', { name: t.signUp, exact: true }).click();
  await expect(page.getByText(texts.otpVerified).first()).toBeVisible({ timeout: afterLogin });

  await open(page, '/my-account');
  const profile = page.getByRole('region', { name: t.profileDetails });
  await expect(profile.getByText('Ravi Kumar', { exact: true })).toBeVisible();
  await expect(profile.getByText(mobile, { exact: true })).toBeVisible();
  await expect(profile.getByText(email, { exact: true })).toBeVisible();
});

test('OTP login through /login and /verify lands on / logged in; a wrong OTP is refused', async ({ page, isMobile }, info) => {
  const mobile = uniqueMobile(info);
  await open(page, '/login');
  await expect(page.getByText(t.countryCode, { exact: true })).toBeVisible();
  const input = page.getByLabel(t.mobile);
  await expect(input).toHaveAttribute('placeholder', '9XXXXXXXXX');
  await page.getByRole('button', { name: t.continue }).click();
  await expect(formError(page.getByRole('main'))).toHaveText(texts.registerMobileInvalid);
  // Digits only, at most 10.
  await input.fill(`${mobile.slice(0, 5)}ab-${mobile.slice(5)}99`);
  await expect(input).toHaveValue(mobile);
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(/\/verify$/);
  expect(page.url()).not.toContain('otp');
  await expect(page.getByText(`A 4-digit code was sent to +91 *****${mobile.slice(-5)}`)).toBeVisible();

  const main = page.getByRole('main');
  await page.getByRole('button', { name: t.verifyAndProceed }).click();
  await expect(formError(main)).toHaveText(texts.otpEmpty);
  // Typing moves on; Backspace on an empty box goes back.
  await page.getByLabel(t.digit(1)).click();
  await page.keyboard.type('12');
  await expect(page.getByLabel(t.digit(3))).toBeFocused();
  await page.getByRole('button', { name: t.verifyAndProceed }).click();
  await expect(formError(main)).toHaveText(texts.otpWrong);
  await page.getByLabel(t.digit(3)).click();
  await page.keyboard.press('Backspace');
  await expect(page.getByLabel(t.digit(2))).toHaveValue('');
  await expect(page.getByLabel(t.digit(2))).toBeFocused();

  const first = await otpFor(page.request, mobile);
  const wrong = first === '9999' ? '1000' : String(Number(first) + 1).padStart(4, '0');
  await page.getByLabel(t.digit(1)).click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: t.verifyAndProceed }).click();
  await expect(page.getByText(texts.otpWrong).first()).toBeVisible();
  await expect(page).toHaveURL(/\/verify$/);

  // Resend Code replaces the otp id: the new code works.
  await page.getByRole('button', { name: t.resendCode }).click();
  await expect.poll(() => outboxCount(page.request, mobile)).toBe(2);
  const code = await otpFor(page.request, mobile);
  await page.getByLabel(t.digit(1)).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: t.verifyAndProceed }).click();
  await expect(page.getByText(texts.otpVerified).first()).toBeVisible({ timeout: afterLogin });
  await expect(page.getByText(texts.otpVerifiedTitle, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  if (isMobile) {
    await page.getByRole('button', { name: texts.layout.openMenu }).click();
    const row = page.getByRole('dialog', { name: texts.layout.menu }).getByRole('link', { name: new RegExp(mobile) });
    await expect(row).toHaveAttribute('href', '/my-account');
    await expect(row).toContainText(t.myAccount);
  } else {
    await page.getByRole('banner').getByRole('button', { name: t.myAccount, exact: true }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: t.myAccount })).toHaveAttribute('href', '/my-account');
    await expect(banner.getByRole('link', { name: t.myOrders })).toHaveAttribute('href', '/my-orders');
    await expect(banner.getByRole('link', { name: t.myAddress })).toHaveAttribute('href', '/my-address');
    await expect(banner.getByRole('button', { name: t.logOut })).toBeVisible();
  }

  // The state was used up: /verify again goes to /.
  await open(page, '/verify');
  await expect(page).toHaveURL(/\/$/);
});

test('/verify without the state /login hands over goes to /', async ({ page }) => {
  await open(page, '/verify');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: t.verifyAndProceed })).toHaveCount(0);
});

test('the guest cart is merged into the server cart at login, once', async ({ page, context, isMobile }, info) => {
  const mobile = uniqueMobile(info);
  await open(page, '/');
  const first = await addFromCard(page, 0);
  const second = await addFromCard(page, 0);
  const guest = await localLines(page);
  expect(guest.map((l) => l.product_name)).toEqual([first, second]);

  await otpLogin(page, mobile);
  await expect(cartCount(page, isMobile, 2)).toBeVisible();
  const ids = guest.map((l) => l.product_id);
  expect((await serverLines(page)).map((l) => l.product_id).sort()).toEqual([...ids].sort());
  const stored = await localLines(page);
  expect(stored.map((l) => l.product_id).sort()).toEqual([...ids].sort());
  expect(stored.every((l) => typeof l.cart_id === 'number')).toBe(true);
  await page.reload();
  await expect(cartCount(page, isMobile, 2)).toBeVisible();

  // A second device (fresh storage, no session) with one of the products logs in again:
  // the server cart keeps one line per product.
  await context.clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await open(page, '/');
  await expect(page.getByRole(isMobile ? 'link' : 'button', { name: texts.layout.cart, exact: true }).first()).toBeVisible();
  await addButton(cardOf(page, first)).click();
  await expect(page.getByText(texts.addedToCart).first()).toBeVisible();
  await otpLogin(page, mobile);
  const after = await serverLines(page);
  expect(after.map((l) => l.product_id).sort()).toEqual([...ids].sort());
  expect(after.every((l) => l.quantity === 1)).toBe(true);
  await expect(cartCount(page, isMobile, 2)).toBeVisible();
});

test('logged in, add, plus, minus and remove are made on the server', async ({ page, isMobile }, info) => {
  const mobile = uniqueMobile(info);
  await otpLogin(page, mobile);
  expect(await serverLines(page)).toEqual([]);

  const { name: first, line: a } = await addPlusable(page);
  const count = (await localLines(page)).length;
  await expect.poll(async () => (await serverLines(page)).length).toBe(count);

  const card = cardOf(page, first);
  await card.getByRole('button', { name: `Increase quantity of ${first}` }).click();
  await expect.poll(async () => (await serverLines(page)).find((l) => l.product_id === a.product_id)?.quantity).toBe(2);
  await expect(card.getByLabel(`Quantity of ${first} in cart`)).toHaveText('2');
  await card.getByRole('button', { name: `Decrease quantity of ${first}` }).click();
  await expect.poll(async () => (await serverLines(page)).find((l) => l.product_id === a.product_id)?.quantity).toBe(1);
  // Minus at 1 removes the line, on the server too.
  await card.getByRole('button', { name: `Decrease quantity of ${first}` }).click();
  await expect(page.getByText(texts.removedFromCart).first()).toBeVisible();
  await expect.poll(async () => (await serverLines(page)).some((l) => l.product_id === a.product_id)).toBe(false);
  expect(await serverLines(page)).toHaveLength(count - 1);

  if (!isMobile) {
    // The drawer's remove button.
    const [other] = await localLines(page);
    await cartCount(page, false, count - 1).click();
    const drawer = page.getByRole('dialog', { name: texts.shoppingBag });
    await drawer.getByRole('button', { name: texts.layout.removeFromCart(other.product_name) }).click();
    await expect.poll(async () => (await serverLines(page)).some((l) => l.product_id === other.product_id)).toBe(false);
    await page.keyboard.press('Escape');
  }

  // What the server holds is what a reload (and a fresh device) shows.
  const held = await serverLines(page);
  await page.evaluate(() => window.localStorage.setItem('cartData', '[]'));
  await page.evaluate(() => window.localStorage.removeItem('cartID'));
  await otpLogin(page, mobile);
  expect((await localLines(page)).map((l) => ({ product_id: l.product_id, quantity: l.quantity }))).toEqual(held);
  await page.reload();
  await expect(cartCount(page, isMobile, held.length)).toBeVisible();
});

test('a server refusal leaves the logged-in cart as it was; an ended session logs the shopper out', async ({ page, isMobile }, info) => {
  const mobile = uniqueMobile(info);
  await otpLogin(page, mobile);
  const { name, line } = await addPlusable(page);
  await expect.poll(async () => (await serverLines(page)).length).toBe((await localLines(page)).length);

  // The session ends elsewhere (another tab logged out): the next change is answered 401.
  await page.request.post('/api/user/logout', { data: {} });
  await cardOf(page, name).getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(page.getByText(texts.loginRequired).first()).toBeVisible();
  expect((await localLines(page)).find((l) => l.product_id === line.product_id)?.quantity).toBe(1);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('loggedIn'))).toBe('false');
  if (!isMobile) await expect(page.getByRole('banner').getByRole('button', { name: texts.layout.login, exact: true })).toBeVisible();
});

test('/my-account: the login screen in place when logged out, the profile when logged in', async ({ page, isMobile }, info) => {
  const mobile = uniqueMobile(info);
  await open(page, '/my-account');
  await expect(page).toHaveURL(/\/my-account$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t.loginHeading })).toBeVisible();

  // The inline OTP steps: LoginOTP, VerifyOTP with the number read-only and Change.
  await main.getByRole('button', { name: t.loginWithOtp }).click();
  await expect(main.getByRole('heading', { name: t.loginOtpHeading })).toBeVisible();
  await expectError(main, t.proceed, texts.registerMobileInvalid);
  await main.getByLabel(t.mobile).fill(mobile);
  await main.getByRole('button', { name: t.proceed }).click();
  await expect(main.getByRole('heading', { name: t.verifyOtpHeading })).toBeVisible();
  await expect(main.getByLabel(t.mobile)).toHaveValue(mobile);
  await main.getByRole('button', { name: t.change }).click();
  await expect(main.getByRole('heading', { name: t.loginOtpHeading })).toBeVisible();
  await expect(main.getByLabel(t.mobile)).toHaveValue(mobile);
  await main.getByRole('button', { name: t.proceed }).click();
  await expectError(main, t.login, texts.otpEmpty);
  await main.getByLabel(t.otp).fill('12');
  await expectError(main, t.login, texts.otpWrong);
  await main.getByLabel(t.otp).fill(await otpFor(page.request, mobile));
  await main.getByRole('button', { name: t.login, exact: true }).click();
  await expect(page.getByText(texts.otpVerified).first()).toBeVisible({ timeout: afterLogin });

  await expect(page).toHaveURL(/\/my-account$/);
  const profile = page.getByRole('region', { name: t.profileDetails });
  await expect(profile.getByText(mobile, { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: t.accountMenu });
  if (isMobile) {
    await expect(nav.getByRole('link', { name: t.myOrders })).toHaveAttribute('href', '/my-orders');
    await expect(nav.getByRole('link', { name: t.deliveryAddress })).toHaveAttribute('href', '/my-address');
  } else {
    await expect(nav.getByRole('link', { name: t.profileDetails })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: t.orders })).toHaveAttribute('href', '/my-orders');
    await expect(nav.getByRole('link', { name: t.address })).toHaveAttribute('href', '/my-address');
  }
  await expect(nav.getByRole('button', { name: t.loggedOutEntry })).toBeVisible();
});

test('/my-account: order updates on WhatsApp, off until turned on, on since today, then off again', async ({ page }) => {
  const w = screenTexts.whatsappUpdates;
  await logIn(page);
  await open(page, '/my-account');
  const card = page.getByRole('region', { name: w.heading });
  const box = card.getByRole('checkbox', { name: w.optIn });
  await expect(card.getByTestId('whatsapp-state')).toHaveText(w.off);
  await expect(box).not.toBeChecked();

  await box.check();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: w.turnedOn })).toBeVisible();
  const today = showDate(new Date().toISOString());
  await expect(card.getByTestId('whatsapp-state')).toHaveText(w.onSince(today));
  // Stored on the server: still on after a reload.
  await page.reload();
  await expect(card.getByTestId('whatsapp-state')).toHaveText(w.onSince(today));
  await expect(box).toBeChecked();

  await box.uncheck();
  await expect(card.getByTestId('whatsapp-state')).toHaveText(w.off);
  await page.reload();
  await expect(box).not.toBeChecked();
});

test('logout: the header menu empties the cart; the account page keeps it', async ({ page, isMobile }, info) => {
  const mobile = uniqueMobile(info);
  await otpLogin(page, mobile);
  await addFromCard(page, 0);
  await expect(cartCount(page, isMobile, 1)).toBeVisible();

  if (!isMobile) {
    await page.getByRole('banner').getByRole('button', { name: t.myAccount, exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: t.logOut }).click();
    await expect(page.getByText(texts.loggedOut).first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: texts.layout.cart, exact: true }).first()).toBeVisible();
    expect(await localLines(page)).toEqual([]);
    expect(await page.evaluate(() => [localStorage.getItem('loggedIn'), localStorage.getItem('cartSaved'), localStorage.getItem('user')])).toEqual(['false', 'false', null]);
    // The server session ended too.
    expect((await page.request.post('/api/user/me', { data: {} })).status()).toBe(401);
    return;
  }

  // Mobile: the account pages' Logged Out clears only user and loggedIn.
  await open(page, '/my-account');
  await page.getByRole('navigation', { name: t.accountMenu }).getByRole('button', { name: t.loggedOutEntry }).click();
  await expect(page.getByText(texts.loggedOut).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await localLines(page)).toHaveLength(1);
  expect(await page.evaluate(() => [localStorage.getItem('loggedIn'), localStorage.getItem('user')])).toEqual(['false', null]);
  expect((await page.request.post('/api/user/me', { data: {} })).status()).toBe(401);
  await page.getByRole('button', { name: texts.layout.openMenu }).click();
  await expect(page.getByRole('dialog', { name: texts.layout.menu }).getByRole('link', { name: new RegExp(texts.layout.loginOrSignUp) })).toHaveAttribute('href', '/login');
});
