'use client';
// The "Notify me" form, loaded when a logged-in shopper first opens it (notify-me.tsx):
// back in stock (offered while the product is sold out) or a price at or below a target
// in rupees, saved with store/alerts. The server checks everything again (the price
// below today's, the product sold out) and its refusal shows under the field.
import { useId, useState } from 'react';
import { apiCall, fieldErrorsOf } from '@/lib/client/http';
import { toast } from '@/lib/client/toast';
import { rupees } from '@/lib/pricing';
import { alertTexts as t } from '@/lib/texts/alerts';

type Kind = 'back_in_stock' | 'price_below';

export function NotifyMeForm({ productId, soldOut, price, onClose }: { productId: number; soldOut: boolean; price: number; onClose: () => void }) {
  const id = useId();
  const [kind, setKind] = useState<Kind>(soldOut ? 'back_in_stock' : 'price_below');
  const [target, setTarget] = useState('');
  const [state, setState] = useState<{ busy: boolean; errors: Record<string, string>; error?: string; saved?: boolean }>({ busy: false, errors: {} });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setState({ busy: true, errors: {} });
    try {
      await apiCall('alertsSave', { product_id: productId, kind, ...(kind === 'price_below' ? { price: target.trim() } : {}) });
      setState({ busy: false, errors: {}, saved: true });
      toast.success(t.saved);
    } catch (error) {
      const errors = fieldErrorsOf(error);
      const message = error instanceof Error ? error.message : t.failed;
      setState({ busy: false, errors, error: errors.price ? undefined : message });
    }
  }

  const choice = (value: Kind, label: string) => (
    <label className="flex cursor-pointer items-center gap-2 py-1">
      <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => setKind(value)} className="h-4 w-4 accent-primary-strong" />
      {label}
    </label>
  );

  return (
    <form onSubmit={save} aria-labelledby={`${id}-heading`} className="mt-2 flex flex-col gap-2 rounded-xl border border-black/10 bg-white p-4 text-sm">
      <h2 id={`${id}-heading`} className="text-base font-bold">{t.notifyHeading}</h2>
      <fieldset>
        <legend className="sr-only">{t.kindLabel}</legend>
        {soldOut && choice('back_in_stock', t.backInStock)}
        {choice('price_below', t.priceBelow)}
      </fieldset>
      {kind === 'price_below' && (
        <div>
          <label htmlFor={`${id}-price`} className="block font-semibold">{t.priceLabel}</label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            aria-invalid={state.errors.price ? true : undefined}
            aria-describedby={`${id}-price-note`}
            className="mt-1 w-40 rounded-md border border-black/25 px-2 py-1.5"
          />
          <p id={`${id}-price-note`} className={`mt-1 text-xs ${state.errors.price ? 'font-semibold text-red-800' : 'text-neutral-700'}`}>
            {state.errors.price ?? t.priceHint(rupees(price))}
          </p>
        </div>
      )}
      {state.error && <p role="alert" className="font-semibold text-red-800">{state.error}</p>}
      {state.saved && <p role="status" className="font-semibold text-primary-stronger">{t.saved}</p>}
      <div className="flex gap-2">
        <button type="submit" disabled={state.busy} className="rounded-lg bg-primary-strong px-4 py-2 font-semibold text-white hover:bg-primary-stronger disabled:opacity-60">
          {state.busy ? t.saving : t.save}
        </button>
        <button type="button" onClick={onClose} className="rounded-lg border border-black/20 px-4 py-2 font-semibold">
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
