'use client';
// The desktop category menu's code loads only where the bar shows: at desktop widths,
// after the page. Phones never see the bar (it is hidden below `desk`), so they never
// fetch it. Until it has loaded, and on phones, the bar shows without its submenus.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { MenuVertical } from '@/lib/catalog/menu';
import { limits } from '@/lib/limits';
import { CategoryBar } from './category-bar';

const CategoryMenu = lazy(() => import('./category-menu'));

const desktop = () => window.matchMedia(`(min-width: ${limits.mobileBreakpointPx + 1}px)`);
const subscribe = (onChange: () => void) => {
  const query = desktop();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** `icons`: each vertical's icon, drawn by the server. */
export function CategoryMenuLoader({ verticals, icons }: { verticals: MenuVertical[]; icons: ReactNode[] }) {
  const wide = useSyncExternalStore(subscribe, () => desktop().matches, () => false);
  const bar = <CategoryBar verticals={verticals} icons={icons} />;
  if (!wide) return bar;
  return (
    <Suspense fallback={bar}>
      <CategoryMenu verticals={verticals} icons={icons} />
    </Suspense>
  );
}
