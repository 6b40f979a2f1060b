'use client';
// The shop's header and footer around every page but the seller console's (/seller),
// which has its own bar (components/seller/seller-shell.tsx): one root layout serves both.
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';

export const SELLER_PREFIX = '/seller';

export function ShopChrome({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  const pathname = usePathname() ?? '';
  const console = pathname === SELLER_PREFIX || pathname.startsWith(`${SELLER_PREFIX}/`);
  return (
    <>
      {!console && header}
      <main id="main" className="flex-1">
        {children}
      </main>
      {!console && footer}
    </>
  );
}
