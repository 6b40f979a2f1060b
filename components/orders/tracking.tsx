'use client';
// The parcel's tracking (docs/rules/shipping.md#tracking), on the order page and on the
// public /track page: the courier, the AWB with the courier's tracking link, the expected
// delivery date and the courier's scans, newest first. While a delivery failed it says why;
// on the order page (`orderId` given) the shopper may ask for a new attempt on a date within
// the courier's window, with another phone or a landmark (store/orderReattempt); the page
// then reads the order again (`onChanged`).
import { useState, type FormEvent } from 'react';
import type { ShipmentView } from '@/lib/contract';
import { apiCall, fieldErrorsOf } from '@/lib/client/http';
import { toast } from '@/lib/client/toast';
import { showDate, showMoment } from '@/lib/orders/display';
import { trackingTexts as t } from '@/lib/texts/tracking';

const field = 'mt-1 block w-full rounded-lg border border-black/25 bg-white px-3 py-2 text-base';

function ReattemptForm({ orderId, failed, onAsked }: { orderId: number; failed: NonNullable<ShipmentView['failed']>; onAsked: () => void }) {
  const [fields, setFields] = useState({ date: '', phone: '', landmark: '' });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setProblem(null);
    try {
      await apiCall('orderReattempt', { order_id: orderId, ...fields });
      toast.success(t.asked);
      onAsked();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      setProblem(Object.keys(byField).length === 0 && error instanceof Error ? error.message : null);
    } finally {
      setBusy(false);
    }
  }
  const note = (name: string) => (errors[name] ? <p id={`reattempt-${name}-error`} className="mt-1 text-xs font-semibold text-red-800">{errors[name]}</p> : null);
  return (
    <form onSubmit={submit} noValidate aria-label={t.ask} className="mt-3 flex flex-col gap-3">
      <p className="text-sm">{t.askIntro}</p>
      <label className="text-sm font-semibold">
        {t.date}
        <input
          type="date" required name="date" min={failed.window.from} max={failed.window.to} value={fields.date}
          onChange={(e) => setFields({ ...fields, date: e.target.value })} className={field}
          aria-invalid={errors.date ? true : undefined} aria-describedby={errors.date ? 'reattempt-date-error' : 'reattempt-date-hint'}
        />
        <span id="reattempt-date-hint" className="mt-1 block text-xs font-normal text-neutral-700">{t.dateHint(showDate(failed.window.from), showDate(failed.window.to))}</span>
        {note('date')}
      </label>
      <label className="text-sm font-semibold">
        {t.phone}
        <input type="tel" inputMode="tel" name="phone" value={fields.phone} onChange={(e) => setFields({ ...fields, phone: e.target.value })} className={field} aria-invalid={errors.phone ? true : undefined} />
        {note('phone')}
      </label>
      <label className="text-sm font-semibold">
        {t.landmark}
        <input name="landmark" maxLength={120} value={fields.landmark} onChange={(e) => setFields({ ...fields, landmark: e.target.value })} className={field} aria-invalid={errors.landmark ? true : undefined} />
        {note('landmark')}
      </label>
      {problem && <p role="alert" className="text-sm font-semibold text-red-800">{problem}</p>}
      <button type="submit" disabled={busy} className="self-start rounded-lg bg-primary-strong px-4 py-2 text-sm font-semibold text-white disabled:opacity-50">
        {t.ask}
      </button>
    </form>
  );
}

export function OrderTracking({ shipment, orderId, onChanged }: { shipment: ShipmentView; orderId?: number; onChanged?: () => void }) {
  const failed = shipment.failed;
  return (
    <section aria-labelledby="order-tracking" className="rounded-xl border border-black/15 bg-white p-4" data-testid="order-tracking">
      <h2 id="order-tracking" className="mb-2 font-bold">{t.heading}</h2>
      <dl className="text-sm">
        <div className="flex flex-wrap justify-between gap-x-3 py-1">
          <dt className="text-neutral-700">{t.courier}</dt>
          <dd className="font-semibold" data-testid="tracking-courier">{shipment.courier ?? '–'}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3 py-1">
          <dt className="text-neutral-700">{t.awb}</dt>
          <dd className="break-all font-semibold" data-testid="tracking-awb">
            {shipment.awb ?? '–'}
            {shipment.tracking_url && (
              <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer" className="ml-2 font-semibold text-primary-strong underline">{t.trackAtCourier}</a>
            )}
          </dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-3 py-1">
          <dt className="text-neutral-700">{t.parcel}</dt>
          <dd className="font-semibold" data-testid="tracking-status">{t.states[shipment.status] ?? shipment.status}</dd>
        </div>
        {shipment.etd && shipment.status !== 'delivered' && (
          <div className="flex flex-wrap justify-between gap-x-3 py-1">
            <dt className="text-neutral-700">{t.expected}</dt>
            <dd className="font-semibold" data-testid="tracking-etd">{showDate(shipment.etd)}</dd>
          </div>
        )}
      </dl>

      {failed && (
        <div role="status" className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm" data-testid="tracking-failed">
          <p className="font-semibold">{failed.reason ? t.failedReason(failed.reason, failed.attempts) : t.failedNoReason(failed.attempts)}</p>
          {failed.decision === 're-attempt' && failed.reattempt_date && <p className="mt-1 font-semibold">{t.reattemptOn(showDate(failed.reattempt_date))}</p>}
          {failed.decision === 'return' && <p className="mt-1 font-semibold">{t.returning}</p>}
          {failed.can_request && failed.act_by && <p className="mt-1">{t.askBy(showMoment(failed.act_by))}</p>}
          {failed.can_request && orderId !== undefined && <ReattemptForm orderId={orderId} failed={failed} onAsked={() => onChanged?.()} />}
        </div>
      )}

      <h3 className="mt-4 mb-1 text-sm font-bold">{t.scansHeading}</h3>
      {shipment.scans.length === 0 ? (
        <p className="text-sm text-neutral-700">{t.noScans}</p>
      ) : (
        <ol className="border-l-2 border-primary-strong/40 pl-4 text-sm" data-testid="tracking-scans">
          {shipment.scans.map((scan, index) => (
            <li key={`${scan.at}-${index}`} className="relative py-1.5">
              <span aria-hidden="true" className={`absolute -left-[1.4rem] top-2.5 h-2.5 w-2.5 rounded-full ${index === 0 ? 'bg-primary-strong' : 'bg-neutral-300'}`} />
              <p className="font-semibold break-words">{scan.activity}</p>
              <p className="text-neutral-700">
                <time dateTime={scan.at}>{showMoment(scan.at)}</time>
                {scan.location ? ` · ${scan.location}` : ''}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
