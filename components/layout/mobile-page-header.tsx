'use client';
// The client parts of the header's bars (./header-bars.tsx): the frame of the main bars,
// which on mobile (560 px and below) shows only on the home page, and the mobile page
// header of every other page: back, the page's title, an optional search and the cart
// icon to /checkout.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import type { MenuVertical } from '@/lib/catalog/menu';
import { routes } from '@/lib/routes';
import { layoutTexts } from '@/lib/texts/layout';
import { CartLink } from '@/components/cart/cart-button';
import { BackIcon, CloseIcon, SearchIcon } from './icons';
import { mobileTitleFor, useMobileTitleOverride } from './mobile-title';
import { SearchBox } from './search-box';
import type { StoreInfo } from './store-info';

// Client-side page changes since this document loaded. Back goes back only when the
// previous page is ours: a shared link opened in a new tab has nothing to go back to.
let inAppNavigations = 0;
let lastPathname: string | null = null;

function useNavigationCount(pathname: string) {
  useEffect(() => {
    if (lastPathname !== null && lastPathname !== pathname) inAppNavigations += 1;
    lastPathname = pathname;
  }, [pathname]);
}

function cameFromThisSite(): boolean {
  if (inAppNavigations > 0) return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Pages whose mobile header has no search (forms and the shopper's own pages). */
const NO_SEARCH = new Set(['checkout', 'login', 'verify', 'my-account', 'my-orders', 'order-details', 'my-address', 'add-new-address']);

const isHomePath = (pathname: string) => pathname === routes.home || pathname === '/home';

/** The main bars: at every width on the home page, from desktop width elsewhere. */
export function MainBars({ children }: { children: ReactNode }) {
  return <div className={isHomePath(usePathname() ?? '/') ? '' : 'hidden desk:block'}>{children}</div>;
}

/** Mounted on every page (it counts the page changes for Back); drawn on all but the home page. */
export function MobilePageHeader({ verticals, info }: { verticals: MenuVertical[]; info: StoreInfo }) {
  const pathname = usePathname() ?? '/';
  useNavigationCount(pathname);
  const router = useRouter();
  const override = useMobileTitleOverride();
  const [searching, setSearching] = useState(false);
  useEffect(() => setSearching(false), [pathname]);
  if (isHomePath(pathname)) return null;
  const title = override ?? mobileTitleFor(pathname, verticals, info.businessName);
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  const searchable = !NO_SEARCH.has(first);

  const back = () => {
    if (cameFromThisSite()) router.back();
    else router.push(routes.home);
  };

  return (
    <div className="desk:hidden">
      <div className="flex h-14 items-center gap-1 px-2">
        <button type="button" onClick={back} aria-label={layoutTexts.back} className="flex h-10 w-10 items-center justify-center rounded-lg transition hover:bg-neutral-100">
          <BackIcon />
        </button>
        <p className="min-w-0 flex-1 truncate text-base font-semibold">{title}</p>
        {searchable && (
          <button
            type="button"
            aria-label={layoutTexts.toggleSearch}
            aria-expanded={searching}
            onClick={() => setSearching((s) => !s)}
            className="flex h-10 w-10 items-center justify-center rounded-lg transition hover:bg-neutral-100"
          >
            {searching ? <CloseIcon /> : <SearchIcon />}
          </button>
        )}
        <CartLink />
      </div>
      {searchable && searching && (
        <div className="px-3 pb-3">
          <SearchBox placeholder={info.searchPlaceholder} autoFocus onNavigate={() => setSearching(false)} />
        </div>
      )}
    </div>
  );
}
