// Staff on the console (docs/rules/seller.md#adding-staff-and-enrolling): an owner adds a
// packer with a fresh authenticator code; the packer opens the one-time link, sees the QR
// code and the secret, sets a password, proves the app with a code and is in; the link is
// then spent; a packer is told the staff page is not for their role; the owner's audit
// log reads the add as a sentence, found with its labelled filters, the raw line one
// click away. A wrong code at the login is refused on the login page itself.
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
  const refused = await packer.goto('/seller/staff');
  expect(refused?.status()).toBe(403);
  await expect(packer.getByRole('heading', { name: t.forbiddenTitle })).toBeVisible();
  await expect(packer.getByTestId('staff-member')).toHaveCount(0);
  await theirs.close();

  await page.goto(`/seller/audit?action=staff.add&staff_email=${encodeURIComponent(owner.email)}`);
  await expect(page.getByTestId('audit-line').filter({ hasText: email })).toHaveCount(1);

  // The same view through the log's labelled filters: a member by name, an action by kind.
  await page.goto('/seller/audit');
  const filters = page.getByRole('form', { name: t.auditFilters });
  await filters.getByLabel(t.auditStaff).selectOption(owner.email);
  await filters.getByLabel(t.auditAction).selectOption({ label: t.auditKinds['staff.add'] });
  await filters.getByRole('button', { name: t.auditShow }).click();
  await expect(page).toHaveURL(/[?&]action=staff\.add(&|$)/);
  const line = page.getByTestId('audit-line').filter({ hasText: email });
  await expect(line).toHaveCount(1);
  await expect(line.getByText(t.auditSays.staffAdded('E2E owner', 'Ravi Packer', email, t.roles.packer), { exact: true })).toBeVisible();
  // India's time, the console's one format: "28 Nov 2026, 10:09 am".
  await expect(line.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
  // The raw line, one click away.
  const raw = line.getByText(`{"email":"${email}","name":"Ravi Packer","role":"packer"}`);
  await expect(raw).toBeHidden();
  await line.getByText(t.auditRaw, { exact: true }).click();
  await expect(raw).toBeVisible();
  await expect(line.getByText('staff.add', { exact: true })).toBeVisible();
});

test('a wrong code is refused on the login page, which then logs in to the page asked for', async ({ page }) => {
  const member = await newStaffMember('manager');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  await page.goto('/seller/login?next=%2Fseller%2Forders');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel(t.email).fill(member.email);
  await page.getByLabel(t.password, { exact: true }).fill(member.password);
  const right = freshCode(member);
  await page.getByLabel(t.code).fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: t.logIn }).click();
  await expect(page.getByRole('alert').filter({ hasText: sellerTexts.loginWrong })).toBeVisible();
  await expect(page.getByLabel(t.email)).toHaveValue(member.email);
  await page.getByLabel(t.code).fill(right);
  await page.getByRole('button', { name: t.logIn }).click();
  await expect(page).toHaveURL(/\/seller\/orders$/);
});
