'use client';
// The title of the mobile page header (back button, title, optional
// search, cart icon). The header derives a title from the route (and the shelf names
// it already has); a page that knows better (a product's name, a brand's name)
// renders <MobilePageTitle title="..." /> anywhere in its tree to replace it.
import { useEffect, useSyncExternalStore } from 'react';
import type { MenuVertical } from '@/lib/catalog/menu';
import { layoutTexts } from '@/lib/texts/layout';

let override: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMobileTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, () => override, () => null);
}

export function MobilePageTitle({ title }: { title: string }) {
  useEffect(() => {
    override = title;
    notify();
    return () => {
      if (override === title) {
        override = null;
        notify();
      }
    };
  }, [title]);
  return null;
}

const fixedTitles: Record<string, string> = layoutTexts.mobileTitles;

/** "front-load-6-7-kg" -> "Front Load 6 7 Kg": a readable fallback for a slug. */
export function titleFromSlug(slug: string): string {
  return decodeURIComponent(slug)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The mobile header's title for a path, naming shelves from the menu's vertical tree. */
export function mobileTitleFor(pathname: string, verticals: MenuVertical[], fallback: string): string {
  const parts = pathname.split('/').filter(Boolean).map(safeDecode);
  const categories = verticals.flatMap((v) => v.catList);
  const verticalName = (slug: string) => verticals.find((v) => v.name_url === slug)?.name ?? titleFromSlug(slug);
  const categoryName = (slug: string) => categories.find((c) => c.name_url === slug)?.name ?? titleFromSlug(slug);
  const [first, second, third, , fifth] = parts;
  switch (first) {
    case undefined:
      return fallback;
    case 'store':
      if (second === 'age' && third) return titleFromSlug(third);
      return second ? verticalName(second) : fallback;
    case 'store-product':
      if (second === 'brand') return layoutTexts.brandTitle;
      if (second === 'vertical' && fifth) return categoryName(fifth);
      return second ? categoryName(second) : fallback;
    case 'category': {
      const sub = parts[3] ? categories.find((c) => c.name_url === second)?.subcatList.find((s) => s.name_url === parts[3]) : undefined;
      return sub?.name ?? (parts[3] ? titleFromSlug(parts[3]) : categoryName(second ?? ''));
    }
    case 'search-product':
      return second ? `"${second}"` : fixedTitles['search-product'];
    default:
      return fixedTitles[first.toLowerCase()] ?? fallback;
  }
}
