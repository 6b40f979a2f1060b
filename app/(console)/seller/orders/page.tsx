import type { Metadata } from 'next';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { OrderDesk } from '@/components/seller/orders/order-desk';

export const metadata: Metadata = { title: sellerTexts.console.ordersHeading };

export default async function SellerOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { member, input, payload } = await sellerPageData('ordersList', await searchParams);
  return <OrderDesk filter={input} role={member.role} initial={{ payload, at: Date.now() }} />;
}
