'use client';
// The offer to pay a waiting COD order online instead (docs/rules/orders.md#paying-online-instead):
// store/prepayCod opens a provider order for the server's amount on this same order, then
// the usual payment step (lib/client/payments/pay-online.ts). An online payment needs
// JavaScript, so without it the offer is not shown at all.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ApiCallError, apiCall } from '@/lib/client/http';
import { payOnline } from '@/lib/client/payments/pay-online';
import { routes } from '@/lib/routes';
import { codConfirmTexts as t } from '@/lib/texts/cod-confirmation';

export function PrepayOffer({ token, heading, note, button }: { token: string; heading: string; note: string; button: string }) {
  const router = useRouter();
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'login' | 'paid' } | { kind: 'failed'; text: string }>({ kind: 'idle' });
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;

  async function pay() {
    setState({ kind: 'sending' });
    try {
      const answer = await apiCall('prepayCod', { token });
      const back = encodeURIComponent(routes.codConfirm(token));
      const outcome = await payOnline(answer.payload_onlinePaymentProcess, (id) => `${routes.testPayment(id)}&back=${back}`);
      if ('redirect' in outcome) router.push(outcome.redirect);
      else {
        setState({ kind: 'paid' });
        router.refresh();
      }
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 401) setState({ kind: 'login' });
      else setState({ kind: 'failed', text: error instanceof ApiCallError ? error.message : t.prepayFailed });
    }
  }

  return (
    <section aria-label={heading} className="rounded-xl border border-emerald-600 bg-emerald-50 p-4">
      <h2 className="mb-1 font-bold">{heading}</h2>
      <p className="mb-3 text-sm">{note}</p>
      <button type="button" onClick={pay} disabled={state.kind === 'sending'} className="min-h-11 rounded-lg bg-emerald-700 px-5 py-2 font-semibold text-white disabled:opacity-50">{button}</button>
      {state.kind === 'login' && (
        <p role="alert" className="mt-2 text-sm font-semibold">
          {t.prepayLogin} <Link href={routes.login} className="text-primary-strong underline">{t.prepayLoginLink}</Link>
        </p>
      )}
      {state.kind === 'failed' && <p role="alert" className="mt-2 text-sm font-semibold text-red-800">{state.text}</p>}
    </section>
  );
}
