// The product form's category picker (docs/rules/products.md#saving): the shelves as a
// tree, vertical › category › subcategory, one choice per category and per subcategory,
// each labelled with its whole path so that it reads the same wherever it is heard or
// seen. Choosing a subcategory chooses its category too. No server code: the form uses it.
import type { ProductShelves } from './types';

export interface ShelfChoice {
  /** `<category id>` or `<category id>/<subcategory id>`. */
  value: string;
  label: string;
  category_id: number;
  subcategory_id: number | null;
}

export interface ShelfGroup {
  /** The vertical's name. */
  label: string;
  choices: ShelfChoice[];
}

export const PATH_SEPARATOR = ' › ';

/** The choice's value for a product's category and subcategory. */
export const shelfValue = (categoryId: number | string | null | undefined, subcategoryId?: number | string | null): string =>
  categoryId ? (subcategoryId ? `${categoryId}/${subcategoryId}` : String(categoryId)) : '';

/** The category and subcategory a choice's value names. */
export function shelfOf(value: string): { category_id: number | null; subcategory_id: number | null } {
  const [category, sub] = value.split('/');
  return { category_id: category ? Number(category) : null, subcategory_id: sub ? Number(sub) : null };
}

/** One group per vertical (in the shelves' order), each category followed by its subcategories. */
export function categoryTree(shelves: Pick<ProductShelves, 'verticals' | 'categories' | 'subcategories'>): ShelfGroup[] {
  return shelves.verticals
    .map((vertical) => ({
      label: vertical.name,
      choices: shelves.categories
        .filter((c) => c.vertical_id === vertical.id)
        .flatMap((category) => {
          const path = `${vertical.name}${PATH_SEPARATOR}${category.name}`;
          return [
            { value: shelfValue(category.id), label: path, category_id: category.id, subcategory_id: null },
            ...shelves.subcategories
              .filter((s) => s.category_id === category.id)
              .map((sub) => ({ value: shelfValue(category.id, sub.id), label: `${path}${PATH_SEPARATOR}${sub.name}`, category_id: category.id, subcategory_id: sub.id })),
          ];
        }),
    }))
    .filter((group) => group.choices.length > 0);
}
