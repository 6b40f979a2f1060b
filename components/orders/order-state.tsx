// The order page's first section (docs/rules/orders.md#order-detail): where the order is,
// in its status's own words (statusLabel, lib/orders/display.ts, so a status added later
// shows by its label), the courier and AWB once it has shipped, and every refund of the
// order with its amount and state, as the refunds table holds them. After a cancel, a
// return to the seller or a return, this is what tells the shopper what happened.
import type { OrderDetail } from '@/lib/contract';
import { statusLabel } from '@/lib/orders/display';
import { rupees } from '@/lib/pricing';
import { screenTexts } from '@/lib/texts/screens';

const t = screenTexts.orderScreens;

/** Statuses where the order ended without reaching the shopper: shown in red. */
const ENDED = ['cancelled', 'rto', 'delivery_failed'];

export function OrderState({ order }: { order: Pick<OrderDetail, 'status' | 'courier' | 'awb' | 'refunds'> }) {
  const ended = ENDED.includes(order.status) || order.status.startsWith('rto');
  return (
    <section aria-labelledby="order-state" className="rounded-xl border border-black/15 bg-white p-4">
      <h2 id="order-state" className="sr-only">{t.orderStatus}</h2>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <dt className="text-neutral-700">{t.status}:</dt>
          <dd>
            <span
              data-testid="order-status"
              className={`inline-block rounded px-2 py-0.5 font-semibold ${ended ? 'bg-red-50 text-red-800' : 'bg-primary-soft text-primary-strong'}`}
            >
              {statusLabel(order.status)}
            </span>
          </dd>
        </div>
        {order.courier && (
          <div className="flex flex-wrap gap-2">
            <dt className="text-neutral-700">{t.courier}:</dt>
            <dd className="font-semibold" data-testid="order-courier">{order.courier}</dd>
          </div>
        )}
        {order.awb && (
          <div className="flex flex-wrap gap-2">
            <dt className="text-neutral-700">{t.awb}:</dt>
            <dd className="break-all font-mono font-semibold" data-testid="order-awb">{order.awb}</dd>
          </div>
        )}
      </dl>
      {order.refunds.length > 0 && (
        <ul className="mt-2 border-t border-black/10 pt-2 text-sm" aria-label={screenTexts.refunds.heading}>
          {order.refunds.map((refund, index) => (
            <li key={index} data-testid="order-refund" className="py-0.5 font-semibold">
              {screenTexts.refunds.orderLine(rupees(refund.amount), screenTexts.refunds.states[refund.status] ?? refund.status)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
