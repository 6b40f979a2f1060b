// Alerts and EMI as a shopper meets them (docs/rules/alerts.md): the product page's and the
// cart's "EMI from ₹X/month" and their table of plans, compared with an EMI worked out here
// from the seller's plans by the reducing-balance formula (not lib/emi's code); checkout's
// note that EMI is chosen in the payment window; "Notify me" asking a guest to log in, and
// a logged-in shopper's alerts saved from the product page, listed on the account page and
// stopped there; and the message link's unsubscribe page working without JavaScript.
// Nothing here changes stock or prices: it runs with the other specs.
import { expect, test, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import { alertTexts, emiTexts } from '../lib/texts/alerts';
import { screenTexts } from '../lib/texts/screens';
import { routes } from '../lib/routes';
import { addAddressByApi, logIn, open } from './shopper';
import { inE2eDatabase } from './test-database';

interface Plan { bank: string; months: number; rate: number; noCost: boolean; min: number }
interface Product { id: number; name: string; name_url: string; price: number }

/** The EMI of `rupees`, rounded up to the rupee: P·r·(1+r)^n / ((1+r)^n − 1), r = rate/12/100; P/n without interest. */
function independentEmi(rupees: number, plan: Plan): number {
  const exact = plan.noCost || plan.rate === 0
    ? rupees / plan.months
    : (() => {
        const r = plan.rate / 1200;
        const f = Math.pow(1 + r, plan.months);
        return (rupees * r * f) / (f - 1);
      })();
  return Math.ceil(Math.round(exact * 1e6) / 1e6);
}

const shown = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

function plans(): Plan[] {
  return inE2eDatabase((db) =>
    (db.prepare('select bank, tenure_months, annual_rate, no_cost, min_order_paise from emi_plans where store_id = 139').all() as Record<string, number | string>[]).map((p) => ({
      bank: String(p.bank), months: Number(p.tenure_months), rate: Number(p.annual_rate), noCost: Number(p.no_cost) === 1, min: Number(p.min_order_paise) / 100,
    })),
  );
}

/** A product of the demo store: in stock (or sold out), not sold by unit, priced in a range. */
function product(stock: 'in' | 'out', from: number, to: number, skip = 0): Product {
  return inE2eDatabase((db) => {
    const row = db
      .prepare(`select id, name, name_url, selling_price_paise from products where store_id = 139 and sold_by_unit = 0 and is_deal = 0 and stock ${stock === 'in' ? '> 3 and no_of_quantity_allowed >= 2' : '= 0'}
                and selling_price_paise between ? and ? order by id limit 1 offset ?`)
      .get(from * 100, to * 100, skip) as { id: number; name: string; name_url: string; selling_price_paise: number } | undefined;
    if (!row) throw new Error(`no ${stock} of stock product between ₹${from} and ₹${to}`);
    return { id: row.id, name: row.name, name_url: row.name_url, price: row.selling_price_paise / 100 };
  });
}

/** The EMI line and the table of plans of one EMI block: its "from", and the monthly figures of its rows. */
async function readEmi(page: Page, testId: string) {
  const block = page.getByTestId(testId);
  await expect(block).toBeVisible();
  const from = (await block.getByTestId('emi-from').innerText()).trim();
  await block.getByText(emiTexts.plansSummary).click();
  const table = block.getByRole('table', { name: emiTexts.plansSummary });
  await expect(table).toBeVisible();
  const rows = await table.getByTestId('emi-plan-row').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent!.trim())));
  return { from, rows };
}

function expectMatches(read: { from: string; rows: string[][] }, amount: number) {
  const applying = plans().filter((p) => p.min <= amount);
  expect(applying.length).toBeGreaterThan(0);
  const expected = applying.map((p) => independentEmi(amount, p));
  expect(read.from).toBe(emiTexts.from(shown(Math.min(...expected))));
  // Each row: bank, months, rate, monthly, total.
  const rows = read.rows.map(([bank, months, , monthly, total]) => ({ bank, months: Number(months), monthly: monthly!, total: total! }));
  expect(rows.map((r) => `${r.bank} ${r.months}`).sort()).toEqual(applying.map((p) => `${p.bank} ${p.months}`).sort());
  for (const p of applying) {
    const row = rows.find((r) => r.bank === p.bank && r.months === p.months)!;
    const monthly = independentEmi(amount, p);
    expect(row.monthly, `${p.bank} ${p.months} months`).toBe(shown(monthly));
    expect(row.total, `${p.bank} ${p.months} months`).toBe(shown(monthly * p.months));
  }
}

test('the product page, the cart and checkout show the EMI the plans give, without an outside script', async ({ page, isMobile }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && !r.url().startsWith('http://localhost')) scripts.push(r.url());
  });
  await logIn(page);
  await addAddressByApi(page);
  const item = product('in', 20_000, 90_000);
  await open(page, routes.product(item.name_url, item.id));
  expectMatches(await readEmi(page, 'emi-product'), item.price);
  if (isMobile) await page.screenshot({ path: 'test-results/alerts-emi-product-mobile.png', fullPage: true });

  // Two of it in the cart: the cart's EMI is for twice the price.
  await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
  await expect(page.getByText(texts.addedToCart).first()).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${item.name}` }).click();
  const quantity = 2;
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('cartData') ?? '[]') as { quantity: number }[])[0]?.quantity)).toBe(quantity);
  if (!isMobile) {
    await page.getByRole('button', { name: texts.layout.cartWithCount(1), exact: true }).click();
    const drawer = page.getByRole('dialog', { name: texts.shoppingBag });
    await expect(drawer).toBeVisible();
    expectMatches(await readEmi(page, 'emi-cart'), item.price * quantity);
    await page.keyboard.press('Escape');
  }
  await open(page, '/checkout');
  expectMatches(await readEmi(page, 'emi-checkout'), item.price * quantity);

  // The payment step says where EMI is chosen.
  const t = screenTexts.checkoutScreens;
  await page.getByRole('button', { name: t.placeOrder, exact: true }).click();
  await page.getByRole('button', { name: t.proceed }).click();
  await expect(page.getByTestId('emi-checkout-note')).toHaveText(emiTexts.checkoutNote);
  expect(scripts).toEqual([]);
});

test('Notify me asks a guest to log in', async ({ page }) => {
  const soldOut = product('out', 1, 10_000_000);
  await open(page, routes.product(soldOut.name_url, soldOut.id));
  await page.getByRole('button', { name: alertTexts.notifyMe }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('form', { name: alertTexts.notifyHeading })).toHaveCount(0);
});

test('a shopper sets alerts from product pages, sees them on the account page and stops one', async ({ page, isMobile }) => {
  await logIn(page);
  const soldOut = product('out', 1, 10_000_000, isMobile ? 1 : 0);
  const inStock = product('in', 5_000, 90_000, isMobile ? 1 : 0);

  await open(page, routes.product(soldOut.name_url, soldOut.id));
  await expect(page.getByTestId('stock-badge')).toHaveText(texts.outOfStock);
  await page.getByRole('button', { name: alertTexts.notifyMe }).click();
  const form = page.getByRole('form', { name: alertTexts.notifyHeading });
  await expect(form.getByRole('radio', { name: alertTexts.backInStock })).toBeChecked();
  await form.getByRole('button', { name: alertTexts.save }).click();
  await expect(form.getByRole('status')).toHaveText(alertTexts.saved);

  await open(page, routes.product(inStock.name_url, inStock.id));
  await page.getByRole('button', { name: alertTexts.notifyMe }).click();
  const priceForm = page.getByRole('form', { name: alertTexts.notifyHeading });
  // In stock: only a price alert is offered. A price not below today's is refused under the field.
  await expect(priceForm.getByRole('radio', { name: alertTexts.backInStock })).toHaveCount(0);
  const target = priceForm.getByRole('textbox', { name: alertTexts.priceLabel });
  await target.fill(String(inStock.price + 100));
  await priceForm.getByRole('button', { name: alertTexts.save }).click();
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  const wanted = Math.floor(inStock.price * 0.9);
  await target.fill(String(wanted));
  await priceForm.getByRole('button', { name: alertTexts.save }).click();
  await expect(priceForm.getByRole('status')).toHaveText(alertTexts.saved);

  await open(page, '/my-account');
  const section = page.getByRole('region', { name: alertTexts.mine });
  const alerts = section.getByTestId('my-alert');
  await expect(alerts).toHaveCount(2);
  await expect(alerts.filter({ hasText: soldOut.name })).toContainText(alertTexts.kindBackInStock);
  await expect(alerts.filter({ hasText: inStock.name })).toContainText(alertTexts.kindPriceBelow(`₹${wanted.toLocaleString('en-IN')}.00`));
  if (isMobile) await page.screenshot({ path: 'test-results/alerts-account-mobile.png', fullPage: true });
  await section.getByRole('button', { name: alertTexts.stopNamed(soldOut.name) }).click();
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText(inStock.name);
  await open(page, '/my-account');
  await expect(page.getByRole('region', { name: alertTexts.mine }).getByTestId('my-alert')).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the message's unsubscribe link stops the alerts with one button", async ({ page, isMobile }) => {
    // An alert made as the API makes it; its token read as the message carries it.
    const soldOut = product('out', 1, 10_000_000, isMobile ? 3 : 2);
    const login = await page.request.post('/api/user/sendotp', { data: { otp_type: 'mobile', username: `8${String(Date.now()).slice(-9)}` }, headers: { 'x-forwarded-for': `203.0.113.${isMobile ? 7 : 8}` } });
    expect(login.status()).toBe(200);
    const sent = await login.json();
    const verified = await page.request.post('/api/user/verifyotp', {
      data: { otp_id: sent.payload.otp_id, otp: sent.payload.otp, otp_type: 'mobile', company_id: 191 }, headers: { 'x-forwarded-for': `203.0.113.${isMobile ? 7 : 8}` },
    });
    expect(verified.status()).toBe(200);
    const customerId = (await verified.json()).payload.customer_id as number;
    const asked = await page.request.post('/api/store/alerts', { data: { product_id: soldOut.id, kind: 'back_in_stock' } });
    expect(asked.status(), await asked.text()).toBe(200);
    const token = inE2eDatabase((db) => (db.prepare('select token from product_alerts where customer_id = ? and product_id = ?').get(customerId, soldOut.id) as { token: string }).token);

    await page.goto(routes.alertStop(token));
    await expect(page.getByText(alertTexts.unsubscribeAsk(soldOut.name))).toBeVisible();
    if (isMobile) await page.screenshot({ path: 'test-results/alerts-unsubscribe-mobile.png' });
    await page.getByRole('button', { name: alertTexts.unsubscribeButton }).click();
    // (The footer's newsletter box has a status line of its own.)
    await expect(page.getByRole('status').filter({ hasText: alertTexts.unsubscribed(soldOut.name) })).toBeVisible();
    const status = inE2eDatabase((db) => (db.prepare('select status from product_alerts where token = ?').get(token) as { status: string }).status);
    expect(status).toBe('cancelled');

    await page.goto(routes.alertStop('no-such-token'));
    await expect(page.getByRole('alert').filter({ hasText: alertTexts.unknownLink })).toBeVisible();
  });
});
