'use client';
// The `test` provider's local payment page (demo mode; docs/rules/checkout.md#online-payment): the
// shopper sees the amount and presses Pay or Fail. Pay answers what checkout.js would
// (payment id and signature), confirmed through store/onlinePaymentSuccess like a real
// payment, then /my-orders with the success notice. Fail gives the held stock back
// and returns to checkout with the cart intact and an error.
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { confirmPayment, type ProviderSuccess } from '@/lib/client/payments/pay-online';
import { payable } from '@/lib/orders/order-summary';
import { routes } from '@/lib/routes';
import { screenTexts } from '@/lib/texts/screens';
import { RequireLogin } from '@/components/account/require-login';

const t = screenTexts.testPayment;

interface View {
  order_id: string;
  receipt: string;
  amount: number;
  status: string;
}

async function testApi(init?: { order_id: string; outcome: 'pay' | 'fail' }, orderId?: string): Promise<{ status: number; body: { message?: string; payload?: unknown } }> {
  const response = init
    ? await fetch('/api/payments/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(init), credentials: 'same-origin' })
    : await fetch(`/api/payments/test?order_id=${encodeURIComponent(orderId ?? '')}`, { credentials: 'same-origin', cache: 'no-store' });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

function Payment() {
  const router = useRouter();
  const params = useSearchParams();
  const orderId = params.get('order_id') ?? '';
  // A COD order's confirmation page sends its payments here with ?back= (only such a path): a failure returns there.
  const back = /^\/cod\/confirm\/[A-Za-z0-9_-]+$/.test(params.get('back') ?? '') ? params.get('back') : null;
  const [view, setView] = useState<View | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    testApi(undefined, orderId).then(({ status, body }) => {
      if (!live) return;
      if (status === 200) setView(body.payload as View);
      else setError(body.message ?? screenTexts.orderNotFound);
    }, () => live && setError(screenTexts.orderFailed));
    return () => {
      live = false;
    };
  }, [orderId]);

  async function pay() {
    setBusy(true);
    try {
      const { status, body } = await testApi({ order_id: orderId, outcome: 'pay' });
      if (status !== 200) throw new Error(body.message);
      await confirmPayment(body.payload as ProviderSuccess);
      router.push(routes.myOrdersPlaced);
    } catch {
      toast.error(screenTexts.orderFailed);
      setBusy(false);
    }
  }

  async function fail() {
    setBusy(true);
    await testApi({ order_id: orderId, outcome: 'fail' }).catch(() => null);
    router.push(back ? `${back}?r=prepay-failed` : `${routes.checkout}?payment=failed`);
  }

  const open = view?.status === 'created';
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <section aria-labelledby="test-payment" className="rounded-xl border border-black/15 bg-white p-6 shadow-sm">
        <h1 id="test-payment" className="mb-2 text-xl font-bold">
          {t.heading}
        </h1>
        <p className="mb-4 text-sm text-neutral-700">{t.note}</p>
        {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
        {view && (
          <>
            <dl className="mb-5 grid grid-cols-2 gap-y-1 text-sm">
              <dt className="text-muted">{t.receipt}</dt>
              <dd className="text-right font-semibold">{view.receipt}</dd>
              <dt className="text-muted">{t.amount}</dt>
              <dd className="text-right text-lg font-bold" data-testid="test-payment-amount">{payable(view.amount)}</dd>
            </dl>
            {open ? (
              <div className="flex gap-3">
                <button type="button" onClick={pay} disabled={busy} className="flex-1 rounded-lg bg-primary-strong px-4 py-2.5 font-bold text-white hover:bg-primary-stronger disabled:opacity-60">
                  {busy ? t.working : t.pay}
                </button>
                <button type="button" onClick={fail} disabled={busy} className="flex-1 rounded-lg border border-red-700 px-4 py-2.5 font-bold text-red-700 hover:bg-red-50 disabled:opacity-60">
                  {t.fail}
                </button>
              </div>
            ) : (
              <p role="alert" className="text-sm text-red-700">{t.notOpen}</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

export function TestPaymentPage() {
  return (
    <RequireLogin>
      <Payment />
    </RequireLogin>
  );
}
