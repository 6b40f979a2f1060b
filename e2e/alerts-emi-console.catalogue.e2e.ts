// The console's side of alerts and EMI (docs/rules/alerts.md#emi, #the-console): the owner
// adds an EMI plan at /seller/emi and the product page's table shows it at once (its cached
// page expires with the plans), then removes it; the product list shows how many shoppers
// wait for a product. A catalogue file: a plan changes every product's EMI while it exists.
import { expect, test } from '@playwright/test';
import { emiTexts } from '../lib/texts/alerts';
import { sellerEmiTexts } from '../lib/texts/seller/emi';
import { routes } from '../lib/routes';
import { logInAsStaff, newStaffMember } from './seller';
import { logIn, open } from './shopper';
import { inE2eDatabase } from './test-database';

const t = sellerEmiTexts;

/** ₹P at `rate` % a year over `months`, reducing balance, rounded up to the rupee (worked here, not by lib/emi). */
function independentEmi(rupees: number, rate: number, months: number): number {
  const r = rate / 1200;
  const f = Math.pow(1 + r, months);
  return Math.ceil(Math.round(((rupees * r * f) / (f - 1)) * 1e6) / 1e6);
}

test('an EMI plan added in the console shows on the product page at once; the product list shows who waits', async ({ page, browser }) => {
  const product = inE2eDatabase((db) =>
    db.prepare('select id, name, name_url, selling_price_paise from products where store_id = 139 and stock > 0 and selling_price_paise between 2500000 and 9000000 order by id limit 1').get() as { id: number; name: string; name_url: string; selling_price_paise: number },
  );
  const price = product.selling_price_paise / 100;

  // A shopper waits for a price drop of it.
  const shopperPage = await browser.newPage();
  await logIn(shopperPage);
  const asked = await shopperPage.request.post('/api/store/alerts', { data: { product_id: product.id, kind: 'price_below', price: Math.floor(price / 2) } });
  expect(asked.status(), await asked.text()).toBe(200);
  await shopperPage.close();

  // The product page once, so its cached page exists before the plan.
  await open(page, routes.product(product.name_url, product.id));
  await expect(page.getByTestId('emi-product')).toBeVisible();
  await expect(page.getByTestId('emi-product').getByText('Axis Bank')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsStaff(page, await newStaffMember('owner'));
  await page.goto('/seller/emi');
  await page.getByRole('textbox', { name: t.bank }).fill('Axis Bank');
  await page.getByRole('textbox', { name: t.months }).fill('24');
  await page.getByRole('textbox', { name: t.rate }).fill('13');
  await page.getByRole('textbox', { name: t.minOrder }).fill('20000');
  await page.getByRole('button', { name: t.add, exact: true }).click();
  const axis = page.getByTestId('emi-plan').filter({ hasText: 'Axis Bank' });
  await expect(axis).toContainText(t.planLine(24, 13));
  await expect(axis).toContainText(t.example(`₹${independentEmi(50_000, 13, 24).toLocaleString('en-IN')}`));
  await page.screenshot({ path: 'test-results/alerts-emi-console-mobile.png', fullPage: true });

  // The product page's table has it now, at the instalment worked out here.
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, routes.product(product.name_url, product.id));
  const block = page.getByTestId('emi-product');
  await block.getByText(emiTexts.plansSummary).click();
  const row = block.getByTestId('emi-plan-row').filter({ hasText: 'Axis Bank' });
  await expect(row).toContainText(`₹${independentEmi(price, 13, 24).toLocaleString('en-IN')}`);

  // The product list says how many shoppers wait for it: this one, and any other test's.
  const waiting = inE2eDatabase((db) => (db.prepare("select count(distinct customer_id) as n from product_alerts where product_id = ? and status = 'live'").get(product.id) as { n: number }).n);
  expect(waiting).toBeGreaterThanOrEqual(1);
  await page.goto(`/seller/products?q=${encodeURIComponent(product.name.slice(0, 40))}`);
  const listed = page.getByTestId('product-row').filter({ hasText: product.name });
  await expect(listed.getByTestId('waiting-alerts')).toHaveText(t.waiting(waiting));

  // Removed: the product page no longer offers it.
  await page.goto('/seller/emi');
  await page.getByRole('button', { name: t.removeNamed('Axis Bank', 24) }).click();
  await expect(page.getByTestId('emi-plan').filter({ hasText: 'Axis Bank' })).toHaveCount(0);
  await open(page, routes.product(product.name_url, product.id));
  await expect(page.getByTestId('emi-product').getByText('Axis Bank')).toHaveCount(0);
});
