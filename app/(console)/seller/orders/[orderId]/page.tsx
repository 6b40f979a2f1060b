import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { requireStaffPage } from '@/lib/staff/page-session';
import { deskOrderDetail } from '@/lib/orders/desk';
import { documentsOfOrder, documentUrls } from '@/lib/documents/read';
import { OrderPage } from '@/components/seller/orders/order-page';

export default async function SellerOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const member = await requireStaffPage();
  const { orderId } = await params;
  const id = Number(orderId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const detail = await deskOrderDetail(await getDb(), id, member.role).catch((error: unknown) => {
    if (error instanceof ShopError && error.kind === 'not_found') notFound();
    throw error;
  });
  const print = { documents: await documentsOfOrder(await getDb(), id), packingSlipUrl: documentUrls.packingSlip(id), labelUrl: documentUrls.label(id) };
  return <OrderPage {...detail} print={print} />;
}
