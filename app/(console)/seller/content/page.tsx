// /seller/content: the home page's banners; the other content editors are its tabs (docs/rules/content.md).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { BannersScreen } from '@/components/seller/content/banners-screen';

export const metadata: Metadata = { title: sellerTexts.contentPage.title };

export default async function SellerContentPage() {
  const { member, payload } = await sellerPageData('contentBanners');
  return (
    <>
      <ContentTabs current="banners" role={member.role} />
      <BannersScreen initial={{ payload, at: Date.now() }} />
    </>
  );
}
