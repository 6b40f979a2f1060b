'use client';
// Booking a packed order's parcel with the courier (docs/rules/shipping.md#booking): the
// couriers' rates for this parcel with the seller's rule's pick marked and chosen, one tap to
// book, then the AWB, the courier, the label and the pickup. A booking the courier is slow to
// answer shows as under way and is asked again every few seconds. The server checks it all.
import { useEffect, useState } from 'react';
import { sellerKeys, useSellerMutation, useSellerQuery } from '@/lib/client/seller/hooks';
import { rupees } from '@/lib/pricing';
import { showDate, showMoment } from '@/lib/orders/display';
import type { ShipmentView } from '@/lib/shipping/booking';
import { shippingTexts as t } from '@/lib/texts/seller/shipping';
import { Button, FileLink } from '../kit/button';
import { Card } from '../kit/card';
import { FormError, TextField } from '../kit/field';
import { sellerTexts } from '@/lib/texts/seller';

const c = sellerTexts.console;

const POLL_MS = 3_000;

/** The shipment once booked (or while it is being booked). */
export function ShipmentFacts({ shipment }: { shipment: ShipmentView }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="shipment-facts">
      <dt className="font-semibold">{t.courier}</dt>
      <dd>{shipment.courier ?? '—'}</dd>
      <dt className="font-semibold">{t.awb}</dt>
      <dd className="font-mono break-all">{shipment.awb ?? '—'}</dd>
      <dt className="font-semibold">{t.pickup}</dt>
      <dd>{shipment.pickup_scheduled_date ? t.pickupOn(showMoment(shipment.pickup_scheduled_date)) : shipment.pickup_requested_at ? t.pickupRequested : '—'}</dd>
      {shipment.label_url && (
        <>
          <dt className="sr-only">{t.label}</dt>
          <dd className="col-span-2">
            <FileLink href={shipment.label_url} target="_blank" rel="noreferrer" className="text-blue-800">{t.label}</FileLink>
          </dd>
        </>
      )}
    </dl>
  );
}

function RatesChoice({ orderId, onBooked, ewayBillHint }: { orderId: number; onBooked: () => void; ewayBillHint?: string }) {
  const rates = useSellerQuery('shippingRates', { order_id: orderId });
  const [chosen, setChosen] = useState<string | null>(null);
  const [ewayBillNo, setEwayBillNo] = useState('');
  const book = useSellerMutation('shippingBook', {
    success: (payload) => (payload.shipment.status === 'booked' ? `${t.booked}: ${payload.shipment.awb}` : t.booking),
    put: (payload) => [[sellerKeys.of('shippingShipment', { order_id: orderId }), { shipment: payload.shipment }]],
    invalidates: ['orderDetail', 'ordersList'],
    onSuccess: onBooked,
  });
  if (rates.isPending) return <p className="text-sm">{t.loadingRates}</p>;
  if (rates.error) return <FormError>{rates.error.message}</FormError>;
  const view = rates.data;
  const pick = chosen ?? view.pick;
  const picked = view.rates.find((r) => r.courier_id === pick);
  return (
    <form
      aria-label={t.rates}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (pick) book.mutate({ order_id: orderId, courier_id: pick, ...(ewayBillHint ? { eway_bill_no: ewayBillNo } : {}) });
      }}
    >
      <p className="text-sm text-neutral-700">
        {t.parcel(view.parcel.weightKg, view.parcel.lengthCm, view.parcel.breadthCm, view.parcel.heightCm)} · {t.rule[view.rule]}
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t.rates}</legend>
        {view.rates.length === 0 && <p className="text-sm">{t.noRates}</p>}
        {view.rates.map((rate) => (
          <label key={rate.courier_id} className="flex items-start gap-3 rounded-lg border border-black/15 p-2 text-sm has-[:checked]:border-primary-strong has-[:checked]:bg-neutral-50">
            <input type="radio" name="courier" value={rate.courier_id} checked={pick === rate.courier_id} onChange={() => setChosen(rate.courier_id)} className="mt-1 h-4 w-4 shrink-0" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold">
                {rate.courier_name}
                {rate.courier_id === view.pick && <span className="ml-2 rounded bg-emerald-100 px-1.5 text-xs font-semibold text-emerald-900">{t.rulePick}</span>}
              </span>
              <span className="text-neutral-700">
                {rupees(rate.rate)} · {t.days(rate.estimated_days)}{rate.etd ? ` · ${showDate(rate.etd)}` : ''}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {ewayBillHint && (
        <TextField label={c.ewayBillNo} hint={ewayBillHint} value={ewayBillNo} inputMode="numeric" autoComplete="off" onChange={(e) => setEwayBillNo(e.target.value)} />
      )}
      <FormError>{book.error?.message}</FormError>
      <Button type="submit" disabled={!picked || book.isPending} className="self-start">
        {book.isPending ? t.booking : picked ? t.bookWith(picked.courier_name) : t.book}
      </Button>
    </form>
  );
}

export function BookShipment({ orderId, status, ewayBillHint }: { orderId: number; status: string; ewayBillHint?: string }) {
  const { data, refetch } = useSellerQuery('shippingShipment', { order_id: orderId });
  const [open, setOpen] = useState(false);
  const shipment = data?.shipment ?? null;
  const underWay = shipment?.status === 'booking';
  // A booking the courier has not finished: asked again until it has.
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [underWay, refetch]);

  if (shipment && shipment.status !== 'cancelled') {
    return (
      <Card title={t.state[shipment.status] ?? t.booked} data-testid="shipment">
        {underWay && <p className="text-sm" role="status">{t.booking}</p>}
        {shipment.booking_error && <p className="text-sm text-red-800">{shipment.booking_error}</p>}
        <ShipmentFacts shipment={shipment} />
      </Card>
    );
  }
  if (status !== 'packed') return null;
  return (
    <Card title={t.book} data-testid="book-shipment">
      {open ? (
        <RatesChoice orderId={orderId} onBooked={() => setOpen(false)} ewayBillHint={ewayBillHint} />
      ) : (
        <Button onClick={() => setOpen(true)} className="self-start">{t.book}</Button>
      )}
    </Card>
  );
}
