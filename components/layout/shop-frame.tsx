// The shop's frame around a shopper's page: the providers (cart drawer, login popup,
// notices), the header, <main> and the footer. The shop's route group lays its pages out
// in it (app/(shop)/layout.tsx), and so does the 404 of an unmatched path (app/not-found.tsx),
// which the root layout alone would show without the shop's menus.
import type { ReactNode } from 'react';
import { store } from '@/lib/config';
import type { Vertical } from '@/lib/catalog/types';
import { getVerticals } from '@/lib/catalog/data';
import { Providers } from './providers';
import { Header } from './header';
import { Footer } from './footer';
import { storeInfo } from './store-info';

export async function ShopFrame({ children }: { children: ReactNode }) {
  // The menus (header, side menu, footer) all come from the vertical tree. A failure
  // leaves the menus empty rather than taking every page down.
  const verticals: Vertical[] = await getVerticals(store.storeId).catch((error: unknown) => {
    console.error('[layout] reading the verticals failed:', error);
    return [];
  });
  const info = storeInfo();
  return (
    <Providers>
      <Header verticals={verticals} info={info} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer verticals={verticals} info={info} />
    </Providers>
  );
}
