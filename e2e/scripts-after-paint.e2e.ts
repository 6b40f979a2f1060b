// Pages draw before their scripts run (lib/server/after-paint.ts): the HTML names the
// framework chunks as preloads, and they start only after the first contentful paint; the
// page then hydrates and answers taps as before.
import { expect, test } from '@playwright/test';

declare global {
  interface Window {
    /** performance.now() of each chunk script added to the document (set by the init script below). */
    chunkScriptsAddedAt?: number[];
  }
}

for (const path of ['/', '/store/televisions', '/search-product/samsung']) {
  test(`${path}: the first paint comes before any chunk script starts, then the page is interactive`, async ({ page, isMobile }) => {
    await page.addInitScript(() => {
      window.chunkScriptsAddedAt = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement && !node.noModule && node.src.includes('/_next/static/chunks/')) window.chunkScriptsAddedAt!.push(performance.now());
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).toMatch(/<link rel="preload" as="script" fetchpriority="low" href="\/_next\/static\/chunks\/[^"]+" data-after-paint=""/);

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const { paint, added } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      added: window.chunkScriptsAddedAt!,
    }));
    expect(paint).toBeGreaterThan(0);
    expect(added.length).toBeGreaterThanOrEqual(3);
    for (const at of added) expect(at).toBeGreaterThanOrEqual(paint!);

    // Hydrated: on the home, a tap opens the side menu (phones) or the cart drawer (desktop).
    if (path !== '/') return;
    await page.getByRole('button', { name: isMobile ? 'Open menu' : /^Cart/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}
