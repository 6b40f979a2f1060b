// The header's bars. Desktop: logo, search, support, account and cart, then the
// category menu. Mobile (560 px and below): on the home page a hamburger (side menu),
// logo and cart with the search below; on every other page the mobile page header
// (./mobile-page-header.tsx). A server component: only the interactive parts ship their
// code to the browser.
import Link from 'next/link';
import type { MenuVertical } from '@/lib/catalog/menu';
import { routes } from '@/lib/routes';
import { CartButton, CartLink } from '@/components/cart/cart-button';
import { AccountEntry } from './account-entry';
import { CategoryMenuLoader } from './category-menu-loader';
import { MainBars, MobilePageHeader } from './mobile-page-header';
import { SearchBox } from './search-box';
import { SideMenu } from './side-menu';
import type { StoreInfo } from './store-info';
import { SupportMenu } from './support-menu';
import { VerticalIcon } from './vertical-icons';

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

export function HeaderBars({ verticals, info }: { verticals: MenuVertical[]; info: StoreInfo }) {
  const icons = verticals.map((vertical) => (
    <VerticalIcon key={vertical.name_url} name={vertical.name} size={24} className="shrink-0 text-primary-dark" />
  ));
  return (
    <>
      <MainBars>
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
        <CategoryMenuLoader verticals={verticals} icons={icons} />
      </MainBars>
      <MobilePageHeader verticals={verticals} info={info} />
    </>
  );
}
