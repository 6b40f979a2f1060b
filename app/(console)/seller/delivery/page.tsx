// /seller/delivery: where the store delivers and how fast, the delivery charge and the payment fees (owner and manager).
import type { Metadata } from 'next';
import { getDb } from '@/lib/db';
import { deliverySettings } from '@/lib/delivery/rules';
import { requireStaffPage } from '@/lib/staff/page-session';
import { sellerTexts } from '@/lib/texts/seller';
import { DeliveryScreen } from '@/components/seller/delivery/delivery-screen';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: sellerTexts.deliveryPage.title, robots: { index: false, follow: false } };

export default async function SellerDeliveryPage() {
  await requireStaffPage(['owner', 'manager']);
  return <DeliveryScreen initial={await deliverySettings(await getDb())} />;
}
