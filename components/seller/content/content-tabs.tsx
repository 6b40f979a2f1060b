// The content editors' tabs (docs/rules/content.md): one route each under /seller/content.
import Link from 'next/link';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.contentEditors;
const tabs = [
  ['banners', '/seller/content'],
  ['stores', '/seller/content/stores'],
  ['brands', '/seller/content/brands'],
  ['sections', '/seller/content/home-sections'],
  ['deals', '/seller/content/deals'],
  ['pages', '/seller/content/pages'],
] as const;

export type ContentTab = (typeof tabs)[number][0];

export function ContentTabs({ current }: { current: ContentTab }) {
  return (
    <nav aria-label={t.tabsLabel} className="mb-6 border-b border-black/15">
      <ul className="flex flex-wrap gap-1 text-sm">
        {tabs.map(([tab, href]) => (
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
