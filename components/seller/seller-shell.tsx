// The console's frame: the store's name, the member and their role, the sections they may
// open and Log out; a phone gets the same bar, wrapped.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { store } from '@/lib/config';
import { sellerTexts } from '@/lib/texts/seller';
import type { StaffMember } from '@/lib/staff/types';
import { LogoutButton } from './logout-button';

const t = sellerTexts.console;

export function SellerShell({ member, children }: { member: StaffMember | null; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-neutral-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href="/seller" className="font-bold">
            {store.businessName} · {t.title}
          </Link>
          {member && (
            <>
              <nav aria-label={t.title} className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
                <Link href="/seller">{t.navDashboard}</Link>
                <Link href="/seller/orders">{t.navOrders}</Link>
                <Link href="/seller/products">{t.navProducts}</Link>
                {member.role !== 'packer' && (
                  <>
                    <Link href="/seller/returns">{t.navReturns}</Link>
                    <Link href="/seller/refunds">{t.navRefunds}</Link>
                    <Link href="/seller/coupons">{t.navCoupons}</Link>
                    <Link href="/seller/delivery">{t.navDelivery}</Link>
                    <Link href="/seller/content">{t.navContent}</Link>
                    <Link href="/seller/newsletter">{t.navNewsletter}</Link>
                    <Link href="/seller/cod">{t.navCod}</Link>
                  </>
                )}
                {member.role === 'owner' && (
                  <>
                    <Link href="/seller/staff">{t.navStaff}</Link>
                    <Link href="/seller/audit">{t.navAudit}</Link>
                  </>
                )}
              </nav>
              <div className="ml-auto flex items-center gap-3 text-sm">
                <span>
                  {member.name} <span className="text-neutral-500">({member.role})</span>
                </span>
                <LogoutButton />
              </div>
            </>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-6">{children}</div>
    </div>
  );
}
