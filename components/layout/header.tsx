// The site header (docs/rules/pages.md#header-and-menus): the promo strip, then the
// bars (header-bars.tsx). On mobile the bars stay at the top while the page scrolls.
import type { Vertical } from '@/lib/contract';
import { texts } from '@/lib/texts';
import { HeaderBars } from './header-bars';
import type { StoreInfo } from './store-info';

/** The tree as the menus use it: pictures and ids the menus never show stay out of
 *  the page's payload (every prop of a client component is serialised into it). */
function menuTree(verticals: Vertical[]): Vertical[] {
  return verticals.map((v) => ({
    vertical_id: v.vertical_id,
    name: v.name,
    name_url: v.name_url,
    image: null,
    catList: v.catList.map((c) => ({
      category_id: c.category_id,
      vertical_id: c.vertical_id,
      name: c.name,
      name_url: c.name_url,
      image: null,
      subcatList: c.subcatList.map((s) => ({ subcategory_id: s.subcategory_id, name: s.name, name_url: s.name_url })),
    })),
  }));
}

export function Header({ verticals, info }: { verticals: Vertical[]; info: StoreInfo }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {texts.layout.skipToContent}
      </a>
      <p className="bg-secondary px-4 py-1.5 text-center text-xs font-medium text-white">{texts.promoStrip}</p>
      <header className="sticky top-0 z-40 border-b border-black/10 bg-white shadow-sm desk:static desk:shadow-none">
        <HeaderBars verticals={menuTree(verticals)} info={info} />
      </header>
    </>
  );
}
