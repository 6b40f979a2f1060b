import { getDb } from '@/lib/db';
import { requireStaffPage } from '@/lib/staff/page-session';
import { listDeskOrders, type DeskFilter } from '@/lib/orders/desk';
import { isOrderStatus } from '@/lib/orders/status-machine';
import { OrderDesk } from '@/components/seller/orders/order-desk';

type Params = Record<string, string | undefined>;
const day = (v?: string) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

/** The filter from the URL; anything malformed is left out rather than refused. */
function filterOf(p: Params): DeskFilter {
  return {
    status: p.status && isOrderStatus(p.status) ? p.status : undefined,
    paymentmode: p.paymentmode === 'cash' || p.paymentmode === 'online' ? p.paymentmode : undefined,
    from: day(p.from),
    to: day(p.to),
    pincode: p.pincode && /^\d{6}$/.test(p.pincode) ? p.pincode : undefined,
    q: p.q?.trim().slice(0, 100) || undefined,
    page: Math.max(1, Math.min(10_000, Number.parseInt(p.page ?? '1', 10) || 1)),
  };
}

export default async function SellerOrdersPage({ searchParams }: { searchParams: Promise<Params> }) {
  await requireStaffPage();
  const filter = filterOf(await searchParams);
  const desk = await listDeskOrders(await getDb(), filter);
  return <OrderDesk filter={filter} {...desk} />;
}
