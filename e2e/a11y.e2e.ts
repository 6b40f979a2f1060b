// Accessibility at both viewports (axe-core): the home page, a product list and a
// product page have no 'serious' or 'critical' violations of WCAG 2.x A/AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

async function firstProductPath(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/store/FilterByProductNew', { data: { result_per_page: 50 } });
  expect(response.status()).toBe(200);
  const products = (await response.json()).payload_FilterByProductNew.products as { name_url: string; product_id: number; stock: number; review_count: number }[];
  const product = products.find((p) => p.stock > 0 && p.review_count > 0) ?? products[0]!;
  return `/product/${product.name_url}/${product.product_id}`;
}

async function seriousViolations(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Let carousels measure and pictures settle before the scan (autoplay keeps the
  // network busy, so there is no idle moment to wait for).
  await page.waitForTimeout(1500);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  expect(await seriousViolations(page, '/')).toEqual([]);
});

test('a product list has no serious or critical accessibility violations', async ({ page }) => {
  expect(await seriousViolations(page, '/store/televisions')).toEqual([]);
});

test('a product page has no serious or critical accessibility violations', async ({ page, request }) => {
  expect(await seriousViolations(page, await firstProductPath(request))).toEqual([]);
});

// WCAG 2.2's target size (24 px), which Lighthouse's accessibility score counts: the mobile
// Sort By / Filters pill stuck to the bottom of the screen must leave every card link and
// button under it a tappable part, at the phone size Lighthouse emulates (412 x 823).
test('a product list leaves every tap target under the Sort By / Filters pill tappable', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/store-product/led-tvs');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: 'Sort By' })).toBeInViewport();
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual([]);
});
