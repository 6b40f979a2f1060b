// /seller: the console's first page, the dashboard (seller call `dashboard`, lib/dashboard/dashboard.ts).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { DashboardScreen } from '@/components/seller/dashboard/dashboard-screen';

export const metadata: Metadata = { title: sellerTexts.dashboard.title };

export default async function SellerHome() {
  const { payload } = await sellerPageData('dashboard');
  return <DashboardScreen initial={{ payload, at: Date.now() }} />;
}
