// Business buyers (docs/rules/addresses.md#business-buyers): the address form's "Buying
// for a business?" disclosure takes a legal name and GSTIN, refuses a GSTIN whose check
// character does not match with the server's message, and the saved address shows both
// on /my-address and on checkout's address step.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { addAddressByApi, addProductsFrom, logIn, open } from './shopper';

const a = screenTexts.addressScreens;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('an address with a GSTIN: a wrong check character is refused, the right one is saved and shown', async ({ page }) => {
  await logIn(page);
  await open(page, '/add-new-address?addressEdit=false');
  await page.getByLabel(a.pincode, { exact: true }).fill('110001');
  await expect(page.getByLabel(a.city, { exact: true })).toHaveValue('New Delhi');
  await page.getByLabel(a.name, { exact: true }).fill('Meera Iyer');
  await page.getByLabel(a.email, { exact: true }).fill('meera@example.in');
  await page.getByLabel(a.contact, { exact: true }).fill('9822001122');
  await page.getByLabel(a.houseNo, { exact: true }).fill('Office 12');
  await page.getByLabel(a.street, { exact: true }).fill('Nehru Place');

  // The two fields stay folded away until asked for.
  const disclosure = page.getByRole('button', { name: a.business });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel(a.gstin, { exact: true })).toHaveCount(0);
  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel(a.companyName, { exact: true }).fill('Umbrella Office Supplies LLP');
  const gstin = page.getByLabel(a.gstin, { exact: true });
  await gstin.fill('27AAPFU0939F1ZW');
  await page.getByRole('button', { name: a.save }).click();
  await expect(toast(page, screenTexts.addressGstinCheck)).toBeVisible();
  await expect(page.getByText(screenTexts.addressGstinCheck, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  // The open disclosure with its error is as accessible as the rest of the form.
  const scan = await new AxeBuilder({ page }).include('form').analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await gstin.fill('27aapfu0939f1zv');
  await page.getByRole('button', { name: a.save }).click();
  await expect(toast(page, screenTexts.addressSavedTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/my-address$/);
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('Umbrella Office Supplies LLP');
  await expect(card).toContainText('GSTIN: 27AAPFU0939F1ZV');

  // Editing opens with the disclosure unfolded and the saved values.
  await page.getByRole('link', { name: screenTexts.checkoutScreens.editAddressOf('Meera Iyer') }).click();
  await expect(page.getByLabel(a.gstin, { exact: true })).toHaveValue('27AAPFU0939F1ZV');
  await expect(page.getByLabel(a.companyName, { exact: true })).toHaveValue('Umbrella Office Supplies LLP');
});

test('checkout\'s address step shows the business name and GSTIN', async ({ page, isMobile }) => {
  await logIn(page);
  await addAddressByApi(page, { name: 'Kabir Sethi', house_no: 'Unit 5', gstin: '29AAGCB7383J1Z4', company_name: 'Sethi Traders Private Limited', pincode: '560001' });
  await addProductsFrom(page, `/store/${isMobile ? 'lifestyle' : 'toys'}`, 1);
  await open(page, '/checkout');
  await page.getByRole('button', { name: screenTexts.checkoutScreens.placeOrder, exact: true }).click();
  await expect(page.getByRole('heading', { name: screenTexts.checkoutScreens.deliveryAddress })).toBeVisible();
  const option = page.getByTestId('address-option').filter({ hasText: 'Kabir Sethi' });
  await expect(option).toContainText('Sethi Traders Private Limited');
  await expect(option).toContainText('GSTIN: 29AAGCB7383J1Z4');
});
