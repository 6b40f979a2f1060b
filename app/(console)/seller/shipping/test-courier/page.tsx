// /seller/shipping/test-courier: the demo's test courier (lib/shipping/test-courier-page.ts),
// its shipments and a button per next courier event. Demo mode only: elsewhere it is not found.
import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { TestCourierScreen } from '@/components/seller/shipping/test-courier-screen';

export const metadata: Metadata = { title: sellerTexts.testCourier.title };

export default async function TestCourierPage() {
  const { payload } = await sellerPageData('testCourierShipments', {});
  return <TestCourierScreen initial={{ payload, at: Date.now() }} />;
}
