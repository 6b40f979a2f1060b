// The COD pages' tabs: the cash couriers hold (/seller/cod) and the RTO view
// (/seller/cod/rto, docs/rules/cod.md#the-rto-view), the open one marked (aria-current).
import Link from 'next/link';
import { sellerTexts } from '@/lib/texts/seller';

const t = sellerTexts.rtoPage;
const tabs = [['ledger', '/seller/cod', t.ledgerTab], ['rto', '/seller/cod/rto', t.tab]] as const;

export function CodTabs({ current }: { current: 'ledger' | 'rto' }) {
  return (
    <nav aria-label={sellerTexts.codPage.title} className="mb-6 border-b border-black/15">
      <ul className="flex flex-wrap gap-1 text-sm">
        {tabs.map(([tab, href, label]) => (
          <li key={tab}>
            <Link
              href={href}
              aria-current={tab === current ? 'page' : undefined}
              className={`block rounded-t-lg px-3 py-2 font-semibold ${tab === current ? 'bg-white text-primary-strong ring-1 ring-black/15' : 'text-neutral-700 hover:underline'}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
