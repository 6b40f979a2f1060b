import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import '@/styles/globals.css';
import { store } from '@/lib/config';
import type { Vertical } from '@/lib/contract';
import { getVerticals } from '@/lib/catalog/data';
import { Providers } from '@/components/layout/providers';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { storeInfo } from '@/components/layout/store-info';
import { ShopChrome } from '@/components/layout/shop-chrome';

export const metadata: Metadata = {
  metadataBase: new URL(store.siteUrl),
  title: { default: `${store.businessName} - Open-Box Appliances and Electronics up to 80% off`, template: `%s - ${store.businessName}` },
  description:
    'Buy open-box TVs, refrigerators, washing machines, ACs, mobiles, laptops and more at up to 80% off MRP. Original products, QC passed, 7-day free returns and home delivery across India.',
  applicationName: store.businessName,
};

export const viewport: Viewport = { themeColor: store.colors.primary, width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The menus (header, side menu, footer) all come from the vertical tree. A failure
  // leaves the menus empty rather than taking every page down.
  const verticals: Vertical[] = await getVerticals(store.storeId).catch((error: unknown) => {
      console.error('[layout] reading the verticals failed:', error);
      return [];
    });
  const info = storeInfo();
  const colours = {
    '--store-primary': store.colors.primary,
    '--store-secondary': store.colors.secondary,
    '--store-add-button': store.colors.addButton,
  } as CSSProperties;
  return (
    <html lang="en-IN" style={colours}>
      <body className="flex min-h-screen flex-col">
        <Providers>
          <ShopChrome header={<Header verticals={verticals} info={info} />} footer={<Footer verticals={verticals} info={info} />}>
            {children}
          </ShopChrome>
        </Providers>
      </body>
    </html>
  );
}
