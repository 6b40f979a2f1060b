// The content editors' tabs (docs/rules/content.md): one route each under /seller/content,
// the open one marked for assistive technology (aria-current). A tab is offered to a
// member whose role may read its editor's view.
import Link from 'next/link';
import { mayCall, type SellerCallName } from '@/lib/seller-contract';
import type { StaffRole } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.contentEditors;
const tabs = [
  ['banners', '/seller/content', 'contentBanners'],
  ['stores', '/seller/content/stores', 'contentStores'],
  ['brands', '/seller/content/brands', 'contentBrandOffers'],
  ['sections', '/seller/content/home-sections', 'contentHomeSections'],
  ['deals', '/seller/content/deals', 'contentDeals'],
  ['pages', '/seller/content/pages', 'contentPages'],
] as const satisfies readonly (readonly [string, string, SellerCallName])[];

export type ContentTab = (typeof tabs)[number][0];

export function ContentTabs({ current, role }: { current: ContentTab; role: StaffRole }) {
  return (
    <nav aria-label={t.tabsLabel} className="mb-6 border-b border-black/15">
      <ul className="flex flex-wrap gap-1 text-sm">
        {tabs
          .filter(([, , call]) => mayCall(role, call))
          .map(([tab, href]) => (
            <li key={tab}>
              <Link
                href={href}
                aria-current={tab === current ? 'page' : undefined}
                className={`block rounded-t-lg px-3 py-2 font-semibold ${tab === current ? 'bg-white text-primary-strong ring-1 ring-black/15' : 'text-neutral-700 hover:underline'}`}
              >
                {t.tabs[tab]}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
