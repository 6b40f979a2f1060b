// /seller: the console's first page, the dashboard (lib/dashboard/dashboard.ts).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { dashboard } from '@/lib/dashboard/dashboard';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { DashboardScreen } from '@/components/seller/dashboard/dashboard-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.dashboard.title, robots: { index: false, follow: false } };

export default async function SellerHome() {
  const member = await requireStaffPage();
  return <DashboardScreen data={await dashboard(await getDb(), member.role)} />;
}
