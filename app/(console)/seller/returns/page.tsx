// /seller/returns: returns to decide, receive and refund (owner and manager).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { listReturns } from '@/lib/returns/returns';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { ReturnsScreen } from '@/components/seller/returns/returns-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.returnsPage.title, robots: { index: false, follow: false } };

export default async function SellerReturnsPage() {
  await requireStaffPage(['owner', 'manager']);
  const initial = await listReturns(await getDb(), { status: 'requested', page: 1 });
  return <ReturnsScreen initial={initial} />;
}
