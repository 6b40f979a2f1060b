// /seller/content: the home page's banners (owner and manager); the other content editors are its tabs.
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { editableBanners } from '@/lib/content/banners';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { BannersScreen } from '@/components/seller/content/banners-screen';
import { ContentTabs } from '@/components/seller/content/content-tabs';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.contentPage.title, robots: { index: false, follow: false } };

export default async function SellerContentPage() {
  await requireStaffPage(['owner', 'manager']);
  return (
    <>
      <ContentTabs current="banners" />
      <BannersScreen initial={await editableBanners(await getDb())} />
    </>
  );
}
