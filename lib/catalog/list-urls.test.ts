import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { routes } from '@/lib/routes';
import { filteredListPrefix, listRewrites, listRouteTable, listStateKeys } from './list-route-table.mjs';
import { listKinds, listPath, matchListPath, type ListKind, type ListRoute } from './list-urls';

// The shop's pages are in its route group, app/(shop)/.
const appFolder = fileURLToPath(new URL('../../app/(shop)', import.meta.url));

/** One sample route of each kind, with values that need encoding. */
const samples: { [K in ListKind]: ListRoute<K> } = {
  vertical: { kind: 'vertical', verticalSlug: 'televisions' },
  ageGroup: { kind: 'ageGroup', ageId: '3-5-years' },
  category: { kind: 'category', category: 'smart tvs & more' },
  verticalCategory: { kind: 'verticalCategory', verticalSlug: 'home/kitchen', categorySlug: 'mixer-grinders' },
  subcategory: { kind: 'subcategory', categorySlug: 'smart-tvs', subCategorySlug: '4k ultra hd?' },
  brand: { kind: 'brand', brandId: '12' },
  search: { kind: 'search', keyword: 'split ac 1.5/2 ton?' },
};

/** A path's segments after `prefix`, decoded as the pages decode them. */
const segmentsOf = (path: string, prefix = '') => path.slice(prefix.length).split('/').slice(1).map(decodeURIComponent);

describe('the list route table', () => {
  it('gives every list URL builder of lib/routes.ts its old output', () => {
    expect(routes.vertical('televisions')).toBe('/store/televisions');
    expect(routes.ageGroup('3-5-years')).toBe('/store/age/3-5-years');
    expect(routes.category('smart tvs')).toBe('/store-product/smart%20tvs');
    expect(routes.verticalCategory('televisions', 'smart-tvs')).toBe('/store-product/vertical/televisions/category/smart-tvs');
    expect(routes.subcategory('smart-tvs', '4k/8k')).toBe('/category/smart-tvs/sub-category/4k%2F8k');
    expect(routes.brand(12)).toBe('/store-product/brand/12');
    expect(routes.brand('lg')).toBe('/store-product/brand/lg');
    expect(routes.search('split ac')).toBe('/search-product/split%20ac');
  });

  it('names a sample of every kind', () => {
    expect(Object.keys(samples).sort()).toEqual([...listKinds].sort());
  });

  it.each(listKinds)('%s: its URL builder round-trips through matchListPath', (kind) => {
    const route = samples[kind];
    const { kind: _, ...params } = route;
    const path = (routes[kind] as (...values: string[]) => string)(...Object.values(params));
    expect(path).toBe(listPath(route));
    expect(matchListPath(segmentsOf(path))).toEqual(route);
  });

  it.each(listKinds)('%s: a filtered URL is rewritten to the per-request twin, which names the same list', (kind) => {
    const route = samples[kind];
    const path = listPath(route);
    const rules = listRewrites().filter((rule) => rule.source === listRouteTable[kind]);
    expect(rules.map((rule) => rule.has[0]!.key).sort()).toEqual([...listStateKeys].sort());
    for (const rule of rules) {
      // As Next applies a rewrite: match the source, then fill the destination from its params.
      const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(path);
      expect(params, rule.source).toBeTruthy();
      const destination = prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params: params || {}, query: {} }).newUrl;
      expect(destination).toBe(`${filteredListPrefix}${path}`);
      expect(matchListPath(segmentsOf(destination, filteredListPrefix))).toEqual(route);
    }
  });

  it('rewrites no other list URL to the twin of another kind', () => {
    for (const kind of listKinds) {
      const path = listPath(samples[kind]);
      const matching = listRewrites().filter((rule) => getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(path));
      expect(new Set(matching.map((rule) => rule.source))).toEqual(new Set([listRouteTable[kind]]));
    }
  });

  it.each(listKinds)('%s: is served by the app/ folder its pattern names', (kind) => {
    const folder = listRouteTable[kind].replace(/:(\w+)/g, '[$1]');
    expect(existsSync(`${appFolder}${folder}/page.tsx`), `app/(shop)${folder}/page.tsx`).toBe(true);
  });

  it('has the per-request twin the rewrites point to', () => {
    expect(existsSync(`${appFolder}${filteredListPrefix}/[...path]/page.tsx`)).toBe(true);
  });

  it('matches the table\'s patterns only', () => {
    expect(matchListPath([])).toBeNull();
    expect(matchListPath(['store', 'age'])).toEqual({ kind: 'vertical', verticalSlug: 'age' });
    expect(matchListPath(['store-product', 'vertical', 'televisions', 'category'])).toBeNull();
    expect(matchListPath(['category', 'smart-tvs', 'sub', '4k'])).toBeNull();
    expect(matchListPath(['search-product', 'tv'])).toEqual({ kind: 'search', keyword: 'tv' });
    expect(matchListPath(['search-product', ' '])).toBeNull();
    expect(matchListPath(['search-product'])).toBeNull();
  });
});
