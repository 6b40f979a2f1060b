// The address book (docs/rules/addresses.md): /my-address with its count, the Add New
// Address tile to the form on /add-new-address, the pincode rules (6 digits, lookup,
// read-only city and state, save enabled only once found), the save checks in their
// order, edit (addressEdit and addressId) and delete behind its question; noindex.
import { expect, test, type Page } from '@playwright/test';
import { screenTexts } from '../lib/texts/screens';
import { addAddressByApi, logIn, open, robotsMeta } from './shopper';

const a = screenTexts.addressScreens;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('add an address with the pincode lookup and the address checks', async ({ page }) => {
  await logIn(page);
  await open(page, '/my-address');
  expect(await robotsMeta(page)).toContain('noindex');
  await expect(page.getByRole('heading', { name: a.myAddresses })).toBeVisible();
  await expect(page.getByText(a.savedCount(0))).toBeVisible();

  await page.getByRole('link', { name: a.addNewAddress }).click();
  await expect(page).toHaveURL(/\/add-new-address\?addressEdit=false$/);
  await expect(page.getByRole('heading', { name: a.addNewAddress })).toBeVisible();
  expect(await robotsMeta(page)).toContain('noindex');

  const save = page.getByRole('button', { name: a.save });
  const pincode = page.getByLabel(a.pincode, { exact: true });
  await expect(save).toBeDisabled();
  await pincode.fill('1100011');
  await expect(page.getByText(screenTexts.addressPincodeLength)).toBeVisible();
  await expect(save).toBeDisabled();
  await pincode.fill('999999');
  await expect(page.getByText(screenTexts.addressPincodeNotFound)).toBeVisible();
  await expect(save).toBeDisabled();
  await pincode.fill('110001');
  await expect(page.getByLabel(a.city, { exact: true })).toHaveValue('New Delhi');
  await expect(page.getByLabel(a.state, { exact: true })).toHaveValue('Delhi');
  await expect(page.getByLabel(a.city, { exact: true })).toHaveAttribute('readonly', '');
  await expect(save).toBeEnabled();
  await expect(page.getByRole('radio', { name: 'Home' })).toBeChecked();

  // The order: name before e-mail, contact, its length, house, street.
  await page.getByLabel(a.name, { exact: true }).fill('');
  await page.getByLabel(a.email, { exact: true }).fill('');
  await save.click();
  await expect(toast(page, screenTexts.addressNameRequired)).toBeVisible();
  await page.getByLabel(a.name, { exact: true }).fill('Meera Iyer');
  await save.click();
  await expect(toast(page, screenTexts.addressEmailRequired)).toBeVisible();
  await page.getByLabel(a.email, { exact: true }).fill('meera@example.in');
  await page.getByLabel(a.contact, { exact: true }).fill('12345');
  await save.click();
  await expect(toast(page, screenTexts.addressContactInvalid)).toBeVisible();
  await page.getByLabel(a.contact, { exact: true }).fill('9822001122');
  await save.click();
  await expect(toast(page, screenTexts.addressHouseRequired)).toBeVisible();
  await page.getByLabel(a.houseNo, { exact: true }).fill('Flat 402');
  await save.click();
  await expect(toast(page, screenTexts.addressStreetRequired)).toBeVisible();
  await page.getByLabel(a.street, { exact: true }).fill('Lodhi Road');
  await page.getByRole('radio', { name: 'Office' }).check();
  await save.click();

  await expect(toast(page, screenTexts.addressSavedTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/my-address$/);
  await expect(page.getByText(a.savedCount(1))).toBeVisible();
  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Meera Iyer');
  await expect(card).toContainText('Office');
  await expect(card).toContainText('9822001122');
  await expect(card).toContainText('Flat 402');
  await expect(card).toContainText('110001');
});

test('edit and delete an address on /my-address', async ({ page }) => {
  await logIn(page);
  const addressId = await addAddressByApi(page, { name: 'Karan Shah', house_no: 'A-1' });
  await addAddressByApi(page, { name: 'Nisha Rao', house_no: 'Z-9', address_type: 'Others' });
  await open(page, '/my-address');
  await expect(page.getByText(a.savedCount(2))).toBeVisible();

  await page.getByRole('link', { name: screenTexts.checkoutScreens.editAddressOf('Karan Shah') }).click();
  await expect(page).toHaveURL(new RegExp(`/add-new-address\\?addressEdit=true&addressId=${addressId}$`));
  await expect(page.getByRole('heading', { name: a.editAddress })).toBeVisible();
  await expect(page.getByLabel(a.name, { exact: true })).toHaveValue('Karan Shah');
  await expect(page.getByLabel(a.city, { exact: true })).toHaveValue('New Delhi');
  await page.getByLabel(a.pincode, { exact: true }).fill('560001');
  await expect(page.getByLabel(a.city, { exact: true })).toHaveValue('Bengaluru');
  await page.getByLabel(a.houseNo, { exact: true }).fill('A-11');
  await page.getByRole('button', { name: a.save }).click();
  await expect(page).toHaveURL(/\/my-address$/);
  const karan = page.getByTestId('address-card').filter({ hasText: 'Karan Shah' });
  await expect(karan).toContainText('A-11');
  await expect(karan).toContainText('560001');
  await expect(page.getByText(a.savedCount(2))).toBeVisible();

  // Delete asks first; keeping it changes nothing; yes removes it.
  await page.getByRole('button', { name: screenTexts.checkoutScreens.deleteAddressOf('Nisha Rao') }).click();
  const question = page.getByRole('dialog', { name: screenTexts.checkoutScreens.confirmRemoveAddress });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: screenTexts.checkoutScreens.keep }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(2);
  await page.getByRole('button', { name: screenTexts.checkoutScreens.deleteAddressOf('Nisha Rao') }).click();
  await page.getByRole('dialog', { name: screenTexts.checkoutScreens.confirmRemoveAddress }).getByRole('button', { name: screenTexts.checkoutScreens.yesRemove }).click();
  await expect(toast(page, screenTexts.addressRemovedTitle)).toBeVisible();
  await expect(page.getByText(a.savedCount(1))).toBeVisible();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  await expect(page.getByTestId('address-card')).toContainText('Karan Shah');
});
