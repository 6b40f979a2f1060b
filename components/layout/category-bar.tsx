// The desktop category bar's markup (docs/rules/pages.md#header-and-menus): one entry per
// vertical, its icon and name linking to /store/{vertical}, and beside it the disclosure
// button of its submenu. Drawn as it first shows by ./category-menu-loader.tsx, and with
// its handlers and submenus by the interactive menu (./category-menu.tsx).
import Link from 'next/link';
import type { ButtonHTMLAttributes, KeyboardEvent, LiHTMLAttributes, ReactNode, Ref } from 'react';
import type { MenuVertical } from '@/lib/catalog/menu';
import { routes } from '@/lib/routes';
import { layoutTexts } from '@/lib/texts/layout';

/** What the interactive menu adds to one vertical's entry. */
export interface BarItemParts {
  item?: LiHTMLAttributes<HTMLLIElement> & { ref?: Ref<HTMLLIElement> };
  link?: { onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void; open?: boolean };
  toggle?: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };
  panel?: ReactNode;
}

export const verticalPanelId = (index: number) => `vertical-menu-${index}`;

interface Props {
  verticals: MenuVertical[];
  /** Each vertical's icon, drawn by the server. */
  icons: ReactNode[];
  parts?: (index: number) => BarItemParts;
  navRef?: Ref<HTMLElement>;
  barRef?: Ref<HTMLDivElement>;
}

export function CategoryBar({ verticals, icons, parts, navRef, barRef }: Props) {
  if (verticals.length === 0) return null;
  return (
    <nav ref={navRef} aria-label={layoutTexts.categoriesMenu} className="hidden border-t border-black/5 bg-white desk:block">
      <div ref={barRef} className="relative mx-auto max-w-7xl">
        <ul className="flex items-stretch justify-between overflow-x-auto px-2 [scrollbar-width:thin]">
          {verticals.map((vertical, index) => {
            const part = parts?.(index) ?? {};
            return (
              <li key={vertical.name_url} className="flex shrink-0" {...part.item}>
                <Link href={routes.vertical(vertical.name_url)} onKeyDown={part.link?.onKeyDown} className="vbar-link" data-open={part.link?.open || undefined}>
                  {icons[index]}
                  <span className="vbar-name">{vertical.name}</span>
                </Link>
                {vertical.catList.length > 0 && (
                  <button
                    type="button"
                    aria-expanded={false}
                    aria-controls={verticalPanelId(index)}
                    aria-label={layoutTexts.showCategories(vertical.name)}
                    className="vbar-toggle"
                    {...part.toggle}
                  />
                )}
                {part.panel}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
