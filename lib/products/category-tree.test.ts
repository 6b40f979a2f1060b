import { describe, expect, it } from 'vitest';
import { categoryTree, shelfOf, shelfValue } from './category-tree';

const shelves = {
  verticals: [{ id: 1, name: 'Televisions' }, { id: 2, name: 'Kitchen' }, { id: 3, name: 'Empty' }],
  categories: [{ id: 10, name: 'LED TVs', vertical_id: 1 }, { id: 20, name: 'Mixers', vertical_id: 2 }, { id: 11, name: 'OLED TVs', vertical_id: 1 }],
  subcategories: [{ id: 100, name: '4K', category_id: 10 }, { id: 101, name: 'Full HD', category_id: 10 }],
};

describe('categoryTree', () => {
  it('groups by vertical, each category followed by its subcategories, labelled with the path', () => {
    expect(categoryTree(shelves)).toEqual([
      {
        label: 'Televisions',
        choices: [
          { value: '10', label: 'Televisions › LED TVs', category_id: 10, subcategory_id: null },
          { value: '10/100', label: 'Televisions › LED TVs › 4K', category_id: 10, subcategory_id: 100 },
          { value: '10/101', label: 'Televisions › LED TVs › Full HD', category_id: 10, subcategory_id: 101 },
          { value: '11', label: 'Televisions › OLED TVs', category_id: 11, subcategory_id: null },
        ],
      },
      { label: 'Kitchen', choices: [{ value: '20', label: 'Kitchen › Mixers', category_id: 20, subcategory_id: null }] },
    ]);
  });

  it('reads a choice back', () => {
    expect(shelfOf(shelfValue(10, 100))).toEqual({ category_id: 10, subcategory_id: 100 });
    expect(shelfOf(shelfValue(10, null))).toEqual({ category_id: 10, subcategory_id: null });
    expect(shelfOf(shelfValue(null))).toEqual({ category_id: null, subcategory_id: null });
  });
});
