'use client';
// The Order Summary of checkout (SPEC sections 2, 4 and 5): a coupon box whose Apply
// does nothing (SPEC section 9), Price, Discount, Subtotal, Delivery ('Free' with a
// struck zero), Cash Handling Fee, Digital Payment Discount, the free-delivery hint,
// Total Amount Payable (en-IN) and Your Total Saving; on mobile a Cancelation Policy box.
import Link from 'next/link';
import { useId } from 'react';
import { payable, type Summary } from '@/lib/checkout/summary';
import { rupees } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { texts } from '@/lib/texts';

const t = texts.checkoutScreens;

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

export function OrderSummary({ summary }: { summary: Summary }) {
  const couponId = useId();
  return (
    <aside aria-labelledby="order-summary" className="flex flex-col gap-4">
      <section className="rounded-xl border border-black/15 bg-white p-4">
        <h2 id="order-summary" className="mb-3 text-lg font-bold">
          {t.orderSummary}
        </h2>
        <form onSubmit={(e) => e.preventDefault()} className="mb-3 flex gap-2">
          <label htmlFor={couponId} className="sr-only">
            {t.couponLabel}
          </label>
          <input id={couponId} name="coupon" placeholder={t.couponPlaceholder} className="min-w-0 flex-1 rounded-lg border border-black/25 px-3 py-2 text-sm" />
          <button type="submit" className="rounded-lg border border-primary-strong px-4 py-2 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
            {t.apply}
          </button>
        </form>
        <dl data-testid="order-summary">
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
          {summary.freeDeliveryGap !== null && (
            <p className="my-1 rounded-md bg-primary-soft px-2 py-1 text-xs text-primary-strong">{t.freeDeliveryHint(rupees(summary.freeDeliveryGap))}</p>
          )}
          <Row label={t.totalPayable} strong>
            <span data-testid="total-payable">{payable(summary.total)}</span>
          </Row>
        </dl>
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
