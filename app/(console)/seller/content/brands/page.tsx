// /seller/content/brands: the home page's brands in focus (owner and manager; docs/rules/content.md).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { editableBrandOffers } from '@/lib/content/brand-focus';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { BrandFocusScreen } from '@/components/seller/content/brand-focus-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.contentEditors.brandsTitle, robots: { index: false, follow: false } };

export default async function Page() {
  await requireStaffPage(['owner', 'manager']);
  return (
    <>
      <ContentTabs current="brands" />
      <BrandFocusScreen initial={await editableBrandOffers(await getDb())} />
    </>
  );
}
