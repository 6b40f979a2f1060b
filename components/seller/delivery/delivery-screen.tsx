'use client';
// /seller/delivery (docs/rules/delivery.md): the zones (pincode prefixes) and pincode
// ranges with their days and whether cash on delivery is taken, a form to add or change
// each, the pincode file (DeliveryImport), the delivery charge below the free-delivery
// threshold, and the payment fees. Each save answers the whole settings, shown at once.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliverySettings } from '@/lib/delivery/rules';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { rupees } from '@/lib/pricing';
import { sellerTexts } from '@/lib/texts/seller';
import { DeliveryImport } from './delivery-import';

const t = sellerTexts.deliveryPage;
const r = sellerTexts.deliveryRangesPage;
const inputClass = 'rounded-lg border border-black/25 px-3 py-2 text-base';

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-semibold">{label}</label>
      {children}
      {error && <span className="text-red-800">{error}</span>}
    </div>
  );
}

export function DeliveryScreen({ initial }: { initial: DeliverySettings }) {
  const [settings, setSettings] = useState(initial);
  const done = (answer: { payload: DeliverySettings }) => {
    setSettings(answer.payload);
    toast.success(t.saved);
  };
  const fail = (error: Error) => toast.error(t.failed, { description: error.message });

  const [zone, setZone] = useState({ pincode_prefix: '', serviceable: true, min_days: '2', max_days: '5', cod: true });
  const saveZone = useMutation({ mutationFn: () => sellerCall('deliverySaveZone', zone), onSuccess: done, onError: fail });
  const removeZone = useMutation({ mutationFn: (prefix: string) => sellerCall('deliveryRemoveZone', { pincode_prefix: prefix }), onSuccess: done, onError: fail });
  const first = settings.charges[0];
  const [charge, setCharge] = useState({ upto: first ? String(first.upto) : '', charge: first ? String(first.charge) : '' });
  const saveCharges = useMutation({
    mutationFn: () => sellerCall('deliverySaveCharges', { charges: charge.upto.trim() ? [{ upto: charge.upto.trim(), charge: charge.charge.trim() || '0' }] : [] }),
    onSuccess: done,
    onError: fail,
  });
  const [fees, setFees] = useState({ digital_discount: String(settings.fees.digital_discount), handling_fee: String(settings.fees.handling_fee) });
  const saveFees = useMutation({ mutationFn: () => sellerCall('deliverySaveFees', fees), onSuccess: done, onError: fail });
  const zoneErrors = fieldErrorsOf(saveZone.error);
  const [range, setRange] = useState({ from: '', to: '', serviceable: true, min_days: '2', max_days: '5', cod: true });
  const saveRange = useMutation({ mutationFn: () => sellerCall('deliverySaveRange', range), onSuccess: done, onError: fail });
  const removeRange = useMutation({ mutationFn: (ends: { from: string; to: string }) => sellerCall('deliveryRemoveRange', ends), onSuccess: done, onError: fail });
  const rangeErrors = fieldErrorsOf(saveRange.error);
  const reload = async () => setSettings((await sellerCall('deliveryRules', {})).payload);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">{t.title}</h1>

      <section aria-labelledby="zones" className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4">
        <h2 id="zones" className="font-bold">{t.zones}</h2>
        <p className="text-sm text-neutral-700">{t.zonesNote}</p>
        <ul className="divide-y divide-black/10 text-sm">
          {settings.zones.map((z) => (
            <li key={z.pincode_prefix} data-testid="delivery-zone" className="flex items-center justify-between gap-3 py-1.5">
              <span>
                <span className="font-mono font-semibold">{z.pincode_prefix || t.anywhere}</span> · {z.serviceable ? t.days(z.min_days, z.max_days) : t.notServiceable}
                {z.serviceable && !z.cod && ` · ${r.codOff}`}
              </span>
              {z.pincode_prefix !== '' && (
                <button type="button" onClick={() => removeZone.mutate(z.pincode_prefix)} aria-label={t.removeZone(z.pincode_prefix)} className="font-semibold text-red-800 underline">
                  {t.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
        <form
          className="grid grid-cols-2 gap-3 desk:grid-cols-6 desk:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            saveZone.mutate();
          }}
        >
          <Field id="zone-prefix" label={t.prefix} error={zoneErrors.pincode_prefix}>
            <input id="zone-prefix" value={zone.pincode_prefix} onChange={(e) => setZone({ ...zone, pincode_prefix: e.target.value })} inputMode="numeric" maxLength={6} className={inputClass} />
          </Field>
          <Field id="zone-min" label={t.minDays} error={zoneErrors.min_days}>
            <input id="zone-min" value={zone.min_days} onChange={(e) => setZone({ ...zone, min_days: e.target.value })} inputMode="numeric" className={inputClass} />
          </Field>
          <Field id="zone-max" label={t.maxDays} error={zoneErrors.max_days}>
            <input id="zone-max" value={zone.max_days} onChange={(e) => setZone({ ...zone, max_days: e.target.value })} inputMode="numeric" className={inputClass} />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={zone.serviceable} onChange={(e) => setZone({ ...zone, serviceable: e.target.checked })} className="h-4 w-4" />
            {t.serviceable}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={zone.cod} onChange={(e) => setZone({ ...zone, cod: e.target.checked })} className="h-4 w-4" />
            {r.cod}
          </label>
          <button type="submit" disabled={saveZone.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{t.saveZone}</button>
        </form>
      </section>

      <section aria-labelledby="ranges" className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4">
        <h2 id="ranges" className="font-bold">{r.ranges}</h2>
        <p className="text-sm text-neutral-700">{r.rangesNote}</p>
        {settings.ranges.length === 0 ? (
          <p className="text-sm text-neutral-700">{r.noRanges}</p>
        ) : (
          <ul className="divide-y divide-black/10 text-sm">
            {settings.ranges.map((g) => (
              <li key={g.from} data-testid="delivery-range" className="flex items-center justify-between gap-3 py-1.5">
                <span>
                  <span className="font-mono font-semibold">{g.from}–{g.to}</span> · {g.serviceable ? t.days(g.min_days, g.max_days) : t.notServiceable}
                  {g.serviceable && !g.cod && ` · ${r.codOff}`}
                </span>
                <button type="button" onClick={() => removeRange.mutate({ from: g.from, to: g.to })} aria-label={r.removeRange(g.from, g.to)} className="font-semibold text-red-800 underline">
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="grid grid-cols-2 gap-3 desk:grid-cols-7 desk:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            saveRange.mutate();
          }}
        >
          <Field id="range-from" label={r.from} error={rangeErrors.from}>
            <input id="range-from" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} inputMode="numeric" maxLength={6} className={inputClass} />
          </Field>
          <Field id="range-to" label={r.to} error={rangeErrors.to}>
            <input id="range-to" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} inputMode="numeric" maxLength={6} className={inputClass} />
          </Field>
          <Field id="range-min" label={r.rangeMinDays} error={rangeErrors.min_days}>
            <input id="range-min" value={range.min_days} onChange={(e) => setRange({ ...range, min_days: e.target.value })} inputMode="numeric" className={inputClass} />
          </Field>
          <Field id="range-max" label={r.rangeMaxDays} error={rangeErrors.max_days}>
            <input id="range-max" value={range.max_days} onChange={(e) => setRange({ ...range, max_days: e.target.value })} inputMode="numeric" className={inputClass} />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={range.serviceable} onChange={(e) => setRange({ ...range, serviceable: e.target.checked })} className="h-4 w-4" />
            {r.rangeServiceable}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={range.cod} onChange={(e) => setRange({ ...range, cod: e.target.checked })} className="h-4 w-4" />
            {r.rangeCod}
          </label>
          <button type="submit" disabled={saveRange.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{r.saveRange}</button>
        </form>
      </section>

      <DeliveryImport onImported={reload} />

      <section aria-labelledby="charges" className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4">
        <h2 id="charges" className="font-bold">{t.charges}</h2>
        <p className="text-sm text-neutral-700">{t.chargesNote}</p>
        <p className="text-sm" data-testid="delivery-charges">{settings.charges.map((c) => `${rupees(c.charge)} < ${rupees(c.upto)}`).join(' · ') || '—'}</p>
        <form
          className="grid grid-cols-2 gap-3 desk:grid-cols-3 desk:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            saveCharges.mutate();
          }}
        >
          <Field id="charge-upto" label={t.upto} error={fieldErrorsOf(saveCharges.error)['charges.0.upto']}>
            <input id="charge-upto" value={charge.upto} onChange={(e) => setCharge({ ...charge, upto: e.target.value })} inputMode="decimal" className={inputClass} />
          </Field>
          <Field id="charge-amount" label={t.charge} error={fieldErrorsOf(saveCharges.error)['charges.0.charge']}>
            <input id="charge-amount" value={charge.charge} onChange={(e) => setCharge({ ...charge, charge: e.target.value })} inputMode="decimal" className={inputClass} />
          </Field>
          <button type="submit" disabled={saveCharges.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{t.saveCharges}</button>
        </form>
      </section>

      <section aria-labelledby="fees" className="flex flex-col gap-3 rounded-xl border border-black/15 bg-white p-4">
        <h2 id="fees" className="font-bold">{t.fees}</h2>
        <form
          className="grid grid-cols-1 gap-3 desk:grid-cols-3 desk:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            saveFees.mutate();
          }}
        >
          <Field id="fee-handling" label={t.handlingFee} error={fieldErrorsOf(saveFees.error).handling_fee}>
            <input id="fee-handling" value={fees.handling_fee} onChange={(e) => setFees({ ...fees, handling_fee: e.target.value })} inputMode="decimal" className={inputClass} />
          </Field>
          <Field id="fee-digital" label={t.digitalDiscount} error={fieldErrorsOf(saveFees.error).digital_discount}>
            <input id="fee-digital" value={fees.digital_discount} onChange={(e) => setFees({ ...fees, digital_discount: e.target.value })} inputMode="decimal" className={inputClass} />
          </Field>
          <button type="submit" disabled={saveFees.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{t.saveFees}</button>
        </form>
      </section>
    </div>
  );
}
