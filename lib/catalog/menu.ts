// The vertical tree as the header's menus use it (docs/rules/pages.md#header-and-menus):
// names and slugs only. The menus are client components, so every field they get is in
// every page's RSC payload; ids and pictures they never show stay out.
import type { Vertical } from './types';

export interface MenuSubcategory {
  name: string;
  name_url: string;
}

export interface MenuCategory extends MenuSubcategory {
  subcatList: MenuSubcategory[];
}

export interface MenuVertical extends MenuSubcategory {
  catList: MenuCategory[];
}

export function menuTree(verticals: Vertical[]): MenuVertical[] {
  const slim = ({ name, name_url }: MenuSubcategory): MenuSubcategory => ({ name, name_url });
  return verticals.map((v) => ({ ...slim(v), catList: v.catList.map((c) => ({ ...slim(c), subcatList: c.subcatList.map(slim) })) }));
}
