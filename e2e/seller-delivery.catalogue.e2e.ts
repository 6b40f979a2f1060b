// The console's pincode ranges and cash on delivery per pincode in the browser
// (docs/rules/delivery.md#pincode-ranges, #cash-on-delivery-by-pincode), a catalogue
// file since it changes where the shop delivers for every other test:
// - a range saved in the console serves its pincodes on the product page's pincode
//   check at once, not the pincodes next to it;
// - a pincode file with bad cells shows each by row and column and imports nothing; a
//   good one is imported on confirmation;
// - a pincode with cash on delivery turned off: the product page says so, and a shopper
//   with an address there finds Cash on delivery unavailable at checkout and pays online;
// - a bad delivery charge or payment fee is named under its field and nothing changes.
// Each test puts the rules back as the demo store has them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { texts } from '../lib/texts';
import { productTexts } from '../lib/texts/product';
import { screenTexts } from '../lib/texts/screens';
import { sellerTexts } from '../lib/texts/seller';
import { routes } from '../lib/routes';
import { logInAsStaff, newStaffMember } from './seller';
import { addAddressByApi, addProductsFrom, logIn, open } from './shopper';
import { inE2eDatabase } from './test-database';

const d = sellerTexts.deliveryPage;
const r = { ...sellerTexts.csvImport, ...sellerTexts.deliveryRangesPage };
const c = screenTexts.checkoutScreens;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** The first seeded product: the one the other catalogue tests only read (seller-products.catalogue.e2e.ts). */
function productPath() {
  const product = inE2eDatabase((db) => db.prepare(`SELECT id, name_url FROM products WHERE stock > 0 AND store_id > 0 ORDER BY id LIMIT 1`).get() as { id: number; name_url: string });
  return routes.product(product.name_url, product.id);
}

/** The product page's pincode check of `pincode`. */
async function checkPincode(page: Page, pincode: string) {
  await open(page, productPath());
  await page.getByRole('textbox', { name: productTexts.pincodeLabel }).fill(pincode);
  await page.getByRole('button', { name: productTexts.check, exact: true }).click();
}

test('a pincode range saved in the console serves its pincodes on the product page at once', async ({ page }) => {
  // Lakshadweep (68255...) is not served by the demo store's rules.
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/delivery');
  await page.getByLabel(r.from).fill('682551');
  await page.getByLabel(r.to).fill('682555');
  await page.getByLabel(r.rangeMinDays).fill('4');
  await page.getByLabel(r.rangeMaxDays).fill('8');
  await page.getByRole('button', { name: r.saveRange }).click();
  await expect(page.getByTestId('delivery-range').filter({ hasText: '682551–682555' })).toContainText(d.days(4, 8));

  await checkPincode(page, '682553');
  await expect(page.getByTestId('delivery-window')).toBeVisible();
  await checkPincode(page, '682556');
  await expect(toast(page, texts.pincodeInvalid)).toBeVisible();
  await expect(page.getByTestId('delivery-window')).toHaveCount(0);

  // A range that would overlap it is refused, naming the field (in the form; the notice says it too).
  await page.goto('/seller/delivery');
  await page.getByLabel(r.from).fill('682555');
  await page.getByLabel(r.to).fill('682559');
  await page.getByRole('button', { name: r.saveRange }).click();
  await expect(page.getByRole('region', { name: r.ranges }).getByText(sellerTexts.deliveryRanges.overlaps('682551', '682555'))).toBeVisible();
  await expect(page.getByLabel(r.from)).toHaveAttribute('aria-invalid', 'true');

  // Removed: not served again.
  await page.getByRole('button', { name: r.removeRange('682551', '682555') }).click();
  await expect(page.getByTestId('delivery-range').filter({ hasText: '682551' })).toHaveCount(0);
  await checkPincode(page, '682553');
  await expect(toast(page, texts.pincodeInvalid)).toBeVisible();
});

test('the pincode file: bad cells are listed and nothing is imported; a good file is imported on confirmation', async ({ page }) => {
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/delivery');
  const file = page.getByLabel(r.file);
  const upload = (text: string) => file.setInputFiles({ name: 'pincodes.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  // Andaman's 7443.. (not served by the demo store's rules; the other tests use 744101 and 68255..).
  await upload('pincode,serviceable,min_days,max_days,cod\n744301-744304,yes,6,3,no\n74430x,yes,1,2,yes\n');
  const plan = page.getByTestId('pincode-import-plan');
  await expect(plan.getByTestId('pincode-import-error')).toHaveText([
    // Rows as the spreadsheet numbers them: the header is row 1.
    r.errorLine(2, 'max_days', sellerTexts.deliveryCsv.daysOrder),
    r.errorLine(3, 'pincode', sellerTexts.deliveryCsv.pincode),
  ]);
  await expect(plan.getByRole('button', { name: r.confirm })).toHaveCount(0);

  await upload('pincode,serviceable,min_days,max_days,cod\n744301-744304,yes,3,6,no\n');
  await expect(plan.getByRole('status')).toHaveText(r.summary(1, 1, 0, 0));
  await plan.getByRole('button', { name: r.confirm }).click();
  await expect(toast(page, r.done(1, 0))).toBeVisible();
  await expect(page.getByTestId('delivery-range').filter({ hasText: '744301–744304' })).toContainText(r.codOff);
  await checkPincode(page, '744302');
  await expect(page.getByTestId('delivery-window')).toBeVisible();
  await expect(page.getByTestId('delivery-no-cod')).toBeVisible();

  await page.goto('/seller/delivery');
  await page.getByRole('button', { name: r.removeRange('744301', '744304') }).click();
  await expect(page.getByTestId('delivery-range').filter({ hasText: '744301' })).toHaveCount(0);
});

test('cash on delivery turned off for a pincode: unavailable at checkout, online payment goes', async ({ page }) => {
  const pincode = '400053';
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/delivery');
  await page.getByLabel(d.prefix).fill(pincode);
  await page.getByLabel(d.minDays).fill('2');
  await page.getByLabel(d.maxDays).fill('4');
  await page.getByLabel(r.cod, { exact: true }).uncheck();
  await page.getByRole('button', { name: d.saveZone }).click();
  await expect(page.getByTestId('delivery-zone').filter({ hasText: pincode })).toContainText(r.codOff);

  // The product page's check says so.
  await checkPincode(page, pincode);
  await expect(page.getByTestId('delivery-window')).toBeVisible();
  await expect(page.getByTestId('delivery-no-cod')).toHaveText(texts.codByPincode.productPage);

  // A shopper with an address there.
  await logIn(page);
  await addAddressByApi(page, { pincode, name: 'Kavya Shah', street: 'Link Road' });
  await addProductsFrom(page, '/store/home-appliances', 1);
  await open(page, '/checkout');
  await page.getByRole('button', { name: c.placeOrder, exact: true }).click();
  await expect(page.getByRole('radio', { name: /Kavya Shah/ })).toBeChecked();
  await page.getByRole('button', { name: c.proceed }).click();
  const cash = page.getByRole('radio', { name: new RegExp(c.cashOnDelivery) });
  await expect(cash).toBeDisabled();
  await expect(page.getByText(texts.codByPincode.checkoutNote(pincode))).toBeVisible();
  // Axe on the Payment step itself (the Order Summary's free-delivery hint, a <p> in its <dl>, is axe's
  // definition-list finding below the free-delivery threshold: not this feature's).
  const results = await new AxeBuilder({ page }).include('section[aria-labelledby="payment-step"]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'axe on the Payment step').toEqual([]);

  await page.getByRole('radio', { name: new RegExp(c.onlinePayment) }).check();
  const shownTotal = (await page.getByTestId('total-payable').innerText()).trim();
  await page.getByRole('button', { name: c.placeOrderAmount(shownTotal) }).click();
  await expect(page).toHaveURL(/\/payments\/test\?order_id=order_test_/);
  await page.getByRole('button', { name: screenTexts.testPayment.pay }).click();
  await expect(page).toHaveURL(/\/my-orders$/, { timeout: 30_000 });
  await expect(toast(page, screenTexts.orderPlaced)).toBeVisible();

  // Back as the demo store has it.
  await page.goto('/seller/delivery');
  await page.getByRole('button', { name: d.removeZone(pincode) }).click();
  await expect(page.getByTestId('delivery-zone').filter({ hasText: pincode })).toHaveCount(0);
});

test('a bad delivery charge or payment fee is named under its field, and nothing changes', async ({ page }) => {
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/delivery');
  const shown = page.getByTestId('delivery-charges');
  const before = await shown.innerText();

  const charges = page.getByRole('region', { name: d.charges });
  // The demo store charges below a threshold (an empty one would make delivery free).
  await expect(charges.getByLabel(d.upto)).not.toHaveValue('');
  await charges.getByLabel(d.charge).fill('-5');
  await charges.getByRole('button', { name: d.saveCharges }).click();
  await expect(charges.getByLabel(d.charge)).toHaveAttribute('aria-invalid', 'true');
  await expect(charges.getByLabel(d.upto)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(shown).toHaveText(before);

  const fees = page.getByRole('region', { name: d.fees });
  await fees.getByLabel(d.handlingFee).fill('80');
  await fees.getByRole('button', { name: d.saveFees }).click();
  await expect(fees.getByLabel(d.handlingFee)).toHaveAttribute('aria-invalid', 'true');
  await expect(fees.getByText('must be at most 50')).toBeVisible();

  // Read again: the same charge, the fees as they were.
  await page.reload();
  await expect(page.getByTestId('delivery-charges')).toHaveText(before);
  await expect(page.getByRole('region', { name: d.fees }).getByLabel(d.handlingFee)).not.toHaveValue('80');
});
