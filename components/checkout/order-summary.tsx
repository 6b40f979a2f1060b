'use client';
// The Order Summary of checkout (docs/rules/checkout.md#order-summary): a coupon box whose Apply
// asks the server what the code takes off (docs/rules/coupons.md; the checkout page keeps
// the applied code), Price, Discount, Subtotal, Delivery ('Free' with a
// struck zero), Cash Handling Fee, Digital Payment Discount, the free-delivery hint,
// Coupon Discount once applied, Total Amount Payable (en-IN) and Your Total Saving; on
// mobile a Cancelation Policy box. A partial-COD order adds what is paid online now and
// what is left in cash, as the server split it.
import Link from 'next/link';
import { useId, useState } from 'react';
import { payable, type Summary } from '@/lib/orders/order-summary';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { screenTexts } from '@/lib/texts/screens';
import { codRuleTexts } from '@/lib/texts/cod-rules';

const t = screenTexts.checkoutScreens;

function Row({ label, children, strong, testId }: { label: string; children: React.ReactNode; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-1.5 ${strong ? 'border-t border-black/15 pt-3 text-base font-bold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export interface CouponBox {
  /** The applied code, or null. */
  code: string | null;
  /** Why the last code was refused, or null. */
  error: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** Partial COD (docs/rules/cod.md#partial-cod): the server's split of the total, rupees. */
export interface CodSplit {
  upfront: number;
  cash: number;
}

export function OrderSummary({ summary, coupon, split }: { summary: Summary; coupon: CouponBox; split?: CodSplit | null }) {
  const couponId = useId();
  const [typed, setTyped] = useState('');
  const c = screenTexts.coupons;
  return (
    <aside aria-labelledby="order-summary" className="flex flex-col gap-4">
      <section className="rounded-xl border border-black/15 bg-white p-4">
        <h2 id="order-summary" className="mb-3 text-lg font-bold">
          {t.orderSummary}
        </h2>
        {coupon.code ? (
          <div className="mb-3 flex items-center justify-between gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm">
            <span role="status" data-testid="coupon-applied" className="font-semibold text-primary-strong">
              {c.applied(coupon.code, rupees(summary.coupon))}
            </span>
            <button type="button" onClick={coupon.onRemove} aria-label={c.removeCoupon(coupon.code)} className="shrink-0 font-semibold underline">
              {c.remove}
            </button>
          </div>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              coupon.onApply(typed);
            }}
            className="mb-3 flex flex-col gap-1"
          >
            <div className="flex gap-2">
              <label htmlFor={couponId} className="sr-only">
                {t.couponLabel}
              </label>
              <input
                id={couponId}
                name="coupon"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={t.couponPlaceholder}
                maxLength={40}
                autoCapitalize="characters"
                aria-describedby={coupon.error ? `${couponId}-error` : undefined}
                className="min-w-0 flex-1 rounded-lg border border-black/25 px-3 py-2 text-sm"
              />
              <button type="submit" disabled={coupon.busy} className="rounded-lg border border-primary-strong px-4 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft disabled:opacity-50">
                {t.apply}
              </button>
            </div>
            {coupon.error && (
              <p id={`${couponId}-error`} role="alert" className="text-sm text-red-800">
                {coupon.error}
              </p>
            )}
          </form>
        )}
        {/* Two lists around the free-delivery hint: a <dl> may hold only its rows. */}
        <div data-testid="order-summary">
        <dl>
          <Row label={t.price}>{rupees(summary.price)}</Row>
          <Row label={t.discount}>- {rupees(summary.discount)}</Row>
          <Row label={t.subtotal} testId="summary-subtotal">{rupees(summary.subtotal)}</Row>
          <Row label={t.delivery}>
            {summary.delivery === null ? (
              <span className="text-muted">{t.deliveryAtNextStep}</span>
            ) : summary.delivery === 0 ? (
              <span>
                <s className="mr-1 text-muted">{rupees(0)}</s>
                <span className="font-semibold text-primary-strong">{t.free}</span>
              </span>
            ) : (
              rupees(summary.delivery)
            )}
          </Row>
          <Row label={t.cashHandlingFee}>{rupees(summary.handlingFee)}</Row>
          <Row label={t.digitalPaymentDiscount}>- {rupees(summary.digitalDiscount)}</Row>
          {summary.coupon > 0 && (
            <Row label={screenTexts.orderScreens.couponDiscount} testId="summary-coupon">
              - {rupees(summary.coupon)}
            </Row>
          )}
        </dl>
        {summary.freeDeliveryGap !== null && (
          <p className="my-1 rounded-md bg-primary-soft px-2 py-1 text-xs text-primary-strong">{t.freeDeliveryHint(rupees(summary.freeDeliveryGap))}</p>
        )}
        <dl>
          <Row label={t.totalPayable} strong>
            <span data-testid="total-payable">{payable(summary.total)}</span>
          </Row>
          {split && (
            <>
              <Row label={codRuleTexts.payOnlineNow} testId="summary-upfront">{rupees(split.upfront)}</Row>
              <Row label={codRuleTexts.toPayInCash} testId="summary-cash">{rupees(split.cash)}</Row>
            </>
          )}
        </dl>
        </div>
        <p className="mt-2 rounded-md bg-green-50 px-2 py-1.5 text-sm font-semibold text-green-800">
          {t.totalSaving}: {rupees(summary.saving)}
        </p>
      </section>
      <section aria-labelledby="cancel-policy" className="rounded-xl border border-black/15 bg-white p-4 text-sm desk:hidden">
        <h2 id="cancel-policy" className="mb-1 font-bold">
          {t.cancelationPolicyTitle}
        </h2>
        <p className="text-neutral-700">{t.cancelationPolicyText}</p>
        <Link href={routes.cancellationPolicy} className="mt-1 inline-block font-semibold text-primary-strong underline">
          {t.readPolicy}
        </Link>
      </section>
    </aside>
  );
}
