import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { sellerTexts } from '@/lib/texts/seller';
import { staffOfPage } from '@/lib/staff/page-session';
import { SellerShell } from '@/components/seller/seller-shell';
import { ConsoleProviders } from '@/components/seller/console-providers';

// Every console page: never indexed (also disallowed in robots.txt, absent from the
// sitemap), always rendered for the member asking, titled "<page> - Seller console".
export const metadata: Metadata = {
  title: { default: sellerTexts.console.title, template: `%s - ${sellerTexts.console.title}` },
  robots: { index: false, follow: false },
};
export const dynamic = 'force-dynamic';

export default async function SellerLayout({ children }: { children: ReactNode }) {
  return (
    <ConsoleProviders>
      <SellerShell member={await staffOfPage()}>{children}</SellerShell>
    </ConsoleProviders>
  );
}
