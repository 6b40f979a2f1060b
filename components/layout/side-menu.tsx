'use client';
// The mobile side menu (docs/rules/pages.md#header-and-menus): the hamburger button, and the
// drawer (components/layout/side-menu-panel.tsx: the account row, the verticals expanding
// to their categories, the phone and mail links, the social links), loaded when the menu
// first opens so that no page ships it up front.
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { MenuVertical } from '@/lib/catalog/menu';
import { layoutTexts } from '@/lib/texts/layout';
import { MenuIcon } from './icons';
import type { StoreInfo } from './store-info';

const SideMenuPanel = lazy(() => import('./side-menu-panel').then((m) => ({ default: m.SideMenuPanel })));

export function SideMenu({ verticals, info }: { verticals: MenuVertical[]; info: StoreInfo }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  // The drawer loads on the first opening and stays mounted after it.
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-label={layoutTexts.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="flex h-10 w-10 items-center justify-center rounded-lg transition hover:bg-neutral-100"
      >
        <MenuIcon />
      </button>
      <Suspense>{wanted && <SideMenuPanel open={open} onClose={close} verticals={verticals} info={info} />}</Suspense>
    </>
  );
}
