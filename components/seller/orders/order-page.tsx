'use client';
// One order on the desk: what it holds and what it cost, where it goes, how it is paid,
// its documents, the messages sent about it, its history (who did what, when) and the
// moves the member may make now (OrderActions). A move answers the order's new view,
// which replaces this one.
import Link from 'next/link';
import { useSellerQuery, type SellerPayloadOf, type ServerView } from '@/lib/client/seller/hooks';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { rupees, rupeesRounded } from '@/lib/pricing';
import { showMoment, statusLabel } from '@/lib/orders/display';
import type { DeskOrderEvent, DeskOrderMessage } from '@/lib/orders/desk-types';
import { picksLine } from '@/lib/products/unit-picks';
import { Card } from '../kit/card';
import { OrderActions } from './order-actions';
import { ConfirmCod } from './confirm-cod';
import { codConfirmTexts } from '@/lib/texts/cod-confirmation';
import { CodRiskPanel } from './cod-risk';
import { BookShipment } from './book-shipment';
import { OrderShipments } from './order-shipments';

const t = sellerTexts.console;
const r = sellerTexts.refundsPage;

function historyLine(e: DeskOrderEvent): string {
  const who = e.actor === 'staff' ? e.staff_email ?? '' : e.actor === 'customer' ? t.byCustomer : e.actor === 'courier' ? t.byCourier(e.note?.courier ?? '') : e.actor;
  if (e.note?.rescheduled_to) return `${who}: ${t.rescheduled(e.note.rescheduled_to)}`;
  if (e.note?.return_step) {
    const details = [e.note.item, e.note.reason, e.note.outcome && sellerTexts.returnsPage.outcomes[e.note.outcome], e.note.credit_note].filter(Boolean).join(' · ');
    return `${who}: ${t.returnStep(e.note.return_id ?? '', screenTexts.returns.states[e.note.return_step] ?? e.note.return_step)} (${details})`;
  }
  const what = e.from === e.to ? statusLabel(e.to) : `${statusLabel(e.from)} → ${statusLabel(e.to)}`;
  // A courier's own move names it as the mover already.
  const details = [e.actor === 'courier' ? undefined : e.note?.courier, e.note?.awb, e.note?.eway_bill_no && t.ewayBill(e.note.eway_bill_no), e.note?.reason].filter(Boolean).join(' · ');
  return `${who}: ${what}${details ? ` (${details})` : ''}`;
}

/** Every message about the order, the shopper's and the shop's: when, what, to whom, and what became of it. */
function OrderMessages({ messages }: { messages: DeskOrderMessage[] }) {
  return (
    <Card title={t.messagesHeading}>
      {messages.length === 0 ? (
        <p className="text-sm">{t.noMessages}</p>
      ) : (
        <ol className="space-y-1.5 text-sm">
          {messages.map((m) => (
            <li key={m.message_id} data-testid="order-message" className="break-words">
              <time dateTime={m.at} className="text-neutral-700">{showMoment(m.at)}</time> {t.messageEvents[m.event] ?? m.event} · {t.messageTo(t.messageChannels[m.channel] ?? m.channel, m.recipient)} ·{' '}
              <span className={m.state === 'failed' ? 'font-semibold text-red-800' : 'font-semibold'}>{t.messageStates[m.state] ?? m.state}</span>
              {m.last_error && <span className="block text-red-800">{t.messageError(m.last_error)}</span>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function OrderScreen({ orderId, initial, mayHold = false }: { orderId: number; initial: ServerView<SellerPayloadOf<'orderDetail'>>; mayHold?: boolean }) {
  const { data = initial.payload } = useSellerQuery('orderDetail', { order_id: orderId }, initial);
  const { order, items, history, documents } = data;
  const a = order.address;
  const p = order.prices;
  const priceLines: [string, number, boolean][] = [
    [t.subtotal, p.subtotal, false],
    [t.deliveryCharge, p.delivery_charge, false],
    [t.handlingFee, p.handling_fee, false],
    [t.digitalDiscount, p.digital_discount, true],
    [codConfirmTexts.prepayLine, p.prepay_discount ?? 0, true],
    [t.couponDiscount(p.coupon_code), p.coupon_discount, true],
  ];
  return (
    <article className="flex flex-col gap-6">
      <Link href="/seller/orders" className="text-sm text-blue-800 underline">{t.backToOrders}</Link>
      <header className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{t.orderHeading(order.order_string)}</h1>
        <span data-testid="order-status" className="rounded-full bg-neutral-900 px-3 py-0.5 text-sm text-white">{statusLabel(order.status)}</span>
        {order.status_reason && <span className="text-sm text-neutral-700">{order.status_reason}</span>}
        <span className="text-sm text-neutral-700">
          {t.placedAt} <time dateTime={order.created_at}>{showMoment(order.created_at)}</time>
        </span>
      </header>
      {order.status === 'awaiting_confirmation' && order.next_statuses.includes('cancelled') && <ConfirmCod orderId={order.order_id} confirmBy={order.confirm_by ?? null} />}
      <CodRiskPanel view={data} mayHold={mayHold} />
      <BookShipment orderId={order.order_id} status={order.status} ewayBillHint={data.needs_eway_bill && !data.eway_bill_no ? t.ewayBillHint(rupeesRounded(data.consignment_value), rupeesRounded(data.eway_bill_threshold)) : undefined} />
      <OrderActions orderId={order.order_id} next={order.next_statuses} items={items} ewayBillHint={data.needs_eway_bill ? t.ewayBillHint(rupeesRounded(data.consignment_value), rupeesRounded(data.eway_bill_threshold)) : undefined} />
      <div className="grid gap-6 md:grid-cols-2">
        <Card title={t.items}>
          <ul className="space-y-1 text-sm">
            {items.map((i) => (
              <li key={i.item_id} className={i.cancel_status ? 'line-through' : undefined}>
                {i.quantity} × {i.name} — {rupees(i.total)}
                {i.units.length > 0 && <span data-testid="item-units" className="block font-mono text-neutral-700">{picksLine(i.units)}</span>}
                {/* What the shopper chose, until the packer picks (docs/rules/units.md#packing). */}
                {i.units.length === 0 && (i.chosen_unit || i.chosen_grade) && (
                  <span data-testid="item-choice" className="block text-neutral-700">
                    {i.chosen_unit ? sellerTexts.units.chosenUnit(picksLine([i.chosen_unit])) : sellerTexts.units.chosenGrade(i.chosen_grade!)}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <h3 className="font-semibold">{t.prices}</h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {priceLines.filter(([, amount], index) => index === 0 || amount > 0).map(([label, amount, off]) => (
              <div key={label} className="contents">
                <dt>{label}</dt>
                <dd className="text-right">{off ? `− ${rupees(amount)}` : rupees(amount)}</dd>
              </div>
            ))}
            <dt className="font-bold">{t.total}</dt>
            <dd className="text-right font-bold">{rupees(p.total)}</dd>
          </dl>
        </Card>
        <Card title={t.address}>
          <p className="text-sm">{a.name}, {a.house_no}, {a.street}, {a.city}, {a.state} {a.pincode}</p>
          <p className="text-sm">{a.contact}</p>
          <h3 className="font-semibold">{t.paymentHeading}</h3>
          <p className="text-sm">
            {order.paymentmode === 'cash' ? t.cash : t.online} · {t.paymentStates[order.payment_status] ?? order.payment_status} · {rupees(order.total)}
          </p>
          {order.awb && <p className="text-sm">{order.courier} · {order.awb}</p>}
          {data.eway_bill_no && <p className="text-sm">{t.ewayBill(data.eway_bill_no)}</p>}
        </Card>
      </div>
      <Card title={t.documents}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {documents.map((d) => (
            <li key={d.number}>
              <a href={d.url} className="text-blue-800 underline">
                {d.kind === 'invoice' ? t.invoice(d.number) : t.creditNote(d.number)}
              </a>
            </li>
          ))}
          <li>
            <a href={data.packing_slip_url} className="text-blue-800 underline">{t.packingSlip}</a>
          </li>
          <li>
            <a href={data.label_url} className="text-blue-800 underline">{t.label}</a>
          </li>
          {data.eway_bill_url && (
            <li>
              <a href={data.eway_bill_url} className="text-blue-800 underline">{t.ewayBillExport}</a>
            </li>
          )}
        </ul>
      </Card>
      {data.refunds && data.refunds.length > 0 && (
        <Card title={r.title}>
          <ul className="space-y-1 text-sm">
            {data.refunds.map((refund) => (
              <li key={refund.refund_id}>
                <time dateTime={refund.created_at} className="text-neutral-700">{showMoment(refund.created_at)}</time> {rupees(refund.amount)} · {r.states[refund.status] ?? refund.status} · {r.methods[refund.method] ?? refund.method}
                {refund.reference ? ` · ${refund.reference}` : ''} · {refund.reason}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <OrderShipments shipments={data.shipments ?? []} />
      <OrderMessages messages={data.messages} />
      <Card title={t.history}>
        {history.length === 0 ? (
          <p className="text-sm">{t.noHistory}</p>
        ) : (
          <ol className="space-y-1 text-sm">
            {history.map((e, index) => (
              <li key={index}>
                <time dateTime={e.at} className="text-neutral-700">{showMoment(e.at)}</time> {historyLine(e)}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </article>
  );
}
