'use client';
// /order-details?order_id= (docs/rules/orders.md#order-detail): where the order is (OrderState:
// its status, courier and AWB, its refunds), the delivery slot, the delivery address, the
// invoice (the GST invoice's number once issued, the payment reference before, order number,
// payment mode, total payment, delivery charge, coupon discount, amount payable) and the
// items. An item of an order on its way shows its four-step progress track; of an order that
// ended otherwise (cancelled, returned to the seller), its state instead. Cancel Item shows
// only while the item may be cancelled (its can_cancel, the server's rule); the whole order
// can be cancelled too (store/orderCancelled) while nothing has left. A delivered item can be
// asked back within the return window (ReturnDialog, store/orderReturn); its return's state
// shows under it. The messages sent to the shopper about the order are listed last
// (OrderMessages). Each part is a section of its own, one under the other, so another (a
// shipment's timeline) slots in between.
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import type { OrderDetail } from '@/lib/contract';
import { apiCall } from '@/lib/client/http';
import { queryKeyFor, useApiQuery } from '@/lib/client/hooks';
import { itemProgress, showDate, showsTrack, statusLabel } from '@/lib/orders/display';
import { SHOPPER_CHANGEABLE } from '@/lib/orders/status-machine';
import { picksLine } from '@/lib/products/unit-picks';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { screenTexts } from '@/lib/texts/screens';
import { codConfirmTexts } from '@/lib/texts/cod-confirmation';
import { codRuleTexts } from '@/lib/texts/cod-rules';
import { SafeImage } from '@/components/layout/safe-image';
import { ConfirmDialog } from '@/components/layout/modal';
import { OrderMessages } from './order-messages';
import { OrderTracking } from './tracking';
import { OrderState } from './order-state';
import { ComplaintForm } from '@/components/grievances/complaint-form';
import { MyComplaints } from '@/components/grievances/my-complaints';
import { ReturnDialog } from './return-dialog';

const t = screenTexts.orderScreens;
type Item = OrderDetail['orderdetails'][number];

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-black/15 bg-white p-4" aria-label={title}>
      <h2 className="mb-2 font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 py-1 text-sm">
      <dt className="text-neutral-700">{label}</dt>
      <dd className="text-right font-semibold" data-testid={testId}>{value}</dd>
    </div>
  );
}

function Track({ item }: { item: Item }) {
  const reached = itemProgress(item);
  return (
    <ol aria-label={t.progressOf(item.product_name)} className="mt-3 grid grid-cols-4 gap-1 text-center text-xs">
      {t.steps.map((step, index) => (
        <li key={step} className="flex flex-col items-center gap-1" aria-current={reached[index] && !reached[index + 1] ? 'step' : undefined}>
          <span aria-hidden="true" className={`h-2 w-full rounded-full ${reached[index] ? 'bg-primary-strong' : 'bg-neutral-200'}`} />
          <span className={reached[index] ? 'font-semibold text-primary-strong' : 'text-neutral-700'}>
            {step}
            <span className="sr-only">{reached[index] ? ' (done)' : ' (pending)'}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The invoice's number: the GST invoice's once issued (when the order ships); before, an
 * order not shipped yet says when it comes. A paid order's payment reference is its own
 * row, under its own name, never in the invoice number's place.
 */
function InvoiceRows({ order }: { order: OrderDetail }) {
  const beforeShipping = (SHOPPER_CHANGEABLE as readonly string[]).includes(order.status);
  return (
    <>
      {order.tax_invoice_number ? (
        <Row label={t.invoiceNumber} value={order.tax_invoice_number} testId="invoice-number" />
      ) : (
        beforeShipping && <Row label={t.invoiceNumber} value={t.invoiceAtShipping} testId="invoice-number" />
      )}
      {order.payment_reference && <Row label={t.paymentReference} value={order.payment_reference} testId="payment-reference" />}
    </>
  );
}

/** Under a delivered item: its return's state, or until when it may be asked back. */
function ReturnState({ item, returns, lastDay }: { item: Item; returns: OrderDetail['returns']; lastDay: string | null }) {
  const asked = returns.find((r) => r.item_id === item.item_id);
  if (asked) {
    return (
      <p className="mt-2 text-sm font-semibold" data-testid="return-state">
        {screenTexts.returns.statusLine(screenTexts.returns.states[asked.status] ?? asked.status)}
        {asked.status === 'rejected' && asked.decision_note ? `: ${asked.decision_note}` : ''}
      </p>
    );
  }
  if (!lastDay || item.delivered_action !== 1) return null;
  return (
    <p className="mt-2 text-sm text-neutral-700" data-testid="return-window">
      {item.can_return ? screenTexts.returns.windowNote(showDate(lastDay)) : screenTexts.returns.windowClosedNote(showDate(lastDay))}
    </p>
  );
}

export function OrderDetails() {
  const orderId = Number(useSearchParams().get('order_id'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useApiQuery('orderDetails', { order_id: valid ? orderId : 0 }, { enabled: valid, retry: false });
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<Item | 'order' | null>(null);
  const [returning, setReturning] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);
  const order = query.data?.payload_orderDetails;

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyFor('orderDetails', { order_id: orderId }) });

  async function confirmCancel() {
    if (!order || !cancelling) return;
    setBusy(true);
    try {
      if (cancelling === 'order') {
        await apiCall('orderCancelled', { order_id: order.order_id });
        toast.success(t.orderCancelled);
      } else {
        const answer = await apiCall('orderItemCancel', { order_id: order.order_id, item_id: cancelling.item_id });
        if (answer.message === 'Order item cancelled successfully.') toast.success(screenTexts.itemCancelled);
        else toast.error(screenTexts.itemCancelFailed, { description: answer.message });
      }
      await refresh();
    } catch (error) {
      toast.error(screenTexts.itemCancelFailed, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  }

  if (!valid || query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{t.notFound}</p>
        <Link href={routes.myOrders} className="font-semibold text-primary-strong underline">{t.back}</Link>
      </div>
    );
  }
  if (!order) return <p className="text-sm text-muted">{t.loading}</p>;

  const mode = t.paymentModes[order.paymentmode] ?? order.paymentmode;
  const tracked = showsTrack(order.status);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">
          {t.orderDetails}: {order.order_string}
        </h1>
        <Link href={routes.myOrders} className="text-sm font-semibold text-primary-strong underline">{t.back}</Link>
      </div>
      {order.status === 'awaiting_confirmation' && (
        <p role="status" data-testid="awaiting-confirmation" className="rounded-xl border border-amber-400 bg-amber-50 p-3 text-sm font-semibold">
          {screenTexts.orderStatusLabel.awaiting_confirmation}: {codConfirmTexts.awaitingNote}
        </p>
      )}
      {/* With a shipment, the tracking section below names its courier and AWB (with the courier's link). */}
      <OrderState order={order.shipment ? { ...order, courier: null, awb: null } : order} />
      <div className="grid grid-cols-1 gap-4 desk:grid-cols-3">
        <Card title={t.deliverySlot}>
          <dl>
            <Row label={t.slotDate} value={showDate(order.slot_date)} testId="slot-date" />
            <Row label={t.slotTime} value={`${order.start_time} - ${order.end_time}`} />
          </dl>
        </Card>
        <Card title={t.deliveryAddress}>
          <p className="text-sm font-semibold">{order.delivered_name}</p>
          <p className="text-sm">{screenTexts.addressScreens.houseLabel}: {order.delivered_house_no}</p>
          <p className="text-sm text-neutral-700">{[order.delivered_street, order.delivered_city, order.delivered_state].filter(Boolean).join(', ')}</p>
          <p className="text-sm">{screenTexts.addressScreens.pincodeLabel}: {order.delivered_pincode}</p>
        </Card>
        <Card title={t.invoice}>
          <dl>
            <InvoiceRows order={order} />
            <Row label={t.orderNumber} value={order.order_string} />
            <Row label={t.paymentMode} value={mode} />
            <Row label={t.totalPayment} value={rupees(order.totalsellingprice)} />
            <Row label={t.deliveryCharge} value={rupees(order.deliveryCharge)} />
            {order.handling_fee > 0 && <Row label={screenTexts.checkoutScreens.cashHandlingFee} value={rupees(order.handling_fee)} />}
            {order.digital_discount > 0 && <Row label={screenTexts.checkoutScreens.digitalPaymentDiscount} value={`- ${rupees(order.digital_discount)}`} />}
            {order.prepay_discount > 0 && <Row label={codConfirmTexts.prepayLine} value={`- ${rupees(order.prepay_discount)}`} testId="prepay-discount" />}
            <Row label={t.couponDiscount} value={rupees(order.couponValue)} />
            <Row label={t.amountPayable} value={rupees(order.total_paid_amount)} testId="amount-payable" />
            {/* Partial COD (docs/rules/cod.md#partial-cod): the part paid online and the cash left to pay. */}
            {typeof order.paid_online === 'number' && <Row label={codRuleTexts.paidOnline} value={rupees(order.paid_online)} testId="paid-online" />}
            {typeof order.to_pay_in_cash === 'number' && <Row label={codRuleTexts.toPayInCash} value={rupees(order.to_pay_in_cash)} testId="to-pay-in-cash" />}
          </dl>
          {order.invoice_url && (
            <a href={order.invoice_url} className="mt-2 inline-block text-sm font-semibold text-primary-strong underline" data-testid="invoice-download">
              {t.downloadInvoice} {order.tax_invoice_number}
            </a>
          )}
        </Card>
      </div>
      <section aria-labelledby="order-items" className="rounded-xl border border-black/15 bg-white p-4">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-items" className="font-bold">{t.items}</h2>
          {order.can_cancel && (
            <button type="button" onClick={() => setCancelling('order')} className="rounded-lg border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50">
              {t.cancelOrder}
            </button>
          )}
        </div>
        <ul className="divide-y divide-black/10">
          {order.orderdetails.map((item) => {
            const cancelled = item.cancel_status === 1;
            return (
              <li key={item.item_id} className="py-4" data-testid="order-item" aria-label={item.product_name}>
                <div className="flex gap-3">
                  <SafeImage src={item.image} alt="" width={72} height={72} className="h-18 w-18 shrink-0 rounded-lg border border-black/10 object-contain p-1" />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                    <p className="font-semibold">{item.product_name}</p>
                    <p>{t.total}: {rupees(item.total)}</p>
                    <p>{t.quantity}: {item.quantity}</p>
                    {item.units.length > 0 && <p data-testid="item-units" className="font-mono">{picksLine(item.units)}</p>}
                    {cancelled && <p className="font-semibold text-red-800">{t.itemCancelledLabel}</p>}
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-2">
                    {item.can_cancel && (
                      <button
                        type="button"
                        onClick={() => setCancelling(item)}
                        aria-label={t.cancelItemOf(item.product_name)}
                        className="h-fit rounded-lg border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                      >
                        {t.cancelItem}
                      </button>
                    )}
                    {item.can_return && (
                      <button
                        type="button"
                        onClick={() => setReturning(item)}
                        aria-label={screenTexts.returns.returnItemOf(item.product_name)}
                        className="h-fit rounded-lg border border-primary-strong px-3 py-1.5 text-sm font-semibold text-primary-strong hover:bg-primary-strong/5"
                      >
                        {screenTexts.returns.returnItem}
                      </button>
                    )}
                  </div>
                </div>
                {!cancelled && (tracked ? <Track item={item} /> : (
                  <p className="mt-2 text-sm font-semibold" data-testid="item-state">{t.status}: {statusLabel(order.status)}</p>
                ))}
                {!cancelled && <ReturnState item={item} returns={order.returns} lastDay={order.return_last_day} />}
              </li>
            );
          })}
        </ul>
      </section>
      {order.shipment && <OrderTracking shipment={order.shipment} orderId={order.order_id} onChanged={refresh} />}
      <OrderMessages messages={order.messages} />
      {/* The grievance desk: this order's complaints, and a new one with the order attached. */}
      <MyComplaints orderId={order.order_id} />
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-(--accent)">{screenTexts.grievances.fromOrder}</summary>
        <div className="mt-3">
          <ComplaintForm
            orderId={order.order_id}
            heading={screenTexts.grievances.fromOrder}
            intro={screenTexts.grievances.fromOrderIntro}
            onFiled={() => queryClient.invalidateQueries({ queryKey: queryKeyFor('myComplaints', { order_id: order.order_id }) })}
          />
        </div>
      </details>
      <ReturnDialog orderId={order.order_id} item={returning} onClose={() => setReturning(null)} onDone={refresh} />
      <ConfirmDialog
        open={cancelling !== null}
        question={cancelling === 'order' ? t.confirmCancelOrder : t.confirmCancelItem}
        yes={cancelling === 'order' ? t.cancelOrder : t.cancelItem}
        no={screenTexts.checkoutScreens.keep}
        onYes={confirmCancel}
        onNo={() => setCancelling(null)}
        busy={busy}
      />
    </div>
  );
}
