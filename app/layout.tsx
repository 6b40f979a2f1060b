import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import '@/styles/globals.css';
import { store } from '@/lib/config';
import { serverCall } from '@/lib/server/api';
import { Providers } from '@/components/layout/providers';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';

export const metadata: Metadata = {
  metadataBase: new URL(store.siteUrl),
  title: { default: `${store.businessName} - Open-Box Appliances and Electronics up to 80% off`, template: `%s - ${store.businessName}` },
  description:
    'Buy open-box TVs, refrigerators, washing machines, ACs, mobiles, laptops and more at up to 80% off MRP. Original products, QC passed, 7-day free returns and home delivery across India.',
};

export const viewport: Viewport = { themeColor: store.colors.primary, width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const verticals = await serverCall('verticalList', {}).then((r) => r.payload_verticalList).catch(() => []);
  const colours = {
    '--store-primary': store.colors.primary,
    '--store-secondary': store.colors.secondary,
    '--store-add-button': store.colors.addButton,
  } as CSSProperties;
  return (
    <html lang="en-IN" style={colours}>
      <body>
        <Providers>
          <Header />
          <main id="main">{children}</main>
          <Footer verticals={verticals} />
        </Providers>
      </body>
    </html>
  );
}
