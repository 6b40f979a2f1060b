// The filterable list routes of SPEC's route table, as the per-request twin under
// /list-filtered sees them (next.config rewrites a filtered URL there): which list a
// path names, and the page data of that list.
import { ageGroupPage, brandPage, categoryPage, subcategoryPage, verticalPage, type ListPageData } from './list-pages';

export type ListRoute =
  | { kind: 'vertical'; verticalSlug: string }
  | { kind: 'age'; ageSlug: string }
  | { kind: 'category'; categorySlug: string; verticalSlug?: string }
  | { kind: 'subcategory'; categorySlug: string; subCategorySlug: string }
  | { kind: 'brand'; brand: string };

/** The list a path names (segments without the prefix), or null. */
export function matchListPath(segments: string[]): ListRoute | null {
  const s = segments.map((segment) => segment.trim());
  if (s.some((segment) => segment === '')) return null;
  const [a, b, c, d, e] = s;
  switch (s.length) {
    case 2:
      if (a === 'store') return { kind: 'vertical', verticalSlug: b! };
      if (a === 'store-product') return { kind: 'category', categorySlug: b! };
      return null;
    case 3:
      if (a === 'store' && b === 'age') return { kind: 'age', ageSlug: c! };
      if (a === 'store-product' && b === 'brand') return { kind: 'brand', brand: c! };
      return null;
    case 4:
      if (a === 'category' && c === 'sub-category') return { kind: 'subcategory', categorySlug: b!, subCategorySlug: d! };
      return null;
    case 5:
      if (a === 'store-product' && b === 'vertical' && d === 'category') return { kind: 'category', verticalSlug: c!, categorySlug: e! };
      return null;
    default:
      return null;
  }
}

/** The page data of a list route, or null when its shelf does not exist. */
export function listPageFor(route: ListRoute): Promise<ListPageData | null> {
  switch (route.kind) {
    case 'vertical':
      return verticalPage(route.verticalSlug);
    case 'age':
      return ageGroupPage(route.ageSlug);
    case 'category':
      return categoryPage(route.categorySlug, route.verticalSlug);
    case 'subcategory':
      return subcategoryPage(route.subCategorySlug);
    case 'brand':
      return brandPage(route.brand);
  }
}
