// /seller/delivery: where the store delivers and how fast, the delivery charge and the payment fees (docs/rules/delivery.md),
// and the confirmation of cash on delivery orders (docs/rules/orders.md#cash-on-delivery-confirmation).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { DeliveryScreen } from '@/components/seller/delivery/delivery-screen';
import { CodConfirmationSettings } from '@/components/seller/delivery/cod-confirmation-settings';

export const metadata: Metadata = { title: sellerTexts.deliveryPage.title };

export default async function SellerDeliveryPage() {
  const { payload } = await sellerPageData('deliveryRules');
  const confirmation = await sellerPageData('codConfirmationSettings');
  return (
    <div className="flex flex-col gap-6">
      <DeliveryScreen initial={{ payload, at: Date.now() }} />
      <CodConfirmationSettings initial={{ payload: confirmation.payload, at: Date.now() }} />
    </div>
  );
}
