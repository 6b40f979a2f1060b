// One order on the desk: what it holds, where it goes, how it is paid, its history
// (who did what, when) and the moves the member may make now (OrderActions).
import Link from 'next/link';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { rupees } from '@/lib/pricing';
import { statusLabel } from '@/lib/orders/display';
import type { DeskOrderDetail, DeskOrderEvent, DeskOrderItem } from '@/lib/orders/desk-types';
import type { OrderDocument } from '@/lib/documents/types';
import { picksLine } from '@/lib/products/unit-picks';
import { OrderActions } from './order-actions';

const t = sellerTexts.console;
const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

function historyLine(e: DeskOrderEvent): string {
  const who = e.actor === 'staff' ? e.staff_email ?? '' : e.actor === 'customer' ? t.byCustomer : e.actor;
  if (e.note?.rescheduled_to) return `${who}: ${t.rescheduled(e.note.rescheduled_to)}`;
  if (e.note?.return_step) {
    const details = [e.note.item, e.note.reason, e.note.outcome && sellerTexts.returnsPage.outcomes[e.note.outcome], e.note.credit_note].filter(Boolean).join(' · ');
    return `${who}: ${t.returnStep(e.note.return_id ?? '', screenTexts.returns.states[e.note.return_step] ?? e.note.return_step)} (${details})`;
  }
  const what = e.from === e.to ? statusLabel(e.to) : `${statusLabel(e.from)} → ${statusLabel(e.to)}`;
  const details = [e.note?.courier, e.note?.awb, e.note?.reason].filter(Boolean).join(' · ');
  return `${who}: ${what}${details ? ` (${details})` : ''}`;
}

export interface PrintLinks {
  documents: OrderDocument[];
  packingSlipUrl: string;
  labelUrl: string;
}

export function OrderPage({ order, items, history, print }: { order: DeskOrderDetail; items: DeskOrderItem[]; history: DeskOrderEvent[]; print: PrintLinks }) {
  const a = order.address;
  return (
    <article className="space-y-6">
      <Link href="/seller/orders" className="text-sm text-blue-800 underline">{t.backToOrders}</Link>
      <header className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{t.orderHeading(order.order_string)}</h1>
        <span data-testid="order-status" className="rounded-full bg-neutral-900 px-3 py-0.5 text-sm text-white">{statusLabel(order.status)}</span>
        {order.status_reason && <span className="text-sm text-neutral-600">{order.status_reason}</span>}
      </header>
      <OrderActions orderId={order.order_id} next={order.next_statuses} items={items} />
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-lg border bg-white p-4">
          <h2 className="mb-2 font-semibold">{t.items}</h2>
          <ul className="space-y-1 text-sm">
            {items.map((i) => (
              <li key={i.item_id} className={i.cancel_status ? 'line-through' : undefined}>
                {i.quantity} × {i.name} — {rupees(i.total)}
                {i.units.length > 0 && <span data-testid="item-units" className="block font-mono text-neutral-700">{picksLine(i.units)}</span>}
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-lg border bg-white p-4 text-sm">
          <h2 className="mb-2 font-semibold">{t.address}</h2>
          <p>{a.name}, {a.house_no}, {a.street}, {a.city}, {a.state} {a.pincode}</p>
          <p>{a.contact}</p>
          <h2 className="mb-2 mt-4 font-semibold">{t.paymentHeading}</h2>
          <p>
            {order.paymentmode === 'cash' ? t.cash : t.online} · {order.payment_status} · {rupees(order.total)}
          </p>
          {order.awb && <p>{order.courier} · {order.awb}</p>}
        </section>
      </div>
      <section className="rounded-lg border bg-white p-4 text-sm">
        <h2 className="mb-2 font-semibold">{t.documents}</h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {print.documents.map((d) => (
            <li key={d.number}>
              <a href={d.url} className="text-blue-800 underline">
                {d.kind === 'invoice' ? t.invoice(d.number) : t.creditNote(d.number)}
              </a>
            </li>
          ))}
          <li>
            <a href={print.packingSlipUrl} className="text-blue-800 underline">{t.packingSlip}</a>
          </li>
          <li>
            <a href={print.labelUrl} className="text-blue-800 underline">{t.label}</a>
          </li>
        </ul>
      </section>
      <section className="rounded-lg border bg-white p-4">
        <h2 className="mb-2 font-semibold">{t.history}</h2>
        {history.length === 0 ? (
          <p className="text-sm">{t.noHistory}</p>
        ) : (
          <ol className="space-y-1 text-sm">
            {history.map((e, index) => (
              <li key={index}>
                <time dateTime={e.at} className="text-neutral-500">{when(e.at)}</time> {historyLine(e)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
