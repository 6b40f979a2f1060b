'use client';
// The public tracking page's form (/track; docs/rules/shipping.md#tracking): the order number
// (pre-filled from ?order=, as the shipped message links here) and the order's phone number
// (store/trackOrder), then the order's state and its parcel (OrderTracking). A wrong phone
// and an unknown order get the same answer.
import { useState, type FormEvent } from 'react';
import type { TrackView } from '@/lib/contract';
import { apiCall, fieldErrorsOf } from '@/lib/client/http';
import { statusLabel } from '@/lib/orders/display';
import { trackingTexts as t } from '@/lib/texts/tracking';
import { OrderTracking } from './tracking';

const input = 'mt-1 block w-full rounded-lg border border-black/25 bg-white px-3 py-2 text-base';

export function TrackOrder({ order }: { order: string }) {
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<TrackView | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    setErrors({});
    setFound(null);
    try {
      const answer = await apiCall('trackOrder', { order: String(form.get('order') ?? '').trim(), phone: String(form.get('phone') ?? '').trim() });
      setFound(answer.payload);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      setFailure(Object.keys(byField).length > 0 ? null : error instanceof Error ? error.message : t.notFound);
    } finally {
      setBusy(false);
    }
  }

  const note = (name: string) => (errors[name] ? <span id={`track-${name}-error`} className="mt-1 block text-xs font-semibold text-red-800">{errors[name]}</span> : null);
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate aria-label={t.pageTitle} className="grid gap-4 rounded-2xl border border-black/10 bg-white p-5 shadow-sm">
        <label className="block text-sm font-semibold">
          {t.orderNumber}
          <input name="order" required defaultValue={order} autoCapitalize="characters" autoComplete="off" className={`${input} font-mono`} aria-invalid={errors.order ? true : undefined} aria-describedby={errors.order ? 'track-order-error' : undefined} />
          {note('order')}
        </label>
        <label className="block text-sm font-semibold">
          {t.phoneNumber}
          <input name="phone" type="tel" required inputMode="tel" autoComplete="tel" maxLength={16} className={input} aria-invalid={errors.phone ? true : undefined} aria-describedby={errors.phone ? 'track-phone-error' : undefined} />
          {note('phone')}
        </label>
        <button type="submit" disabled={busy} className="justify-self-start rounded-lg bg-primary-strong px-5 py-2.5 text-sm font-semibold text-white disabled:opacity-60">
          {t.find}
        </button>
      </form>
      {failure && <p role="alert" className="text-sm font-semibold text-red-800">{failure}</p>}
      {found && (
        <div className="flex flex-col gap-3" data-testid="track-result">
          <p className="text-sm">
            <span className="font-mono font-semibold">{found.order_string}</span> · {t.status}: <span className="font-semibold" data-testid="track-status">{statusLabel(found.status)}</span>
          </p>
          {found.shipment ? <OrderTracking shipment={found.shipment} /> : <p className="text-sm">{t.notShipped}</p>}
        </div>
      )}
    </div>
  );
}
