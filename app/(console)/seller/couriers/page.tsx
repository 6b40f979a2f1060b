// /seller/couriers: the seller's courier list (docs/rules/shipping.md#the-courier-list);
// every role reads it, owners and managers change it.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { mayCall } from '@/lib/seller-contract';
import { sellerCourierTexts } from '@/lib/texts/seller/couriers';
import { CouriersScreen } from '@/components/seller/couriers/couriers-screen';

export const metadata: Metadata = { title: sellerCourierTexts.title };

export default async function SellerCouriersPage() {
  const { member, payload } = await sellerPageData('couriersList');
  return <CouriersScreen initial={{ payload, at: Date.now() }} mayEdit={mayCall(member.role, 'couriersSave')} />;
}
