// /seller/content/stores: the store locator's stores (owner and manager; docs/rules/content.md).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { editableStores } from '@/lib/content/stores';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { ContentTabs } from '@/components/seller/content/content-tabs';
import { StoresScreen } from '@/components/seller/content/stores-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.contentEditors.storesTitle, robots: { index: false, follow: false } };

export default async function Page() {
  await requireStaffPage(['owner', 'manager']);
  return (
    <>
      <ContentTabs current="stores" />
      <StoresScreen initial={await editableStores(await getDb())} />
    </>
  );
}
