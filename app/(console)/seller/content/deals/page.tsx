// /seller/content/deals: the products with a deal (owner and manager; docs/rules/content.md).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { listDeals } from '@/lib/content/deals';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { DealsScreen } from '@/components/seller/content/deals-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.contentEditors.dealsTitle, robots: { index: false, follow: false } };

export default async function Page() {
  await requireStaffPage(['owner', 'manager']);
  return (
    <>
      <ContentTabs current="deals" />
      <DealsScreen initial={await listDeals(await getDb())} />
    </>
  );
}
