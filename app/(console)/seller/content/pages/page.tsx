// /seller/content/pages: the contact, FAQ and policy pages' text (owner and manager; docs/rules/content.md).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { editablePages } from '@/lib/content/pages';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { PagesScreen } from '@/components/seller/content/pages-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.contentEditors.pagesTitle, robots: { index: false, follow: false } };

export default async function Page() {
  await requireStaffPage(['owner', 'manager']);
  return (
    <>
      <ContentTabs current="pages" />
      <PagesScreen initial={await editablePages(await getDb())} />
    </>
  );
}
