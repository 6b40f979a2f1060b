// /seller/delivery: where the store delivers and how fast, the delivery charge and the payment fees (docs/rules/delivery.md),
// the confirmation of cash on delivery orders (docs/rules/orders.md#cash-on-delivery-confirmation)
// and the cash-on-delivery rules (docs/rules/cod.md).
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { DeliveryScreen } from '@/components/seller/delivery/delivery-screen';
import { CodConfirmationSettings } from '@/components/seller/delivery/cod-confirmation-settings';
import { CodRulesForm } from '@/components/seller/delivery/cod-rules-form';

export const metadata: Metadata = { title: sellerTexts.deliveryPage.title };

export default async function SellerDeliveryPage() {
  const [{ payload }, confirmation, codRules] = await Promise.all([
    sellerPageData('deliveryRules'), sellerPageData('codConfirmationSettings'), sellerPageData('codRules'),
  ]);
  const at = Date.now();
  return (
    <div className="flex flex-col gap-6">
      <DeliveryScreen initial={{ payload, at }} />
      <CodConfirmationSettings initial={{ payload: confirmation.payload, at }} />
      <CodRulesForm initial={{ payload: codRules.payload, at }} />
    </div>
  );
}
