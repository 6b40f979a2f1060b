// The console's frame (docs/rules/seller.md#staff-and-roles): a member sent to a page their
// role may not open is told so, with 403, and is not offered it; every section has its own
// title; the header and its navigation are outside <main>, a "Skip to content" link comes
// first, and the open section is marked for screen readers.
import { expect, test } from '@playwright/test';
import { sellerTexts } from '../lib/texts/seller';
import { logInAsStaff, newStaffMember } from './seller';

const t = sellerTexts.console;
const titled = (page: string) => `${page} - ${t.title}`;

test('a packer is told the audit log is not for their role, and is not offered it', async ({ page }) => {
  await logInAsStaff(page, await newStaffMember('packer'));
  const nav = page.getByRole('banner').getByRole('navigation', { name: t.title });
  await expect(nav.getByRole('link', { name: t.navOrders })).toBeVisible();
  await expect(nav.getByRole('link', { name: t.navAudit })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: t.navStaff })).toHaveCount(0);

  const response = await page.goto('/seller/audit');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('main').getByRole('heading', { name: t.forbiddenTitle })).toBeVisible();
  await expect(page.getByTestId('audit-line')).toHaveCount(0);
  await expect(page.getByRole('form', { name: t.auditFilters })).toHaveCount(0);
});

test('each section has its own title; the frame is outside <main>, skippable and marks the open section', async ({ page }) => {
  await logInAsStaff(page, await newStaffMember('owner'));
  const nav = page.getByRole('banner').getByRole('navigation', { name: t.title });
  const sections = await nav.getByRole('link').evaluateAll((links) => links.map((a) => ({ href: a.getAttribute('href')!, label: a.textContent!.trim() })));
  expect(sections.map((s) => s.label)).toEqual(expect.arrayContaining([t.navDashboard, t.navOrders, t.navStaff, t.navAudit]));

  const titles = new Map<string, string>();
  for (const section of sections) {
    await page.goto(section.href);
    await expect(page).toHaveTitle(new RegExp(`^.+ - ${t.title}$`));
    titles.set(await page.title(), section.href);
    // The open section, and only it, is marked.
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: section.label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('navigation', { name: t.title })).toHaveCount(0);
  }
  // No two sections share a title.
  expect(titles.size).toBe(sections.length);
  await page.goto('/seller/staff');
  await expect(page).toHaveTitle(titled(t.staffHeading));
  await page.goto('/seller/audit');
  await expect(page).toHaveTitle(titled(t.auditHeading));

  // The skip link is the first thing the keyboard reaches, and it leads into <main>.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: t.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('href', '#main');
  await expect(page.getByRole('main')).toHaveAttribute('id', 'main');

  // Logging out lands on the login, titled as its own page.
  await page.getByRole('banner').getByRole('button', { name: t.logOut }).click();
  await expect(page).toHaveURL(/\/seller\/login$/);
  await expect(page).toHaveTitle(titled(t.loginTitle));
  await expect(page.getByRole('banner').getByRole('navigation', { name: t.title })).toHaveCount(0);
});
