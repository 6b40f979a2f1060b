'use client';
// A COD order's risk panel on the desk (docs/rules/cod.md#risk-panel): the shopper's
// past orders, deliveries and RTOs and the pincode's RTO rate; and its hold for a call
// (#holding-an-order-for-a-call): who held it, why, and for an owner or manager the
// Hold and Release buttons with their note. Each answers the order's new view.
import { useState } from 'react';
import { sellerKeys, useSellerMutation } from '@/lib/client/seller/hooks';
import { fieldErrorsOf } from '@/lib/client/seller/http';
import type { DeskOrderView } from '@/lib/orders/desk-types';
import { showMoment } from '@/lib/orders/display';
import { sellerTexts } from '@/lib/texts/seller';
import { Button } from '../kit/button';
import { Card } from '../kit/card';
import { TextField } from '../kit/field';

const t = sellerTexts.codRisk;

function Figure({ label, value, alert }: { label: string; value: number; alert?: boolean }) {
  return (
    <div className="rounded-lg bg-neutral-100 px-3 py-2 text-center">
      <dd className={`text-lg font-bold ${alert && value > 0 ? 'text-red-800' : ''}`}>{value}</dd>
      <dt className="text-xs text-neutral-700">{label}</dt>
    </div>
  );
}

export function CodRiskPanel({ view, mayHold }: { view: DeskOrderView; mayHold: boolean }) {
  const { cod_risk: risk, hold } = view;
  const orderId = view.order.order_id;
  const [note, setNote] = useState('');
  const options = {
    put: (next: DeskOrderView): [readonly unknown[], unknown][] => [[sellerKeys.of('orderDetail', { order_id: orderId }), next]],
    invalidates: ['ordersList'] as const,
    quietErrors: true,
    onSuccess: () => setNote(''),
  };
  const holdIt = useSellerMutation('orderHold', { ...options, success: t.held });
  const release = useSellerMutation('orderRelease', { ...options, success: t.released });
  if (!risk && !hold.on_hold) return null;
  const pending = holdIt.isPending || release.isPending;
  const error = fieldErrorsOf(holdIt.error).note ?? holdIt.error?.message ?? release.error?.message;
  return (
    <Card title={t.heading} data-testid="cod-risk">
      {hold.on_hold && (
        <p role="status" className="rounded-lg border border-amber-600 bg-amber-50 px-3 py-2 text-sm">
          <span className="font-bold">{t.onHold}</span>
          {hold.note && <>: {hold.note}</>}
          {hold.by && hold.at && <span className="block text-neutral-700">{t.heldBy(hold.by, showMoment(hold.at))}</span>}
        </p>
      )}
      {risk && (
        <div className="grid gap-3 md:grid-cols-2">
          <section aria-label={t.customer}>
            <h3 className="mb-1 text-sm font-semibold">{t.customer}</h3>
            <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              <Figure label={t.orders} value={risk.customer.orders} />
              <Figure label={t.delivered} value={risk.customer.delivered} />
              <Figure label={t.rto} value={risk.customer.rto} alert />
              <Figure label={t.cancelled} value={risk.customer.cancelled} />
              <Figure label={t.openCod} value={risk.customer.open_cod} />
            </dl>
          </section>
          <section aria-label={t.pincode(risk.pincode.pincode)}>
            <h3 className="mb-1 text-sm font-semibold">{t.pincode(risk.pincode.pincode)}</h3>
            <p className="text-sm" data-testid="pincode-rto">
              {risk.pincode.rate === null ? t.noHistory : t.pincodeRate(risk.pincode.rto, risk.pincode.finished, `${risk.pincode.rate}%`)}
            </p>
          </section>
        </div>
      )}
      {mayHold && (hold.on_hold || view.order.next_statuses.length > 0) && risk && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (hold.on_hold) release.mutate({ order_id: orderId, note });
            else holdIt.mutate({ order_id: orderId, note });
          }}
        >
          <TextField label={t.holdNote} hint={t.holdNoteHint} value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} error={error} className="min-w-0 flex-1 basis-64" />
          <Button type="submit" kind={hold.on_hold ? 'primary' : 'secondary'} disabled={pending}>
            {hold.on_hold ? t.release : t.hold}
          </Button>
        </form>
      )}
    </Card>
  );
}
