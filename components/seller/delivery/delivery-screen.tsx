'use client';
// /seller/delivery (docs/rules/delivery.md): the zones (pincode prefixes) with their
// days, a form to add or change one, the delivery charge below the free-delivery
// threshold, and the payment fees. Each save answers the whole settings, shown at once.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliverySettings } from '@/lib/delivery/rules';
import { fieldErrorsOf, sellerCall } from '@/lib/client/seller/http';
import { toast } from '@/lib/client/toast';
import { rupees } from '@/lib/pricing';
import { texts } from '@/lib/texts';

const t = texts.seller.deliveryPage;
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

  const [zone, setZone] = useState({ pincode_prefix: '', serviceable: true, min_days: '2', max_days: '5' });
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
          className="grid grid-cols-2 gap-3 desk:grid-cols-5 desk:items-end"
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
          <button type="submit" disabled={saveZone.isPending} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white disabled:opacity-50">{t.saveZone}</button>
        </form>
      </section>

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
