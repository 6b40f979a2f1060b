// The site header: promo strip, logo, search, support and cart.
import Link from 'next/link';
import Image from 'next/image';
import { store } from '@/lib/config';
import { texts } from '@/lib/texts';
import { routes } from '@/lib/routes';

export function Header() {
  return (
    <header className="border-b border-black/5 bg-white">
      <p className="bg-secondary px-4 py-1.5 text-center text-xs font-medium text-white">{texts.promoStrip}</p>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link href={routes.home} aria-label={`${store.businessName} home`} className="shrink-0">
          <Image src="/logo.svg" alt={store.businessName} width={160} height={38} priority />
        </Link>
        <form action="/search" method="get" role="search" className="flex flex-1">
          <label htmlFor="site-search" className="sr-only">
            Search products
          </label>
          <input
            id="site-search"
            name="q"
            type="search"
            minLength={2}
            placeholder={store.searchPlaceholder}
            className="w-full rounded-l-md border border-black/15 px-3 py-2 text-sm outline-none focus:border-primary"
          />
          <button type="submit" className="rounded-r-md bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-dark">
            Search
          </button>
        </form>
        <div className="hidden text-xs leading-tight text-muted desk:block">
          <p className="font-semibold text-secondary">{store.hours.header}</p>
          <a href={`tel:${store.phone.replace(/\s/g, '')}`} className="hover:text-primary-dark">
            {store.phone}
          </a>
        </div>
        <Link href={routes.checkout} className="rounded-md border border-black/10 px-3 py-2 text-sm font-semibold hover:border-primary">
          Cart
        </Link>
      </div>
    </header>
  );
}
