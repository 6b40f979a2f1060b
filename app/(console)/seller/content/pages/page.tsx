// /seller/content/pages: the contact, FAQ and policy pages' text (docs/rules/content.md#pages).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { PagesScreen } from '@/components/seller/content/pages-screen';

export const metadata: Metadata = { title: sellerTexts.contentEditors.pagesTitle };

export default async function SellerContentPagesPage() {
  const { member, payload } = await sellerPageData('contentPages');
  return (
    <>
      <ContentTabs current="pages" role={member.role} />
      <PagesScreen initial={{ payload, at: Date.now() }} />
    </>
  );
}
