'use client';
// Checkout's Payment step: Online Payment Options or Cash on delivery (with a note that
// EMI is chosen in the online payment window),
// and PLACE ORDER (amount), the amount being the payable total of the Order Summary.
// Where the address's pincode takes no cash, Cash on delivery is shown disabled with the
// reason (docs/rules/checkout.md#cash-on-delivery-by-pincode), as it is where the seller's
// COD rules refuse the order (docs/rules/cod.md#the-checkout); a partial-COD order says
// what is paid online now and in cash, and the button pays the online part. While the shop sends
// WhatsApp messages, a shopper not yet agreed to them is asked, unticked (consent is
// explicit); one who agreed before reads since when.
import { showDate } from '@/lib/orders/display';
import type { PaymentMode } from '@/lib/orders/totals';
import type { WhatsappUpdates } from '@/lib/orders/types';
import { texts } from '@/lib/texts';
import { codRuleTexts } from '@/lib/texts/cod-rules';
import { rupees } from '@/lib/pricing';
import { screenTexts } from '@/lib/texts/screens';
import { emiTexts } from '@/lib/texts/alerts';

const t = screenTexts.checkoutScreens;
const w = screenTexts.whatsappUpdates;

interface Props {
  mode: PaymentMode | null;
  onMode: (mode: PaymentMode) => void;
  amount: string;
  onPlace: () => void;
  busy: boolean;
  /** The address's pincode when its rule takes no cash. */
  codOffAt?: string | null;
  /** Why the seller's COD rules refuse this order (store/codCheck), else null. */
  codRefused?: string | null;
  /** Partial COD: what is paid online now and in cash (rupees), shown under Cash on delivery. */
  codSplit?: { upfront: number; cash: number } | null;
  /** The shopper's WhatsApp updates as the server answered them (none until read), and the box's state. */
  whatsapp?: { state: WhatsappUpdates | undefined; optIn: boolean; onOptIn: (on: boolean) => void };
}

function WhatsappOptIn({ state, optIn, onOptIn }: NonNullable<Props['whatsapp']>) {
  if (!state?.offered) return null;
  if (state.on_since) return <p className="mt-3 text-sm text-neutral-700">{w.heading}: {w.onSince(showDate(state.on_since))}</p>;
  return (
    <label className="mt-3 flex cursor-pointer items-center gap-3 py-1 text-sm">
      <input type="checkbox" checked={optIn} onChange={(e) => onOptIn(e.target.checked)} className="h-5 w-5 shrink-0 accent-primary-strong" />
      {w.optIn}
    </label>
  );
}

export function PaymentStep({ mode, onMode, amount, onPlace, busy, codOffAt, codRefused, codSplit, whatsapp }: Props) {
  const options: { value: PaymentMode; label: string; note: string; off?: boolean }[] = [
    { value: 'online', label: t.onlinePayment, note: t.onlinePaymentNote },
    codOffAt
      ? { value: 'cash', label: t.cashOnDelivery, note: texts.codByPincode.checkoutNote(codOffAt), off: true }
      : codRefused
        ? { value: 'cash', label: t.cashOnDelivery, note: codRefused, off: true }
        : codSplit
          ? { value: 'cash', label: t.cashOnDelivery, note: codRuleTexts.partialNote(rupees(codSplit.upfront), rupees(codSplit.cash)) }
          : { value: 'cash', label: t.cashOnDelivery, note: t.cashOnDeliveryNote },
  ];
  const upfrontNow = mode === 'cash' && codSplit ? rupees(codSplit.upfront) : null;
  return (
    <section aria-labelledby="payment-step" className="rounded-xl border border-black/15 bg-white p-4">
      <h2 id="payment-step" className="mb-3 text-lg font-bold">
        {t.paymentOptions}
      </h2>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t.paymentOptions}</legend>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex items-center gap-3 rounded-lg border border-black/15 p-3 has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft/60 ${option.off ? 'cursor-not-allowed bg-neutral-100' : 'cursor-pointer'}`}
          >
            <input
              type="radio"
              name="paymentmode"
              value={option.value}
              checked={mode === option.value}
              disabled={option.off}
              aria-describedby={`payment-note-${option.value}`}
              onChange={() => onMode(option.value)}
              className="accent-primary-strong"
            />
            <span className="flex flex-col">
              <span className={`font-semibold ${option.off ? 'text-neutral-600' : ''}`}>{option.label}</span>
              <span id={`payment-note-${option.value}`} className={`text-xs ${option.off ? 'font-semibold text-red-800' : 'text-neutral-700'}`}>{option.note}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {/* EMI is not a mode of ours: the provider's payment window offers it (docs/rules/alerts.md#emi). */}
      <p className="mt-3 text-sm text-neutral-700" data-testid="emi-checkout-note">{emiTexts.checkoutNote}</p>
      {whatsapp && <WhatsappOptIn {...whatsapp} />}
      <button
        type="button"
        onClick={onPlace}
        disabled={busy}
        aria-busy={busy || undefined}
        className="mt-4 w-full rounded-lg bg-add-strong px-6 py-3 text-base font-bold text-white hover:bg-add-stronger disabled:opacity-60"
      >
        {busy ? t.placingOrder : upfrontNow ? codRuleTexts.payUpfront(upfrontNow) : t.placeOrderAmount(amount)}
      </button>
    </section>
  );
}
