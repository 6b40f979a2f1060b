// /seller/content/deals: the products with a deal (docs/rules/content.md#hot-deals).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { DealsScreen } from '@/components/seller/content/deals-screen';

export const metadata: Metadata = { title: sellerTexts.contentEditors.dealsTitle };

export default async function SellerContentDealsPage() {
  const { member, payload } = await sellerPageData('contentDeals');
  return (
    <>
      <ContentTabs current="deals" role={member.role} />
      <DealsScreen initial={{ payload, at: Date.now() }} />
    </>
  );
}
