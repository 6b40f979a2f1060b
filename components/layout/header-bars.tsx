'use client';
// The header's bars. Desktop: logo, search, support, account and cart, then the
// category menu. Mobile (560 px and below): on the home page a hamburger (side menu),
// logo and cart with the search below; on every other page the mobile page header: back,
// the page's title, an optional search and the cart icon to /checkout.
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { MenuVertical } from '@/lib/catalog/menu';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';
import { CartButton, CartLink } from '@/components/cart/cart-button';
import { AccountEntry } from './account-entry';
import { CategoryMenu } from './category-menu';
import { BackIcon, CloseIcon, SearchIcon } from './icons';
import { mobileTitleFor, useMobileTitleOverride } from './mobile-title';
import { SearchBox } from './search-box';
import { SideMenu } from './side-menu';
import type { StoreInfo } from './store-info';
import { SupportMenu } from './support-menu';

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

function Logo({ info, className = '' }: { info: StoreInfo; className?: string }) {
  return (
    // Not prefetched (nor the footer's links, nor "Continue shopping"): a phone on a slow
    // network would otherwise fetch and decode the whole home page, and every policy page,
    // while the page it opened is still loading.
    <Link href={routes.home} prefetch={false} className={`shrink-0 ${className}`}>
      {/* A plain <img>: next/image adds nothing to an SVG but its client code, and its
          preload would compete with the page's main picture. */}
      <img src="/logo.svg" alt={info.businessName} width={176} height={48} className="h-9 w-auto desk:h-11" />
    </Link>
  );
}

function MobilePageHeader({ verticals, info, pathname }: { verticals: MenuVertical[]; info: StoreInfo; pathname: string }) {
  const router = useRouter();
  const override = useMobileTitleOverride();
  const [searching, setSearching] = useState(false);
  useEffect(() => setSearching(false), [pathname]);
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
        <button type="button" onClick={back} aria-label={texts.layout.back} className="flex h-10 w-10 items-center justify-center rounded-lg transition hover:bg-neutral-100">
          <BackIcon />
        </button>
        <p className="min-w-0 flex-1 truncate text-base font-semibold">{title}</p>
        {searchable && (
          <button
            type="button"
            aria-label={texts.layout.toggleSearch}
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

export function HeaderBars({ verticals, info }: { verticals: MenuVertical[]; info: StoreInfo }) {
  const pathname = usePathname() ?? '/';
  useNavigationCount(pathname);
  const isHome = pathname === routes.home || pathname === '/home';
  return (
    <>
      <div className={isHome ? '' : 'hidden desk:block'}>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 desk:flex-nowrap desk:gap-4 desk:px-4 desk:py-3">
          <div className="desk:hidden">
            <SideMenu verticals={verticals} info={info} />
          </div>
          <Logo info={info} />
          <SearchBox placeholder={info.searchPlaceholder} className="order-last w-full desk:order-none desk:min-w-0 desk:max-lg:mx-2 lg:mx-4 desk:w-auto desk:max-w-2xl desk:flex-1" />
          <div className="ml-auto flex items-center gap-1 desk:gap-2">
            <div className="hidden desk:block">
              <SupportMenu info={info} />
            </div>
            <AccountEntry className="hidden desk:flex" />
            <CartButton />
            <CartLink />
          </div>
        </div>
        <CategoryMenu verticals={verticals} />
      </div>
      {!isHome && <MobilePageHeader verticals={verticals} info={info} pathname={pathname} />}
    </>
  );
}
