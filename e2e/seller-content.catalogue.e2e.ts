// The console's content editors in the browser (docs/rules/content.md), run after every
// other test (playwright.config.ts, catalogueWrites) since they change what the shop
// shows:
// - a store added by a manager (after a refused http map link) is on /stores under its city's tab;
// - an edited FAQ shows its new question on /faq, with typed markup shown as text; reset,
//   the built-in questions are back;
// - a home category section moved down is drawn in its new place on the home page;
// - the tabs mark the open editor; a store saved, changed and removed changes the list
//   at once (each write answers the fresh list, no page load).
// A save expires the cached pages as it answers; the first request after it may still
// get the page drawn before (stale-while-revalidate), hence the 10 s polls.
import { expect, test, type Page } from '@playwright/test';
import { pageTexts } from '../lib/texts/pages';
import { sellerTexts } from '../lib/texts/seller';
import { logInAsStaff, newStaffMember } from './seller';
import { inE2eDatabase } from './test-database';

const t = sellerTexts.contentEditors;

async function saved(page: Page, message: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: message }).first()).toBeVisible();
}

test('a store added in the console is on the store locator under its city', async ({ page }) => {
  const name = `OpenBox Nashik ${Date.now().toString(36)}`;
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/content');
  await page.getByRole('navigation', { name: t.tabsLabel }).getByRole('link', { name: t.tabs.stores }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.storesTitle })).toBeVisible();
  await page.getByRole('button', { name: t.newStore }).click();
  const form = page.getByRole('form', { name: t.newStore });
  await form.getByLabel(t.storeFields.city).fill('Nashik');
  await form.getByLabel(t.storeFields.name).fill(name);
  await form.getByLabel(t.storeFields.address).fill('12 Station Road, Nashik 422101');
  await form.getByLabel(t.storeFields.contact).fill('+91 98220 11223');
  await form.getByLabel(t.storeFields.email).fill('nashik@example.in');
  await form.getByLabel(t.storeFields.map_link).fill('http://maps.example/nashik');
  await form.getByRole('button', { name: t.saveStore }).click();
  await expect(form.getByText(t.mapLink)).toBeVisible();
  await expect(form.getByLabel(t.storeFields.map_link)).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel(t.storeFields.map_link).fill('https://maps.example/nashik');
  await form.getByRole('button', { name: t.saveStore }).click();
  await saved(page, t.storeSaved);
  await expect(page.getByRole('region', { name: 'Nashik' }).getByText(name)).toBeVisible();

  await expect
    .poll(async () => {
      await page.goto('/stores');
      return page.getByRole('tab', { name: 'Nashik' }).count();
    }, { timeout: 10_000 })
    .toBe(1);
  await page.getByRole('tab', { name: 'Nashik' }).click();
  const panel = page.getByRole('tabpanel');
  const card = panel.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('12 Station Road, Nashik 422101')).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(`MAP.*${name}`, 'i') })).toHaveAttribute('href', 'https://maps.example/nashik');
});

test('an edited FAQ shows its new question, typed markup as text; reset, the built-in questions are back', async ({ page }) => {
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/content/pages');
  await expect(page.getByRole('heading', { level: 1, name: t.pagesTitle })).toBeVisible();
  const form = page.getByRole('form', { name: pageTexts.staticPages.faq });
  await form.getByLabel(t.pageText).fill('## Do you deliver on Sundays?\n\nYes, <b>every</b> Sunday in Mumbai.\n\n## Can I visit a store?\n\nYes: see Our Stores.');
  await form.getByRole('button', { name: t.savePage }).click();
  await saved(page, t.pageSaved);

  const question = page.getByRole('button', { name: 'Do you deliver on Sundays?' });
  await expect
    .poll(async () => {
      await page.goto('/faq');
      return question.count();
    }, { timeout: 10_000 })
    .toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTexts.staticPages.faq);
  await expect(page.getByRole('button', { name: 'When will my order be dispatched?' })).toHaveCount(0);
  await expect(question).toHaveAttribute('aria-expanded', 'true'); // the first question starts open
  const answer = page.getByRole('region', { name: 'Do you deliver on Sundays?' });
  await expect(answer).toHaveText('Yes, <b>every</b> Sunday in Mumbai.');
  await expect(answer.locator('b')).toHaveCount(0);
  await page.getByRole('button', { name: 'Can I visit a store?' }).click();
  await expect(page.getByRole('region', { name: 'Can I visit a store?' })).toHaveText('Yes: see Our Stores.');

  await page.goto('/seller/content/pages');
  await page.getByRole('button', { name: t.resetPage }).click();
  await saved(page, t.pageReset);
  await expect(form.getByText(t.builtInShows)).toBeVisible();
  await expect(form.getByLabel(t.pageText)).toHaveValue('');
  await expect
    .poll(async () => {
      await page.goto('/faq');
      return page.getByRole('button', { name: 'When will my order be dispatched?' }).count();
    }, { timeout: 10_000 })
    .toBe(1);
});

test('a home category section moved down is drawn in its new place on the home page', async ({ page }) => {
  const sections = inE2eDatabase((db) =>
    db.prepare('SELECT c.id, c.name FROM home_categories h JOIN categories c ON c.id = h.category_id ORDER BY h.sort_order, h.id').all(),
  ) as { id: number; name: string }[];
  const homeOrder = async () => {
    await page.goto('/');
    return page.locator('section[aria-labelledby^="category-"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-labelledby')));
  };
  const heading = (id: number) => `category-${id}-heading`;
  expect((await homeOrder()).slice(0, 2)).toEqual([heading(sections[0].id), heading(sections[1].id)]);

  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/content/home-sections');
  await page.getByRole('button', { name: t.moveDown(sections[0].name) }).click();
  await expect(page.getByTestId('ordered-item').first()).toContainText(sections[1].name);
  await page.getByRole('button', { name: t.saveList }).click();
  await saved(page, t.listSaved);

  await expect.poll(async () => (await homeOrder()).slice(0, 2), { timeout: 10_000 }).toEqual([heading(sections[1].id), heading(sections[0].id)]);
});

test('the tabs mark the open editor; a store saved, changed and removed changes the list at once', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const city = `Ooty ${suffix}`;
  const name = `OpenBox Ooty ${suffix}`;
  await logInAsStaff(page, await newStaffMember('manager'));
  await page.goto('/seller/content/stores');
  const tabs = page.getByRole('navigation', { name: t.tabsLabel });
  await expect(tabs.getByRole('link', { name: t.tabs.stores })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: t.tabs.banners })).not.toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link')).toHaveCount(Object.keys(t.tabs).length);

  await page.getByRole('button', { name: t.newStore }).click();
  const form = page.getByRole('form', { name: t.newStore });
  await form.getByLabel(t.storeFields.city).fill(city);
  await form.getByLabel(t.storeFields.name).fill(name);
  await form.getByLabel(t.storeFields.address).fill('4 Commercial Road, Ooty 643001');
  await form.getByLabel(t.storeFields.contact).fill('0423 244 1234');
  await form.getByLabel(t.storeFields.email).fill('ooty@example.in');
  await form.getByLabel(t.storeFields.map_link).fill('https://maps.example/ooty');
  await form.getByRole('button', { name: t.saveStore }).click();
  await saved(page, t.storeSaved);
  await expect(form).toHaveCount(0);
  const region = page.getByRole('region', { name: city });
  await expect(region.getByTestId('store-row')).toContainText('4 Commercial Road, Ooty 643001');

  await region.getByRole('button', { name: t.editStore(name) }).click();
  const edit = page.getByRole('form', { name: t.editStore(name) });
  await expect(edit.getByLabel(t.storeFields.address)).toHaveValue('4 Commercial Road, Ooty 643001');
  await edit.getByLabel(t.storeFields.address).fill('6 Commercial Road, Ooty 643001');
  await edit.getByRole('button', { name: t.saveStore }).click();
  await expect(region.getByTestId('store-row')).toContainText('6 Commercial Road, Ooty 643001');

  await region.getByRole('button', { name: `${t.removeStore}: ${name}` }).click();
  await saved(page, t.storeRemoved);
  await expect(region).toHaveCount(0);
});
