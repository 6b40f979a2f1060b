// /seller/deliveries: the failed-delivery desk (docs/rules/shipping.md#failed-deliveries).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { mayCall } from '@/lib/seller-contract';
import { sellerTexts } from '@/lib/texts/seller';
import { NdrDeskScreen } from '@/components/seller/deliveries/ndr-desk';

export const metadata: Metadata = { title: sellerTexts.ndrDesk.title };

export default async function SellerDeliveriesPage() {
  const { member, payload } = await sellerPageData('ndrDesk');
  return <NdrDeskScreen initial={{ payload, at: Date.now() }} mayDecide={mayCall(member.role, 'ndrAction')} />;
}
