import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { texts } from '@/lib/texts';
import { staffOfPage } from '@/lib/staff/page-session';
import { SellerShell } from '@/components/seller/seller-shell';

// Never indexed (also disallowed in robots.txt and absent from the sitemap).
export const metadata: Metadata = { title: texts.seller.console.title, robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

export default async function SellerLayout({ children }: { children: ReactNode }) {
  return <SellerShell member={await staffOfPage()}>{children}</SellerShell>;
}
