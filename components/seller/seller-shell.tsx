// The console's frame: a skip link, the store's name, the sections the member's role may
// open (each section is shown when the role may make the call its page reads, so the
// contract's roles decide), the member and Log out; the page in <main>. A phone gets the
// same bar, wrapped.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { store } from '@/lib/config';
import { mayCall, type SellerCallName } from '@/lib/seller-contract';
import { sellerTexts } from '@/lib/texts/seller';
import { sellerGstTexts } from '@/lib/texts/seller/gst';
import { sellerEmiTexts } from '@/lib/texts/seller/emi';
import { shippingTexts } from '@/lib/texts/seller/shipping';
import type { StaffMember } from '@/lib/staff/types';
import { LogoutButton } from './logout-button';
import { ConsoleNav } from './console-nav';

const t = sellerTexts.console;

const sections: { href: string; label: string; call: SellerCallName }[] = [
  { href: '/seller', label: t.navDashboard, call: 'dashboard' },
  { href: '/seller/orders', label: t.navOrders, call: 'ordersList' },
  { href: '/seller/products', label: t.navProducts, call: 'productsList' },
  { href: '/seller/returns', label: t.navReturns, call: 'returnsList' },
  { href: '/seller/refunds', label: t.navRefunds, call: 'refundsList' },
  { href: '/seller/coupons', label: t.navCoupons, call: 'couponsList' },
  { href: '/seller/delivery', label: t.navDelivery, call: 'deliveryRules' },
  { href: '/seller/shipping', label: shippingTexts.settingsTitle, call: 'shippingSettings' },
  { href: '/seller/emi', label: sellerEmiTexts.nav, call: 'emiPlans' },
  { href: '/seller/content', label: t.navContent, call: 'contentBanners' },
  { href: '/seller/newsletter', label: t.navNewsletter, call: 'newsletterSummary' },
  { href: '/seller/cod', label: t.navCod, call: 'codOutstanding' },
  { href: '/seller/staff', label: t.navStaff, call: 'staffList' },
  { href: '/seller/audit', label: t.navAudit, call: 'auditList' },
  { href: '/seller/grievances', label: sellerTexts.grievancesPage.nav, call: 'grievancesList' },
  { href: '/seller/jobs', label: sellerTexts.jobsPage.nav, call: 'jobsList' },
  { href: '/seller/gst', label: sellerGstTexts.gstPage.nav, call: 'gstGstr1' },
];

export function SellerShell({ member, children }: { member: StaffMember | null; children: ReactNode }) {
  const links = member ? sections.filter((s) => mayCall(member.role, s.call)).map(({ href, label }) => ({ href, label })) : [];
  return (
    <div className="min-h-screen bg-neutral-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:font-semibold">
        {t.skipToContent}
      </a>
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href="/seller" className="font-bold">
            {store.businessName} · {t.title}
          </Link>
          {member && (
            <>
              <ConsoleNav label={t.title} links={links} />
              <div className="ml-auto flex items-center gap-3 text-sm">
                <span>
                  {member.name} <span className="text-neutral-700">({t.roles[member.role]})</span>
                </span>
                <LogoutButton />
              </div>
            </>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}
