// /seller/shipping: how a courier is chosen and where it picks up (docs/rules/shipping.md#booking), owner and manager.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { shippingTexts } from '@/lib/texts/seller/shipping';
import { ShippingSettingsScreen } from '@/components/seller/shipping/shipping-settings';

export const metadata: Metadata = { title: shippingTexts.settingsTitle };

export default async function SellerShippingPage() {
  const { payload } = await sellerPageData('shippingSettings');
  return <ShippingSettingsScreen initial={{ payload, at: Date.now() }} />;
}
