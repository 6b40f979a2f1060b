// New banner pictures and coupon limits in the console, in the browser
// (docs/rules/content.md#uploaded-pictures, docs/rules/coupons.md#the-console); run after
// every other test (playwright.config.ts, catalogueWrites) since the first changes the
// home page's hero:
// - a manager uploads a new picture for a new hero banner and saves it; the home page's
//   hero shows it, from /img/p/, loaded;
// - a coupon limited to a category through the form is listed with that limit; edited,
//   it keeps it and gains a brand.
// A save expires the cached pages as it answers; the first request after it may still
// get the page drawn before (stale-while-revalidate), hence the 10 s poll.
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { homeTexts } from '../lib/texts/home';
import { sellerTexts } from '../lib/texts/seller';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

async function toast(page: Page, message: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message }).first()).toBeVisible();
}

test('a banner picture uploaded in the console shows in the home page hero', async ({ page }) => {
  const c = sellerTexts.contentPage;
  const u = sellerTexts.contentPictures;
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/content');
  // A new hero banner first in the order (another test of this project edits the first
  // seeded one's title at the same time), so it is the slide the home page opens on.
  const title = `Open-box Diwali week ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: c.newBanner }).click();
  const form = page.getByRole('form', { name: c.newBanner });
  await form.getByLabel(c.kind).selectOption('banner');
  await form.getByLabel(c.name, { exact: true }).fill(title);
  await form.getByLabel(c.order).fill('0');

  // A wide photo-like JPEG, larger than a banner is stored.
  const photo = await sharp({ create: { width: 2600, height: 1000, channels: 3, background: '#0f766e' } }).jpeg().toBuffer();
  await form.getByLabel(u.upload).setInputFiles({ name: 'diwali-hero.jpg', mimeType: 'image/jpeg', buffer: photo });
  await toast(page, u.uploaded);
  const picker = form.getByLabel(c.image, { exact: true });
  await expect(picker).toHaveValue(/^\/img\/p\/[0-9a-f]{32}\.webp$/);
  const path = await picker.inputValue();
  await form.getByRole('button', { name: c.save }).click();
  await toast(page, c.saved);
  await expect(page.getByTestId('banner-row').filter({ hasText: title })).toHaveCount(1);

  // The home page's first hero slide draws the new picture (through next/image), loaded.
  const hero = page.getByRole('region', { name: homeTexts.heroLabel });
  const img = hero.locator(`img[src*="${encodeURIComponent(path)}"]`);
  await expect
    .poll(async () => {
      await page.goto('/');
      return img.count();
    }, { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect.poll(() => img.first().evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await img.first().evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(encodeURIComponent(path));
  // The picture itself is served from the database, for good.
  const served = await page.request.get(path);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a coupon limited to a category in the form is listed with its limit; an edit keeps it and adds a brand', async ({ page }) => {
  const p = sellerTexts.couponsPage;
  const { category, brand } = inE2eDatabase((db) => ({
    category: (db.prepare(`SELECT c.name FROM categories c JOIN verticals v ON v.id = c.vertical_id WHERE v.name_url = 'televisions' ORDER BY c.sort_order, c.id LIMIT 1`).get() as { name: string }).name,
    brand: (db.prepare(`SELECT name FROM brands ORDER BY name LIMIT 1`).get() as { name: string }).name,
  }));
  const code = `E2ELIMIT${Date.now().toString(36).toUpperCase()}`;

  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/coupons');
  await page.getByLabel(p.code).fill(code);
  await page.getByLabel(p.valueRupees).fill('500');
  const categories = page.getByRole('group', { name: p.categories });
  const brands = page.getByRole('group', { name: p.brands });
  await categories.getByLabel(category, { exact: true }).check();
  await page.getByRole('button', { name: p.save }).click();
  await toast(page, p.saved(code));
  const row = page.getByTestId('coupon-row').filter({ hasText: code });
  await expect(row).toContainText(p.only([category]));

  // Edit opens the form with the limit ticked; saved with a brand too, both are listed.
  await row.getByRole('button', { name: p.edit(code) }).click();
  await expect(categories.getByLabel(category, { exact: true })).toBeChecked();
  await expect(brands.getByLabel(brand, { exact: true })).not.toBeChecked();
  await brands.getByLabel(brand, { exact: true }).check();
  await page.getByRole('button', { name: p.save }).click();
  await toast(page, p.saved(code));
  await expect(row).toContainText(p.only([category, brand]));

  // After a reload, from the server: the same.
  await page.reload();
  await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toContainText(p.only([category, brand]));
});
