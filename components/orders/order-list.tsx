'use client';
// /my-orders (docs/rules/orders.md#order-list): one card per order with its id, its state, picture, item name,
// total paid in ₹, the seller's store name, ordered-on and delivery dates, the badges
// 'Fastest Delivery' and '100% Genuine Product', View Details (to /order-details with
// the order id in the query, so a reload keeps it) and Reschedule (a new delivery
// date through store/orderReschedule).
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import type { OrderSummary } from '@/lib/contract';
import { apiCall } from '@/lib/client/http';
import { queryKeyFor, useApiQuery } from '@/lib/client/hooks';
import { useCustomer } from '@/lib/client/customer';
import { RESCHEDULE_DAYS, rescheduleRange, showDate, statusLabel } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { screenTexts } from '@/lib/texts/screens';
import { SafeImage } from '@/components/layout/safe-image';
import { Modal } from '@/components/layout/modal';

const t = screenTexts.orderScreens;

function Reschedule({ order, onDone, onClose }: { order: OrderSummary; onDone: () => void; onClose: () => void }) {
  const range = rescheduleRange(RESCHEDULE_DAYS);
  const [date, setDate] = useState(order.delivery_date > range.min ? order.delivery_date : range.min);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await apiCall('orderReschedule', { order_id: order.order_id, slot_date: date });
      toast.success(t.rescheduled(showDate(answer.payload.slot_date)));
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : screenTexts.orderFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open title={t.rescheduleTitle} onClose={onClose}>
      <form onSubmit={save} className="flex flex-col gap-3">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t.newDeliveryDate}
        </label>
        <input id={inputId} type="date" required min={range.min} max={range.max} value={date} onChange={(e) => setDate(e.target.value)} className="rounded-lg border border-black/25 px-3 py-2" />
        <button type="submit" disabled={busy} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white hover:bg-primary-stronger disabled:opacity-60">
          {t.confirmReschedule}
        </button>
      </form>
    </Modal>
  );
}

/** The order's state in its status's words (lib/orders/display.ts), coloured by how it stands. */
function StatusBadge({ status }: { status: string }) {
  const tone = status === 'cancelled' || status.startsWith('rto') || status === 'delivery_failed'
    ? 'bg-red-50 text-red-800'
    : status === 'awaiting_confirmation' ? 'bg-amber-50 text-amber-900' : 'bg-primary-soft text-primary-strong';
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone}`} data-testid="order-status">{statusLabel(status)}</span>;
}

function OrderCard({ order, onReschedule }: { order: OrderSummary; onReschedule: () => void }) {
  return (
    <li className="rounded-xl border border-black/15 bg-white p-4" data-testid="order-card" aria-labelledby={`order-${order.order_id}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2 border-b border-black/10 pb-2 text-sm">
        <h2 id={`order-${order.order_id}`} className="font-semibold">
          {t.orderId}: {order.order_string}
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <div className="flex gap-4">
        <SafeImage src={order.image} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-lg border border-black/10 object-contain p-1" />
        <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <p className="font-semibold">{order.item_name}</p>
          <p>
            {t.totalPaid}: <span className="font-bold" data-testid="order-total">{rupees(order.total_paid_amount)}</span>
          </p>
          <p className="text-neutral-700">
            {t.soldBy}: {order.store_name}
          </p>
          <p className="text-neutral-700">
            {t.orderedOn}: {showDate(order.ordered_on)}
          </p>
          <p className="text-neutral-700">
            {t.deliveryDate}: <span data-testid="delivery-date">{showDate(order.delivery_date)}</span>
          </p>
          <p className="mt-1 flex flex-wrap gap-2">
            <span className="rounded bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">{t.fastestDelivery}</span>
            <span className="rounded bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">{t.genuine}</span>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          href={routes.orderDetailsOf(order.order_id)}
          aria-label={`${t.viewDetails}: ${order.order_string}`}
          className="rounded-lg bg-primary-strong px-4 py-2 text-sm font-semibold text-white hover:bg-primary-stronger"
        >
          {t.viewDetails}
        </Link>
        {order.can_reschedule && (
          <button type="button" onClick={onReschedule} aria-label={`${t.reschedule}: ${order.order_string}`} className="rounded-lg border border-primary-strong px-4 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
            {t.reschedule}
          </button>
        )}
      </div>
    </li>
  );
}

export function OrderList() {
  const { customer } = useCustomer();
  // The list is fetched only when a customer_id exists.
  const query = useApiQuery('orderList', {}, { enabled: !!customer?.customer_id });
  const orders = query.data?.payload_orderList ?? [];
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<OrderSummary | null>(null);
  // Arriving from checkout or the payment page: the success notice, shown here so it
  // is on screen once the list is, then the address loses its marker.
  const params = useSearchParams();
  const router = useRouter();
  const greeted = useRef(false);
  useEffect(() => {
    if (params.get('placed') !== '1' || greeted.current) return;
    greeted.current = true;
    toast.success(screenTexts.orderPlaced);
    router.replace(routes.myOrders);
  }, [params, router]);
  return (
    <section aria-labelledby="my-orders">
      <h1 id="my-orders" className="mb-4 text-xl font-bold">
        {t.myOrders}
      </h1>
      {query.isPending ? (
        <p className="text-sm text-muted">{t.loading}</p>
      ) : orders.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p>{t.noOrders}</p>
          <Link href={routes.home} className="rounded-lg bg-primary-strong px-4 py-2 text-sm font-semibold text-white">
            {t.startShopping}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {orders.map((order) => (
            <OrderCard key={order.order_id} order={order} onReschedule={() => setMoving(order)} />
          ))}
        </ul>
      )}
      {moving && (
        <Reschedule
          order={moving}
          onClose={() => setMoving(null)}
          onDone={() => {
            setMoving(null);
            queryClient.invalidateQueries({ queryKey: queryKeyFor('orderList', {}) });
          }}
        />
      )}
    </section>
  );
}
