import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { sellerTexts } from '@/lib/texts/seller';
import { staffOfPage } from '@/lib/staff/page-session';
import { SellerShell } from '@/components/seller/seller-shell';
import { QueryProvider } from '@/components/layout/query-provider';

// Never indexed (also disallowed in robots.txt and absent from the sitemap).
export const metadata: Metadata = { title: sellerTexts.console.title, robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

export default async function SellerLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <SellerShell member={await staffOfPage()}>{children}</SellerShell>
    </QueryProvider>
  );
}
