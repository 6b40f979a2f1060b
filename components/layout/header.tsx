// The site header (docs/rules/pages.md#header-and-menus): the promo strip, then the
// bars (header-bars.tsx). On mobile the bars stay at the top while the page scrolls.
import type { Vertical } from '@/lib/contract';
import { texts } from '@/lib/texts';
import { menuTree } from '@/lib/catalog/menu';
import { HeaderBars } from './header-bars';
import type { StoreInfo } from './store-info';

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
