// URL names (lib/catalog/slugs.ts): how a name becomes a slug, and how a taken one is
// made unique. The product page's redirect of an old slug is tested in the browser
// (e2e/seller-products.catalogue.e2e.ts) and by the catalogue API tests.
import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slugs';

describe('slugify', () => {
  it('lower case words joined by single hyphens, & and + spelled out, nothing else kept', () => {
    expect(slugify('Samsung 80 cm (32 inch) HD Ready LED TV UA32T4010')).toBe('samsung-80-cm-32-inch-hd-ready-led-tv-ua32t4010');
    expect(slugify('Bags & Luggage')).toBe('bags-and-luggage');
    expect(slugify('Wi-Fi 6 + Bluetooth')).toBe('wi-fi-6-plus-bluetooth');
    expect(slugify('  --Ünïcode—Kettle 1.7 L!!  ')).toBe('n-code-kettle-1-7-l');
    expect(slugify('!!!')).toBe('');
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug, numbers a taken one from 2, and names an empty one', () => {
    expect(uniqueSlug('air-fryer', new Set())).toBe('air-fryer');
    expect(uniqueSlug('air-fryer', new Set(['air-fryer']))).toBe('air-fryer-2');
    expect(uniqueSlug('air-fryer', new Set(['air-fryer', 'air-fryer-2', 'air-fryer-3']))).toBe('air-fryer-4');
    expect(uniqueSlug('', new Set(['product']))).toBe('product-2');
  });
});
