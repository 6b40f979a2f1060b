// /seller/content/home-sections: the home page's category sections (owner and manager; docs/rules/content.md).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { editableHomeSections } from '@/lib/content/home-sections';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { HomeSectionsScreen } from '@/components/seller/content/home-sections-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.contentEditors.sectionsTitle, robots: { index: false, follow: false } };

export default async function Page() {
  await requireStaffPage(['owner', 'manager']);
  return (
    <>
      <ContentTabs current="sections" />
      <HomeSectionsScreen initial={await editableHomeSections(await getDb())} />
    </>
  );
}
