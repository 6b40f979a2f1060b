// /seller/emi: the store's EMI plans (docs/rules/alerts.md#emi), owner and manager.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerEmiTexts } from '@/lib/texts/seller/emi';
import { EmiScreen } from '@/components/seller/emi/emi-screen';

export const metadata: Metadata = { title: sellerEmiTexts.title };

export default async function SellerEmiPage() {
  const { payload } = await sellerPageData('emiPlans');
  return <EmiScreen initial={{ payload, at: Date.now() }} />;
}
