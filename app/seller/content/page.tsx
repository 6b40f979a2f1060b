// /seller/content: the home page's banners (owner and manager).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { editableBanners } from '@/lib/content/banners';
import { requireStaffPage } from '@/lib/staff/page-session';
import { texts } from '@/lib/texts';
import { BannersScreen } from '@/components/seller/content/banners-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: texts.seller.contentPage.title, robots: { index: false, follow: false } };

export default async function SellerContentPage() {
  await requireStaffPage(['owner', 'manager']);
  return <BannersScreen initial={await editableBanners(await getDb())} />;
}
