// Staff on the console (docs/rules/seller.md#adding-staff-and-enrolling): an owner adds a
// packer with a fresh authenticator code; the packer opens the one-time link, sees the QR
// code and the secret, sets a password, proves the app with a code and is in; the link is
// then spent; a packer cannot open the staff page; the owner's audit log shows the add.
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { sellerTexts } from '../lib/texts/seller';
import { freshCode, logInAsStaff, newStaffMember } from './seller';

const t = sellerTexts.console;

test('an owner adds a packer who enrols through the one-time link', async ({ page, browser }) => {
  const owner = await logInAsStaff(page, await newStaffMember('owner'));
  await page.goto('/seller/staff');
  const email = `packer.${Date.now()}.${Math.floor(Math.random() * 1e4)}@staff.test`;
  const form = page.getByRole('form', { name: t.staffAddHeading });
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.staffName).fill('Ravi Packer');
  await form.getByLabel(t.staffRole).selectOption('packer');
  await form.getByLabel(t.freshCode).fill(freshCode(owner));
  await form.getByRole('button', { name: t.staffAdd }).click();
  const link = page.getByTestId('enrol-link');
  await expect(link).toBeVisible();
  const url = (await link.getAttribute('href'))!;
  await expect(page.getByTestId('staff-member').filter({ hasText: email })).toContainText(t.staffNotEnrolled);

  // The new member, in a browser of their own.
  const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const packer = await theirs.newPage();
  await packer.goto(new URL(url).pathname + new URL(url).search);
  await expect(packer.getByRole('heading', { name: t.enrolHeading })).toBeVisible();
  await expect(packer.getByRole('img', { name: 'QR code' })).toBeVisible();
  const secret = (await packer.getByTestId('totp-secret').textContent())!.trim();
  await packer.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await packer.getByLabel(t.newPassword).fill('a packer password');
  await packer.getByLabel(t.confirmPassword).fill('a packer password');
  await packer.getByLabel(t.code).fill(new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate());
  await packer.getByRole('button', { name: t.enrol }).click();
  await expect(packer).toHaveURL(/\/seller$/);
  await expect(packer.getByText('Ravi Packer')).toBeVisible();
  // The link is spent; the staff page is the owner's.
  await packer.goto(new URL(url).pathname + new URL(url).search);
  await expect(packer.getByRole('alert').filter({ hasText: sellerTexts.enrolLinkInvalid })).toBeVisible();
  await packer.goto('/seller/staff');
  await expect(packer).toHaveURL(/\/seller$/);
  await theirs.close();

  await page.goto(`/seller/audit?action=staff.add&staff_email=${encodeURIComponent(owner.email)}`);
  await expect(page.getByTestId('audit-line').filter({ hasText: email })).toHaveCount(1);
});
