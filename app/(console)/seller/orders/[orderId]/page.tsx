import type { Metadata } from 'next';
import { cache } from 'react';
import { sellerPageData } from '@/lib/api/seller-page';
import { sellerTexts } from '@/lib/texts/seller';
import { mayCall } from '@/lib/seller-contract';
import { OrderScreen } from '@/components/seller/orders/order-page';

type Props = { params: Promise<{ orderId: string }> };

// Read once per request: the title and the page both need the order.
const orderOfPage = cache((orderId: string) => sellerPageData('orderDetail', { order_id: orderId }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { payload } = await orderOfPage((await params).orderId);
  return { title: sellerTexts.console.orderHeading(payload.order.order_string) };
}

export default async function SellerOrderPage({ params }: Props) {
  const { member, input, payload } = await orderOfPage((await params).orderId);
  return <OrderScreen orderId={input.order_id} initial={{ payload, at: Date.now() }} mayHold={mayCall(member.role, 'orderHold')} />;
}
