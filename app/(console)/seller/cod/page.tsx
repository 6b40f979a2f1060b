// /seller/cod: cash held by couriers, overdue orders and remittances (owner and manager).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { codOutstanding, listRemittances } from '@/lib/cod/ledger';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { CodScreen } from '@/components/seller/cod/cod-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.codPage.title, robots: { index: false, follow: false } };

export default async function SellerCodPage() {
  await requireStaffPage(['owner', 'manager']);
  const db = await getDb();
  const [outstanding, remittances] = await Promise.all([codOutstanding(db), listRemittances(db, 1)]);
  return <CodScreen initialOutstanding={outstanding} initialRemittances={remittances} />;
}
