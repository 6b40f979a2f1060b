'use client';
// SEAM (accounts screens): the account pages' frame, a side menu (SPEC section 2:
// Profile Details, Orders, Address, Logged Out; on mobile My Orders, Delivery Address,
// Logged Out) beside the page. The accounts work completes the menu and its logout.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { routes } from '@/lib/routes';

export function AccountShell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6 max-desk:flex-col">
      <nav aria-label="Account" className="flex shrink-0 gap-2 desk:w-56 desk:flex-col">
        <Link href={routes.myAccount}>Profile Details</Link>
        <Link href={routes.myOrders}>Orders</Link>
        <Link href={routes.myAddress}>Address</Link>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
