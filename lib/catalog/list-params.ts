// A product list's filters and sort order as they live in the URL query
// (?brand=samsung,lg&price=501-1000&gender=Men&age=3-5-years&sort=price-asc), so a
// filtered list can be shared and reloaded, and the list rules (docs/rules/catalogue.md#sorting) that
// act on the loaded products: sorting by MRP and appending pages without duplicates.
// Pure functions: used by the server pages, the client list and the unit tests.
import { priceBands } from '@/lib/limits';
import type { ProductCard } from './types';

export type PriceBandId = (typeof priceBands)[number]['id'];
export type PriceBand = (typeof priceBands)[number];
export type SortOrder = 'price-asc' | 'price-desc';

export interface ListFilters {
  /** Brand URL names (samsung, lg). */
  brands: string[];
  /** One price band at most: price choices are exclusive. */
  price: PriceBandId | null;
  /** Gender values as the options name them (Men, Women). */
  genders: string[];
  /** Age-group URL names (3-5-years). */
  ages: string[];
}

export interface ListQuery {
  filters: ListFilters;
  sort: SortOrder | null;
}

/** The query keys of the list filters (sort is `sort`); next.config's rewrites use them too. */
export const filterQueryKeys = ['brand', 'price', 'gender', 'age'] as const;
export const sortQueryKey = 'sort';
export const sortOrders: readonly SortOrder[] = ['price-asc', 'price-desc'];

export const emptyFilters: ListFilters = { brands: [], price: null, genders: [], ages: [] };
export const emptyQuery: ListQuery = { filters: emptyFilters, sort: null };

const slugPattern = /^[a-z0-9][a-z0-9-]{0,79}$/;
const genderPattern = /^[A-Za-z][A-Za-z ]{0,39}$/;

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function valuesOf(input: QueryInput, key: string): string[] {
  const raw = input instanceof URLSearchParams ? input.getAll(key) : [input[key] ?? []].flat();
  return raw.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
}

/** Unique values in first-seen order, at most 50 (a URL is no place for more). */
const unique = (values: string[]) => [...new Set(values)].slice(0, 50);

export function isPriceBandId(value: string): value is PriceBandId {
  return priceBands.some((band) => band.id === value);
}

export function priceBandOf(id: PriceBandId | null): PriceBand | null {
  return priceBands.find((band) => band.id === id) ?? null;
}

/** Reads filters and sort from a URL query; values that cannot be valid are dropped. */
export function parseListQuery(input: QueryInput): ListQuery {
  const price = valuesOf(input, 'price').find(isPriceBandId) ?? null;
  const sort = valuesOf(input, sortQueryKey).find((v): v is SortOrder => (sortOrders as string[]).includes(v)) ?? null;
  return {
    filters: {
      brands: unique(valuesOf(input, 'brand').map((v) => v.toLowerCase()).filter((v) => slugPattern.test(v))),
      price,
      genders: unique(valuesOf(input, 'gender').filter((v) => genderPattern.test(v))),
      ages: unique(valuesOf(input, 'age').map((v) => v.toLowerCase()).filter((v) => slugPattern.test(v))),
    },
    sort,
  };
}

/** The query string of a list state ('' when nothing is chosen), commas left readable. */
export function listQueryString({ filters, sort }: ListQuery): string {
  const parts: string[] = [];
  const add = (key: string, values: string[]) => {
    if (values.length > 0) parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`);
  };
  add('brand', filters.brands);
  add('price', filters.price ? [filters.price] : []);
  add('gender', filters.genders);
  add('age', filters.ages);
  add(sortQueryKey, sort ? [sort] : []);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function hasFilters(filters: ListFilters): boolean {
  return filters.brands.length > 0 || filters.price !== null || filters.genders.length > 0 || filters.ages.length > 0;
}

export function filterCount(filters: ListFilters): number {
  return filters.brands.length + (filters.price ? 1 : 0) + filters.genders.length + filters.ages.length;
}

export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  const same = (x: string[], y: string[]) => x.length === y.length && [...x].sort().join('\n') === [...y].sort().join('\n');
  return a.price === b.price && same(a.brands, b.brands) && same(a.genders, b.genders) && same(a.ages, b.ages);
}

/** Adds a value to a checkbox list, or takes it out when present. */
export function toggleValue(values: string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** MRP as the sort compares it: as an integer. */
const mrpAsInteger = (product: Pick<ProductCard, 'mrp'>) => Math.trunc(Number(product.mrp) || 0);

/**
 * Low to High and High to Low sort the list by MRP; no order gives the
 * list back as loaded (what Clear All restores). Equal MRPs keep their loaded order.
 */
export function sortProducts<T extends Pick<ProductCard, 'mrp'>>(products: readonly T[], sort: SortOrder | null): T[] {
  if (!sort) return [...products];
  const direction = sort === 'price-asc' ? 1 : -1;
  return products
    .map((product, index) => ({ product, index }))
    .sort((a, b) => (mrpAsInteger(a.product) - mrpAsInteger(b.product)) * direction || a.index - b.index)
    .map(({ product }) => product);
}

/** Appends a fetched page, skipping products already in the list (by id). */
export function appendUnique<T extends Pick<ProductCard, 'product_id'>>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((p) => p.product_id));
  const added: T[] = [];
  for (const product of page) {
    if (seen.has(product.product_id)) continue;
    seen.add(product.product_id);
    added.push(product);
  }
  return added.length === 0 ? [...list] : [...list, ...added];
}
