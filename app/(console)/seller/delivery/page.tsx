// /seller/delivery: where the store delivers and how fast, the delivery charge and the payment fees (docs/rules/delivery.md).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { DeliveryScreen } from '@/components/seller/delivery/delivery-screen';

export const metadata: Metadata = { title: sellerTexts.deliveryPage.title };

export default async function SellerDeliveryPage() {
  const { payload } = await sellerPageData('deliveryRules');
  return <DeliveryScreen initial={{ payload, at: Date.now() }} />;
}
