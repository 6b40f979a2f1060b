// /seller/staff: the owner's staff list, adding members, changing roles.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { StaffScreen } from '@/components/seller/staff/staff-screen';

export const metadata: Metadata = { title: sellerTexts.console.staffHeading };

export default async function SellerStaffPage() {
  const { payload } = await sellerPageData('staffList');
  return <StaffScreen initial={{ payload, at: Date.now() }} />;
}
