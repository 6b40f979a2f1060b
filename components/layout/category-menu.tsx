'use client';
// The desktop category menu (docs/rules/pages.md#header-and-menus): one entry per vertical, with its icon,
// linking to /store/{vertical}; its submenu lists the categories (to
// /store-product/{category}) and, beside the category in focus, its subcategories (to
// /category/{category}/sub-category/{subcategory}). The submenu opens on hover, and
// from the keyboard or a tap through the disclosure button beside each vertical
// (Enter, Space or ArrowDown); Escape or leaving it closes it.
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { MenuVertical } from '@/lib/catalog/menu';
import { routes } from '@/lib/routes';
import { layoutTexts } from '@/lib/texts/layout';
import { CategoryBar, verticalPanelId, type BarItemParts } from './category-bar';
import { ChevronRightIcon } from './icons';
import { useDismiss } from './use-dismiss';

const HOVER_CLOSE_MS = 150;

function Submenu({ vertical, id, left }: { vertical: MenuVertical; id: string; left: number }) {
  const [activeCat, setActiveCat] = useState(0);
  return (
    <div
      id={id}
      style={{ left }}
      className="absolute top-full z-50 w-[min(680px,calc(100%-1rem))] overflow-hidden rounded-b-xl border border-black/10 bg-white text-sm shadow-xl"
    >
      <div className="flex items-center justify-between border-b border-black/5 bg-primary-soft px-4 py-2.5">
        <span className="font-bold">{vertical.name}</span>
        <Link href={routes.vertical(vertical.name_url)} className={`text-xs font-semibold hover:underline text-primary-strong`}>
          {layoutTexts.viewAll(vertical.name)}
        </Link>
      </div>
      <div className="relative">
        <ul className="min-h-48 w-60 border-r border-black/5 py-2">
          {vertical.catList.map((category, index) => {
            const active = index === activeCat;
            return (
              <li key={category.name_url} onMouseEnter={() => setActiveCat(index)} onFocus={() => setActiveCat(index)}>
                <Link
                  href={routes.category(category.name_url)}
                  className={`flex items-center justify-between px-4 py-2 font-medium transition ${active ? `bg-primary-soft text-primary-strong` : 'hover:bg-neutral-50'}`}
                >
                  {category.name}
                  <ChevronRightIcon size={16} className={active ? '' : 'text-neutral-400'} />
                </Link>
                {/* Beside the categories: the subcategories of the one in focus (only that
                    one is rendered: the whole tree would weigh on every page's HTML). */}
                {active && (
                <div className="absolute inset-y-0 left-60 right-0 overflow-y-auto px-5 py-3">
                  <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{category.name}</p>
                  {category.subcatList.length > 0 ? (
                    <ul className="grid grid-cols-2 gap-x-4 gap-y-1">
                      {category.subcatList.map((sub) => (
                        <li key={sub.name_url}>
                          <Link
                            href={routes.subcategory(category.name_url, sub.name_url)}
                            className={`block rounded px-2 py-1.5 text-secondary transition hover:bg-neutral-50 hover:text-primary-strong`}
                          >
                            {sub.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Link href={routes.category(category.name_url)} className={`inline-block rounded px-2 py-1.5 hover:underline text-primary-strong`}>
                      {layoutTexts.viewAll(category.name)}
                    </Link>
                  )}
                </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/**
 * The interactive menu. It loads on desktop widths only, after the page
 * (./category-menu-loader.tsx), which draws the bar until then. `openFirst`: the vertical
 * to open at once, if the shopper reached for one while this loaded.
 */
export default function CategoryMenu({ verticals, icons, openFirst }: { verticals: MenuVertical[]; icons: ReactNode[]; openFirst: () => number | null }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [panelLeft, setPanelLeft] = useState(0);
  const navRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const closeTimer = useRef<number | undefined>(undefined);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const close = useCallback(() => setOpenIndex(null), []);
  const openButton = useRef<HTMLElement | null>(null);
  openButton.current = openIndex === null ? null : (buttons.current[openIndex] ?? null);
  useDismiss(openIndex !== null, navRef, close, openButton);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // The submenu hangs under its vertical, kept inside the bar. It is positioned from
  // the bar (outside the strip, which scrolls sideways on narrow screens and would
  // otherwise clip it).
  const openAt = useCallback((index: number | null) => {
    const bar = barRef.current;
    const item = index === null ? null : items.current[index];
    if (bar && item) {
      const width = Math.min(680, bar.clientWidth - 16);
      const offset = item.getBoundingClientRect().left - bar.getBoundingClientRect().left;
      setPanelLeft(Math.max(8, Math.min(offset, bar.clientWidth - width - 8)));
    }
    setOpenIndex(index);
  }, []);

  useEffect(() => {
    const index = openFirst();
    if (index !== null && verticals[index]?.catList.length) openAt(index);
  }, [openAt, openFirst, verticals]);

  const hoverOpen = (index: number) => {
    window.clearTimeout(closeTimer.current);
    openAt(index);
  };
  const hoverClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(close, HOVER_CLOSE_MS);
  };
  const focusFirstLink = (index: number) =>
    window.requestAnimationFrame(() => document.querySelector<HTMLAnchorElement>(`#${verticalPanelId(index)} a`)?.focus());

  const onKey = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(index);
      focusFirstLink(index);
    }
  };

  const parts = (index: number): BarItemParts => {
    const open = openIndex === index;
    const vertical = verticals[index]!;
    return {
      item: {
        ref: (el) => {
          items.current[index] = el;
        },
        onMouseEnter: () => hoverOpen(index),
        onMouseLeave: hoverClose,
        onBlur: (event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) {
            if (openIndex === index) close();
          }
        },
      },
      link: { onKeyDown: onKey(index), open },
      toggle: {
        ref: (el) => {
          buttons.current[index] = el;
        },
        'aria-expanded': open,
        onClick: () => openAt(open ? null : index),
        onKeyDown: onKey(index),
      },
      // Rendered only while open: the full tree would weigh on every page's HTML.
      // Crawlers reach the shelves through the footer's menu and the sitemap.
      panel: open && vertical.catList.length > 0 ? <Submenu vertical={vertical} id={verticalPanelId(index)} left={panelLeft} /> : undefined,
    };
  };

  return <CategoryBar verticals={verticals} icons={icons} parts={parts} navRef={navRef} barRef={barRef} />;
}
