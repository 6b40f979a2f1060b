// The document every page shares: <html>, <body>, the store's colours and the stylesheet.
// The shop and the seller console each lay their pages out in their own route group
// (app/(shop)/layout.tsx, app/(console)/seller/layout.tsx).
import type { Metadata, Viewport } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import '@/styles/globals.css';
import { store } from '@/lib/config';

export const metadata: Metadata = {
  metadataBase: new URL(store.siteUrl),
  title: { default: `${store.businessName} - Open-Box Appliances and Electronics up to 80% off`, template: `%s - ${store.businessName}` },
  description:
    'Buy open-box TVs, refrigerators, washing machines, ACs, mobiles, laptops and more at up to 80% off MRP. Original products, QC passed, 7-day free returns and home delivery across India.',
  applicationName: store.businessName,
};

export const viewport: Viewport = { themeColor: store.colors.primary, width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const colours = {
    '--store-primary': store.colors.primary,
    '--store-secondary': store.colors.secondary,
    '--store-add-button': store.colors.addButton,
  } as CSSProperties;
  return (
    <html lang="en-IN" style={colours}>
      <body className="flex min-h-screen flex-col">{children}</body>
    </html>
  );
}
