// /seller/content/home-sections: the home page's category sections (docs/rules/content.md#home-sections).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { HomeSectionsScreen } from '@/components/seller/content/home-sections-screen';

export const metadata: Metadata = { title: sellerTexts.contentEditors.sectionsTitle };

export default async function SellerContentHomeSectionsPage() {
  const { member, payload } = await sellerPageData('contentHomeSections');
  return (
    <>
      <ContentTabs current="sections" role={member.role} />
      <HomeSectionsScreen initial={{ payload, at: Date.now() }} />
    </>
  );
}
