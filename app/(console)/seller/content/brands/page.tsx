// /seller/content/brands: the home page's brands in focus (docs/rules/content.md#brand-focus).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { BrandFocusScreen } from '@/components/seller/content/brand-focus-screen';

export const metadata: Metadata = { title: sellerTexts.contentEditors.brandsTitle };

export default async function SellerContentBrandsPage() {
  const { member, payload } = await sellerPageData('contentBrandOffers');
  return (
    <>
      <ContentTabs current="brands" role={member.role} />
      <BrandFocusScreen initial={{ payload, at: Date.now() }} />
    </>
  );
}
