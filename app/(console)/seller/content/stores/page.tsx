// /seller/content/stores: the store locator's stores (docs/rules/content.md#stores).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { StoresScreen } from '@/components/seller/content/stores-screen';

export const metadata: Metadata = { title: sellerTexts.contentEditors.storesTitle };

export default async function SellerContentStoresPage() {
  const { member, payload } = await sellerPageData('contentStores');
  return (
    <>
      <ContentTabs current="stores" role={member.role} />
      <StoresScreen initial={{ payload, at: Date.now() }} />
    </>
  );
}
