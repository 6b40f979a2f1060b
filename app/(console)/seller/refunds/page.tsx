// /seller/refunds: refunds and their states, and manual refunds (owner and manager).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { listRefunds } from '@/lib/refunds/refunds';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { RefundsScreen } from '@/components/seller/refunds/refunds-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.refundsPage.title, robots: { index: false, follow: false } };

export default async function SellerRefundsPage() {
  await requireStaffPage(['owner', 'manager']);
  const initial = await listRefunds(await getDb(), { page: 1 });
  return <RefundsScreen initial={initial} />;
}
