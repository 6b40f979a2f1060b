'use client';
// The desktop category menu's code loads only where the bar shows: at desktop widths,
// after the page. Phones never see the bar (it is hidden below `desk`), so they never
// fetch it. Until it has loaded, and on phones, the bar shows without its submenus; a
// vertical the pointer entered (or whose button was pressed) meanwhile opens once it has.
import { useCallback, useRef, type ReactNode } from 'react';
import type { MenuVertical } from '@/lib/catalog/menu';
import { useDesktopWidth } from '@/lib/client/use-desktop';
import { useLoaded } from '@/lib/client/use-loaded';
import { CategoryBar } from './category-bar';

const loadMenu = () => import('./category-menu');

/** `icons`: each vertical's icon, drawn by the server. */
export function CategoryMenuLoader({ verticals, icons }: { verticals: MenuVertical[]; icons: ReactNode[] }) {
  const wide = useDesktopWidth();
  const wanted = useRef<number | null>(null);
  const openFirst = useCallback(() => wanted.current, []);
  const menu = useLoaded(loadMenu, wide);
  if (wide && menu) return <menu.default verticals={verticals} icons={icons} openFirst={openFirst} />;
  return (
    <CategoryBar
      verticals={verticals}
      icons={icons}
      parts={(index) => ({
        item: { onMouseEnter: () => (wanted.current = index), onMouseLeave: () => (wanted.current = null) },
        toggle: { onClick: () => (wanted.current = index) },
      })}
    />
  );
}
