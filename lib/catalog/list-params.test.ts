import { describe, expect, it } from 'vitest';
import {
  appendUnique, emptyQuery, filterQueryKeys, hasFilters, listQueryString, parseListQuery, sameFilters, sortProducts, sortQueryKey, toggleValue,
} from './list-params';
import { filterFields, noChoices } from './list-source';
import { listRewrites, listStateKeys } from './list-route-table.mjs';
import { matchListPath } from './list-urls';

const card = (product_id: number, mrp: number) => ({ product_id, mrp });

describe('URL query <-> list state', () => {
  it('reads every filter and the sort order', () => {
    const query = parseListQuery(new URLSearchParams('brand=samsung,lg&price=501-1000&gender=Men&age=3-5-years&sort=price-asc'));
    expect(query).toEqual({
      filters: { brands: ['samsung', 'lg'], price: '501-1000', genders: ['Men'], ages: ['3-5-years'] },
      sort: 'price-asc',
    });
  });

  it('writes the state back to the same query, commas readable', () => {
    const text = 'brand=samsung,lg&price=501-1000&gender=Men&age=3-5-years&sort=price-asc';
    expect(listQueryString(parseListQuery(new URLSearchParams(text)))).toBe(`?${text}`);
  });

  it('round-trips through the record Next gives pages, including repeated keys and encoded commas', () => {
    const query = parseListQuery({ brand: ['samsung', 'lg%2Cbosch'.replace('%2C', ',')], gender: 'Men,Women', price: '1001-above' });
    expect(query.filters.brands).toEqual(['samsung', 'lg', 'bosch']);
    expect(query.filters.genders).toEqual(['Men', 'Women']);
    expect(parseListQuery(new URLSearchParams(listQueryString(query).slice(1)))).toEqual(query);
    expect(parseListQuery(new URLSearchParams('brand=samsung%2Clg')).filters.brands).toEqual(['samsung', 'lg']);
  });

  it('writes nothing for an empty state', () => {
    expect(listQueryString(emptyQuery)).toBe('');
    expect(parseListQuery(new URLSearchParams(''))).toEqual(emptyQuery);
    expect(hasFilters(emptyQuery.filters)).toBe(false);
  });

  it('drops values that cannot be valid: unknown band or sort, odd slugs, duplicates', () => {
    const query = parseListQuery(new URLSearchParams('brand=Samsung,samsung,<script>,&price=2-3&sort=name&gender=M3n&age=../x'));
    expect(query.filters).toEqual({ brands: ['samsung'], price: null, genders: [], ages: [] });
    expect(query.sort).toBeNull();
  });

  it('takes the first valid price band only (price choices are exclusive)', () => {
    expect(parseListQuery(new URLSearchParams('price=x,101-500,501-1000')).filters.price).toBe('101-500');
  });

  it('sort alone is not a filter, but is kept in the URL', () => {
    const query = parseListQuery(new URLSearchParams('sort=price-desc'));
    expect(hasFilters(query.filters)).toBe(false);
    expect(listQueryString(query)).toBe('?sort=price-desc');
  });

  it('compares filters ignoring order', () => {
    const a = parseListQuery(new URLSearchParams('brand=lg,samsung')).filters;
    const b = parseListQuery(new URLSearchParams('brand=samsung,lg')).filters;
    expect(sameFilters(a, b)).toBe(true);
    expect(sameFilters(a, { ...b, price: 'under-100' })).toBe(false);
  });

  it('toggles a checkbox value', () => {
    expect(toggleValue(['lg'], 'samsung')).toEqual(['lg', 'samsung']);
    expect(toggleValue(['lg', 'samsung'], 'lg')).toEqual(['samsung']);
  });
});

describe('filter fields of the filter calls', () => {
  const choices = { ...noChoices, brands: [{ id: 1, name: 'Samsung', slug: 'samsung' }, { id: 2, name: 'LG', slug: 'lg' }] };

  it('turns brand slugs into ids and names, and the band into its rupee range', () => {
    const { filters } = parseListQuery(new URLSearchParams('brand=lg,sony&price=501-1000&gender=Men&age=3-5-years'));
    expect(filterFields(filters, choices)).toEqual({
      from_price: 501, to_price: 1000, brand_id: [2], brandNames: ['LG'], gender: ['Men'], age: ['3-5-years'],
    });
  });

  it('gives the open-ended band its configured upper end', () => {
    const { filters } = parseListQuery(new URLSearchParams('price=1001-above'));
    expect(filterFields(filters, choices)).toMatchObject({ from_price: 1001, to_price: 10000 });
  });
});

describe('sorting by MRP', () => {
  const list = [card(1, 999.99), card(2, 150), card(3, 25000), card(4, 150.7), card(5, 42)];

  it('Low to High orders by MRP as an integer, ties keep the loaded order', () => {
    // 150 and 150.7 are the same integer MRP, so 2 stays before 4.
    expect(sortProducts(list, 'price-asc').map((p) => p.product_id)).toEqual([5, 2, 4, 1, 3]);
  });

  it('High to Low is the reverse order of MRP', () => {
    expect(sortProducts(list, 'price-desc').map((p) => p.product_id)).toEqual([3, 1, 2, 4, 5]);
  });

  it('no order (Clear All) gives the loaded order back, and the input is never changed', () => {
    const before = list.map((p) => p.product_id);
    sortProducts(list, 'price-desc');
    expect(list.map((p) => p.product_id)).toEqual(before);
    expect(sortProducts(list, null).map((p) => p.product_id)).toEqual(before);
  });
});

describe('appending pages', () => {
  it('skips products already in the list', () => {
    const merged = appendUnique([card(1, 1), card(2, 2)], [card(2, 2), card(3, 3), card(3, 3)]);
    expect(merged.map((p) => p.product_id)).toEqual([1, 2, 3]);
  });
});

describe('filtered list URLs', () => {
  it('rewrite on exactly the keys the list writes', () => {
    expect([...listStateKeys].sort()).toEqual([...filterQueryKeys, sortQueryKey].sort());
    const rules = listRewrites();
    expect(rules).toContainEqual({ source: '/store/:verticalSlug', has: [{ type: 'query', key: 'brand' }], destination: '/list-filtered/store/:verticalSlug' });
    expect(rules).toContainEqual({ source: '/search-product/:keyword', has: [{ type: 'query', key: 'brand' }], destination: '/list-filtered/search-product/:keyword' });
    // Seven list routes (the six shelves and search), five query keys each.
    expect(rules).toHaveLength(7 * 5);
  });

  it('name the list route they came from', () => {
    expect(matchListPath(['store', 'televisions'])).toEqual({ kind: 'vertical', verticalSlug: 'televisions' });
    expect(matchListPath(['store', 'age', '3-5-years'])).toEqual({ kind: 'ageGroup', ageId: '3-5-years' });
    expect(matchListPath(['store-product', 'smart-tvs'])).toEqual({ kind: 'category', category: 'smart-tvs' });
    expect(matchListPath(['store-product', 'brand', '1'])).toEqual({ kind: 'brand', brandId: '1' });
    expect(matchListPath(['store-product', 'vertical', 'televisions', 'category', 'smart-tvs'])).toEqual({
      kind: 'verticalCategory', verticalSlug: 'televisions', categorySlug: 'smart-tvs',
    });
    expect(matchListPath(['category', 'smart-tvs', 'sub-category', '4k-ultra-hd-tvs'])).toEqual({
      kind: 'subcategory', categorySlug: 'smart-tvs', subCategorySlug: '4k-ultra-hd-tvs',
    });
    expect(matchListPath(['store'])).toBeNull();
    expect(matchListPath(['product', 'x', '1'])).toBeNull();
    expect(matchListPath(['store', ' '])).toBeNull();
  });
});
